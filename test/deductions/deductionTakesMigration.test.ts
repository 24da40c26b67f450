import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connect.ts';
import { migratedOver } from '../support/migratedOver.ts';
import type { TestDatabase } from '../support/database.ts';
import { deductionsInForce, findEmployeeDeductions } from '../../db/employeeDeductions.ts';
import { deductionRecoveryStatuses, yearToDateStatuses } from '../../machines/payRun.ts';

// Migration 070 stores what each payslip already written took per deduction: a balance read from the stored sums
// must be what summing the payslips' lines gave (the query before it, kept below as the reference).
let database: TestDatabase;
let sql: Database;

const org = '01900000-0000-7000-8000-000000000001';
const employee = '01900000-0000-7000-8000-000000000002';
const otherEmployee = '01900000-0000-7000-8000-000000000003';
const paidRun = '01900000-0000-7000-8000-000000000010';
const calculatedRun = '01900000-0000-7000-8000-000000000011';
const loan = '01900000-0000-7000-8000-000000000020';
const dues = '01900000-0000-7000-8000-000000000021';
const othersLoan = '01900000-0000-7000-8000-000000000022';
const ruleSet = '01900000-0000-7000-8000-000000000030';
const recovered = deductionRecoveryStatuses[0]!;
const pending = yearToDateStatuses.find((s) => !(deductionRecoveryStatuses as readonly string[]).includes(s))!;

/** Stored lines: [amount, base, rate, ref, code, kind, description] or a catalogue line [amount, base, rate, ref, index]. */
const line = (amount: number, ref: string | number | null, code = 'LOAN') => [amount, amount, null, ref, code, 'deduction', 'Loan'];
const slips: { id: string; run: string; employee: string; lines: unknown[] }[] = [
  // Two lines of the loan on one payslip (summed), the dues, a catalogue line and a retro line beside them.
  { id: '01900000-0000-7000-8000-000000000100', run: paidRun, employee, lines: [
    [5000000, 5000000, null, null, 0], line(20000, `employee_deduction:${loan}`), line(5000, `employee_deduction:${loan}`),
    line(700, `employee_deduction:${dues}`, 'DUES'), line(123, `payslip:${loan}`, 'RETRO_BASIC'), [9, 9, '1%', 0, 1]] },
  { id: '01900000-0000-7000-8000-000000000101', run: calculatedRun, employee, lines: [line(20000, `employee_deduction:${loan}`)] },
  // Another employee's payslip naming the loan (a copied row): it never counted for the loan's employee.
  { id: '01900000-0000-7000-8000-000000000102', run: paidRun, employee: otherEmployee, lines: [line(999, `employee_deduction:${loan}`), line(300, `employee_deduction:${othersLoan}`)] },
];

beforeAll(async () => {
  database = await migratedOver('070', async (tx) => {
    await tx`insert into organizations (id, name, country_code, default_currency) values (${org}, 'Old Ltd', 'KE', 'KES')`;
    await tx`insert into rule_sets (id, refs) values (${ruleSet}, '{KE/paye}')`;
    for (const [id, status] of [[paidRun, recovered], [calculatedRun, pending]] as const) {
      await tx`insert into pay_runs (id, organization_id, jurisdiction, currency, period_start, period_end, pay_date, as_of_date, status, machine_snapshot)
               values (${id}, ${org}, 'KE', 'KES', '2025-07-01', '2025-07-31', '2025-07-28', '2025-07-31', ${status}, '{}')`;
    }
    for (const [id, owner] of [[loan, employee], [dues, employee], [othersLoan, otherEmployee]] as const) {
      await tx`insert into employee_deductions (id, organization_id, employee_id, kind, description, currency, priority, total_minor)
               values (${id}, ${org}, ${owner}, 'loan', 'Loan', 'KES', 1, 1000000)`;
      await tx`insert into employee_deduction_terms (organization_id, deduction_id, effective_from, amount_minor) values (${org}, ${id}, '2025-01-01', 20000)`;
    }
    for (const slip of slips) {
      await tx`insert into payslips (id, organization_id, pay_run_id, employee_id, calculation, currency, gross_minor, net_minor, employee_deductions_minor,
          employer_cost_minor, tax_minor, payment_minor, payment_currency, rule_set_id, lines, tax_year_start, period_start, period_end, ytd_before, ytd_after,
          employee_snapshot, organization_snapshot, sealed_inputs)
        values (${slip.id}, ${org}, ${slip.run}, ${slip.employee}, 1, 'KES', 100, 90, 10, 0, 0, 90, 'KES', ${ruleSet}, ${JSON.stringify(slip.lines)}::text::json,
          '2025-01-01', '2025-07-01', '2025-07-31', '{}', '{}', '{}', '{}', 'x')`;
    }
  });
  sql = database.sql;
});

