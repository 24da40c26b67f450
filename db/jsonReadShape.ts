/**
 * A JSON object of a read shape, written once: each member's value as the presenter builds it from a row, beside
 * the SQL expression whose text is that same value as JSON. The presenter and the SQL are both generated from it,
 * so they have the same keys in the same order; a member cannot be added to one and not the other.
 */
export interface JsonMember<Row, Value, Source> {
  present: (row: Row) => Value;
  /**
   * SQL whose text is the value's JSON as JSON.stringify writes it (never SQL null), over the source's expressions;
   * or its consecutive pieces, which the object's concat() joins without copying a long value once more.
   */
  sql: (source: Source) => string | readonly string[];
}

// `any`: each member keeps its own value type, which Presented reads back.
// deno-lint-ignore no-explicit-any
type Members<Row, Source> = Record<string, JsonMember<Row, any, Source>>;

/** The object the presenter builds: each member's value type. */
export type Presented<M> = { [K in keyof M]: M[K] extends JsonMember<never, infer Value, never> ? Value : never };

const sqlLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;
const isLiteral = (piece: string) => /^'(?:[^']|'')*'$/.test(piece);

/** Neighbouring literals as one: `',"gross":' '{"amount_minor":'` is written `',"gross":{"amount_minor":'`. */
function joinLiterals(pieces: readonly string[]): string[] {
  const joined: string[] = [];
  for (const piece of pieces) {
    const last = joined.at(-1);
    if (last !== undefined && isLiteral(last) && isLiteral(piece)) joined[joined.length - 1] = `${last.slice(0, -1)}${piece.slice(1)}`;
    else joined.push(piece);
  }
  return joined;
}

export class JsonObjectShape<Row, Source, M extends Members<Row, Source>> {
  readonly keys: readonly (keyof M & string)[];

  constructor(readonly members: M) {
    this.keys = Object.keys(members);
  }

  present(row: Row): Presented<M> {
    const object: Record<string, unknown> = {};
    for (const key of this.keys) object[key] = this.members[key]!.present(row);
    return object as Presented<M>;
  }

  /**
   * SQL text pieces writing `"key":value` for `keys` (all by default) in the shape's order, comma-separated, with a
   * leading comma unless they open the object: arguments of concat(), or operands of ||. An object may so be
   * written in parts (see line items' heads).
   */
  sqlMembers(source: Source, keys: readonly (keyof M & string)[] = this.keys, opensObject = true): string[] {
    const ordered = this.keys.filter((key) => keys.includes(key));
    const pieces = ordered.flatMap((key, i) => {
      const value = this.members[key]!.sql(source);
      return [sqlLiteral(`${i === 0 && opensObject ? '' : ','}${JSON.stringify(key)}:`), ...(typeof value === 'string' ? [value] : value)];
    });
    return joinLiterals(pieces).map((piece) => (isLiteral(piece) ? piece : `(${piece})`));
  }

  /** The whole object as concat() arguments, to be written inside a larger object's. */
  sqlPieces(source: Source): string[] {
    return joinLiterals([`'{'`, ...this.sqlMembers(source), `'}'`]);
  }

  /** The whole object as one SQL expression of JSON text. */
  sql(source: Source): string {
    return `concat(${this.sqlPieces(source).join(', ')})`;
  }
}

/** A shape over rows of `Row`, its SQL written over expressions of `Source`. */
export const jsonObjectShape =
  <Row, Source = void>() =>
  <M extends Members<Row, Source>>(members: M) =>
    new JsonObjectShape<Row, Source, M>(members);
