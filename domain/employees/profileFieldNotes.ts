/** What each tax_profile field means, for the API document (the schemas live in domain/jurisdictions.ts). */
export const taxProfileFieldNotes: Record<string, string> = {
  tax_code: 'HMRC PAYE tax code (default 1257L); England, Wales and Northern Ireland codes only: a Scottish S code is refused',
  ni_category: 'National Insurance category letter (default A)',
  week1_month1: 'Non-cumulative (emergency) basis: each period is taxed on its own (default false)',
  insurance_premiums_minor: 'Monthly life, education or health insurance premiums paid, in KES minor units, for the insurance relief (default 0)',
  disability_exemption: 'Holds a KRA disability exemption certificate (default false)',
  annual_rent_minor: 'Annual rent paid, in NGN minor units, for the rent relief (default 0)',
  nhf: 'Contributes to the National Housing Fund (default false)',
  resident: 'Resident for Ghana income tax (default true); non-residents pay a flat rate',
  medical_scheme_member: 'Member of a registered medical scheme, for the medical tax credit (default false)',
  residency: 'Citizen, permanent resident in year 1, 2 or 3+, or foreigner: decides CPF (default citizen)',
};
