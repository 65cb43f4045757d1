import type { Command } from 'commander';
import { JudgeError } from '../../errors.ts';

// Placeholder until its issue lands.
export function register(program: Command): void {
  program
    .command('explain')
    .description('(explain: not implemented yet)')
    .allowUnknownOption()
    .action(() => {
      throw new JudgeError('not_implemented', 'explain is not implemented yet');
    });
}
