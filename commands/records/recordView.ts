import * as reads from '../../db/recordReads.ts';
import type { RecordKind } from '../../db/recordLookup.ts';
import type { TransitionRow } from '../../db/transitions.ts';
import { isUuid } from '../../domain/ids.ts';
import type { LifecycleEntity } from '../../machines/events.ts';
import type { CommandContext } from '../context.ts';
import type { FoundRecord } from './findRecord.ts';

/** A link to another record's page (or plain text where there is none). */
export interface RecordLink {
  text: string;
  id?: string;
}

/** Who made a transition, in words: a member's email, an API key's public id and uuid, a system actor, or a cause. */
export interface Who extends RecordLink {
  kind: 'member' | 'api_key' | 'system' | 'record';
}

export interface HistoryEntry extends Omit<TransitionRow, 'actor'> {
  who: Who;
}

export interface RelatedGroup {
  label: string;
  links: RecordLink[];
  /** Said under the links when they are not all: "first 20 of 1,204" and the like. */
  more?: string;
}

/** Everything a record page shows: composed here from db/recordReads.ts so the console only renders. */
export interface RecordView {
  kind: FoundRecord['kind'];
  id: string;
  title: string;
  facts: [string, string | RecordLink][];
  /** Its lifecycle, and the state it is in now; absent for records without one (an API key, a request). */
  machine: { entity: LifecycleEntity; current: string } | null;
  history: HistoryEntry[];
  historyLimited: boolean;
  /** The record's outbox facts (its NATS messages on `<ns>.events.<entity>.<event>`) and their deliveries. */
  facts_caused: reads.CausedFact[];
  factCounts: { total: number; unpublished: number };
  related: RelatedGroup[];
  payslips?: { rows: reads.RecordPayslip[]; next: string | null; counts: Record<string, number>; total: number };
  attempts?: reads.DeliveryAttempt[];
  chunks?: { state: string; chunks: number; attempts: number }[];
  /** The pay run a live page also follows (a run's payslips' payments move its counts). */
  payRunId?: string;
}

const historyLimit = 500;
const factLimit = 100;
const payslipPage = 50;

const machineOf: Partial<Record<RecordKind, LifecycleEntity>> = {
  pay_run: 'pay_run',
  payslip: 'payslip_payment',
  employee: 'employee_bank_name_check',
  webhook_delivery: 'webhook_delivery',
  filing: 'filing',
};

/** The permission (the API's scope for the same record) a member needs to open a record page of this kind. */
export const recordPermission: Record<FoundRecord['kind'], string> = {
  pay_run: 'payruns.read',
  payslip: 'payslips.read',
  employee: 'employees.read',
  webhook_event: 'webhooks.manage',
  webhook_delivery: 'webhooks.manage',
  webhook_endpoint: 'webhooks.manage',
  filing: 'filings.read',
  api_key: 'integrations.manage',
  request: 'payruns.read',
};

const link = (text: string, id: string | null | undefined): RecordLink => (id ? { text, id } : { text });

/** A record's page as a view, or null when the organization has no such record. */
export async function recordView(
  ctx: Pick<CommandContext, 'tx' | 'sql' | 'organizationId'>,
  found: FoundRecord,
  page: { after?: string } = {},
): Promise<RecordView | null> {
  const { tx, organizationId } = ctx;
  const view: RecordView = {
    kind: found.kind,
    id: found.id,
    title: '',
    facts: [],
    machine: null,
    history: [],
    historyLimited: false,
    facts_caused: [],
    factCounts: { total: 0, unpublished: 0 },
    related: [],
  };
  let history: TransitionRow[] = [];
  if (found.kind === 'request') {
    history = await reads.transitionsOfRequest(tx, organizationId, found.id, historyLimit);
    view.title = `API request ${found.id}`;
    view.facts_caused = await reads.factsOfRequest(tx, organizationId, found.id, factLimit);
    view.factCounts = { total: view.facts_caused.length, unpublished: view.facts_caused.filter((f) => !f.published_at).length };
    const touched = new Map(history.map((t) => [t.entity_id, `${t.entity_type.replace(/_/g, ' ')} ${t.entity_id}`]));
    view.related.push({ label: 'Records it changed', links: [...touched].map(([id, text]) => link(text, id)) });
  } else if (found.kind === 'api_key') {
    const key = await reads.apiKeyRecord(ctx.sql, organizationId, found.id);
    if (!key) return null;
    view.title = `API key ${key.key_id}`;
    view.facts = [
      ['Key', `pay_${key.env}_${key.key_id}_…`],
      ['Id', key.id],
      ['Scopes', ['organization.read', ...key.scopes].join(', ')],
      ['Issued to', key.member_email],
      ['Created', key.created_at.toISOString()],
      ['Last used', key.last_used_at?.toISOString() ?? '—'],
      ['Revoked', key.revoked_at?.toISOString() ?? 'no'],
    ];
    // A key has no lifecycle of its own: its history is what it did.
    history = await reads.transitionsByActor(tx, organizationId, `api_key:${key.id}`, historyLimit);
  } else {
    const ok = await describe(ctx, found.kind, found.id, view, page);
    if (!ok) return null;
    history = await reads.historyOf(tx, found.id, historyLimit);
    view.facts_caused = await reads.factsOf(tx, found.id, factLimit);
    view.factCounts = await reads.countFactsOf(tx, found.id);
  }
  view.historyLimited = history.length >= historyLimit;
  view.history = await withWho(ctx, history);
  const events = view.facts_caused.filter((f) => f.webhook_event_id);
  if (events.length) view.related.push({ label: 'Webhook events it caused', links: events.map((f) => link(`from ${f.entity_type}.${f.event_type}: ${f.webhook_event_id}`, f.webhook_event_id)) });
  return view;
}

