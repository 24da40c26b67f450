import type { CommandContext } from '../context.ts';
import { findEmployee } from '../../db/employees.ts';
import {
  findEmployeeDeductions,
  insertEmployeeDeduction,
  openPayRows,
  upsertDeductionTerm,
  type DeductionTermRow,
  type EmployeeDeductionRow,
} from '../../db/employeeDeductions.ts';
import { invalidFields, Rejection } from '../../domain/rejection.ts';
import { newId } from '../../domain/ids.ts';
import { jurisdictionCurrency, type Jurisdiction } from '../../domain/jurisdictions.ts';
import { openSealedValue, sealContext } from '../../domain/sealing/sealedValue.ts';
import type { StandingDeductionKind } from '../../domain/payroll/deductionFloors.ts';

type Ctx = Pick<CommandContext, 'tx' | 'organizationId' | 'keyring'>;

export interface NewStandingDeduction {
  kind: StandingDeductionKind;
  description: string;
  priority: number;
  amount_minor?: number;
  percent_of_net_bp?: number;
  total_minor?: number;
  protected_minor?: number;
  effective_from: string;
}

export interface StandingDeductionChange {
  effective_from: string;
  amount_minor?: number;
  percent_of_net_bp?: number;
  paused?: boolean;
}

async function employeeOf(ctx: Ctx, employeeId: string) {
  const employee = await findEmployee(ctx.tx, ctx.organizationId, employeeId);
  if (!employee) throw new Rejection('not_found', 'No such employee.');
  return employee;
}

/** The employee's pay per period now: the sum of the open compensation rows (sealed at rest). */
async function payPerPeriod(ctx: Ctx, employeeId: string): Promise<number> {
  let total = 0;
  for (const row of await openPayRows(ctx.tx, employeeId)) {
    total += (await openSealedValue(ctx.keyring, sealContext('compensation_row', row.id, 'amount_cents'), row.sealed_amount)) as number;
  }
  return total;
}

export async function createStandingDeduction(ctx: Ctx, employeeId: string, input: NewStandingDeduction): Promise<EmployeeDeductionRow> {
  const employee = await employeeOf(ctx, employeeId);
  if (input.protected_minor !== undefined) {
    const pay = await payPerPeriod(ctx, employeeId);
    if (input.protected_minor >= pay) {
      throw invalidFields({ protected_minor: `must be less than the employee's pay per period (${pay} minor units): the deduction could never take anything` });
    }
  }
  const id = newId();
  await insertEmployeeDeduction(
    ctx.tx,
    {
      id,
      organization_id: ctx.organizationId,
      employee_id: employeeId,
      kind: input.kind,
      description: input.description,
      currency: jurisdictionCurrency[employee.jurisdiction as Jurisdiction],
      priority: input.priority,
      total_minor: input.total_minor ?? null,
      protected_minor: input.protected_minor ?? null,
    },
    { effective_from: input.effective_from, amount_minor: input.amount_minor ?? null, percent_of_net_bp: input.percent_of_net_bp ?? null, paused: false, stopped: false },
  );
  return (await standingDeduction(ctx, employeeId, id))!;
}

export async function standingDeduction(ctx: Pick<Ctx, 'tx' | 'organizationId'>, employeeId: string, id: string): Promise<EmployeeDeductionRow> {
  const [row] = await findEmployeeDeductions(ctx.tx, { organizationId: ctx.organizationId, employeeId, id });
  if (!row) throw new Rejection('not_found', 'No such deduction.');
  return row;
}

export async function listStandingDeductions(ctx: Ctx, employeeId: string, page: { limit: number; startingAfter?: string }): Promise<EmployeeDeductionRow[]> {
  await employeeOf(ctx, employeeId);
  return findEmployeeDeductions(ctx.tx, { organizationId: ctx.organizationId, employeeId, limit: page.limit, startingAfter: page.startingAfter });
}

/** The terms in force from `effective_from`: the latest earlier term, changed. */
function termFrom(row: EmployeeDeductionRow, effectiveFrom: string): DeductionTermRow {
  const earlier = row.terms.filter((t) => t.effective_from <= effectiveFrom).at(-1) ?? row.terms[0]!;
  return { ...earlier, effective_from: effectiveFrom };
}

/** PATCH: pause, resume or change the instalment from a date; a stopped deduction takes no change. */
export async function changeStandingDeduction(ctx: Ctx, employeeId: string, id: string, change: StandingDeductionChange): Promise<EmployeeDeductionRow> {
  const row = await standingDeduction(ctx, employeeId, id);
  if (row.terms.some((t) => t.stopped)) {
    throw new Rejection('invalid_transition', 'This deduction is stopped: create a new one instead.', { allowed: [] });
  }
  const term = termFrom(row, change.effective_from);
  if (change.amount_minor !== undefined) Object.assign(term, { amount_minor: change.amount_minor, percent_of_net_bp: null });
  if (change.percent_of_net_bp !== undefined) Object.assign(term, { amount_minor: null, percent_of_net_bp: change.percent_of_net_bp });
  if (change.paused !== undefined) term.paused = change.paused;
  await upsertDeductionTerm(ctx.tx, ctx.organizationId, id, term);
  return standingDeduction(ctx, employeeId, id);
}

/** DELETE: stopped from a date; the deduction and what it took stay readable. */
export async function stopStandingDeduction(ctx: Ctx, employeeId: string, id: string, effectiveFrom: string): Promise<EmployeeDeductionRow> {
  const row = await standingDeduction(ctx, employeeId, id);
  await upsertDeductionTerm(ctx.tx, ctx.organizationId, id, { ...termFrom(row, effectiveFrom), stopped: true });
  return standingDeduction(ctx, employeeId, id);
}
