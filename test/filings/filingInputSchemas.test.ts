import { describe, expect, it } from 'vitest';
import { EmployeeFilingInputs, MarkFiled } from '../../api/schemas/filing.ts';
import { authorityReferenceProblem } from '../../domain/filings/authorityReference.ts';
import { employeeFilingInputs } from '../../domain/filings/filingFieldCatalog.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? null : result.error!.issues.map((i) => i.message).join('; '));

describe('POST /filings/{id}/mark_filed takes the reference domain/filings/authorityReference.ts defines', () => {
  const references = ['KRA202611090012345', ' LIRS-H1-2025-77 ', '', '   ', 'x'.repeat(100), 'x'.repeat(101), 'Référence', 'tab\there', '~!@#$%^&*()'];

  it.each(references)('%j: the schema answers as the domain rule does', (reference) => {
    const trimmed = reference.trim();
    expect(messageOf(MarkFiled.safeParse({ reference }))).toBe(authorityReferenceProblem(trimmed));
  });
});

describe('closed-list filing inputs are matched in any case and stored as listed', () => {
  const closedLists = [...employeeFilingInputs.values()].filter((f) => f.values);

  it('every closed list of the catalogue', () => {
    expect(closedLists.map((f) => f.key).sort()).toEqual(['employee_type', 'gender', 'pension_fund_administrator', 'residential_status', 'secondary_employment', 'sex', 'starter_declaration', 'state_of_residence']);
  });

  it.each(closedLists.map((f) => [f.key, f.values!] as const))('%s: lower and mixed case give the listed value', (key, values) => {
    for (const value of values) {
      const mixed = [...value.toLowerCase()].map((ch, i) => (i % 2 ? ch.toUpperCase() : ch)).join('');
      for (const sent of [value.toLowerCase(), mixed, ` ${value} `]) {
        const parsed = EmployeeFilingInputs.safeParse({ [key]: sent });
        expect(parsed.success, `${key}=${JSON.stringify(sent)}`).toBe(true);
        expect((parsed.data as Record<string, string>)[key]).toBe(value);
      }
    }
  });

  it('a value not on the list is refused naming the allowed values', () => {
    const parsed = EmployeeFilingInputs.safeParse({ state_of_residence: 'xx' });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues).toMatchObject([{ path: ['state_of_residence'], message: expect.stringContaining('must be one of AB, AD') }]);
  });
});
