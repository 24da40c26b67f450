import { createPayrollClient, type components } from '../clients/typescript/src/index.ts';
// In a project of your own: import { createPayrollClient } from 'payroll-service-client';

/**
 * The client every example uses, from the environment: PAYROLL_API_URL (the service's /api/v1, by default
 * `npm start`'s) and PAYROLL_API_TOKEN (a key, e.g. the token `npm run admin -- demo seed` prints).
 */
export function clientFromEnvironment() {
  const token = process.env.PAYROLL_API_TOKEN;
  if (!token) {
    console.error('Set PAYROLL_API_TOKEN to an API key, e.g. the token of `npm run -s admin -- demo seed`.');
    process.exit(2);
  }
  return createPayrollClient({ baseUrl: process.env.PAYROLL_API_URL ?? 'http://localhost:8080/api/v1', token });
}

/** The pay run id an example works on: its first argument, else PAYROLL_RUN_ID. */
export function payRunIdFromArguments(): string {
  const id = process.argv[2] ?? process.env.PAYROLL_RUN_ID;
  if (!id) {
    console.error('Pass the pay run id as the first argument (or set PAYROLL_RUN_ID): run run-payroll.ts first.');
    process.exit(2);
  }
  return id;
}

/** This calendar month (UTC), paid on its last day: the month `demo seed` prepares its employees for. */
export function thisMonth(today = new Date()) {
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
  const last = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 0));
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return { period_start: day(first), period_end: day(last), pay_date: day(last) };
}

/** 1234567 KES minor units as "KES 12,345.67": integer arithmetic, every currency here has two decimals. */
export function money({ amount_minor, currency }: components['schemas']['Money']): string {
  const sign = amount_minor < 0 ? '-' : '';
  const digits = String(Math.abs(amount_minor)).padStart(3, '0');
  const units = digits.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${currency} ${sign}${units}.${digits.slice(-2)}`;
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
