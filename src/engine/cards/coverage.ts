// How much of the card pool the engine understands: every card's lines through the parser
// (understand.ts), counted by card, by card type and by line, and the wordings not
// understood grouped into templates (numbers, mana and names abstracted) with the number
// of cards each would unlock — so the engine's next wordings are picked by that count.
import type { OracleCard } from '../../cards/types.ts';
import { understandLines, type VerdictCache } from './understand.ts';

export const COVERAGE_TYPES = ['creature', 'instant', 'sorcery', 'enchantment', 'artifact', 'land', 'planeswalker'] as const;

interface Count {
  understood: number;
  total: number;
}

export interface CoverageReport {
  cards: Count;
  byType: Record<(typeof COVERAGE_TYPES)[number], Count>;
  lines: Count;
  missing: Array<{ template: string; cards: number }>;
}

const TYPE_WORDS = COVERAGE_TYPES.map((type) => [type, new RegExp(`\\b${type}\\b`)] as const);
const NUMBER_WORDS = /\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|twenty)\b/gi;

/** A line as a template: reminder text dropped, the card's names → CARDNAME, mana → {M}, numbers → N. */
export function templateOf(line: string, names: readonly string[]): string {
  let t = line.replace(/\([^)]*\)/g, '');
  for (const name of names) t = t.split(name).join('CARDNAME');
  return t
    .replace(/(?:\{(?![TQ]\})[^}]+\})+/g, '{M}')
    .replace(/\d+/g, 'N')
    .replace(NUMBER_WORDS, 'N')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Names a line may use for its card: the face, the whole card, a legendary card's short name. */
function namesOf(faces: readonly OracleCard[]): string[] {
  const names = new Set<string>();
  for (const f of faces) {
    names.add(f.name);
    if (f.faceOf) names.add(f.faceOf);
    const comma = f.name.indexOf(', ');
    if (comma > 0) names.add(f.name.slice(0, comma));
  }
  return [...names].sort((a, b) => b.length - a.length);
}

export function measureCoverage(pool: Iterable<OracleCard>, top = 20): CoverageReport {
  // One card per whole name: the faces of a multi-faced card are judged together.
  const cards = new Map<string, OracleCard[]>();
  for (const entry of pool) {
    const key = entry.faceOf ?? entry.name;
    const faces = cards.get(key);
    if (faces) faces.push(entry);
    else cards.set(key, [entry]);
  }
  const report: CoverageReport = {
    cards: { understood: 0, total: 0 },
    byType: Object.fromEntries(COVERAGE_TYPES.map((t) => [t, { understood: 0, total: 0 }])) as CoverageReport['byType'],
    lines: { understood: 0, total: 0 },
    missing: [],
  };
  const missing = new Map<string, number>();
  const cache: VerdictCache = new Map();
  // Most lines of the pool are not understood, and each is an exception from the parser:
  // without their stack traces (never shown here) the pass takes a fifth less time.
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    for (const faces of cards.values()) count(faces);
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
  report.missing = [...missing]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, top)
    .map(([template, n]) => ({ template, cards: n }));
  return report;

  function count(faces: OracleCard[]): void {
    const verdicts = understandLines(faces, { reasons: false, cache });
    const understood = verdicts.every((v) => v.understood);
    report.cards.total++;
    if (understood) report.cards.understood++;
    const typeWords = faces.map((f) => f.typeLine.split(/\s+[—–-]\s+/)[0]!.toLowerCase()).join(' ');
    for (const [type, word] of TYPE_WORDS) {
      if (!word.test(typeWords)) continue;
      report.byType[type].total++;
      if (understood) report.byType[type].understood++;
    }
    report.lines.total += verdicts.length;
    const names = namesOf(faces);
    const templates = new Set<string>();
    for (const v of verdicts) {
      if (v.understood) report.lines.understood++;
      else templates.add(templateOf(v.text, names));
    }
    for (const t of templates) missing.set(t, (missing.get(t) ?? 0) + 1);
  }
}
