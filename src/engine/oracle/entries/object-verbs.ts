// Destroy (701.8), exile (406.2), tap and untap (701.26), return to the owner's hand (400.3),
// read once for every object an instruction names (reference-grammar.ts `permanentsActedOn`):
// "destroy target artifact", "exile up to one target nonland permanent", "tap each of two target
// creatures", "untap it", "destroy all creatures. They can't be regenerated.", "exile all
// creatures with flying", "tap enchanted creature", "untap this creature", "return all nonland
// permanents to their owners' hands". The objects are references (game/refs.ts);
// "it" is decided by the line reader (oracle/pronouns.ts).
import type { Effect } from '../ast.ts';
import type { Amount, Filter, ObjectRef } from '../vocabulary.ts';
import { isPermanentTarget, onlyCreatures, permanentTarget, upToTargets } from '../target-grammar.ts';
import type { Entry } from '../entry.ts';
import { alt, lit, map, oneOf, opt, sepBy1, seq, type Parser } from '../grammar.ts';
import { permanentsActedOn } from '../reference-grammar.ts';
import { cardFilter } from '../filter-grammar.ts';
import { count, keyword } from '../phrases.ts';

const spell = (text: string, ...effects: unknown[]) => ({ text, spell: true, abilities: [{ kind: 'spell', effects }] });
const targetOf = (object: unknown) => ({ ref: 'target', spec: { object } });

/** "to its owner's hand", "to their owners' hands" (and the printed "to their owner's hand"): each object to its own owner's hand (400.3). */
const toOwnersHand = alt(lit("to its owner's hand"), lit("to their owners' hands"), lit("to their owner's hand"));

/**
 * "It can't be regenerated." after one object, "They can't be regenerated." after a group (701.19c); "Creatures (Artifacts)
 * destroyed this way can't be regenerated.", "A creature destroyed this way …", "That creature …": the same, said of the
 * objects of that type the instruction destroys — read only where every object it can destroy is of that type.
 */
const noRegeneration: Parser<string | undefined> = alt<string | undefined>(
  map(alt(lit(". it can't be regenerated"), lit(". they can't be regenerated"), lit("and it can't be regenerated")), () => undefined),
  map(alt(lit(". that creature can't be regenerated"), lit(". the creature can't be regenerated"), lit(". those creatures can't be regenerated"), lit(". creatures destroyed this way can't be regenerated"), lit(". a creature destroyed this way can't be regenerated")), () => 'Creature'),
  map(lit(". artifacts destroyed this way can't be regenerated"), () => 'Artifact'),
);
/** Whether every object the reference can name is of the type the sentence names. */
const onlyOfType = (objects: ObjectRef, type: string | undefined): boolean => {
  if (type === undefined) return true;
  const f = objects.ref === 'target' ? objects.spec.object : objects.ref === 'all' ? objects.filter : undefined;
  if (!f) return false;
  return type === 'Creature' ? onlyCreatures(f) : f.types?.length === 1 && f.types[0] === type && !f.anyOf;
};

/** One side of a pair: "target land", "up to two target creatures" (N slots that may stay empty, 601.2c). */
const pairSide: Parser<ObjectRef> = alt<ObjectRef>(
  map(permanentTarget, (spec) => ({ ref: 'target', spec })),
  map(upToTargets, (spec) => (isPermanentTarget(spec) ? { ref: 'target', spec } : null)),
);
/** "target creature and target land", "up to two target creatures and up to two target lands" (Nissa, Genesis Mage): each instance of "target" its own slots in the order written (115.1, 601.2c); the verb acts on each. */
const targetPair: Parser<[ObjectRef, ObjectRef]> = map(seq(pairSide, lit('and'), pairSide), ([a, , b]) => [a, b]);
/** The verb once for each of the pair. */
const onBoth = (pair: [ObjectRef, ObjectRef], effect: (objects: ObjectRef) => Effect): Effect[] => pair.map(effect);

