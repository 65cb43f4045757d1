// Whole lines: the shapes an ability takes (113.3) — keyword lines, spell abilities,
// activated "costs: effects", triggered "when …, effects", static abilities, and the few
// fixed lines (enchant, equip, replacements, restrictions).
import { isFoldedVerb, isLasting, isObjectVerb, namesPrevious, targetsOf, verbTargetRefs, type AbilityBody, type Effect, type Trigger } from '../ast.ts';
import { conditional, isPayment, type Group } from '../control.ts';
import { itIs, onSource, saysIt, statesRefs, verbSaysIt } from '../pronouns.ts';
import { isOther } from './damage-verbs.ts';
import { line, type Entry } from '../entry.ts';
import { alt, lit, many1, map, memo, oneOf, opt, sepBy1, seq, token, type Parser } from '../grammar.ts';
import { parseManaSymbols } from '../mana.ts';
import { count, counterKind, counterWord, self } from '../phrases.ts';
import { costList } from './costs.ts';
import { actsOnSource, movesSpellItself } from '../self-reference.ts';
import { clauseJoiner, effectClause } from './compound-effects.ts';
import { keywordAbility } from './keywords.ts';
import { defineX, forEach, whereXOfIt } from '../amount-grammar.ts';
import { condition, targetIs } from '../condition-grammar.ts';
import { staticLine } from './statics.ts';
import { entersSelf, itIsSource, triggerHead } from './triggers.ts';
import { castFrom } from '../trigger-grammar.ts';
import { interveningIf, type IfClause } from './intervening-if.ts';
import { beforeInstead, elided, insteadCondition, insteadOf, type Elided } from './instead.ts';
import type { Amount, Condition, Filter, ObjectRef, PlayerRef, TargetSpec } from '../vocabulary.ts';
import { COMBAT_LINES } from './lines-combat.ts';
import { copiedPermanent, copyExceptions } from '../copy-exceptions.ts';
// keyword mechanics on permanents
import { PERMANENT_KEYWORD_LINES } from './keywords-permanents.ts';
import { CONDITIONAL_STATIC_LINES } from './statics-conditional.ts';
import { activationConditionLines } from './activation-conditions.ts';
import { FACE_DOWN_LINES } from './face-down.ts';
import { LEVEL_UP_LINE } from './leveler.ts';
import { CHOSEN_LINES } from './chosen.ts';
import { PLAYER_STATIC_LINES } from './player-statics.ts';
import { LOYALTY_RULE_LINES } from './loyalty-rules.ts';
import { TRIGGER_STATIC_LINES } from './trigger-statics.ts';
import { LAND_LINES } from './land-lines.ts';
import { COUNTER_REPLACEMENT_LINES } from './counter-replacements.ts';
import { HAND_SIZE_LINES } from './hand-size.ts';
import { DAMAGE_BY_TOUGHNESS_LINES } from './damage-by-toughness.ts';
import { MECHANIC_LINES } from './mechanics-lines.ts';
import { CREATURE_KEYWORD_LINES } from './creature-keywords.ts';
import { TAIL_LINES } from './tail-lines.ts';
import { KEYWORD_COST_LINES } from './keyword-families.ts';
import { PLAYER_DESIGNATION_LINES } from './player-designations.ts';
import { says } from '../says.ts';

const spellText = (text: string, ...effects: unknown[]) => ({ text, spell: true, abilities: [{ kind: 'spell', effects }] });

export interface LineEntry extends Entry<AbilityBody[]> {
  /** Only an instant's or sorcery's text has spell abilities (113.3a). */
  spellOnly?: boolean;
}

const period = opt(lit('.'));

/**
 * Sentences of effects ("Draw a card. You gain 2 life."), each one or more clauses joined by
 * ", then" or "and". "It" names the ability's source only in a permanent's ability and only
 * before any target is named; otherwise it could mean the target, so the clause is refused
 * rather than guessed. Effects on the source itself belong to a permanent's abilities only.
 */
/** "That player" as an entry states it, and what it is after one target player (`take`). */
const EVENT_PLAYER = '{"ref":"event-player"}';
const EARLIER_TARGET: ObjectRef & PlayerRef = { ref: 'same-target', slot: -1 };
/**
 * The player "that player" names right after one target (608.2c: the player the text before it named): the target player
 * itself; or the player a target object's description or the instruction before named — "destroy target creature an
 * opponent controls. That player loses 3 life" (its controller), "exile target card from an opponent's graveyard … that
 * player" and "return target permanent to its owner's hand, then that player discards a card" (its owner, as it last
 * existed, 608.2h). With none of them, undefined: the
 * words stay the trigger event's player (oracle/event-refs.ts).
 */
