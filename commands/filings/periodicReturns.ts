import type { CommandContext } from '../context.ts';
import type { PayRunRow } from '../../db/payRuns.ts';
import { addRunToFiling, findPeriodicFiling, lockPeriodicReturn, runIsInReturn, runsOfFiling, updateFiling, type FilingRow } from '../../db/filings.ts';
import { filingInputsOf, filingInputValues } from '../../db/employeeFilingInputs.ts';
import { payslipEmployeesOfRun } from '../../db/payslips.ts';
import { stateOf, stateTakes } from '../../machines/lifecycle.ts';
import { filingMachine, type FilingBlocker } from '../../machines/filing.ts';
import type { FilingPeriod, PeriodicFilingKind, ReturnRows } from '../../documents/filings/periodicFiling.ts';
import { applyFilingEvent, newFilingRow } from './filingLifecycle.ts';
import { filingSourceOf, type PeoplePages } from './filingSource.ts';
import { ReturnDocument } from './returnDocument.ts';
import { periodicFilingKindsOf } from './periodicFilingKinds.ts';
import { systemClock } from '../../platform/clock.ts';

const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The return of `kind` for the period a run paid on `payDate` falls in. One already with the authority, or filed,
 * is not written again: the run is reported in the next period's return instead (each country's rule for a
 * correction after filing is cited in its SOURCES.md). Null when the kind reports no run paid on that date.
 */
async function openReturnFor(ctx: CommandContext, kind: PeriodicFilingKind, payDate: string, subdivision: string, actor: string): Promise<FilingRow | null> {
  for (let period: FilingPeriod | null = kind.periodOf(payDate); period !== null; period = kind.periodOf(dayAfter(period.end))) {
    await lockPeriodicReturn(ctx.tx, ctx.organizationId, kind.type, period.start, subdivision);
    const key = { organizationId: ctx.organizationId, jurisdiction: kind.jurisdiction, type: kind.type, periodStart: period.start, subdivision };
    const found = await findPeriodicFiling(ctx.tx, key);
    if (found && stateTakes(filingMachine, stateOf(found), 'PREPARE')) return found;
    if (found) continue;
    return newFilingRow(ctx, { organization_id: ctx.organizationId, jurisdiction: kind.jurisdiction, type: kind.type, tax_year: period.taxYear, period_start: period.start, period_end: period.end, due_on: period.dueOn, pay_run_id: null, subdivision }, actor);
  }
  return null;
}

/** The parts of a subdivided return the run's people are reported in ('' for those whose part is not known yet). */
async function partsOfRun(ctx: CommandContext, kind: PeriodicFilingKind, runId: string): Promise<string[]> {
  if (!kind.subdivisionOf) return [''];
  const ids = await payslipEmployeesOfRun(ctx.tx, runId);
  const inputs = await filingInputsOf(ctx.tx, ids);
  const parts = new Set<string>();
  for (const id of ids) {
    const part = kind.subdivisionOf({ filingInputs: filingInputValues(inputs.get(id)) });
    if (part !== undefined) parts.add(part ?? '');
  }
  return [...parts].sort();
}

/** A paid run joins the returns of its country that cover its period, and each is written again. */
export async function fileRunInReturns(ctx: CommandContext, run: Pick<PayRunRow, 'id' | 'pay_date' | 'jurisdiction'>): Promise<void> {
  const actor = `pay_run:${run.id}`;
  const whole: PeriodicReturn[] = [];
  for (const kind of periodicFilingKindsOf(run.jurisdiction)) {
    for (const part of await partsOfRun(ctx, kind, run.id)) {
      if (await runIsInReturn(ctx.tx, run.id, kind.type, part)) continue;
      const filing = await openReturnFor(ctx, kind, run.pay_date, part, actor);
      if (!filing) continue;
      await addRunToFiling(ctx.tx, ctx.organizationId, filing.id, run.id);
      if (kind.subdivisionOf) await preparePeriodicReturn(ctx, filing, kind, actor);
      else whole.push({ filing, kind });
    }
  }
  // Returns of the same runs read the same people: KE's four are written in one pass over them, not four.
  const byRuns = new Map<string, PeriodicReturn[]>();
  for (const r of whole) {
    const key = (await runsOfFiling(ctx.tx, r.filing.id)).map((run) => run.id).join(' ');
    byRuns.set(key, [...(byRuns.get(key) ?? []), r]);
  }
  for (const returns of byRuns.values()) await prepareTogether(ctx, returns, actor);
}

