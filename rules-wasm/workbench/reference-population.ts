import { taxProfileSchemas, type ComponentCode, type Jurisdiction } from '../../domain/jurisdictions.ts';

/** One synthetic employee of the population a table change is priced on. Amounts are monthly, in minor units. */
export interface ReferenceEmployee {
  id: string;
  description: string;
  classification: 'employee' | 'contractor';
  birthdate: string | null;
  components: { code: ComponentCode; amountMinor: number }[];
  taxProfile: Record<string, unknown>;
  household: Record<string, unknown>;
  ytd: Record<string, number>;
}

// Monthly basic pay, minor units: a low, a median and a high earner of each country (round figures near the
// statutory minimum wage, the median formal-sector wage and the top of the bands).
const payLevels: Record<Jurisdiction, [low: number, median: number, high: number]> = {
  KE: [15_000_00, 50_000_00, 400_000_00],
  NG: [70_000_00, 250_000_00, 2_000_000_00],
  GH: [600_00, 4_000_00, 40_000_00],
  ZA: [8_000_00, 25_000_00, 150_000_00],
  GB: [1_200_00, 2_900_00, 12_000_00],
  SG: [1_800_00, 5_500_00, 15_000_00],
};

// Text fields have no options in their schema; these are the codes worth seeing a change on.
const textOptions: Record<string, string[]> = { tax_code: ['S1257L', 'C1257L', 'BR', 'D0', 'K100', '0T', '1257L M1'] };

type FieldShape = { type: string; options?: string[]; element?: { options?: string[] } };

function unwrap(schema: unknown): FieldShape & { def: Record<string, unknown> } {
  let node = schema as { def: Record<string, unknown> } & FieldShape;
  while (node.def.type === 'default' || node.def.type === 'pipe' || node.def.type === 'optional')
    node = (node.def.innerType ?? node.def.in) as typeof node;
  return Object.assign(node, { type: String(node.def.type) });
}

/** Each option of each tax profile field other than its default, as one profile change. */
function profileVariants(code: Jurisdiction, median: number): { label: string; change: Record<string, unknown> }[] {
  const schema = taxProfileSchemas[code];
  const defaults = schema.parse({}) as Record<string, unknown>;
  const variants: { label: string; change: Record<string, unknown> }[] = [];
  for (const [field, fieldSchema] of Object.entries(schema.shape)) {
    const shape = unwrap(fieldSchema);
    const values: unknown[] =
      shape.type === 'boolean' ? [!defaults[field]]
      : shape.type === 'enum' ? (shape.options ?? []).filter((o) => o !== defaults[field])
      : shape.type === 'array' ? (((shape.def.element as FieldShape | undefined)?.options ?? []).map((o) => [o]))
      : shape.type === 'string' ? (textOptions[field] ?? [])
      : shape.type === 'number' ? [field.endsWith('_bp') ? 800 : field.startsWith('annual_') ? Math.floor((median * 12) / 5) : Math.floor(median / 20)]
      : [];
    for (const value of values) variants.push({ label: `${field}=${Array.isArray(value) ? value.join('+') : String(value)}`, change: { [field]: value } });
  }
  return variants;
}

/** Low, median and high pay with the default profile; each profile option at median pay; an older worker; a contractor. */
export function referencePopulation(code: Jurisdiction): ReferenceEmployee[] {
  const [low, median, high] = payLevels[code];
  const tenth = Math.floor(median / 10);
  const employee = (id: string, description: string, basic: number, extra: Partial<ReferenceEmployee> = {}): ReferenceEmployee => ({
    id,
    description,
    classification: 'employee',
    birthdate: '1990-06-15',
    components: [{ code: 'BASIC', amountMinor: basic }],
    taxProfile: {},
    household: {},
    ytd: {},
    ...extra,
  });
  return [
    employee(`${code}-low`, 'low pay', low),
    employee(`${code}-median`, 'median pay', median),
    employee(`${code}-high`, 'high pay', high),
    employee(`${code}-median-allowances`, 'median pay, a fifth of it as housing and transport allowances', median, {
      components: [{ code: 'BASIC', amountMinor: median - 2 * tenth }, { code: 'HOUSING', amountMinor: tenth }, { code: 'TRANSPORT', amountMinor: tenth }],
    }),
    employee(`${code}-median-household`, 'median pay, 2 dependants, both on the medical scheme', median, { household: { dependants: 2, medical_scheme_dependants: 2 } }),
    employee(`${code}-median-older`, 'median pay, born 1958', median, { birthdate: '1958-03-01' }),
    ...profileVariants(code, median).map((v, i) => employee(`${code}-profile-${i + 1}`, `median pay, ${v.label}`, median, { taxProfile: v.change })),
    employee(`${code}-contractor`, 'contractor, median fee', median, { classification: 'contractor', components: [{ code: 'CONTRACT_FEE', amountMinor: median }] }),
  ];
}
