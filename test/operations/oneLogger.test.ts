import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Service code logs through platform/log.ts (JSON lines with their component and ids, redacted), never the console.
// Scripts that print a CLI's output to its user, and the tests, may.
const serviceFolders = ['api', 'commands', 'actors', 'service', 'console', 'db', 'domain', 'documents', 'machines', 'platform', 'ports'];
const consoleLogging = /\bconsole\.(log|error|warn|info|debug|trace)\s*\(/;

describe('one logger', () => {
  it('finds no console logging in service code', async () => {
    const findings: string[] = [];
    for (const folder of serviceFolders) {
      const entries = await readdir(folder, { withFileTypes: true, recursive: true });
      for (const entry of entries.filter((e) => e.isFile() && e.name.endsWith('.ts'))) {
        const file = join(entry.parentPath, entry.name);
        (await readFile(file, 'utf8')).split('\n').forEach((line, i) => {
          if (consoleLogging.test(line)) findings.push(`${file}:${i + 1}: ${line.trim()}`);
        });
      }
    }
    expect(findings).toEqual([]);
  });

  it('would catch one (the check can fail)', () => {
    expect(consoleLogging.test("console.error('[webhooks] after commit:', error)")).toBe(true);
    expect(consoleLogging.test("await after.run((error) => console.warn(error));")).toBe(true);
    expect(consoleLogging.test("<link rel=\"stylesheet\" href=\"/console/assets/console.css\">")).toBe(false);
  });
});