function playerNamedWith(target: TargetSpec, last: Effect | undefined): PlayerRef | undefined {
  if (target.player && !target.object) return EARLIER_TARGET;
  if (!target.object || target.player) return undefined;
  const f = target.object;
  const of: ObjectRef = EARLIER_TARGET;
  if (f.zone === undefined && f.controller === 'opponent') return { ref: 'controller', of };
  if (f.zone === 'graveyard' && f.owner === 'opponent') return { ref: 'owner', of };
  if (last?.type === 'move' && last.to === 'hand' && last.objects.ref === 'target' && (f.zone === undefined || f.zone === 'battlefield')) return { ref: 'owner', of };
  return undefined;
}
/** The first zone a search names ("search your library", "search your graveyard, hand, and/or library"). */
const SEARCHED_ZONE: ReadonlySet<string> = new Set(['library', 'graveyard', 'hand']);
/** The "it" of "it's your turn", "it's not your turn", "it's the first combat phase", "it's a main phase" (a condition's): no object. */
const turnIt = (all: readonly { raw: string }[], i: number): boolean => {
  if (all[i + 1]?.raw !== "'s") return false;
  const [a, b] = [all[i + 2]?.raw, all[i + 3]?.raw];
  return a === 'your' || a === 'the' || (a === 'not' && b === 'your') || (a === 'a' && b === 'main');
};
/** Nothing, before any word but "if". */
const notIf: Parser<null> = (ts, at) => (ts[at]?.raw === 'if' ? [] : [{ value: null, next: at }]);
/** The sentences every effects() reader reads (built by the first one). */
let sharedSentences: Parser<unknown> | undefined;
export function effects(inSpell: boolean, itMayBeSource = true): Parser<Effect[]> {
  const clause: Parser<{ effects: Effect[]; saysIt: boolean; thatCreature?: boolean; itWord: boolean; /** "it" said only by ", where X is its …" */ itOnlyInX?: boolean }> = (ts, at) =>
    // An "it" right after a period inside one entry ("Destroy target creature. It can't be regenerated.") is that entry's own reference.
    // So is the "it" of "If that creature (a creature dealt damage this way) would die this turn, exile it instead.": the creature just named.
    // So is the "it" of a copy's "except it isn't legendary" (707.9b): the copy being made, of "… a creature card from among them and put it into your hand": the card picked, and after "the top card of your library": that card.
    // So is the "it" of a spell's "Exile CARDNAME with three time counters on it" (the card itself).
    // and the "it" of "Search your (their, target player's) library [and/or graveyard] for a basic land card, put it onto the battlefield" (the card found) and of "reveals their hand. You choose a card from it" (the hand).
    // So is the "it" of "Untap target creature and gain control of it" and of "attach this Equipment to it": what the entry names itself.
    // So is the "it" of "return that card to the battlefield with a +1/+1 counter on it": the card returned (614.1c).
    // So is the "it" of "exile target creature, then return it to the battlefield": the card exiled, which the flicker entry names,
    // and the "it" of "If that spell is countered this way, put it on top of its owner's library instead …": that spell's card.
    // A triggered ability the clause creates for a while (603.7b) was read as its own line: its "it" is its own event's.
    effectClause(ts, at).map((r) => (r.value.some(isLasting) ? { value: { effects: r.value, saysIt: false, itWord: false }, next: r.next } : { value: { effects: r.value, saysIt: ts.slice(at, r.next).some((t, i, all) => t.raw === 'it' && !turnIt(all, i) && all[i - 1]?.raw !== '.' && all[i - 1]?.raw !== 'except' && !(all[i - 1]?.raw === 'put' && all[i - 3]?.raw === 'them' && all[i - 4]?.raw === 'among') && !all.some((x, j) => j < i && x.raw === 'top' && all[j + 1]?.raw === 'card' && all[j + 2]?.raw === 'of') && !(all[i - 1]?.raw === 'exile' && all[i + 1]?.raw === 'instead' && all.some((x, j) => j < i && (x.raw === 'that' || (x.raw === 'way' && all[j - 1]?.raw === 'this')))) && !all.some((x, j) => j < i && (x.raw === 'search' || x.raw === 'searches') && (((all[j + 1]?.raw === 'your' || all[j + 1]?.raw === 'their') && SEARCHED_ZONE.has(all[j + 2]?.raw as string)) || ((all[j + 1]?.raw === 'target' || all[j + 1]?.raw === 'that') && all[j + 4]?.raw === 'library'))) && !(all[i - 1]?.raw === 'from' && all.some((x, j) => j < i && x.raw === 'reveals' && all[j + 1]?.raw === 'their' && all[j + 2]?.raw === 'hand')) && !(all[i - 1]?.raw === 'on' && all[i - 2]?.raw === 'counter' && r.value.some((e) => e.type === 'move' && e.counters !== undefined)) && !(all[i - 1]?.raw === 'on' && all[i - 2]?.raw === 'counters' && all[i - 3]?.raw === 'time') && !(all[i - 1]?.raw === 'of' && all[i - 2]?.raw === 'control' && r.value.some((e) => e.type === 'gain-control' && e.objects.ref === 'same-target')) && !(all[i - 1]?.raw === 'to' && all[i - 3]?.raw === 'attach' && JSON.stringify(r.value).includes('"type":"attach","to"')) && !(all[i - 1]?.raw === 'return' && all[i - 2]?.raw === 'then' && r.value.some((e) => e.type === 'move' && e.objects.ref === 'previous')) && !all.some((x, j) => j < i && x.raw === 'countered' && all[j + 1]?.raw === 'this' && all[j + 2]?.raw === 'way' && r.value.some((e) => e.type === 'counter' && e.to))), thatCreature: ts[at]?.raw === 'that' && ts[at + 1]?.raw === 'creature', itWord: ts.slice(at, r.next).some((t) => t.raw === 'it' || t.raw === 'its' || t.raw === 'that') }, next: r.next }));
  type Clause = ReturnType<typeof clause>[number]['value'];
  // ", where X is VALUE" defines the X of the sentence it closes (107.3c).
  const clauses = map(seq(sepBy1(clause, clauseJoiner), opt(whereXOfIt)), ([list, x]) => {
    if (x === undefined) return list;
    // "where X is its power": the sentence says "it" as its clauses do (the pronoun reader decides it with theirs) — but not
    // after a target of the same sentence ("Target creature gets +X/+0 …, where X is its power": that target, which no
    // reference of the sentence's own instruction names), refused rather than read as the source.
    const its = saysIt(x);
    if (its && list.some((c) => targetsOf(c.effects).some((t) => t.object))) return null;
    const defined = list.map((c) => ({ ...c, effects: defineX(c.effects, x), ...(its ? { itWord: true, itOnlyInX: !c.itWord } : {}) }));
    return defined.some((c) => c.effects === null) || !defined.some((c) => c.effects!.length) ? null : defined.map((c) => ({ ...c, effects: c.effects! }));
  });
  // "If CONDITION, [instead] EFFECTS [instead]": the sentence replaces the one before it (entries/instead.ts);
  // "If CONDITION, EFFECTS" about a target named before ("Destroy target creature. If this spell was kicked, it deals damage
  // equal to that creature's power to the creature's controller"). One reading of the condition serves both.
  const list = sepBy1(clause, clauseJoiner);
  const replacing = alt<Clause[] | Elided>(list, elided);
  type IfSentence = { condition: Condition; instead: true; words: Clause[] | Elided } | { condition: Condition; instead: false; words: Clause[] };
  const insteadWords = alt(map(seq(lit('instead'), replacing), ([, r]) => r), map(seq(beforeInstead(replacing), lit('instead')), ([r]) => r));
  const ifSentence: Parser<IfSentence> = map(
    seq(lit('if'), alt(insteadCondition, targetIs), lit(','), alt<{ instead: true; words: Clause[] | Elided } | { instead: false; words: Clause[] }>(map(insteadWords, (words) => ({ instead: true, words })), map(list, (words) => ({ instead: false, words })))),
    ([, condition, , rest]) => ({ condition, ...rest }),
  );
  // "Sacrifice it at the beginning of the next end step", "At the beginning of your next upkeep, …": a delayed triggered ability (603.7a).
  type Sentence = { clauses: Clause[]; when?: undefined; later?: Trigger; laterIf?: Filter } | { when: IfSentence; clauses?: undefined; later?: undefined; laterIf?: undefined };
  const sentence = alt<Sentence>(
    map(seq(clauses, opt(laterMoment)), ([c, later]) => ({ clauses: c, ...(later ? { later } : {}) })),
    // "Sacrifice it at the beginning of the next end step if it has mana value 3 or less" (Angrath, the Flame-Chained): the delayed
    // ability acts on what it carries only if that still fits as it resolves (608.2h).
    map(seq(clauses, laterMoment, laterIf), ([c, later, only]) => ({ clauses: c, later, laterIf: only })),
    // "Draw two cards. Then discard a card.", "Then you may …", "Then that player …": a sentence after the one before it,
    // in the order written (608.2c), as any sentence is. ("Then if …" is the condition entry's own.)
    map(seq(lit('then'), notIf, clauses, opt(laterMoment)), ([, , c, later]) => ({ clauses: c, ...(later ? { later } : {}) })),
    map(seq(laterMoment, lit(','), clauses), ([later, , c]) => ({ clauses: c, later })),
    map(ifSentence, (w) => ({ when: w })),
  );
  /** "It", "that token", "them" naming what the instruction before acted on (608.2c): a clause of verbs only, its pronouns made `{ref: 'previous'}`. */
  const toPrevious = (raw: Clause): Clause | null => {
    if (!saysIt(raw.effects) && !raw.effects.some(namesPrevious)) return raw;
    if (!raw.effects.every(isFoldedVerb)) return null;
    return { ...raw, effects: itIs(raw.effects, PREVIOUS), saysIt: false, thatCreature: false };
  };
  /** One clause's effects added to `out` as the reading rules for "it" allow; false when the clause is refused. */
  const take = (heard: Clause, out: Effect[]): boolean => {
    // "That player" right after one target player ("… to target opponent. That player discards two cards", "Tap all
    // permanents target opponent controls. That player skips …"): that target, the player named last.
    const before1 = targetsOf(out);
    const thatPlayer = before1.length === 1 && JSON.stringify(heard.effects).includes(EVENT_PLAYER) ? playerNamedWith(before1[0]!, out.at(-1)) : undefined;
    const said = thatPlayer ? { ...heard, effects: JSON.parse(JSON.stringify(heard.effects).replaceAll(EVENT_PLAYER, JSON.stringify(thatPlayer))) as Effect[] } : heard;
    // "Create a … token. It gains haste.", "Return target creature card … to the battlefield. That creature gains haste.": the new object (400.7, 111.1).
    const raw = said.itWord && makesNewObjects(out.at(-1)) ? toPrevious(said) : said;
    if (!raw) return false;
    // A verb that says "it" (oracle/pronouns.ts): the one target before it; with none, the source (decided for the whole ability).
    const stated = raw.itWord && raw.effects.some(verbSaysIt);
    // "It" / "its" never names a player: after one target player it names what it would with none ("When this creature
    // dies, target player loses life equal to its power": the creature); "that creature" after one is refused (the
    // sacrificed one of "Target player sacrifices a creature. You gain life equal to that creature's toughness").
    const playerBefore = targetsOf(out).length === 1 && !targetsOf(out)[0]!.object;
    if (stated && playerBefore && says(raw.effects, 'that', true)) return false;
    const before = stated && playerBefore ? 0 : targetsOf(out).length;
    // In a trigger about another object, "it" with no target before it is left for the line reader: the event's object, where the event names one (pronouns.ts).
    if (stated && (before > 1 || (before === 0 && inSpell))) return false;
    // With no target before it, "it" is the source only if nothing else was named: not after a token created or the host acted on ("tap enchanted creature and put X sleep counters on it").
    // (A token the clause creates is not what "where X is its power" or "a number of tokens equal to its power" names: the
    // number is read before the token exists.)
    if (stated && before === 0 && [...out, ...(raw.itOnlyInX ? [] : raw.effects.filter((e) => !tokenCountSaysIt(e)))].some(namesAnother)) return false;
    // An "up to" slot may stay empty (601.2c): a later clause about "it" would have nothing to act on.
    if (out.some((e) => e.type === 'group' && e.upTo) && (stated || raw.saysIt || raw.thatCreature || onlyEarlierTarget(raw.effects))) return false;
    // "It deals 1 damage to each other creature" with "it" a target: "other" would be other than that target, which the group can't say.
    if (stated && before === 1 && raw.effects.some((e) => e.type === 'deal-damage' && e.source?.ref === 'it' && e.to.some(isOther))) return false;
    // An amount's "it" beside a target of the same instruction ("Target creature gets +1/+1 … for each +1/+1 counter on it")
    // would be that target, which no reference of the amount names: refused, but for a damage verb's own dealer ("This
    // creature deals damage equal to the number of +1/+1 counters on it to target creature", 120.1).
    if (stated && before === 0 && raw.effects.some(amountBesideTarget)) return false;
    const c = stated && before === 1 ? { ...raw, effects: itIs(raw.effects, { ref: 'same-target', slot: -1 }), saysIt: false } : stated ? { ...raw, saysIt: false } : raw;
    // "You may pay {1}. If you do, tap target creature and put a stun counter on it": what follows the optional
    // instruction and acts on its target is done only if they do — never read as done anyway.
    if (onlyEarlierTarget(c.effects) && choosesOrPays(out.at(-1))) return false;
    if (onlyEarlierTarget(c.effects)) {
      // "Untap it", "Its controller gains life …": only right after exactly one target, so "it" can name nothing else.
      // So is a clause whose subject is "that creature" ("That creature gains first strike …"); a verb says its reference itself.
      if (!(c.saysIt || c.thatCreature || c.effects.every(statesRefs)) || targetsOf(out).length !== 1) return false;
    } else if (c.saysIt && (inSpell || targetsOf(out).length > 0 || (!itMayBeSource && !c.effects.some((e) => 'target' in e && e.target) && !out.some(onSource)))) return false;
    if (inSpell && c.effects.some((e) => actsOnSource(e) && !movesSpellItself(e))) return false;
    // "Pay {1}" is read only as the choice of "you may pay {1}. If you do, …".
    if (c.effects.some(isPayment)) return false;
    if (!previousFollows(out, c.effects)) return false;
    out.push(...c.effects);
    return true;
  };
  // The sentences' grammar above says nothing of inSpell / itMayBeSource (only `take` does): one memoised reading of
  // them serves every effects() reader, so a line tried as a spell's, a kicked spell's, an ability's effects, or a
  // trigger's about the source and about another object, reads its sentences once per position.
  const sentences = (sharedSentences ??= memo(seq(sepBy1(sentence, lit('.')), period))) as Parser<[Sentence[], null | undefined]>;
  const plain: Parser<Effect[]> = map(sentences, ([sentences]) => {
    const out: Effect[] = [];
    let last = -1; // where the previous sentence's instructions begin in `out`
    for (const s of sentences) {
      if (s.when?.instead) {
        if (last < 0 || saysTarget(s.when.condition)) return null;
        const earlier = out.slice(last);
        const words = s.when.words;
        let replacing: Effect[] | null;
        if (typeof words === 'function') replacing = words(earlier);
        else {
          const read = [...out];
          // "it deals 4 damage … instead" after "SELF deals 2 damage …": "it" is the same source.
          if (!words.every((raw) => take(sameDamageSource(raw, earlier), read))) return null;
          replacing = read.slice(out.length);
        }
        const combined = replacing && insteadOf(earlier, replacing, s.when.condition);
        if (!combined) return null;
        out.splice(last, earlier.length, combined);
        continue;
      }
      last = out.length;
      if (s.later) {
        // 603.7c: what the instruction before acted on is what the delayed ability's "it", "them", "that card" name.
        const read = [...out];
        const carries = actsOnObjects(out.at(-1));
        if (!s.clauses.every((raw) => {
          const r = carries ? toPrevious(raw) : raw;
          return r !== null && take(r, read);
        })) return null;
        let later = read.slice(out.length);
        if (!later.length || targetsOf(later).length || !later.every(isFoldedVerb)) return null;
        if (s.laterIf) {
          // Only a verb on the carried objects alone ("sacrifice it") can be narrowed to those that fit.
          if (!carries || !later.every((e) => isObjectVerb(e) && e.objects.ref === 'previous' && !/"ref":"(?!previous")/.test(JSON.stringify(e)))) return null;
          const only = s.laterIf;
          later = later.map((e) => ({ ...e, objects: { ref: 'previous', filter: only } }) as Effect);
        }
        out.push({ type: 'delayed', when: s.later, effects: later, once: true });
        continue;
      }
      if (s.when) {
        // Its instructions act only on what was chosen before (the `if` names no target of its own, 601.2c).
        const read = [...out];
        if (!(s.when.words as Clause[]).every((raw) => take(raw, read))) return null;
        const then = read.slice(out.length);
        // (A condition on that target — "If its mana value was 3 or less, you gain 3 life" — may govern instructions that don't name it.)
        if (targetsOf(then).length || (!says(then, 'ref', 'same-target') && !saysTarget(s.when.condition))) return null;
        // "If it's a Vampire, …" (`target`): the one target chosen before, like the instructions' "it" (608.2c).
        if (saysTarget(s.when.condition) && targetsOf(out).length !== 1) return null;
        out.push(conditional(s.when.condition, then));
        continue;
      }
      if (!s.clauses.every((raw) => take(raw, out))) return null;
    }
    return out;
  });
  // 603.12: "You may sacrifice an artifact. When you do, this creature deals 2 damage to any target." —
  // a reflexive triggered ability the optional instruction creates when it is done; its sentences
  // (and their targets, chosen as it is put on the stack) are its own, read like the ability's.
  return alt(plain, map(seq(plain, lit('when you do ,'), plain), ([first, , reflexive]) => whenYouDo(first, reflexive)));
}

