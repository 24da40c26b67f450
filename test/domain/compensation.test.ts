import { describe, expect, it } from 'vitest';
import {
  defaultCompensationStart,
  planCompensation,
  type CompensationEntry,
  type OpenCompensationRow,
} from '../../domain/employees/compensation.ts';

const open = (id: string, component_code: OpenCompensationRow['component_code'], effective_from: string, proratable = true): OpenCompensationRow => ({
  id,
  component_code,
  effective_from,
  proratable,
});
const entry = (index: number, component_code: CompensationEntry['component_code'], amount_cents: number, effective_from?: string, proratable?: boolean): CompensationEntry => ({
  index,
  component_code,
  amount_cents,
  ...(effective_from === undefined ? {} : { effective_from }),
  ...(proratable === undefined ? {} : { proratable }),
});

describe('planCompensation', () => {
  const plans: Array<[string, OpenCompensationRow[], CompensationEntry[], unknown]> = [
    [
      'first entries default to the given start',
      [],
      [entry(0, 'BASIC', 25_000_000), entry(1, 'BONUS', 100_000)],
      {
        close: [],
        append: [
          { component_code: 'BASIC', amount_cents: 25_000_000, effective_from: '2026-01-01', effective_to: null, proratable: true, entry_index: 0 },
          { component_code: 'BONUS', amount_cents: 100_000, effective_from: '2026-01-01', effective_to: null, proratable: false, entry_index: 1 },
        ],
      },
    ],
    [
      'a raise closes the open row at its own effective_from and appends',
      [open('row-basic', 'BASIC', '2025-01-01', false)],
      [entry(0, 'BASIC', 30_000_000, '2026-07-01')],
      {
        close: [{ id: 'row-basic', component_code: 'BASIC', effective_to: '2026-07-01' }],
        append: [{ component_code: 'BASIC', amount_cents: 30_000_000, effective_from: '2026-07-01', effective_to: null, proratable: false, entry_index: 0 }],
      },
    ],
    [
      'several entries for one component chain in date order, whatever their order in the request',
      [open('row-basic', 'BASIC', '2025-01-01')],
      [entry(0, 'BASIC', 32_000_000, '2027-01-01'), entry(1, 'BASIC', 30_000_000, '2026-07-01', false)],
      {
        close: [{ id: 'row-basic', component_code: 'BASIC', effective_to: '2026-07-01' }],
        append: [
          { component_code: 'BASIC', amount_cents: 30_000_000, effective_from: '2026-07-01', effective_to: '2027-01-01', proratable: false, entry_index: 1 },
          { component_code: 'BASIC', amount_cents: 32_000_000, effective_from: '2027-01-01', effective_to: null, proratable: false, entry_index: 0 },
        ],
      },
    ],
    [
      'other components keep their open rows untouched',
      [open('row-basic', 'BASIC', '2025-01-01'), open('row-housing', 'HOUSING', '2025-01-01')],
      [entry(0, 'HOUSING', 0, '2026-02-01')],
      {
        close: [{ id: 'row-housing', component_code: 'HOUSING', effective_to: '2026-02-01' }],
        append: [{ component_code: 'HOUSING', amount_cents: 0, effective_from: '2026-02-01', effective_to: null, proratable: true, entry_index: 0 }],
      },
    ],
    [
      'the day after the open row starts is the earliest change',
      [open('row-basic', 'BASIC', '2026-03-31')],
      [entry(0, 'BASIC', 1, '2026-04-01')],
      {
        close: [{ id: 'row-basic', component_code: 'BASIC', effective_to: '2026-04-01' }],
        append: [{ component_code: 'BASIC', amount_cents: 1, effective_from: '2026-04-01', effective_to: null, proratable: true, entry_index: 0 }],
      },
    ],
  ];
  it.each(plans)('%s', (_label, rows, entries, plan) => expect(planCompensation(rows, entries, '2026-01-01')).toEqual({ ok: true, value: plan }));

  const refusals: Array<[string, OpenCompensationRow[], CompensationEntry[], Record<string, string>]> = [
    [
      'effective_from on the open row start',
      [open('row-basic', 'BASIC', '2026-03-31')],
      [entry(0, 'BASIC', 1, '2026-03-31')],
      { 'compensation[0].effective_from': 'must be after 2026-03-31, the start of the open BASIC row' },
    ],
    [
      'effective_from before the open row start',
      [open('row-basic', 'BASIC', '2026-03-31')],
      [entry(0, 'BASIC', 1, '2025-12-01')],
      { 'compensation[0].effective_from': 'must be after 2026-03-31, the start of the open BASIC row' },
    ],
    ['effective_from missing with an open row', [open('row-basic', 'BASIC', '2025-01-01')], [entry(0, 'BASIC', 1)], { 'compensation[0].effective_from': 'required: BASIC already has an open row' }],
    [
      'effective_from missing among several entries',
      [],
      [entry(0, 'BASIC', 1), entry(1, 'BASIC', 2, '2026-05-01')],
      { 'compensation[0].effective_from': 'required when the request holds several BASIC entries' },
    ],
    [
      'two entries on the same day',
      [],
      [entry(0, 'BASIC', 1, '2026-05-01'), entry(1, 'BASIC', 2, '2026-05-01')],
      { 'compensation[1].effective_from': 'must differ from the other BASIC entry starting 2026-05-01 in this request' },
    ],
  ];
  it.each(refusals)('refuses %s', (_label, rows, entries, fields) => expect(planCompensation(rows, entries, '2026-01-01')).toEqual({ ok: false, fields }));

  it('never rewrites a prior row: only open rows are closed, only with a later date, and amounts stay with new rows', () => {
    const rows = [open('a', 'BASIC', '2025-01-01'), open('b', 'MEAL', '2025-06-01')];
    const result = planCompensation(rows, [entry(0, 'BASIC', 5, '2026-01-01'), entry(1, 'MEAL', 6, '2026-01-01')], '2026-01-01');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    for (const closure of result.value.close) {
      const row = rows.find((candidate) => candidate.id === closure.id);
      expect(row).toBeDefined();
      expect(closure.effective_to > (row?.effective_from ?? '')).toBe(true);
      expect(Object.keys(closure).sort()).toEqual(['component_code', 'effective_to', 'id']);
    }
  });

  it('refuses to plan over two open rows of one component (a broken invariant, not user input)', () => {
    expect(() => planCompensation([open('a', 'BASIC', '2025-01-01'), open('b', 'BASIC', '2025-02-01')], [], '2026-01-01')).toThrow(/two open/);
  });
});

describe('defaultCompensationStart', () => {
  it.each([
    ['create', '2026-02-01', '2026-11-22', '2026-02-01'],
    ['create', '2027-01-01', '2026-11-22', '2027-01-01'],
    ['create', null, '2026-11-22', '2026-11-22'],
    ['update', '2026-02-01', '2026-11-22', '2026-11-22'],
    ['update', '2027-01-01', '2026-11-22', '2027-01-01'],
    ['update', null, '2026-11-22', '2026-11-22'],
  ] as const)('%s with start_date %s on %s → %s', (mode, start, today, expected) => expect(defaultCompensationStart(mode, start, today)).toBe(expected));
});
