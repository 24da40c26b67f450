import type { Database } from './connect.ts';

export interface SimulatedSend {
  idempotency_key: string;
  payslip_id: string;
  amount_minor: number;
  currency: string;
  outcome: string;
}

/** The staging partner's ledger: one payment per key; returns how many times the key was asked (1 = paid now). */
export async function recordSimulatedSend(sql: Database, send: SimulatedSend): Promise<number> {
  const [row] = await sql<{ attempts: number }[]>`
    insert into simulated_partner_payments ${sql(send as unknown as Record<string, unknown>)}
    on conflict (idempotency_key) do update set attempts = simulated_partner_payments.attempts + 1
    returning attempts`;
  return row!.attempts;
}
