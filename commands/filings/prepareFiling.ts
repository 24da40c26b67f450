import type { CommandContext } from '../context.ts';
import { findPayRun, type PayRunRow } from '../../db/payRuns.ts';
import { filingsOfPayRun, updateFiling, type FilingRow } from '../../db/filings.ts';
import { stateTakes, stateOf } from '../../machines/lifecycle.ts';
import { filingMachine } from '../../machines/filing.ts';
import { applyFilingEvent, newFilingRow } from './filingLifecycle.ts';
import { gbFullPaymentSubmission } from './gbFullPaymentSubmission.ts';
import { gbTaxYearOf } from '../../domain/filings/gbTaxYear.ts';
import { gbEmployerPaymentSummary } from './gbEmployerPaymentSummary.ts';
import { invalidFields } from '../../domain/rejection.ts';
import { periodicFilingKind } from './periodicFilingKinds.ts';
import { preparePeriodicReturn } from './periodicReturns.ts';

/** The jurisdictions whose runs are filed; the rest make none yet. */
const filedJurisdictions = new Set(['GB']);

/** The run is the last of its tax year when its payment date falls in the year's last month (6 March to 5 April). */
function isLastOfTaxYear(payDate: string): boolean {
  const year = Number(gbTaxYearOf(payDate).slice(0, 4)) + 1;
  return payDate >= `${year}-03-06` && payDate <= `${year}-04-05`;
}

/**
 * Builds a filing's document and blockers again from what is on file now, and lets the machine decide whether it
 * is ready. Only a draft or ready filing is prepared; the document of one sent is never rewritten.
 */
export async function prepareFiling(ctx: CommandContext, filing: FilingRow, actor: string): Promise<FilingRow> {
  if (!stateTakes(filingMachine, stateOf(filing), 'PREPARE')) return filing;
  const periodic = periodicFilingKind(filing.type);
  if (periodic) return preparePeriodicReturn(ctx, filing, periodic, actor);
  const prepared = filing.type === 'eps' ? await gbEmployerPaymentSummary(ctx, filing) : await gbFullPaymentSubmission(ctx, filing.id, await runOf(ctx, filing), filing.final_submission);
  const updated = await updateFiling(ctx.tx, filing.id, { document: prepared.document, totals: prepared.totals });
  return applyFilingEvent(ctx, updated, { type: 'PREPARE', blockers: prepared.blockers }, actor);
}

async function runOf(ctx: CommandContext, filing: FilingRow): Promise<PayRunRow> {
  const run = filing.pay_run_id ? await findPayRun(ctx.tx, ctx.organizationId, filing.pay_run_id) : undefined;
  if (!run) throw new Error(`filing ${filing.id} has no pay run to report`);
  return run;
}

/** POST /filings: a GB EPS for one tax month of 2026-27 (tax month 1 runs 6 April to 5 May). */
export async function createEmployerPaymentSummary(
  ctx: CommandContext,
  request: { tax_year: string; tax_month: number; no_payment: boolean; employment_allowance: boolean | null },
): Promise<FilingRow> {
  if (!request.no_payment && request.employment_allowance === null) {
    throw invalidFields({ no_payment: 'an EPS must declare something: no_payment, or employment_allowance' });
  }
  const startYear = Number(request.tax_year.slice(0, 4));
  // Tax month 1 starts on 6 April (month index 3); Date.UTC carries months past December into the next year.
  const day = (monthIndex: number, dayOfMonth: number) => new Date(Date.UTC(startYear, monthIndex, dayOfMonth)).toISOString().slice(0, 10);
  const start = day(request.tax_month + 2, 6);
  const end = day(request.tax_month + 3, 5);
  const filing = await newFilingRow(
    ctx,
    {
      organization_id: ctx.organizationId,
      jurisdiction: 'GB',
      type: 'eps',
      tax_year: request.tax_year,
      period_start: start,
      period_end: end,
      // HMRC: an EPS reaches it by the 19th after the tax month ends.
      due_on: day(request.tax_month + 3, 19),
      pay_run_id: null,
      declarations: { no_payment: request.no_payment, employment_allowance: request.employment_allowance },
    },
    ctx.actor,
  );
  return prepareFiling(ctx, filing, ctx.actor);
}

/** An approved run's FPS (GB), due on its pay date (HMRC: on or before the day the employees are paid). */
export async function makeRunFilings(ctx: CommandContext, run: PayRunRow): Promise<void> {
  if (!filedJurisdictions.has(run.jurisdiction)) return;
  const filing = await newFilingRow(
    ctx,
    { organization_id: run.organization_id, jurisdiction: run.jurisdiction, type: 'fps', tax_year: gbTaxYearOf(run.pay_date), period_start: run.period_start, period_end: run.period_end, due_on: run.pay_date, pay_run_id: run.id },
    `pay_run:${run.id}`,
  );
  const flagged = isLastOfTaxYear(run.pay_date) ? await updateFiling(ctx.tx, filing.id, { final_submission: true }) : filing;
  await prepareFiling(ctx, flagged, `pay_run:${run.id}`);
}

/** A reopened run's open filings are replaced by the ones its next approval makes. */
export async function supersedeRunFilings(ctx: CommandContext, run: PayRunRow): Promise<void> {
  for (const filing of await filingsOfPayRun(ctx.tx, run.id, { lock: true })) {
    if (stateTakes(filingMachine, stateOf(filing), 'SUPERSEDE')) await applyFilingEvent(ctx, filing, { type: 'SUPERSEDE', by: null }, `pay_run:${run.id}`);
  }
}
