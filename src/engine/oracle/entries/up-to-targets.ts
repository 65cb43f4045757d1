// "Up to N target …" (601.2c: a variable number of targets): "Tap up to two target creatures",
// "Return up to two target creature cards from your graveyard to your hand", "Up to two target
// creatures each get +2/+2 until end of turn". Each phrase becomes N `up-to` slots (one target
// each, game/target-slots.ts), every slot doing the same thing to the object chosen for it.
import { restrictOn, type Effect, type Keyword, type TargetSpec } from '../ast.ts';
import type { Entry } from '../entry.ts';
import { alt, lazy, lit, map, opt, seq, type Parser } from '../grammar.ts';
import { cardFilter } from '../filter-grammar.ts';
import { EFFECTS } from './effects.ts';
import { count, keyword, ptChange, untilEndOfTurn } from '../phrases.ts';
import { modifyPt, targetRef } from '../verb-refs.ts';
import { skipsNextUntap } from './land-lines.ts';
import { isCreatureTarget, isGraveyardCardTarget, isPermanentTarget, nTargets, slotsOf, upToTargets } from '../target-grammar.ts';

const spell = (text: string, ...effects: unknown[]) => ({ text, spell: true, abilities: [{ kind: 'spell', effects }] });

/** "up to N target FILTER(s)" of what the instruction can act on. */
const upTo = (ok: (s: TargetSpec) => boolean): Parser<TargetSpec> => map(upToTargets, (s) => (ok(s) ? s : null));

/** Cards in the controller's own graveyard. */
const ownGraveyardCards = (s: TargetSpec): boolean => isGraveyardCardTarget(s) && s.object!.owner === 'you';

/** N slots, each doing `effects(spec)` to its own target (the inner effects name the phrase's spec without its count). */
function slots(spec: TargetSpec, effects: (k: TargetSpec) => Effect[]): Effect[] {
  const { count: _count, ...one } = spec;
  return slotsOf(spec).map(() => ({ type: 'group', upTo: true, target: spec, effects: effects(one) }) as Effect);
}
const dontUntap = seq(
  lit('.'),
  alt(lit('those creatures'), lit('that creature'), lit('it'), lit('they')),
  alt(lit("don't untap during their controller's next untap step"), lit("doesn't untap during its controller's next untap step"), lit("don't untap during their controllers' next untap steps")),
);
/** "get +2/+2", "gets +1/+0 and gains first strike" (each slot its own pump, 611.2c). */
const gets = map(
  seq(opt(lit('each')), alt(lit('get'), lit('gets')), ptChange, opt(seq(lit('and'), alt(lit('gain'), lit('gains')), keyword)), untilEndOfTurn),
  ([, , pt, kw]) => ({ pt, kw: kw?.[2] as Keyword | undefined }),
);

/** "CARDNAME deals N damage to each of up to N target creatures": one damage instruction to several creature targets. */
const damageToSeveral = map(lazy(() => alt(...EFFECTS.filter((e) => e.id === 'verb/deal-damage').map((e) => e.parse))), (effects) => {
  const [e] = effects;
  const to = e?.type === 'deal-damage' && effects.length === 1 && e.to.length === 1 ? e.to[0] : undefined;
  return to?.ref === 'target' && 'spec' in to && to.spec.count && (to.spec.count.max ?? 2) > 1 && isCreatureTarget(to.spec) ? effects : null;
});

/** "up to three target cards from a single graveyard", "two target creature cards from a single graveyard", "X target cards …": one phrase whose cards all share a graveyard (601.2c). */
const oneGraveyard = (f: TargetSpec['object'], n: { min: number; max: number | null; x?: true }): TargetSpec | null => (f && f.zone === undefined ? { object: { ...f, zone: 'graveyard' }, count: n, oneGraveyard: true } : null);
const singleGraveyardCards: Parser<TargetSpec> = alt<TargetSpec>(
  map(seq(lit('up to'), count, lit('target'), cardFilter.many, lit('from a single graveyard')), ([, n, , f]) => (n >= 1 ? oneGraveyard(f, { min: 0, max: n }) : null)),
  map(seq(count, lit('target'), cardFilter.many, lit('from a single graveyard')), ([n, , f]) => (n >= 2 ? oneGraveyard(f, { min: n, max: n }) : null)),
  map(seq(lit('X target'), cardFilter.many, lit('from a single graveyard')), ([, f]) => oneGraveyard(f, { min: 0, max: null, x: true })),
);

