/** The groups of the API reference; an operation names one of them (see `operation`). */
export const tags = {
  Organization: 'The organization an API key belongs to.',
  Employees: 'People paid by the organization. Write-only fields are sealed at rest and never returned.',
  'Organization units': 'Departments, positions and locations employees refer to by id.',
  'Pay runs': 'Payroll for one jurisdiction and period: draft → calculated → approved → paid.',
  Payslips: 'One per employee of a calculated run, as JSON and as PDF.',
  Webhooks: 'Endpoints that receive signed events; the secret is shown once, at creation and at rotation.',
  Events: 'Every state change announced to webhooks, kept at least 30 days, with each delivery attempt.',
  Filings: 'Statutory filings made from pay runs (Great Britain: the FPS): draft → ready → submitted → accepted | rejected.',
  Accounting: "Ledger accounts and each pay run's balanced journal, as JSON or as Xero's and QuickBooks Online's import files.",
  'Test helpers': 'Staging only (404 in production): act as the bank or the tax authority would.',
} as const;

export type Tag = keyof typeof tags;
