// Mends three pool defects of postgres.js 3.4.9 (the newest release) in node_modules, run after every install
// (package.json "postinstall"; the runtime image runs it after its `npm ci --ignore-scripts`). Plain JavaScript:
// it runs before anything is compiled and where tsx is not installed.
//
// 1. A connection terminated in the middle of a statement (a PostgreSQL restart's FATAL 57P01) keeps that statement
//    and its error response across the reconnect: the stale error then rejects the next `sql.reserve()` given the
//    connection, and the rejected reserve, left in the pool's queue, later takes a connection and drops it. One slot
//    lost for good per such connection; with every slot lost the process hangs (docs/reliability.md, fixed 8).
// 2. A reserve waiting for a connection is handed to a closed connection's reconnect and taken out of the queue, but
//    a reconnect never resolves a reserve it was given: the reserve waits forever (porsager/postgres#1195).
// 3. A statement sent on a reserved connection after PostgreSQL closed it ran on whatever session the pool opened on
//    that connection next, for another caller: inside another request's transaction, under its organization. A
//    reserved connection that closed (or was released) now refuses every later statement with CONNECTION_CLOSED.
// test/operations/poolAfterKills.test.ts fails without them. When a release changes the code below, this script
// stops the install: check whether the release fixed them, and drop or adapt the patch.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const mark = (n) => `/* payroll: postgresDriverPatch ${n} */`;
const patches = {
  'connection.js': [
    {
      find: "    !hadError && (query || sent.length) && error(Errors.connection('CONNECTION_CLOSED', options, socket))\n",
      replace: "    !hadError && (query || sent.length) && error(Errors.connection('CONNECTION_CLOSED', options, socket))\n" +
        `    query = results = errorResponse = null, result = new Result() ${mark(1)}\n`,
    },
  ],
  'index.js': [
    {
      find: '        const query = { reserve: resolve, reject }\n',
      replace: `        const query = { reserve: resolve, reject: (error) => (queries.remove(query), reject(error)) } ${mark(1)}\n`,
    },
    {
      find: '    queries.length && connect(c, queries.shift())\n',
      replace: `    if (queries.length) { const query = queries.shift(); connect(c, query); query.reserve && queries.push(query) } ${mark(2)}\n`,
    },
    {
      find: '    c.reserved.release = true\n',
      replace: `    c.reserved.release = true\n    const reservedAs = c.reserved ${mark(3)}\n`,
    },
    {
      find: '    function handler(q) {\n      c.queue === full\n',
      replace: `    function handler(q) {\n      c.reserved !== reservedAs ? q.reject(Errors.connection('CONNECTION_CLOSED', options)) : ${mark(3)}\n      c.queue === full\n`,
    },
  ],
};

const root = process.argv[2] ?? fileURLToPath(new URL('../node_modules/postgres', import.meta.url));
const builds = ['src', 'cjs/src', 'cf/src'];
let mended = 0;
for (const build of builds) {
  for (const [name, edits] of Object.entries(patches)) {
    const file = join(root, build, name);
    const before = await readFile(file, 'utf8');
    let text = before;
    for (const edit of edits) {
      if (text.includes(edit.replace)) continue; // mended by an earlier run
      if (text.split(edit.find).length !== 2) {
        throw new Error(`postgresDriverPatch: ${file} no longer holds the code it mends (${edit.find.trim().split('\n')[0]}); see db/postgresDriverPatch.mjs`);
      }
      text = text.replace(edit.find, () => edit.replace);
    }
    if (text === before) continue;
    await writeFile(file, text);
    mended++;
  }
}
if (mended > 0) console.log(`postgresDriverPatch: mended ${mended} files of postgres.js in ${root}`);
