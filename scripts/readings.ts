// Every card's reading, to check that a change to the parser changes no reading (a speed-up, a
// refactoring of the grammar): `dump` writes, for each card of the shipped pool, whether the
// coverage pass counts it as understood and a hash of what the parser reads from each face's
// text (every line's abilities, or its refusal); `compare` lists the cards whose reading differs
// between two dumps (run it before and after every step of such a change).
//
//   npx tsx scripts/readings.ts dump /tmp/before.jsonl [--full]
//   npx tsx scripts/readings.ts compare /tmp/before.jsonl /tmp/after.jsonl
//
// `--full` also writes each card's readings themselves (large), to see what changed.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { readCardsFile, SHIPPED_CARDS } from '../src/cards/store.ts';
import type { OracleCard } from '../src/cards/types.ts';
import { lacksText } from '../src/engine/cards/faces.ts';
import { oracleTextOf } from '../src/engine/cards/oracle-card.ts';
import { understandLines } from '../src/engine/cards/understand.ts';
import { parseOracleLines } from '../src/engine/oracle/parse.ts';

interface CardReading {
  card: string;
  /** Every line of every face understood (as `judge cards coverage` counts lines; layouts aside). */
  understood: boolean;
  /** Lines understood / lines, as the coverage pass judges them. */
  lines: string;
  hash: string;
  readings?: unknown;
}

/** JSON with every object's keys sorted: the same reading gives the same text, however it was built. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v instanceof Set ? [...v].sort() : v;
    if (v instanceof Map) return Object.fromEntries([...v].sort());
    return Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  });
}

function readingOf(faces: OracleCard[], full: boolean): CardReading {
  const verdicts = lacksText(faces) ? [] : understandLines(faces);
  // What a replay reads: each face's own text under its own name (not the coverage pass's
  // CARDNAME placeholder), as game/definitions.ts parses it.
  const readings = faces.map((face) => ({
    face: face.name,
    lines: parseOracleLines(face.name, oracleTextOf(face), { isSpell: /\b(Instant|Sorcery)\b/.test(face.typeLine) }),
  }));
  const text = canonical({ verdicts, readings });
  const understoodLines = verdicts.filter((v) => v.understood).length;
  return {
    card: faces[0]!.faceOf ?? faces[0]!.name,
    understood: verdicts.every((v) => v.understood),
    lines: `${understoodLines}/${verdicts.length}`,
    hash: createHash('sha1').update(text).digest('hex'),
    ...(full ? { readings: JSON.parse(text) as unknown } : {}),
  };
}

function dump(out: string, full: boolean): void {
  const cards = new Map<string, OracleCard[]>();
  for (const entry of readCardsFile(SHIPPED_CARDS)) {
    const key = entry.faceOf ?? entry.name;
    cards.set(key, [...(cards.get(key) ?? []), entry]);
  }
  const started = performance.now();
  const rows = [...cards.values()].map((faces) => JSON.stringify(readingOf(faces, full)));
  writeFileSync(out, rows.join('\n') + '\n');
  const understood = rows.filter((r) => (JSON.parse(r) as CardReading).understood).length;
  console.log(`${rows.length} cards (${understood} with every line understood) → ${out} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

function load(file: string): Map<string, CardReading> {
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as CardReading);
  return new Map(rows.map((r) => [r.card, r]));
}

function compare(a: string, b: string): number {
  const before = load(a);
  const after = load(b);
  const changed: string[] = [];
  for (const [card, r] of before) {
    const s = after.get(card);
    if (!s) changed.push(`${card}: missing from ${b}`);
    else if (s.hash !== r.hash) changed.push(`${card}: reading changed (understood ${r.understood} → ${s.understood}, lines ${r.lines} → ${s.lines})`);
  }
  for (const card of after.keys()) if (!before.has(card)) changed.push(`${card}: missing from ${a}`);
  for (const line of changed.slice(0, 50)) console.log(line);
  if (changed.length > 50) console.log(`… and ${changed.length - 50} more`);
  console.log(changed.length ? `${changed.length} of ${before.size} cards differ` : `all ${before.size} cards read the same`);
  return changed.length ? 1 : 0;
}

const [command, ...args] = process.argv.slice(2);
if (command === 'dump' && args[0]) dump(args[0], args.includes('--full'));
else if (command === 'compare' && args[0] && args[1]) process.exitCode = compare(args[0], args[1]);
else {
  console.error('usage: tsx scripts/readings.ts dump OUT.jsonl [--full] | compare BEFORE.jsonl AFTER.jsonl');
  process.exitCode = 2;
}
