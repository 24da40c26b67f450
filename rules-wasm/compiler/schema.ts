import { z } from 'zod';
import { componentCodes } from '../../domain/jurisdictions.ts';

/**
 * The shape of every statutory table file (`rules-wasm/tables/<CC>/<rule>.yaml`) and of the
 * jurisdiction file (`rules-wasm/tables/<CC>/jurisdiction.yaml`). Amounts are written in major units
 * (`24000`, `"2400.50"`) and rates as percentages (`"2.75%"`); the compiler turns both into exact
 * integers (minor units, parts per million), so no float ever reaches the engine.
 */

const identifier = z.string().regex(/^[a-z][a-z0-9_]*$/, 'must be snake_case: a-z, 0-9, _');
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'not a calendar date');

/** Major units with at most 2 decimals, e.g. 24000, "32333.00". */
export const amount = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const text = String(value).replaceAll('_', '').replaceAll(',', '');
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) {
    ctx.addIssue({ code: 'custom', message: `"${value}" is not an amount in major units with at most 2 decimals` });
    return z.NEVER;
  }
  const minor = BigInt(match[2]!) * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -minor : minor;
});

/** A percentage with at most 4 decimals ("32.5%", "0.0275%") -> parts per million. */
export const rate = z.string().transform((value, ctx) => {
  const match = /^(\d+)(?:\.(\d{1,4}))?%$/.exec(value.trim());
  if (!match) {
    ctx.addIssue({ code: 'custom', message: `"${value}" is not a percentage like "2.75%" (at most 4 decimals)` });
    return z.NEVER;
  }
  return BigInt(match[1]!) * 10_000n + BigInt((match[2] ?? '').padEnd(4, '0'));
});

export const roundingModes = ['half_up', 'half_even', 'down', 'up'] as const;
/** How a computed amount is rounded: mode, to a multiple of `step` (major units; default one minor unit). */
export const rounding = z
  .strictObject(
    {
      mode: z.enum(roundingModes),
      step: amount.optional(),
    },
    { error: (issue) => (issue.input === undefined ? 'unstated: say how the amount is rounded, e.g. { mode: half_up, step: "1.00" } (modes half_up, half_even, down, up)' : undefined) },
  )
  .transform((r) => ({ mode: r.mode, step: r.step ?? 1n }))
  .refine((r) => r.step > 0n, 'step must be positive');

export const source = z.strictObject({
  authority: z.string().min(2),
  title: z.string().min(2),
  date: isoDate,
  url: z.url().optional(),
  section: z.string().optional(),
});

const periods = z.enum(['monthly', 'annual']);
const componentCode = z.enum(componentCodes);

const versionCommon = {
  effective_from: isoDate,
  source,
  notes: z.string().optional(),
};

/** A version that ends the rule: from `effective_from` nothing of it is in force (repeal, suspension). */
const repeal = z.strictObject({ ...versionCommon, repealed: z.literal(true) });

const band = z.strictObject({ up_to: amount.nullable(), rate });

