// The Oracle-text parser: each line is tokenized (tokenize.ts) and read by the grammar's
// line entries (entries/lines.ts), which compose the effect, trigger, cost, static and
// keyword entries. A line no entry reads is an error naming the line — never ignored,
// because an ignored line would make the engine silently give a wrong answer.
import { targetsOf, xTargetsFit, type Ability, type AbilityBody, type Effect } from './ast.ts';
import type { Entry } from './entry.ts';
import { alt, byFirstWord, saysAll, type Alternative } from './grammar.ts';
import type { Token } from './tokenize.ts';
import { CAST_LINES } from './entries/cast.ts';
import { COSTS } from './entries/costs.ts';
import { EFFECTS } from './entries/effects.ts';
import { COMPOUND_EFFECTS } from './entries/compound-effects.ts';
import { ABILITY_WORD_ENTRY, FLAVOR_WORD_ENTRY, withAbilityWord, withFlavorWord } from './entries/ability-words.ts';
import { KEYWORD_ENTRIES } from './entries/keywords.ts';
import { LINES } from './entries/lines.ts';
import { STATICS } from './entries/statics.ts';
import { TRIGGERS } from './entries/triggers.ts';
import { tokenize } from './tokenize.ts';
import { unreadAbility } from './unread.ts';
import { attachFits, copiesFit, eventRefsFit, foundCardFits } from './event-refs.ts';
import { sourceStillThere, withPronouns } from './pronouns.ts';
import { REPLACEMENT_LINES } from './entries/replacements.ts';
import { LEAVE_EFFECTS } from './entries/leave-effects.ts';
import { useAbilityReader } from './predefined-tokens.ts';
import { useQuotedLineReader } from './quoted.ts';
import { withBackupGrants } from './entries/backup.ts';
// casting mechanics
import { CAST_MORE_LINES } from './entries/cast-more.ts';
import { GRAVEYARD_LINES } from './entries/graveyard-abilities.ts';
import { withLevelBands } from './entries/leveler.ts';
import { withClassLevels } from './entries/class-levels.ts';
import { withMaxSpeed } from './entries/player-designations.ts';
// keywords' alternative costs
import { ALT_COST_LINES, withOverload } from './entries/alt-costs.ts';
import { SAGA_LINES } from './entries/saga.ts';
import { TRANSFORM_LINES } from './entries/transform.ts';
import { FACE_LINES } from './entries/faces.ts';
import { TRIBUTE_LINES } from './entries/tribute.ts';
import { LIBRARY_TOP_LINES } from './entries/library-top-lines.ts';
import { SPELL_COST_LINES } from './entries/spell-costs.ts';
import { withSacrificedChecked } from './cost-refs.ts';
import { lineTail } from './line-tails.ts';
import { EXERT_LINES } from './entries/exert.ts';
import { graveyardZone } from './entries/graveyard-self.ts';
import { resultsFit } from './entries/chance.ts';
import { votesFit } from './entries/votes.ts';
import { chosenFits } from './entries/chosen.ts';

/** Every understood wording, by kind: what the grammar reads, and its fixtures. */
export const ENTRIES: ReadonlyArray<Entry<unknown>> = [...KEYWORD_ENTRIES, ...LINES, ...CAST_LINES, ...EFFECTS, ...COMPOUND_EFFECTS, ...TRIGGERS, ...COSTS, ...STATICS, ...REPLACEMENT_LINES, ...LEAVE_EFFECTS, ABILITY_WORD_ENTRY, FLAVOR_WORD_ENTRY, ...CAST_MORE_LINES, ...GRAVEYARD_LINES, ...ALT_COST_LINES, /* Sagas */ ...SAGA_LINES, ...TRANSFORM_LINES, ...TRIBUTE_LINES, ...SPELL_COST_LINES, ...FACE_LINES, ...EXERT_LINES, ...LIBRARY_TOP_LINES];

/** The wordings the parser understands, shown to the user when a line is not one of them (made from the entries). */
export const UNDERSTOOD: string[] = ENTRIES.filter((e) => !e.id.startsWith('line/') || !/\(see|EFFECTS|COSTS|TRIGGER|keyword abilities/.test(e.wording)).map((e) => e.wording);

export class OracleParseError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly lineText: string,
  ) {
    super(message);
  }
}

