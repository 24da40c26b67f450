import type { Database } from '../../db/connect.ts';
import { withTenant } from '../../db/tenant.ts';
import { insertPayRun } from '../../db/payRuns.ts';
import { insertPayslips, type NewPayslip } from '../../db/payslipWrites.ts';
import { sealPayslipInputs, type PayslipInputs } from '../../commands/payRuns/payslipInputs.ts';
import type { StoredLineItem } from '../../db/payslips.ts';
import type { RuleSet } from '../../db/ruleSets.ts';
import { upsertEmployerReferences } from '../../db/employerReferences.ts';
import type { DataKeyring } from '../../domain/sealing/dataKeyring.ts';
import { sealContext, sealValue } from '../../domain/sealing/sealedValue.ts';
import { newId } from '../../domain/ids.ts';
import { runCommand, type CommandPorts } from '../../commands/context.ts';
import { queueFilingWork } from '../../commands/filings/filingWork.ts';
import { payRunMachine } from '../../machines/payRun.ts';
import { statesTagged } from '../../machines/lifecycle.ts';

// KE lines as the engine prints them for a salaried employee with a registered pension scheme.
const lineCatalogue: [string, StoredLineItem['kind'], string | null][] = [
  ['BASIC', 'earning', 'Basic salary'], ['HOUSING', 'earning', 'Housing allowance'],
  ['NSSF_TIER_I', 'deduction', 'NSSF Tier I'], ['NSSF_TIER_II', 'deduction', 'NSSF Tier II'], ['SHIF', 'deduction', 'Social Health Insurance Fund'],
  ['AHL', 'deduction', 'Affordable Housing Levy'], ['PENSION_DEDUCTION', 'informational', 'Pension contributions allowed'],
  ['TAXABLE_PAY', 'informational', 'Taxable pay'], ['TAX_BEFORE_RELIEFS', 'informational', 'Tax before reliefs'],
  ['PERSONAL_RELIEF', 'informational', 'Personal relief'], ['INSURANCE_RELIEF', 'informational', 'Insurance relief'], ['PAYE', 'deduction', 'PAYE'],
  ['NSSF_TIER_I_EMPLOYER', 'employer_cost', 'NSSF Tier I (employer)'], ['NSSF_TIER_II_EMPLOYER', 'employer_cost', 'NSSF Tier II (employer)'],
  ['AHL_EMPLOYER', 'employer_cost', 'Affordable Housing Levy (employer)'],
];
const ruleSet: RuleSet = { id: newId(), manifestHash: null, jurisdiction: 'KE', refs: lineCatalogue.map(([code]) => `KE/${code.toLowerCase()}@2025-07-01`), lines: lineCatalogue };

function linesOf(basic: number): StoredLineItem[] {
  const housing = 1_000_000;
  const gross = basic + housing;
  const amounts: Record<string, [number, number]> = {
    BASIC: [basic, basic], HOUSING: [housing, housing], NSSF_TIER_I: [48_000, 800_000], NSSF_TIER_II: [384_000, 6_400_000], SHIF: [Math.round(gross * 0.0275), gross],
    AHL: [Math.round(gross * 0.015), gross], PENSION_DEDUCTION: [0, 932_000], TAXABLE_PAY: [gross - 932_000, gross], TAX_BEFORE_RELIEFS: [Math.round(gross * 0.25), gross - 932_000],
    PERSONAL_RELIEF: [240_000, 0], INSURANCE_RELIEF: [0, 0], PAYE: [Math.round(gross * 0.25) - 240_000, gross - 932_000],
    NSSF_TIER_I_EMPLOYER: [48_000, 800_000], NSSF_TIER_II_EMPLOYER: [384_000, 6_400_000], AHL_EMPLOYER: [Math.round(gross * 0.015), gross],
  };
  return lineCatalogue.map(([code, kind, description], i) => ({ code, kind, description, amount_minor: amounts[code]![0], base_minor: amounts[code]![1], rate_applied: kind === 'earning' ? null : '0.015', rule_version_ref: ruleSet.refs[i]! }));
}

/** The bench's names: every one different, in no order of their ids. */
const benchName = (i: number) => ({ first: `Wanjiru${i}`, last: 'Kamau' });

/**
 * N employees with every id and input the KE returns need (named by `nameOf`), a paid run of July 2025 paying
 * them, and its filing work (its id). Payslips are shaped as the engine writes them: lines, year to date,
 * snapshots, sealed inputs.
 */
