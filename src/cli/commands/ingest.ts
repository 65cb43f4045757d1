import type { Command } from 'commander';
import { ensureData } from '../../library/data.ts';
import { openLibrary } from '../../library/index.ts';

// `judge ingest`: parse every rules file (rules/, rules/local/, $JUDGE_RULES, --rules) and
// every shipped release (rules/releases/) into data/, which other commands do as they need.
export function register(program: Command): void {
  program
    .command('ingest')
    .description('parse every rules file and shipped release into data/ (other commands do this on demand)')
    .action(async (_opts, command: Command) => {
      const { rules } = command.optsWithGlobals() as { rules: string[] };
      const log = (line: string) => process.stderr.write(`${line}\n`);
      const { failures, duplicates } = await ensureData({ rulesDirs: rules, log });
      const library = await openLibrary({ rulesDirs: rules });
      // The shipped releases not parsed yet, in a worker thread (the trees then read from data/).
      const prepared = await library.prepareAll();
      if (prepared.parsed) log(`parsed ${prepared.parsed} shipped releases`);
      failures.push(...prepared.failed.map((f) => ({ file: f.file, message: `${f.file}: ${f.message}` })));
      for (const e of library.editions()) {
        process.stdout.write(
          `${e.id.padEnd(16)} ${e.source.file}  ${e.counts.rules} rules, ${e.counts.subrules + e.counts.subsubrules} subrules, ` +
            `${e.counts.glossary} glossary entries, coverage ${e.coverage.toFixed(4)}, ${e.anomalyCount} anomalies\n`,
        );
      }
      for (const f of failures) process.stderr.write(`judge: skipped ${f.message}\n`);
      for (const d of duplicates) process.stderr.write(`judge: skipped ${d.message}\n`);
      // The matchings between consecutive English releases ship computed; those with a
      // release of your own are computed now and kept in data/history.
      const steps = library.chain.buildAll();
      if (steps.length) process.stdout.write(`matched ${steps.length + 1} English releases\n`);
      process.exitCode = failures.length ? 1 : 0;
    });
}
