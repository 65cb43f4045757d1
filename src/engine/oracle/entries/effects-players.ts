// More effects of spells and abilities: stun counters, "Tap target creature. It doesn't untap …",
// "can't block this turn", "Counter target spell unless its controller pays {3}", flicker. (What players do — draw, discard, gain and lose life — is entries/player-verbs.ts.)
import { restrictOn, type Effect, type RestrictionKind } from '../ast.ts';
import type { Entry } from '../entry.ts';
import { alt, lit, map, opt, seq, token, type Parser } from '../grammar.ts';
import { forEach } from '../amount-grammar.ts';
import { permanentsActedOn, previousObjects, thatObject } from '../reference-grammar.ts';
import type { Amount, ObjectRef } from '../vocabulary.ts';
import { count, counterKind, fixedManaCost, self } from '../phrases.ts';
import { creatureTarget, spellTarget } from '../target-grammar.ts';
import { SACRIFICE_SELF } from './edicts.ts';

const spell = (text: string, ...effects: unknown[]) => ({ text, spell: true, abilities: [{ kind: 'spell', effects }] });

/** What a creature can't do this turn (508.1c, 509.1b), or may do despite defender (702.3b). */
export const thisTurn: Parser<RestrictionKind[]> = alt<RestrictionKind[]>(
  map(lit("can attack this turn as though it didn't have defender"), () => ['attacks-despite-defender']),
  map(lit("can't attack or block this turn"), () => ['cant-attack', 'cant-block']),
  map(lit("can't block this turn"), () => ['cant-block']),
  map(lit("can't attack this turn"), () => ['cant-attack']),
  map(lit("can't be blocked this turn"), () => ['cant-be-blocked']),
  map(lit('attacks this turn if able'), () => ['attacks-this-turn']),
  map(lit('assigns no combat damage this turn'), () => ['assigns-no-combat-damage']),
  map(lit("can't be regenerated this turn"), () => ['cant-be-regenerated']),
);

/** The same until its controller's next turn (611.2a). */
const untilYourNextTurn: Parser<RestrictionKind[]> = alt<RestrictionKind[]>(
  map(lit("can't attack or block until your next turn"), () => ['cant-attack', 'cant-block']),
  map(lit("can't block until your next turn"), () => ['cant-block']),
  map(lit("can't attack until your next turn"), () => ['cant-attack']),
);

/** Generic mana only ("{1}", "{2}"): how many. A cost with a colored symbol is refused where it would be multiplied. */
const genericOnly = (mana: string[]): number | null => (mana.every((m) => /^\d+$/.test(m)) ? mana.reduce((n, m) => n + Number(m), 0) : null);
const times = (n: number, a: Amount): Amount => (n === 1 ? a : { of: 'times', factor: n, amount: a });
/**
 * What "unless its controller pays" asks (118.12): a fixed cost ("{3}"), "{X}" (the X announced for the spell or ability,
 * 107.3a, or the one ", where X is …" defines, 107.3c), "{1} for each FILTER", "{1} plus an additional {1} for each FILTER":
 * the generic part that varies is an amount read as the spell resolves.
 */
const unlessMana: Parser<{ mana: string[]; generic?: Amount }> = alt<{ mana: string[]; generic?: Amount }>(
  map(fixedManaCost, (mana) => ({ mana })),
  map(token((t) => (t.k === 'sym' && t.raw === 'X' ? true : null)), () => ({ mana: [], generic: { of: 'X' } })),
  map(seq(fixedManaCost, forEach), ([mana, each]) => {
    const n = genericOnly(mana);
    return n ? { mana: [], generic: times(n, each) } : null;
  }),
  map(seq(fixedManaCost, lit('plus an additional'), fixedManaCost, forEach), ([mana, , more, each]) => {
    const n = genericOnly(more);
    return n ? { mana, generic: times(n, each) } : null;
  }),
);

