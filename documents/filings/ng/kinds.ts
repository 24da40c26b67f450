import type { PeriodicFilingKind } from '../periodicFiling.ts';
import { ngPayeSchedule } from './payeSchedule.ts';
import { ngPensionSchedule } from './pensionSchedule.ts';
import { ngNhfSchedule } from './nhfSchedule.ts';
import { ngFormH1 } from './formH1.ts';

/** NG's returns (see SOURCES.md beside them). */
export const ngFilingKinds: PeriodicFilingKind[] = [ngPayeSchedule, ngPensionSchedule, ngNhfSchedule, ngFormH1];
