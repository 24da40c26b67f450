import type { PeriodicFilingKind } from '../periodicFiling.ts';
import { sgIr8a } from './ir8a.ts';
import { sgCpfSummary } from './cpfSummary.ts';

/** SG's returns (see SOURCES.md beside them). */
export const sgFilingKinds: PeriodicFilingKind[] = [sgCpfSummary, sgIr8a];
