import type { Queryable } from '../../db/connect.ts';
import { setMemberPassword } from '../../db/consoleSessions.ts';
import { findMember } from '../../db/members.ts';
import { hashPassword, passwordProblem } from '../../domain/memberPassword.ts';
import { AdminError } from './adminError.ts';

/**
 * `member set-password --member ID`, the password read from standard input (one line): the member's console
 * password becomes its scrypt hash, and every session opened with the old one ends.
 */
export async function setMemberPasswordFromInput(sql: Queryable, memberId: string, readSecret: (() => Promise<string>) | undefined) {
  if (!readSecret) throw new AdminError('member set-password reads the password from standard input');
  const member = await findMember(sql, memberId);
  if (!member) throw new AdminError(`no member ${memberId}`);
  const password = (await readSecret()).replace(/\r?\n$/, '');
  const problem = passwordProblem(password);
  if (problem) throw new AdminError(problem);
  await setMemberPassword(sql, memberId, await hashPassword(password));
  return { id: member.id, email: member.email, password_set: true };
}
