import { newRouter } from '../router.ts';
import type { ApiDependencies } from '../app.ts';
import { openingBalanceRoutes } from './openingBalances.ts';
import { payRunItemRoutes } from './payRunItems.ts';
import { runWarningRoutes } from './runWarnings.ts';

/** Corrections and real-world starts (issue #12): pay items, opening balances, run warnings. */
export function correctionRoutes(services: ApiDependencies['runtime']) {
  return newRouter().route('/', payRunItemRoutes(services)).route('/', openingBalanceRoutes(services)).route('/', runWarningRoutes(services));
}
