// Cards in their controller's graveyard as targets (115.1): "Return target instant or sorcery
// card from your graveyard to your hand", "Return target creature card from your graveyard to
// the battlefield". The card kinds are checked on choosing and again on resolution
// (game/targets.ts, 608.2b). The card is any description of the one filter phrase.
import type { Effect, TargetSpec } from '../ast.ts';
import type { ObjectRef } from '../vocabulary.ts';
import type { Entry } from '../entry.ts';
import { alt, lit, map, opt, seq, type Parser } from '../grammar.ts';
import { graveyardCardTarget } from '../target-grammar.ts';
import { cardFilter } from '../filter-grammar.ts';
import type { Filter } from '../vocabulary.ts';
import { GRAVEYARD_SELF_EFFECTS } from './graveyard-self.ts';

/** "target FILTER card from your graveyard" (`yours`), "target FILTER card from a graveyard". */
const graveyardCard = (yours: boolean): Parser<TargetSpec> => map(graveyardCardTarget, (s) => ((s.object!.owner === 'you') === yours ? s : null));
/** A card that can be put onto the battlefield on its own: no Aura, which would need an object to enchant (303.4g), so no enchantment or "permanent" card. */
const PUTTABLE = new Set(['Creature', 'Artifact', 'Land', 'Planeswalker']);
const puttable = (s: TargetSpec): TargetSpec | null => {
  const f = s.object!;
  const types = f.types ?? f.allTypes;
  return types && types.every((t) => PUTTABLE.has(t)) && !f.permanent && !f.anyOf ? s : null;
};

/** A card that can be a permanent (110.4a: an instant or sorcery card stays where it is): an Aura among them enters attached to what its controller chooses, or stays (303.4f–g, game/aura-enters.ts) — for one card; a group of cards entering at once is `puttable` (an Aura can't enchant a card entering with it). */
const PERMANENT_TYPES = new Set([...PUTTABLE, 'Enchantment']);
const permanentCard = (s: TargetSpec): TargetSpec | null => {
  const f = s.object!;
  const types = f.types ?? f.allTypes;
  const kinds = (g: Filter): boolean => !!(g.types ?? g.allTypes)?.every((t) => PERMANENT_TYPES.has(t)) || (g.permanent === true && !(g.types ?? g.allTypes));
  return (types ? types.every((t) => PERMANENT_TYPES.has(t)) : f.permanent === true) && (!f.anyOf || f.anyOf.every((g) => kinds({ ...f, anyOf: undefined, ...g }))) ? s : null;
};

/** A card that can be cast (305.9: a land can't): its description names only nonland card types, or says "nonland". */
const castableCard = (f: Filter): boolean => {
  const types = f.types ?? f.allTypes;
  const kinds = (g: Filter): boolean => !!(g.types ?? g.allTypes)?.every((t) => t !== 'Land') || !!g.notTypes?.includes('Land');
  return (types ? types.every((t) => t !== 'Land') : !!f.notTypes?.includes('Land')) && (!f.anyOf || f.anyOf.every((g) => kinds({ ...f, anyOf: undefined, ...g })));
};

type Destination = { to: 'hand' | 'battlefield'; tapped?: true };
const card = (spec: TargetSpec): ObjectRef => ({ ref: 'target', spec });
/** "all FILTER cards from your graveyard" (`yours`), "… from all graveyards": every card that fits as the instruction is carried out (611.2c does not apply: no continuous effect). */
const allGraveyardCards = (yours: boolean): Parser<Filter> => map(seq(lit('all'), cardFilter.many), ([, f]) => (f.zone === 'graveyard' && (f.owner === 'you') === yours ? f : null));
const puttableGroup = (f: Filter): Filter | null => (puttable({ object: f }) ? f : null);
/** A group of cards that can be permanents (110.4a): an Aura among them enchants only what was already there as they enter together (303.4f–g, effects/move.ts). */
const permanentGroup = (f: Filter): Filter | null => (permanentCard({ object: f }) ? f : null);
/** "You may …" around the instruction: the `may` verb carrying its one target (entries/may-targeted.ts). */
const optional = (m: unknown, spec: TargetSpec, effect: Effect): Effect[] => (m !== undefined ? [{ type: 'group', optional: true, effects: [effect], target: spec }] : [effect]);
const spell = (text: string, ...effects: unknown[]) => ({ text, spell: true, abilities: [{ kind: 'spell', effects }] });
const may = opt(lit('you may'));

