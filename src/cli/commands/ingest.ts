import type { Command } from 'commander';
import { ensureData, inMemoryNotice } from '../../library/data.ts';
import { openLibrary } from '../../library/index.ts';
import { printJson } from '../open-library.ts';

// `judge ingest`: parse every rules file (rules/, rules/local/, $JUDGE_RULES, --rules) and the
// English releases the translations are paired with into data/ — with --all every shipped
// release too (rules/releases/; about 250 MB of trees) — which other commands do as they need.
export function register(program: Command): void {
  program
    .command('ingest')
    .option('--all', 'also parse every shipped English release (otherwise each is parsed when first asked for)')
    .option('--json', 'print JSON: {editions: [{id, file, counts, coverage, anomalies}], failures, duplicates, matchedReleases, searchIndexes, cache: {folder, writable}}')
    .action(async (opts: { all?: boolean; json?: boolean }, command: Command) => {
      const { rules } = command.optsWithGlobals() as { rules: string[] };
      const { failures, duplicates, cache } = await ensureData({ rulesDirs: rules });
      if (!cache.writable) process.stderr.write(`judge: ${inMemoryNotice(cache.folder)}\n`);
      const library = await openLibrary({ rulesDirs: rules });
      // The shipped releases not parsed yet, in a worker thread (the trees then read from data/).
      const prepared = opts.all ? await library.prepareAll() : { parsed: 0, failed: [] };
      failures.push(...prepared.failed.map((f) => ({ file: f.file, message: `${f.file}: ${f.message}` })));
      // The matchings between consecutive English releases ship computed; those with a
      // release of your own are computed now and kept in data/history.
      const steps = library.chain.buildAll();
      const matchedReleases = steps.length ? steps.length + 1 : 0;
      // The search indexes of the default editions and the card names (data/search), so the
      // first search loads them instead of building them; other editions' on first use.
      const { prepareSearch } = await import('../../search/index.ts');
      const searchIndexes = prepareSearch(library);
      process.exitCode = failures.length ? 1 : 0;
      const editions = library.editions();
      if (opts.json) {
        const listed = editions.map((e) => ({ id: e.id, file: e.source.file, counts: e.counts, coverage: e.coverage, anomalies: e.anomalyCount }));
        return printJson({ editions: listed, failures, duplicates, matchedReleases, searchIndexes, cache });
      }
      for (const e of editions) {
        process.stdout.write(
          `${e.id.padEnd(16)} ${e.source.file}  ${e.counts.rules} rules, ${e.counts.subrules + e.counts.subsubrules} subrules, ` +
            `${e.counts.glossary} glossary entries, coverage ${e.coverage.toFixed(4)}, ${e.anomalyCount} anomalies\n`,
        );
      }
      for (const f of failures) process.stderr.write(`judge: skipped ${f.message}\n`);
      for (const d of duplicates) process.stderr.write(`judge: skipped ${d.message}\n`);
      if (prepared.parsed) process.stdout.write(`parsed ${prepared.parsed} shipped English releases (data/cache)\n`);
      if (matchedReleases) process.stdout.write(`matched ${matchedReleases} English releases\n`);
      if (searchIndexes) process.stdout.write(`built ${searchIndexes} search indexes (data/search)\n`);
    });
}
