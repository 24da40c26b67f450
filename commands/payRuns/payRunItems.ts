import type { CommandContext } from '../context.ts';
import { findPayRun, type PayRunRow } from '../../db/payRuns.ts';
import { findEmployee } from '../../db/employees.ts';
import { deletePayRunItem, insertPayRunItem, itemsOfEmployees, type PayRunItemRow } from '../../db/payRunItems.ts';
import { beyondEngineRange } from '../../domain/payroll/engineRange.ts';
import { payItemStatuses } from '../../machines/payRun.ts';
import { stateOf } from '../../machines/lifecycle.ts';
import { componentCodes, type ComponentCode } from '../../domain/jurisdictions.ts';
import { newId } from '../../domain/ids.ts';
import { invalidFields, Rejection } from '../../domain/rejection.ts';
import type { PayAddition } from '../../domain/payroll/payAdditions.ts';

/** The code of a one-off deduction (after the statutory lines); every other code is an earning component. */
export const oneOffDeductionCode = 'DEDUCTION';

export interface NewPayRunItem {
  employee_id: string;
  component_code: string;
  amount_minor?: number;
  description?: string;
  /** Decimal hours or units, e.g. "7.5"; with rate_minor gives the amount (rounded half up). */
  quantity?: string;
  rate_minor?: number;
}

/** The run, locked, if it takes pay items (a tag of payRunMachine); 409 otherwise. */
async function openRun(ctx: CommandContext, payRunId: string): Promise<PayRunRow> {
  const run = await findPayRun(ctx.tx, ctx.organizationId, payRunId, { lock: true });
  if (!run) throw new Rejection('not_found', 'No such pay run.');
  const status = stateOf(run);
  if (!(payItemStatuses as readonly string[]).includes(status))
    throw new Rejection('invalid_transition', `Pay items can only change on a run in ${payItemStatuses.join(' or ')}; this one is ${status}.`, { status });
  return run;
}

/** quantity × rate in minor units, half up, without floating point. */
export function amountOf(quantity: string, rateMinor: number): number {
  const [whole, fraction = ''] = quantity.split('.');
  const scale = 10n ** BigInt(fraction.length);
  const units = BigInt(whole! + fraction);
  return Number((units * BigInt(rateMinor) * 2n + scale) / (scale * 2n));
}

export async function addPayRunItem(ctx: CommandContext, payRunId: string, body: NewPayRunItem): Promise<PayRunItemRow> {
  const run = await openRun(ctx, payRunId);
  const employee = await findEmployee(ctx.tx, ctx.organizationId, body.employee_id);
  if (!employee) throw invalidFields({ employee_id: 'no such employee' });
  if (employee.jurisdiction !== run.jurisdiction) throw invalidFields({ employee_id: `is of ${employee.jurisdiction}, the run prices ${run.jurisdiction}` });
  const computed = body.quantity !== undefined && body.rate_minor !== undefined ? amountOf(body.quantity, body.rate_minor) : undefined;
  if ((body.quantity === undefined) !== (body.rate_minor === undefined)) throw invalidFields({ quantity: 'quantity and rate_minor go together' });
  if (computed !== undefined && body.amount_minor !== undefined && computed !== body.amount_minor)
    throw invalidFields({ amount_minor: `is not quantity × rate_minor (${computed})` });
  const amount = body.amount_minor ?? computed;
  if (amount === undefined) throw invalidFields({ amount_minor: 'required (or quantity and rate_minor)' });
  if (amount <= 0) throw invalidFields({ amount_minor: 'must be greater than 0' });
  const beyond = beyondEngineRange(amount);
  if (beyond) throw invalidFields({ amount_minor: computed !== undefined ? `quantity × rate_minor (${computed}) ${beyond}` : beyond });
  // The engine adds an employee's items into one amount, so their sum must stay in its range too.
  const kind = body.component_code === oneOffDeductionCode ? 'deduction' : 'earning';
  const before = (await itemsOfEmployees(ctx.tx, run.id, [employee.id])).filter((item) => item.kind === kind).reduce((sum, item) => sum + Number(item.amount_minor), 0);
  if (beyondEngineRange(before + amount)) {
    throw invalidFields({ amount_minor: `with this employee's other ${kind}s in the run (${before}) the sum ${beyondEngineRange(before + amount)}` });
  }
  return insertPayRunItem(ctx.tx, {
    id: newId(),
    organization_id: ctx.organizationId,
    pay_run_id: run.id,
    employee_id: employee.id,
    component_code: body.component_code,
    kind: body.component_code === oneOffDeductionCode ? 'deduction' : 'earning',
    amount_minor: amount,
    description: body.description ?? null,
    quantity: body.quantity ?? null,
    rate_minor: body.rate_minor ?? null,
  });
}

export async function removePayRunItem(ctx: CommandContext, payRunId: string, itemId: string): Promise<void> {
  const run = await openRun(ctx, payRunId);
  if (!(await deletePayRunItem(ctx.tx, run.id, itemId))) throw new Rejection('not_found', 'No such pay run item.');
}

export const payItemCodes = [...componentCodes, oneOffDeductionCode] as const;

/** The run's items as additions to each employee's pay. */
export function itemAdditions(items: readonly PayRunItemRow[]): Map<string, PayAddition[]> {
  const additions = new Map<string, PayAddition[]>();
  for (const item of items) {
    const addition: PayAddition = {
      kind: item.kind,
      pricedAs: item.kind === 'earning' ? (item.component_code as ComponentCode) : null,
      code: item.component_code,
      description: item.description ?? (item.kind === 'earning' ? `One-off ${item.component_code}` : 'One-off deduction'),
      amountMinor: item.amount_minor,
      baseMinor: item.rate_minor ?? item.amount_minor,
      reference: `pay_run_item:${item.id}`,
    };
    additions.set(item.employee_id, [...(additions.get(item.employee_id) ?? []), addition]);
  }
  return additions;
}
