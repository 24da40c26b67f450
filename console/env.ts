import type { SessionWithMember } from '../db/consoleSessions.ts';

/** What the console's middleware puts on the Hono context. */
export interface ConsoleEnv {
  Variables: {
    /** The signed-in member's session (absent on the sign-in page). */
    session: SessionWithMember;
    /** The session cookie's token hash, to end this session on sign-out. */
    sessionTokenSha256: Uint8Array;
  };
}