export const OBJECT_VERBS: Entry<Effect[]>[] = [
  {
    id: 'verb/destroy-exile-tap-untap',
    wording: "Destroy / Exile / Tap / Untap / Tap or untap target FILTER / up to N target FILTERs / each of N target FILTERs / it / CARDNAME / each FILTER / all FILTERs [target player controls] / enchanted (equipped) creature / [up to N] target FILTER and [up to N] target FILTER [. It (They) can't be regenerated.]",
    parse: alt<Effect[]>(
      map(seq(lit('destroy'), permanentsActedOn), ([, objects]) => [{ type: 'destroy', objects }]),
      map(seq(lit('destroy'), permanentsActedOn, noRegeneration), ([, objects, type]) => (onlyOfType(objects, type) ? [{ type: 'destroy', objects, noRegeneration: true as const }] : null)),
      map(seq(lit('exile'), permanentsActedOn), ([, objects]) => [{ type: 'exile', objects }]),
      map(seq(lit('tap'), permanentsActedOn), ([, objects]) => [{ type: 'tap', objects }]),
      map(seq(lit('untap'), permanentsActedOn), ([, objects]) => [{ type: 'tap', objects, untap: true as const }]),
      // "tap or untap target permanent" (Twiddle): which of the two, the controller chooses as it resolves (608.2d).
      map(seq(lit('tap or untap'), permanentsActedOn), ([, objects]) => [{ type: 'tap', objects, either: true as const }]),
      map(seq(lit('destroy'), targetPair, opt(map(lit(". they can't be regenerated"), () => true))), ([, pair, no]) => onBoth(pair, (objects) => ({ type: 'destroy', objects, ...(no ? { noRegeneration: true as const } : {}) }))),
      map(seq(lit('exile'), targetPair), ([, pair]) => onBoth(pair, (objects) => ({ type: 'exile', objects }))),
      map(seq(lit('tap'), targetPair), ([, pair]) => onBoth(pair, (objects) => ({ type: 'tap', objects }))),
      map(seq(lit('untap'), targetPair), ([, pair]) => onBoth(pair, (objects) => ({ type: 'tap', objects, untap: true as const }))),
      // 702.26b: "target creature phases out", "this creature phases out", "all permanents you control phase out" — a status, as tapped is (110.5).
      map(seq(permanentsActedOn, alt(lit('phases out'), lit('phase out'))), ([objects]) => [{ type: 'tap', objects, phaseOut: true as const }]),
    ),
    fixtures: [
      spell('Destroy target artifact or enchantment.', { type: 'destroy', objects: targetOf({ types: ['Artifact', 'Enchantment'] }) }),
      spell('Exile target creature.', { type: 'exile', objects: targetOf({ types: ['Creature'] }) }),
      spell('Destroy target nonblack creature.', { type: 'destroy', objects: targetOf({ notColors: ['black'], types: ['Creature'] }) }),
      // more target phrases.
      spell('Destroy target creature with power 4 or greater.', { type: 'destroy', objects: targetOf({ types: ['Creature'], power: { op: '>=', value: 4 } }) }),
      spell('Destroy target nonbasic land.', { type: 'destroy', objects: targetOf({ notSupertypes: ['Basic'], types: ['Land'] }) }),
      spell('Tap target artifact, creature, or land.', { type: 'tap', objects: targetOf({ types: ['Artifact', 'Creature', 'Land'] }) }),
      spell("Exile target nonland permanent you don't control.", { type: 'exile', objects: targetOf({ notTypes: ['Land'], permanent: true, controller: 'not-you' }) }),
      spell("Destroy target nonartifact, nonblack creature. It can't be regenerated.", { type: 'destroy', objects: targetOf({ notTypes: ['Artifact'], notColors: ['black'], types: ['Creature'] }), noRegeneration: true }),
      spell('Destroy all creatures.', { type: 'destroy', objects: { ref: 'all', filter: { types: ['Creature'] } } }),
      spell('Destroy target artifact and target enchantment.', { type: 'destroy', objects: targetOf({ types: ['Artifact'] }) }, { type: 'destroy', objects: targetOf({ types: ['Enchantment'] }) }),
      // Nissa, Genesis Mage: two "up to" descriptions, each its own slots.
      { text: '+2: Untap up to two target creatures and up to two target lands.', abilities: [{ kind: 'activated', effects: [{ type: 'tap', untap: true, objects: { ref: 'target', spec: { object: { types: ['Creature'] }, count: { min: 0, max: 2 } } } }, { type: 'tap', untap: true, objects: { ref: 'target', spec: { object: { types: ['Land'] }, count: { min: 0, max: 2 } } } }] }] },
      spell("Destroy all creatures. They can't be regenerated.", { type: 'destroy', objects: { ref: 'all', filter: { types: ['Creature'] } }, noRegeneration: true }),
      spell("Destroy all creatures. Creatures destroyed this way can't be regenerated.", { type: 'destroy', objects: { ref: 'all', filter: { types: ['Creature'] } }, noRegeneration: true }),
      spell("Destroy target nonblack creature and target land. They can't be regenerated.", { type: 'destroy', noRegeneration: true }, { type: 'destroy', objects: { ref: 'target', spec: { object: { types: ['Land'] } } }, noRegeneration: true }),
      spell("Destroy target nonartifact, nonblack creature. That creature can't be regenerated.", { type: 'destroy', noRegeneration: true }),
      spell('Destroy all Islands.', { type: 'destroy', objects: { ref: 'all', filter: { subtypes: ['Island'] } } }),
      // A group of a target player's permanents: the player is the instruction's target (Tempest Caller, Ajani Vengeant).
      { text: 'When this creature enters, tap all creatures target opponent controls.', abilities: [{ kind: 'triggered', effects: [{ type: 'tap', objects: { ref: 'all', filter: { types: ['Creature'], controller: { player: { ref: 'target', spec: { player: 'opponent' } } } } } }] }] },
      { text: '−7: Destroy all lands target player controls.', abilities: [{ kind: 'activated', effects: [{ type: 'destroy', objects: { ref: 'all', filter: { types: ['Land'], controller: { player: { ref: 'target', spec: { player: 'any' } } } } } }] }] },
      // Phasing (702.26b): Teferi, Master of Time; Teferi's Protection; Blink Dog's kin.
      { text: "−3: Target creature you don't control phases out. (Treat it and anything attached to it as though they don't exist until its controller's next turn.)", abilities: [{ kind: 'activated', effects: [{ type: 'tap', phaseOut: true, objects: targetOf({ types: ['Creature'], controller: 'not-you' }) }] }] },
      spell('All permanents you control phase out.', { type: 'tap', phaseOut: true, objects: { ref: 'all', filter: { permanent: true, controller: 'you' } } }),
      { text: '{U}{U}: This creature phases out.', abilities: [{ kind: 'activated', effects: [{ type: 'tap', phaseOut: true, objects: { ref: 'self' } }] }] },
      { text: '{U}{U}: Enchanted creature phases out.', abilities: [{ kind: 'activated', effects: [{ type: 'tap', phaseOut: true, objects: { ref: 'host' } }] }] },
      spell('Tap or untap target artifact, creature, or land.', { type: 'tap', either: true, objects: targetOf({ types: ['Artifact', 'Creature', 'Land'] }) }),
      { text: 'When this creature enters, you may tap or untap target permanent.', abilities: [{ kind: 'triggered', effects: [{ type: 'group', optional: true, effects: [{ type: 'tap', either: true }] }] }] },
      spell('Untap all creatures you control.', { type: 'tap', untap: true, objects: { ref: 'all', filter: { types: ['Creature'], controller: 'you' } } }),
      spell('Tap all creatures your opponents control.', { type: 'tap', objects: { ref: 'all', filter: { types: ['Creature'], controller: 'opponent' } } }),
      spell('Untap all lands you control.', { type: 'tap', untap: true, objects: { ref: 'all', filter: { types: ['Land'], controller: 'you' } } }),
      spell('Tap up to two target creatures.', { type: 'tap', objects: { ref: 'target', spec: { object: { types: ['Creature'] }, count: { min: 0, max: 2 } } } }),
      spell('Destroy up to one target artifact or enchantment.', { type: 'destroy', objects: { ref: 'target', spec: { object: { types: ['Artifact', 'Enchantment'] }, count: { min: 0, max: 1 } } } }),
      { text: 'Target creature gets +1/+1 and gains reach until end of turn. Untap it.', spell: true, abilities: [{ kind: 'spell', effects: [{ type: 'modify-pt', objects: { ref: 'target', spec: { object: { types: ['Creature'] } } } }, { type: 'grant', keywords: ['reach'], objects: { ref: 'same-target', slot: -1 } }, { type: 'tap', untap: true, objects: { ref: 'same-target', slot: -1 } }] }] },
      { text: '{2}: Untap this creature.', abilities: [{ kind: 'activated', effects: [{ type: 'tap', untap: true, objects: { ref: 'self' } }] }] },
      { text: 'When this Aura enters, tap enchanted creature.', abilities: [{ kind: 'triggered', trigger: { on: 'enters', object: 'self' }, effects: [{ type: 'tap', objects: { ref: 'host' } }] }] },
      { text: 'When this Aura enters, tap enchanted permanent.', abilities: [{ kind: 'triggered', trigger: { on: 'enters', object: 'self' }, effects: [{ type: 'tap', objects: { ref: 'host' } }] }] },
    ],
  },
  {
    id: 'verb/return-to-hand',
    wording: "Return target FILTER / up to N target FILTERs / N target FILTERs / it / CARDNAME / each FILTER / all FILTERs [target player controls] / enchanted (equipped) creature to its owner's hand (to their owners' hands)",
    parse: alt<Effect[]>(
      map(seq(lit('return'), permanentsActedOn, toOwnersHand), ([, objects]) => [{ type: 'move', objects, to: 'hand' as const }]),
      map(seq(lit('return'), targetPair, lit("to their owners' hands")), ([, pair]) => onBoth(pair, (objects) => ({ type: 'move', objects, to: 'hand' }))),
      // "Return it to your hand" (Nahiri, the Harbinger's card found in your library): a card goes only to its owner's hand (400.3).
      map(seq(lit('return it to your hand')), () => [{ type: 'move', objects: { ref: 'it' }, to: 'hand' as const }]),
    ),
    fixtures: [
      spell("Return target creature to its owner's hand.", { type: 'move', to: 'hand', objects: targetOf({ types: ['Creature'] }) }),
      // Nahiri, the Harbinger: "it" after a search that put a card onto the battlefield is that card (400.7), in a delayed trigger (603.7c).
      { text: '−8: Search your library for an artifact or creature card, put it onto the battlefield, then shuffle. It gains haste. Return it to your hand at the beginning of the next end step.', abilities: [{ kind: 'activated', effects: [{ type: 'search', to: 'battlefield' }, { type: 'grant', objects: { ref: 'previous' }, keywords: ['haste'], duration: 'indefinite' }, { type: 'delayed', effects: [{ type: 'move', objects: { ref: 'previous' }, to: 'hand' }] }] }] },
      spell("Return all nonland permanents to their owners' hands.", { type: 'move', to: 'hand', objects: { ref: 'all', filter: { notTypes: ['Land'], permanent: true } } }),
      spell("Return up to two target creatures to their owners' hands.", { type: 'move', to: 'hand', objects: { ref: 'target', spec: { object: { types: ['Creature'] }, count: { min: 0, max: 2 } } } }),
      spell("Return target creature and target land to their owners' hands.", { type: 'move', to: 'hand', objects: targetOf({ types: ['Creature'] }) }, { type: 'move', to: 'hand', objects: targetOf({ types: ['Land'] }) }),
      spell("Return two target creatures to their owners' hands.", { type: 'move', to: 'hand', objects: { ref: 'target', spec: { object: { types: ['Creature'] }, count: { min: 2, max: 2 } } } }),
      { text: "{1}{U}: Return this creature to its owner's hand.", abilities: [{ kind: 'activated', effects: [{ type: 'move', to: 'hand', objects: { ref: 'self' } }] }] },
      { text: "{U}: Return enchanted creature to its owner's hand.", abilities: [{ kind: 'activated', effects: [{ type: 'move', to: 'hand', objects: { ref: 'host' } }] }] },
      { text: "Target creature gets +2/+0 until end of turn. Return it to its owner's hand.", spell: true, abilities: [{ kind: 'spell', effects: [{ type: 'modify-pt' }, { type: 'move', to: 'hand', objects: { ref: 'same-target', slot: -1 } }] }] },
    ],
  },
  {
    id: 'verb/return-previous-to-battlefield',
    wording: "Return it (them, that card, those cards, that creature) to the battlefield [tapped] [under its owner's (your) control] — what the instruction before acted on",
    // The card an instruction before exiled or the permanent it made is a new object (400.7) that only `{ref: 'previous'}` names; read only right after such an instruction (lines.ts).
    parse: map(seq(lit('return'), alt(lit('it'), lit('them'), lit('that card'), lit('those cards'), lit('that creature'), lit('those creatures')), lit('to the battlefield'), opt(lit('tapped')), opt(alt(map(lit('under your control'), () => 'you' as const), map(alt(lit("under its owner's control"), lit("under their owners' control"), lit("under their owner's control")), () => 'owner' as const))), opt(lit('tapped'))), ([, , , tapped, under, tappedAfter]): Effect[] => [
      { type: 'move', objects: { ref: 'previous' }, to: 'battlefield', ...(tapped !== undefined || tappedAfter !== undefined ? { tapped: true as const } : {}), ...(under === 'owner' ? { under: { ref: 'owner', of: { ref: 'previous' } } } : {}) },
    ]),
    fixtures: [
      spell("Exile target creature. Return that card to the battlefield under its owner's control at the beginning of the next end step.", { type: 'exile', objects: targetOf({ types: ['Creature'] }) }, { type: 'delayed', when: { on: 'step-begins', step: 'end' }, effects: [{ type: 'move', objects: { ref: 'previous' }, to: 'battlefield', under: { ref: 'owner', of: { ref: 'previous' } } }] }),
    ],
  },
  {
    id: 'verb/previous-gains',
    wording: 'It (That creature, That token, They, Those tokens) gains KEYWORD[, KEYWORD and KEYWORD] — with no duration, for as long as it remains (611.2a), about what the instruction before created or put onto the battlefield',
    parse: map(seq(alt(lit('it gains'), lit('that creature gains'), lit('that token gains'), lit('that permanent gains'), lit('they gain'), lit('those tokens gain'), lit('the token gains')), sepBy1(keyword, alt(lit(', and'), lit('and'), lit(',')))), ([, keywords]): Effect[] => [{ type: 'grant', objects: { ref: 'previous' }, keywords, duration: 'indefinite' }]),
    fixtures: [
      spell('Return target creature card from your graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end step.', { type: 'move', to: 'battlefield' }, { type: 'grant', objects: { ref: 'previous' }, keywords: ['haste'], duration: 'indefinite' }, { type: 'delayed', effects: [{ type: 'exile', objects: { ref: 'previous' } }] }),
    ],
  },
  {
    id: 'verb/previous-is-type',
    wording: "It's an enchantment (an artifact, a land) — what the instruction before returned to the battlefield has that card type instead of its own, for as long as it remains (205.1a, 611.2a)",
    parse: map(seq(lit("it 's"), alt(lit('a'), lit('an')), oneOf<string>([['enchantment', 'Enchantment'], ['artifact', 'Artifact'], ['land', 'Land']])), ([, , type]): Effect[] => [{ type: 'become', objects: { ref: 'previous' }, types: [type], duration: 'indefinite' }]),
    fixtures: [
      spell("Return target creature card from your graveyard to the battlefield. It's an enchantment.", { type: 'move', to: 'battlefield' }, { type: 'become', objects: { ref: 'previous' }, types: ['Enchantment'], duration: 'indefinite' }),
    ],
  },
  {
    id: 'verb/put-from-hand',
    wording: 'You may put a FILTER card from your hand onto the battlefield [tapped] (a card chosen as it resolves, 608.2d) [. That creature gains haste. Sacrifice it (the creature) at the beginning of the next end step.]',
    // "You may" is the choice of no card at all: the chosen card is "up to one" of those that fit.
    parse: map(seq(lit('you may put'), alt(lit('a'), lit('an')), cardFilter.one, lit('onto the battlefield'), opt(lit('tapped'))), ([, , filter, , tapped]) =>
      filter.zone === 'hand' && filter.owner === 'you' ? [{ type: 'move', objects: { ref: 'chosen', filter, count: 1, chooser: { ref: 'you' }, upTo: true }, to: 'battlefield' as const, ...(tapped !== undefined ? { tapped: true as const } : {}) }] : null,
    ),
    fixtures: [
      { text: '−3: You may put a green creature card from your hand onto the battlefield.', abilities: [{ kind: 'activated', effects: [{ type: 'move', to: 'battlefield', objects: { ref: 'chosen', filter: { colors: ['green'], types: ['Creature'], zone: 'hand', owner: 'you' }, upTo: true } }] }] },
      { text: '{T}: You may put a land card from your hand onto the battlefield tapped.', abilities: [{ kind: 'activated', effects: [{ type: 'move', to: 'battlefield', tapped: true }] }] },
      // Sneak Attack: "that creature", "the creature" are the card put, a new permanent (400.7, 608.2c; game/followed.ts).
      { text: '{R}: You may put a creature card from your hand onto the battlefield. That creature gains haste. Sacrifice the creature at the beginning of the next end step.', abilities: [{ kind: 'activated', effects: [{ type: 'move', to: 'battlefield', objects: { ref: 'chosen' } }, { type: 'grant', objects: { ref: 'previous' }, keywords: ['haste'], duration: 'indefinite' }, { type: 'delayed', when: { on: 'step-begins', step: 'end' }, effects: [{ type: 'sacrifice', objects: { ref: 'previous' } }] }] }] },
    ],
  },
  {
    // Ghalta, Stampede Tyrant; Wrenn and Seven; Liliana, the Necromancer; Tooth and Nail: several cards chosen as it resolves (608.2d),
    // entering together — so no Aura among them (303.4g: an enchantment or "permanent" card is left to the one-card readings).
    id: 'verb/put-several-chosen-cards',
    wording: '[You may] put any number of (up to N) FILTER cards from your hand onto the battlefield [tapped]; put up to N FILTER cards from graveyards onto the battlefield under your control (chosen as it resolves, 608.2d)',
    parse: map(
      seq(opt(lit('you may')), lit('put'), alt<Amount | 'any'>(map(lit('any number of'), () => 'any' as const), map(seq(lit('up to'), count), ([, n]) => n)), cardFilter.many, lit('onto the battlefield'), opt(lit('tapped')), opt(lit('under your control'))),
      ([, , n, filter, , tapped, under]): Effect[] | null => {
        const fromHand = filter.zone === 'hand' && filter.owner === 'you' && under === undefined;
        const fromGraveyards = filter.zone === 'graveyard' && filter.owner === undefined && under !== undefined;
        if ((!fromHand && !fromGraveyards) || !onItsOwn(filter)) return null;
        // "Any number of": up to every card that fits as it resolves.
        const count: Amount = n === 'any' ? { of: 'count', filter } : n;
        return [{ type: 'move', objects: { ref: 'chosen', filter, count, chooser: { ref: 'you' }, upTo: true }, to: 'battlefield', ...(tapped !== undefined ? { tapped: true as const } : {}), ...(fromGraveyards ? { under: { ref: 'you' } } : {}) }];
      },
    ),
    fixtures: [
      { text: '0: Put any number of land cards from your hand onto the battlefield tapped.', abilities: [{ kind: 'activated', effects: [{ type: 'move', to: 'battlefield', tapped: true, objects: { ref: 'chosen', filter: { types: ['Land'], zone: 'hand', owner: 'you' }, count: { of: 'count', filter: { types: ['Land'], zone: 'hand', owner: 'you' } }, upTo: true } }] }] },
      { text: '−7: Destroy up to two target creatures. Put up to two creature cards from graveyards onto the battlefield under your control.', abilities: [{ kind: 'activated', effects: [{ type: 'destroy' }, { type: 'move', to: 'battlefield', under: { ref: 'you' }, objects: { ref: 'chosen', filter: { types: ['Creature'], zone: 'graveyard' }, count: 2, upTo: true } }] }] },
    ],
  },
];

/** Cards that can enter the battlefield together on their own: creature, artifact, land or planeswalker cards (no Aura, 303.4g). */
const ON_ITS_OWN = new Set(['Creature', 'Artifact', 'Land', 'Planeswalker']);
const onItsOwn = (f: Filter): boolean => {
  const types = f.types ?? f.allTypes;
  return !!types && types.every((t) => ON_ITS_OWN.has(t)) && !f.permanent && !f.anyOf;
};
