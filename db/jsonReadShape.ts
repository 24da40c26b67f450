/**
 * A JSON object of a read shape, written once: each member's value as the presenter builds it from a row, beside
 * the SQL expression whose text is that same value as JSON, and the JavaScript that writes that text from a row as
 * read for streaming (`text`). The presenter, the SQL and the writer are all generated from it, so they have the
 * same keys in the same order; a member cannot be added to one and not the others.
 */
export interface JsonMember<Row, Value, Source, TextRow = Row> {
  present: (row: Row) => Value;
  /**
   * The value's JSON as JSON.stringify(present(row)) writes it, written straight from `TextRow` (no object built
   * to be serialised). Without it the writer serialises present(row): then `TextRow` must hold what present reads.
   */
  text?: (row: TextRow) => string;
  /**
   * SQL whose text is the value's JSON as JSON.stringify writes it (never SQL null), over the source's expressions;
   * or its consecutive pieces, which the object's concat() joins without copying a long value once more.
   */
  sql: (source: Source) => string | readonly string[];
}

// `any`: each member keeps its own value type, which Presented reads back.
// deno-lint-ignore no-explicit-any
type Members<Row, Source, TextRow> = Record<string, JsonMember<Row, any, Source, TextRow>>;

/** The object the presenter builds: each member's value type. */
export type Presented<M> = { [K in keyof M]: M[K] extends JsonMember<never, infer Value, never, never> ? Value : never };

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

export class JsonObjectShape<Row, Source, M extends Members<Row, Source, TextRow>, TextRow = Row> {
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

  /**
   * A writer of `"key":value` for `keys` (all by default), comma-separated, as sqlMembers: JSON.stringify's bytes
   * of the presenter's object (or of those of its members), written from a `TextRow`. Each key's text is made
   * once here, not per row.
   */
  textMembers(keys: readonly (keyof M & string)[] = this.keys, opensObject = true): (row: TextRow) => string {
    const writers = this.keys
      .filter((key) => keys.includes(key))
      .map((key, i) => {
        const member = this.members[key]!;
        const text = member.text ?? ((row: TextRow) => JSON.stringify(member.present(row as unknown as Row)));
        return { head: `${i === 0 && opensObject ? '' : ','}${JSON.stringify(key)}:`, text };
      });
    return (row) => {
      let out = '';
      for (const { head, text } of writers) out += head + text(row);
      return out;
    };
  }

  /**
   * The object's JSON written in two places: the members in `here` by this process (textMembers), each run of the
   * others by PostgreSQL as one SQL expression of JSON text (`columns`, sqlMembers over `source`, the object's
   * braces included where they fall). `write` hands `out` the texts and the columns' indexes in the shape's order,
   * so PostgreSQL's bytes go out as they came. A member that is a column's text costs PostgreSQL almost nothing;
   * one that takes jsonb apart costs it more than this process. `write` reads of the row only what the members in
   * `here` read.
   */
  split(source: Source, here: readonly (keyof M & string)[]): { columns: string[]; write: (row: TextRow, out: JsonSink) => void } {
    const runs: { here: boolean; keys: (keyof M & string)[] }[] = [];
    for (const key of this.keys) {
      const isHere = here.includes(key);
      if (runs.at(-1)?.here === isHere) runs.at(-1)!.keys.push(key);
      else runs.push({ here: isHere, keys: [key] });
    }
    const columns: string[] = [];
    const parts = runs.map((run, i) => {
      const open = i === 0 ? '{' : '';
      const close = i === runs.length - 1 ? '}' : '';
      if (run.here) {
        const members = this.textMembers(run.keys, i === 0);
        return (row: TextRow) => `${open}${members(row)}${close}`;
      }
      const pieces = [...(open ? [`'{'`] : []), ...this.sqlMembers(source, run.keys, i === 0), ...(close ? [`'}'`] : [])];
      columns.push(`concat(${joinLiterals(pieces).join(', ')})`);
      return columns.length - 1;
    });
    return {
      columns,
      write: (row, out) => {
        for (const part of parts) {
          if (typeof part === 'number') out.column(part);
          else out.text(part(row));
        }
      },
    };
  }
}

/** Where a split shape's object is written: its texts, and PostgreSQL's columns by index, in order. */
export interface JsonSink {
  text(text: string): void;
  column(index: number): void;
}

/** A shape over rows of `Row`, its SQL written over expressions of `Source`. */
export const jsonObjectShape =
  <Row, Source = void, TextRow = Row>() =>
  <M extends Members<Row, Source, TextRow>>(members: M) =>
    new JsonObjectShape<Row, Source, M, TextRow>(members);
