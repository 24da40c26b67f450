import postgres from 'postgres';
import { readFileSync } from 'node:fs';
const db = process.argv[2]!;
const sql = postgres(`postgres://postgres@127.0.0.1:5432/${db}`, { max: 1, onnotice: () => {} });
const org = (await sql`select id from organizations limit 1`)[0]!.id;
const variants = JSON.parse(readFileSync('/tmp/variants.json', 'utf8')) as Record<string, string>;
for (let round = 0; round < 2; round++)
for (const [name, text] of Object.entries(variants)) {
  const q = text.replaceAll('$ORG', org);
  await sql.begin(async (tx) => {
    await tx`select set_config('role', 'payroll_app', true), set_config('app.organization_id', ${org}, true)`;
    for (let i = 0; i < 30; i++) await tx.unsafe(q, [], { prepare: true });
    const t = performance.now();
    let len = 0;
    for (let i = 0; i < 300; i++) { const r = await tx.unsafe(q, [], { prepare: true }); len = JSON.stringify(r[0]).length; }
    console.log(name.padEnd(30), ((performance.now() - t) / 300).toFixed(3), 'ms', len);
  });
}
await sql.end();