export const families = {
  /** Progressive bands: each band's rate applies to the income between the previous `up_to` and its own (inclusive); the last band is open (`up_to: null`). */
  progressive_bands: z.strictObject({
    ...versionCommon,
    period: periods,
    bands: z
      .array(band)
      .min(1)
      .superRefine((bands, ctx) => {
        bands.forEach((b, i) => {
          const last = i === bands.length - 1;
          if (last !== (b.up_to === null)) ctx.addIssue({ code: 'custom', path: [i, 'up_to'], message: 'only the last band is open (up_to: null)' });
          const previous = bands[i - 1]?.up_to;
          if (b.up_to !== null && previous != null && b.up_to <= previous)
            ctx.addIssue({ code: 'custom', path: [i, 'up_to'], message: 'bands must rise' });
        });
      }),
    rounding,
  }),
  /** A rate on a base, the base optionally capped, the result optionally floored/capped (e.g. SHIF 2.75%, minimum 300). */
  flat_rate: z.strictObject({
    ...versionCommon,
    period: periods.default('monthly'),
    rate,
    employer_rate: rate.optional(),
    base: z.array(componentCode).optional(),
    base_ceiling: amount.optional(),
    exempt_below: amount.optional(),
    minimum: amount.optional(),
    maximum: amount.optional(),
    rounding,
  }),
  /** Fixed amounts by band of a base (e.g. NHIF): the step with the greatest `from` not above the base applies. */
  amount_steps: z.strictObject({
    ...versionCommon,
    period: periods.default('monthly'),
    steps: z
      .array(z.strictObject({ from: amount, amount }))
      .min(1)
      .refine((steps) => steps[0]!.from === 0n, 'the first step must start at 0')
      .refine((steps) => steps.every((s, i) => i === 0 || s.from > steps[i - 1]!.from), 'steps must rise'),
  }),
  /** A relief or rebate: a fixed amount, a rate of something (capped), or amounts by age (total at that age). */
  relief: z
    .strictObject({
      ...versionCommon,
      period: periods,
      amount: amount.optional(),
      rate: rate.optional(),
      cap: amount.optional(),
      by_age: z
        .array(z.strictObject({ from_age: z.number().int().min(0).max(150), amount }))
        .min(1)
        .refine((rows) => rows[0]!.from_age === 0, 'the first age band must start at 0')
        .refine((rows) => rows.every((r, i) => i === 0 || r.from_age > rows[i - 1]!.from_age), 'age bands must rise')
        .optional(),
      rounding: rounding.optional(),
    })
    .refine((r) => r.amount !== undefined || r.rate !== undefined || r.by_age !== undefined, 'a relief needs amount, rate or by_age')
    .refine((r) => r.rate === undefined || r.rounding !== undefined, {
      path: ['rounding'],
      message: 'unstated: a relief that is a rate of something says how it is rounded, e.g. { mode: half_up }',
    }),
  /** Named amounts, rates, counts and roundings (thresholds, limits, per-category rates). */
  parameters: z.strictObject({
    ...versionCommon,
    amounts: z.record(identifier, amount).default({}),
    rates: z.record(identifier, rate).default({}),
    counts: z.record(identifier, z.number().int()).default({}),
    roundings: z.record(identifier, rounding).default({}),
  }),
  /** Rates and amounts by group and age band (e.g. CPF by residency and age): the row of the group with the greatest `from_age` not above the age applies. */
  age_banded_rates: z.strictObject({
    ...versionCommon,
    rows: z
      .array(
        z.strictObject({
          group: identifier.default('all'),
          from_age: z.number().int().min(0).max(150),
          rates: z.record(identifier, rate).default({}),
          amounts: z.record(identifier, amount).default({}),
        }),
      )
      .min(1),
  }),
  /** Which component codes form which base (taxable, pensionable, ...). */
  bases: z.strictObject({
    ...versionCommon,
    bases: z.record(identifier, z.array(componentCode)),
  }),
} as const;

export type Family = keyof typeof families;
export const familyNames = Object.keys(families) as Family[];

export type VersionOf<F extends Family = Family> = z.output<(typeof families)[F]>;
export type Repeal = z.output<typeof repeal>;

export const ruleFileHeader = z.strictObject({
  rule: identifier,
  family: z.enum(familyNames as [Family, ...Family[]]),
  description: z.string().min(3),
  versions: z.array(z.unknown()).min(1),
});

/** A version either repeals the rule (`repealed: true`) or states it in full; choosing first keeps error paths precise. */
export function versionSchema(family: Family, raw: unknown): z.ZodType<VersionOf | Repeal> {
  const repeals = typeof raw === 'object' && raw !== null && 'repealed' in raw;
  return (repeals ? repeal : families[family]) as unknown as z.ZodType<VersionOf | Repeal>;
}

const lineKinds = ['deduction', 'employer_cost', 'informational'] as const;
export type LineKind = 'earning' | (typeof lineKinds)[number];

/** `jurisdiction.yaml`: the tax year, the year-to-date accumulators and the statutory lines the method emits. */
export const jurisdictionFile = z.strictObject({
  jurisdiction: z.string().regex(/^[A-Z]{2}$/),
  tax_year: z.strictObject({
    start_month: z.number().int().min(1).max(12),
    start_day: z.number().int().min(1).max(31),
    /** `start_year` "2025", `end_year` "2026", `span` "2025-26". */
    label: z.enum(['start_year', 'end_year', 'span']),
  }),
  ytd: z.array(identifier).max(32).refine((names) => new Set(names).size === names.length, 'names must be unique'),
  lines: z.record(
    z.string().regex(/^[A-Z][A-Z0-9_]*$/, 'line codes are UPPER_SNAKE_CASE'),
    z.strictObject({
      kind: z.enum(lineKinds),
      /** Counts toward the payslip's `tax` (income tax withheld). */
      tax: z.boolean().default(false),
      description: z.string().min(3),
    }),
  ),
});
export type JurisdictionFile = z.output<typeof jurisdictionFile>;