export const GRAVEYARD_CARD_EFFECTS: Entry<Effect[]>[] = [
  ...GRAVEYARD_SELF_EFFECTS,
  {
    id: 'effect/return-card-to-hand',
    wording: '[You may] return target card (creature, artifact, instant or sorcery, Spirit card with mana value 3 or less…) from your graveyard to your hand',
    parse: map(seq(may, lit('return'), graveyardCard(true), lit('to your hand')), ([m, , target]) => optional(m, target, { type: 'move', objects: card(target), to: 'hand' })),
    fixtures: [
      { text: 'When this creature enters, you may return target creature card from your graveyard to your hand.', abilities: [{ kind: 'triggered', trigger: { on: 'enters', object: 'self' }, effects: [{ type: 'group', optional: true, effects: [{ type: 'move', to: 'hand' }], target: { object: { types: ['Creature'], zone: 'graveyard', owner: 'you' } } }] }] },
      spell('Return target creature card from your graveyard to your hand.', { type: 'move', to: 'hand', objects: { ref: 'target', spec: { object: { types: ['Creature'], zone: 'graveyard', owner: 'you' } } } }),
      spell('Return target instant or sorcery card from your graveyard to your hand.', { type: 'move', to: 'hand', objects: { ref: 'target', spec: { object: { types: ['Instant', 'Sorcery'], zone: 'graveyard', owner: 'you' } } } }),
      { text: 'When this creature enters, you may return target artifact card from your graveyard to your hand.', abilities: [{ kind: 'triggered', trigger: { on: 'enters', object: 'self' }, effects: [{ type: 'group', optional: true, effects: [{ type: 'move', to: 'hand', objects: { ref: 'target', spec: { object: { types: ['Artifact'], zone: 'graveyard', owner: 'you' } } } }] }] }] },
      spell('Return target card from your graveyard to your hand.', { type: 'move', to: 'hand', objects: { ref: 'target', spec: { object: { zone: 'graveyard', owner: 'you' } } } }),
    ],
  },
  {
    id: 'effect/reanimate',
    wording: '[You may] return target creature (artifact, enchantment, permanent, creature with mana value 2 or less…) card from your graveyard to the battlefield [tapped] [under your control] — an Aura enters attached to what its controller chooses (303.4f)',
    parse: map(
      seq(may, lit('return'), map(graveyardCard(true), permanentCard), lit('to the battlefield'), opt(lit('tapped')), opt(lit('under your control'))),
      ([m, , target, , tapped]) => optional(m, target, { type: 'move', objects: card(target), to: 'battlefield', ...(tapped !== undefined ? { tapped: true as const } : {}) }),
    ),
    fixtures: [
      spell('Return target creature card from your graveyard to the battlefield.', { type: 'move', to: 'battlefield', objects: { ref: 'target', spec: { object: { types: ['Creature'], zone: 'graveyard', owner: 'you' } } } }),
      spell('Return target permanent card from your graveyard to the battlefield.', { type: 'move', to: 'battlefield', objects: { ref: 'target', spec: { object: { permanent: true, zone: 'graveyard', owner: 'you' } } } }),
      { text: '{W}{U}{B}{R}{G}, {T}: Return target enchantment card from your graveyard to the battlefield.', abilities: [{ kind: 'activated', effects: [{ type: 'move', to: 'battlefield', objects: { ref: 'target', spec: { object: { types: ['Enchantment'], zone: 'graveyard', owner: 'you' } } } }] }] },
      { text: '{2}{B}, {T}, Sacrifice this creature: Return target creature card from your graveyard to the battlefield tapped.', abilities: [{ kind: 'activated', effects: [{ type: 'move', to: 'battlefield', objects: { ref: 'target', spec: { object: { types: ['Creature'], zone: 'graveyard', owner: 'you' } } }, tapped: true }] }] },
    ],
  },
  {
    id: 'effect/exile-graveyard-card',
    wording: 'Exile target card (creature card, …) from a graveyard (from your graveyard)',
    parse: map(seq(lit('exile'), graveyardCardTarget), ([, target]) => [{ type: 'exile', objects: card(target) }]),
    fixtures: [{ text: '{T}: Exile target card from a graveyard.', abilities: [{ kind: 'activated', effects: [{ type: 'exile', objects: { ref: 'target', spec: { object: { zone: 'graveyard' } } } }] }] }],
  },
  {
    id: 'effect/reanimate-any-graveyard',
    wording: 'Put target creature (artifact…) card from a graveyard onto the battlefield under your control',
    parse: map(seq(lit('put'), map(graveyardCard(false), permanentCard), lit('onto the battlefield'), opt(lit('tapped')), lit('under your control')), ([, target, , tapped]) => [{ type: 'move', objects: card(target), to: 'battlefield', ...(tapped !== undefined ? { tapped: true as const } : {}) }]),
    fixtures: [spell('Put target creature card from a graveyard onto the battlefield under your control.', { type: 'move', to: 'battlefield', objects: { ref: 'target', spec: { object: { types: ['Creature'], zone: 'graveyard' } } } })],
  },
  {
    id: 'effect/return-all-graveyard-cards',
    wording: "Return all FILTER cards from your graveyard to the battlefield [tapped] (to your hand) — an Aura among them enchants what was already there (303.4f–g); Put all FILTER cards from all graveyards onto the battlefield under your control — each card put there at once (no Aura: enchantment and permanent cards are left out)",
    parse: alt<Effect[]>(
      map(seq(lit('return'), map(allGraveyardCards(true), permanentGroup), lit('to the battlefield'), opt(lit('tapped')), opt(lit('under your control'))), ([, filter, , tapped]) => [{ type: 'move', objects: { ref: 'all', filter }, to: 'battlefield', ...(tapped !== undefined ? { tapped: true as const } : {}) }]),
      map(seq(lit('return'), allGraveyardCards(true), lit('to your hand')), ([, filter]) => [{ type: 'move', objects: { ref: 'all', filter }, to: 'hand' }]),
      map(seq(lit('put'), map(allGraveyardCards(false), puttableGroup), lit('onto the battlefield under your control')), ([, filter]) => [{ type: 'move', objects: { ref: 'all', filter }, to: 'battlefield', under: { ref: 'you' } }]),
    ),
    fixtures: [
      { text: '−7: Return all creature cards from your graveyard to the battlefield.', abilities: [{ kind: 'activated', effects: [{ type: 'move', to: 'battlefield', objects: { ref: 'all', filter: { types: ['Creature'], zone: 'graveyard', owner: 'you' } } }] }] },
      { text: '−8: Put all creature cards from all graveyards onto the battlefield under your control.', abilities: [{ kind: 'activated', effects: [{ type: 'move', to: 'battlefield', under: { ref: 'you' }, objects: { ref: 'all', filter: { types: ['Creature'], zone: 'graveyard' } } }] }] },
      // Archangel Elspeth, Replenish: enchantment and permanent cards too.
      { text: '−6: Return all nonland permanent cards with mana value 3 or less from your graveyard to the battlefield.', abilities: [{ kind: 'activated', effects: [{ type: 'move', to: 'battlefield', objects: { ref: 'all', filter: { notTypes: ['Land'], permanent: true, manaValue: { op: '<=', value: 3 }, zone: 'graveyard', owner: 'you' } } }] }] },
      spell('Return all enchantment cards from your graveyard to the battlefield.', { type: 'move', to: 'battlefield', objects: { ref: 'all', filter: { types: ['Enchantment'], zone: 'graveyard', owner: 'you' } } }),
      { text: '−7: Return all permanent cards from your graveyard to your hand.', abilities: [{ kind: 'activated', effects: [{ type: 'move', to: 'hand', objects: { ref: 'all', filter: { permanent: true, zone: 'graveyard', owner: 'you' } } }] }] },
    ],
  },
  {
    id: 'effect/return-chosen-graveyard-card',
    wording: '[You may] return a FILTER card from your graveyard to your hand (to the battlefield [tapped]) — not targeted: chosen as it resolves (608.2d)',
    parse: map(
      seq(may, lit('return'), alt(lit('a'), lit('an')), cardFilter.one, alt<Destination>(map(lit('to your hand'), () => ({ to: 'hand' })), map(seq(lit('to the battlefield'), opt(lit('tapped'))), ([, t]) => ({ to: 'battlefield', ...(t !== undefined ? { tapped: true as const } : {}) })))),
      ([m, , , filter, where]) =>
        filter.zone !== 'graveyard' || filter.owner !== 'you' || (where.to === 'battlefield' && !puttable({ object: filter }))
          ? null
          : [{ type: 'move', objects: { ref: 'chosen', filter, count: 1, chooser: { ref: 'you' }, ...(m !== undefined ? { upTo: true as const } : {}) }, ...where }],
    ),
    fixtures: [
      { text: '−2: Mill two cards, then you may return a creature card from your graveyard to your hand.', abilities: [{ kind: 'activated', effects: [{ type: 'mill' }, { type: 'move', to: 'hand', objects: { ref: 'chosen', filter: { types: ['Creature'], zone: 'graveyard', owner: 'you' }, upTo: true } }] }] },
      { text: 'When this creature enters, return a creature card from your graveyard to the battlefield.', abilities: [{ kind: 'triggered', effects: [{ type: 'move', to: 'battlefield', objects: { ref: 'chosen', filter: { types: ['Creature'], zone: 'graveyard', owner: 'you' } } }] }] },
    ],
  },
  {
    id: 'effect/cast-graveyard-card',
    wording: "You may cast target instant or sorcery card [with mana value N or less] from your graveyard (a graveyard, that player's graveyard) without paying its mana cost. If that spell would be put into your (a, their) graveyard, exile it instead. (608.2g, 614.1a)",
    // The card is cast where it is as the ability resolves (608.2g), the player's `choose: {cast: false}` declining; a land can't be cast (305.9), so a description that could be one is refused.
    parse: map(
      seq(lit('you may cast'), graveyardCardTarget, lit('without paying its mana cost . if'), alt(lit('that spell'), lit('a spell cast this way')), lit('would be put into'), alt(map(lit('your'), () => 'yours' as const), map(lit('a'), () => 'any' as const), map(lit('their'), () => 'their' as const)), lit('graveyard , exile it instead')),
      ([, spec, , , , where]): Effect[] | null => {
        const f = spec.object!;
        if (!castableCard(f) || (where === 'their' && f.owner === 'you')) return null;
        return [{ type: 'cast', keyword: 'effect', objects: card(spec), exileInstead: where === 'yours' ? 'yours' : 'any' }];
      },
    ),
    fixtures: [
      {
        text: 'When this creature enters, you may cast target instant or sorcery card with mana value 3 or less from your graveyard without paying its mana cost. If that spell would be put into your graveyard, exile it instead.',
        abilities: [{ kind: 'triggered', trigger: { on: 'enters', object: 'self' }, effects: [{ type: 'cast', keyword: 'effect', objects: { ref: 'target', spec: { object: { types: ['Instant', 'Sorcery'], manaValue: { op: '<=', value: 3 }, zone: 'graveyard', owner: 'you' } } }, exileInstead: 'yours' }] }],
      },
      {
        text: 'When this creature enters, you may cast target instant or sorcery card from a graveyard without paying its mana cost. If that spell would be put into a graveyard, exile it instead.',
        abilities: [{ kind: 'triggered', effects: [{ type: 'cast', keyword: 'effect', objects: { ref: 'target', spec: { object: { types: ['Instant', 'Sorcery'], zone: 'graveyard' } } }, exileInstead: 'any' }] }],
      },
      spell("You may cast target instant or sorcery card from an opponent's graveyard without paying its mana cost. If that spell would be put into their graveyard, exile it instead.", { type: 'cast', keyword: 'effect', objects: { ref: 'target', spec: { object: { types: ['Instant', 'Sorcery'], zone: 'graveyard', owner: 'opponent' } } }, exileInstead: 'any' }),
    ],
  },
  {
    id: 'effect/grant-flashback',
    wording: "Target instant or sorcery card in your graveyard (Each instant and sorcery card in your graveyard) gains flashback until end of turn. The flashback cost is equal to its mana cost. (702.34a)",
    parse: map(
      seq(
        alt<ObjectRef>(map(graveyardCard(true), (spec) => ({ ref: 'target', spec })), map(seq(lit('each'), cardFilter.one), ([, filter]) => (filter.zone === 'graveyard' && filter.owner === 'you' ? { ref: 'all', filter } : null))),
        lit('gains flashback until end of turn . the flashback cost is equal to'),
        alt(lit('its mana cost'), lit("that card's mana cost")),
      ),
      ([objects]): Effect[] | null => {
        const f = objects.ref === 'target' ? objects.spec.object! : objects.ref === 'all' ? objects.filter : undefined;
        // Flashback casts an instant or a sorcery (702.34a): only a description of those.
        const types = f?.types ?? f?.allTypes;
        if (!f || !types || !types.every((t) => t === 'Instant' || t === 'Sorcery') || f.anyOf) return null;
        return [{ type: 'grant', objects, flashback: 'mana-cost', duration: 'until-end-of-turn' }];
      },
    ),
    fixtures: [
      {
        text: 'When this creature enters, target instant or sorcery card in your graveyard gains flashback until end of turn. The flashback cost is equal to its mana cost.',
        abilities: [{ kind: 'triggered', effects: [{ type: 'grant', flashback: 'mana-cost', duration: 'until-end-of-turn', objects: { ref: 'target', spec: { object: { types: ['Instant', 'Sorcery'], zone: 'graveyard', owner: 'you' } } } }] }],
      },
      spell('Each instant and sorcery card in your graveyard gains flashback until end of turn. The flashback cost is equal to its mana cost.', { type: 'grant', flashback: 'mana-cost', objects: { ref: 'all', filter: { types: ['Instant', 'Sorcery'], zone: 'graveyard', owner: 'you' } } }),
    ],
  },
];
