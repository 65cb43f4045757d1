// Effects: the imperative sentences of spells and abilities ("Draw a card", "Destroy target
// creature"). Each entry reads one sentence into one or more effects.
import { restrictOn, type Ability, type Color, type Effect, type Keyword, type TargetSpec } from '../ast.ts';
import { grantedQuote } from '../quoted.ts';
import type { Duration, Filter, ObjectRef } from '../vocabulary.ts';
import { permanentFilter, spellFilter } from '../filter-grammar.ts';
import { groupRef, isCreatureGroup, permanentsActedOn } from '../reference-grammar.ts';
import type { Entry } from '../entry.ts';
import { alt, lit, many1, map, memo, opt, sepBy1, seq, token, type Parser } from '../grammar.ts';
import { parseManaSymbols } from '../mana.ts';
import { PLAYER_EFFECTS, thisTurn } from './effects-players.ts';
import { preventAllThisTurn } from './prevent-effects.ts';
import { PLAYER_VERBS } from './player-verbs.ts';
import { DAMAGE_VERBS, TARGET_DEALS_DAMAGE } from './damage-verbs.ts';
import { COUNTER_VERBS } from './counter-verbs.ts';
import { COPY_SPELL_EFFECTS } from './copy-spells.ts';
import { OBJECT_VERBS } from './object-verbs.ts';
import { LEAVE_EFFECTS } from './leave-effects.ts';
import { GROUP_EFFECTS, GROUP_RESTRICTION_EFFECTS, RESTRICTION_EFFECTS, THOSE_CREATURES_EFFECTS } from './group-effects.ts';
import { LIBRARY_EFFECTS, LIBRARY_EFFECTS_MORE } from './library-effects.ts';
import { TOKEN_EFFECTS } from './token-effects.ts';
import { ENERGY_EFFECTS } from './energy-effects.ts';
import { PREVIOUS_TARGET_EFFECTS } from './previous-target.ts';
import { SOURCE_EFFECTS } from './source-effects.ts';
import { GRAVEYARD_CARD_EFFECTS } from './graveyard-cards.ts';
import { SENTENCE_EFFECTS } from './sentence-effects.ts';
import { KEYWORD_ACTION_EFFECTS } from './keyword-actions.ts';
import { CHOSEN_EFFECTS } from './chosen.ts';
import { LAND_EFFECTS } from './land-lines.ts';
import { UP_TO_TARGET_EFFECTS } from './up-to-targets.ts';
import { EITHER_PT_EFFECTS } from './either-pt.ts';
import { EDICT_EFFECTS } from './edicts.ts';
import { EXILE_UNTIL_EFFECTS } from './exile-until.ts';
import { MORE_SENTENCE_EFFECTS } from './more-sentences.ts';
import { LIBRARY_SEARCH_EFFECTS } from './library-search.ts';
import { LIBRARY_LOOK_EFFECTS } from './library-look.ts';
import { DIVIDED_DAMAGE_EFFECTS } from './divided-damage.ts';
import { MECHANIC_EFFECTS } from './mechanics.ts';
import { TRANSFORM_EFFECTS } from './transform-effects.ts';
import { FACE_EFFECTS } from './faces.ts';
import { TAIL_EFFECTS } from './tail-effects.ts';
import { EMBLEM_EFFECTS } from './emblems.ts';
import { PREVENT_EFFECTS } from './prevent-effects.ts';
import { BECOME_EFFECTS } from './become-effects.ts';
import { LASTING_GROUP_EFFECTS } from './lasting-group-effects.ts';
import type { Amount } from '../vocabulary.ts';
import { equalTo, forEach, IT } from '../amount-grammar.ts';
import { color, count, creatureTypeWord, keyword, ptChange, ptChangeX, ptFigure, self, selfOrIt, untilEndOfTurn, whileSource } from '../phrases.ts';
import { creatureTarget, isCreatureTarget, onlyCreatures, permanentTarget, spellTarget } from '../target-grammar.ts';
import { modifyPt, targetRef } from '../verb-refs.ts';
import { hostRef, thatObject } from '../reference-grammar.ts';

/** What one creature "gets", "gains", "loses" or "has" until end of turn, before it is tied to a target. */
type Change =
  | { type: 'pump'; power: Amount; toughness: Amount }
  | { type: 'grant'; keyword: Keyword }
  | { type: 'lose-abilities' }
  | { type: 'lose-keyword'; keyword: Keyword }
  | { type: 'set-base-pt'; power: number; toughness: number }
  /** a quoted triggered or activated ability it has until the effect ends (613.1f): "gains "{T}: …"". */
  | { type: 'grant-abilities'; abilities: Ability[] };

const change: Parser<Change> = alt<Change>(
  map(seq(lit('gets'), alt<{ power: Amount; toughness: Amount }>(ptChange, ptChangeX)), ([, pt]) => ({ type: 'pump', ...pt })),
  map(seq(lit('gains'), keyword), ([, kw]) => ({ type: 'grant', keyword: kw })),
  map(lit('loses all abilities'), () => ({ type: 'lose-abilities' })),
  map(seq(lit('loses'), keyword), ([, kw]) => ({ type: 'lose-keyword', keyword: kw })),
  map(seq(lit('has base power and toughness'), ptFigure), ([, pt]) => ({ type: 'set-base-pt', ...pt })),
);
// "gains flying and first strike", "gains flying, vigilance, and lifelink": one grant per keyword (611.2c).
const gainsKeywords: Parser<Change[]> = map(
  seq(lit('gains'), keyword, alt<Keyword[]>(map(seq(lit('and'), keyword), ([, k]) => [k]), map(seq(lit(','), sepBy1(keyword, lit(',')), lit(', and'), keyword), ([, list, , last]) => [...list, last]))),
  ([, first, rest]) => [first, ...rest].map((k): Change => ({ type: 'grant', keyword: k })),
);
/** "gains "{T}: …"", "gains trample and "Whenever this creature …"": keywords, then the quoted abilities. */
const gainsQuoted: Parser<Change[]> = map(seq(lit('gains'), opt(seq(sepBy1(keyword, alt(lit(', and'), lit('and'), lit(','))), lit('and'))), grantedQuote), ([, kws, abilities]) => [
  ...(kws?.[0] ?? []).map((k): Change => ({ type: 'grant', keyword: k })),
  { type: 'grant-abilities', abilities },
]);
/** "gets +2/+2 and gains flying": changes joined by "and", read until "until end of turn". */
const changes = map(sepBy1(alt<Change[]>(map(change, (c) => [c]), gainsKeywords, gainsQuoted), lit('and')), (lists) => lists.flat());

/** "until your next turn" (611.2a): every change lasts until its controller's next turn. */
const untilYourNextTurn = lit('until your next turn');
/** "one mana of any color" (106.1a): a choice among the five colors. */
const ANY_COLOR = [['W'], ['U'], ['B'], ['R'], ['G']];
const lasting = (effects: Effect[]): Effect[] => effects.map((e) => ({ ...e, duration: 'until-your-next-turn' }) as Effect);

