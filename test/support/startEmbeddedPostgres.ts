// Child process for the crash test: starts embedded PostgreSQL, says so, and waits to be killed.
import process from 'node:process';
import { startEmbeddedPostgres } from '../../db/embedded.ts';

const [dataDir, port] = process.argv.slice(2);
await startEmbeddedPostgres(dataDir!, Number(port));
process.stdout.write('ready\n');
setInterval(() => {}, 1 << 30);
