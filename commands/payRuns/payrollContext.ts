import type { CommandContext } from '../context.ts';
import type { RulesEngine } from '../../rules-wasm/host/engine.ts';

/** Commands that price also need the statutory rules engine. */
export interface PayrollContext extends CommandContext {
  rules: RulesEngine;
}
