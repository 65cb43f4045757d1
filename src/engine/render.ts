// Turning an explanation into text (CLI) or annotated JSON (API): each cited rule is looked
// up in the requested edition/language and compared with the edition the engine cites from.
import { JudgeError } from '../errors.ts';
import type { EditionSelector, RulesLibrary } from '../library/types.ts';
import type { RuleView } from '../tree/types.ts';
import { CITATION_EDITION } from './citations.ts';
import { en } from './messages/en.ts';
import { catalogFor, format, type Catalog, type Message, type MessageKey } from './messages/index.ts';
import type { ExplainResult, MessageData } from './types.ts';

export interface CitedRule {
  number: string;
  /** The edition the text comes from, or null when no library was given. */
  edition: string | null;
  /** The number the quoted rule has there, when it is not the cited one (rules move between
   *  releases; a translation is matched through the English release it translates). */
  quotedNumber?: string;
  title?: string;
  text?: string;
  /** 'absent': no counterpart there (`reason` says why); 'differs': an English edition's wording
   *  is not the pinned one, or a translation is older than a change of the English text
   *  (`changes`); 'unverified': the pinned edition is not loaded, so nothing could be compared. */
  status: 'same' | 'differs' | 'absent' | 'unknown' | 'unverified';
  /** The pinned English text, when the requested edition differs or lacks the rule. */
  pinnedText?: string;
  reason?: string;
  /** For a stale translation: how the English text changed since the release it translates. */
  changes?: Array<{ kind: 'same' | 'removed' | 'added'; text: string }>;
}

function tryRule(library: RulesLibrary, number: string, sel: EditionSelector): RuleView | null {
  try {
    return library.rule(number, sel);
  } catch {
    return null;
  }
}