/** The record's own facts, its machine and its related records; false when the organization has no such record. */
async function describe(
  ctx: Pick<CommandContext, 'tx' | 'sql' | 'organizationId'>,
  kind: Exclude<RecordKind, 'api_key'>,
  id: string,
  view: RecordView,
  page: { after?: string },
): Promise<boolean> {
  const { tx, organizationId } = ctx;
  const entity = machineOf[kind];
  if (kind === 'pay_run') {
    const run = await reads.payRunRecord(tx, organizationId, id);
    if (!run) return false;
    view.title = `Pay run ${run.period_start} – ${run.period_end} (${run.jurisdiction})`;
    view.machine = { entity: entity!, current: run.state };
    view.payRunId = run.id;
    view.facts = [
      ['Id', run.id],
      ['State', run.state],
      ['Paid on', run.pay_date],
      ['Currency', run.currency],
    ];
    const after = page.after && isUuid(page.after) ? page.after : undefined;
    const rows = await reads.payslipsOfRun(tx, run.id, { limit: payslipPage, after });
    const counts = await reads.paymentStateCounts(tx, run.id);
    view.payslips = {
      rows: rows.slice(0, payslipPage),
      next: rows.length > payslipPage ? rows[payslipPage - 1]!.id : null,
      counts,
      total: Object.values(counts).reduce((a, b) => a + b, 0),
    };
    view.chunks = await reads.chunkDeliveries(tx, run.id);
    const filings = await reads.filingsOfRun(tx, organizationId, run.id);
    view.related.push({ label: 'Filings', links: filings.map((f) => link(`${f.type.toUpperCase()} ${f.tax_year} (${f.state})`, f.id)) });
    const events = await reads.webhookEventsOfRun(tx, organizationId, run.id, 20);
    view.related.push({ label: 'Webhook events about the run and its payslips', links: events.map((e) => link(`${e.type} ${e.id}`, e.id)), more: events.length === 20 ? 'the latest 20' : undefined });
    return true;
  }
  if (kind === 'payslip') {
    const p = await reads.payslipRecord(tx, organizationId, id);
    if (!p) return false;
    view.title = `Payslip and payment of ${p.employee_name}`;
    view.machine = { entity: entity!, current: p.payment_state };
    view.payRunId = p.pay_run_id;
    view.facts = [
      ['Id (payslip and its payment)', p.id],
      ['Payment state', p.payment_state],
      ['Net', `${p.net_minor} ${p.currency} (minor units)`],
      ['Payment', `${p.payment_minor} ${p.payment_currency} (minor units)`],
      ['Sent', p.sent_at?.toISOString() ?? '—'],
      ['Settled', p.settled_at?.toISOString() ?? '—'],
      ['Note', p.payment_note ?? '—'],
    ];
    const filings = await reads.filingsOfRun(tx, organizationId, p.pay_run_id);
    view.related.push(
      { label: 'Pay run', links: [link(`pay run ${p.pay_run_id}`, p.pay_run_id)] },
      { label: 'Employee', links: [link(p.employee_name, p.employee_id)] },
      { label: 'Filings of its run', links: filings.map((f) => link(`${f.type.toUpperCase()} ${f.tax_year} (${f.state})`, f.id)) },
    );
    return true;
  }
  if (kind === 'employee') {
    const e = await reads.employeeRecord(tx, organizationId, id);
    if (!e) return false;
    view.title = `Employee ${e.full_name}`;
    view.machine = { entity: entity!, current: e.bank_name_check };
    view.facts = [
      ['Id', e.id],
      ['Jurisdiction', e.jurisdiction],
      ['Archived', e.archived ? 'yes' : 'no'],
      ['Bank name check', e.bank_name_check],
      ['Created', e.created_at.toISOString()],
    ];
    const payslips = await reads.payslipsOfEmployee(tx, organizationId, e.id, 20);
    view.related.push(
      { label: 'Payslips and payments (latest 20)', links: payslips.map((p) => link(`payslip ${p.id} (${p.payment_state})`, p.id)) },
      { label: 'Pay runs', links: [...new Set(payslips.map((p) => p.pay_run_id))].map((r) => link(`pay run ${r}`, r)) },
    );
    return true;
  }
  if (kind === 'filing') {
    const f = await reads.filingRecord(tx, organizationId, id);
    if (!f) return false;
    view.title = `Filing ${f.type.toUpperCase()} ${f.tax_year} (${f.jurisdiction})`;
    view.machine = { entity: entity!, current: f.state };
    view.facts = [
      ['Id', f.id],
      ['State', f.state],
      ['Period', `${f.period_start} – ${f.period_end}, due ${f.due_on}`],
      ['Correlation id', f.correlation_id ?? '—'],
      ['Submitted', f.submitted_at?.toISOString() ?? '—'],
      ['Decided', f.decided_at?.toISOString() ?? '—'],
    ];
    view.related.push({ label: 'Pay run', links: f.pay_run_id ? [link(`pay run ${f.pay_run_id}`, f.pay_run_id)] : [] });
    return true;
  }
  if (kind === 'webhook_event') {
    const e = await reads.webhookEventRecord(tx, organizationId, id);
    if (!e) return false;
    view.title = `Webhook event ${e.type}`;
    view.facts = [
      ['Id', e.id],
      ['Type', e.type],
      ['Created', e.created_at.toISOString()],
      ['From outbox fact', e.outbox_id],
    ];
    const deliveries = await reads.deliveriesOfEvent(tx, organizationId, e.id, 50);
    view.related.push(
      { label: 'About', links: e.entity_id ? [link(`${e.entity_type?.replace(/_/g, ' ')} ${e.entity_id}`, e.entity_id)] : [] },
      { label: 'Deliveries', links: deliveries.map((d) => link(`${d.state} to ${d.endpoint_url} (${d.attempts} attempts)`, d.id)) },
    );
    return true;
  }
  if (kind === 'webhook_delivery') {
    const d = await reads.deliveryRecord(tx, organizationId, id);
    if (!d) return false;
    view.title = `Webhook delivery of ${d.event_type}`;
    view.machine = { entity: entity!, current: d.state };
    view.facts = [
      ['Id', d.id],
      ['State', d.state],
      ['Attempts', String(d.attempts)],
      ['Next attempt', d.next_attempt_at?.toISOString() ?? '—'],
      ['Endpoint', d.endpoint_url],
    ];
    view.attempts = await reads.attemptsOfDelivery(tx, d, 50);
    view.related.push(
      { label: 'Event', links: [link(`${d.event_type} ${d.event_id}`, d.event_id)] },
      { label: 'Endpoint', links: [link(d.endpoint_url, d.endpoint_id)] },
    );
    return true;
  }
  const endpoint = await reads.endpointRecord(tx, organizationId, id);
  if (!endpoint) return false;
  view.title = `Webhook endpoint ${endpoint.url}`;
  view.facts = [
    ['Id', endpoint.id],
    ['Events', endpoint.events.join(', ')],
    ['Enabled', endpoint.disabled ? `no: ${endpoint.disabled_reason ?? ''}` : 'yes'],
    ['Failing since', endpoint.failing_since?.toISOString() ?? '—'],
  ];
  const deliveries = await reads.deliveriesToEndpoint(tx, organizationId, endpoint.id, 20);
  view.related.push({ label: 'Latest deliveries', links: deliveries.map((d) => link(`${d.event_type}: ${d.state} (${d.attempts} attempts)`, d.id)) });
  return true;
}

