/**
 * Named-field access compiled once per field list (a jurisdiction's tax_profile fields or accumulators).
 * Reading `object[name]` in a loop over names goes through V8's generic keyed access for every field of
 * every payslip; a function that spells each name as a property is specialised to the objects' shape.
 * Names enter the generated source only as JSON string literals; the functions hold no other logic.
 */

/** `load(object, values)` sets values[i] = object[names[i]]. */
export type FieldLoader = (object: Record<string, unknown>, values: unknown[]) => void;

export function fieldLoader(names: readonly string[]): FieldLoader {
  const body = names.map((name, i) => `values[${i}] = object[${JSON.stringify(name)}];`).join('\n');
  return new Function(`return function loadFields(object, values) {\n${body}\n};`)() as FieldLoader;
}

/** `build(read, words, at)` = { [names[i]]: read(words, at + 2 * i) }, keys in the order of `names`. */
export type SlotObjectBuilder = (read: (words: Uint32Array, at: number) => number, words: Uint32Array, at: number) => Record<string, number>;

export function slotObjectBuilder(names: readonly string[]): SlotObjectBuilder {
  // In a literal, "__proto__": sets the prototype instead of a key.
  if (names.includes('__proto__')) throw new Error('a field cannot be named __proto__');
  const fields = names.map((name, i) => `${JSON.stringify(name)}: read(words, at + ${i * 2})`).join(',\n');
  return new Function(`return function objectOfSlots(read, words, at) {\nreturn {\n${fields}\n};\n};`)() as SlotObjectBuilder;
}