export async function seedKePaidRun(sql: Database, organizationId: string, keyring: DataKeyring, employees: number, nameOf = benchName): Promise<string> {
  const runId = newId();
  const ytd = (months: number, basic: number) => ({ gross_minor: months * basic, taxable_minor: months * basic, paye_minor: months * basic * 0.25, nssf_minor: months * 432_000, shif_minor: months * 150_000, ahl_minor: months * 90_000, pension_minor: 0 });
  await withTenant(sql, organizationId, async (tx) => {
    await upsertEmployerReferences(tx, organizationId, 'KE', { employer_pin: 'P051234567X', nssf_employer_number: '1234567' });
    await insertPayRun(tx, { id: runId, organization_id: organizationId, jurisdiction: 'KE', currency: 'KES', period_start: '2025-07-01', period_end: '2025-07-31', pay_date: '2025-07-31', as_of_date: '2025-07-31', pay_frequency: 'monthly', status: statesTagged(payRunMachine, 'sealed')[0], machine_snapshot: {} });
  });
  for (let start = 0; start < employees; start += 1000) {
    const people: Record<string, unknown>[] = [];
    const inputs: Record<string, unknown>[] = [];
    const payslips: NewPayslip[] = [];
    const priced: { id: string; inputs: PayslipInputs }[] = [];
    for (let i = start; i < Math.min(employees, start + 1000); i++) {
      const id = newId();
      const basic = 5_000_000 + (i % 500) * 100_000;
      const pin = `A${String(100_000_000 + i)}Z`;
      people.push({
        id, organization_id: organizationId, first_name: nameOf(i).first, last_name: nameOf(i).last, staff_id: `B${i}`, jurisdiction: 'KE', denomination_currency: 'KES', payment_currency: 'KES', start_date: '2024-01-01',
        sealed_birthdate: await sealValue(keyring, sealContext('employee', id, 'birthdate'), '1990-05-17'),
        sealed_tax_profile: await sealValue(keyring, sealContext('employee', id, 'tax_profile'), { disability_exemption: false, insurance_premiums_minor: 0, pension_contributions_minor: 500_000 }),
        sealed_statutory_ids: await sealValue(keyring, sealContext('employee', id, 'statutory_ids'), { values: { kra_pin: pin, nssf_number: String(2_000_000_000 + i), shif_number: `CR${String(4_000_000_000_000 + i)}` } }),
      });
      inputs.push({ organization_id: organizationId, employee_id: id, inputs: { national_id_number: String(20_000_000 + i), residential_status: 'RESIDENT', employee_type: 'PRIMARY' } });
      const lines = linesOf(basic);
      const figure = (kind: string) => lines.filter((l) => l.kind === kind).reduce((s, l) => s + l.amount_minor, 0);
      const payslipId = newId();
      priced.push({ id: payslipId, inputs: { classification: 'employee', birthdate: '1990-05-17', taxProfile: { disability_exemption: false, pension_contributions_minor: 500_000 }, household: {}, components: [{ code: 'BASIC', amountMinor: basic }, { code: 'HOUSING', amountMinor: 1_000_000 }] } as unknown as PayslipInputs });
      payslips.push({
        id: payslipId, employee_id: id, gross_minor: figure('earning'), net_minor: figure('earning') - figure('deduction'), employee_deductions_minor: figure('deduction'), employer_cost_minor: figure('employer_cost'),
        tax_minor: lines.find((l) => l.code === 'PAYE')!.amount_minor, payment_minor: figure('earning') - figure('deduction'), payment_currency: 'KES', fx_rate_used: null, line_items: lines,
        ytd_before: ytd(6, basic) as never, ytd_after: ytd(7, basic) as never,
        employee_snapshot: { full_name: `${nameOf(i).first} ${nameOf(i).last}`, staff_id: `B${i}`, classification: 'employee', department: 'Operations', position: 'Clerk', identifiers: [{ label: 'KRA PIN', value: `*******${pin.slice(-4)}` }, { label: 'NSSF', value: '******1234' }], payment_destination: null },
      });
    }
    await withTenant(sql, organizationId, async (tx) => {
      await tx`insert into employees ${tx(people)}`;
      await tx`insert into employee_filing_inputs ${tx(inputs.map((r) => ({ ...r, inputs: tx.json(r.inputs as never) })))}`;
      await insertPayslips(tx, ruleSet, { organization_id: organizationId, pay_run_id: runId, calculation: 1, currency: 'KES', tax_year_start: '2025-01-01', period_start: '2025-07-01', period_end: '2025-07-31', organization_snapshot: { name: 'Bench Ltd', country_code: 'KE' } }, payslips, sealPayslipInputs(keyring, priced));
    });
  }
  const ports = { sql } as unknown as CommandPorts;
  return runCommand(ports, organizationId, 'admin', async (ctx) => {
    await queueFilingWork(ctx, 'pay_run', runId);
    const [work] = await ctx.tx<{ id: string }[]>`select id from filing_work where subject = ${runId}`;
    return work!.id;
  });
}

