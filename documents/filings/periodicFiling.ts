import type { Jurisdiction } from '../../domain/jurisdictions.ts';
import type { FilingBlocker, FilingChannel } from '../../machines/filing.ts';
import type { EmployeeSnapshot, StoredLineItem } from '../../db/payslips.ts';

/**
 * A statutory return the service writes from every run paid in its period: what it covers, how it reaches the
 * authority, and the pure function that writes it. Each country's are in documents/filings/<country>/kinds.ts,
 * registered in commands/filings/periodicFilingKinds.ts. (GB's FPS and EPS are filings of their own: commands/filings/gb*.ts.)
 */
export interface PeriodicFilingKind {
  /** `<country>_<return>`, e.g. `ke_p10`. */
  type: string;
  jurisdiction: Jurisdiction;
  /** The authority's name for it, e.g. "iTax P10 monthly PAYE return". */
  title: string;
  cadence: 'month' | 'year';
  channel: FilingChannel;
  media: { contentType: string; extension: string };
  /** The period a run paid on `payDate` is reported in; null when this return does not report a run paid then (e.g. ZA's interim reconciliation, March to August only). */
  periodOf(payDate: string): FilingPeriod | null;
  /**
   * A return made per state or fund: the part a person is reported in, or null when the input that decides it is
   * missing (the person is then reported nowhere until it is given, and blocks the return), or undefined when the
   * input says the person is in no part (e.g. NG: not in the pension scheme).
   */
  subdivisionOf?(person: Pick<FiledPerson, 'filingInputs'>): string | null | undefined;
  /** The filing input that decides the part (e.g. NG `state_of_residence`); required with `subdivisionOf`. */
  subdivisionInput?: string;
  /**
   * The return written a person at a time, in the order the source gives them (fullName, then employeeId): a
   * worker holds a page of people and the totals, never the run (issue 31). No I/O.
   */
  rows(head: FilingHead): ReturnRows;
}

/** A return's document written a person at a time; `writtenWhole` joins it for people held in memory. */
export interface ReturnRows {
  /** The person's lines of the document, each ending as the document's lines do ('' for one the return leaves out). */
  add(person: FiledPerson): string;
  /** Once every person is added: what the document has before and after their lines, its totals, its blockers. */
  finish(): { head: string; tail: string; totals: Record<string, number>; blockers: FilingBlocker[] };
}

/** The document as the authority takes it, its totals, and every missing or invalid input, from people in memory. */
export function writtenWhole(rows: ReturnRows, people: Iterable<FiledPerson>): FilingDocument {
  let body = '';
  for (const person of people) body += rows.add(person);
  const { head, tail, totals, blockers } = rows.finish();
  return { document: blockers.length > 0 ? null : head + body + tail, totals, blockers };
}

export interface FilingPeriod {
  start: string;
  end: string;
  /** The authority's label of the year the period belongs to, e.g. `2026` or `2026-27`. */
  taxYear: string;
  /** The last day the return may reach the authority. */
  dueOn: string;
}

/** One person the return reports, with the payslips of its runs (oldest pay date first) and their filing inputs. */
export interface FiledPerson {
  employeeId: string;
  staffId: string | null;
  fullName: string;
  firstName: string;
  lastName: string;
  position: string | null;
  birthdate: string | null;
  startDate: string | null;
  endDate: string | null;
  /** Statutory identifiers by key (KE kra_pin, NG tin and rsa_pin, ZA tax_reference, SG nric_fin, GH ghana_card_pin...). */
  statutoryIds: Record<string, string>;
  /** The jurisdiction's tax profile as stored (validated on write). */
  taxProfile: Record<string, unknown>;
  /** Write-only filing inputs by key (domain/filings/filingFieldCatalog.ts). */
  filingInputs: Record<string, string>;
  payslips: FiledPayslip[];
}

/**
 * A payslip as returns read it: only what a writer sums or prints, so a run of 100,000 people is held in a worker's
 * heap (commands/filings/filingSource.ts selects just these). A full payslip row is one too.
 */
export interface FiledPayslip {
  period_start: string;
  period_end: string;
  /** The run's pay date. */
  pay_date?: string;
  gross_minor: number;
  employee_snapshot: Pick<EmployeeSnapshot, 'classification'>;
  line_items: FiledLine[];
}

export type FiledLine = Pick<StoredLineItem, 'code' | 'kind' | 'amount_minor' | 'base_minor'>;

/** What a return is written from, its people apart. */
export type FilingHead = Omit<FilingSource, 'people'>;

export interface FilingSource {
  filingId: string;
  organizationName: string;
  /** The employer's references with this authority, by field (domain/filings/filingFieldCatalog.ts). */
  employer: Record<string, string>;
  period: FilingPeriod;
  /** The state or fund of a subdivided return; '' otherwise. */
  subdivision: string;
  runs: { id: string; payDate: string; periodStart: string; periodEnd: string }[];
  people: FiledPerson[];
}

export interface FilingDocument {
  /** Null while anything blocks it: a document is never written with a column silently blank. */
  document: string | null;
  totals: Record<string, number>;
  blockers: FilingBlocker[];
}

const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The calendar month of a pay date, due on `dueDay` of the month after (e.g. KRA's 9th). */
export function calendarMonthOf(payDate: string, dueDay: number): FilingPeriod {
  const year = Number(payDate.slice(0, 4));
  const month = Number(payDate.slice(5, 7));
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return {
    start: `${year}-${pad(month)}-01`,
    end: `${year}-${pad(month)}-${pad(lastDay(year, month))}`,
    taxYear: String(year),
    dueOn: `${next.year}-${pad(next.month)}-${pad(Math.min(dueDay, lastDay(next.year, next.month)))}`,
  };
}

/** The calendar year of a pay date, due on `due` (MM-DD) of the year after. */
export function calendarYearOf(payDate: string, due: string): FilingPeriod {
  const year = Number(payDate.slice(0, 4));
  return { start: `${year}-01-01`, end: `${year}-12-31`, taxYear: String(year), dueOn: `${year + 1}-${due}` };
}
