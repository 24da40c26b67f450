// Mends two pool defects of postgres.js 3.4.9 (the newest release) in node_modules, run after every install
// (package.json "postinstall"; the runtime image runs it after its `npm ci --ignore-scripts`). Plain JavaScript:
// it runs before anything is compiled and where tsx is not installed.
//
// 1. A connection terminated in the middle of a statement (a PostgreSQL restart's FATAL 57P01) keeps that statement
//    and its error response across the reconnect: the stale error then rejects the next `sql.reserve()` given the
//    connection, and the rejected reserve, left in the pool's queue, later takes a connection and drops it. One slot
//    lost for good per such connection; with every slot lost the process hangs (docs/reliability.md, "Found").
// 2. A reserve waiting for a connection is handed to a closed connection's reconnect and taken out of the queue, but
//    a reconnect never resolves a reserve it was given: the reserve waits forever (porsager/postgres#1195).
// test/operations/poolAfterKills.test.ts fails without them. When a release changes the code below, this script
// stops the install: check whether the release fixed both, and drop or adapt the patch.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const marker = '/* payroll: postgresDriverPatch */';
const patches = {
  'connection.js': [
    {
      find: "    !hadError && (query || sent.length) && error(Errors.connection('CONNECTION_CLOSED', options, socket))\n",
      add: `    query = results = errorResponse = null, result = new Result() ${marker}\n`,
    },
  ],
  'index.js': [
    {
      find: '        const query = { reserve: resolve, reject }\n',
      replace: `        const query = { reserve: resolve, reject: (error) => (queries.remove(query), reject(error)) } ${marker}\n`,
    },
    {
      find: '    queries.length && connect(c, queries.shift())\n',
      replace: `    if (queries.length) { const query = queries.shift(); connect(c, query); query.reserve && queries.push(query) } ${marker}\n`,
    },
  ],
};

const root = process.argv[2] ?? fileURLToPath(new URL('../node_modules/postgres', import.meta.url));
const builds = ['src', 'cjs/src', 'cf/src'];
let mended = 0;
for (const build of builds) {
  for (const [name, edits] of Object.entries(patches)) {
    const file = join(root, build, name);
    let text = await readFile(file, 'utf8');
    if (text.includes(marker)) continue;
    for (const edit of edits) {
      if (text.split(edit.find).length !== 2) {
        throw new Error(`postgresDriverPatch: ${file} no longer holds the code it mends (${edit.find.trim()}); see db/postgresDriverPatch.mjs`);
      }
      text = text.replace(edit.find, () => (edit.replace ?? edit.find + edit.add));
    }
    await writeFile(file, text);
    mended++;
  }
}
if (mended > 0) console.log(`postgresDriverPatch: mended ${mended} files of postgres.js in ${root}`);