/** The change as a verb on these objects (layer 7c, 6 or 7b), until end of turn unless another duration is given. */
function changeOn(c: Change, objects: ObjectRef, duration: Duration = 'until-end-of-turn'): Effect {
  switch (c.type) {
    case 'pump':
      return modifyPt(objects, c, duration);
    case 'grant':
      return { type: 'grant', objects, keywords: [c.keyword], duration };
    case 'lose-keyword':
      return { type: 'lose-abilities', objects, keywords: [c.keyword], duration };
    case 'lose-abilities':
      return { type: 'lose-abilities', objects, all: true, duration };
    case 'set-base-pt':
      return { type: 'set-pt', objects, power: c.power, toughness: c.toughness, duration };
    case 'grant-abilities':
      return { type: 'grant', objects, abilities: c.abilities, duration };
  }
}
const onTarget = (c: Change, target: TargetSpec, sameTarget: boolean): Effect => changeOn(c, targetRef(target, sameTarget));
/** On the source: what it gets or gains (the other changes are not read on the source). */
const onSelf = (c: Change): Effect | null => (c.type === 'pump' || c.type === 'grant' ? changeOn(c, { ref: 'self' }) : null);

/** Sentences that go on acting on the target a previous sentence named: "Untap that creature.", "It gains haste until end of turn." */
const sameTargetFollowUps: Parser<(target: TargetSpec) => Effect[]> = map(
  seq(opt(lit('. untap that creature')), opt(seq(lit('.'), alt(lit('it'), lit('that creature')), changes, untilEndOfTurn))),
  ([untap, gains]) => (target) => [
    ...(untap !== undefined ? [{ type: 'tap', untap: true, objects: { ref: 'same-target', slot: -1 } } as Effect] : []),
    ...(gains ? gains[2].map((c) => onTarget(c, target, true)) : []),
  ],
);

/** The placeholder spec of an effect on "the target named before" (`sameTarget`): it chooses no target of its own. */
const EARLIER: TargetSpec = { object: { permanent: true } };

/** What "gain control of" takes: targets ("up to three target creatures"), a group ("all creatures target opponent controls", "all artifacts") — never the source or "it". */
const controlled: Parser<ObjectRef> = map(permanentsActedOn, (r) => (r.ref === 'target' || r.ref === 'all' ? r : null));
/** How long (611.2a-b): until end of turn, for as long as you control CARDNAME / CARDNAME remains on the battlefield; none is for the rest of the game. */
const controlDuration: Parser<Duration> = alt<Duration>(map(untilEndOfTurn, () => 'until-end-of-turn'), whileSource);
/** "gains indestructible", "gains flying and haste": keywords only (what any permanent can gain). */
const gainsKeywordsOnly: Parser<Change[]> = alt<Change[]>(map(seq(lit('gains'), keyword), ([, kw]) => [{ type: 'grant', keyword: kw }]), gainsKeywords);
/** "gets +1/+1 and has trample for as long as …": gains or has a keyword, or gets +N/+N (layer 6, 7c). */
const whileChanges: Parser<Change[]> = map(
  sepBy1(alt<Change[]>(map(alt(change, map(seq(lit('has'), keyword), ([, kw]): Change => ({ type: 'grant', keyword: kw }))), (c) => (c.type === 'pump' || c.type === 'grant' ? [c] : null)), gainsKeywords), lit('and')),
  (lists) => lists.flat(),
);
/** What a change of control can change in a group's description: who controls it, and what the new controller's effects give it (power, keywords…). */
const CONTROL_CHANGES = ['controller', 'power', 'toughness', 'withKeywords', 'withoutKeywords', 'anyOf', 'counters', 'tapped'];
const controlledGroup: Parser<ObjectRef> = map(permanentsActedOn, (r) => (r.ref === 'all' ? r : null));

const withWhat: Parser<Array<Keyword | 'all creature types'>> = sepBy1(alt<Keyword | 'all creature types'>(map(lit('all creature types'), () => 'all creature types' as const), keyword), alt(seq(lit(','), opt(lit('and'))), lit('and')));
const animated = map(
  seq(ptFigure, opt(sepBy1(color, lit('and'))), opt(many1(creatureTypeWord)), opt(lit('artifact')), lit('creature'), opt(seq(lit('with'), withWhat))),
  ([pt, colors, subtypes, artifact, , withs]) => {
    const list = withs?.[1] ?? [];
    const keywords = list.filter((k): k is Keyword => k !== 'all creature types');
    return {
      types: [...(artifact !== undefined ? ['Artifact'] : []), 'Creature'], addTypes: true as const, subtypes: subtypes ?? [], ...(list.includes('all creature types') ? { allCreatureTypes: true as const } : {}),
      ...(colors ? { colors } : {}), ...(keywords.length ? { keywords } : {}), power: pt.power, toughness: pt.toughness, duration: 'until-end-of-turn' as const,
    };
  },
);

const spell = (text: string, ...effects: unknown[]) => ({ text, spell: true, abilities: [{ kind: 'spell', effects }] });

/** "… can't be countered" for the rest of the turn (101.2): spells of a description with no reference in it, "you" the controller. */
const uncounterable = (spells: Filter): Effect[] | null => (JSON.stringify(spells).includes('"ref"') ? null : [{ type: 'restrict', rule: 'uncounterable', spells, duration: 'until-end-of-turn' }]);

/** "Until end of turn" / "until your next turn" (611.2a) before the sentence it governs. */
const leadDuration = alt<'until-end-of-turn' | 'until-your-next-turn'>(map(untilEndOfTurn, () => 'until-end-of-turn'), map(lit('until your next turn'), () => 'until-your-next-turn'));
/** A target only a land can be ("target land you control", "target Mountain"): what "It's still a land" speaks of. */
const landTarget = map(permanentTarget, (s) => {
  const f = s.object!;
  const keys = Object.keys(f).filter((k) => k !== 'controller');
  return (keys.length === 1 && f.types?.length === 1 && f.types[0] === 'Land') || (keys.length === 1 && f.subtypes?.length === 1 && LAND_TYPES.has(f.subtypes[0]!)) ? s : null;
});
const LAND_TYPES = new Set(['Plains', 'Island', 'Swamp', 'Mountain', 'Forest']);

const symbols: Parser<string[]> = map(many1(token((t) => (t.k === 'sym' ? t.raw : null))), (s) => parseManaSymbols(s.map((x) => `{${x}}`).join('')));
const oneSymbol: Parser<string> = token((t) => (t.k === 'sym' && /^[WUBRGC]$/.test(t.raw) ? t.raw : null));

/** Whose power and toughness a switch exchanges (613.4d): a target creature's, the source's, "its", each creature's of a group. */
const switched: Parser<ObjectRef> = alt<ObjectRef>(
  map(seq(creatureTarget, lit("'s")), ([spec]) => ({ ref: 'target', spec })),
  map(seq(self, lit("'s")), () => ({ ref: 'self' })),
  map(lit('its'), () => ({ ref: 'it' })),
  map(seq(groupRef, lit("'s")), ([r]) => (isCreatureGroup(r) ? r : null)),
);

