// Cards in their controller's graveyard as targets (115.1): "Return target instant or sorcery
// card from your graveyard to your hand", "Return target creature card from your graveyard to
// the battlefield". The card kinds are checked on choosing and again on resolution
// (game/card-targets.ts, 608.2b).
import type { Effect, TargetKind } from '../ast.ts';
import type { Entry } from '../entry.ts';
import { lit, map, oneOf, opt, seq, type Parser } from '../grammar.ts';

/** "target [KIND] card from your graveyard", with the kind the engine checks. */
const graveyardCard = (kinds: TargetKind[]): Parser<TargetKind> =>
  map(
    seq(
      lit('target'),
      oneOf<TargetKind>(([
        ['card', 'card-in-your-graveyard'],
        ['creature card', 'creature-card-in-your-graveyard'],
        ['artifact card', 'artifact-card-in-your-graveyard'],
        ['enchantment card', 'enchantment-card-in-your-graveyard'],
        ['land card', 'land-card-in-your-graveyard'],
        ['permanent card', 'permanent-card-in-your-graveyard'],
        ['instant or sorcery card', 'instant-or-sorcery-card-in-your-graveyard'],
        ['instant card', 'instant-card-in-your-graveyard'],
        ['sorcery card', 'sorcery-card-in-your-graveyard'],
      ] as Array<[string, TargetKind]>).filter(([, k]) => kinds.includes(k))),
      lit('from your graveyard'),
    ),
    ([, kind]) => kind,
  );
/** "target [creature] card from a graveyard": anyone's graveyard. */
const anyGraveyardCard: Parser<TargetKind> = oneOf<TargetKind>([['target card from a graveyard', 'card-in-a-graveyard'], ['target creature card from a graveyard', 'creature-card-in-a-graveyard']]);

const spell = (text: string, ...effects: unknown[]) => ({ text, spell: true, abilities: [{ kind: 'spell', effects }] });
const may = opt(lit('you may'));

export const GRAVEYARD_CARD_EFFECTS: Entry<Effect[]>[] = [
  {
    id: 'effect/return-card-to-hand',
    wording: '[You may] return target card (artifact, enchantment, land, permanent, instant or sorcery, instant, sorcery card) from your graveyard to your hand',
    // "target creature card …" is effect/return-from-graveyard's.
    parse: map(seq(may, lit('return'), graveyardCard(['card-in-your-graveyard', 'artifact-card-in-your-graveyard', 'enchantment-card-in-your-graveyard', 'land-card-in-your-graveyard', 'permanent-card-in-your-graveyard', 'instant-or-sorcery-card-in-your-graveyard', 'instant-card-in-your-graveyard', 'sorcery-card-in-your-graveyard']), lit('to your hand')), ([m, , target]) => [{ type: 'return-from-graveyard', target, ...(m !== undefined ? { optional: true } : {}) }]),
    fixtures: [
      spell('Return target instant or sorcery card from your graveyard to your hand.', { type: 'return-from-graveyard', target: 'instant-or-sorcery-card-in-your-graveyard' }),
      { text: 'When this creature enters, you may return target artifact card from your graveyard to your hand.', abilities: [{ kind: 'triggered', trigger: { on: 'enters', object: 'self' }, effects: [{ type: 'return-from-graveyard', target: 'artifact-card-in-your-graveyard', optional: true }] }] },
      spell('Return target card from your graveyard to your hand.', { type: 'return-from-graveyard', target: 'card-in-your-graveyard' }),
    ],
  },
  {
    id: 'effect/reanimate',
    wording: '[You may] return target creature (artifact, land) card from your graveyard to the battlefield [tapped] [under your control]',
    // Enchantment and permanent cards are left out: an Aura put onto the battlefield this way needs an object to enchant (303.4g).
    parse: map(
      seq(may, lit('return'), graveyardCard(['creature-card-in-your-graveyard', 'artifact-card-in-your-graveyard', 'land-card-in-your-graveyard']), lit('to the battlefield'), opt(lit('tapped')), opt(lit('under your control'))),
      ([m, , target, , tapped]) => [{ type: 'reanimate', target, ...(m !== undefined ? { optional: true } : {}), ...(tapped !== undefined ? { tapped: true } : {}) }],
    ),
    fixtures: [
      spell('Return target creature card from your graveyard to the battlefield.', { type: 'reanimate', target: 'creature-card-in-your-graveyard' }),
      { text: '{2}{B}, {T}, Sacrifice this creature: Return target creature card from your graveyard to the battlefield tapped.', abilities: [{ kind: 'activated', effects: [{ type: 'reanimate', target: 'creature-card-in-your-graveyard', tapped: true }] }] },
    ],
  },
  {
    id: 'effect/exile-graveyard-card',
    wording: 'Exile target card (creature card) from a graveyard',
    parse: map(seq(lit('exile'), anyGraveyardCard), ([, target]) => [{ type: 'exile-card', target }]),
    fixtures: [{ text: '{T}: Exile target card from a graveyard.', abilities: [{ kind: 'activated', effects: [{ type: 'exile-card', target: 'card-in-a-graveyard' }] }] }],
  },
  {
    id: 'effect/reanimate-any-graveyard',
    wording: 'Put target creature card from a graveyard onto the battlefield under your control',
    parse: map(seq(lit('put target creature card from a graveyard onto the battlefield'), opt(lit('tapped')), lit('under your control')), ([, tapped]) => [{ type: 'reanimate', target: 'creature-card-in-a-graveyard', ...(tapped !== undefined ? { tapped: true } : {}) }]),
    fixtures: [spell('Put target creature card from a graveyard onto the battlefield under your control.', { type: 'reanimate', target: 'creature-card-in-a-graveyard' })],
  },
];

