import { createRequire } from 'node:module';

/**
 * pdf-lib deflates each stream of a PDF (page contents, object streams, font subsets, ToUnicode maps) with
 * `pako.deflate`, which builds a new deflate state every time: about 260 KB of window, hash chains and buffers,
 * zeroed and thrown away four to six times per payslip, work for the garbage collector as much as for the render.
 * This deflate keeps one state and resets it, so it writes the same bytes (zlib's deflateReset is deflateEnd and deflateInit
 * in one, and pako is zlib 1.2.8 to the bit) without the allocations. Node's own zlib would be faster still, but it
 * writes other bytes, and a payslip's bytes must not change.
 */
const require = createRequire(import.meta.url);

interface DeflateState {
  window: Uint8Array;
  prev: Uint16Array;
  head: Uint16Array;
}
interface ZStream {
  input: Uint8Array | null;
  next_in: number;
  avail_in: number;
  output: Uint8Array | null;
  next_out: number;
  avail_out: number;
  state: DeflateState | null;
}
interface PakoEngine {
  deflateInit2(stream: ZStream, level: number, method: number, windowBits: number, memLevel: number, strategy: number): number;
  deflateReset(stream: ZStream): number;
  deflate(stream: ZStream, flush: number): number;
}
interface Pako {
  deflate(input: Uint8Array, options?: object): Uint8Array;
}

const pako = require('pako') as Pako;
const pakoDeflate = pako.deflate.bind(pako);
const engine = require('pako/lib/zlib/deflate.js') as PakoEngine;
const ZStreamClass = require('pako/lib/zlib/zstream.js') as new () => ZStream;

// pako.deflate's defaults: level 6 (Z_DEFAULT_COMPRESSION), Z_DEFLATED, a 32 KB window with the zlib wrapper, memLevel 8, default strategy.
const [level, deflated, windowBits, memLevel, defaultStrategy] = [6, 8, 15, 8, 0];
const finish = 4; // Z_FINISH
const streamEnd = 1; // Z_STREAM_END

let stream: ZStream | undefined;
const noHead = new Uint16Array(0);
let output = new Uint8Array(64 * 1024);

/** `pako.deflate(input)` with its defaults, byte for byte, from the one kept state. */
export function pdfDeflate(input: Uint8Array): Uint8Array {
  if (!stream) {
    stream = new ZStreamClass();
    if (engine.deflateInit2(stream, level, deflated, windowBits, memLevel, defaultStrategy) !== 0) throw new Error('pako: deflateInit2 failed');
  }
  const state = stream.state!;
  // deflateReset clears the hash heads. A new state's window and chains are zeros too: zeroed here as well, so the
  // state is a new one outright (a match never counts the bytes past the input a scan reads, so zlib does not).
  state.window.fill(0);
  state.prev.fill(0);
  // deflateReset clears the hash heads in a JavaScript loop, 32,768 stores at each of a payslip's five to seven
  // deflates: it is handed an empty table to clear, and the real one is cleared natively, to the same zeros.
  const head = state.head;
  state.head = noHead;
  engine.deflateReset(stream);
  state.head = head;
  head.fill(0);
  // zlib's deflateBound: the whole result fits, so one call writes it (the bytes do not depend on output chunks).
  const bound = input.length + (input.length >> 12) + (input.length >> 14) + (input.length >> 25) + 13;
  if (output.length < bound) output = new Uint8Array(bound);
  Object.assign(stream, { input, next_in: 0, avail_in: input.length, output, next_out: 0, avail_out: output.length });
  const status = engine.deflate(stream, finish);
  const written = stream.next_out;
  // Nothing of this input is kept past the call.
  stream.input = null;
  if (status === streamEnd) return output.slice(0, written);
  // Never seen (the bound holds): a state left mid-stream is dropped, and pako writes this one afresh.
  stream = undefined;
  return pakoDeflate(input);
}

let installed = false;

/**
 * Makes pdf-lib's deflate this one: pdf-lib reads `pako.deflate` at each call, from the one pako module (it has
 * no option to pass a deflate). Calls with options, which pdf-lib never makes, go to pako's own.
 */
export function deflateWithKeptState(): void {
  if (installed) return;
  installed = true;
  pako.deflate = (input, options) => (options === undefined ? pdfDeflate(input) : pakoDeflate(input, options));
}
