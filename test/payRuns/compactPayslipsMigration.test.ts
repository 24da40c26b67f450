import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connect.ts';
import { migratedOver } from '../support/migratedOver.ts';
import type { TestDatabase } from '../support/database.ts';
import { findPayslip, type StoredLineItem } from '../../db/payslips.ts';

// Migration 014 rewrites payslips already stored, paid ones included: they must read back exactly as before.
let database: TestDatabase;
let sql: Database;

const org = '01900000-0000-7000-8000-000000000001';
const employee = '01900000-0000-7000-8000-000000000002';
const run = '01900000-0000-7000-8000-000000000003';
const derivedSlip = '01900000-0000-7000-8000-000000000004';
const explicitSlip = '01900000-0000-7000-8000-000000000005';
const otherEmployee = '01900000-0000-7000-8000-000000000006';

const lines: StoredLineItem[] = [
  { code: 'BASIC', kind: 'earning', description: 'Basic salary', amount_minor: 5000000, base_minor: 5000000, rate_applied: null, rule_version_ref: null,
    // A field added to lines later (a proration basis) survives the rewrite.
    ...({ proration: { days_paid: 20, days_in_period: 31 } } as object) },
  { code: 'SHIF', kind: 'deduction', description: 'Social Health Insurance Fund (SHIF), 2.75%', amount_minor: 137500, base_minor: 5000000, rate_applied: '2.75%', rule_version_ref: 'KE/shif@2024-10-01#d6cf1bf3cb17' },
  { code: 'PAYE', kind: 'deduction', description: 'Income tax (PAYE)', amount_minor: 584585, base_minor: 4487500, rate_applied: '30%', rule_version_ref: 'KE/paye@2023-07-01#344c1f3d2e33' },
  { code: 'BASIC', kind: 'earning', description: null, amount_minor: 12000, base_minor: 12000, rate_applied: null, rule_version_ref: 'payslip:01900000-0000-7000-8000-0000000000ff' },
];
const ytdBefore = { paye: 100, gross_pay: 1000 };
const ytdAfter = { paye: 584685, gross_pay: 5001000, taxable_pay: 4487500 };
const derivedVersions = ['KE/paye@2023-07-01#344c1f3d2e33', 'KE/shif@2024-10-01#d6cf1bf3cb17', 'payslip:01900000-0000-7000-8000-0000000000ff'];
const explicitVersions = ['KE/ahl@2024-03-19#81f39eecf856', ...derivedVersions];

beforeAll(async () => {
  // Employees are not needed to read a payslip.
  database = await migratedOver('014', async (tx) => {
    await tx`insert into organizations (id, name, country_code, default_currency) values (${org}, 'Old Ltd', 'KE', 'KES')`;
    await tx`insert into pay_runs (id, organization_id, jurisdiction, currency, period_start, period_end, pay_date, as_of_date, status, machine_snapshot, paid_at)
             values (${run}, ${org}, 'KE', 'KES', '2025-07-01', '2025-07-31', '2025-07-28', '2025-07-31', 'paid', '{"status":"done","value":"paid"}', now())`;
    for (const [id, emp, versions] of [[derivedSlip, employee, derivedVersions], [explicitSlip, otherEmployee, explicitVersions]] as const) {
      await tx`insert into payslips (id, organization_id, pay_run_id, employee_id, calculation, currency, gross_minor, net_minor,
                 employee_deductions_minor, employer_cost_minor, tax_minor, payment_minor, payment_currency, line_items, tax_year_start,
                 period_start, period_end, ytd_before, ytd_after, employee_snapshot, organization_snapshot, rule_versions, sealed_inputs)
               values (${id}, ${org}, ${run}, ${emp}, 1, 'KES', 5012000, 4289915, 722085, 0, 584585, 4289915, 'KES', ${tx.json(lines as never)},
                 '2025-01-01', '2025-07-01', '2025-07-31', ${tx.json(ytdBefore)}, ${tx.json(ytdAfter)},
                 ${tx.json({ full_name: 'Old Employee', staff_id: null, classification: 'employee', department: null, position: null })},
                 ${tx.json({ name: 'Old Ltd', country_code: 'KE' })}, ${versions as unknown as string[]}, 'sealed')`;
    }
  });
  sql = database.sql;
});

afterAll(async () => {
  await database?.drop();
});

describe('migration 014 (compact payslip rows)', () => {
  it('reads a paid payslip back with the same lines, year to date and rule versions', async () => {
    const slip = (await findPayslip(sql, org, derivedSlip))!;
    expect(slip.line_items).toEqual(lines);
    expect(slip.ytd_before).toEqual(ytdBefore);
    expect(slip.ytd_after).toEqual(ytdAfter);
    expect(slip.rule_versions).toEqual(derivedVersions);
    const [stored] = await sql`select rule_versions, lines::text from payslips where id = ${derivedSlip}`;
    expect(stored!.rule_versions).toBeNull();
    expect(stored!.lines).not.toContain('KE/paye@');
  });

  it('keeps rule versions written out when they are not what the lines say', async () => {
    const slip = (await findPayslip(sql, org, explicitSlip))!;
    expect(slip.rule_versions).toEqual(explicitVersions);
    expect(slip.line_items).toEqual(lines);
  });

  it('keeps paid payslips sealed', async () => {
    await expect(sql`update payslips set lines = '[]' where id = ${derivedSlip}`).rejects.toThrow(/belongs to a paid pay run/);
    await expect(sql`update payslips set payment_note = 'bank note' where id = ${derivedSlip}`).resolves.toBeDefined();
  });
});
