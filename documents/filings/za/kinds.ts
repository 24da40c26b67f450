import type { PeriodicFilingKind } from '../periodicFiling.ts';

/** ZA's returns (see SOURCES.md beside them). */
export const zaFilingKinds: PeriodicFilingKind[] = [];
