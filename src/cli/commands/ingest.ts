import type { Command } from 'commander';
import path from 'node:path';
import { dataDirectory, ensureData } from '../../library/data.ts';
import { Library } from '../../library/library.ts';

// `judge ingest`: parse every rules file (rules/, rules/local/, $JUDGE_RULES, --rules) into data/.
export function register(program: Command): void {
  program
    .command('ingest')
    .description('parse every rules file into data/ (other commands do this on demand)')
    .action(async (_opts, command: Command) => {
      const { rules } = command.optsWithGlobals() as { rules: string[] };
      const { editions, failures, duplicates } = await ensureData({ rulesDirs: rules });
      for (const e of editions) {
        process.stdout.write(
          `${e.id.padEnd(16)} ${e.source.file}  ${e.counts.rules} rules, ${e.counts.subrules + e.counts.subsubrules} subrules, ` +
            `${e.counts.glossary} glossary entries, coverage ${e.coverage.toFixed(4)}, ${e.anomalies.length} anomalies\n`,
        );
      }
      for (const f of failures) process.stderr.write(`judge: skipped ${f.message}\n`);
      for (const d of duplicates) process.stderr.write(`judge: skipped ${d.message}\n`);
      // The matchings between consecutive English releases (data/history), which history,
      // diffs and translations need; later commands read them back.
      const library = new Library(editions, { historyCache: path.join(dataDirectory(), 'history'), searchCache: path.join(dataDirectory(), 'search') });
      const steps = library.chain.buildAll();
      if (steps.length) process.stdout.write(`matched ${steps.length + 1} English releases (data/history)\n`);
      // The search indexes of the default editions and the card names (data/search), so the
      // first search loads them instead of building them; other editions' on first use.
      const { prepareSearch } = await import('../../search/index.ts');
      const built = prepareSearch(library);
      if (built) process.stdout.write(`built ${built} search indexes (data/search)\n`);
      process.exitCode = failures.length ? 1 : 0;
    });
}
