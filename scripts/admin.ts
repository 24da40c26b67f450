import process from 'node:process';
import { readConfig } from '../platform/config.ts';
import { openServiceDatabase } from '../service/database.ts';
import { AdminError, adminHelp, runAdminCommand } from '../commands/admin/commands.ts';
import { openDataKeyring } from '../service/dataKeyring.ts';

async function readStandardInput(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

// Help needs no database.
const help = adminHelp(process.argv.slice(2));
if (help !== null) {
  process.stdout.write(`${help}\n`);
  process.exit(0);
}

const config = readConfig();
const database = await openServiceDatabase(config, { migrate: true });
let failed = false;
try {
  // The keyring is opened only by a command that seals (demo seed): staging's generated key stays where the service keeps it.
  const result = await runAdminCommand(database.sql, process.argv.slice(2), config.PAYROLL_ENV, {
    openKeyring: () => openDataKeyring(config),
    port: config.PORT,
    readSecret: readStandardInput,
  });
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
} catch (error) {
  failed = true;
  process.stderr.write(`${error instanceof AdminError || error instanceof Error ? error.message : String(error)}\n`);
} finally {
  await database.close();
}
// Explicit: tsx does not pass process.exitCode on to the shell.
process.exit(failed ? 1 : 0);
