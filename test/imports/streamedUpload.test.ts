import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness, type TenantFixture } from '../support/apiHarness.ts';

// An NDJSON upload is read as a stream and stored chunk by chunk, never held whole (issue 30, defect 6).
let api: ApiHarness;
let tenant: TenantFixture;

beforeAll(async () => {
  api = await createApiHarness();
  tenant = await api.tenant();
}, 60_000);
afterAll(() => api?.close());

/** A chunked upload (no Content-Length) of `count` lines, made piece by piece as the server reads it. */
function streamedLines(count: number, line: (i: number) => string, linesPerPiece = 7): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let i = 0;
  return new ReadableStream({
    pull(controller) {
      if (i >= count) return controller.close();
      let piece = '';
      for (let k = 0; k < linesPerPiece && i < count; k++, i++) piece += `${line(i)}\n`;
      // Cut mid-line and mid-character too: a piece boundary is not a line boundary.
      const bytes = encoder.encode(piece);
      const cut = Math.floor(bytes.length / 2);
      controller.enqueue(bytes.subarray(0, cut));
      controller.enqueue(bytes.subarray(cut));
    },
  });
}

const post = (body: ReadableStream<Uint8Array>) =>
  api.app.request('/api/v1/employee_imports', {
    method: 'POST',
    headers: { Authorization: `Bearer ${tenant.token}`, 'Content-Type': 'application/x-ndjson' },
    body,
    duplex: 'half',
  } as RequestInit);

describe('streamed employee imports', () => {
  it('counts and numbers the rows of a chunked upload whose pieces cut lines and characters', async () => {
    const response = await post(streamedLines(2_500, (i) => (i % 500 === 0 ? '' : JSON.stringify({ first_name: `Zoë-${i}`, last_name: 'Ñandú' }))));
    expect(response.status).toBe(202);
    const accepted = (await response.json()) as { id: string; rows_total: number };
    expect(accepted.rows_total).toBe(2_495);
    const chunks = await api.db.sql<{ chunk: number; first_line: number; row_count: number; lines: string }[]>`
      select chunk, first_line, row_count, lines from employee_import_chunks where import_id = ${accepted.id} order by chunk`;
    expect(chunks.map((c) => c.row_count).reduce((a, b) => a + b, 0)).toBe(2_495);
    expect(chunks[0]).toMatchObject({ chunk: 0, first_line: 2 });
    // Lines 1, 501 and 1001 are blank: chunk 0 ends at line 1003, the 1000th row.
    expect(chunks[1]!.first_line).toBe(1_004);
    expect(chunks.every((c) => !c.lines.includes('\uFFFD'))).toBe(true);
    expect(chunks[0]!.lines.split('\n')[0]).toBe(JSON.stringify({ first_name: 'Zoë-1', last_name: 'Ñandú' }));
  }, 60_000);

  it('refuses an upload of too many rows as it passes the limit, not once it has all arrived', async () => {
    // An upload that never ends: read whole, it could only end at the byte limit; streamed, row 100,001 ends it.
    const endless = new ReadableStream<Uint8Array>({
      pull: (controller) => controller.enqueue(new TextEncoder().encode('{}\n'.repeat(10_000))),
    });
    const response = await post(endless);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: { code: 'validation_failed', details: { fields: { body: expect.stringMatching(/100000/) } } } });
  }, 120_000);
});
