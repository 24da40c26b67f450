import type { SessionWithMember } from '../db/consoleSessions.ts';
import type { CommandPorts } from '../commands/context.ts';
import type { Bus } from '../ports/bus.ts';
import type { Deployment, StuckWorkThresholds } from '../platform/config.ts';

/** What the console is built with: the same ports as the API's commands, the bus for its live pages, the deployment. */
export interface ConsoleDependencies {
  runtime: CommandPorts & { bus: Bus; stuckWork: StuckWorkThresholds };
  deployment: Deployment;
}

/** The runtime the console's pages and buttons use. */
export type ConsoleRuntime = ConsoleDependencies['runtime'];

/** What the console's middleware puts on the Hono context. */
export interface ConsoleEnv {
  Variables: {
    /** The signed-in member's session (absent on the sign-in page). */
    session: SessionWithMember;
    /** The session cookie's token hash, to end this session on sign-out. */
    sessionTokenSha256: Uint8Array;
  };
}