const ALL_LINES = [...LINES, ...CAST_LINES, ...REPLACEMENT_LINES, ...CAST_MORE_LINES, ...GRAVEYARD_LINES, ...ALT_COST_LINES, /* Sagas */ ...SAGA_LINES, ...TRANSFORM_LINES, ...TRIBUTE_LINES, ...SPELL_COST_LINES, ...FACE_LINES, ...EXERT_LINES, ...LIBRARY_TOP_LINES];
const permanentEntries = ALL_LINES.filter((l) => !('spellOnly' in l && l.spellOnly)).map((l) => l.parse);
const spellEntries = ALL_LINES.map((l) => l.parse);
// The shapes a line may take, in order: each entry, then "ABILITY WORD — line" (207.2c).
// and "FLAVOR WORDS — line" (207.2d), tried last: only a line nothing else reads pays for it.
// Each kept with the shapes worth trying for each first word (grammar.ts byFirstWord): a line meets
// some 500 shapes, and most can't start with its first word or need a word the line doesn't say.
type Shapes = (t: Token | undefined) => ReadonlyArray<Alternative<AbilityBody[]>>;
const permanentLine: Shapes = byFirstWord([...permanentEntries, withAbilityWord(alt(...permanentEntries)), withFlavorWord(alt(...permanentEntries))]);
const spellLine: Shapes = byFirstWord([...spellEntries, withAbilityWord(alt(...spellEntries)), withFlavorWord(alt(...spellEntries))]);

/** The first reading that takes the whole line and that `fits` accepts (as it decides it), trying
 *  one shape after another — the reading `parseAll(alt(...shapes))` finds first among those
 *  accepted, without reading the later shapes once one fits. */
function firstWhole<T, U>(shapes: (t: Token | undefined) => ReadonlyArray<Alternative<T>>, tokens: Token[], fits: (read: T) => U | null): U | null {
  for (const shape of shapes(tokens[0])) {
    if (!saysAll(shape.need, tokens, 0)) continue;
    // (only the readings that take the whole line: their values alone are built, grammar.ts wholeOf)
    for (const r of shape.whole(tokens, 0)) {
      const decided = fits(r.value);
      if (decided !== null) return decided;
    }
  }
  return null;
}

// Parsed lines are kept: a replay sets up the same cards again and again (the API, the
// benchmarks). Bodies are plain data nobody mutates; the cache is emptied when it fills.
const parsedLines = new Map<string, AbilityBody[] | null>();
const PARSED_LINES_KEPT = 20_000;

/** Forgets every line read: a pass over the whole pool (cards/coverage.ts) starts with it, so each
 *  pass reads every line anew (a benchmark's later runs find nothing of the first run's). */
export function forgetParses(): void {
  parsedLines.clear();
}

/**
 * The abilities of one line's tokens, or null when no entry reads them all — or when a "that
 * player" / "that much" has no event to read (oracle/event-refs.ts), or an "it" can't name what
 * it is read as (oracle/pronouns.ts).
 */