interface PeriodicReturn {
  filing: FilingRow;
  kind: PeriodicFilingKind;
}

/** People a page at a time, and a stored part of a document at a time (tests make both small). */
export interface ReturnSizes {
  pagePeople?: number;
  partChars?: number;
}

/**
 * Writes a periodic return again from its runs, a page of people at a time, its document stored in parts as it
 * goes. It waits for its period to end (a run may still be paid in it); the people of a subdivided return whose
 * part is not known block its '' part, which, once every part is known, hands its runs to their parts' returns
 * and is superseded.
 */
export async function preparePeriodicReturn(ctx: CommandContext, filing: FilingRow, kind: PeriodicFilingKind, actor: string, sizes: ReturnSizes = {}): Promise<FilingRow> {
  if (!kind.subdivisionOf) return (await prepareTogether(ctx, [{ filing, kind }], actor, sizes))[0]!;
  const { source, pages } = await filingSourceOf(ctx, filing, kind, sizes.pagePeople);
  const rows = kind.rows(source);
  const document = await ReturnDocument.begin(ctx, filing.id, sizes.partChars);
  for await (const page of pages) for (const person of page) await document.append(rows.add(person));
  if (filing.subdivision !== '') return finishReturn(ctx, filing, rows.finish(), document, [], actor);
  if (pages.unassigned.length === 0) {
    await document.discard();
    const runs = await runsOfFiling(ctx.tx, filing.id);
    const superseded = await applyFilingEvent(ctx, filing, { type: 'SUPERSEDE', by: null }, actor);
    for (const run of runs) await fileRunInReturns(ctx, { id: run.id, pay_date: run.pay_date, jurisdiction: filing.jurisdiction });
    return superseded;
  }
  const unassigned = pages.unassigned.map((p): FilingBlocker => ({
    subject: `employee:${p.employeeId}`, field: `filing_inputs.${kind.subdivisionInput}`, message: `${kind.title} is made per ${(kind.subdivisionInput ?? 'part').replaceAll('_', ' ')}: it is not set for ${p.fullName}`,
  }));
  return finishReturn(ctx, filing, rows.finish(), document, unassigned, actor);
}

/** Returns of the same runs, none made per part, written in one pass over their people. */
async function prepareTogether(ctx: CommandContext, returns: PeriodicReturn[], actor: string, sizes: ReturnSizes = {}): Promise<FilingRow[]> {
  const writing: { rows: ReturnRows; document: ReturnDocument; pages: PeoplePages }[] = [];
  for (const { filing, kind } of returns) {
    const { source, pages } = await filingSourceOf(ctx, filing, kind, sizes.pagePeople);
    writing.push({ rows: kind.rows(source), document: await ReturnDocument.begin(ctx, filing.id, sizes.partChars), pages });
  }
  for await (const page of writing[0]!.pages) for (const person of page) for (const w of writing) await w.document.append(w.rows.add(person));
  const prepared: FilingRow[] = [];
  for (const [i, { filing }] of returns.entries()) prepared.push(await finishReturn(ctx, filing, writing[i]!.rows.finish(), writing[i]!.document, [], actor));
  return prepared;
}

/** The return's blockers decide: its document is kept, or discarded while anything blocks it. */
async function finishReturn(ctx: CommandContext, filing: FilingRow, written: ReturnType<ReturnRows['finish']>, document: ReturnDocument, more: FilingBlocker[], actor: string): Promise<FilingRow> {
  const blockers: FilingBlocker[] = [...written.blockers, ...more];
  const today = new Date(systemClock.now()).toISOString().slice(0, 10);
  if (filing.period_end >= today) blockers.push({ subject: 'period', field: 'period_end', message: `the period ends on ${filing.period_end}: a run may still be paid in it` });
  if (blockers.length > 0) await document.discard();
  else await document.finish(written.head, written.tail);
  const updated = await updateFiling(ctx.tx, filing.id, { document: null, document_in_parts: blockers.length === 0, totals: written.totals });
  return applyFilingEvent(ctx, updated, { type: 'PREPARE', blockers }, actor);
}
