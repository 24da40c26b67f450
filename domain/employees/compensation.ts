import type { ComponentCode } from '../jurisdictions.ts';
import { addFieldError, type Checked, type FieldErrors } from './fieldErrors.ts';

/** One entry of the request's `compensation` array, already type-checked. `index` is its place in that array. */
export interface CompensationEntry {
  index: number;
  component_code: ComponentCode;
  amount_cents: number;
  effective_from?: string;
  proratable?: boolean;
}

/** The stored row of a component that has no `effective_to` yet. */
export interface OpenCompensationRow {
  id: string;
  component_code: ComponentCode;
  effective_from: string;
  proratable: boolean;
}

/**
 * Rows are half-open: a row applies on every day d with effective_from ≤ d < effective_to.
 * Closing a row at the new row's effective_from therefore leaves neither a gap nor an overlap.
 */
export interface CompensationRowClosure {
  id: string;
  component_code: ComponentCode;
  effective_to: string;
}

export interface CompensationRowAppend {
  component_code: ComponentCode;
  amount_cents: number;
  effective_from: string;
  /** Set only when a later entry of the same request supersedes this one. */
  effective_to: string | null;
  proratable: boolean;
  /** Where the entry sat in the request, for error reporting by the caller. */
  entry_index: number;
}

export interface CompensationPlan {
  close: CompensationRowClosure[];
  append: CompensationRowAppend[];
}

/**
 * Recurring pay accrues by the day and is prorated for a part period; variable pay (overtime, bonus,
 * commission) is earned as a whole and is not. An entry's own `proratable`, then the open row's, wins.
 */
export const proratableByDefault: Record<ComponentCode, boolean> = {
  BASIC: true,
  HOUSING: true,
  TRANSPORT: true,
  MEAL: true,
  OVERTIME: false,
  BONUS: false,
  COMMISSION: false,
  OTHER_ALLOWANCE: true,
  CONTRACT_FEE: true,
};

/**
 * The day a component without an open row starts when the entry omits `effective_from`:
 * on create, the employee's start_date, or today when there is none; on update, today, or the
 * start_date when the employee has not started yet.
 */
export function defaultCompensationStart(mode: 'create' | 'update', startDate: string | null | undefined, today: string): string {
  if (startDate === null || startDate === undefined) return today;
  if (mode === 'create') return startDate;
  return startDate > today ? startDate : today;
}

/**
 * Close-and-append (interface 3.5): each entry closes the component's open row at its own
 * effective_from and adds a new row; rows are never rewritten. Several entries for one component in
 * one request are applied in date order, each closing the one before. The database layer executes
 * the plan as is.
 */
export function planCompensation(
  openRows: readonly OpenCompensationRow[],
  entries: readonly CompensationEntry[],
  defaultEffectiveFrom: string,
): Checked<CompensationPlan> {
  const openByCode = new Map<ComponentCode, OpenCompensationRow>();
  for (const row of openRows) {
    if (openByCode.has(row.component_code)) throw new Error(`two open compensation rows for ${row.component_code}`);
    openByCode.set(row.component_code, row);
  }

  const byCode = new Map<ComponentCode, CompensationEntry[]>();
  for (const entry of entries) byCode.set(entry.component_code, [...(byCode.get(entry.component_code) ?? []), entry]);

  const fields: FieldErrors = {};
  const close: CompensationRowClosure[] = [];
  const append: CompensationRowAppend[] = [];
  const at = (entry: CompensationEntry) => `compensation[${entry.index}].effective_from`;

  for (const [code, group] of byCode) {
    const open = openByCode.get(code);
    const dated: Array<CompensationEntry & { effective_from: string }> = [];
    for (const entry of group) {
      if (entry.effective_from !== undefined) dated.push({ ...entry, effective_from: entry.effective_from });
      else if (open !== undefined) addFieldError(fields, at(entry), `required: ${code} already has an open row`);
      else if (group.length > 1) addFieldError(fields, at(entry), `required when the request holds several ${code} entries`);
      else dated.push({ ...entry, effective_from: defaultEffectiveFrom });
    }
    dated.sort((a, b) => (a.effective_from < b.effective_from ? -1 : a.effective_from > b.effective_from ? 1 : a.index - b.index));

    let previousStart = open?.effective_from;
    let previousProratable = open?.proratable;
    let previousAppend: CompensationRowAppend | undefined;
    for (const entry of dated) {
      if (previousStart !== undefined && entry.effective_from <= previousStart) {
        const reason =
          previousAppend === undefined
            ? `must be after ${previousStart}, the start of the open ${code} row`
            : `must differ from the other ${code} entry starting ${previousStart} in this request`;
        addFieldError(fields, at(entry), reason);
        continue;
      }
      if (previousAppend !== undefined) previousAppend.effective_to = entry.effective_from;
      else if (open !== undefined) close.push({ id: open.id, component_code: code, effective_to: entry.effective_from });
      const row: CompensationRowAppend = {
        component_code: code,
        amount_cents: entry.amount_cents,
        effective_from: entry.effective_from,
        effective_to: null,
        proratable: entry.proratable ?? previousProratable ?? proratableByDefault[code],
        entry_index: entry.index,
      };
      append.push(row);
      previousAppend = row;
      previousStart = entry.effective_from;
      previousProratable = row.proratable;
    }
  }

  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, value: { close, append } };
}