function readTokens(tokens: Token[], shapes: Shapes, isSpell: boolean): AbilityBody[] | null {
  if (tokens.length === 0) return [];
  // Both checks read words the line says ("it", "that …", "X"): a line without them needs neither.
  const firstIt = tokens.findIndex((t) => t.raw === 'it' || t.raw === 'its');
  const itBeforeSource = firstIt >= 0 && !tokens.slice(0, firstIt).some((t) => t.raw === 'SELF');
  const itAfterThat = firstIt >= 0 && tokens.slice(0, firstIt).some((t) => t.raw === 'that');
  const refersToEvent = tokens.some((t) => t.raw === 'that' || t.raw === 'them' || t.raw === 'they' || t.raw === 'x' || t.raw === 'X' || (t.k === 'pt' && t.raw.includes('X')));
  const copies = tokens.some((t) => t.raw === 'copy');
  // "the result": only after a die the ability rolled (entries/chance.ts).
  const result = tokens.some((t) => t.raw === 'result');
  // "for each death vote": only after a vote the ability held (entries/votes.ts).
  const vote = tokens.some((t) => t.raw === 'vote' || t.raw === 'votes');
  const attaches = tokens.some((t) => t.raw === 'attach');
  // "Choose a creature type. … of that type": a choice read only where the ability names it (entries/chosen.ts).
  const chooses = tokens.some((t) => t.raw === 'choose' || t.raw === 'chosen' || t.raw === 'type' || t.raw === 'color');
  // A reading the checks refuse gives way to the next one ("When this creature dies, return it to
  // its owner's hand" is no verb on the source permanent, 400.7, but the leaves-the-battlefield
  // entry's card in its new zone, entries/leave-effects.ts).
  return firstWhole(shapes, tokens, (read) => {
    const decided = firstIt < 0 && !refersToEvent ? read : read.map((b) => withPronouns(b, itBeforeSource, itAfterThat));
    return decided.every((b): b is AbilityBody => b !== null && (!refersToEvent || (eventRefsFit(b) && foundCardFits(b) && xTargetsFit(b))) && sourceStillThere(b) && (!copies || copiesFit(b, isSpell)) && (!result || !('effects' in b) || resultsFit(b.effects)) && (!vote || !('effects' in b) || votesFit(b.effects)) && (!attaches || attachFits(b)) && (!chooses || chosenFits(b, isSpell))) ? decided : null;
  });
}

/** One line → its abilities, or null when it is not understood. */
function parseLine(text: string, cardName: string, isSpell: boolean): AbilityBody[] | null {
  const key = `${isSpell ? 'S' : 'P'}|${cardName}|${text}`;
  const known = parsedLines.get(key);
  if (known !== undefined) return known;
  const tokens = tokenize(text, cardName);
  // "… Spend this mana only to …", "… This ability costs {1} less to activate for each …": the line
  // before that sentence is read, then the sentence changes it (oracle/line-tails.ts).
  const tail = lineTail(tokens);
  const read = readTokens(tail ? tokens.slice(0, tail.at) : tokens, isSpell ? spellLine : permanentLine, isSpell);
  // 113.6m: an ability returning its own card from the graveyard works only there — placed before
  // the closing sentence applies, which reduces only a battlefield ability's cost (line-tails.ts).
  const placed = read && (text.includes('graveyard') || text.includes('eturn')) ? graveyardZone(read, text) : read;
  const bodies = placed && tail ? tail.apply(placed) : placed;
  if (parsedLines.size >= PARSED_LINES_KEPT) parsedLines.clear();
  parsedLines.set(key, bodies);
  return bodies;
}

/** One line of a card's text as the parser read it: its abilities, or why it was refused. */
export type ParsedLine = { line: number; text: string; abilities: Ability[] } | { line: number; text: string; error: string };

/** Every non-empty line of a card's text, each parsed on its own: what is understood and what is not. */
export function parseOracleLines(cardName: string, text: string, opts: { isSpell: boolean }): ParsedLine[] {
  const out: ParsedLine[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const lineText = raw.trim();
    if (!lineText) return;
    const bodies = parseLine(lineText, cardName, opts.isSpell);
    if (bodies) out.push({ line: i + 1, text: lineText, abilities: bodies.map((b) => ({ ...b, text: lineText, line: i + 1 }) as Ability) });
    else out.push({ line: i + 1, text: lineText, error: `line ${i + 1} of ${cardName}'s text is not understood: "${lineText}"` });
  });
  // a backup line learns the keywords printed below it (or is refused).
  // a leveler's bands become static abilities conditioned on level counters (711.2).
  // an overload line keeps the spell's effects with "each" for "target" (702.96a), or is refused.
  // A Class's level bars and the abilities of their sections (716.2a).
  // "Max speed — ABILITY" for a triggered or activated ability (702.178a).
  const folded = withMaxSpeed(withOverload(withClassLevels(withLevelBands(withBackupGrants(foldModes(foldDice(opts.isSpell ? foldInstead(out, cardName) : out, cardName, opts.isSpell), cardName), cardName), cardName), cardName), cardName, (t) => parseOracleLines(cardName, t, opts)), (t) => parseOracleLines(cardName, t, opts));
  return withSacrificedChecked(folded, cardName);
}

