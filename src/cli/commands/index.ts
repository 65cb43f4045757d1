// Every subcommand of `judge`, one module each.
import type { Command } from 'commander';
import { register as ingest } from './ingest.ts';
import { register as report } from './report.ts';
import { register as rule } from './rule.ts';
import { register as search } from './search.ts';
import { register as glossary } from './glossary.ts';
import { register as serve } from './serve.ts';
import { register as explain } from './explain.ts';
import { register as fetch } from './fetch.ts';

export const commands: Array<(program: Command) => void> = [
  ingest,
  report,
  rule,
  search,
  glossary,
  explain,
  serve,
  fetch,
];