export const PLAYER_EFFECTS: Entry<Effect[]>[] = [
  {
    id: 'effect/sacrifice-self',
    wording: 'Sacrifice CARDNAME (it) ("unless you pay {MANA}": effect/unless-pays)',
    // "Sacrifice it", "sacrifice them", "sacrifice that token": the line reader says what the pronoun names (pronouns.ts, lines.ts).
    parse: alt<Effect[]>(map(seq(lit('sacrifice'), self), () => [SACRIFICE_SELF]), map(seq(lit('sacrifice'), alt<ObjectRef>(map(lit('it'), (): ObjectRef => ({ ref: 'it' })), thatObject, previousObjects)), ([, objects]) => [{ type: 'sacrifice', objects }])),
    fixtures: [
      { text: 'At the beginning of your upkeep, sacrifice this creature unless you pay {2}.', abilities: [{ kind: 'triggered', trigger: { on: 'step-begins', step: 'upkeep', player: 'you' }, effects: [{ type: 'group', who: { ref: 'you' }, unless: { mana: ['2'] }, effects: [SACRIFICE_SELF] }] }] },
      { text: 'At the beginning of the end step, sacrifice this creature.', abilities: [{ kind: 'triggered', effects: [SACRIFICE_SELF] }] },
    ],
  },
  {
    id: 'effect/cant-this-turn',
    wording: "Target creature (CARDNAME) can't block / can't attack / can't attack or block / can't be blocked / can't be regenerated this turn (until your next turn)",
    parse: alt<Effect[]>(
      map(seq(creatureTarget, thisTurn), ([target, what]) => [restrictOn(target, what)]),
      map(seq(creatureTarget, untilYourNextTurn), ([target, what]) => [restrictOn(target, what, 'until-your-next-turn')]),
      map(seq(self, thisTurn), ([, what]) => [restrictOn('self', what)]),
      // "… target creature. That creature can't block (attacks) this turn": the target named before (608.2c).
      map(seq(thatObject, thisTurn), ([, what]) => [restrictOn('same-target', what)]),
    ),
    fixtures: [
      spell("Target creature can't block this turn.", { type: 'restrict', what: ['cant-block'], objects: { ref: 'target', spec: { object: { types: ['Creature'] } } } }),
      spell('Target creature attacks this turn if able.', { type: 'restrict', what: ['attacks-this-turn'], objects: { ref: 'target', spec: { object: { types: ['Creature'] } } } }),
      // 701.19c for the rest of the turn (Gravebind, Orcish Healer): its regeneration shields don't apply (game/events.ts destroy).
      { text: "{R}{R}, {T}: Target creature can't be regenerated this turn.", abilities: [{ kind: 'activated', effects: [{ type: 'restrict', what: ['cant-be-regenerated'], objects: { ref: 'target', spec: { object: { types: ['Creature'] } } }, duration: 'until-end-of-turn' }] }] },
      // Ophidian: what the creature does instead of dealing its combat damage (510.1).
      { text: 'Whenever this creature attacks and isn\'t blocked, you may draw a card. If you do, this creature assigns no combat damage this turn.', abilities: [{ kind: 'triggered', effects: [{ type: 'group', optional: true, effects: [{ type: 'draw' }], ifYouDo: [{ type: 'restrict', what: ['assigns-no-combat-damage'], objects: { ref: 'self' } }] }] }] },
      spell("Test Card deals 2 damage to target creature. That creature can't block this turn.", { type: 'deal-damage' }, { type: 'restrict', what: ['cant-block'], objects: { ref: 'same-target' } }),
      spell("Target creature can't attack or block until your next turn.", { type: 'restrict', what: ['cant-attack', 'cant-block'], objects: { ref: 'target', spec: { object: { types: ['Creature'] } } }, duration: 'until-your-next-turn' }),
      { text: "{1}{U}: This creature can't be blocked this turn.", abilities: [{ kind: 'activated', effects: [{ type: 'restrict', what: ['cant-be-blocked'], objects: { ref: 'self' } }] }] },
      { text: "{U}: This creature can attack this turn as though it didn't have defender.", abilities: [{ kind: 'activated', effects: [{ type: 'restrict', what: ['attacks-despite-defender'], objects: { ref: 'self' } }] }] },
    ],
  },
  {
    id: 'effect/counter-unless-pays',
    wording: 'Counter target spell unless its controller pays {N} ({X}[, where X is …]; {1} for each FILTER; {1} plus an additional {1} for each FILTER)',
    parse: map(seq(lit('counter'), spellTarget, lit('unless its controller pays'), unlessMana), ([, spec, , pay]) => (pay.mana.length || pay.generic ? [{ type: 'counter', objects: { ref: 'target', spec }, unlessPays: pay }] : null)),
    fixtures: [
      spell('Counter target spell unless its controller pays {3}.', { type: 'counter', objects: { ref: 'target', spec: { object: { spell: true } } }, unlessPays: { mana: ['3'] } }),
      // Clash of Wills; Rethink-like with X defined (Spell Rupture); Countervailing Winds; Spell Stutter.
      spell('Counter target spell unless its controller pays {X}.', { type: 'counter', unlessPays: { mana: [], generic: { of: 'X' } } }),
      spell('Counter target spell unless its controller pays {X}, where X is the greatest power among creatures you control.', { type: 'counter', unlessPays: { mana: [], generic: { of: 'greatest', stat: 'power', among: { types: ['Creature'], controller: 'you' } } } }),
      spell('Counter target spell unless its controller pays {1} for each card in your graveyard.', { type: 'counter', unlessPays: { mana: [], generic: { of: 'count', filter: { zone: 'graveyard' } } } }),
      spell('Counter target spell unless its controller pays {2} plus an additional {1} for each Faerie you control.', { type: 'counter', unlessPays: { mana: ['2'], generic: { of: 'count', filter: { subtypes: ['Faerie'], controller: 'you' } } } }),
    ],
  },
  {
    id: 'effect/flicker',
    wording: "Exile target creature you control (CARDNAME, it, …), then return that card (it, them) to the battlefield [tapped] [transformed] [under your (its owner's) control]",
    // "That card": the new object the exiled card becomes (400.7), the `previous` instruction's object; a token doesn't come back (111.8).
    // "Transformed": a double-faced card comes back with its back face up (712.14a: a Saga's last chapter, 714).
    // "With a +1/+1 counter on it": the card enters with it (614.1c), so its enters triggers see it.
    parse: map(
      seq(lit('exile'), permanentsActedOn, lit(', then return'), alt(lit('that card'), lit('it'), lit('them'), lit('those cards')), lit('to the battlefield'), opt(lit('tapped')), opt(lit('transformed')), opt(alt(map(lit('under your control'), () => 'you' as const), map(alt(lit("under its owner's control"), lit("under their owners' control"), lit("under their owner's control")), () => 'owner' as const))), opt(seq(lit('with a'), counterKind, lit('counter on it')))),
      ([, objects, , , , tapped, transformed, under, counter]): Effect[] => [
        { type: 'exile', objects },
        { type: 'move', objects: { ref: 'previous' }, to: 'battlefield', ...(tapped !== undefined ? { tapped: true as const } : {}), ...(transformed !== undefined ? { transformed: true as const } : {}), ...(under === 'owner' ? { under: { ref: 'owner', of: { ref: 'previous' } } } : {}), ...(counter ? { counters: { kind: counter[1], amount: 1 } } : {}) },
      ],
    ),
    fixtures: [
      spell('Exile target creature you control, then return that card to the battlefield under your control.', { type: 'exile', objects: { ref: 'target', spec: { object: { types: ['Creature'], controller: 'you' } } } }, { type: 'move', objects: { ref: 'previous' }, to: 'battlefield' }),
      spell("Exile target creature you control, then return that card to the battlefield under its owner's control.", { type: 'exile' }, { type: 'move', under: { ref: 'owner', of: { ref: 'previous' } } }),
      // Ephemerate: "it" is the card exiled, as "that card" is (lines.ts reads the pronoun as the entry states it).
      spell("Exile target creature you control, then return it to the battlefield under its owner's control.", { type: 'exile', objects: { ref: 'target', spec: { object: { types: ['Creature'], controller: 'you' } } } }, { type: 'move', objects: { ref: 'previous' }, to: 'battlefield', under: { ref: 'owner', of: { ref: 'previous' } } }),
      spell("Exile target artifact or creature, then return it to the battlefield under its owner's control with a +1/+1 counter on it.", { type: 'exile' }, { type: 'move', objects: { ref: 'previous' }, to: 'battlefield', counters: { kind: '+1/+1', amount: 1 } }),
      { text: "{1}{W}: Exile this creature, then return it to the battlefield under its owner's control.", abilities: [{ kind: 'activated', effects: [{ type: 'exile', objects: { ref: 'self' } }, { type: 'move', objects: { ref: 'previous' }, to: 'battlefield' }] }] },
      { text: 'III — Exile this Saga, then return it to the battlefield transformed under your control.', abilities: [{ kind: 'triggered', trigger: { on: 'counters-put', counter: 'lore', reaches: 3 }, effects: [{ type: 'exile', objects: { ref: 'self' } }, { type: 'move', objects: { ref: 'previous' }, to: 'battlefield', transformed: true }] }] },
      { text: "{3}{G}, {T}: Exile this enchantment, then return it to the battlefield transformed under its owner's control. Activate only as a sorcery.", abilities: [{ kind: 'activated', sorcerySpeed: true, effects: [{ type: 'exile', objects: { ref: 'self' } }, { type: 'move', objects: { ref: 'previous' }, to: 'battlefield', transformed: true, under: { ref: 'owner', of: { ref: 'previous' } } }] }] },
    ],
  },
];
