import type { Database } from '../../db/connect.ts';
import { findOrganization } from '../../db/organizations.ts';
import { insertDeadLetter, type DeadLetterRow } from '../../db/deadLetters.ts';
import { isUuid, newId } from '../../domain/ids.ts';
import type { DeadLetterMessage } from '../../ports/deadLetters.ts';
import { startLifecycle } from '../lifecycle/applyEvent.ts';
import { runCommand, type CommandPorts } from '../context.ts';
import { deadLetterLifecycle } from './deadLetterLifecycle.ts';

/** The letter was recorded already (heard again): nothing is written twice. */
class AlreadyRecorded extends Error {}

/** The organization a dead-lettered message names (every work message carries `organizationId`), if it is one. */
export function organizationNamedBy(letter: Pick<DeadLetterMessage, 'data'>): string | null {
  try {
    const data = JSON.parse(letter.data) as { organizationId?: unknown };
    return typeof data.organizationId === 'string' && isUuid(data.organizationId) ? data.organizationId : null;
  } catch {
    return null;
  }
}

/**
 * Records a dead letter under the organization its message names, `dead`, logged and announced as its machine's
 * first transition. `unowned`: the organization is not in this database (another deployment's message), so it
 * stays on the bus's dead letter stream only; `duplicate`: recorded already.
 */
export async function recordDeadLetter(
  ports: CommandPorts & { sql: Database },
  letter: DeadLetterMessage,
): Promise<{ outcome: 'recorded'; row: DeadLetterRow } | { outcome: 'unowned' | 'duplicate' }> {
  const organizationId = organizationNamedBy(letter);
  if (!organizationId || !(await findOrganization(ports.sql, organizationId))) return { outcome: 'unowned' };
  try {
    const row = await runCommand(ports, organizationId, 'dead_letter_recorder', (ctx) =>
      startLifecycle(deadLetterLifecycle, { ...ctx }, async (state, snapshot) => {
        const row = await insertDeadLetter(ctx.tx, { ...letter, id: newId(), organizationId, status: state, snapshot });
        if (!row) throw new AlreadyRecorded();
        return row;
      }, 'dead_letter_recorder'),
    );
    return { outcome: 'recorded', row };
  } catch (error) {
    if (error instanceof AlreadyRecorded) return { outcome: 'duplicate' };
    throw error;
  }
}
