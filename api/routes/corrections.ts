import { newRouter } from '../router.ts';
import type { CommandPorts } from '../../commands/context.ts';
import { openingBalanceRoutes } from './openingBalances.ts';
import { payRunItemRoutes } from './payRunItems.ts';
import { runWarningRoutes } from './runWarnings.ts';

/** Corrections and real-world starts (issue #12): pay items, opening balances, run warnings. */
export function correctionRoutes(rules: CommandPorts['rules']) {
  return newRouter().route('/', payRunItemRoutes()).route('/', openingBalanceRoutes(rules)).route('/', runWarningRoutes());
}
