// `judge cards import FILE | fetch [--url URL] | coverage [--json] [--top N]`: the card
// store under data/ (read before the shipped snapshot) and how much of it the engine understands.
import type { Command } from 'commander';
import { JudgeError } from '../../errors.ts';
import { fetchScryfall, SCRYFALL_BULK } from '../../cards/fetch.ts';
import { readCardFile, type ImportResult } from '../../cards/import.ts';
import { cardStore } from '../../cards/store.ts';
import { writeCardStore } from '../../cards/write.ts';
import { measureCoverage, type CoverageReport } from '../../engine/cards/coverage.ts';
import { printJson } from '../open-library.ts';

async function save(result: ImportResult, source: string, json?: boolean): Promise<void> {
  const file = await writeCardStore(result.cards, source);
  if (json) return printJson({ imported: result.cards.length, format: result.format, source, file, skipped: result.skipped });
  process.stdout.write(`imported ${result.cards.length} cards (${result.format} format) from ${source} into ${file}\n`);
  if (result.skipped.length) {
    const shown = result.skipped.slice(0, 5).map((s) => `${s.entry}: ${s.problem}`).join('; ');
    process.stdout.write(`skipped ${result.skipped.length} entries that are not cards: ${shown}${result.skipped.length > 5 ? '; …' : ''}\n`);
  }
}

const percent = (n: number, total: number) => `${total ? ((100 * n) / total).toFixed(1) : '0.0'}%`;

function renderCoverage(report: CoverageReport, source: string): string {
  const row = (label: string, c: { understood: number; total: number }) => `${label.padEnd(26)} ${String(c.understood).padStart(6)} / ${String(c.total).padEnd(6)} ${percent(c.understood, c.total)}`;
  const c = report.cards;
  return [
    `Cards the engine fully understands (${source}):`,
    row('all cards', c),
    `${''.padEnd(26)} not understood ${c.total - c.understood - c.noText}, no text in the card pool ${c.noText}`,
    ...Object.entries(report.byType).map(([type, c]) => row(type, c)),
    row('lines', report.lines),
    '',
    'Cards with more than one face, by layout:',
    ...Object.entries(report.byLayout).sort((a, b) => b[1].total - a[1].total).map(([layout, c]) => row(layout, c)),
    '',
    'Most frequent wordings not understood (cards they would unlock):',
    ...report.missing.map((m) => `${String(m.cards).padStart(6)}  ${m.template}`),
  ].join('\n');
}

export function register(program: Command): void {
  const cards = program.command('cards');
  cards
    .command('import')
    .argument('<file>', "Scryfall's bulk oracle-cards JSON or MTGJSON's AtomicCards JSON (plain or .gz)")
    .option('--json', 'print JSON: {imported, format, source, file, skipped: [{entry, problem}]}')
    .description('read a card file (streamed) into the card store under data/')
    .action(async (file: string, opts: { json?: boolean }) => save(await readCardFile(file), file, opts.json));
  cards
    .command('fetch')
    .option('--url <url>', "Scryfall's bulk-data entry, or a bulk .json file itself", SCRYFALL_BULK)
    .option('--json', 'print JSON, as cards import does')
    .description("download Scryfall's current oracle-cards bulk file into the card store")
    .action(async (opts: { url: string; json?: boolean }) => {
      const result = await fetchScryfall(opts.url);
      await save(result, result.url, opts.json);
    });
  cards
    .command('coverage')
    .option('--json', 'print JSON')
    .option('--top <n>', 'how many missing wordings to list', '20')
    .description('parse every card in the store: the share the engine fully understands, and the wordings it lacks')
    .action((opts: { json?: boolean; top: string }) => {
      const top = Number(opts.top);
      if (!/^\d+$/.test(opts.top) || top < 1 || top > 1000) throw new JudgeError('bad_request', `--top must be a whole number from 1 to 1000, not "${opts.top}"`);
      const store = cardStore();
      const report = measureCoverage(store.cards, top);
      if (opts.json) return printJson(report);
      process.stdout.write(renderCoverage(report, store.source) + '\n');
    });
}
