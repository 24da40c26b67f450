import type { RulesEngine } from '../host/engine.ts';
import { formatMinor } from '../host/money-text.ts';
import { checkAgainstBuild, type WorkedExample } from './load-examples.ts';
import { compareExample, requestOfExample, type ComparedFigure, type ExampleOutcome } from './price-examples.ts';
import { terminalTable } from './text-table.ts';

export interface CheckedExample extends ExampleOutcome {
  /** Why the engine refused to price it (a period it cannot price), when it did. */
  refused?: string;
}

/** Prices the examples in one batch; when the batch is refused, one at a time so each refusal names its example. */
export function checkExamples(engine: RulesEngine, examples: WorkedExample[]): CheckedExample[] {
  examples.forEach((e) => checkAgainstBuild(e, engine.build));
  const requests = examples.map(requestOfExample);
  try {
    const results = engine.price(requests);
    return examples.map((e, i) => compareExample(e, results[i]!));
  } catch {
    return examples.map((e, i) => {
      try {
        return compareExample(e, engine.price([requests[i]!])[0]!);
      } catch (error) {
        return { example: e, figures: [], passed: false, refused: error instanceof Error ? error.message : String(error) };
      }
    });
  }
}

const shown = (value: number | string | null) => (value === null ? 'absent' : typeof value === 'number' ? formatMinor(value) : value);

function difference(f: ComparedFigure): string {
  if (f.matches) return '';
  if (typeof f.expected === 'number' && typeof f.priced === 'number') return `${f.priced > f.expected ? '+' : ''}${formatMinor(f.priced - f.expected)}`;
  return 'differs';
}

export function describeSource(e: WorkedExample): string {
  const s = e.source;
  return [s.authority, s.title, s.date, s.page !== undefined ? `page ${s.page}` : undefined, s.case ? `case ${s.case}` : undefined].filter(Boolean).join(', ');
}

/** What an author reads: one line per example that passes, and the figure-by-figure table of one that does not. */
export function checkReport(outcomes: CheckedExample[]): string {
  const out: string[] = [];
  for (const o of outcomes) {
    const e = o.example;
    if (o.passed) {
      out.push(`ok    ${e.jurisdiction} ${e.name}`);
      continue;
    }
    out.push(`FAIL  ${e.jurisdiction} ${e.name}  (${e.file}, examples.${e.index})`);
    out.push(`      source: ${describeSource(e)}`);
    if (o.refused) {
      out.push(`      not priced: ${o.refused.split('\n')[0]}`);
      continue;
    }
    const rows = o.figures.map((f) => [f.item, shown(f.expected), shown(f.priced), difference(f), f.matches ? 'ok' : 'DIFFERS']);
    out.push(terminalTable({ header: ['figure', 'expected', 'priced', 'difference', ''], rows, numeric: [1, 2, 3] }, '      '));
  }
  const failed = outcomes.filter((o) => !o.passed).length;
  out.push('', `${outcomes.length} example(s): ${outcomes.length - failed} passed, ${failed} failed`);
  return out.join('\n');
}
