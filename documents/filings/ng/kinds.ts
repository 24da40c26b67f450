import type { PeriodicFilingKind } from '../periodicFiling.ts';

/** NG's returns (see SOURCES.md beside them). */
export const ngFilingKinds: PeriodicFilingKind[] = [];
