import { mkdir, writeFile } from 'node:fs/promises';
import { machineCatalog } from '../machines/catalog.ts';
import { machineDocument } from '../machines/diagram.ts';

// Writes docs/machines/<machine>.md from the machine definitions (npm run machines:docs).
const folder = new URL('../docs/machines/', import.meta.url);
await mkdir(folder, { recursive: true });
for (const entry of machineCatalog) {
  await writeFile(new URL(entry.file, folder), machineDocument(entry));
  console.log(`docs/machines/${entry.file}`);
}