export const EFFECTS: Entry<Effect[]>[] = [
  // The verbs whose players, recipients and amounts are references (game/refs.ts).
  ...PLAYER_VERBS,
  ...DAMAGE_VERBS,
  ...COUNTER_VERBS,
  ...COPY_SPELL_EFFECTS,
  ...OBJECT_VERBS,
  ...PREVENT_EFFECTS,
  ...BECOME_EFFECTS,
  ...LASTING_GROUP_EFFECTS,
  ...EITHER_PT_EFFECTS,
  {
    id: 'effect/target-changes',
    wording: 'Target creature gets +N/+N / gains KEYWORD / gains "ABILITY" / loses KEYWORD / loses all abilities / has base power and toughness N/N until end of turn — one or more joined by "and"',
    parse: map(seq(creatureTarget, changes, untilEndOfTurn), ([target, cs]) => cs.map((c, i) => onTarget(c, target, i > 0))),
    fixtures: [
      spell('Target creature gets −2/−2 until end of turn.', { type: 'modify-pt', power: -2, toughness: -2, objects: { ref: 'target', spec: { object: { types: ['Creature'] } } }, duration: 'until-end-of-turn' }),
      spell('Target creature gets +2/+2 and gains flying until end of turn.', { type: 'modify-pt', power: 2, toughness: 2 }, { type: 'grant', keywords: ['flying'], objects: { ref: 'same-target', slot: -1 } }),
      // X as announced (107.3): "-X" is −1 times X; "where X is" gives it a value as it resolves (Huatli, Radiant Champion).
      spell('Target creature gets -X/-X until end of turn.', { type: 'modify-pt', power: { of: 'times', factor: -1, amount: { of: 'X' } }, toughness: { of: 'times', factor: -1, amount: { of: 'X' } } }),
      { text: '−1: Target creature gets +X/+X until end of turn, where X is the number of creatures you control.', abilities: [{ kind: 'activated', effects: [{ type: 'modify-pt', power: { of: 'count', filter: { types: ['Creature'], controller: 'you' } }, toughness: { of: 'count' } }] }] },
      spell('Target creature loses flying until end of turn.', { type: 'lose-abilities', keywords: ['flying'], objects: { ref: 'target', spec: { object: { types: ['Creature'] } } } }),
      // A quoted ability gained (613.1f): Banishing Knack; Dreadmaw's Ire, whose "this creature" is the target that has it.
      spell('Until end of turn, target creature gains "{T}: Return target nonland permanent to its owner\'s hand."', { type: 'grant', objects: { ref: 'target' }, abilities: [{ kind: 'activated', costs: [{ type: 'tap' }], effects: [{ type: 'move', to: 'hand' }] }], duration: 'until-end-of-turn' }),
      spell('Until end of turn, target attacking creature gets +2/+2 and gains trample and "Whenever this creature deals combat damage to a player, destroy target artifact that player controls."', { type: 'modify-pt' }, { type: 'grant', keywords: ['trample'] }, { type: 'grant', objects: { ref: 'same-target', slot: -1 }, abilities: [{ kind: 'triggered', trigger: { on: 'deals-damage', object: 'self' } }] }),
      spell('Target creature loses all abilities and has base power and toughness 1/1 until end of turn.', { type: 'lose-abilities', all: true }, { type: 'set-pt', power: 1, toughness: 1, objects: { ref: 'same-target', slot: -1 } }),
    ],
  },
  {
    id: 'effect/target-changes-while',
    wording: 'Target creature gets +N/+N / gains (has) KEYWORD for as long as you control CARDNAME / CARDNAME remains tapped / both (611.2b)',
    // Rust Tick's kin: the change ends once the source untaps, leaves or changes control, even if that holds again later.
    parse: alt<Effect[]>(
      map(seq(creatureTarget, whileChanges, whileSource), ([target, cs, duration]) => cs.map((c, i) => changeOn(c, targetRef(target, i > 0), duration))),
      // "another target permanent gains indestructible …": a keyword on any permanent (a creature target is read above).
      map(seq(permanentTarget, gainsKeywordsOnly, whileSource), ([target, cs, duration]) => (isCreatureTarget(target) ? null : cs.map((c, i) => changeOn(c, targetRef(target, i > 0), duration)))),
    ),
    fixtures: [
      { text: 'When this creature enters, another target permanent gains indestructible for as long as you control this creature.', abilities: [{ kind: 'triggered', effects: [{ type: 'grant', keywords: ['indestructible'], objects: { ref: 'target', spec: { object: { permanent: true }, distinct: true } }, duration: { while: 'you-control-source' } }] }] },
      // Ashnod's Battle Gear, Flamestick Courier.
      { text: '{2}, {T}: Target creature you control gets +2/-2 for as long as this artifact remains tapped.', abilities: [{ kind: 'activated', effects: [{ type: 'modify-pt', power: 2, toughness: -2, objects: { ref: 'target', spec: { object: { types: ['Creature'], controller: 'you' } } }, duration: { while: 'source-tapped' } }] }] },
      { text: '{2}{R}, {T}: Target Goblin creature gets +2/+2 and has haste for as long as this creature remains tapped.', abilities: [{ kind: 'activated', effects: [{ type: 'modify-pt', power: 2, toughness: 2, duration: { while: 'source-tapped' } }, { type: 'grant', keywords: ['haste'], objects: { ref: 'same-target', slot: -1 }, duration: { while: 'source-tapped' } }] }] },
    ],
  },
  {
    id: 'effect/target-changes-next-turn',
    wording: "Target creature gets +N/+N / gains KEYWORD / loses KEYWORD / has base power and toughness N/N until your next turn / Until your next turn, target creature … [. Untap that creature.] (611.2a)",
    parse: alt<Effect[]>(
      map(seq(creatureTarget, changes, untilYourNextTurn), ([target, cs]) => lasting(cs.map((c, i) => onTarget(c, target, i > 0)))),
      map(seq(untilYourNextTurn, lit(','), creatureTarget, changes, sameTargetFollowUps), ([, , target, cs, then]) => [...lasting(cs.map((c, i) => onTarget(c, target, i > 0))), ...then(target)]),
    ),
    fixtures: [
      spell('Target creature gets -2/-0 until your next turn.', { type: 'modify-pt', power: -2, toughness: 0, objects: { ref: 'target', spec: { object: { types: ['Creature'] } } }, duration: 'until-your-next-turn' }),
      { text: '+1: Until your next turn, target creature gains indestructible. Untap that creature.', abilities: [{ kind: 'activated', effects: [{ type: 'grant', keywords: ['indestructible'], duration: 'until-your-next-turn' }, { type: 'tap', untap: true, objects: { ref: 'same-target', slot: -1 } }] }] },
    ],
  },
  {
    id: 'effect/self-changes',
    wording: 'CARDNAME (or "it") gets +N/+N [and gains KEYWORD] until end of turn',
    // "It" is left for the line reader (oracle/pronouns.ts): the source, the target named before, or the trigger event's object (603.7c).
    parse: map(seq(alt(map(lit('SELF'), (): ObjectRef => ({ ref: 'self' })), map(lit('it'), (): ObjectRef => ({ ref: 'it' }))), changes, untilEndOfTurn), ([who, cs]) => {
      const effects = cs.map((c) => (c.type === 'pump' || c.type === 'grant' ? changeOn(c, who) : null));
      return effects.every((e) => e) ? (effects as Effect[]) : null;
    }),
    fixtures: [
      { text: '{R}: Test Card gets +1/+0 until end of turn.', abilities: [{ kind: 'activated', effects: [{ type: 'modify-pt', objects: { ref: 'self' }, power: 1, toughness: 0 }] }] },
      { text: '{R}: It gets +1/+0 until end of turn.', abilities: [{ kind: 'activated', effects: [{ type: 'modify-pt', objects: { ref: 'self' }, power: 1, toughness: 0 }] }] },
      { text: 'Whenever a creature you control attacks alone, it gets +1/+1 until end of turn.', abilities: [{ kind: 'triggered', trigger: { on: 'attacks', alone: true }, effects: [{ type: 'modify-pt', objects: { ref: 'event-object' }, power: 1, toughness: 1 }] }] },
    ],
  },
  {
    id: 'effect/that-creature-changes',
    wording: 'That creature gets +N/+N [and gains KEYWORD] until end of turn — the trigger event\'s creature (603.7c), or the target named before',
    parse: map(seq(thatObject, changes, untilEndOfTurn), ([ref, cs]) => cs.map((c) => changeOn(c, ref))),
    fixtures: [{ text: 'Whenever this creature or another creature you control enters, that creature gets +2/+2 until end of turn.', abilities: [{ kind: 'triggered', effects: [{ type: 'modify-pt', objects: { ref: 'event-object' }, power: 2, toughness: 2 }] }] }],
  },
  {
    id: 'effect/changes-and-this-turn',
    wording: "CARDNAME (target creature) gets +N/+N [and gains KEYWORD] until end of turn and can't be blocked (can't block, can attack as though it didn't have defender…) this turn",
    // Both parts act on the same creature: the source, or the one target (its second part refers back to it).
    parse: alt<Effect[]>(
      map(seq(selfOrIt, changes, untilEndOfTurn, lit('and'), thisTurn), ([, cs, , , what]) => {
        const effects = cs.map(onSelf);
        return effects.every((e) => e) ? [...(effects as Effect[]), restrictOn('self', what)] : null;
      }),
      map(seq(creatureTarget, changes, untilEndOfTurn, lit('and'), thisTurn), ([target, cs, , , what]) => [...cs.map((c, i) => onTarget(c, target, i > 0)), restrictOn('same-target', what)]),
    ),
    fixtures: [
      { text: "{2}{U}: This creature gets +1/-1 until end of turn and can't be blocked this turn.", abilities: [{ kind: 'activated', effects: [{ type: 'modify-pt', objects: { ref: 'self' }, power: 1, toughness: -1 }, { type: 'restrict', what: ['cant-be-blocked'], objects: { ref: 'self' } }] }] },
      { text: "{R}: This creature gets +2/-2 until end of turn and can attack this turn as though it didn't have defender.", abilities: [{ kind: 'activated', effects: [{ type: 'modify-pt', objects: { ref: 'self' } }, { type: 'restrict', what: ['attacks-despite-defender'] }] }] },
      spell("Target creature gets +2/+0 until end of turn and can't be blocked this turn.", { type: 'modify-pt', objects: { ref: 'target' } }, { type: 'restrict', what: ['cant-be-blocked'], objects: { ref: 'same-target' } }),
    ],
  },
  {
    id: 'effect/gain-control',
    wording: '[Untap target creature and] Gain control of target creature (of it, up to N target creatures, all FILTERs [target opponent controls]) [until end of turn [. Untap that creature (them).] [It (They) gain(s) KEYWORD until end of turn.] / for as long as you control CARDNAME / for as long as CARDNAME remains on the battlefield] (613.1b, 611.2)',
    parse: alt<Effect[]>(
      map(seq(lit('gain control of'), permanentTarget, untilEndOfTurn, sameTargetFollowUps), ([, target, , then]) => [{ type: 'gain-control', objects: { ref: 'target', spec: target }, duration: 'until-end-of-turn' }, ...then(target)]),
      // "Untap target creature and gain control of it until end of turn. That creature gains haste until end of turn." (Threaten):
      // the one target, untapped first (608.2c), then controlled.
      map(seq(lit('untap'), permanentTarget, lit('and gain control of it'), untilEndOfTurn, sameTargetFollowUps), ([, target, , , then]) => [
        { type: 'tap', untap: true, objects: { ref: 'target', spec: target } },
        { type: 'gain-control', objects: { ref: 'same-target', slot: -1 }, duration: 'until-end-of-turn' },
        ...then(target),
      ]),
      // "Gain control of all creatures until end of turn. Untap them. They gain haste until end of turn." (Rowan, Fearless
      // Sparkmage): "them" is the same group read again — one described by nothing gaining control of it changes (no controller).
      map(seq(lit('gain control of'), controlledGroup, untilEndOfTurn, opt(alt(lit('. untap them'), lit('. untap those creatures'))), opt(seq(lit('. they gain'), sepBy1(keyword, alt(lit(', and'), lit('and'), lit(','))), untilEndOfTurn))), ([, objects, , untap, gains]) =>
        objects.ref === 'all' && !CONTROL_CHANGES.some((k) => k in objects.filter) && (untap !== undefined || gains !== undefined)
          ? [{ type: 'gain-control', objects, duration: 'until-end-of-turn' }, ...(untap !== undefined ? [{ type: 'tap', objects, untap: true } as Effect] : []), ...(gains ? [{ type: 'grant', objects, keywords: gains[1], duration: 'until-end-of-turn' } as Effect] : [])]
          : null,
      ),
      map(seq(lit('gain control of'), controlled, opt(controlDuration)), ([, objects, duration]) => [{ type: 'gain-control', objects, duration: duration ?? 'indefinite' }]),
    ),
    fixtures: [
      { text: 'When Test Card enters, gain control of target permanent.', abilities: [{ kind: 'triggered', effects: [{ type: 'gain-control', objects: { ref: 'target', spec: { object: { permanent: true } } }, duration: 'indefinite' }] }] },
      { text: 'When Test Card enters, gain control of target creature for as long as you control Test Card.', abilities: [{ kind: 'triggered', effects: [{ type: 'gain-control', objects: { ref: 'target', spec: { object: { types: ['Creature'] } } }, duration: { while: 'you-control-source' } }] }] },
      spell('Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn.', { type: 'gain-control', objects: { ref: 'target', spec: { object: { types: ['Creature'] } } }, duration: 'until-end-of-turn' }, { type: 'tap', untap: true, objects: { ref: 'same-target', slot: -1 } }, { type: 'grant', keywords: ['haste'], objects: { ref: 'same-target', slot: -1 } }),
      // Jace, Ingenious Mind-Mage; Ashiok, Sculptor of Fears; Rowan, Fearless Sparkmage.
      { text: '−9: Gain control of up to three target creatures.', abilities: [{ kind: 'activated', effects: [{ type: 'gain-control', objects: { ref: 'target', spec: { object: { types: ['Creature'] }, count: { min: 0, max: 3 } } }, duration: 'indefinite' }] }] },
      spell('Untap target creature and gain control of it until end of turn. That creature gains haste until end of turn.', { type: 'tap', untap: true, objects: { ref: 'target', spec: { object: { types: ['Creature'] } } } }, { type: 'gain-control', objects: { ref: 'same-target', slot: -1 }, duration: 'until-end-of-turn' }, { type: 'grant', keywords: ['haste'], objects: { ref: 'same-target', slot: -1 } }),
      { text: '−5: Gain control of all creatures target opponent controls.', abilities: [{ kind: 'activated', effects: [{ type: 'gain-control', objects: { ref: 'all', filter: { types: ['Creature'], controller: { player: { ref: 'target', spec: { player: 'opponent' } } } } }, duration: 'indefinite' }] }] },
      // Angrath, the Flame-Chained: the delayed ability sacrifices the creature only if it still fits as it resolves (608.2h).
      { text: '−3: Gain control of target creature until end of turn. Untap it. It gains haste until end of turn. Sacrifice it at the beginning of the next end step if it has mana value 3 or less.', abilities: [{ kind: 'activated', effects: [{ type: 'gain-control' }, { type: 'tap', untap: true }, { type: 'grant', keywords: ['haste'] }, { type: 'delayed', when: { on: 'step-begins', step: 'end' }, effects: [{ type: 'sacrifice', objects: { ref: 'previous', filter: { manaValue: { op: '<=', value: 3 } } } }] }] }] },
      { text: '−9: Gain control of all creatures until end of turn. Untap them. They gain haste until end of turn.', abilities: [{ kind: 'activated', effects: [{ type: 'gain-control', objects: { ref: 'all', filter: { types: ['Creature'] } }, duration: 'until-end-of-turn' }, { type: 'tap', untap: true, objects: { ref: 'all', filter: { types: ['Creature'] } } }, { type: 'grant', keywords: ['haste'], objects: { ref: 'all', filter: { types: ['Creature'] } } }] }] },
    ],
  },
  {
    id: 'effect/become-creature',
    wording: "[Until end of turn,] CARDNAME (or target land) becomes a N/N [COLOR [and COLOR]] [TYPE…] [artifact] creature [with KEYWORD, … / with all creature types] [until end of turn]. It's still a land. / … creature that's still a land [until end of turn] / … artifact creature … (205.1b) / … creature [with KEYWORD] that's still a planeswalker (205.1b)",
    parse: alt<Effect[]>(
      map(
        seq(opt(seq(leadDuration, lit(','))), alt<TargetSpec | 'self'>(map(self, () => 'self' as const), landTarget), lit('becomes a'), animated, opt(untilEndOfTurn), lit(". it's still a land")),
        ([lead, target, , a, trail]) => ((lead === undefined) === (trail === undefined) ? null : [{ type: 'become', objects: target === 'self' ? { ref: 'self' } : { ref: 'target', spec: target }, ...a, duration: lead?.[0] ?? 'until-end-of-turn' }]),
      ),
      // "Until end of turn, target land becomes a 3/3 creature that's still a land." (Animate Land), "Target land becomes a 2/2
      // green creature that's still a land." (Quirion Druid: no duration, so for the rest of the game, 611.2a): the same, in one sentence (205.1b).
      map(
        seq(opt(seq(leadDuration, lit(','))), alt<TargetSpec | 'self'>(map(self, () => 'self' as const), landTarget), lit('becomes a'), animated, lit("that's still a land"), opt(untilEndOfTurn)),
        ([lead, target, , a, , trail]): Effect[] | null => (lead !== undefined && trail !== undefined ? null : [{ type: 'become', objects: target === 'self' ? { ref: 'self' } : { ref: 'target', spec: target }, ...a, duration: lead?.[0] ?? (trail !== undefined ? 'until-end-of-turn' : 'indefinite') }]),
      ),
      // "Untap target land you control. Until your next turn, it becomes a 5/5 Elemental creature with haste. It's still a land." (Nissa, Vital Force): the land untapped is the one animated.
      map(
        seq(lit('untap'), landTarget, lit('.'), opt(seq(leadDuration, lit(','))), lit('it becomes a'), animated, opt(untilEndOfTurn), lit(". it's still a land")),
        ([, target, , lead, , a, trail]) => ((lead === undefined) === (trail === undefined) ? null : [{ type: 'tap', untap: true, objects: { ref: 'target', spec: target } }, { type: 'become', objects: { ref: 'same-target', slot: -1 }, ...a, duration: lead?.[0] ?? 'until-end-of-turn' }]),
      ),
      // A planeswalker that becomes a creature keeps being a planeswalker (Gideon): damage to it both removes loyalty and is marked (120.3c, 120.3e).
      map(seq(untilEndOfTurn, lit(','), self, lit('becomes a'), animated, lit("that's still a planeswalker")), ([, , , , a]) => [{ type: 'become', objects: { ref: 'self' }, ...a }]),
      // 205.1b: what becomes an "[creature types] artifact creature" keeps its other card types and
      // subtypes (its creature types replaced), with no "It's still a land" (Keyrunes, Monuments).
      map(
        seq(opt(seq(untilEndOfTurn, lit(','))), self, lit('becomes a'), animated, opt(untilEndOfTurn)),
        ([lead, , , a, trail]): Effect[] | null => ((lead === undefined) === (trail === undefined) || !a.types.includes('Artifact') ? null : [{ type: 'become', objects: { ref: 'self' }, ...a, ...(a.subtypes.length ? { replaceCreatureTypes: true as const } : {}) }]),
      ),
    ),
    fixtures: [
      { text: "{1}: This land becomes a 2/2 Assembly-Worker artifact creature until end of turn. It's still a land.", abilities: [{ kind: 'activated', effects: [{ type: 'become', objects: { ref: 'self' }, power: 2, toughness: 2, types: ['Artifact', 'Creature'], addTypes: true, subtypes: ['Assembly-Worker'] }] }] },
      { text: "{3}{W}{U}: Until end of turn, this land becomes a 4/4 white and blue Elemental creature with flying and vigilance. It's still a land.", abilities: [{ kind: 'activated', effects: [{ type: 'become', colors: ['white', 'blue'], types: ['Creature'], subtypes: ['Elemental'], keywords: ['flying', 'vigilance'] }] }] },
      { text: "+1: Untap target land you control. Until your next turn, it becomes a 5/5 Elemental creature with haste. It's still a land.", abilities: [{ kind: 'activated', effects: [{ type: 'tap', untap: true }, { type: 'become', objects: { ref: 'same-target', slot: -1 }, power: 5, toughness: 5, keywords: ['haste'], duration: 'until-your-next-turn' }] }] },
      { text: "+1: Untap target Mountain. It becomes a 4/4 red Elemental creature until end of turn. It's still a land.", abilities: [{ kind: 'activated', effects: [{ type: 'tap', untap: true, objects: { ref: 'target', spec: { object: { subtypes: ['Mountain'] } } } }, { type: 'become', colors: ['red'], duration: 'until-end-of-turn' }] }] },
      { text: '{2}{W}{U}: This artifact becomes a 2/2 white and blue Bird artifact creature with flying until end of turn.', abilities: [{ kind: 'activated', effects: [{ type: 'become', objects: { ref: 'self' }, power: 2, toughness: 2, colors: ['white', 'blue'], subtypes: ['Bird'], types: ['Artifact', 'Creature'], replaceCreatureTypes: true, keywords: ['flying'] }] }] },
      { text: '{4}: Until end of turn, this artifact becomes a 4/4 Golem artifact creature.', abilities: [{ kind: 'activated', effects: [{ type: 'become', objects: { ref: 'self' }, subtypes: ['Golem'], types: ['Artifact', 'Creature'], replaceCreatureTypes: true }] }] },
      spell("Until end of turn, target land becomes a 3/3 creature that's still a land.", { type: 'become', objects: { ref: 'target', spec: { object: { types: ['Land'] } } }, power: 3, toughness: 3, types: ['Creature'], addTypes: true, duration: 'until-end-of-turn' }),
      { text: "{G}, {T}: Target land becomes a 2/2 green creature that's still a land.", abilities: [{ kind: 'activated', effects: [{ type: 'become', colors: ['green'], types: ['Creature'], addTypes: true, duration: 'indefinite' }] }] },
      { text: "{1}: This land becomes a 2/2 creature with all creature types until end of turn. It's still a land.", abilities: [{ kind: 'activated', effects: [{ type: 'become', allCreatureTypes: true, subtypes: [] }] }] },
      { text: "+1: Until end of turn, Test Card becomes a 5/5 Human Soldier Ally creature with indestructible that's still a planeswalker. Prevent all damage that would be dealt to him this turn.", abilities: [{ kind: 'activated', effects: [{ type: 'become', objects: { ref: 'self' }, power: 5, toughness: 5, subtypes: ['Human', 'Soldier', 'Ally'], keywords: ['indestructible'] }, { type: 'prevent', amount: 'all', toAndBy: { ref: 'self' }, side: 'to' }] }] },
    ],
  },
  {
    id: 'effect/become-color-choice',
    wording: 'Target creature (target permanent, CARDNAME) becomes the color (the creature type) of your choice until end of turn',
    parse: alt<Effect[]>(
      map(seq(permanentTarget, lit('becomes the color of your choice'), untilEndOfTurn), ([spec]) => [{ type: 'become', objects: { ref: 'target', spec }, colors: 'chosen', duration: 'until-end-of-turn' }]),
      map(seq(self, lit('becomes the color of your choice'), untilEndOfTurn), () => [{ type: 'become', objects: { ref: 'self' }, colors: 'chosen', duration: 'until-end-of-turn' }]),
      // "This creature (Enchanted creature, Target creature) becomes the creature type of your choice until end of turn" (Mistform
      // Dreamer, Mistform Mask, Trickery Charm): one type chosen as it resolves replaces its creature types (205.1a, 608.2d).
      map(seq(alt<ObjectRef>(map(self, (): ObjectRef => ({ ref: 'self' })), map(creatureTarget, (spec): ObjectRef => ({ ref: 'target', spec })), hostRef), lit('becomes the creature type of your choice'), untilEndOfTurn), ([objects]) => [{ type: 'become', objects, chosenCreatureType: true, duration: 'until-end-of-turn' }]),
      // "Choose a creature type. Each creature you control (Target creature) becomes that type until end of turn" (Mistform
      // Wakecaster, Standardize): the type the ability chose (608.2d, entries/chosen.ts).
      map(seq(alt<ObjectRef>(map(self, (): ObjectRef => ({ ref: 'self' })), map(creatureTarget, (spec): ObjectRef => ({ ref: 'target', spec })), hostRef, map(seq(lit('each'), permanentFilter.one), ([, filter]): ObjectRef | null => (onlyCreatures(filter) ? { ref: 'all', filter } : null))), alt(lit('becomes that type'), lit('becomes the chosen type')), untilEndOfTurn), ([objects]) => [{ type: 'become', objects, chosenCreatureType: 'chosen', duration: 'until-end-of-turn' }]),
    ),
    fixtures: [
      { text: '{T}: Target permanent becomes the color of your choice until end of turn.', abilities: [{ kind: 'activated', effects: [{ type: 'become', objects: { ref: 'target', spec: { object: { permanent: true } } }, colors: 'chosen' }] }] },
      { text: '{1}: This creature becomes the color of your choice until end of turn.', abilities: [{ kind: 'activated', effects: [{ type: 'become', objects: { ref: 'self' }, colors: 'chosen' }] }] },
      { text: '{1}: This creature becomes the creature type of your choice until end of turn.', abilities: [{ kind: 'activated', effects: [{ type: 'become', objects: { ref: 'self' }, chosenCreatureType: true, duration: 'until-end-of-turn' }] }] },
      { text: '{1}: Enchanted creature becomes the creature type of your choice until end of turn.', abilities: [{ kind: 'activated', effects: [{ type: 'become', objects: { ref: 'host' }, chosenCreatureType: true }] }] },
      { text: '{2}{U}{U}, {T}: Choose a creature type. Each creature you control becomes that type until end of turn.', abilities: [{ kind: 'activated', effects: [{ type: 'group', choose: 'creature-type' }, { type: 'become', objects: { ref: 'all', filter: { types: ['Creature'], controller: 'you' } }, chosenCreatureType: 'chosen', duration: 'until-end-of-turn' }] }] },
      { text: '{1}: Choose a creature type other than Wall. Target creature becomes that type until end of turn.', abilities: [{ kind: 'activated', effects: [{ type: 'group', choose: 'creature-type', except: 'Wall' }, { type: 'become', objects: { ref: 'target' }, chosenCreatureType: 'chosen' }] }] },
    ],
  },
  {
    id: 'effect/switch-pt',
    wording: "Switch target creature's (CARDNAME's, its, each creature's) power and toughness until end of turn (613.4d)",
    parse: map(seq(lit('switch'), switched, lit("power and toughness"), untilEndOfTurn), ([, objects]) => [{ type: 'set-pt', objects, switch: true, duration: 'until-end-of-turn' }]),
    fixtures: [
      spell("Switch target creature's power and toughness until end of turn.", { type: 'set-pt', switch: true, objects: { ref: 'target', spec: { object: { types: ['Creature'] } } } }),
      { text: "{2}: Switch this creature's power and toughness until end of turn.", abilities: [{ kind: 'activated', effects: [{ type: 'set-pt', switch: true, objects: { ref: 'self' }, duration: 'until-end-of-turn' }] }] },
      { text: "Whenever this creature attacks, switch its power and toughness until end of turn.", abilities: [{ kind: 'triggered', effects: [{ type: 'set-pt', switch: true, objects: { ref: 'self' } }] }] },
      { text: "{2}: Switch each creature's power and toughness until end of turn.", abilities: [{ kind: 'activated', effects: [{ type: 'set-pt', switch: true, objects: { ref: 'all', filter: { types: ['Creature'] } } }] }] },
    ],
  },
  {
    id: 'effect/counter-spell',
    wording: 'Counter target spell (target creature spell, target noncreature spell); after "Whenever PLAYER casts …": counter that spell (it)',
    parse: alt<Effect[]>(
      map(seq(lit('counter'), spellTarget), ([, spec]) => [{ type: 'counter', objects: { ref: 'target', spec } }]),
      // The spell a cast trigger's event names (601.2i: it is on the stack as the trigger is put there); the line reader
      // accepts the event's object only after such a trigger (oracle/event-refs.ts).
      map(lit('counter that spell'), (): Effect[] => [{ type: 'counter', objects: { ref: 'event-object' } }]),
    ),
    fixtures: [
      spell('Counter target noncreature spell.', { type: 'counter', objects: { ref: 'target', spec: { object: { notTypes: ['Creature'], spell: true } } } }),
      // Erayo's Essence; Jace, Unraveler of Secrets's emblem.
      { text: 'Whenever an opponent casts their first spell each turn, counter that spell.', abilities: [{ kind: 'triggered', trigger: { on: 'casts', nth: 1, player: 'opponent' }, effects: [{ type: 'counter', objects: { ref: 'event-object' } }] }] },
    ],
  },
  {
    id: 'effect/rule-this-turn',
    wording: "Players can't gain life this turn / Damage can't be prevented this turn / FILTER spells you cast this turn can't be countered / You may play an additional land (up to N additional lands) this turn (119.7, 615.12, 305.2)",
    parse: alt(
      map(lit("players can't gain life this turn"), (): Effect[] => [{ type: 'restrict', rule: 'players-cant-gain-life', duration: 'until-end-of-turn' }]),
      map(lit("damage can't be prevented this turn"), (): Effect[] => [{ type: 'restrict', rule: 'damage-unpreventable', duration: 'until-end-of-turn' }]),
      // 305.2: "You may play an additional land this turn", "… up to two additional lands this turn".
      map(seq(lit('you may play'), alt<number>(map(lit('an additional land'), () => 1), map(seq(lit('up to'), count, lit('additional lands')), ([, n]) => n)), lit('this turn')), ([, n]): Effect[] => [{ type: 'restrict', rule: 'additional-land', count: n, duration: 'until-end-of-turn' }]),
      // 101.2: "Creature spells you cast this turn can't be countered" (Domri, Anarch of Bolas), "Spells you control can't be countered this turn".
      map(seq(spellFilter.many, lit("you cast this turn can't be countered")), ([spells]) => uncounterable({ ...spells, controller: 'you' })),
      map(seq(spellFilter.many, lit("can't be countered this turn")), ([spells]) => (spells.controller === 'you' ? uncounterable(spells) : null)),
    ),
    fixtures: [
      spell('You may play an additional land this turn. Draw a card.', { type: 'restrict', rule: 'additional-land', count: 1 }, { type: 'draw' }),
      spell('You may play up to three additional lands this turn.', { type: 'restrict', rule: 'additional-land', count: 3 }),
      { text: "+1: Add {R} or {G}. Creature spells you cast this turn can't be countered.", abilities: [{ kind: 'activated', effects: [{ type: 'add-mana' }, { type: 'restrict', rule: 'uncounterable', spells: { types: ['Creature'], controller: 'you' }, duration: 'until-end-of-turn' }] }] },
      spell("Players can't gain life this turn. Damage can't be prevented this turn. Test Card deals 3 damage to target player or planeswalker.", { type: 'restrict', rule: 'players-cant-gain-life' }, { type: 'restrict', rule: 'damage-unpreventable' }, { type: 'deal-damage' })],
  },
  {
    id: 'effect/prevent-damage-this-turn',
    wording: 'Prevent all [combat / noncombat] damage that would be dealt [this turn] [to you / this creature / players / FILTERS / you and FILTERS] [this turn] [by this creature / FILTERS / sources you control] [this turn] (615.1a; the groups read when the damage would be dealt)',
    parse: preventAllThisTurn,
    fixtures: [
      spell('Prevent all combat damage that would be dealt this turn.', { type: 'prevent', amount: 'all', watch: { on: 'deals-damage', combat: true } }),
      spell('Prevent all damage that would be dealt to you and creatures you control this turn.', { type: 'prevent', amount: 'all', watch: { on: 'deals-damage', recipient: { player: 'you', object: { types: ['Creature'], controller: 'you' } } } }),
      spell('Prevent all damage that would be dealt by creatures this turn.', { type: 'prevent', amount: 'all', watch: { on: 'deals-damage', source: { types: ['Creature'] } } }),
    ],
  },
  {
    id: 'effect/add-mana',
    wording: 'Add {G} (any fixed mana symbols) [for each FILTER] (106.1a; the count read as the ability resolves, 608.2h)',
    parse: map(seq(lit('add'), symbols, opt(forEach)), ([, mana, each]) => (mana.every((s) => /^[WUBRGC]$/.test(s)) ? [{ type: 'add-mana', mana: [mana], ...(each ? { amount: each } : {}) }] : null)),
    fixtures: [
      { text: '{T}: Add {G}.', abilities: [{ kind: 'activated', isManaAbility: true, effects: [{ type: 'add-mana', mana: [['G']] }] }] },
      // Priest of Titania; Koth of the Hammer's loyalty ability (never a mana ability, 605.1a).
      { text: '{T}: Add {G} for each Elf on the battlefield.', abilities: [{ kind: 'activated', isManaAbility: true, effects: [{ type: 'add-mana', mana: [['G']], amount: { of: 'count', filter: { subtypes: ['Elf'] } } }] }] },
      { text: '−2: Add {R} for each Mountain you control.', abilities: [{ kind: 'activated', isManaAbility: false, effects: [{ type: 'add-mana', mana: [['R']], amount: { of: 'count', filter: { subtypes: ['Mountain'], controller: 'you' } } }] }] },
    ],
  },
  {
    id: 'effect/add-mana-choice',
    wording: 'Add {W} or {U}. / Add {R}, {G}, or {W}. / Add one mana of any color. / Add N (X) mana of any one color (in any combination of colors). / Add six {R}. / Add that much {G} (that much mana of any one color). / Add an amount of {G} equal to VALUE. / Add X mana in any combination of {W} and/or {U} (of colors)',
    parse: alt<Effect[]>(
      map(seq(lit('add'), oneSymbol, opt(seq(lit(','), sepBy1(oneSymbol, lit(',')), lit(','))), lit('or'), oneSymbol), ([, first, middle, , last]) => [{ type: 'add-mana', mana: [first, ...(middle ? middle[1] : []), last].map((s) => [s]) }]),
      map(lit('add one mana of any color'), () => [{ type: 'add-mana', mana: ANY_COLOR }]),
      map(seq(lit('add'), count, lit('mana of any one color')), ([, n]) => (n > 1 ? [{ type: 'add-mana', mana: ANY_COLOR, amount: n, oneColor: true }] : null)),
      map(seq(lit('add'), count, lit('mana in any combination of colors')), ([, n]) => (n > 1 ? [{ type: 'add-mana', mana: ANY_COLOR, amount: n }] : null)),
      // "Add six {R}", "add eight {C}": one symbol N times.
      map(seq(lit('add'), count, oneSymbol), ([, n, sym]) => (n > 1 ? [{ type: 'add-mana', mana: [[sym]], amount: n }] : null)),
      // "add that much {G}" (Sakiko), "add that much mana of any one color": the trigger's event's amount (the damage dealt, 608.2h).
      map(seq(lit('add that much'), oneSymbol), ([, sym]) => [{ type: 'add-mana', mana: [[sym]], amount: { of: 'event' } }]),
      map(lit('add that much mana of any one color'), () => [{ type: 'add-mana', mana: ANY_COLOR, amount: { of: 'event' }, oneColor: true }]),
      // "Add an amount of {G} equal to this creature's power" (Cradle Clearcutter), "… equal to the sacrificed creature's mana value"
      // (Sacrifice, Priest of Yawgmoth): one symbol as many times as the value, read as the ability resolves (608.2h; 106.1a).
      map(seq(lit('add an amount of'), oneSymbol, equalTo(IT)), ([, sym, amount]) => [{ type: 'add-mana', mana: [[sym]], amount }]),
      // "Add X mana of any one color, where X is this creature's power" (the sentence's "where X is" defines X, 107.3c), or X from the cost ("Remove X ki counters from this creature: …", 107.3a).
      map(lit('add X mana of any one color'), () => [{ type: 'add-mana', mana: ANY_COLOR, amount: { of: 'X' }, oneColor: true }]),
      // Storage lands: X the number of counters the cost removed (107.3a).
      map(seq(lit('add X mana in any combination of'), alt(map(lit('colors'), () => ANY_COLOR), map(seq(oneSymbol, lit('and/or'), oneSymbol), ([a, , b]) => [[a], [b]]))), ([, mana]) => [{ type: 'add-mana', mana, amount: { of: 'X' } }]),
    ),
    fixtures: [
      { text: '{T}: Add {W} or {U}.', abilities: [{ kind: 'activated', isManaAbility: true, effects: [{ type: 'add-mana', mana: [['W'], ['U']] }] }] },
      { text: '{T}: Add {R}, {G}, or {W}.', abilities: [{ kind: 'activated', isManaAbility: true, effects: [{ type: 'add-mana', mana: [['R'], ['G'], ['W']] }] }] },
      { text: '{T}: Add one mana of any color.', abilities: [{ kind: 'activated', isManaAbility: true, effects: [{ type: 'add-mana', mana: [['W'], ['U'], ['B'], ['R'], ['G']] }] }] },
      { text: '{T}: Add three mana of any one color.', abilities: [{ kind: 'activated', isManaAbility: true, effects: [{ type: 'add-mana', amount: 3, oneColor: true }] }] },
      { text: '{T}: Add two mana in any combination of colors.', abilities: [{ kind: 'activated', isManaAbility: true, effects: [{ type: 'add-mana', mana: [['W'], ['U'], ['B'], ['R'], ['G']], amount: 2 }] }] },
      { text: 'When this creature dies, add eight {C}.', abilities: [{ kind: 'triggered', effects: [{ type: 'add-mana', mana: [['C']], amount: 8 }] }] },
      { text: 'Whenever a creature you control deals combat damage to a player, add that much {G}.', abilities: [{ kind: 'triggered', effects: [{ type: 'add-mana', mana: [['G']], amount: { of: 'event' } }] }] },
      // Cradle Clearcutter, Priest of Yawgmoth (the cost's sacrificed artifact, 608.2h), Heronblade Elite, Petalmane Baku (X from the cost).
      { text: "{T}: Add an amount of {G} equal to this creature's power.", abilities: [{ kind: 'activated', isManaAbility: true, effects: [{ type: 'add-mana', mana: [['G']], amount: { of: 'stat', stat: 'power', object: { ref: 'self' } } }] }] },
      { text: "{T}, Sacrifice an artifact: Add an amount of {B} equal to the sacrificed artifact's mana value.", abilities: [{ kind: 'activated', isManaAbility: true, effects: [{ type: 'add-mana', mana: [['B']], amount: { of: 'stat', stat: 'mana-value', object: { ref: 'sacrificed' } } }] }] },
      { text: "{T}: Add X mana of any one color, where X is this creature's power.", abilities: [{ kind: 'activated', isManaAbility: true, effects: [{ type: 'add-mana', mana: [['W'], ['U'], ['B'], ['R'], ['G']], amount: { of: 'stat', stat: 'power', object: { ref: 'self' } }, oneColor: true }] }] },
      { text: '{1}, Remove X ki counters from this creature: Add X mana of any one color.', abilities: [{ kind: 'activated', isManaAbility: true, effects: [{ type: 'add-mana', amount: { of: 'X' }, oneColor: true }] }] },
      { text: "{T}: Add {C} for each card you've drawn this turn.", abilities: [{ kind: 'activated', isManaAbility: true, effects: [{ type: 'add-mana', mana: [['C']], amount: { of: 'player', stat: 'cards-drawn-this-turn', player: { ref: 'you' } } }] }] },
      { text: '{1}, Remove X storage counters from this land: Add X mana in any combination of {W} and/or {U}.', abilities: [{ kind: 'activated', isManaAbility: true, costs: [{ type: 'mana' }, { type: 'remove-any-counters', counter: 'storage' }], effects: [{ type: 'add-mana', mana: [['W'], ['U']], amount: { of: 'X' } }] }] },
    ],
  },
  {
    id: 'effect/regenerate',
    wording: 'Regenerate CARDNAME / target creature / enchanted (equipped) creature',
    parse: map(seq(lit('regenerate'), alt<ObjectRef>(map(self, () => ({ ref: 'self' })), map(creatureTarget, (spec) => ({ ref: 'target', spec })), hostRef)), ([, objects]) => [{ type: 'regenerate', objects }]),
    fixtures: [
      { text: '{B}: Regenerate this creature.', abilities: [{ kind: 'activated', effects: [{ type: 'regenerate', objects: { ref: 'self' } }] }] },
      spell('Regenerate target creature.', { type: 'regenerate', objects: { ref: 'target', spec: { object: { types: ['Creature'] } } } }),
      { text: '{G}: Regenerate enchanted creature.', abilities: [{ kind: 'activated', effects: [{ type: 'regenerate', objects: { ref: 'host' } }] }] },
    ],
  },
  ...PLAYER_EFFECTS,
  ...LIBRARY_EFFECTS,
  ...LIBRARY_EFFECTS_MORE,
  ...TOKEN_EFFECTS,
  ...ENERGY_EFFECTS,
  ...PREVIOUS_TARGET_EFFECTS,
  ...GROUP_EFFECTS,
  ...RESTRICTION_EFFECTS,
  ...THOSE_CREATURES_EFFECTS,
  ...GROUP_RESTRICTION_EFFECTS,
  ...SOURCE_EFFECTS,
  // graveyard cards as targets, library searches and other ordinary sentences.
  ...GRAVEYARD_CARD_EFFECTS,
  ...SENTENCE_EFFECTS,
  // populate, blight, endure (701.36a, 701.68a, 701.63a).
  ...KEYWORD_ACTION_EFFECTS,
  TARGET_DEALS_DAMAGE,
  // "Add one mana of the chosen color".
  ...CHOSEN_EFFECTS,
  // "up to N target …"
  ...UP_TO_TARGET_EFFECTS,
  ...EDICT_EFFECTS,
  ...EXILE_UNTIL_EFFECTS,
  ...MORE_SENTENCE_EFFECTS,
  // Library searches of every shape ("up to two basic land cards", "a Rebel permanent card with mana value 3 or less").
  ...LIBRARY_SEARCH_EFFECTS,
  ...LIBRARY_LOOK_EFFECTS,
  // "… deals N damage divided as you choose among one or two targets" (601.2d).
  ...DIVIDED_DAMAGE_EFFECTS,
  // filter lands' mana, "This land doesn't untap during your next untap step".
  ...LAND_EFFECTS,
  // the monarch, "on top of its owner's library".
  ...MECHANIC_EFFECTS,
  // "Transform this creature" (701.27a).
  ...TRANSFORM_EFFECTS,
  ...FACE_EFFECTS,
  // tokens of any types, tapping or untapping a group.
  ...TAIL_EFFECTS,
  // "You get an emblem with "…"" (114.2).
  ...EMBLEM_EFFECTS,
  {
    id: 'effect/earlier-target-changes',
    wording: 'It (That creature) gets +N/+N and gains KEYWORD [and KEYWORD] until end of turn — the one target named before',
    // One change after "it" is effect/on-previous-target's.
    parse: map(seq(alt(map(lit('it'), () => false), map(lit('that creature'), () => true)), changes, untilEndOfTurn), ([that, cs]) => (that || cs.length > 1 ? cs.map((c) => onTarget(c, EARLIER, true)) : null)),
    fixtures: [
      spell('Untap target creature. It gets +1/+2 and gains reach until end of turn.', { type: 'tap', untap: true, objects: { ref: 'target', spec: { object: { types: ['Creature'] } } } }, { type: 'modify-pt', power: 1, toughness: 2, objects: { ref: 'same-target', slot: -1 } }, { type: 'grant', keywords: ['reach'], objects: { ref: 'same-target', slot: -1 } }),
      { text: 'When this Equipment enters, attach it to target creature you control. That creature gains first strike until end of turn.', abilities: [{ kind: 'triggered', effects: [{ type: 'attach' }, { type: 'grant', keywords: ['first strike'], objects: { ref: 'same-target', slot: -1 } }] }] },
    ],
  },
];

/** Any one sentence of effects. */
export const effectSentence: Parser<Effect[]> = memo(alt(...[...EFFECTS, ...LEAVE_EFFECTS].map((e) => e.parse)));

/** What joins instructions into one list: "A, then B", "A and B". */
export const clauseJoiner = alt(lit(', then'), lit('then'), lit('and'), lit(', and then'));
/** Effect sentences joined into one list of instructions: what a coin flip's result, a vote's outcome or a "may" runs. */
export const joinedSentences: Parser<Effect[]> = map(sepBy1(effectSentence, clauseJoiner), (lists) => lists.flat());