afterAll(async () => {
  await database?.drop();
});

/** What a deduction's lines took, summed from the payslips' lines as before migration 070. */
async function fromLines(deduction: string, statuses: readonly string[]): Promise<number> {
  const [row] = await sql<{ taken: number }[]>`
    select (select coalesce(sum((l ->> 0)::bigint), 0)::bigint
      from payslips p cross join json_array_elements(p.lines) l
      where p.organization_id = d.organization_id and p.employee_id = d.employee_id
        and (select r.status from pay_runs r where r.id = p.pay_run_id) = any(${statuses as string[]}::text[])
        and l ->> 3 = 'employee_deduction:' || d.id) as taken
    from employee_deductions d where d.id = ${deduction}`;
  return Number(row!.taken);
}

describe('migration 070 (what each payslip took per deduction)', () => {
  it('stores one sum per payslip and deduction, from the lines that name it', async () => {
    const rows = await sql`select payslip_id, deduction_id, employee_id, pay_run_id, amount_minor::int from payslip_deduction_takes order by payslip_id, amount_minor`;
    expect(rows).toEqual([
      { payslip_id: slips[0]!.id, deduction_id: dues, employee_id: employee, pay_run_id: paidRun, amount_minor: 700 },
      { payslip_id: slips[0]!.id, deduction_id: loan, employee_id: employee, pay_run_id: paidRun, amount_minor: 25000 },
      { payslip_id: slips[1]!.id, deduction_id: loan, employee_id: employee, pay_run_id: calculatedRun, amount_minor: 20000 },
      { payslip_id: slips[2]!.id, deduction_id: othersLoan, employee_id: otherEmployee, pay_run_id: paidRun, amount_minor: 300 },
      { payslip_id: slips[2]!.id, deduction_id: loan, employee_id: otherEmployee, pay_run_id: paidRun, amount_minor: 999 },
    ]);
  });

  it('gives every balance the payslips\' lines gave', async () => {
    const recoveredStatuses = deductionRecoveryStatuses;
    const pendingStatuses = yearToDateStatuses.filter((s) => !(recoveredStatuses as readonly string[]).includes(s));
    for (const [owner, deduction] of [[employee, loan], [employee, dues], [otherEmployee, othersLoan]] as const) {
      const [read] = await findEmployeeDeductions(sql, { organizationId: org, employeeId: owner, id: deduction });
      expect(Number(read!.recovered_minor)).toBe(await fromLines(deduction, recoveredStatuses));
      expect(Number(read!.pending_minor)).toBe(await fromLines(deduction, pendingStatuses));
    }
    const [loanRead] = await findEmployeeDeductions(sql, { organizationId: org, employeeId: employee, id: loan });
    expect([Number(loanRead!.recovered_minor), Number(loanRead!.pending_minor)]).toEqual([25000, 20000]);

    // A calculation of a third run takes every other counted run's instalments; of the calculated run, not its own.
    const inForce = async (payRunId: string) =>
      (await deductionsInForce(sql, { organizationId: org, employeeIds: [employee, otherEmployee], periodEnd: '2025-08-31', payRunId }))
        .map((d) => [d.id, Number(d.taken_minor)]).sort();
    expect(await inForce('01900000-0000-7000-8000-0000000000ff')).toEqual([[loan, 45000], [dues, 700], [othersLoan, 300]].sort());
    expect(await inForce(calculatedRun)).toEqual([[loan, 25000], [dues, 700], [othersLoan, 300]].sort());
  });
});
