import { authorityOf } from './authorities.ts';

/** Where net pay is credited: the bank scheme of the employee's account, or none (paid another way). */
export const paymentDestinations = ['iban', 'clabe', 'nuban', 'aba', 'sort_code', 'canadian', 'mobile_money', 'none'] as const;
export type PaymentDestinationKey = (typeof paymentDestinations)[number];

/** The organization's ledger accounts: per line code, and per payment destination. */
export interface LedgerAccountMap {
  /** Keyed by line code (`PAYE`), or by jurisdiction and code (`KE.PAYE`), which wins over the plain code. */
  lines: Record<string, { expense_account?: string; liability_account?: string }>;
  destinations: Partial<Record<PaymentDestinationKey, string>>;
  xero_tax_rate: string | null;
}

export interface JournalPayslip {
  department: string | null;
  destination: PaymentDestinationKey;
  net_minor: number;
  lines: readonly { code: string; kind: 'earning' | 'deduction' | 'employer_cost' | 'informational'; amount_minor: number }[];
}

export type JournalCategory = 'gross_pay' | 'employer_cost' | 'employer_cost_liability' | 'deduction' | 'net_pay';

export interface JournalLine {
  category: JournalCategory;
  /** null where the organization has not mapped one: see missing_mappings. */
  account: string | null;
  debit_minor: number;
  credit_minor: number;
  description: string;
  line_code: string | null;
  department: string | null;
  authority: string | null;
  destination: PaymentDestinationKey | null;
}

export interface MissingMapping {
  /** `lines.<code>.expense_account`, `lines.<code>.liability_account` or `destinations.<key>`: the field to PUT. */
  field: string;
  reason: string;
}

export interface PayrollJournal {
  lines: JournalLine[];
  total_debit_minor: number;
  total_credit_minor: number;
  balanced: boolean;
  missing_mappings: MissingMapping[];
}

const categoryOrder: readonly JournalCategory[] = ['gross_pay', 'employer_cost', 'deduction', 'employer_cost_liability', 'net_pay'];
/** Debit-natured categories; the others are credits. A negative total swaps its side (a reversal). */
const debitCategories: ReadonlySet<JournalCategory> = new Set(['gross_pay', 'employer_cost']);

interface Bucket {
  category: JournalCategory;
  code: string | null;
  department: string | null;
  destination: PaymentDestinationKey | null;
  amount: number;
}

/**
 * One run's payroll journal: gross pay and employer costs debited to expense by department (cost centre),
 * deductions and employer costs credited to what is owed, by authority, and net pay credited as payable by
 * destination. Debits equal credits to the minor unit whenever each payslip's net is its earnings less its
 * deductions (contract: net = gross − employee_deductions); the totals are checked, never forced.
 */
export function payrollJournal(jurisdiction: string, payslips: readonly JournalPayslip[], map: LedgerAccountMap): PayrollJournal {
  const posting = payrollJournalPosting(jurisdiction, map);
  for (const payslip of payslips) posting.post(payslip);
  return posting.journal();
}

/**
 * `payrollJournal` a payslip at a time: a run read in pages is posted page by page, and memory holds the
 * buckets (one per line code, department and destination), never the run's payslips.
 */
export function payrollJournalPosting(jurisdiction: string, map: LedgerAccountMap): { post(payslip: JournalPayslip): void; journal(): PayrollJournal } {
  const buckets = new Map<string, Bucket>();
  const add = (category: JournalCategory, code: string | null, department: string | null, destination: PaymentDestinationKey | null, amount: number) => {
    if (amount === 0) return;
    const key = JSON.stringify([category, code, department, destination]);
    const bucket = buckets.get(key) ?? { category, code, department, destination, amount: 0 };
    bucket.amount += amount;
    buckets.set(key, bucket);
  };
  const post = (payslip: JournalPayslip) => {
    for (const line of payslip.lines) {
      if (line.kind === 'earning') add('gross_pay', line.code, payslip.department, null, line.amount_minor);
      else if (line.kind === 'deduction') add('deduction', line.code, null, null, line.amount_minor);
      else if (line.kind === 'employer_cost') {
        add('employer_cost', line.code, payslip.department, null, line.amount_minor);
        add('employer_cost_liability', line.code, null, null, line.amount_minor);
      }
    }
    add('net_pay', null, null, payslip.destination, payslip.net_minor);
  };
  return { post, journal: () => journalOfBuckets(jurisdiction, buckets, map) };
}

function journalOfBuckets(jurisdiction: string, buckets: Map<string, Bucket>, map: LedgerAccountMap): PayrollJournal {
  const missing = new Map<string, MissingMapping>();
  const accountFor = (bucket: Bucket): string | null => {
    if (bucket.category === 'net_pay') {
      const account = map.destinations[bucket.destination!];
      if (!account) missing.set(`destinations.${bucket.destination}`, { field: `destinations.${bucket.destination}`, reason: 'net pay paid to this destination has no account' });
      return account ?? null;
    }
    const side = bucket.category === 'gross_pay' || bucket.category === 'employer_cost' ? 'expense_account' : 'liability_account';
    // A jurisdiction's own account for the code (`KE.PAYE`) first: PAYE is owed to KRA in Kenya, HMRC in Britain.
    const account = map.lines[`${jurisdiction}.${bucket.code}`]?.[side] ?? map.lines[bucket.code!]?.[side];
    const field = `lines.${bucket.code}.${side}`;
    if (!account) missing.set(field, { field, reason: `line ${bucket.code} has no ${side.replace('_', ' ')}` });
    return account ?? null;
  };

  const lines = [...buckets.values()]
    .filter((bucket) => bucket.amount !== 0)
    .sort((a, b) =>
      categoryOrder.indexOf(a.category) - categoryOrder.indexOf(b.category) ||
      compare(a.code, b.code) || compare(a.department, b.department) || compare(a.destination, b.destination))
    .map((bucket): JournalLine => {
      const debit = debitCategories.has(bucket.category) === bucket.amount > 0;
      const amount = Math.abs(bucket.amount);
      return {
        category: bucket.category,
        account: accountFor(bucket),
        debit_minor: debit ? amount : 0,
        credit_minor: debit ? 0 : amount,
        description: describe(bucket),
        line_code: bucket.code,
        department: bucket.department,
        authority: bucket.code === null || bucket.category === 'gross_pay' || bucket.category === 'employer_cost' ? null : authorityOf(jurisdiction, bucket.code),
        destination: bucket.destination,
      };
    });
  const total_debit_minor = lines.reduce((sum, line) => sum + line.debit_minor, 0);
  const total_credit_minor = lines.reduce((sum, line) => sum + line.credit_minor, 0);
  return {
    lines,
    total_debit_minor,
    total_credit_minor,
    balanced: total_debit_minor === total_credit_minor,
    missing_mappings: [...missing.values()].sort((a, b) => compare(a.field, b.field)),
  };
}

function compare(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  return a < b ? -1 : 1;
}

function describe(bucket: Bucket): string {
  const inDepartment = bucket.department ? ` (${bucket.department})` : '';
  switch (bucket.category) {
    case 'gross_pay':
      return `Gross pay ${bucket.code}${inDepartment}`;
    case 'employer_cost':
      return `Employer cost ${bucket.code}${inDepartment}`;
    case 'employer_cost_liability':
      return `Employer cost ${bucket.code} payable`;
    case 'deduction':
      return `Deduction ${bucket.code} payable`;
    case 'net_pay':
      return `Net pay payable (${bucket.destination})`;
  }
}
