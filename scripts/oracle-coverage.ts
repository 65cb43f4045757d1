// How much of the real card pool the engine's Oracle parser understands: the share of cards
// whose every line parses (a card with one unknown line is refused as a whole), and the most
// frequent refused lines — the wordings that would unlock the most cards next.
//   npm run coverage:oracle [-- --top 40]
import { shippedCards } from '../src/cards/store.ts';
import { parseOracleLines } from '../src/engine/oracle/parse.ts';

const topArg = process.argv.indexOf('--top');
const top = topArg > 0 ? Number(process.argv[topArg + 1]) : 25;

const cards = shippedCards().cards;
let understood = 0;
let withText = 0;
/** Refused line (card name replaced) → how many cards it blocks, and whether it is their only refused line. */
const refused = new Map<string, { cards: number; only: number }>();
for (const card of cards) {
  const text = card.oracleText ?? '';
  if (text.trim()) withText++;
  const isSpell = /\b(Instant|Sorcery)\b/.test(card.typeLine);
  const lines = parseOracleLines(card.name, text, { isSpell });
  const bad = lines.filter((l) => 'error' in l);
  if (bad.length === 0) {
    understood++;
    continue;
  }
  for (const l of bad) {
    const key = l.text.split(card.name).join('CARDNAME').replace(/\([^)]*\)/g, '').trim();
    const entry = refused.get(key) ?? { cards: 0, only: 0 };
    entry.cards++;
    if (bad.length === 1) entry.only++;
    refused.set(key, entry);
  }
}
const pct = (n: number): string => `${((100 * n) / cards.length).toFixed(1)}%`;
console.log(`cards: ${cards.length} (${withText} with rules text)`);
console.log(`every line understood: ${understood} (${pct(understood)})`);
console.log(`\nmost frequent refused lines (cards blocked / cards it alone blocks):`);
for (const [line, n] of [...refused].sort((a, b) => b[1].only - a[1].only).slice(0, top)) console.log(`${String(n.cards).padStart(6)} ${String(n.only).padStart(6)}  ${line}`);
