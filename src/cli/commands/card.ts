// `judge card NAME [--json]`: a card of the pool with the engine's reading of each of its
// lines and the rules its keywords and abilities point at, in the chosen edition.
import type { Command } from 'commander';
import { describeCardIn, type CardReport } from '../../engine/cards/report.ts';
import { addSelectorOptions, libraryFor, printJson, selector, type SelectorOptions } from '../open-library.ts';

/** How a scenario plays each layout's faces (docs/scenario-format.md, "Cards with more than one face"). */
const HOW_PLAYED: Record<string, string> = {
  split: 'cast either half by its name',
  'split (fuse)': 'cast either half by its name, or both with fuse: true',
  'split (aftermath)': 'cast the first half by its name, the aftermath half from the graveyard',
  adventure: 'cast the Adventure by its name, then the card from exile',
  omen: 'cast the Omen by its name; it is shuffled into the library',
  'modal double-faced': 'cast or play either face by its name',
  'transforming double-faced': 'cast the front face; it transforms on the battlefield',
  flip: 'cast the top half; it flips on the battlefield',
  prototype: 'cast normally, or with prototype: true',
  'split (Room)': 'locked and unlocked doors are not modelled',
  meld: 'melding is not modelled',
  preparation: 'its prepare spell is not cast from the card',
};

/** A rule the card points at; in a translation its own number there, or why it has none. */
function pointerLine(r: CardReport['rules'][number]): string {
  if (r.absent) return `  ${r.number} ${r.title} — ${r.why} (no counterpart in ${r.edition}: ${r.absent.reason})`;
  return `  ${r.quotedNumber ?? r.number} ${r.title} — ${r.why}${r.quotedNumber ? ` (English ${r.number})` : ''}`;
}

function render(report: CardReport): string {
  const out: string[] = [report.layout === 'normal' ? report.name : `${report.name} (${report.layout}: ${HOW_PLAYED[report.layout] ?? 'one card'})`];
  for (const face of report.faces) {
    if (report.faces.length > 1) out.push(`— ${face.name}`);
    const pt = face.power !== null ? ` ${face.power}/${face.toughness}` : face.loyalty !== null ? ` loyalty ${face.loyalty}` : face.defense !== null ? ` defense ${face.defense}` : '';
    out.push(`${face.manaCost ? `${face.manaCost} ` : ''}${face.typeLine}${pt}`);
    for (const line of report.lines.filter((l) => l.face === face.name)) {
      out.push(`  ${line.understood ? '✓' : '✗'} ${line.text}${line.reason ? `\n      not understood: ${line.reason}` : ''}`);
    }
  }
  if (report.problem) out.push(`The engine cannot play this card: ${report.problem}.`);
  else out.push(report.understood ? `The engine understands every line of this card${report.faces.length > 1 ? ', and plays its faces as the rules allow' : ''}.` : 'The engine cannot play this card as printed: a scenario using it gets the lines marked ✗ as errors.');
  if (report.rules.length) out.push('Rules:', ...report.rules.map(pointerLine));
  return out.join('\n');
}

export function register(program: Command): void {
  addSelectorOptions(
    program
      .command('card')
      .argument('<name...>', 'a card name (case, accents and punctuation do not matter), or a face of a multi-faced card'),
  ).action(async (words: string[], opts: SelectorOptions & { json?: boolean }, command: Command) => {
    const library = await libraryFor(command);
    const report = describeCardIn(words.join(' '), library, selector(opts));
    if (opts.json) return printJson(report);
    process.stdout.write(render(report) + '\n');
  });
}
