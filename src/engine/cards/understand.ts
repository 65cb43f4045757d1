// Which lines of a real card the engine understands, and why not for the others; and the
// rules its keywords and abilities point at. Each line goes through the Oracle parser's
// public entry point on its own, so one unknown line does not hide the others.
import type { OracleCard } from '../../cards/types.ts';
import { DIE_ROW, parseOracleLines } from '../oracle/parse.ts';
import { namesPlaneswalkerType, selfNames } from '../oracle/tokenize.ts';
import { oracleTextOf } from './oracle-card.ts';
import { backupGroup } from '../oracle/entries/backup.ts';
import { levelerGroup } from '../oracle/entries/leveler.ts';
import { classGroup } from '../oracle/entries/class-levels.ts';
import { overloadGroup } from '../oracle/entries/alt-costs.ts';

export interface LineVerdict {
  /** The face the line is printed on (the card's name for a one-faced card). */
  face: string;
  /** 1-based line number in that face's Oracle text. */
  line: number;
  text: string;
  understood: boolean;
  /** For a line not understood: what kind of ability it is and which part is unknown. */
  reason?: string;
}

/** A rule the card's keywords or abilities lead to, by number and title in a loaded edition. */
export interface RulePointer {
  /** In a translation: the current English rule's number, as the explainer cites it. */
  number: string;
  /** In the edition asked for; the English title when that edition has no counterpart. */
  title: string;
  why: string;
  /** In a translation: the edition the title is quoted from. */
  edition?: string;
  /** In a translation: the rule's own number there, when it is not `number`. */
  quotedNumber?: string;
  /** In a translation with no counterpart of the rule: why (the English title is kept). */
  absent?: { reason: string };
}

/** Rule numbers and titles of one edition (its table of contents, flattened). */
export type RuleTitles = ReadonlyArray<{ number: string; title: string }>;

