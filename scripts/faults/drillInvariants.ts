import type postgres from 'postgres';
import { backgroundPricingStatuses } from '../../machines/payRun.ts';
import type { WebhookTally } from './webhookTally.ts';

/** One promise the service keeps, checked after the faults: `ok`, and what was found either way. */
export interface Invariant {
  name: string;
  ok: boolean;
  detail: string;
}

export interface ProbeAnswer {
  status: number;
  retryAfter: string | null;
}

type Sql = postgres.Sql;

/** Exactly one payslip per employee of the organization, and no run left pricing anywhere. */
export async function payslipInvariants(sql: Sql, organizationId: string, payRunId: string, employees: number): Promise<Invariant[]> {
  const [payslips] = await sql<{ n: number; people: number; staff: number }[]>`
    select count(*)::int as n, count(distinct employee_id)::int as people,
           (select count(*)::int from employees where organization_id = ${organizationId}) as staff
    from payslips where pay_run_id = ${payRunId}`;
  const [stuck] = await sql<{ n: number }[]>`select count(*)::int as n from pay_runs where status = any(${backgroundPricingStatuses as unknown as string[]})`;
  return [
    {
      name: 'exactly one payslip per employee',
      ok: payslips!.n === employees && payslips!.people === employees && payslips!.staff === employees,
      detail: `${payslips!.n} payslips for ${payslips!.people} distinct employees, ${payslips!.staff} employees imported, ${employees} expected`,
    },
    { name: 'no run stuck in calculating', ok: stuck!.n === 0, detail: `${stuck!.n} pay runs still pricing in the background` },
  ];
}

/** One payment sent per payslip: the partner's ledger holds each payslip once, and each payment moved by SEND once. */
export async function paymentInvariants(sql: Sql, payRunId: string, settled: readonly string[]): Promise<{ invariants: Invariant[]; partnerRepeats: number }> {
  const [ledger] = await sql<{ payslips: number; paid: number; keys: number; repeats: number; unsettled: number; sends: number; sent_payslips: number }[]>`
    select
      (select count(*)::int from payslips where pay_run_id = ${payRunId}) as payslips,
      (select count(*)::int from simulated_partner_payments s join payslips p on p.id = s.payslip_id where p.pay_run_id = ${payRunId}) as paid,
      (select count(distinct s.idempotency_key)::int from simulated_partner_payments s join payslips p on p.id = s.payslip_id where p.pay_run_id = ${payRunId}) as keys,
      (select coalesce(sum(s.attempts - 1), 0)::int from simulated_partner_payments s join payslips p on p.id = s.payslip_id where p.pay_run_id = ${payRunId}) as repeats,
      (select count(*)::int from payslips where pay_run_id = ${payRunId} and payment_state <> all(${settled as string[]})) as unsettled,
      (select count(*)::int from transitions t join payslips p on p.id = t.entity_id
        where p.pay_run_id = ${payRunId} and t.event = 'SEND' and t.to_state is distinct from t.from_state) as sends,
      (select count(distinct t.entity_id)::int from transitions t join payslips p on p.id = t.entity_id
        where p.pay_run_id = ${payRunId} and t.event = 'SEND' and t.to_state is distinct from t.from_state) as sent_payslips`;
  const l = ledger!;
  return {
    partnerRepeats: l.repeats,
    invariants: [
      {
        name: 'one payment sent per payslip',
        ok: l.paid === l.payslips && l.keys === l.payslips && l.sends === l.payslips && l.sent_payslips === l.payslips,
        detail: `${l.payslips} payslips; the partner paid ${l.paid} (${l.keys} idempotency keys, asked again ${l.repeats} times); ${l.sends} SEND transitions for ${l.sent_payslips} payslips`,
      },
      { name: 'every payment settled', ok: l.unsettled === 0, detail: `${l.unsettled} payments not settled` },
    ],
  };
}

