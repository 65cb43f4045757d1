import type { Command } from 'commander';
import { JudgeError } from '../../errors.ts';

// Placeholder until its issue lands.
export function register(program: Command): void {
  program
    .command('fetch')
    .description('(fetch: not implemented yet)')
    .allowUnknownOption()
    .action(() => {
      throw new JudgeError('not_implemented', 'fetch is not implemented yet');
    });
}