/** "You may …" or "… unless PLAYER pays …": a group whose instructions hang on a player's choice (608.2d, 118.12). */
const choosesOrPays = (e: Effect | undefined): e is Group => e?.type === 'group' && (e.optional === true || e.unless !== undefined);
/** A condition on the target chosen before ("it's a Vampire"). */
const saysTarget = (c: Condition): boolean => says(c, 'kind', 'target');

/** The reflexive part joined to the optional instruction before it; null after anything else, or with an X it would never have announced. */
function whenYouDo(first: Effect[], reflexive: Effect[]): Effect[] | null {
  const last = first[first.length - 1];
  if (!choosesOrPays(last) || last.whenYouDo || says(reflexive, 'of', 'X')) return null;
  return [...first.slice(0, -1), { ...last, whenYouDo: reflexive }];
}
/** "It deals N damage …" replacing "SELF deals …": "it" is the earlier sentence's source, not a target (the earlier damage came from the source itself). */
function sameDamageSource<C extends { effects: Effect[]; saysIt: boolean }>(raw: C, earlier: Effect[]): C {
  const fromSelf = earlier.some((e) => e.type === 'deal-damage' && (e.source === undefined || e.source.ref === 'self'));
  if (!fromSelf || !raw.effects.some((e) => e.type === 'deal-damage' && e.source?.ref === 'it')) return raw;
  const effects = raw.effects.map((e) => (e.type === 'deal-damage' && e.source?.ref === 'it' ? (({ source: _, ...rest }) => rest)(e) : e) as Effect);
  return says(effects, 'ref', 'it') ? raw : { ...raw, effects, saysIt: false };
}
/** The moment a delayed triggered ability waits for (603.7a): the next end step, yours, your next upkeep, end of combat (511.2). */
const laterMoment: Parser<Trigger> = alt<Trigger>(
  map(lit('at the beginning of the next end step'), (): Trigger => ({ on: 'step-begins', step: 'end' })),
  map(lit('at the beginning of your next end step'), (): Trigger => ({ on: 'step-begins', step: 'end', player: 'you' })),
  map(lit('at the beginning of your next upkeep'), (): Trigger => ({ on: 'step-begins', step: 'upkeep', player: 'you' })),
  map(lit('at end of combat'), (): Trigger => ({ on: 'step-begins', step: 'end-of-combat' })),
);
/** "if it has mana value 3 or less" (power, toughness; "or greater") after a delayed ability's moment. */
const laterIf: Parser<Filter> = map(
  seq(lit('if it has'), oneOf<'manaValue' | 'power' | 'toughness'>([['mana value', 'manaValue'], ['power', 'power'], ['toughness', 'toughness']]), count, oneOf<'<=' | '>='>([['or less', '<='], ['or greater', '>=']])),
  ([, stat, n, op]): Filter => ({ [stat]: { op, value: n } }),
);
const PREVIOUS: ObjectRef = { ref: 'previous' };
/** An instruction whose objects the next one may name (608.2c): objects it acts on, not ones chosen as it resolves, or the tokens it creates. */
const actsOnObjects = (e: Effect | undefined): boolean => !!e && (e.type === 'create-token' || putsFoundOntoBattlefield(e) || (isObjectVerb(e) && e.objects.ref !== 'chosen') || damagesTargetedObjects(e) || takesOneTopCard(e) || putsChosenOnto(e));
/** The one card looked at or revealed from the top of a library and moved (game/followed.ts): "… put that card into your hand. You lose life equal to its mana value". */
const takesOneTopCard = (e: Effect): boolean => e.type === 'look' && e.from === 'library-top' && !!e.take && e.amount === 1 && !e.action && !e.until;
/** Damage to targeted objects only ("… to each of up to three target creatures"): the permanents it targeted (game/followed.ts). */
const damagesTargetedObjects = (e: Effect): boolean => e.type === 'deal-damage' && e.to.every((r) => r.ref === 'target' && 'spec' in r && !r.spec.player && !!r.spec.object);
/** An instruction making new objects (400.7, 111.1): "it" after it is what it made, not a target chosen before. */
const makesNewObjects = (e: Effect | undefined): boolean => !!e && (e.type === 'create-token' || putsFoundOntoBattlefield(e) || (e.type === 'move' && e.to === 'battlefield' && e.objects.ref !== 'chosen') || putsChosenOnto(e));
/** "[You may] put a creature card from your hand onto the battlefield": the card chosen as it resolves becomes a new permanent (game/followed.ts follows it) — "That creature gains haste" (Sneak Attack). */
const putsChosenOnto = (e: Effect): boolean => e.type === 'move' && e.to === 'battlefield' && e.objects.ref === 'chosen' && (e.objects.filter.zone === 'hand' || e.objects.filter.zone === 'graveyard') && !e.from;
/** "Search your library for a … card, put it onto the battlefield": "it" in a later sentence is the card found, a new permanent (400.7), never the source. */
const putsFoundOntoBattlefield = (e: Effect): boolean => e.type === 'search' && e.to === 'battlefield' && e.count === 1 && !e.upTo;
/**
 * Every instruction naming `{ref: 'previous'}` is a verb right after one that acts on objects (resolve.ts and may.ts follow
 * only those); inside "you may …", after an instruction of its own — "If you do, return that card …" after the optional one.
 */
