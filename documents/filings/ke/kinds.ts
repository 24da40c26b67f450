import type { PeriodicFilingKind } from '../periodicFiling.ts';

/** KE's returns (see SOURCES.md beside them). */
export const keFilingKinds: PeriodicFilingKind[] = [];
