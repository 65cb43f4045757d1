import type { Command } from 'commander';
import path from 'node:path';
import { dataDirectory, ensureData, inMemoryNotice } from '../../library/data.ts';
import { Library } from '../../library/library.ts';
import { printJson } from '../open-library.ts';

// `judge ingest`: parse every rules file (rules/, rules/local/, $JUDGE_RULES, --rules) into data/.
export function register(program: Command): void {
  program
    .command('ingest')
    .option('--json', 'print JSON: {editions: [{id, file, counts, coverage, anomalies}], failures, duplicates, matchedReleases, searchIndexes, cache: {folder, writable}}')
    .action(async (opts: { json?: boolean }, command: Command) => {
      const { rules } = command.optsWithGlobals() as { rules: string[] };
      const { editions, failures, duplicates, cache } = await ensureData({ rulesDirs: rules });
      if (!cache.writable) process.stderr.write(`judge: ${inMemoryNotice(cache.folder)}\n`);
      // The matchings between consecutive English releases (data/history), which history,
      // diffs and translations need; later commands read them back.
      const library = new Library(editions, { historyCache: path.join(dataDirectory(), 'history'), searchCache: path.join(dataDirectory(), 'search') });
      const steps = library.chain.buildAll();
      const matchedReleases = steps.length ? steps.length + 1 : 0;
      // The search indexes of the default editions and the card names (data/search), so the
      // first search loads them instead of building them; other editions' on first use.
      const { prepareSearch } = await import('../../search/index.ts');
      const searchIndexes = prepareSearch(library);
      process.exitCode = failures.length ? 1 : 0;
      if (opts.json) {
        const listed = editions.map((e) => ({ id: e.id, file: e.source.file, counts: e.counts, coverage: e.coverage, anomalies: e.anomalies.length }));
        return printJson({ editions: listed, failures, duplicates, matchedReleases, searchIndexes, cache });
      }
      for (const e of editions) {
        process.stdout.write(
          `${e.id.padEnd(16)} ${e.source.file}  ${e.counts.rules} rules, ${e.counts.subrules + e.counts.subsubrules} subrules, ` +
            `${e.counts.glossary} glossary entries, coverage ${e.coverage.toFixed(4)}, ${e.anomalies.length} anomalies\n`,
        );
      }
      for (const f of failures) process.stderr.write(`judge: skipped ${f.message}\n`);
      for (const d of duplicates) process.stderr.write(`judge: skipped ${d.message}\n`);
      if (matchedReleases) process.stdout.write(`matched ${matchedReleases} English releases (data/history)\n`);
      if (searchIndexes) process.stdout.write(`built ${searchIndexes} search indexes (data/search)\n`);
    });
}