function previousFollows(out: Effect[], effects: Effect[]): boolean {
  return effects.every((e, i) => {
    // "… into two piles. That player sacrifices all permanents in the pile of their choice": the pile is what its instructions act on (700.3, effects/piles.ts).
    if (e.type === 'group' && e.piles) return true;
    if (choosesOrPays(e)) return previousFollows([], e.effects) && previousFollows(e.effects.slice(-1), e.ifYouDo ?? []) && previousFollows([], e.ifYouDont ?? []) && !(e.whenYouDo ?? []).some(namesPrevious);
    const before = i ? effects.slice(0, i) : out;
    return !namesPrevious(e) || ((isFoldedVerb(e) || e.type === 'delayed') && actsOnObjects(before.at(-1)) && !pairBefore(before));
  });
}
/**
 * "Exile up to one target artifact and up to one target creature. Then return them …": "them" is both of the pair, but
 * `previous` is what the one instruction before acted on (the second) — so after two such instructions it is refused.
 */
const pairBefore = (out: Effect[]): boolean => {
  const [a, b] = [out.at(-2), out.at(-1)];
  return !!a && !!b && a.type === b.type && targetsOf([a]).length > 0 && targetsOf([b]).length > 0;
};
/** An instruction naming an object other than the source without targeting it: a token it creates, the permanent the source is attached to. */
/** "Create a number of … tokens equal to its power": a token instruction whose "it" is only in how many it creates. */
const tokenCountSaysIt = (e: Effect): boolean => e.type === 'create-token' && saysIt(e.amount) && !saysIt({ ...e, amount: 0 });
/** An instruction with a target object of its own (a target player is never "it") whose amount says "it", the dealer of damage aside. */
const amountBesideTarget = (e: Effect): boolean => {
  if (!isFoldedVerb(e) || !targetsOf([e]).some((t) => t.object)) return false;
  if (e.type === 'deal-damage' && (!e.source || e.source.ref === 'self' || e.source.ref === 'it')) return false;
  const x = e as { amount?: unknown; power?: unknown; toughness?: unknown };
  return saysIt([x.amount, x.power, x.toughness]);
};
const namesAnother = (e: Effect): boolean => e.type === 'create-token' || (isFoldedVerb(e) && says(e, 'ref', 'host'));
/** A clause acting only on the target named before it ("untap it", "its controller gains …"): every effect refers back, none names a target of its own. */
// Remembered per effect object: a memoised parser hands the same readings to every line shape that tries them.
const referringBack = new WeakMap<Effect, boolean>();
const refersBack = (e: Effect): boolean => {
  let back = referringBack.get(e);
  // A quoted ability's own "it" (an emblem's, a token's: read as its own line) refers to nothing before it.
  if (back === undefined) referringBack.set(e, (back = statesRefs(e) ? says(e, 'ref', 'same-target', 'abilities') && targetsOf([e]).length === 0 : 'sameTarget' in e && e.sameTarget === true));
  return back;
};
const onlyEarlierTarget = (effects: Effect[]): boolean => effects.length > 0 && effects.every(refersBack);
/** The effects of an activated or triggered ability (a permanent's: "it" may name the source). */
export const abilityEffects = memo(effects(false));
/** The effects of a triggered ability about another object ("Whenever a creature you control dies, …"): there "it" is that object (603.7c), never the source. */
const otherObjectEffects = memo(effects(false, false));

/** "Activate only once each turn", "Activate only as a sorcery", or both. */
const activationRestriction: Parser<{ once: boolean; sorcery: boolean; times?: number }> = alt<{ once: boolean; sorcery: boolean; times?: number }>(
  map(lit('activate only once each turn'), () => ({ once: true, sorcery: false })),
  // 602.5b: "Activate no more than twice (three times) each turn."
  map(seq(lit('activate no more than'), alt(map(lit('twice'), () => 2), map(seq(count, lit('times')), ([n]) => n)), lit('each turn')), ([, times]) => ({ once: false, sorcery: false, times })),
  map(lit('activate only as a sorcery'), () => ({ once: false, sorcery: true })),
  map(alt(lit('activate only as a sorcery and only once each turn'), lit('activate only once each turn and only as a sorcery')), () => ({ once: true, sorcery: true })),
);

