/**
 * Rows page by page in key order, each page read after the last key of the one before (keyset, on an index):
 * memory holds one page whatever the size of the whole, and no page costs more to find than the first.
 */
export async function* keysetPages<T>(readAfter: (afterKey: string | null) => Promise<T[]>, keyOf: (row: T) => string, pageSize: number): AsyncGenerator<T[]> {
  let after: string | null = null;
  for (;;) {
    const page = await readAfter(after);
    if (page.length > 0) yield page;
    if (page.length < pageSize) return;
    after = keyOf(page[page.length - 1]!);
  }
}