/** Every event of every endpoint reached the receiver, under its id; repeats of an id are counted, not hidden. */
export async function webhookInvariants(sql: Sql, organizationId: string, tally: WebhookTally, endpoints: { id: string; path: string }[]) {
  const invariants: Invariant[] = [];
  let repeats = 0;
  let delivered = 0;
  for (const endpoint of endpoints) {
    const events = await sql<{ event_id: string }[]>`
      select event_id from webhook_deliveries where organization_id = ${organizationId} and endpoint_id = ${endpoint.id}`;
    const expected = new Set(events.map((e) => e.event_id));
    const received = tally.deliveries(endpoint.path);
    const missing = [...expected].filter((id) => !received.has(id));
    const unknown = [...received.keys()].filter((id) => !expected.has(id));
    const twice = [...received.values()].filter((n) => n > 1);
    // What the service recorded of the events the receiver never got: their delivery's state and attempts.
    const lost = missing.length === 0 ? [] : await sql<{ status: string; attempts: number; answers: string | null; n: number }[]>`
      select d.status, d.attempts, string_agg(distinct coalesce(a.response_status::text, a.error), ', ') as answers, count(distinct d.id)::int as n
      from webhook_deliveries d left join webhook_delivery_attempts a on a.delivery_id = d.id
      where d.endpoint_id = ${endpoint.id} and d.event_id = any(${missing}::uuid[]) group by d.status, d.attempts`;
    repeats += twice.reduce((sum, n) => sum + n - 1, 0);
    delivered += [...received.values()].reduce((sum, n) => sum + n, 0);
    // Delivery is at least once (README "Webhooks"): a sender killed, or a database gone, between the receiver's
    // 2xx and its record sends the event again, under the same id, which the receiver deduplicates on.
    invariants.push({
      name: `every webhook event delivered once to ${endpoint.path}, by id`,
      ok: expected.size > 0 && missing.length === 0 && unknown.length === 0,
      detail: `${expected.size} events; ${received.size} ids received, ${missing.length} missing, ${unknown.length} unknown; ${twice.length} ids arrived again (same id)` +
        (lost.length ? `; the missing: ${lost.map((l) => `${l.n} ${l.status} after ${l.attempts} attempts (${l.answers ?? 'none recorded'})`).join('; ')}` : ''),
    });
  }
  return { invariants, repeats, delivered };
}

/** The faulted run's figures equal those of the same inputs priced on a quiet system, employee by employee. */
export async function sumsInvariant(sql: Sql, faultedRunId: string, quietRunId: string): Promise<Invariant> {
  const figures = (runId: string) => sql<{ staff_id: string; figures: string }[]>`
    select e.staff_id, jsonb_build_array(p.gross_minor, p.net_minor, p.tax_minor, p.employee_deductions_minor, p.employer_cost_minor, p.payment_minor, p.lines::jsonb, p.ytd_after::jsonb)::text as figures
    from payslips p join employees e on e.id = p.employee_id where p.pay_run_id = ${runId}`;
  const [faulted, quiet] = await Promise.all([figures(faultedRunId), figures(quietRunId)]);
  const quietBy = new Map(quiet.map((r) => [r.staff_id, r.figures]));
  const differing = faulted.filter((r) => quietBy.get(r.staff_id) !== r.figures).map((r) => r.staff_id);
  const [totals] = await sql<{ faulted: string; quiet: string }[]>`
    select (select coalesce(sum(net_minor), 0)::text from payslips where pay_run_id = ${faultedRunId}) as faulted,
           (select coalesce(sum(net_minor), 0)::text from payslips where pay_run_id = ${quietRunId}) as quiet`;
  return {
    name: 'sums equal a calculation of the same inputs on a quiet system',
    ok: faulted.length > 0 && faulted.length === quiet.length && differing.length === 0 && totals!.faulted === totals!.quiet,
    detail: `${faulted.length} payslips against ${quiet.length}; ${differing.length} differ${differing.length ? ` (first: ${differing.slice(0, 3).join(', ')})` : ''}; net pay ${totals!.faulted} against ${totals!.quiet} minor units`,
  };
}

/** While PostgreSQL was down the API answered 503 with Retry-After, never a 500. */
export function outageInvariant(probes: ProbeAnswer[]): Invariant {
  const unavailable = probes.filter((p) => p.status === 503);
  const withoutRetryAfter = unavailable.filter((p) => !p.retryAfter);
  // A probe without an answer (0) counts against: a client left hanging is no better served than one given a 500.
  const serverErrors = probes.filter((p) => p.status === 0 || (p.status >= 500 && p.status !== 503));
  const counts = [...new Set(probes.map((p) => p.status))].map((s) => `${s}: ${probes.filter((p) => p.status === s).length}`).join(', ');
  return {
    name: 'while PostgreSQL is down the API answers 503 with Retry-After, not 500',
    ok: unavailable.length > 0 && withoutRetryAfter.length === 0 && serverErrors.length === 0,
    detail: `${probes.length} probes (${counts}; 0: no answer within 10 s); ${withoutRetryAfter.length} 503s without Retry-After`,
  };
}

/**
 * Nothing dead-lettered: the drill's messages all name records its database holds, so a dead letter is a message
 * whose deliveries the faults spent (before issue 30's fix, such a message was dropped without a trace).
 * `onStream` counts what the bus kept, including letters the recorder could not attribute.
 */
export async function deadLetterInvariant(sql: Sql, onStream: number): Promise<Invariant> {
  const letters = await sql<{ consumer: string; error: string }[]>`select consumer, error from dead_letters order by dead_lettered_at limit 5`;
  const [recorded] = await sql<{ n: number }[]>`select count(*)::int as n from dead_letters`;
  return {
    name: 'no message dead-lettered (none spent its deliveries)',
    ok: recorded!.n === 0 && onStream === 0,
    detail: `${recorded!.n} recorded, ${onStream} on the dead letter stream${letters.length ? `: ${letters.map((l) => `${l.consumer}: ${l.error}`).join('; ')}` : ''}`,
  };
}
