/** Examples of the corrections routes (pay run items, opening balances, run warnings); see resources.ts. */
const ids = {
  employee: '0193a1b2-0000-7000-8000-000000000002',
  payRun: '0193a1b2-0000-7000-8000-000000000003',
  item: '0193a1b2-0000-7000-8000-000000000007',
} as const;

export const newPayRunItemExample = { employee_id: ids.employee, component_code: 'BONUS' as const, amount_minor: 5_000_000, description: 'Q3 bonus' };

export const payRunItemExample = {
  object: 'pay_run_item' as const,
  id: ids.item,
  pay_run_id: ids.payRun,
  employee_id: ids.employee,
  component_code: 'BONUS',
  kind: 'earning' as const,
  amount_minor: 5_000_000,
  description: 'Q3 bonus',
  quantity: null,
  rate_minor: null,
  created_at: '2025-07-20T09:00:00.000Z',
};

export const deletedPayRunItemExample = { object: 'pay_run_item' as const, id: ids.item, deleted: true as const };

export const openingBalancesExample = { balances: { taxable_pay_to_date: 1_000_000, tax_paid_to_date: 148_560 } };

export const openingBalancesStoredExample = {
  object: 'opening_balances' as const,
  employee_id: ids.employee,
  tax_year: '2025-26',
  tax_year_start: '2025-04-06',
  jurisdiction: 'GB',
};

export const runWarningsExample = {
  object: 'pay_run_warnings' as const,
  pay_run_id: ids.payRun,
  data: [{ employee_id: ids.employee, code: 'no_compensation_in_period' as const, message: 'No compensation is in force in the period.' }],
};
