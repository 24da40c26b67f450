/** Scopes a key may carry (contract "Keys, environments, scopes"). organization.read is implied by every key. */
export const scopes = [
  'organization.read',
  'employees.read',
  'employees.write',
  'payruns.read',
  'payruns.run',
  'payruns.approve',
  'payruns.pay',
  'payslips.read',
  'webhooks.manage',
  'funding.manage',
  'filings.read',
  'filings.submit',
] as const;
export type Scope = (typeof scopes)[number];

/**
 * Member permissions: every scope, plus what only a person does in the console or the admin CLI: make keys
 * (integrations.manage), and look after the service's queues, replaying or discarding dead letters (operations.manage).
 */
export const permissions = [...scopes, 'integrations.manage', 'operations.manage'] as const;
export type Permission = (typeof permissions)[number];

/** The scope each action needs, wherever it is asked for: an API endpoint or a console button. */
export const actionScopes = {
  calculatePayRun: 'payruns.run',
  approvePayRun: 'payruns.approve',
  reopenPayRun: 'payruns.approve',
  payPayRun: 'payruns.pay',
  acknowledgeBankNameMismatch: 'funding.manage',
  manageWebhooks: 'webhooks.manage',
  submitFiling: 'filings.submit',
  // Where payroll lands in the ledger is the approver's call: the same people who release the money.
  mapLedgerAccounts: 'payruns.approve',
  // A schedule creates runs: the scope that creates them by hand.
  managePaySchedules: 'payruns.run',
} as const satisfies Record<string, Scope>;

/** The permission each action only a member takes needs (no key scope grants it). */
export const memberActionPermissions = {
  // A replay puts a message back before every worker of the deployment: an operator's call, never a client's.
  replayDeadLetter: 'operations.manage',
  discardDeadLetter: 'operations.manage',
  seeQueues: 'operations.manage',
} as const satisfies Record<string, Permission>;

export function isScope(value: string): value is Scope {
  return (scopes as readonly string[]).includes(value);
}

export function isPermission(value: string): value is Permission {
  return (permissions as readonly string[]).includes(value);
}

/** The refusal of names that are not scopes (or permissions), listing the valid ones so the fix is in the message. */
export function unknownNamesMessage(kind: 'scopes' | 'permissions', unknown: readonly string[]): string {
  const valid = kind === 'scopes' ? scopes : permissions;
  return `unknown ${kind}: ${unknown.join(', ')}. Valid ${kind}: ${valid.join(', ')}`;
}