const normalize = (s: string): string => s.replace(/[’‘]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ').trim();

/** Every distinct rule the result cites, with its text in the requested edition: the cited
 *  (pinned English) number is carried to that edition through the library's matching of
 *  releases and translations, so a translated quote is the same rule under its own number. */
export function annotateCitations(result: ExplainResult, library?: RulesLibrary, sel: EditionSelector = {}): CitedRule[] {
  return citeRules([...new Set([...result.trace.flatMap((t) => t.rules), ...(result.error?.rules ?? [])])], library, sel);
}

/** Rules numbered as in the pinned English edition, each with its text in the requested
 *  edition (found by identity, never by number), or marked absent there with the English
 *  text kept; shared by the explainer's citations and a card's rules. */
export function citeRules(numbers: readonly string[], library?: RulesLibrary, sel: EditionSelector = {}): CitedRule[] {
  if (!library) return numbers.map((number) => ({ number, edition: null, status: 'unknown' }));
  let pinnedAvailable = true;
  try {
    library.resolveEdition({ edition: CITATION_EDITION });
  } catch {
    pinnedAvailable = false;
  }
  const target = safeEditionId(library, sel);
  const memo = citationMemo(library, `${pinnedAvailable} ${target}`);
  return numbers.map((number) => {
    let cited = memo.get(number);
    if (!cited) memo.set(number, (cited = citedRule(library, number, sel, target, pinnedAvailable)));
    return { ...cited };
  });
}

/** Citations already made, per library and target edition: editions never change, so a
 *  rule's citation in one is the same every time, and a server explaining scenario after
 *  scenario cites the same few hundred rules. Making one reads two full rule views (links,
 *  counterparts in the other languages), about 40 µs each: uncached, the citations were
 *  most of the server's main-thread work per explanation. Bounded: a memo past its limit
 *  starts again. */
const citationMemos = new WeakMap<RulesLibrary, Map<string, Map<string, CitedRule>>>();
const MEMO_LIMIT = 20_000;

function citationMemo(library: RulesLibrary, key: string): Map<string, CitedRule> {
  let byTarget = citationMemos.get(library);
  if (!byTarget) citationMemos.set(library, (byTarget = new Map()));
  let memo = byTarget.get(key);
  if (!memo || memo.size > MEMO_LIMIT) byTarget.set(key, (memo = new Map()));
  return memo;
}

function citedRule(library: RulesLibrary, number: string, sel: EditionSelector, target: string | null, pinnedAvailable: boolean): CitedRule {
  const translated = target !== null && library.resolveEdition({ edition: target }).lang !== 'en';
  const pinned = pinnedAvailable ? tryRule(library, number, { edition: CITATION_EDITION }) : null;
  let quoted = number;
  let found: ReturnType<RulesLibrary['correspondingRule']> | null = null;
  if (pinned && target && target !== CITATION_EDITION) {
    found = library.correspondingRule(number, { edition: CITATION_EDITION }, { edition: target });
    if (found.number === null) {
      const out: CitedRule = { number, edition: target, status: 'absent', pinnedText: pinned.text };
      if (found.reason) out.reason = found.reason;
      return out;
    }
    quoted = found.number;
  }
  const view = tryRule(library, quoted, sel);
  if (!view) {
    const out: CitedRule = { number, edition: target, status: 'absent' };
    if (pinned) out.pinnedText = pinned.text;
    return out;
  }
  const out: CitedRule = { number, edition: view.edition, text: view.text, status: pinnedAvailable || view.edition === CITATION_EDITION ? 'same' : 'unverified' };
  if (quoted !== number) out.quotedNumber = quoted;
  if (view.title) out.title = view.title;
  if (!pinned || view.edition === pinned.edition) return out;
  // A translation is compared through its English release (Italian is never English
  // text); an English edition is compared with the pinned wording directly.
  const differs = translated ? !!found?.stale : normalize(`${view.title ?? ''} ${view.text}`) !== normalize(`${pinned.title ?? ''} ${pinned.text}`);
  if (differs) {
    out.status = 'differs';
    out.pinnedText = pinned.text;
    if (found?.stale) out.changes = found.stale.changes;
  }
  return out;
}

function safeEditionId(library: RulesLibrary, sel: EditionSelector): string | null {
  try {
    return library.resolveEdition(sel).id;
  } catch {
    return null;
  }
}

/** The library's reason a translation has no counterpart ("added after en-2003-03-15"), said in the reader's language; another reason as it is ("not in X" is said by render.notIn already). */
function reasonText(reason: string, say: (key: 'render.noCounterpart', args: Message<'render.noCounterpart'>['args']) => string): string {
  const m = /^(added after|removed after|not in) (\S+)$/.exec(reason);
  if (!m) return reason;
  return say('render.noCounterpart', { why: m[1] === 'added after' ? 'added' : m[1] === 'removed after' ? 'removed' : 'absent', edition: m[2]! });
}

const clip = (s: string, n = 160): string => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** The catalog the explanation is told in: the language of the edition its rules are quoted
 *  from, with keyword names taken from that edition's own rules (the title of the rule that
 *  defines the keyword, found through the English rule the engine cites). */
export function narrator(library: RulesLibrary | undefined, sel: EditionSelector = {}): Catalog {
  const edition = library ? safeEditionId(library, sel) : null;
  const lang = edition ? library!.resolveEdition({ edition }).lang : 'en';
  const base = catalogFor(lang);
  if (lang === 'en' || !library || !edition) return base;
  const titles = new Map<string, string | null>();
  return {
    ...base,
    'term.keyword': (a) => {
      if (!titles.has(a.keyword)) titles.set(a.keyword, keywordTitle(library, a.keyword, edition));
      return titles.get(a.keyword) ?? base['term.keyword'](a);
    },
  };
}

