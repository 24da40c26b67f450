import { zaIdNumberProblem } from '../../../domain/employees/statutoryIds/zaIdNumber.ts';
import { zaTaxReferenceProblem } from '../../../domain/employees/statutoryIds/zaTaxReference.ts';
import { zaPayeReferenceProblem, zaReferencesDisagree, zaSdlReferenceProblem, zaUifReferenceProblem } from '../../../domain/filings/zaEmployerReferences.ts';
import { endOfRecord, fieldByCode, incomeCodes, type Emp501Field } from './emp501Fields.ts';

/**
 * Checks a tax certificate import file against the rules of SARS's PAYE Employer Reconciliation BRS V23.0.0 that
 * apply to the codes this service writes (documents/filings/za/SOURCES.md lists each rule and where it is stated):
 * record structure, mandatory codes, characters and length per field type, no negative amounts, cents only where
 * the BRS allows them, tax year and period format, certificate numbers, reference check digits, 4149 and 3699
 * sums, and the trailer's check totals. Returns every breach, each naming its record and code; none: it passes.
 */
type Pair = { code: string; raw: string; quoted: boolean; value: string };

const headerMandatory = ['2010', '2015', '2020', '2025', '2026', '2028', '2030', '2031', '2064', '2080', '2082'];
const employeeMandatory = ['3010', '3015', '3020', '3025', '3030', '3040', '3050', '3080', '3136', '3147', '3150', '3160', '3170', '3180', '3200', '3210', '3214', '3217', '3263', '4149'];
const trailerMandatory = ['6010', '6020', '6030'];

