// `judge mtr N`: the Magic Tournament Rules by section, as `judge rule N --edition mtr`.
import type { Command } from 'commander';
import { registerLookup } from './rule.ts';

export function register(program: Command): void {
  registerLookup(program, 'mtr');
}