/**
 * A spell's line that only says what happens instead of the line above it ("Threshold — If there
 * are seven or more cards in your graveyard, instead destroy that creature."; the ability word has
 * no rules meaning, 207.2c): the two lines are one spell ability, read as one text (608.2c, the
 * later text modifies the earlier; oracle/entries/instead.ts). Its own line keeps no ability.
 */
function foldInstead(lines: ParsedLine[], cardName: string): ParsedLine[] {
  const out = [...lines];
  for (let i = 1; i < out.length; i++) {
    const l = out[i]!;
    const above = out[i - 1]!;
    if (!('error' in l) || 'error' in above || !/\binstead\b/.test(l.text)) continue;
    const sentence = l.text.replace(/^[^—•]+ — /, '');
    if (!sentence.startsWith('If ') || above.abilities.length !== 1 || above.abilities[0]!.kind !== 'spell' || above.abilities[0]!.modes) continue;
    const both = parseLine(`${above.text} ${sentence}`, cardName, true);
    if (both?.length !== 1 || both[0]!.kind !== 'spell') continue;
    out[i - 1] = { ...above, abilities: [{ ...both[0]!, text: `${above.text}\n${l.text}`, line: above.line } as Ability] };
    out[i] = { line: l.line, text: l.text, abilities: [] };
  }
  return out;
}

/** A results table's row (706.3a): "1—9 | …", "10—19 | …", "20 | …", "15+ | …", "9 or less | …". */
export const DIE_ROW = /^(\d+)(?:\s*[—–-]\s*(\d+)|(\+)|( or less))?\s*\|\s*(.+)$/;

/**
 * "Roll a d20." and the results table under it are one ability (706.3b): each row is read as the words after the roll
 * (the roll line and the row's text together, so "it", "that card", "its controller" read as they would there), its
 * instructions the die group's row for its range (706.3a); its own line keeps no ability. The roll must be the line's
 * last instruction and a row names no target of its own; a row not read refuses the roll line with it.
 */
function foldDice(lines: ParsedLine[], cardName: string, isSpell: boolean): ParsedLine[] {
  const out = [...lines];
  for (let i = 0; i < out.length; i++) {
    const head = out[i]!;
    let end = i + 1;
    while (end < out.length && DIE_ROW.test(out[end]!.text)) end++;
    if (end === i + 1 || 'error' in head) continue;
    const refuse = (l: ParsedLine): ParsedLine => ({ line: l.line, text: l.text, error: `line ${l.line} of ${cardName}'s text is not understood: "${l.text}" (a results table the engine can't read)` });
    const ability = head.abilities.at(-1);
    const effects = ability && 'effects' in ability ? ability.effects : undefined;
    const last = effects?.at(-1);
    const table: Array<{ from: number; to: number | null; effects: Effect[] }> = [];
    for (let k = i + 1; k < end && last?.type === 'group' && last.die; k++) {
      const [, from, to, plus, orLess, words] = DIE_ROW.exec(out[k]!.text)!;
      const both = parseLine(`${head.text} ${words}`, cardName, isSpell);
      const read = both?.length === head.abilities.length ? both.at(-1) : undefined;
      const all = read && 'effects' in read ? read.effects : undefined;
      const row = all && all.length > effects!.length && JSON.stringify(all.slice(0, effects!.length)) === JSON.stringify(effects) ? all.slice(effects!.length) : undefined;
      if (!row || targetsOf(row).length) break;
      table.push(orLess ? { from: 1, to: Number(from), effects: row } : { from: Number(from), to: plus ? null : Number(to ?? from), effects: row });
    }
    if (table.length !== end - i - 1) {
      for (let k = i; k < end; k++) out[k] = 'error' in out[k]! ? out[k]! : refuse(out[k]!);
    } else {
      const die = { ...(last as Extract<Effect, { type: 'group' }>).die!, table };
      const folded = { ...ability!, effects: [...effects!.slice(0, -1), { ...(last as Extract<Effect, { type: 'group' }>), die }], text: [head.text, ...out.slice(i + 1, end).map((l) => l.text)].join('\n') } as Ability;
      out[i] = { ...head, abilities: [...head.abilities.slice(0, -1), folded] };
      for (let k = i + 1; k < end; k++) out[k] = { line: out[k]!.line, text: out[k]!.text, abilities: [] };
    }
    i = end - 1;
  }
  return out;
}