export const UP_TO_TARGET_EFFECTS: Array<Entry<Effect[]>> = [
  {
    id: 'effect/damage-then-those-creatures',
    wording: "CARDNAME deals N damage to each of up to N target creatures. Those creatures can't block this turn (the creatures it targeted, 608.2c)",
    parse: map(seq(damageToSeveral, lit(". those creatures can't block this turn")), ([effects]) => [...effects, { type: 'restrict', objects: { ref: 'previous' }, what: ['cant-block'], duration: 'until-end-of-turn' } as Effect]),
    fixtures: [
      // Rowan, Fearless Sparkmage.
      { text: "−2: Test Card deals 1 damage to each of up to two target creatures. Those creatures can't block this turn.", abilities: [{ kind: 'activated', effects: [{ type: 'deal-damage', amount: 1, to: [{ ref: 'target', spec: { object: { types: ['Creature'] }, count: { min: 0, max: 2 } } }] }, { type: 'restrict', objects: { ref: 'previous' }, what: ['cant-block'] }] }] },
    ],
  },
  {
    id: 'effect/up-to-tap-frozen',
    wording: "Tap up to N target creatures. Those creatures don't untap during their controller's next untap step",
    parse: map(seq(lit('tap'), upTo(isPermanentTarget), dontUntap), ([, spec]) => slots(spec, (k) => [{ type: 'tap', objects: targetRef(k) }, skipsNextUntap({ ref: 'same-target', slot: -1 })])),
    fixtures: [
      spell("Tap up to two target creatures. Those creatures don't untap during their controller's next untap step.", { type: 'group', upTo: true, target: { object: { types: ['Creature'] }, count: { min: 0, max: 2 } }, effects: [{ type: 'tap', objects: { ref: 'target', spec: { object: { types: ['Creature'] } } } }, { type: 'restrict', objects: { ref: 'same-target', slot: -1 }, what: ['doesnt-untap'], duration: 'next-untap-step' }] }, { type: 'group', upTo: true }),
    ],
  },
  {
    id: 'effect/up-to-return-creature-cards',
    wording: 'Return up to N target creature cards (cards, instant and/or sorcery cards…) from your graveyard to your hand',
    // "Return two target creature cards …" (exactly N: every slot must be chosen, 601.2c) reads the same way.
    parse: map(seq(lit('return'), alt(upTo(ownGraveyardCards), map(nTargets, (s) => (ownGraveyardCards(s) ? s : null))), lit('to your hand')), ([, spec]) => slots(spec, (k) => [{ type: 'move', objects: targetRef(k), to: 'hand' }])),
    fixtures: [
      spell('Return up to two target creature cards from your graveyard to your hand.', { type: 'group', upTo: true, target: { object: { types: ['Creature'], zone: 'graveyard', owner: 'you' }, count: { min: 0, max: 2 } }, effects: [{ type: 'move', to: 'hand', objects: { ref: 'target', spec: { object: { types: ['Creature'], zone: 'graveyard', owner: 'you' } } } }] }, { type: 'group', upTo: true }),
      spell('Return two target Zombie cards from your graveyard to your hand.', { type: 'group', upTo: true, target: { object: { subtypes: ['Zombie'], zone: 'graveyard', owner: 'you' }, count: { min: 2, max: 2 } } }, { type: 'group', upTo: true }),
      // Shattered Crypt: X targets as X is announced (601.2b-c, 107.3).
      spell('Return X target creature cards from your graveyard to your hand.', { type: 'group', upTo: true, target: { object: { types: ['Creature'], zone: 'graveyard', owner: 'you' }, count: { min: 0, max: null, x: true } } }),
    ],
  },
  {
    id: 'effect/exile-cards-single-graveyard',
    wording: 'Exile up to N (N, X) target cards (creature cards…) from a single graveyard — every card the phrase targets in one player\'s graveyard (601.2c)',
    parse: map(seq(lit('exile'), singleGraveyardCards), ([, spec]) => slots(spec, (k) => [{ type: 'exile', objects: targetRef(k) }])),
    fixtures: [
      spell('Exile up to three target cards from a single graveyard.', { type: 'group', upTo: true, target: { object: { zone: 'graveyard' }, count: { min: 0, max: 3 }, oneGraveyard: true }, effects: [{ type: 'exile', objects: { ref: 'target', spec: { object: { zone: 'graveyard' }, oneGraveyard: true } } }] }, { type: 'group', upTo: true }, { type: 'group', upTo: true }),
      { text: '{4}, {T}: Exile four target cards from a single graveyard. Draw a card.', abilities: [{ kind: 'activated', effects: [{ type: 'group', target: { count: { min: 4, max: 4 }, oneGraveyard: true } }, { type: 'group' }, { type: 'group' }, { type: 'group' }, { type: 'draw' }] }] },
      { text: 'When this creature enters, exile up to two target cards from a single graveyard.', abilities: [{ kind: 'triggered', effects: [{ type: 'group', upTo: true, target: { object: { zone: 'graveyard' }, count: { min: 0, max: 2 }, oneGraveyard: true } }, { type: 'group', upTo: true }] }] },
    ],
  },
  {
    id: 'effect/shuffle-target-graveyard-cards',
    wording: 'Target player shuffles up to N target cards from their graveyard into their library (601.2c: the cards in that player\'s graveyard; 701.24a)',
    parse: map(seq(lit('target player shuffles up to'), count, lit('target'), cardFilter.many, lit('from their graveyard into their library')), ([, n, , f]): Effect[] | null =>
      n >= 1 && f.zone === undefined
        ? [{ type: 'move', shuffler: { ref: 'target', spec: { player: 'any' } }, objects: { ref: 'target', spec: { object: { ...f, zone: 'graveyard' }, count: { min: 0, max: n }, oneGraveyard: 'player' } }, to: 'library', shuffle: true }]
        : null,
    ),
    fixtures: [
      spell('Target player shuffles up to three target cards from their graveyard into their library.', { type: 'move', shuffler: { ref: 'target', spec: { player: 'any' } }, objects: { ref: 'target', spec: { object: { zone: 'graveyard' }, count: { min: 0, max: 3 }, oneGraveyard: 'player' } }, to: 'library', shuffle: true }),
    ],
  },
  {
    id: 'effect/up-to-cant-block',
    wording: "Up to N target creatures can't block this turn",
    parse: map(seq(upTo(isCreatureTarget), lit("can't block this turn")), ([spec]) => slots(spec, (k) => [restrictOn(k, ['cant-block'])])),
    fixtures: [spell("Up to two target creatures can't block this turn.", { type: 'group', upTo: true, target: { object: { types: ['Creature'] }, count: { min: 0, max: 2 } }, effects: [{ type: 'restrict', what: ['cant-block'], objects: { ref: 'target', spec: { object: { types: ['Creature'] } } } }] }, { type: 'group', upTo: true })],
  },
  {
    id: 'effect/up-to-pump',
    wording: 'Up to N target creatures each get +N/+N [and gain KEYWORD] until end of turn',
    parse: map(seq(upTo(isCreatureTarget), gets), ([spec, { pt, kw }]) =>
      slots(spec, (k) => [modifyPt(targetRef(k), pt), ...(kw ? [{ type: 'grant', objects: targetRef(k), keywords: [kw], duration: 'until-end-of-turn' } as Effect] : [])]),
    ),
    fixtures: [
      spell('Up to two target creatures each get +2/+2 until end of turn.', { type: 'group', upTo: true, target: { object: { types: ['Creature'] }, count: { min: 0, max: 2 } }, effects: [{ type: 'modify-pt', power: 2, toughness: 2, objects: { ref: 'target', spec: { object: { types: ['Creature'] } } } }] }, { type: 'group', upTo: true }),
      spell('Up to two target creatures each get +1/+0 and gain first strike until end of turn.', { type: 'group', upTo: true, effects: [{ type: 'modify-pt', power: 1, toughness: 0 }, { type: 'grant', keywords: ['first strike'] }] }, { type: 'group', upTo: true }),
    ],
  },
];
