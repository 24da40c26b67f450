import { readFile } from 'node:fs/promises';
import type { Jurisdiction } from '../../domain/jurisdictions.ts';
import * as layout from './layout.ts';
import type { RulesManifest } from './manifest.ts';
import { RecordReader } from './record-reader.ts';
import { RecordWriter } from './record-writer.ts';
import { taxYearOf } from './tax-year.ts';
import type { ManifestTableSummary, PricingRequest, PricingResult, TaxYear } from '../../domain/payroll/pricing.ts';

export type * from '../../domain/payroll/pricing.ts';

/** Direct access to the WASM batch buffers: write records, price them in one call, read results. */
export interface FlatBatch {
  readonly capacity: number;
  write(index: number, request: PricingRequest): void;
  /** Prices records 0..count-1 in one call into WASM. */
  price(count: number): void;
  read(index: number, jurisdiction: Jurisdiction): PricingResult;
  readNet(index: number): number;
}

export interface RulesEngine {
  /** Prices a batch through WASM memory (chunked internally); results in request order. */
  price(requests: PricingRequest[]): PricingResult[];
  taxYear(jurisdiction: Jurisdiction, date: string): TaxYear;
  manifest: { tables: ManifestTableSummary[] };
  /** The full build manifest (lines, jurisdictions, table data) for tooling. */
  build: RulesManifest;
  /** A reusable batch of `capacity` records (the 1,000,000 payslips/s path). */
  flat(capacity: number): FlatBatch;
}

interface EngineExports {
  memory: WebAssembly.Memory;
  reserve(capacity: number): void;
  inputPointer(): number;
  outputPointer(): number;
  priceBatch(count: number): void;
}

const buildUrl = new URL('../build/', import.meta.url);

async function readBuild(name: string): Promise<Uint8Array> {
  try {
    return await readFile(new URL(name, buildUrl));
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT')
      throw new Error(`rules-wasm/build/${name} is missing: run \`npm run rules:build\` (npm install runs it through "prepare")`);
    throw error;
  }
}

function instantiate(module: WebAssembly.Module): EngineExports {
  let memory: WebAssembly.Memory | undefined;
  const text = (pointer: number) => {
    if (!memory || !pointer) return '';
    const bytes = new Uint32Array(memory.buffer, pointer - 4, 1)[0]!;
    return String.fromCharCode(...new Uint16Array(memory.buffer, pointer, bytes >>> 1));
  };
  const instance = new WebAssembly.Instance(module, {
    env: {
      abort(message: number, file: number, line: number, column: number) {
        throw new Error(`rules engine: ${text(message)} (${text(file)}:${line}:${column})`);
      },
      trace(message: number) {
        console.log(`rules engine trace: ${text(message)}`);
      },
      seed: () => 0,
    },
  });
  const exports = instance.exports as unknown as EngineExports;
  memory = exports.memory;
  return exports;
}

interface Codec {
  writer: RecordWriter;
  reader: RecordReader;
}

class WasmBatch implements FlatBatch {
  private exports: EngineExports;
  private input!: Uint32Array;
  private output!: Uint32Array;

  constructor(
    private readonly module: WebAssembly.Module,
    private readonly codec: Codec,
    readonly capacity: number,
  ) {
    this.exports = this.fresh();
  }

  private fresh(): EngineExports {
    const exports = instantiate(this.module);
    exports.reserve(this.capacity);
    this.exports = exports;
    this.views();
    return exports;
  }

  // Views detach when WASM memory grows, which only happens inside a call into the engine; they are
  // re-made after each call rather than checked on every record.
  private views(): void {
    const memory = this.exports.memory.buffer;
    if (this.input?.buffer === memory) return;
    this.input = new Uint32Array(memory, this.exports.inputPointer(), this.capacity * layout.input.stride * 2);
    this.output = new Uint32Array(memory, this.exports.outputPointer(), this.capacity * layout.output.stride * 2);
  }

  write(index: number, request: PricingRequest): void {
    if (!(index >= 0 && index < this.capacity)) throw new RangeError(`record ${index} outside the batch of ${this.capacity}`);
    this.codec.writer.write(this.input, index, request);
  }

  price(count: number): void {
    if (count > this.capacity) throw new RangeError(`batch of ${count} exceeds capacity ${this.capacity}`);
    try {
      this.exports.priceBatch(count);
    } catch (error) {
      // A trap leaves the instance mid-call; start from a clean one (inputs must be written again).
      this.exports = this.fresh();
      throw error;
    }
    this.views();
  }

  read(index: number, jurisdiction: Jurisdiction): PricingResult {
    if (!(index >= 0 && index < this.capacity)) throw new RangeError(`record ${index} outside the batch of ${this.capacity}`);
    return this.codec.reader.read(this.output, index, jurisdiction);
  }

  readNet(index: number): number {
    if (!(index >= 0 && index < this.capacity)) throw new RangeError(`record ${index} outside the batch of ${this.capacity}`);
    return this.codec.reader.readNet(this.output, index);
  }
}

let loading: Promise<{ module: WebAssembly.Module; manifest: RulesManifest }> | null = null;

async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

// The module and its manifest are replaced by two renames; a load that falls between them sees a
// manifest that does not describe the module, so it reads both again.
async function loadBuild() {
  for (let attempt = 0; ; attempt++) {
    const wasm = await readBuild('rules.wasm');
    const manifest = JSON.parse(new TextDecoder().decode(await readBuild('manifest.json'))) as RulesManifest;
    if (manifest.wasmHash === (await sha256Hex(wasm))) return { module: await WebAssembly.compile(wasm as Uint8Array<ArrayBuffer>), manifest };
    if (attempt >= 50) throw new Error('rules-wasm/build/manifest.json does not describe rules.wasm: run `npm run rules:build`');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const defaultChunk = 1024;

/** Loads rules-wasm/build/rules.wasm and its manifest (Node and Deno). */
export async function loadRulesEngine(): Promise<RulesEngine> {
  loading ??= loadBuild().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  const { module, manifest } = await loading;
  const codec = { writer: new RecordWriter(manifest), reader: new RecordReader(manifest) };
  let shared: WasmBatch | null = null;
  return {
    build: manifest,
    manifest: {
      tables: manifest.tables.map((t) => ({ jurisdiction: t.jurisdiction, rule: t.rule, effectiveFrom: t.effectiveFrom, hash: t.hash, source: t.source })),
    },
    flat: (capacity) => new WasmBatch(module, codec, capacity),
    taxYear(jurisdiction, date) {
      const definition = manifest.jurisdictions[jurisdiction];
      if (!definition) throw new RangeError(`jurisdiction ${jurisdiction}: no statutory tables are built for it`);
      return taxYearOf(definition.taxYear, date);
    },
    price(requests) {
      shared ??= new WasmBatch(module, codec, defaultChunk);
      const batch = shared;
      const results: PricingResult[] = [];
      for (let start = 0; start < requests.length; start += defaultChunk) {
        const end = Math.min(requests.length, start + defaultChunk);
        for (let i = start; i < end; i++) batch.write(i - start, requests[i]!);
        batch.price(end - start);
        for (let i = start; i < end; i++) results.push(batch.read(i - start, requests[i]!.jurisdiction));
      }
      return results;
    },
  };
}
