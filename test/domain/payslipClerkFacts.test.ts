import { describe, expect, it } from 'vitest';
import { prorationBases } from '../../domain/payroll/prorationBasis.ts';
import { periodCompensation, type CompensationRowAmount } from '../../domain/payroll/periodCompensation.ts';
import { paymentDestinationOf, paymentDestinationText } from '../../domain/employees/bankDetails/maskedDestination.ts';
import { rateKindOf } from '../../domain/payroll/rateKind.ts';
import { familiesByRef } from '../../rules-wasm/host/ruleFamilies.ts';
import type { BankDetails } from '../../domain/employees/bankDetails/bankDetails.ts';

const july = { start: '2025-07-01', end: '2025-07-31' };
const row = (overrides: Partial<CompensationRowAmount> = {}): CompensationRowAmount => ({
  component_code: 'BASIC', amount_minor: 3_100_000, proratable: true, effective_from: '2024-01-01', effective_to: null, ...overrides,
});
const employed = (start_date: string | null, end_date: string | null = null) => ({ start_date, end_date });

describe('the proration basis', () => {
  it.each([
    ['a joiner on the 16th', [row()], employed('2025-07-16'), 16],
    ['a leaver on the 10th', [row()], employed('2020-01-01', '2025-07-10'), 10],
    ['joined on the 5th, left on the 20th', [row()], employed('2025-07-05', '2025-07-20'), 16],
    ['pay starting on the 22nd', [row({ effective_from: '2025-07-22' })], employed('2020-01-01'), 10],
    ['pay ending on the 15th (exclusive end)', [row({ effective_to: '2025-07-15' })], employed('2020-01-01'), 14],
  ])('%s', (_, rows, employment, days) => {
    expect(prorationBases(rows, employment, july).get('BASIC')).toEqual({ days_paid: days, days_in_period: 31 });
    // The amount priced is the same share of the month.
    expect(periodCompensation(rows, employment, july)[0]!.amountMinor).toBe(Math.round((3_100_000 * days) / 31));
  });

  it('a raise mid-month pays every day of the month: not prorated', () => {
    const rows = [row({ effective_to: '2025-07-16' }), row({ amount_minor: 4_000_000, effective_from: '2025-07-16' })];
    expect(prorationBases(rows, employed('2020-01-01'), july).size).toBe(0);
  });

  it('a component that is not proratable (a bonus) is paid whole and has no basis', () => {
    expect(prorationBases([row({ component_code: 'BONUS', proratable: false })], employed('2025-07-16'), july).size).toBe(0);
  });

  it('nothing when not employed in the period', () => {
    expect(prorationBases([row()], employed('2025-08-01'), july).size).toBe(0);
  });

  it('a week of a weekly period', () => {
    expect(prorationBases([row()], employed('2025-12-31'), { start: '2025-12-29', end: '2026-01-04' }).get('BASIC')).toEqual({ days_paid: 5, days_in_period: 7 });
  });
});

describe('the masked payment destination', () => {
  it.each<[BankDetails, string]>([
    [{ scheme: 'sort_code', sort_code: '123456', account_number: '87654321' }, 'Sort code 12-34-56 ••••4321'],
    [{ scheme: 'iban', iban: 'DE89370400440532013000' }, 'IBAN DE ••••3000'],
    [{ scheme: 'nuban', nuban: '0123456789', bank_code: '058' }, 'Bank code 058 ••••6789'],
    [{ scheme: 'aba', routing_number: '021000021', account_number: '123456789012' }, 'Routing number 021000021 ••••9012'],
    [{ scheme: 'canadian', institution_number: '001', transit_number: '12345', account_number: '1234567' }, 'Institution and transit 001-12345 ••••4567'],
    [{ scheme: 'clabe', clabe: '002010077777777771' }, 'CLABE, bank 002 ••••7771'],
    [{ scheme: 'mobile_money', mobile_money_provider: 'mtn_momo', mobile_money_number: '+233241234567', mobile_money_name: 'Kofi Mensah' }, 'MTN MoMo wallet ••••4567'],
    [{ scheme: 'mobile_money', mobile_money_provider: 'some_pay', mobile_money_number: '+254712345678', mobile_money_name: 'Amina Otieno' }, 'some pay wallet ••••5678'],
  ])('%o -> %s', (details, printed) => {
    const destination = paymentDestinationOf(details);
    expect(paymentDestinationText(destination)).toBe(printed);
    // Never more of the account than its last four characters, never the name the bank holds.
    const kept = JSON.stringify(destination);
    for (const [key, value] of Object.entries(details)) {
      if (['account_number', 'iban', 'nuban', 'clabe', 'mobile_money_number', 'mobile_money_name'].includes(key)) expect(kept).not.toContain(String(value).slice(-6));
    }
  });
});

describe('the kind of rate', () => {
  const families = familiesByRef([
    { jurisdiction: 'KE', rule: 'paye', effectiveFrom: '2023-07-01', hash: 'aaa', family: 'progressive_bands' },
    { jurisdiction: 'KE', rule: 'shif', effectiveFrom: '2024-10-01', hash: 'bbb', family: 'flat_rate' },
  ]);
  it.each([
    ['KE/paye@2023-07-01#aaa', '30%', 'marginal'],
    ['KE/shif@2024-10-01#bbb', '2.75%', 'flat'],
    ['KE/paye@2023-07-01#aaa', null, null],
    ['KE/unknown@2023-07-01#ccc', '5%', null],
    [null, '5%', null],
  ])('%s at %s -> %s', (ref, rate, kind) => {
    expect(rateKindOf({ rule_version_ref: ref, rate_applied: rate }, families)).toBe(kind);
  });
});

describe('a payslip stored before these facts were recorded', () => {
  it('serves them as null, every other field as it was', async () => {
    const { presentPayslip } = await import('../../commands/presenters/payslip.ts');
    const { samplePayslip } = await import('../pdf/samplePayslip.ts');
    const served = presentPayslip(samplePayslip());
    expect(served.payment_destination).toBeNull();
    for (const line of served.line_items) {
      expect(line.proration).toBeNull();
      expect(line.rate_kind).toBeNull();
    }
    expect(served.line_items.find((line) => line.code === 'PAYE')).toMatchObject({ rate_applied: '30%', rule_version_ref: 'KE/paye@2023-07-01#344c1f3d2e33' });
  });
});