/** 605.1a: an activated ability that could add mana, has no target and isn't a loyalty ability is a mana ability, whatever else it does ("Add {R}. Draw a card at the beginning of the next turn's upkeep."). */
const isManaAbility = (effects: Effect[]): boolean => effects.some((e) => e.type === 'add-mana') && targetsOf(effects).length === 0;

const one = (body: AbilityBody): AbilityBody[] => [body];
/** A loyalty symbol as a cost (606.4): "+1", "−2", "0" or "−X" (the tokenizer reads "−X" as one word). */
const loyaltySymbol: Parser<number | '-X'> = token((t) => (t.k === 'num' && (t.signed || t.n === 0) ? t.n : t.raw === '-x' ? '-X' : null));

/**
 * "if CONDITION ," right after the trigger condition: the intervening "if" (603.4) of the whole
 * ability, checked as it triggers and as it resolves. Words starting with "if" there are never read
 * as an instruction's own "if" (entries/conditional-effects.ts), which is checked only on resolution.
 */
const ifThen = map(seq(lit('if'), interveningIf, lit(',')), ([, c]) => c);
const ifClause: Parser<IfClause | undefined> = (ts, at) => (ts[at]?.raw === 'if' ? ifThen(ts, at) : [{ value: undefined, next: at }]);

/** A triggered ability, its intervening "if" joined to its trigger (603.4); null when the "if" asks how a source other than an entering CARDNAME was cast. */
function triggered(trigger: Trigger, cond: IfClause | undefined, effects: Effect[]): AbilityBody[] | null {
  if (!cond) return one({ kind: 'triggered', trigger, effects });
  if (cond.aboutSource && !entersSelf(trigger)) return null;
  return one({ kind: 'triggered', trigger: { ...trigger, interveningIf: cond.condition }, effects });
}
/**
 * "This ability triggers only once each turn." after a triggered ability's effects (`TriggerSpec.oncePerTurn`); "Do this only
 * once each turn." after a "you may" instruction (603.2h, `TriggerSpec.doOnce`).
 */
type Limit = 'once' | 'do-once' | undefined;
const onceEachTurn: Parser<Limit> = opt(alt<'once' | 'do-once'>(map(seq(lit('this ability triggers only once each turn'), period), () => 'once'), map(seq(lit('do this only once each turn'), period), () => 'do-once')));
/** "Do this only once each turn" names the ability's one "you may" instruction: refused without one. */
const limited = (trigger: Trigger, limit: Limit, effects: Effect[]): Trigger | null =>
  limit === 'once' ? { ...trigger, oncePerTurn: true } : limit === 'do-once' ? (effects.filter((e) => e.type === 'group' && e.optional).length === 1 ? { ...trigger, doOnce: true } : null) : trigger;
/** The trigger's readings about the source, and those about another object (603.7c: what "it" may name in the effects). */
const sourceTrigger = map(triggerHead, (t) => (itIsSource(t) ? t : null));
const otherTrigger = map(triggerHead, (t) => (itIsSource(t) ? null : t));

