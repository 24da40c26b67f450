import type { Queryable } from './connect.ts';
import type { MemberRow } from './members.ts';

export interface ConsoleSessionRow {
  token_sha256: Uint8Array;
  member_id: string;
  organization_id: string;
  csrf_token: string;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
}

/** A signed-in member as the console sees them: the session, and the member's current email and permissions. */
export type SessionWithMember = ConsoleSessionRow & Pick<MemberRow, 'email' | 'permissions'> & { organization_name: string };

export async function insertSession(
  sql: Queryable,
  session: Pick<ConsoleSessionRow, 'token_sha256' | 'member_id' | 'organization_id' | 'csrf_token' | 'expires_at'>,
): Promise<void> {
  await sql`
    insert into console_sessions (token_sha256, member_id, organization_id, csrf_token, expires_at)
    values (${session.token_sha256}, ${session.member_id}, ${session.organization_id}, ${session.csrf_token}, ${session.expires_at})`;
}

/**
 * The live session for a token: unexpired and seen within `idleSeconds`, of an active organization. Marks
 * it seen, so idling ends a session and using it keeps it alive until its absolute expiry.
 */
export async function touchSession(sql: Queryable, tokenSha256: Uint8Array, idleSeconds: number): Promise<SessionWithMember | undefined> {
  const [row] = await sql<SessionWithMember[]>`
    update console_sessions s set last_seen_at = now()
    from members m, organizations o
    where s.token_sha256 = ${tokenSha256} and m.id = s.member_id and o.id = s.organization_id
      and s.expires_at > now() and s.last_seen_at > now() - make_interval(secs => ${idleSeconds})
      and o.status = 'active'
    returning s.*, m.email, m.permissions, o.name as organization_name`;
  return row;
}

export async function deleteSession(sql: Queryable, tokenSha256: Uint8Array): Promise<void> {
  await sql`delete from console_sessions where token_sha256 = ${tokenSha256}`;
}

/** Expired sessions are deleted as members sign in, so the table holds only live ones and a few stale. */
export async function deleteExpiredSessions(sql: Queryable, idleSeconds: number): Promise<void> {
  await sql`
    delete from console_sessions
    where expires_at <= now() or last_seen_at <= now() - make_interval(secs => ${idleSeconds})`;
}

/** Members who may sign in with this email (an email may belong to members of several organizations). */
export async function findMembersForSignIn(sql: Queryable, email: string) {
  return sql<(MemberRow & { password_hash: string | null })[]>`
    select m.*, m.password_hash from members m join organizations o on o.id = m.organization_id
    where lower(m.email) = lower(${email}) and o.status = 'active'
    order by m.created_at, m.id`;
}

export async function setMemberPassword(sql: Queryable, memberId: string, passwordHash: string): Promise<boolean> {
  const rows = await sql`update members set password_hash = ${passwordHash} where id = ${memberId} returning id`;
  // A new password ends every session opened with the old one.
  await sql`delete from console_sessions where member_id = ${memberId}`;
  return rows.length === 1;
}
