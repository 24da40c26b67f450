import type { PeriodicFilingKind } from '../periodicFiling.ts';

/** SG's returns (see SOURCES.md beside them). */
export const sgFilingKinds: PeriodicFilingKind[] = [];