/**
 * A "Choose …" line and the "•" lines under it are one modal ability (700.2): each mode
 * joins the ability above it (a new object: parsed bodies are shared by the line cache),
 * and its own line keeps no ability. A mode under no "Choose …" line, or a "Choose …" line
 * with fewer modes than it asks to choose, is refused.
 */
function foldModes(lines: ParsedLine[], cardName: string): ParsedLine[] {
  let head: Extract<Ability, { kind: 'spell' | 'triggered' }> | undefined;
  const refuse = (l: ParsedLine, why: string): ParsedLine => ({ line: l.line, text: l.text, error: `line ${l.line} of ${cardName}'s text is not understood: "${l.text}" (${why})` });
  const modeLines = new Map<unknown, number>();
  const out = lines.map((l): ParsedLine => {
    // a spree mode starts with "+ {M} —" (702.172a).
    const isMode = /^(•|\+ \{)/.test(l.text);
    // A mode not understood is refused on its own line; it still counts as one of its head's modes.
    if ('error' in l) return (isMode && head ? modeLines.set(head, (modeLines.get(head) ?? 0) + 1) : (head = undefined)), l;
    const mode = l.abilities.find((a) => a.kind === 'mode');
    if (!mode || mode.kind !== 'mode') {
      const last = l.abilities.at(-1);
      head = last && (last.kind === 'spell' || last.kind === 'triggered') && last.modes ? { ...last, modes: { ...last.modes, options: [] } } : undefined;
      return head ? { ...l, abilities: [...l.abilities.slice(0, -1), head] } : l;
    }
    if (!head?.modes) return refuse(l, 'a mode with no "Choose …" line above it');
    head.modes.options.push({ text: l.text.replace(/^•\s*/, ''), effects: mode.effects, ...(mode.cost ? { cost: mode.cost } : {}) });
    modeLines.set(head, (modeLines.get(head) ?? 0) + 1);
    return { ...l, abilities: [] };
  });
  return out.map((l) => {
    if ('error' in l) return l;
    const m = l.abilities.find((a) => (a.kind === 'spell' || a.kind === 'triggered') && a.modes);
    const modes = m && (m.kind === 'spell' || m.kind === 'triggered') ? m.modes : undefined;
    const offered = m ? (modeLines.get(m) ?? 0) : 0;
    if (modes && offered < Math.max(modes.min, 2)) return refuse(l, `it offers ${offered} mode(s)`);
    return l;
  });
}

/** Rules text → abilities; the first line no entry reads throws an OracleParseError naming it. */
export function parseOracleText(cardName: string, text: string, opts: { isSpell: boolean }): Ability[] {
  const abilities: Ability[] = [];
  for (const l of parseOracleLines(cardName, text, opts)) {
    if ('error' in l) throw new OracleParseError(l.error, l.line, l.text);
    abilities.push(...l.abilities);
  }
  return abilities;
}

/** Rules text → abilities, each refused line kept as an `unread` placeholder in its place (oracle/unread.ts):
 *  what a replay reads, so a line that can't matter there need not refuse the whole scenario. */
export function readOracleText(cardName: string, text: string, opts: { isSpell: boolean }): Ability[] {
  return parseOracleLines(cardName, text, opts).flatMap((l) => ('error' in l ? [unreadAbility(l.line, l.text, l.error)] : l.abilities));
}

useAbilityReader((name, text) => parseOracleText(name, text, { isSpell: false }));
// A quoted ability ("It has \"Sacrifice this token: Add {C}.\""): a permanent's line, its own self-reference.
useQuotedLineReader((tokens) => (tokens.length ? readTokens(tokens, permanentLine, false) : null));