export const LINES: LineEntry[] = [
  {
    id: 'line/keywords',
    wording: 'a line of keyword abilities separated by commas, or by semicolons where one of them has reminder text or a cost ("Defender; reach")',
    parse: map(seq(sepBy1(keywordAbility, alt(lit(','), lit(';'))), period), ([list]) => list.flat()),
    fixtures: [line('Flying, vigilance', { kind: 'keyword', keyword: 'flying' }, { kind: 'keyword', keyword: 'vigilance' }), line('Defender; reach (This creature can block creatures with flying.)', { kind: 'keyword', keyword: 'defender' }, { kind: 'keyword', keyword: 'reach' })],
  },
  {
    id: 'line/equip',
    wording: 'Equip {N}',
    // 702.6a: "Equip [cost]" means "[Cost]: Attach this permanent to target creature you control. Activate only as a sorcery."
    parse: map(seq(lit('equip'), many1(token((t) => (t.k === 'sym' && t.raw !== 'T' ? t.raw : null)))), ([, s]) => {
      const symbols = parseManaSymbols(s.map((x) => `{${x}}`).join(''));
      return symbols ? one({ kind: 'activated', costs: [{ type: 'mana', symbols }], effects: [{ type: 'attach', target: { object: { types: ['Creature'], controller: 'you' } } }], isManaAbility: false, sorcerySpeed: true }) : null;
    }),
    fixtures: [line('Equip {2}', { kind: 'activated', sorcerySpeed: true, effects: [{ type: 'attach' }] })],
  },
  {
    id: 'line/dies-exile-instead',
    wording: 'If CARDNAME would die, exile it instead. / If a creature would die, exile it instead.',
    parse: alt(
      map(seq(lit('if SELF would die , exile it instead'), period), () => one({ kind: 'replacement', replaces: 'dies', with: 'exile', scope: 'self' })),
      map(seq(lit('if a creature would die , exile it instead'), period), () => one({ kind: 'replacement', replaces: 'dies', with: 'exile', scope: 'any-creature' })),
    ),
    fixtures: [line('If Test Card would die, exile it instead.', { kind: 'replacement', scope: 'self' })],
  },
  {
    id: 'line/restriction',
    wording: "CARDNAME can't block / can't be blocked / can't attack / can block only creatures with flying",
    parse: map(seq(self, alt(map(lit("can't block"), () => 'cant-block' as const), map(lit("can't be blocked"), () => 'cant-be-blocked' as const), map(lit("can't attack"), () => 'cant-attack' as const), map(lit('can block only creatures with flying'), () => 'block-only-flyers' as const)), period), ([, what]) => one({ kind: 'restriction', what })),
    fixtures: [line("This creature can't block.", { kind: 'restriction', what: 'cant-block' }), line('This creature can block only creatures with flying.', { kind: 'restriction', what: 'block-only-flyers' })],
  },
  {
    id: 'line/enters-tapped',
    wording: 'CARDNAME enters [the battlefield] tapped',
    parse: map(seq(self, lit('enters'), opt(lit('the battlefield')), lit('tapped'), period), () => one({ kind: 'etb-tapped' })),
    fixtures: [line('This land enters tapped.', { kind: 'etb-tapped' })],
  },
  {
    id: 'line/enters-with-counters',
    wording: 'CARDNAME enters [the battlefield] with N +1/+1 (or -1/-1, or named: charge, oil…) counters on it [if CONDITION] [for each COUNTED]; … with your choice of a KIND counter or a KIND counter on it',
    parse: alt(map(
      seq(self, lit('enters with your choice of a'), counterKind, lit('counter or a'), counterKind, lit('counter on it'), period),
      ([, , first, , second]) => (first === second ? null : one({ kind: 'enter-with-counter-choice', options: [first, second] }))),
    map(
      seq(self, lit('enters'), opt(lit('the battlefield')), lit('with'), count, counterKind, counterWord, lit('on it'), opt(alt<{ condition?: Condition; forEach?: Amount }>(map(seq(lit('if'), condition), ([, c]) => ({ condition: c })), map(seq(lit('if you cast it'), opt(castFrom)), ([, from]) => ({ condition: { kind: 'source-status', status: { was: 'cast', ...(from ? { from } : {}) } } })), map(forEach, (a) => ({ forEach: a })))), period),
      ([, , , , n, counter, , , more]) => one({ kind: 'etb-counters', count: n, counter, ...more })),
    // The condition first: "Adamant — If at least three white mana was spent to cast this spell, this creature enters with a +1/+1 counter on it."
    map(
      seq(lit('if'), condition, lit(','), self, lit('enters with'), count, counterKind, counterWord, lit('on it'), period),
      ([, c, , , , n, counter]) => one({ kind: 'etb-counters', count: n, counter, condition: c }))),
    fixtures: [
      // one counter of a kind its controller chooses as it enters (614.12a): Boot Nipper, Helica Glider.
      line('This creature enters with your choice of a deathtouch counter or a lifelink counter on it.', { kind: 'enter-with-counter-choice', options: ['deathtouch', 'lifelink'] }),
      line('This creature enters with two +1/+1 counters on it.', { kind: 'etb-counters', count: 2, counter: '+1/+1' }), line('This artifact enters with three charge counters on it.', { kind: 'etb-counters', count: 3, counter: 'charge' }),
      // The one "if" phrase (condition-grammar.ts) and the one "for each" (amount-grammar.ts), read as it enters (614.12).
      line('This creature enters with two +1/+1 counters on it if a creature died this turn.', { kind: 'etb-counters', count: 2, counter: '+1/+1', condition: { kind: 'happened-this-turn', event: 'dies' } }),
      line('Raid — This creature enters with a +1/+1 counter on it if you attacked this turn.', { kind: 'etb-counters', count: 1, condition: { kind: 'happened-this-turn', event: 'player-attacks' } }),
      line('Adamant — If at least three white mana was spent to cast this spell, this creature enters with a +1/+1 counter on it.', { kind: 'etb-counters', count: 1, counter: '+1/+1', condition: { kind: 'mana-spent', mana: 'W', atLeast: 3 } }),
      // 601.2: "if you cast it from your hand" (the Myojin): it was a spell its controller cast from there, not put onto the battlefield.
      line('This creature enters with a divinity counter on it if you cast it from your hand.', { kind: 'etb-counters', count: 1, counter: 'divinity', condition: { kind: 'source-status', status: { was: 'cast', from: 'hand' } } }),
      line('This creature enters with a +1/+1 counter on it for each Gate you control.', { kind: 'etb-counters', count: 1, forEach: { of: 'count', filter: { subtypes: ['Gate'], controller: 'you' } } }),
    ],
  },
  {
    id: 'line/enter-as-copy',
    wording: 'You may have CARDNAME enter [tapped] as a copy of any FILTER on the battlefield (a FILTER you control, an opponent controls) [, except it\'s a TYPE in addition to its other types, it has KEYWORDS / "ABILITY", it\'s N/N, it isn\'t legendary].',
    parse: map(
      seq(lit('you may have SELF enter'), opt(lit('tapped')), lit('as a copy of'), copiedPermanent, opt(copyExceptions), period),
      ([, tapped, , what, except]) => one({ kind: 'enter-as-copy', what, ...(except ? { except } : {}), ...(tapped !== undefined ? { tapped: true as const } : {}) }),
    ),
    fixtures: [
      line('You may have this creature enter as a copy of any creature on the battlefield.', { kind: 'enter-as-copy', what: { types: ['Creature'] } }),
      // Phantasmal Image, Phyrexian Metamorph, Vesuva, Mirror Image, Dack's Duplicate, Quicksilver Gargantuan.
      line('You may have this creature enter as a copy of any creature on the battlefield, except it\'s an Illusion in addition to its other types and it has "When this creature becomes the target of a spell or ability, sacrifice it."', { kind: 'enter-as-copy', what: { types: ['Creature'] }, except: { subtypes: ['Illusion'], abilities: [{ kind: 'triggered', trigger: { on: 'becomes-target', object: 'self' } }] } }),
      line('You may have this creature enter as a copy of any artifact or creature on the battlefield, except it\'s an artifact in addition to its other types.', { kind: 'enter-as-copy', what: { types: ['Artifact', 'Creature'] }, except: { types: ['Artifact'] } }),
      line('You may have this land enter tapped as a copy of any land on the battlefield.', { kind: 'enter-as-copy', what: { types: ['Land'] }, tapped: true }),
      line('You may have this creature enter as a copy of a creature you control.', { kind: 'enter-as-copy', what: { types: ['Creature'], controller: 'you' } }),
      line('You may have this creature enter as a copy of any creature on the battlefield, except it has haste and dethrone.', { kind: 'enter-as-copy', except: { keywords: ['haste', 'dethrone'] } }),
      line('You may have this creature enter as a copy of any creature on the battlefield, except it\'s 7/7.', { kind: 'enter-as-copy', except: { power: 7, toughness: 7 } }),
    ],
  },
  {
    id: 'line/cant-be-countered',
    wording: "This spell can't be countered.",
    parse: map(seq(self, lit("can't be countered"), period), () => one({ kind: 'cant-be-countered' })),
    fixtures: [{ text: "This spell can't be countered.", spell: true, abilities: [{ kind: 'cant-be-countered' }] }],
  },
  {
    id: 'line/triggered',
    wording: 'TRIGGER, EFFECTS (a triggered ability)',
    // An intervening "if" (603.4) joins the trigger; one about how the source was cast ("if it was kicked") only "When CARDNAME enters" has.
    // Each reading of the trigger is followed by the one effects reader its subject calls for (the
    // readings come out as they would from trying both readers on every trigger, in the same order).
    parse: alt(
      map(seq(sourceTrigger, lit(','), ifClause, abilityEffects, onceEachTurn), ([trigger, , cond, effects, once]) => { const t = limited(trigger, once, effects); return t && triggered(t, cond, effects); }),
      map(seq(otherTrigger, lit(','), ifClause, otherObjectEffects, onceEachTurn), ([trigger, , cond, effects, once]) => { const t = limited(trigger, once, effects); return t && triggered(t, cond, effects); }),
    ),
    fixtures: [
      line('When Test Card enters the battlefield, draw a card.', { kind: 'triggered', trigger: { on: 'enters', object: 'self' } }),
      line('When this creature enters, if it was kicked with its {W} kicker, destroy target artifact.', { kind: 'triggered', trigger: { on: 'enters', object: 'self', interveningIf: { kind: 'source-status', status: { was: 'kicked', with: '{W}' } } }, effects: [{ type: 'destroy' }] }),
      line('When this creature enters, if it was kicked, draw two cards.', { kind: 'triggered', trigger: { interveningIf: { kind: 'source-status', status: { was: 'kicked' } } }, effects: [{ type: 'draw', amount: 2 }] }),
      line('When this creature enters, if it was bargained, draw a card.', { kind: 'triggered', trigger: { interveningIf: { kind: 'source-status', status: { was: 'bargained' } } }, effects: [{ type: 'draw', amount: 1 }] }),
      // The conditions any "if" reads (condition-grammar.ts), as the ability's intervening "if" (603.4).
      line('Raid — When this creature enters, if you attacked this turn, create a 1/1 white Warrior creature token.', { kind: 'triggered', trigger: { interveningIf: { kind: 'happened-this-turn', event: 'player-attacks', player: 'you' } }, effects: [{ type: 'create-token' }] }),
      line('When this creature enters, if you control another Spirit, you gain 3 life.', { kind: 'triggered', trigger: { interveningIf: { kind: 'controls', who: 'you', atLeast: 1, filter: { subtypes: ['Spirit'], other: true } } }, effects: [{ type: 'gain-life' }] }),
      line('At the beginning of the end step, if you control no artifacts, sacrifice this land.', { kind: 'triggered', trigger: { interveningIf: { kind: 'controls', who: 'you', atMost: 0, filter: { types: ['Artifact'] } } } }),
      // "you don't control a FILTER" counts as "you control no FILTER" (Jiang Yanggu, Ogre upkeep triggers).
      line("At the beginning of your end step, if you don't control a Food, create a Food token.", { kind: 'triggered', trigger: { interveningIf: { kind: 'controls', who: 'you', atLeast: 0, atMost: 0, filter: { subtypes: ['Food'] } } } }),
      line("−1: If you don't control a creature named Mowu, create Mowu, a legendary 3/3 green Dog creature token.", { kind: 'activated', effects: [{ type: 'group', condition: { kind: 'controls', who: 'you', atMost: 0, filter: { types: ['Creature'], named: { name: 'Mowu' } } }, effects: [{ type: 'create-token', token: { name: 'Mowu', supertypes: ['Legendary'] } }] }] }),
      // 603.12: "When you do, …" after an optional instruction, a reflexive trigger with its own targets.
      line('When this creature enters, you may pay {2}{R}. When you do, it deals 3 damage to any target.', { kind: 'triggered', effects: [{ type: 'group', optional: true, pay: {}, whenYouDo: [{ type: 'deal-damage', source: { ref: 'self' }, amount: 3 }] }] }),
      line("When this creature enters, if tribute wasn't paid, it gains haste until end of turn.", { kind: 'triggered', trigger: { interveningIf: { kind: 'not', condition: { kind: 'source-status', status: { was: 'tribute-paid' } } } } }),
      line('When this creature enters, if its spectacle cost was paid, each opponent discards a card.', { kind: 'triggered', trigger: { interveningIf: { kind: 'source-status', status: { was: 'alt-cost', keyword: 'spectacle' } } } }),
      line('When Test Card enters, if his sneak cost was paid, creatures you control get +2/+0 until end of turn.', { kind: 'triggered', trigger: { interveningIf: { kind: 'source-status', status: { was: 'alt-cost', keyword: 'sneak' } } } }),
      line('At the beginning of each upkeep, if no spells were cast last turn, transform this creature.', { kind: 'triggered', trigger: { on: 'step-begins', step: 'upkeep', player: 'any', interveningIf: { kind: 'cast-last-turn', by: 'all-players', op: '==', value: 0 } }, effects: [{ type: 'transform', objects: { ref: 'self' } }] }),
      line('At the beginning of each upkeep, if a player cast two or more spells last turn, transform this creature.', { kind: 'triggered', trigger: { interveningIf: { kind: 'cast-last-turn', by: 'one-player', op: '>=', value: 2 } }, effects: [{ type: 'transform', objects: { ref: 'self' } }] }),
      // A limit printed after the effects: the ability triggers at most once each turn.
      line('Whenever one or more other creatures you control die, draw a card. This ability triggers only once each turn.', { kind: 'triggered', trigger: { on: 'dies', batched: true, oncePerTurn: true }, effects: [{ type: 'draw', amount: 1 }] }),
      line('Whenever a creature you control dies, you gain 1 life.', { kind: 'triggered', trigger: { on: 'dies', object: { types: ['Creature'], controller: 'you' } }, effects: [{ type: 'gain-life' }] }),
      // 603.2h: "Do this only once each turn" after the one "you may" instruction (Irreverent Gremlin, Nykthos Paragon).
      line('Whenever you gain life, you may put that many +1/+1 counters on each creature you control. Do this only once each turn.', { kind: 'triggered', trigger: { doOnce: true }, effects: [{ type: 'group', optional: true }] }),
      // In a trigger about another object, "it" is the source only once the line has named it (603.7c).
      line('Whenever a land you control enters, put a +1/+1 counter on this creature. It gains flying until end of turn.', { kind: 'triggered', effects: [{ type: 'put-counters', on: [{ ref: 'self' }] }, { type: 'grant', objects: { ref: 'self' }, keywords: ['flying'] }] }),
    ],
  },
  {
    id: 'line/loyalty',
    wording: 'loyalty abilities "+1: EFFECT", "-2: EFFECT", "0: EFFECT", "−X: EFFECT" (606, 107.3a)',
    parse: map(seq(loyaltySymbol, lit(':'), abilityEffects), ([amount, , effects]) => one({ kind: 'activated', costs: [{ type: 'loyalty', amount }], effects, isManaAbility: false, sorcerySpeed: true })),
    fixtures: [
      line('−2: Test Card deals 2 damage to any target.', { kind: 'activated', costs: [{ type: 'loyalty', amount: -2 }] }),
      line('−X: Test Card deals X damage to target creature.', { kind: 'activated', costs: [{ type: 'loyalty', amount: '-X' }], effects: [{ type: 'deal-damage', amount: { of: 'X' } }] }),
      // Ajani, Wise Counselor: "where X is" defines the sentence's X, counted as it resolves (107.3c, 608.2h).
      line('−4: Put X +1/+1 counters on target creature, where X is your life total.', { kind: 'activated', costs: [{ type: 'loyalty', amount: -4 }], effects: [{ type: 'put-counters', amount: { of: 'player', stat: 'life', player: { ref: 'you' } } }] }),
      // Nissa, Voice of Zendikar: one X for both instructions of the sentence.
      line('−7: You gain X life and draw X cards, where X is the number of lands you control.', { kind: 'activated', effects: [{ type: 'gain-life', amount: { of: 'count', filter: { types: ['Land'], controller: 'you' } } }, { type: 'draw', amount: { of: 'count', filter: { types: ['Land'], controller: 'you' } } }] }),
    ],
  },
  {
    id: 'line/activated',
    wording: 'COSTS: EFFECTS (an activated ability; "{T}: Add {G}." is a mana ability)',
    parse: map(seq(costList, lit(':'), abilityEffects), ([costs, , effects]) => one({ kind: 'activated', costs, effects, isManaAbility: isManaAbility(effects) })),
    fixtures: [line('{T}: Test Card deals 1 damage to any target.', { kind: 'activated', costs: [{ type: 'tap' }], isManaAbility: false })],
  },
  ...COMBAT_LINES,
  {
    id: 'line/exhaust',
    wording: 'Exhaust — COSTS: EFFECTS (702.177a: "Activate only once.")',
    parse: map(seq(lit('exhaust —'), costList, lit(':'), abilityEffects), ([, costs, , effects]) => one({ kind: 'activated', costs, effects, isManaAbility: isManaAbility(effects), exhaust: true })),
    fixtures: [line('Exhaust — {6}: Put three +1/+1 counters on this creature.', { kind: 'activated', exhaust: true, costs: [{ type: 'mana', symbols: ['6'] }], effects: [{ type: 'put-counters', on: [{ ref: 'self' }], amount: 3 }] })],
  },
  {
    id: 'line/power-up',
    wording: 'Power-up — COSTS: EFFECTS (702.193a: activated only once; it costs its permanent\'s mana cost less the turn that permanent entered)',
    parse: map(seq(lit('power-up —'), costList, lit(':'), abilityEffects), ([, costs, , effects]) => one({ kind: 'activated', costs, effects, isManaAbility: isManaAbility(effects), powerUp: true })),
    fixtures: [line('Power-up — {4}{W}: Put two +1/+1 counters on this creature. (Activate each power-up ability only once. Reduce the cost by its mana cost if it entered this turn.)', { kind: 'activated', powerUp: true, costs: [{ type: 'mana', symbols: ['4', 'W'] }], effects: [{ type: 'put-counters', on: [{ ref: 'self' }], amount: 2 }] })],
  },
  {
    id: 'line/activated-restricted',
    wording: 'COSTS: EFFECTS. Activate only once each turn. / Activate only as a sorcery. (602.5b, 602.5d)',
    parse: map(seq(costList, lit(':'), abilityEffects, activationRestriction, period), ([costs, , effects, r]) =>
      one({ kind: 'activated', costs, effects, isManaAbility: isManaAbility(effects), ...(r.sorcery ? { sorcerySpeed: true } : {}), ...(r.once ? { oncePerTurn: true } : {}), ...(r.times ? { timesPerTurn: r.times } : {}) })),
    fixtures: [
      line('{1}{R}: This creature gets +2/+0 until end of turn. Activate only once each turn.', { kind: 'activated', oncePerTurn: true, effects: [{ type: 'modify-pt', objects: { ref: 'self' }, power: 2, toughness: 0 }] }),
      line('{2}: Scry 1. Activate only as a sorcery.', { kind: 'activated', sorcerySpeed: true, effects: [{ type: 'look', action: 'scry', amount: 1 }] }),
      line('{R}: This creature gets +1/+0 until end of turn. Activate no more than twice each turn.', { kind: 'activated', timesPerTurn: 2 }),
      // X in the activation cost is announced before the target (107.3a, 601.2c): Ent-Draught Basin.
      line('{X}, {T}: Put a +1/+1 counter on target creature with power X. Activate only as a sorcery.', { kind: 'activated', sorcerySpeed: true, costs: [{ type: 'mana', symbols: ['X'] }, { type: 'tap' }] }),
      line('{1}: This creature gets +1/+1 until end of turn. Activate no more than three times each turn.', { kind: 'activated', timesPerTurn: 3 }),
    ],
  },
  {
    id: 'line/static',
    wording: 'a static ability (see the static wordings)',
    parse: map(seq(staticLine, period), ([effects]) => effects.map((effect) => ({ kind: 'static', effect }) as AbilityBody)),
    fixtures: [line('Creatures you control get +1/+1.', { kind: 'static', effect: { type: 'modify-pt' } })],
  },
  {
    id: 'line/player-rule',
    // "You may play an additional land …" is a static ability (statics-rules.ts, 305.2).
    wording: 'You have no maximum hand size.',
    parse: map(seq(lit('you have no maximum hand size'), period), () => one({ kind: 'player-rule', rule: 'no-max-hand-size' })),
    fixtures: [line('You have no maximum hand size.', { kind: 'player-rule', rule: 'no-max-hand-size' })],
  },
  {
    id: 'line/spell',
    wording: "EFFECTS (an instant's or sorcery's text: one or more sentences of effects; \"If CONDITION, [instead] EFFECTS [instead]\" replaces the sentence before it)",
    spellOnly: true,
    parse: map(effects(true), (list) => one({ kind: 'spell', effects: list })),
    fixtures: [
      { text: 'Draw a card. You gain 2 life.', spell: true, abilities: [{ kind: 'spell', effects: [{ type: 'draw', amount: 1 }, { type: 'gain-life', amount: 2 }] }] },
      // Later text replacing earlier text (608.2c, entries/instead.ts): Burst Lightning, Explosive Growth, Conqueror's Pledge, Jace's Triumph.
      spellText('Test Card deals 2 damage to any target. If this spell was kicked, it deals 4 damage instead.', { type: 'group', condition: { kind: 'source-status', status: { was: 'kicked' } }, effects: [{ type: 'deal-damage', amount: 4, to: [{ ref: 'same-target', slot: -1 }] }], otherwise: [{ type: 'deal-damage', amount: 2, to: [{ ref: 'target' }] }], target: { player: 'any' } }),
      spellText('Target creature gets +2/+2 until end of turn. If this spell was kicked, that creature gets +5/+5 until end of turn instead.', { type: 'group', effects: [{ type: 'modify-pt', objects: { ref: 'same-target', slot: -1 }, power: 5 }], otherwise: [{ type: 'modify-pt', objects: { ref: 'target' }, power: 2 }], target: { object: { types: ['Creature'] } } }),
      spellText('Create six 1/1 white Kor Soldier creature tokens. If this spell was kicked, create twelve of those tokens instead.', { type: 'group', effects: [{ type: 'create-token', amount: 12 }], otherwise: [{ type: 'create-token', amount: 6 }] }),
      spellText('Draw two cards. If you control a Jace planeswalker, draw three cards instead.', { type: 'group', condition: { kind: 'controls', who: 'you', filter: { subtypes: ['Jace'] } }, effects: [{ type: 'draw', amount: 3 }], otherwise: [{ type: 'draw', amount: 2 }] }),
      spellText('Target creature gets +3/+3 until end of turn. If you cast this spell during your main phase, that creature gets +6/+6 until end of turn instead.', { type: 'group', condition: { kind: 'source-status', status: { was: 'cast-in-main-phase' } } }),
      // Far Wanderings: the threshold line replaces the line above it (oracle/parse.ts foldInstead).
      spellText('Search your library for a basic land card, put that card onto the battlefield tapped, then shuffle.\nThreshold — If there are seven or more cards in your graveyard, instead search your library for up to three basic land cards, put them onto the battlefield tapped, then shuffle.', { type: 'group', condition: { kind: 'compare', op: '>=', value: 7 }, effects: [{ type: 'search', count: 3, upTo: true }], otherwise: [{ type: 'search', count: 1 }] }),
      // Sorin, Imperious Bloodlord: "If it's a Vampire" is a condition on the target chosen before, checked as it resolves (608.2c).
      { text: "+1: Target creature you control gains deathtouch and lifelink until end of turn. If it's a Vampire, put a +1/+1 counter on it.", abilities: [{ kind: 'activated', effects: [{ type: 'grant' }, { type: 'grant' }, { type: 'group', condition: { kind: 'target', filter: { subtypes: ['Vampire'] } }, effects: [{ type: 'put-counters', on: [{ ref: 'same-target', slot: -1 }] }] }] }] },
      // Agonizing Demise: "If …, EFFECTS" about the target chosen before is an `if` reading that target's slot.
      spellText("Destroy target nonblack creature. It can't be regenerated. If this spell was kicked, Test Card deals damage equal to that creature's power to the creature's controller.", { type: 'destroy' }, { type: 'group', condition: { kind: 'source-status', status: { was: 'kicked' } }, effects: [{ type: 'deal-damage', to: [{ ref: 'controller', of: { ref: 'same-target', slot: -1 } }], amount: { of: 'stat', stat: 'power', object: { ref: 'same-target', slot: -1 } } }] }),
      // Extinguish the Light, Fading Hope: a condition on the target chosen before may govern instructions that don't name it (608.2c; as it last existed once gone, 608.2h).
      spellText('Destroy target creature or planeswalker. If its mana value was 3 or less, you gain 3 life.', { type: 'destroy' }, { type: 'group', condition: { kind: 'target', filter: { manaValue: { op: '<=', value: 3 } } }, effects: [{ type: 'gain-life', amount: 3 }] }),
      // The Fated cycle: the "it" of "it's your turn" names nothing.
      spellText("Destroy all creatures and planeswalkers. If it's your turn, scry 2.", { type: 'destroy' }, { type: 'group', condition: { kind: 'your-turn' }, effects: [{ type: 'look', action: 'scry', amount: 2 }] }),
      // Fodder Launch: "that creature's controller" is the controller of the target before it.
      spellText("Target creature gets -5/-5 until end of turn. Test Card deals 5 damage to that creature's controller.", { type: 'modify-pt' }, { type: 'deal-damage', amount: 5, to: [{ ref: 'controller', of: { ref: 'same-target', slot: -1 } }] }),
    ],
  },
  // keyword mechanics on permanents
  ...PERMANENT_KEYWORD_LINES,
  // static abilities with a condition ("as long as …", "During your turn, …"), activation conditions (602.5b).
  ...CONDITIONAL_STATIC_LINES,
  ...TRIGGER_STATIC_LINES,
  ...activationConditionLines(abilityEffects, isManaAbility),
  // morph, megamorph, disguise (702.37, 702.168).
  ...FACE_DOWN_LINES,
  LEVEL_UP_LINE,
  // "As this permanent enters, choose a creature type / a color" and the statics that use the choice.
  ...CHOSEN_LINES,
  // "You have hexproof / shroud".
  ...PLAYER_STATIC_LINES,
  ...LOYALTY_RULE_LINES,
  // "This land enters tapped with two charge counters on it."
  ...LAND_LINES,
  // the Phantoms' "prevent that damage. Remove a +1/+1 counter from this creature."
  ...COUNTER_REPLACEMENT_LINES,
  // maximum hand size (402.2).
  ...HAND_SIZE_LINES,
  // combat damage equal to toughness (510.1a).
  ...DAMAGE_BY_TOUGHNESS_LINES,
  // "Whenever this creature deals damage, you gain that much life".
  ...MECHANIC_LINES,
  // ascend and start your engines! (702.131, 702.179).
  ...PLAYER_DESIGNATION_LINES,
  // creature keyword abilities (For Mirrodin!, job select, ingest, …).
  ...CREATURE_KEYWORD_LINES,
  // "When this creature dies, return it to its owner's hand."
  ...TAIL_LINES,
  // Keywords with a mana cost, one table (702): echo, cycling, flashback…
  ...KEYWORD_COST_LINES,
];