const alpha = /^[\p{L} '-]+$/u;
const alphanumeric = /^[\p{L}0-9 '-]+$/u;
const freeText = /^[^,|"]+$/u;
const wholeNumber = /^\d+$/u;
const cents = /^\d+\.\d{2}$/u;
const fourDecimals = /^\d+\.\d{4}$/u;

function parsePairs(line: string): Pair[] | string {
  const pairs: Pair[] = [];
  let rest = line;
  while (rest.length > 0) {
    const code = /^(\d{4}),/u.exec(rest) ?? (rest === endOfRecord ? [endOfRecord, endOfRecord] : null);
    if (!code) return `expected a 4-digit code at "${rest.slice(0, 12)}"`;
    if (code[1] === endOfRecord && rest === endOfRecord) {
      pairs.push({ code: endOfRecord, raw: '', quoted: false, value: '' });
      return pairs;
    }
    rest = rest.slice(5);
    const quoted = rest.startsWith('"');
    const end = quoted ? rest.indexOf('"', 1) : rest.indexOf(',');
    if (quoted && end < 0) return `unterminated text after code ${code[1]}`;
    const raw = quoted ? rest.slice(1, end) : rest.slice(0, end < 0 ? rest.length : end);
    pairs.push({ code: code[1]!, raw, quoted, value: raw });
    rest = rest.slice(quoted ? end + 1 : raw.length);
    if (rest.startsWith(',')) rest = rest.slice(1);
    else if (rest.length > 0) return `expected a comma after code ${code[1]}`;
  }
  return pairs;
}

function fieldProblems(field: Emp501Field, pair: Pair): string[] {
  const problems: string[] = [];
  const v = pair.value;
  if (v.length === 0) return ['is empty (a field without a value must be left out)'];
  if (v.startsWith('-')) return ['is negative (no amount may be negative)'];
  if (field.type === 'N' && pair.quoted) problems.push('is numeric and must not be quoted');
  if (field.type !== 'N' && !pair.quoted) problems.push('is text and must be in double quotes');
  if (field.values) {
    if (!field.values.includes(v)) problems.push(`must be one of ${field.values.join(', ')}`);
  } else if (field.money === 'cents') {
    if (!cents.test(v)) problems.push('must be rands with a decimal point and two cents digits');
  } else if (field.money === 'rands') {
    if (!wholeNumber.test(v)) problems.push('must be whole rands (cents dropped)');
    else if (Number(v) === 0) problems.push('is zero: a zero amount must not be completed');
  } else if (field.decimal4) {
    if (!fourDecimals.test(v)) problems.push('must have a decimal point and four decimals');
  } else if (field.type === 'N' && !wholeNumber.test(v)) problems.push('must be numeric');
  else if (field.type === 'A' && !alpha.test(v)) problems.push('must be alpha (letters, space, dash, apostrophe)');
  else if (field.type === 'AN' && !alphanumeric.test(v)) problems.push('must be alphanumeric');
  else if (field.type === 'FT' && !freeText.test(v)) problems.push('must not contain a comma, pipe or double quote');
  const length = field.money === 'cents' ? v.replace('.', '').length : v.length;
  if (length > field.max) problems.push(`is longer than ${field.max}`);
  return problems;
}

const validDate = (v: string) => /^\d{8}$/u.test(v) && new Date(`${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6, 8)}T00:00:00Z`).toISOString().slice(0, 10).replaceAll('-', '') === v;
const centsOf = (v: string | undefined) => (v === undefined ? 0 : Math.round(Number(v) * 100));

export function validateEmp501(text: string): string[] {
  const errors: string[] = [];
  if (!text.endsWith('\r\n')) errors.push('file: every record must end with a line break');
  const lines = text.split('\r\n').filter((l, i, all) => !(i === all.length - 1 && l === ''));
  if (lines.length < 3) return [...errors, 'file: needs an employer header, at least one employee record and a trailer'];
  const records: Map<string, string>[] = [];
  lines.forEach((line, index) => {
    const at = `record ${index + 1}`;
    const parsed = parsePairs(line);
    if (typeof parsed === 'string') return void errors.push(`${at}: ${parsed}`);
    if (parsed.at(-1)?.code !== endOfRecord) errors.push(`${at}: must end with code 9999`);
    const values = new Map<string, string>();
    for (const pair of parsed.filter((p) => p.code !== endOfRecord)) {
      if (values.has(pair.code)) errors.push(`${at} code ${pair.code}: appears twice`);
      values.set(pair.code, pair.value);
      const field = fieldByCode.get(pair.code);
      if (!field) errors.push(`${at} code ${pair.code}: not a code of this file`);
      else for (const problem of fieldProblems(field, pair)) errors.push(`${at} code ${pair.code} (${field.name}): ${problem}`);
    }
    records.push(values);
  });
  if (records.length !== lines.length) return errors;
  const [header, ...rest] = records;
  const trailer = rest.pop()!;
  const employees = rest;
  const mandatory = (record: Map<string, string>, codes: string[], at: string) => {
    for (const code of codes) if (!record.has(code)) errors.push(`${at}: mandatory code ${code} (${fieldByCode.get(code)?.name}) is missing`);
  };
  if (lines[0]!.slice(0, 5) !== '2010,') errors.push('record 1: the employer header must start with code 2010');
  if (!lines.at(-1)!.startsWith('6010,')) errors.push(`record ${lines.length}: the trailer must start with code 6010`);
  mandatory(header!, headerMandatory, 'record 1');
  mandatory(trailer, trailerMandatory, `record ${lines.length}`);

  const year = header!.get('2030') ?? '';
  const period = header!.get('2031') ?? '';
  const paye = header!.get('2020') ?? '';
  if (!/^\d{4}$/u.test(year)) errors.push('record 1 code 2030: the transaction year must be CCYY');
  if (!/^\d{4}(02|08)$/u.test(period)) errors.push('record 1 code 2031: the period of reconciliation must be CCYY02 or CCYY08');
  else if (period.slice(0, 4) !== (period.endsWith('02') ? year : String(Number(year) - 1))) errors.push('record 1 code 2031: the period must fall in the transaction year (February of it, or the August before)');
  if (!['LIVE', 'TEST'].includes(header!.get('2015') ?? '')) errors.push('record 1 code 2015: must be LIVE or TEST');
  const payeProblem = zaPayeReferenceProblem(paye);
  if (payeProblem) errors.push(`record 1 code 2020: ${payeProblem}`);
  for (const [code, check] of [['2022', zaSdlReferenceProblem], ['2024', zaUifReferenceProblem]] as const) {
    const value = header!.get(code);
    if (value === undefined) continue;
    const problem = check(value);
    if (problem) errors.push(`record 1 code ${code}: ${problem}`);
    else if (zaReferencesDisagree(paye, value)) errors.push(`record 1 code ${code}: must end in the same 9 digits as the PAYE reference`);
  }

  const certificates = new Set<string>();
  const certificatePattern = new RegExp(`^${paye}${year}${period.slice(4)}[A-Z0-9]{14}$`, 'u');
  employees.forEach((e, i) => {
    const at = `record ${i + 2}`;
    mandatory(e, employeeMandatory, at);
    if (lines[i + 1]!.slice(0, 5) !== '3010,') errors.push(`${at}: an employee record must start with code 3010`);
    const number = e.get('3010') ?? '';
    if (!certificatePattern.test(number) || number.length !== 30) {
      errors.push(`${at} code 3010: the certificate number must be 30 upper-case letters or digits: the PAYE reference, the transaction year, the period month, then 14 characters`);
    }
    if (certificates.has(number)) errors.push(`${at} code 3010: certificate number used twice`);
    certificates.add(number);
    const type = e.get('3015');
    if (type !== 'IRP5' && type !== 'IT3(a)') errors.push(`${at} code 3015: must be IRP5 or IT3(a)`);
    if (Number(e.get('3025')) > Number(year) || !/^\d{4}$/u.test(e.get('3025') ?? '')) errors.push(`${at} code 3025: the year of assessment must be CCYY, not after the transaction year`);
    if (e.get('3020') === 'A') {
      const id = e.get('3060');
      if (!id) errors.push(`${at}: mandatory code 3060 (Identity number) is missing for nature of person A`);
      else if (zaIdNumberProblem(id)) errors.push(`${at} code 3060: ${zaIdNumberProblem(id)}`);
    }
    const taxNumber = e.get('3100');
    if (taxNumber !== undefined && zaTaxReferenceProblem(taxNumber)) errors.push(`${at} code 3100: ${zaTaxReferenceProblem(taxNumber)}`);
    if (type === 'IRP5' && e.has('4102') && centsOf(e.get('4102')) > 0 && !taxNumber) errors.push(`${at}: code 3100 is mandatory on an IRP5 with PAYE`);
    for (const code of ['3080', '3170', '3180']) if (e.has(code) && !validDate(e.get(code)!)) errors.push(`${at} code ${code}: must be a date CCYYMMDD`);
    if ((e.get('3170') ?? '') > (e.get('3180') ?? '')) errors.push(`${at} code 3180: must not be before the start date 3170`);
    if (type === 'IRP5' && !e.has('4102') && !e.has('4150')) errors.push(`${at}: an IRP5 needs 4102 (PAYE), or 4150 (reason code)`);
    if (type === 'IT3(a)' && e.has('4102')) errors.push(`${at} code 4102: must not be completed on an IT3(a)`);
    if (type === 'IT3(a)' && !e.has('4150')) errors.push(`${at}: mandatory code 4150 (reason code) is missing on an IT3(a)`);
    if (header!.has('2024') && !e.has('4141')) errors.push(`${at}: code 4141 (UIF) is mandatory when the UIF reference is completed`);
    const taxTotal = ['4102', '4141', '4142'].reduce((s, c) => s + centsOf(e.get(c)), 0);
    if (centsOf(e.get('4149')) !== taxTotal) errors.push(`${at} code 4149: must equal 4102 + 4141 + 4142 (${(taxTotal / 100).toFixed(2)})`);
    const income = incomeCodes.reduce((s, c) => s + Number(e.get(c) ?? 0), 0);
    if (Number(e.get('3699') ?? 0) !== income) errors.push(`${at} code 3699: must equal the sum of the income codes (${income})`);
    if (Number(e.get('3697') ?? 0) + Number(e.get('3698') ?? 0) !== Number(e.get('3699') ?? 0)) errors.push(`${at} code 3699: must equal 3697 + 3698`);
  });

  let codes = 0;
  let amounts = 0;
  lines.slice(0, -1).forEach((line) => {
    const parsed = parsePairs(line);
    if (typeof parsed === 'string') return;
    for (const pair of parsed) {
      codes += Number(pair.code);
      const money = fieldByCode.get(pair.code)?.money;
      if (money === 'rands') amounts += Number(pair.value) * 100;
      if (money === 'cents') amounts += centsOf(pair.value);
    }
  });
  if (trailer.get('6010') !== String(lines.length)) errors.push(`record ${lines.length} code 6010: must be the number of records, ${lines.length}`);
  if (trailer.get('6020') !== String(codes)) errors.push(`record ${lines.length} code 6020: must be the sum of the codes of every record before it, ${codes}`);
  if (centsOf(trailer.get('6030')) !== amounts) errors.push(`record ${lines.length} code 6030: must be the sum of every amount, ${(amounts / 100).toFixed(2)}`);
  return errors;
}
