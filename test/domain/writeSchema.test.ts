import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkEmployeeWrite } from '../support/employeeWrite.ts';
import { employeeCreateBodySchema, employeeUpdateBodySchema } from '../../domain/employees/writeSchema.ts';
import { ibanProblem } from '../../domain/employees/bankDetails/iban.ts';

type JsonSchema = { properties: Record<string, unknown>; required?: string[]; additionalProperties?: unknown };
const createJson = z.toJSONSchema(employeeCreateBodySchema, { io: 'input' }) as unknown as JsonSchema;
const updateJson = z.toJSONSchema(employeeUpdateBodySchema, { io: 'input' }) as unknown as JsonSchema;

const interfaceFields = [
  'jurisdiction', 'full_name', 'title', 'first_name', 'middle_name', 'last_name', 'suffix', 'classification', 'denomination_currency',
  'payment_currency', 'staff_id', 'start_date', 'end_date', 'birthdate', 'phone', 'department_id', 'position_id', 'location_id', 'hod_id',
  'tax_profile', 'household_composition', 'bank_details', 'statutory_ids', 'compensation',
];

describe('request body schemas', () => {
  it('document every field of interface 2.4, archived on PATCH only, and refuse others', () => {
    expect(Object.keys(createJson.properties).sort()).toEqual([...interfaceFields].sort());
    expect(Object.keys(updateJson.properties).sort()).toEqual([...interfaceFields, 'archived'].sort());
    expect(createJson.required?.sort()).toEqual(['denomination_currency', 'jurisdiction']);
    expect(updateJson.required ?? []).toEqual([]);
    expect(createJson.additionalProperties).toBe(false);
    expect(updateJson.additionalProperties).toBe(false);
  });

  it('match what the validator accepts, key for key', () => {
    for (const [schema, mode] of [
      [createJson, 'create'],
      [updateJson, 'update'],
    ] as const) {
      for (const key of Object.keys(schema.properties)) {
        const context =
          mode === 'create'
            ? ({ mode: 'create' } as const)
            : ({ mode: 'update', current: { jurisdiction: 'KE', denomination_currency: 'KES', title: null, first_name: 'A', middle_name: null, last_name: 'B', suffix: null, start_date: null, end_date: null } } as const);
        const result = checkEmployeeWrite({ [key]: Symbol.for('garbage') }, context);
        expect(result.ok ? undefined : result.fields[key]).not.toBe('unknown field');
      }
    }
  });

  it('never carry an example that looks like a real account, phone or identifier', () => {
    const stringExamples = (JSON.stringify(updateJson).match(/"example":"[^"]*"/g) ?? []).map((example) => example.slice(11, -1));
    expect(stringExamples.length).toBeGreaterThan(0);
    for (const example of stringExamples) {
      expect(example).not.toMatch(/\d{6}/);
      expect(ibanProblem(example.replace(/\s/g, '').toUpperCase())).not.toBeNull();
    }
    // Each scheme is a named schema (BankDetails<Scheme>), so it sits in $defs.
    const schemes = Object.entries((updateJson as { $defs?: Record<string, unknown> }).$defs ?? {}).filter(([name]) => name.startsWith('BankDetails'));
    expect(schemes.length).toBe(7);
    const bankExamples = JSON.stringify([updateJson.properties.bank_details, ...schemes]).match(/"example":"[^"]*"/g) ?? [];
    expect(bankExamples).toEqual(['"example":"mpesa"']);
    expect(JSON.stringify(updateJson.properties.statutory_ids)).not.toContain('"example"');
    expect(JSON.stringify(updateJson.properties.phone)).not.toContain('"example"');
  });
});
