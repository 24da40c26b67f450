import type { PeriodicFilingKind } from '../periodicFiling.ts';

/** GH's returns (see SOURCES.md beside them). */
export const ghFilingKinds: PeriodicFilingKind[] = [];
