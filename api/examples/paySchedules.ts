/** A KE monthly schedule paying on the last working day, its run made five days ahead. */
export const newPayScheduleExample = {
  jurisdiction: 'KE' as const,
  frequency: 'monthly' as const,
  first_period_start: '2026-01-01',
  pay_date_rule: { kind: 'last_working_day' as const },
  create_days_ahead: 5,
};

export const payScheduleExample = {
  id: '0193a1b2-0000-7000-8000-000000000301',
  object: 'pay_schedule' as const,
  ...newPayScheduleExample,
  anchor: 'day 1',
  created_at: '2025-12-01T09:00:00.000Z',
};

// May 2026 ends on a Sunday: paid Friday 29 May. (Kenya's 1 June Madaraka Day falls in the next period.)
export const upcomingExample = {
  object: 'list' as const,
  pay_schedule_id: payScheduleExample.id,
  data: [
    { period_start: '2026-05-01', period_end: '2026-05-31', pay_date: '2026-05-29', creates_on: '2026-05-24' },
    { period_start: '2026-06-01', period_end: '2026-06-30', pay_date: '2026-06-30', creates_on: '2026-06-25' },
  ],
};
