import type { PeriodicFilingKind } from '../periodicFiling.ts';
import { ghPayeSchedule } from './payeSchedule.ts';
import { ghSsnit } from './ssnitContributions.ts';

/** GH's returns (see SOURCES.md beside them). */
export const ghFilingKinds: PeriodicFilingKind[] = [ghPayeSchedule, ghSsnit];
