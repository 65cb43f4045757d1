// How much of the card pool the engine understands: every card's lines through the parser
// (understand.ts), counted by card, by card type and by line, and the wordings not
// understood grouped into templates (numbers, mana and names abstracted) with the number
// of cards each would unlock — so the engine's next wordings are picked by that count.
import type { OracleCard } from '../../cards/types.ts';
import { understandLines, type VerdictCache } from './understand.ts';
import { lacksText, layoutName, layoutProblem, meldBackFaces } from './faces.ts';
import { forgetParses } from '../oracle/parse.ts';

/** Layouts of one pool entry that still hold two sets of characteristics (718, 712.4). */
const MULTI_FACE_LAYOUTS = new Set(['prototype', 'meld']);

export const COVERAGE_TYPES = ['creature', 'instant', 'sorcery', 'enchantment', 'artifact', 'land', 'planeswalker'] as const;

interface Count {
  understood: number;
  total: number;
}

export interface CoverageReport {
  /** `noText`: cards whose pool entry lacks the rules text they must have; never understood. */
  cards: Count & { noText: number };
  /** Cards with more than one face, by how they hold them ("split (fuse)", "adventure", "modal double-faced"…). */
  byLayout: Record<string, Count>;
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
  const entries = [...pool];
  // One card per whole name: the faces of a multi-faced card are judged together.
  const cards = new Map<string, OracleCard[]>();
  for (const entry of entries) {
    const key = entry.faceOf ?? entry.name;
    const faces = cards.get(key);
    if (faces) faces.push(entry);
    else cards.set(key, [entry]);
  }
  const meldBacks = meldBackFaces(entries);
  const report: CoverageReport = {
    cards: { understood: 0, total: 0, noText: 0 },
    byLayout: {},
    byType: Object.fromEntries(COVERAGE_TYPES.map((t) => [t, { understood: 0, total: 0 }])) as CoverageReport['byType'],
    lines: { understood: 0, total: 0 },
    missing: [],
  };
  const missing = new Map<string, number>();
  const cache: VerdictCache = new Map();
  // Every pass reads every line anew: nothing is kept from an earlier pass (a benchmark's runs are alike).
  forgetParses();
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
    // A card counts when every line of each face is read and the engine plays its layout as the
    // rules allow; a card the pool has no text for is counted apart, as "no text".
    const problem = layoutProblem(faces, meldBacks);
    const verdicts = lacksText(faces) ? [] : understandLines(faces, { reasons: false, cache });
    const understood = !problem && verdicts.every((v) => v.understood);
    report.cards.total++;
    if (understood) report.cards.understood++;
    if (lacksText(faces)) report.cards.noText++;
    if (faces.length > 1 || MULTI_FACE_LAYOUTS.has(faces[0]!.layout)) {
      const layout = (report.byLayout[layoutName(faces)] ??= { understood: 0, total: 0 });
      layout.total++;
      if (understood) layout.understood++;
    }
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
    // A card without its text lacks no wording: it is counted apart, not listed as missing.
    if (problem && !lacksText(faces)) templates.add(problem.template);
    for (const t of templates) missing.set(t, (missing.get(t) ?? 0) + 1);
  }
}
