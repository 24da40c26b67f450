/**
 * One line of the import benchmarks' uploads: a Kenyan employee with a phone, bank details, a tax profile and two
 * compensation components, so every row validates and seals like a real one.
 */
export function benchImportLine(i: number): string {
  return JSON.stringify({
    jurisdiction: 'KE', denomination_currency: 'KES', full_name: `Wanjiru ${i} Kamau`, staff_id: `B${i}`, start_date: '2024-01-01',
    phone: '+254 712 345 678', bank_details: { iban: 'GB82 WEST 1234 5698 7654 32' }, tax_profile: { disability_exemption: false },
    compensation: [{ component_code: 'BASIC', amount_cents: 5_000_000 + (i % 500) * 100_000 }, { component_code: 'HOUSING', amount_cents: 1_000_000 }],
  });
}
