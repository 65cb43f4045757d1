// `judge card NAME [--json]`: a card of the pool with the engine's reading of each of its
// lines and the rules its keywords and abilities point at, in the chosen edition.
import type { Command } from 'commander';
import { describeCard, ruleTitlesFrom, type CardReport } from '../../engine/cards/report.ts';
import { addSelectorOptions, libraryFor, printJson, selector, type SelectorOptions } from '../open-library.ts';

function render(report: CardReport): string {
  const out: string[] = [report.name];
  for (const face of report.faces) {
    if (report.faces.length > 1) out.push(`— ${face.name}`);
    const pt = face.power !== null ? ` ${face.power}/${face.toughness}` : face.loyalty !== null ? ` loyalty ${face.loyalty}` : face.defense !== null ? ` defense ${face.defense}` : '';
    out.push(`${face.manaCost ? `${face.manaCost} ` : ''}${face.typeLine}${pt}`);
    for (const line of report.lines.filter((l) => l.face === face.name)) {
      out.push(`  ${line.understood ? '✓' : '✗'} ${line.text}${line.reason ? `\n      not understood: ${line.reason}` : ''}`);
    }
  }
  out.push(report.understood ? 'The engine understands every line of this card.' : 'The engine cannot play this card as printed: a scenario using it gets the lines marked ✗ as errors.');
  if (report.rules.length) out.push('Rules:', ...report.rules.map((r) => `  ${r.number} ${r.title} — ${r.why}`));
  return out.join('\n');
}

export function register(program: Command): void {
  addSelectorOptions(
    program
      .command('card')
      .argument('<name...>', 'a card name (case, accents and punctuation do not matter), or a face of a multi-faced card'),
  ).action(async (words: string[], opts: SelectorOptions & { json?: boolean }, command: Command) => {
    const library = await libraryFor(command);
    const report = describeCard(words.join(' '), ruleTitlesFrom(library, selector(opts)));
    if (opts.json) return printJson(report);
    process.stdout.write(render(report) + '\n');
  });
}
