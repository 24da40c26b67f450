import type { PeriodicFilingKind } from '../periodicFiling.ts';
import { keP10 } from './p10.ts';
import { keNssf } from './nssf.ts';
import { keShif } from './shif.ts';
import { keHousingLevy } from './housingLevy.ts';

/** KE's returns (see SOURCES.md beside them). */
export const keFilingKinds: PeriodicFilingKind[] = [keP10, keNssf, keShif, keHousingLevy];
