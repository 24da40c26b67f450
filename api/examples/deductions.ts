/** Examples of the standing deduction endpoints: a car loan of KES 60,000.00 recovered at KES 5,000.00 a month. */
export const newDeductionExample = {
  kind: 'loan' as const,
  description: 'Car loan',
  priority: 100,
  amount_minor: 500000,
  total_minor: 6000000,
  effective_from: '2025-07-01',
};

export const deductionChangeExample = { effective_from: '2025-09-01', amount_minor: 750000 };

const term = { effective_from: '2025-07-01', amount_minor: 500000, percent_of_net: null, paused: false, stopped: false };

export const deductionExample = {
  id: '0193a1b2-0000-7000-8000-000000000201',
  object: 'deduction' as const,
  employee_id: '0193a1b2-0000-7000-8000-000000000002',
  kind: 'loan' as const,
  description: 'Car loan',
  currency: 'KES',
  priority: 100,
  total_minor: 6000000,
  protected_minor: null,
  recovered_minor: 500000,
  pending_minor: 0,
  balance_minor: 5500000,
  terms: [term],
  created_at: '2025-07-01T09:00:00.000Z',
};
