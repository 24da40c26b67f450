import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PlacedWord {
  text: string;
  /** Points from the page's top-left corner, as poppler reports them. */
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

export interface PlacedPage {
  width: number;
  height: number;
  words: PlacedWord[];
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Every word of every page with its box (`pdftotext -bbox`), for checks on where text landed. */
export async function pdfWords(pdf: Uint8Array): Promise<PlacedPage[]> {
  const folder = await mkdtemp(join(tmpdir(), 'payslip-words-'));
  try {
    const file = join(folder, 'payslip.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', ['-bbox', '-enc', 'UTF-8', file, '-'], { maxBuffer: 32 * 1024 * 1024 });
    return stdout.split('<page ').slice(1).map((chunk) => {
      const size = /width="([\d.]+)" height="([\d.]+)"/.exec(chunk)!;
      const words = [...chunk.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)]
        .map((m) => ({
          text: m[5]!.replace(/&(\w+);/g, (_, name: string) => entities[name] ?? `&${name};`),
          xMin: Number(m[1]), yMin: Number(m[2]), xMax: Number(m[3]), yMax: Number(m[4]),
        }));
      return { width: Number(size[1]), height: Number(size[2]), words };
    });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Pairs of words on a page whose boxes cross by more than `slack` points each way. */
export function overlappingWords(page: PlacedPage, slack = 0.5): [PlacedWord, PlacedWord][] {
  const found: [PlacedWord, PlacedWord][] = [];
  const words = [...page.words].sort((a, b) => a.xMin - b.xMin);
  for (let i = 0; i < words.length; i++) {
    for (let j = i + 1; j < words.length && words[j]!.xMin < words[i]!.xMax - slack; j++) {
      const [a, b] = [words[i]!, words[j]!];
      const crossX = Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin);
      const crossY = Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin);
      if (crossX > slack && crossY > slack) found.push([a, b]);
    }
  }
  return found;
}
