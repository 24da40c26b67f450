import type { RuleSet } from './ruleSets.ts';
import type { StoredLineItem } from './payslips.ts';

/**
 * A payslip line as stored (payslips.lines, migration 014): the figures first, then what the line is.
 *   [amount, base, rate, ref, catalogueIndex, extra?]                 a line of the rule set's catalogue
 *   [amount, base, rate, ref, code, kind, description, extra?]        any other line (one-off items, retro lines)
 * ref: an index into the rule set's refs, the reference itself when it is not one of them, or null.
 * extra: any further fields of the line (e.g. its proration basis), as they were, when it has any.
 * SQL reads the amount at ->0 and the reference at ->>3 of every line.
 */
type Extra = Record<string, unknown>;
type Figures = [number, number, string | null, number | string | null];
export type CompactLine =
  | [...Figures, number]
  | [...Figures, number, Extra]
  | [...Figures, string, StoredLineItem['kind'], string | null]
  | [...Figures, string, StoredLineItem['kind'], string | null, Extra];

const baseFields: ReadonlySet<string> = new Set(['code', 'kind', 'description', 'amount_minor', 'base_minor', 'rate_applied', 'rule_version_ref']);

function extraOf(line: StoredLineItem): Extra | undefined {
  let extra: Extra | undefined;
  for (const key in line) {
    const value = line[key as keyof StoredLineItem];
    if (value === undefined || baseFields.has(key)) continue;
    (extra ??= {})[key] = value;
  }
  return extra;
}

interface RuleSetIndex {
  refs: Map<string, number>;
  /** Catalogue index by code, then kind, then description (null as itself): no key string per line. */
  lines: Map<string, Map<string, Map<string | null, number>>>;
}

const indexes = new WeakMap<RuleSet, RuleSetIndex>();

function indexOf(set: RuleSet): RuleSetIndex {
  let index = indexes.get(set);
  if (!index) {
    index = { refs: new Map(set.refs.map((ref, i) => [ref, i])), lines: new Map() };
    set.lines.forEach(([code, kind, description], i) => {
      const byKind = index!.lines.get(code) ?? new Map<string, Map<string | null, number>>();
      const byDescription = byKind.get(kind) ?? new Map<string | null, number>();
      byDescription.set(description, i);
      byKind.set(kind, byDescription);
      index!.lines.set(code, byKind);
    });
    indexes.set(set, index);
  }
  return index;
}

export function compactLines(lines: readonly StoredLineItem[], set: RuleSet): CompactLine[] {
  const index = indexOf(set);
  return lines.map((line) => {
    const ref = line.rule_version_ref === null ? null : (index.refs.get(line.rule_version_ref) ?? line.rule_version_ref);
    // A line whose reference is written out (an addition) stays written out, so SQL finds its code at ->>4.
    const catalogued = typeof ref === 'string' ? undefined : index.lines.get(line.code)?.get(line.kind)?.get(line.description);
    const extra = extraOf(line);
    if (catalogued !== undefined) {
      return extra ? [line.amount_minor, line.base_minor, line.rate_applied, ref, catalogued, extra] : [line.amount_minor, line.base_minor, line.rate_applied, ref, catalogued];
    }
    return extra
      ? [line.amount_minor, line.base_minor, line.rate_applied, ref, line.code, line.kind, line.description, extra]
      : [line.amount_minor, line.base_minor, line.rate_applied, ref, line.code, line.kind, line.description];
  });
}

export function expandLines(lines: readonly CompactLine[], set: RuleSet): StoredLineItem[] {
  return lines.map((line) => {
    const [amount, base, rate, ref] = line;
    const catalogued = typeof line[4] === 'number';
    const [code, kind, description] = catalogued ? set.lines[line[4] as number]! : (line.slice(4, 7) as [string, StoredLineItem['kind'], string | null]);
    const extra = (catalogued ? line[5] : line[7]) as Extra | undefined;
    return {
      code,
      kind,
      description,
      amount_minor: amount,
      base_minor: base,
      rate_applied: rate,
      rule_version_ref: typeof ref === 'number' ? set.refs[ref]! : ref,
      ...extra,
    };
  });
}

/** The rule versions a payslip records: the distinct references of its lines, sorted. */
export function ruleVersionsOf(lines: readonly StoredLineItem[]): string[] {
  return [...new Set(lines.flatMap((line) => (line.rule_version_ref ? [line.rule_version_ref] : [])))].sort();
}

/** Lines as a return sums them: code, kind and figures only, the code and kind strings the rule set's own. */
export function expandFiledLines(lines: readonly CompactLine[], set: RuleSet): Pick<StoredLineItem, 'code' | 'kind' | 'amount_minor' | 'base_minor'>[] {
  return lines.map((line) => {
    const [code, kind] = typeof line[4] === 'number' ? set.lines[line[4]]! : (line.slice(4, 6) as [string, StoredLineItem['kind']]);
    return { code, kind, amount_minor: line[0], base_minor: line[1] };
  });
}
