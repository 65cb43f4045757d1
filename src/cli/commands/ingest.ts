import type { Command } from 'commander';
import { JudgeError } from '../../errors.ts';

// Placeholder until its issue lands.
export function register(program: Command): void {
  program
    .command('ingest')
    .description('(ingest: not implemented yet)')
    .allowUnknownOption()
    .action(() => {
      throw new JudgeError('not_implemented', 'ingest is not implemented yet');
    });
}
