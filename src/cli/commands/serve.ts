import type { Command } from 'commander';
import { JudgeError } from '../../errors.ts';

// Placeholder until its issue lands.
export function register(program: Command): void {
  program
    .command('serve')
    .description('(serve: not implemented yet)')
    .allowUnknownOption()
    .action(() => {
      throw new JudgeError('not_implemented', 'serve is not implemented yet');
    });
}
