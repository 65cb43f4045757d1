// `judge ipg N`: the Infraction Procedure Guide by section, as `judge rule N --edition ipg`.
import type { Command } from 'commander';
import { registerLookup } from './rule.ts';

export function register(program: Command): void {
  registerLookup(program, 'ipg');
}
