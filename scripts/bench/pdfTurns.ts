import process from 'node:process';
import { spawn } from 'node:child_process';

export interface PdfTurns {
  times_ms: number[];
  first_sha256: string;
  again_sha256: string;
  statuses: number[];
}

/** pdfClient.ts in its own process: `urls` fetched once each, in turn, after one request to `warmUrl`. */
export function pdfTurns(token: string, warmUrl: string, urls: string[]): Promise<PdfTurns> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/pdfClient.ts', token, warmUrl, ...urls], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop()!)) : reject(new Error(`pdf client exited with ${code}`))));
  });
}

/** Issue 31 item 5's figures: p50, p95, the first and the slowest request (each PDF's first render), and the re-render check. */
export function pdfTurnsSummary(turns: PdfTurns): string {
  const sorted = [...turns.times_ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
  return `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, first ${turns.times_ms[0]!.toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms; ` +
    `statuses ${turns.statuses.join(',')}; re-render byte-identical: ${turns.first_sha256 === turns.again_sha256}`;
}