const causePattern = /^(pay_run|payslip|filing):([0-9a-f-]{36})$/;

/** Each transition's actor in words: members by email, keys by public id and uuid, causes as links. */
async function withWho(ctx: Pick<CommandContext, 'tx' | 'sql' | 'organizationId'>, history: TransitionRow[]): Promise<HistoryEntry[]> {
  const idsOf = (prefix: string) => [...new Set(history.filter((t) => t.actor.startsWith(prefix)).map((t) => t.actor.slice(prefix.length)))].filter(isUuid);
  const { members, keys } = await reads.actorNames(ctx.tx, ctx.sql, ctx.organizationId, idsOf('member:'), idsOf('api_key:'));
  const emails = new Map(members.map((m) => [m.id, m.email]));
  const keyNames = new Map(keys.map((k) => [k.id, `API key ${k.key_id} (${k.env}, ${k.member_email}) · ${k.id}`]));
  return history.map(({ actor, ...t }) => {
    let who: Who;
    if (actor.startsWith('member:')) who = { kind: 'member', text: emails.get(actor.slice(7)) ?? actor };
    else if (actor.startsWith('api_key:')) who = { kind: 'api_key', text: keyNames.get(actor.slice(8)) ?? actor, id: actor.slice(8) };
    else {
      const cause = causePattern.exec(actor);
      who = cause ? { kind: 'record', text: `${cause[1]!.replace(/_/g, ' ')} ${cause[2]}`, id: cause[2] } : { kind: 'system', text: `${actor} (the service)` };
    }
    return { ...t, who };
  });
}
