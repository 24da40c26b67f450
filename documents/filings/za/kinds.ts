import type { PeriodicFilingKind } from '../periodicFiling.ts';
import { emp201Kind } from './emp201.ts';
import { emp501InterimKind, emp501Kind } from './emp501.ts';

/** ZA's returns (see SOURCES.md beside them). */
export const zaFilingKinds: PeriodicFilingKind[] = [emp201Kind, emp501Kind, emp501InterimKind];