const REMINDER = /\([^)]*\)/g;
const TRIGGER = /^(when|whenever|at)\b/i;
const ACTIVATED = /^[^"]*?:\s/;

/** Verdicts by wording, shared by the cards of one pass (coverage): thousands of cards share "Flying". */
export type VerdictCache = Map<string, boolean>;

/** The line with every mention of the card's name replaced by CARDNAME, matched as the tokenizer
 *  matches it: as printed and as whole words (the card "Fear" is not the keyword in "has fear").
 *  A string search rather than a regular expression: a pass over the pool meets 32,000 names, and
 *  compiling a pattern for each costs more than parsing their lines. */
function withPlaceholder(line: string, name: string): string {
  if (!name) return line;
  // Every way the tokenizer reads the card naming itself, longest first (its short name too:
  // "Sorin deals 13 damage" on Sorin the Mirthless), so the verdict is the replay's reading.
  const [full, ...shorter] = selfNames(name);
  return shorter.reduce((text, n) => withName(text, n), withName(line, full!));
}

const letter = (c: string | undefined): boolean => c !== undefined && /[A-Za-z]/.test(c);
function withName(line: string, name: string): string {
  let out = '';
  let from = 0;
  for (let at = line.indexOf(name); at >= 0; at = line.indexOf(name, at + 1)) {
    // A planeswalker type as the short name, where it names the type ("each Garruk you control"): the tokenizer keeps it too.
    if (at < from || letter(line[at - 1]) || letter(line[at + name.length]) || namesPlaneswalkerType(line, at, at + name.length)) continue;
    out += `${line.slice(from, at)}CARDNAME`;
    from = at + name.length;
  }
  return out + line.slice(from);
}

/**
 * A modal ability is a "Choose …" line and the "•" lines under it (700.2), a die roll the
 * rows of its results table under it (706.3a): each of those lines is judged in that group,
 * since neither reads alone. Other lines are alone.
 */
function modalGroup(lines: readonly string[], i: number): { text: string; at: number } | undefined {
  const member = isRow(lines, i) || isRow(lines, i + 1) ? isRow : isMode(lines, i) || isMode(lines, i + 1) ? isMode : undefined;
  if (!member) return undefined;
  let start = i;
  while (start > 0 && member(lines, start)) start--;
  let end = start + 1;
  while (member(lines, end)) end++;
  return { text: lines.slice(start, end).map((l) => l.trim()).join('\n'), at: i - start };
}
// a spree mode starts with "+ {M} —" (702.172a), as parse.ts's foldModes reads it.
// (functions of the module, not closures made for each line)
const isMode = (lines: readonly string[], k: number): boolean => /^(•|\+ \{)/.test(lines[k]?.trim() ?? '');
// A results table's rows (706.3a) are read with the roll line above them, as parse.ts's foldDice reads them.
const isRow = (lines: readonly string[], k: number): boolean => DIE_ROW.test(lines[k]?.trim() ?? '');

function understands(face: OracleCard, line: string, cache?: VerdictCache, group?: { text: string; at: number }): boolean {
  if (group) return understandsInGroup(face, group, cache);
  // The card's name becomes a placeholder the parser is told is the name (matched as the
  // parser matches it), so that lines worded alike on different cards are one parse.
  const wording = withPlaceholder(line, face.name);
  const isSpell = /\b(Instant|Sorcery)\b/.test(face.typeLine);
  const key = `${isSpell ? 'spell' : 'permanent'}|${wording}`;
  const known = cache?.get(key);
  if (known !== undefined) return known;
  // Read line by line rather than through parseOracleText: a refused line is the common case
  // here, and building its error (with a stack) for thousands of lines costs more than the parse.
  const verdict = parseOracleLines('CARDNAME', wording, { isSpell }).every((l) => !('error' in l));
  cache?.set(key, verdict);
  return verdict;
}

function understandsInGroup(face: OracleCard, group: { text: string; at: number }, cache?: VerdictCache): boolean {
  const wording = withPlaceholder(group.text, face.name);
  const isSpell = /\b(Instant|Sorcery)\b/.test(face.typeLine);
  const kind = isSpell ? 'spell' : 'permanent';
  const known = cache?.get(`${kind}|${group.at}|${wording}`);
  if (known !== undefined) return known;
  const read = parseOracleLines('CARDNAME', wording, { isSpell });
  // The verdicts of the group's other lines come with it: each of them, met next, asks for the same text read at its own place.
  for (let at = 0; at < read.length; at++) cache?.set(`${kind}|${at}|${wording}`, !('error' in read[at]!));
  const verdict = !('error' in (read[group.at] ?? { error: '' }));
  cache?.set(`${kind}|${group.at}|${wording}`, verdict);
  return verdict;
}

function reasonFor(face: OracleCard, line: string): string {
  const body = line.replace(REMINDER, '').trim();
  const parts = body.split(/,\s*/);
  const keywordLine = face.keywords.some((k) => body.toLowerCase().startsWith(k.toLowerCase()));
  if (keywordLine) {
    const unknown = parts.filter((part) => !understands(face, part));
    // a keyword read alone but not with the lines below it (backup grants only keywords).
    if (!unknown.length) return 'keyword ability the engine reads, but not with the abilities printed below it (backup can grant only keywords)';
    return `keyword ability not implemented by the engine: ${unknown.join(', ')}`;
  }
  if (TRIGGER.test(body)) return 'triggered ability: its trigger event or its effect is outside the engine\'s vocabulary';
  if (ACTIVATED.test(body)) return 'activated ability: its cost or its effect is outside the engine\'s vocabulary';
  if (/\b(Instant|Sorcery)\b/.test(face.typeLine)) return 'spell effect outside the engine\'s vocabulary';
  return 'static ability or rule outside the engine\'s vocabulary';
}

/** Every line of every face with the engine's verdict. Lines that are only reminder text are
 *  left out; `reasons: false` skips explaining the lines not understood (coverage counts only). */
export function understandLines(faces: readonly OracleCard[], { reasons = true, cache }: { reasons?: boolean; cache?: VerdictCache } = {}): LineVerdict[] {
  const verdicts: LineVerdict[] = [];
  for (const face of faces) {
    const lines = oracleTextOf(face).split('\n');
    const printed = (face.oracleText ?? '').split('\n');
    lines.forEach((raw, i) => {
        const text = raw.trim();
        if (!text.replace(REMINDER, '').trim()) return;
        const understood = understands(face, text, cache, modalGroup(lines, i) ?? backupGroup(lines, i) ?? levelerGroup(lines, i) ?? classGroup(lines, i) ?? overloadGroup(lines, i));
        verdicts.push({ face: face.name, line: i + 1, text: printed[i]!.trim(), understood, ...(understood || !reasons ? {} : { reason: reasonFor(face, text) }) });
      });
  }
  return verdicts;
}

// Which kind of rule an ability's wording leads to, by the rule's title (found in the edition).
const ABILITY_RULES: Array<{ test: (line: string) => boolean; title: string; why: string }> = [
  { test: (l) => TRIGGER.test(l), title: 'Handling Triggered Abilities', why: 'a triggered ability ("when", "whenever", "at")' },
  { test: (l) => ACTIVATED.test(l) && !/\bAdd \{/.test(l), title: 'Activating Activated Abilities', why: 'an activated ability ("cost: effect")' },
  { test: (l) => ACTIVATED.test(l) && /\bAdd \{/.test(l), title: 'Mana Abilities', why: 'a mana ability ("Add …")' },
  { test: (l) => /\binstead\b/i.test(l), title: 'Replacement Effects', why: 'a replacement effect ("instead")' },
  { test: (l) => /\bprevent/i.test(l), title: 'Prevention Effects', why: 'a prevention effect ("prevent")' },
  { test: (l) => /^(?:[+−-]?\d+|[−-]X):/.test(l), title: 'Loyalty Abilities', why: 'a loyalty ability ("+1:", "−2:")' },
  { test: (l) => /\bemblem\b/i.test(l), title: 'Emblems', why: 'an emblem' },
];

/** The rules the card's keywords (702.x / 701.x by title) and abilities point at, in `rules`' edition. */
/** The title of the rule that says how a layout's faces are played, by the pool's layout name. */
const FRAME_TITLES: Record<string, string> = {
  split: 'Split Cards', flip: 'Flip Cards', transform: 'Double-Faced Cards', modal_dfc: 'Double-Faced Cards', meld: 'Double-Faced Cards',
  adventure: 'Adventurer Cards', omen: 'Omen Cards', prototype: 'Prototype Cards', unknown: 'Preparation Cards',
};

export function rulesOf(faces: readonly OracleCard[], rules: RuleTitles): RulePointer[] {
  const byTitle = new Map<string, { number: string; title: string }>();
  for (const r of rules) {
    const key = r.title.toLowerCase();
    if (!byTitle.has(key) || /^70[12]\./.test(r.number)) byTitle.set(key, r);
  }
  const found = new Map<string, RulePointer>();
  const point = (title: string, why: string, keyword = false) => {
    const rule = byTitle.get(title.toLowerCase());
    if (!rule || (keyword && !/^70[12]\.\d+$/.test(rule.number)) || found.has(rule.number)) return;
    found.set(rule.number, { number: rule.number, title: rule.title, why });
  };
  // The rule of the card's frame first: how its faces are played (709, 710, 712, 715, 718, 720, 722).
  const layout = faces[0]!.layout === 'adventure' && faces.some((f) => /\bOmen\b/.test(f.typeLine)) ? 'omen' : faces[0]!.layout;
  const frame = FRAME_TITLES[layout];
  if (frame) point(frame, 'how its faces are played');
  for (const face of faces) {
    for (const k of face.keywords) point(k, `keyword "${k}"`, true);
    for (const line of oracleTextOf(face).replace(REMINDER, '').split('\n')) {
      for (const r of ABILITY_RULES) if (r.test(line.trim())) point(r.title, r.why);
    }
  }
  return [...found.values()];
}