function keywordTitle(library: RulesLibrary, keyword: string, edition: string): string | null {
  try {
    const english = library.rule(keyword, { edition: CITATION_EDITION });
    const found = library.correspondingRule(english.number, { edition: CITATION_EDITION }, { edition });
    const title = found.number ? library.rule(found.number, { edition }).title : undefined;
    return title ? title.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** The result with each step's text, the illegal action's reason and the engine's defaults
 *  in the language of the requested edition (the message keys and arguments stay, for clients
 *  with their own wording). */
export function localizeResult(result: ExplainResult, library?: RulesLibrary, sel: EditionSelector = {}): ExplainResult {
  const catalog = narrator(library, sel);
  if (catalog === en) return result;
  const tell = (m: MessageData): string => format(m as Message, catalog);
  const battlefield = result.state.battlefield.map((b) => (b.derivation ? { ...b, derivation: b.derivation.map((d) => ({ ...d, ...(d.message ? { effect: tell(d.message) } : {}), ...(d.valueMessage ? { value: tell(d.valueMessage) } : {}) })) } : b));
  const told: ExplainResult = { ...result, trace: result.trace.map((t) => ({ ...t, text: tell(t.message) })), state: { ...result.state, battlefield } };
  if (result.error) told.error = { ...result.error, message: tell({ key: result.error.messageKey, args: result.error.messageArgs }) };
  if (result.defaultMessages) told.defaults = result.defaultMessages.map(tell);
  return told;
}

/** A refused scenario's problems told in the language of the requested edition: the details
 *  the engine wrote as messages (a name that is not on the battlefield, an unread line that
 *  matters) are translated, the rest (the schema's own) stay as they are. Anything else is
 *  returned unchanged. */
export function localizeError(error: unknown, library?: RulesLibrary, sel: EditionSelector = {}): unknown {
  if (!(error instanceof JudgeError) || !error.details?.some((d) => d.messageKey)) return error;
  const catalog = narrator(library, sel);
  if (catalog === en) return error;
  const details = error.details.map((d) => (d.messageKey ? { ...d, message: format({ key: d.messageKey, args: d.messageArgs ?? {} } as Message, catalog) } : d));
  const only = error.details.length === 1 ? error.details[0]! : undefined;
  const message = only && error.message === `${only.path}: ${only.message}` ? `${only.path}: ${details[0]!.message}` : error.message;
  return new JudgeError(error.code, message, { details, ...(error.suggestions ? { suggestions: error.suggestions } : {}) });
}

/** Readable numbered steps, each with the rules that drive it, then the outcome and final
 *  board, in the language of the edition the rules are quoted from. */
export function renderExplanation(result: ExplainResult, library?: RulesLibrary, sel: EditionSelector = {}): string {
  const rules = new Map(annotateCitations(result, library, sel).map((r) => [r.number, r]));
  const m = narrator(library, sel);
  const say = <K extends MessageKey>(key: K, args: Message<K>['args']): string => format({ key, args } as Message, m);
  const lines: string[] = [];
  if (result.title) lines.push(result.title, '');
  const edition = library ? safeEditionId(library, sel) : null;
  if (edition) {
    const unverified = [...rules.values()].some((r) => r.status === 'unverified');
    lines.push(say('render.quotedFrom', { edition, pinned: CITATION_EDITION, note: edition === CITATION_EDITION ? '' : unverified ? 'cites-unverified' : 'cites' }), '');
  }
  result.trace
    .filter((t) => t.event !== 'pass')
    .forEach((t, i) => {
      lines.push(`${i + 1}. [${say('term.step', { step: t.step })}] ${format(t.message as Message, m)}`);
      for (const number of t.rules) {
        const r = rules.get(number);
        if (!r || r.status === 'unknown') lines.push(`     ${number}`);
        else if (r.status === 'absent') lines.push(`     ${number} — ${say('render.notIn', { edition: r.edition ?? '?' })}${r.reason && !r.reason.startsWith('not in ') ? ` (${reasonText(r.reason, say)})` : ''}${r.pinnedText ? ` (${CITATION_EDITION}: ${clip(r.pinnedText)})` : ''}`);
        else lines.push(`     ${number}${r.quotedNumber ? ` (${r.edition}: ${r.quotedNumber})` : ''}${r.title ? ` ${r.title}` : ''} — ${clip(r.text ?? '')}${r.status === 'differs' ? ` [${r.changes ? say('render.olderThanEnglish', { pinned: CITATION_EDITION }) : say('render.wordedDifferently', { edition: r.edition ?? '?' })}]` : ''}`);
      }
    });
  lines.push('');
  if (result.error) lines.push(say('render.illegal', { action: result.error.action !== undefined ? result.error.action + 1 : 0, why: format({ key: result.error.messageKey, args: result.error.messageArgs } as Message, m), rules: result.error.rules.join(', ') }));
  const s = result.state;
  if (s.draw) lines.push(say('render.draw', {}));
  else if (s.winner) lines.push(say('render.wins', { player: s.winner }));
  lines.push(say('render.finalState', { turn: s.turn, player: s.activePlayer, step: say('term.step', { step: s.step }) }));
  for (const p of s.players) {
    const board = s.battlefield
      .filter((b) => b.controller === p.name)
      .map((b) => [`${b.name}${b.power !== undefined ? ` ${b.power}/${b.toughness}` : ''}`, ...permanentNotes(b, s.battlefield, say)].join(' '));
    lines.push(`  ${say('render.player', { player: p.name, life: p.life, lost: !!p.lost, hand: p.hand.join(', '), library: p.library, graveyard: p.graveyard.join(', '), exile: p.exile.join(', ') })}`);
    lines.push(`    ${say('render.battlefield', { permanents: board.join(', ') })}`);
    if (p.speed !== undefined || p.citysBlessing) lines.push(`    ${say('render.designations', { speed: p.speed ?? 0, citysBlessing: !!p.citysBlessing })}`);
    if (p.emblems?.length) lines.push(`    ${say('render.command', { emblems: p.emblems.map((e) => `${e.name} (${e.abilities.map((t) => `"${t}"`).join(', ')})`).join('; ') })}`);
    for (const b of s.battlefield.filter((x) => x.controller === p.name && x.derivation)) {
      const steps = b.derivation!.map((d) => say('render.derivationStep', { layer: d.layer, source: d.source, effect: d.message ? format(d.message as Message, m) : d.effect, value: d.valueMessage ? format(d.valueMessage as Message, m) : d.value, order: d.order, after: d.after?.join(', ') ?? '' }));
      lines.push(`      ${say('render.derivation', { object: b.name, steps: steps.join('; ') })}`);
    }
  }
  if (s.stack.length) lines.push(`  ${say('render.stack', { items: s.stack.map((x) => x.name).join(', ') })}`);
  if (result.defaults?.length) lines.push('', say('render.defaults', {}), ...(result.defaultMessages?.map((d) => format(d as Message, m)) ?? result.defaults).map((d) => `  - ${d}`));
  if (result.setAside?.length) lines.push('', say('render.setAside', {}), ...result.setAside.map((l) => `  - ${say('render.setAsideLine', l)}`));
  return lines.join('\n');
}

type Board = ExplainResult['state']['battlefield'];

/** What a player sees on a permanent beyond its name and P/T: damage, tapped, its counters (a planeswalker's loyalty) and what it is attached to. */
function permanentNotes(b: Board[number], board: Board, say: <K extends MessageKey>(key: K, args: Message<K>['args']) => string): string[] {
  const host = b.attachedTo !== undefined ? (board.find((x) => x.id === b.attachedTo)?.name ?? b.attachedTo) : undefined;
  return [
    ...(b.damage ? [say('render.permanentDamage', { damage: b.damage })] : []),
    ...(b.tapped ? [say('render.permanentTapped', {})] : []),
    ...Object.entries(b.counters)
      .filter(([, count]) => count > 0)
      .map(([counter, count]) => say('render.permanentCounters', { count, counter: say('term.counter', { counter }) })),
    ...(host !== undefined ? [say('render.permanentAttached', { object: host })] : []),
  ];
}
