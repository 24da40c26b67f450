import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Runs `work` with the PDF written to a fresh temporary folder, then removes the folder. */
async function withPdfFile<T>(pdf: Uint8Array, work: (folder: string, file: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(join(tmpdir(), 'payslip-pdf-'));
  try {
    const file = join(folder, 'payslip.pdf');
    await writeFile(file, pdf);
    return await work(folder, file);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The text poppler reads out of the PDF (pdftotext, reading order kept by -layout). */
export function pdfText(pdf: Uint8Array): Promise<string> {
  return withPdfFile(pdf, async (_, file) => (await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'])).stdout);
}

/** pdfinfo's "Key: value" lines. */
export async function pdfInfo(pdf: Uint8Array): Promise<Record<string, string>> {
  const { stdout } = await withPdfFile(pdf, (_, file) => run('pdfinfo', ['-isodates', file]));
  return Object.fromEntries(stdout.split('\n').filter((l) => l.includes(':')).map((l) => {
    const at = l.indexOf(':');
    return [l.slice(0, at).trim(), l.slice(at + 1).trim()];
  }));
}

/** Page 1 as a PNG file's bytes (pdftoppm), for a person to look at and for the PNG signature check. */
export function pdfPagePng(pdf: Uint8Array, dpi = 100): Promise<Uint8Array> {
  return withPdfFile(pdf, async (folder, file) => {
    await run('pdftoppm', ['-png', '-r', String(dpi), '-f', '1', '-l', '1', '-singlefile', file, join(folder, 'page')]);
    return new Uint8Array(await readFile(join(folder, 'page.png')));
  });
}

export interface GrayImage {
  width: number;
  height: number;
  /** One byte a pixel, 0 black .. 255 white, row after row. */
  pixels: Uint8Array;
}

/** A region of page 1, in points from the top-left corner, rendered in gray (pdftoppm -gray, binary PGM). */
export function pdfRegionGray(pdf: Uint8Array, region: { x: number; y: number; width: number; height: number }, dpi = 300): Promise<GrayImage> {
  const px = (points: number) => String(Math.round((points * dpi) / 72));
  return withPdfFile(pdf, async (folder, file) => {
    await run('pdftoppm', ['-gray', '-r', String(dpi), '-f', '1', '-l', '1', '-singlefile',
      '-x', px(region.x), '-y', px(region.y), '-W', px(region.width), '-H', px(region.height), file, join(folder, 'region')]);
    return parsePgm(new Uint8Array(await readFile(join(folder, 'region.pgm'))));
  });
}

function parsePgm(bytes: Uint8Array): GrayImage {
  // "P5\n<width> <height>\n<maxval>\n" then the pixels.
  const fields: string[] = [];
  let at = 0;
  while (fields.length < 4) {
    while (/\s/.test(String.fromCharCode(bytes[at]!))) at++;
    let field = '';
    while (!/\s/.test(String.fromCharCode(bytes[at]!))) field += String.fromCharCode(bytes[at++]!);
    fields.push(field);
  }
  if (fields[0] !== 'P5') throw new Error(`not a binary PGM: ${fields[0]}`);
  const width = Number(fields[1]);
  const height = Number(fields[2]);
  return { width, height, pixels: bytes.subarray(at + 1, at + 1 + width * height) };
}

/** How many pixels are darker than mid-gray. */
export function inkedPixels(image: GrayImage): number {
  let count = 0;
  for (const value of image.pixels) if (value < 128) count++;
  return count;
}

/** The embedded fonts' names as pdffonts lists them (subset tag included). */
export async function pdfFontNames(pdf: Uint8Array): Promise<string[]> {
  const { stdout } = await withPdfFile(pdf, (_, file) => run('pdffonts', [file]));
  return stdout.split('\n').slice(2).filter((line) => line.trim() !== '').map((line) => line.split(/\s+/)[0]!).sort();
}
