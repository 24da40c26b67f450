import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { copyOfRules, repositoryRoot, run, type CommandRun } from './copyOfRules.ts';

// docs/rules.md, followed on a copy of the tables: every `sh` block is run in order (`sh fails` must fail), every
// `yaml file <path>` block is written there, every `yaml version <path>` block replaces the version it starts, and
// every `text` block's lines must appear in what the command before it printed (`<hash>` stands for a table hash).
interface Block {
  info: string[];
  body: string;
}

function blocks(markdown: string): Block[] {
  const found: Block[] = [];
  const fence = /^```([^\n]*)\n([\s\S]*?)^```$/gm;
  for (const match of markdown.matchAll(fence)) found.push({ info: match[1]!.trim().split(/\s+/).filter(Boolean), body: match[2]! });
  return found;
}

const squeeze = (text: string) => text.replace(/[ \t]+/g, ' ').trim();
const pattern = (line: string) => new RegExp(squeeze(line).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll('<hash>', '[0-9a-f]{12}'));

let copy: Awaited<ReturnType<typeof copyOfRules>>;
beforeAll(async () => {
  copy = await copyOfRules();
  const git = 'git -c user.name=guide -c user.email=guide@example.invalid';
  expect((await run(copy.root, `git init -q && ${git} add -A && ${git} commit -q -m "tables as in the repository"`)).status).toBe(0);
});
afterAll(async () => {
  await copy?.remove();
});

it('docs/rules.md: every command of the guide does what the guide says', async () => {
  const guide = blocks(await readFile(join(repositoryRoot, 'docs', 'rules.md'), 'utf8'));
  expect(guide.filter((b) => b.info[0] === 'sh').length).toBeGreaterThanOrEqual(5);
  let last: CommandRun | null = null;
  for (const block of guide) {
    const [kind, mode, path] = block.info;
    if (kind === 'sh') {
      const commands = block.body.split('\n').filter((line) => line.trim() && !line.trim().startsWith('#'));
      for (const [i, command] of commands.entries()) {
        last = await run(copy.root, command.replace(/^git /, 'git -c user.name=guide -c user.email=guide@example.invalid '));
        const mustFail = mode === 'fails' && i === commands.length - 1;
        if (mustFail) expect(last.status, `${command}\n${last.stdout}`).not.toBe(0);
        else expect(last.status, `${command}\n${last.stdout}\n${last.stderr}`).toBe(0);
      }
    } else if (kind === 'text') {
      expect(last, 'a text block follows a command').not.toBeNull();
      const printed = squeeze(`${last!.stdout}\n${last!.stderr}`.split('\n').map(squeeze).join('\n'));
      for (const line of block.body.split('\n').filter((l) => l.trim())) expect(printed, `the guide's line "${line}"`).toMatch(pattern(line));
    } else if (kind === 'yaml' && mode === 'file') {
      await writeFile(join(copy.root, path!), block.body);
    } else if (kind === 'yaml' && mode === 'version') {
      const file = join(copy.root, path!);
      const text = await readFile(file, 'utf8');
      const start = text.indexOf(block.body.split('\n')[0]!);
      expect(start, `${path} has the version the guide replaces`).toBeGreaterThan(0);
      await writeFile(file, text.slice(0, start) + block.body);
    }
  }
  // The guide's change was committed in the copy and nowhere else.
  const committed = await run(copy.root, 'git show --stat HEAD');
  expect(committed.stdout).toContain('rules-wasm/tables/KE/paye.yaml');
  expect(await readFile(join(repositoryRoot, 'rules-wasm', 'tables', 'KE', 'paye.yaml'), 'utf8')).not.toContain('2026-07-01');
}, 300_000);
