import type { Command } from 'commander';
import { ensureData } from '../../library/data.ts';
import { furnitureCounts } from '../../library/library.ts';
import type { Furniture } from '../../tree/types.ts';
import { documentInfo, documentOf } from '../../tree/documents.ts';

/** "56 page numbers, 114 dot leaders". */
function furnitureLine(furniture: Furniture[]): string {
  return Object.entries(furnitureCounts(furniture)).map(([kind, n]) => `${n} ${kind.replace('-', ' ')}s`).join(', ');
}

// `judge report`: what each edition holds and what looked wrong in its source.
export function register(program: Command): void {
  program
    .command('report')
    .option('--json', 'print JSON')
    .action(async (opts: { json?: boolean }, command: Command) => {
      const { rules } = command.optsWithGlobals() as { rules: string[] };
      const { editions, failures, duplicates } = await ensureData({ rulesDirs: rules });
      const report = editions.map((e) => ({
        id: e.id,
        lang: e.lang,
        kind: e.kind ?? 'rules',
        document: documentOf(e),
        effectiveDate: e.effectiveDate,
        notes: e.notes,
        source: { file: e.source.file, sha256: e.source.sha256, encoding: e.source.encoding, lineEndings: e.source.lineEndings, format: e.source.format },
        counts: e.counts,
        coverage: e.coverage,
        anomalies: e.anomalies,
        unresolved: e.unresolved,
        ...(e.furniture ? { furniture: e.furniture } : {}),
      }));
      if (opts.json) {
        process.stdout.write(JSON.stringify({ editions: report, failures, duplicates }, null, 2) + '\n');
      } else {
        for (const e of report) {
          process.stdout.write(`${e.id} (${e.source.file}, ${e.source.encoding}, ${e.source.format}) coverage ${e.coverage.toFixed(4)}\n`);
          if (e.kind === 'policy') process.stdout.write(`  ${documentInfo(e.document).name} (tournament document); ${e.anomalies.length ? `${e.anomalies.length} anomalies` : 'no anomalies'}\n`);
          process.stdout.write(`  ${JSON.stringify(e.counts)}\n`);
          if (e.furniture) process.stdout.write(`  page furniture left out of the text (listed with --json): ${furnitureLine(e.furniture)}\n`);
          for (const a of e.anomalies) process.stdout.write(`  line ${a.line}: ${a.kind} ${a.number}${a.suggested ? ` → ${a.suggested}` : ''}\n`);
        }
        for (const f of failures) process.stdout.write(`skipped: ${f.message}\n`);
        for (const d of duplicates) process.stdout.write(`skipped: ${d.message}\n`);
      }
    });
}
