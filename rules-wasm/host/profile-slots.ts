import { z } from 'zod';
import { householdCompositionSchema, taxProfileSchemas, type Jurisdiction } from '../../domain/jurisdictions.ts';
import { maxHouseholdSlots, maxProfileSlots, textSlots } from './layout.ts';

/**
 * How each tax_profile / household_composition field crosses into the engine: in the schema's key
 * order, a flag (0/1), an integer, a choice (index into its options), a set of choices (an array of an
 * enum: bit i set when option i is present) or text (ASCII packed into `textSlots` slots). The compiler turns these into PROFILE_* constants for the AssemblyScript method,
 * so adding a field to domain/jurisdictions.ts needs no change here.
 */
export type FieldSlot =
  | { name: string; slot: number; kind: 'flag' | 'integer' }
  | { name: string; slot: number; kind: 'choice'; options: readonly string[] }
  | { name: string; slot: number; kind: 'choices'; options: readonly string[] }
  | { name: string; slot: number; kind: 'text' };

function unwrap(field: z.ZodType): z.ZodType {
  let current = field;
  while (current instanceof z.ZodDefault || current instanceof z.ZodOptional) current = current.unwrap() as z.ZodType;
  return current;
}

function slotsOf(schema: z.ZodObject, limit: number, owner: string): FieldSlot[] {
  const slots: FieldSlot[] = [];
  let next = 0;
  for (const [name, field] of Object.entries(schema.shape)) {
    const inner = unwrap(field as z.ZodType);
    let slot: FieldSlot;
    if (inner instanceof z.ZodBoolean) slot = { name, slot: next, kind: 'flag' };
    else if (inner instanceof z.ZodNumber) slot = { name, slot: next, kind: 'integer' };
    else if (inner instanceof z.ZodEnum) slot = { name, slot: next, kind: 'choice', options: inner.options.map(String) };
    else if (inner instanceof z.ZodString) slot = { name, slot: next, kind: 'text' };
    else if (inner instanceof z.ZodArray && unwrap(inner.element as z.ZodType) instanceof z.ZodEnum)
      slot = { name, slot: next, kind: 'choices', options: (unwrap(inner.element as z.ZodType) as z.ZodEnum).options.map(String) };
    else throw new Error(`${owner}.${name}: the engine cannot carry this field type (use boolean, integer, enum, array of enum or string)`);
    next += slot.kind === 'text' ? textSlots : 1;
    slots.push(slot);
  }
  if (next > limit) throw new Error(`${owner}: needs ${next} slots, the layout has ${limit}`);
  return slots;
}

export function taxProfileSlots(jurisdiction: Jurisdiction): FieldSlot[] {
  return slotsOf(taxProfileSchemas[jurisdiction] as unknown as z.ZodObject, maxProfileSlots, `taxProfileSchemas.${jurisdiction}`);
}

export const householdSlots: FieldSlot[] = slotsOf(householdCompositionSchema, maxHouseholdSlots, 'householdCompositionSchema');
