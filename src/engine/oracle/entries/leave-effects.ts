// Effects whose meaning rests on replacement and last known information: "They can't be
// regenerated." after a mass destruction (701.19c), Swords to Plowshares' life from the exiled
// creature's last known power (608.2h), "Exile all graveyards.", and a spell's own
// "… instead" (a self-replacement effect, 614.15).
import { isFoldedVerb, verbTargetRefs, type Effect } from '../ast.ts';
import type { Entry } from '../entry.ts';
import { alt, lazy, lit, map, seq, type Parser } from '../grammar.ts';
import { cardFilter } from '../filter-grammar.ts';
import type { Filter, Whose } from '../vocabulary.ts';
import { EFFECTS } from './effects.ts';
import { count } from '../phrases.ts';
import { isCreatureTarget, isDamageTarget, playerTarget } from '../target-grammar.ts';

const spell = (text: string, ...effects: unknown[]) => ({ text, spell: true, abilities: [{ kind: 'spell', effects }] });

const firstSentence = lazy(() => alt(...EFFECTS.filter((e) => e.id === 'verb/deal-damage' || e.id === 'effect/target-changes').map((e) => e.parse)));
/** Who the "… instead" is about: the target named before, or every creature the spell dealt damage to. */
const whoWouldDie = alt(
  map(lit('that creature or planeswalker'), () => 'creature-or-planeswalker' as const),
  map(lit('that creature'), () => 'creature' as const),
  map(lit('a creature dealt damage this way'), () => 'dealt-damage' as const),
  // "a permanent dealt damage this way": a creature or a planeswalker (any permanent can die, 700.4).
  map(lit('a permanent dealt damage this way'), () => 'permanent-dealt-damage' as const),
);

/** Whose graveyard: "all graveyards", "target player's (opponent's)", "each opponent's", "all opponents'", "your". */
const whoseGraveyard: Parser<Whose> = alt<Whose>(
  map(lit('all graveyards'), () => 'any'),
  map(seq(playerTarget, lit("'s graveyard")), ([spec]): Whose => ({ player: { ref: 'target', spec } })),
  map(alt(lit("each opponent's graveyard"), lit('all opponents graveyards')), () => 'opponent'),
  map(lit('your graveyard'), () => 'you'),
  // "that player's graveyard": the player the trigger's event names, or the player the text named just before (entries/lines.ts).
  map(lit("that player's graveyard"), (): Whose => ({ player: { ref: 'event-player' } })),
);
const exileFrom = (owner: Whose, filter: Filter): Effect => ({ type: 'exile', objects: { ref: 'all', filter: { ...filter, zone: 'graveyard', ...(owner === 'any' ? {} : { owner }) } } });

export const LEAVE_EFFECTS: Entry<Effect[]>[] = [
  {
    id: 'effect/then-exile-if-dies-this-turn',
    wording: 'CARDNAME deals N damage to target creature [or planeswalker] / any target / each creature (Target creature gets -N/-N until end of turn). If that creature [or planeswalker] (a creature dealt damage this way) would die this turn, exile it instead.',
    // The first sentence is any damage or "target creature gets …" entry; the second names its target,
    // or every creature the spell dealt damage to.
    parse: map(seq(firstSentence, lit('. if'), whoWouldDie, lit('would die this turn , exile it instead')), ([effects, , who]) => {
      const first = effects[0];
      if (who === 'dealt-damage') return first?.type === 'deal-damage' ? [...effects, { type: 'exile', objects: { ref: 'all', filter: { types: ['Creature'], dealtDamageBySelf: true } }, insteadOfDying: 'until-end-of-turn' } as Effect] : null;
      const target = effects.length === 1 && first && isFoldedVerb(first) ? verbTargetRefs(first)[0]?.spec : effects.length === 1 && first && 'target' in first ? first.target : undefined;
      if (who === 'permanent-dealt-damage') {
        if (first?.type !== 'deal-damage') return null;
        // Damage to one target that can only be a permanent ("target creature or planeswalker"): that permanent is the one
        // dealt damage this way; otherwise every permanent the spell dealt damage to ("any target", "each creature and each planeswalker").
        const one = target && !target.count && isDamageTarget(target) && !target.player && effects.length === 1 && first.to.length === 1;
        return [...effects, { type: 'exile', objects: one ? { ref: 'same-target', slot: -1 } : { ref: 'all', filter: { dealtDamageBySelf: true } }, insteadOfDying: 'until-end-of-turn' } as Effect];
      }
      if (effects.length !== 1) return null;
      // "that creature": a creature target; "that creature or planeswalker": one that may be either, never a player.
      if (!target || !(who === 'creature' ? isCreatureTarget(target) : isDamageTarget(target) && !target.player)) return null;
      return [...effects, { type: 'exile', objects: { ref: 'same-target', slot: -1 }, insteadOfDying: 'until-end-of-turn' } as Effect];
    }),
    fixtures: [
      // Chandra, Awakened Inferno: the one permanent her −X can deal damage to; Spikefield Hazard: any permanent the spell dealt damage to.
      { text: '−X: Test Card deals X damage to target creature or planeswalker. If a permanent dealt damage this way would die this turn, exile it instead.', abilities: [{ kind: 'activated', effects: [{ type: 'deal-damage', amount: { of: 'X' } }, { type: 'exile', insteadOfDying: 'until-end-of-turn', objects: { ref: 'same-target', slot: -1 } }] }] },
      spell('Test Card deals 1 damage to any target. If a permanent dealt damage this way would die this turn, exile it instead.', { type: 'deal-damage', amount: 1 }, { type: 'exile', insteadOfDying: 'until-end-of-turn', objects: { ref: 'all', filter: { dealtDamageBySelf: true } } }),
      spell('Test Card deals 2 damage to target creature. If that creature would die this turn, exile it instead.', { type: 'deal-damage', amount: 2, to: [{ ref: 'target', spec: { object: { types: ['Creature'] } } }] }, { type: 'exile', insteadOfDying: 'until-end-of-turn', objects: { ref: 'same-target', slot: -1 } }),
      spell('Target creature gets -13/-13 until end of turn. If that creature would die this turn, exile it instead.', { type: 'modify-pt', power: -13 }, { type: 'exile', insteadOfDying: 'until-end-of-turn', objects: { ref: 'same-target', slot: -1 } }),
      spell('Test Card deals 3 damage to target creature or planeswalker. If that creature or planeswalker would die this turn, exile it instead.', { type: 'deal-damage', to: [{ ref: 'target', spec: { object: { types: ['Creature', 'Planeswalker'] } } }] }, { type: 'exile', insteadOfDying: 'until-end-of-turn', objects: { ref: 'same-target', slot: -1 } }),
      spell('Test Card deals 3 damage to any target. If a creature dealt damage this way would die this turn, exile it instead.', { type: 'deal-damage', to: [{ ref: 'target', spec: { object: { types: ['Creature', 'Planeswalker', 'Battle'] }, player: 'any' } }] }, { type: 'exile', insteadOfDying: 'until-end-of-turn', objects: { ref: 'all', filter: { dealtDamageBySelf: true } } }),
      spell('Test Card deals 3 damage to each creature. If a creature dealt damage this way would die this turn, exile it instead.', { type: 'deal-damage', amount: 3, to: [{ ref: 'all', filter: { types: ['Creature'] } }] }, { type: 'exile', insteadOfDying: 'until-end-of-turn', objects: { ref: 'all', filter: { types: ['Creature'], dealtDamageBySelf: true } } }),
    ],
  },
  {
    id: 'effect/exile-that-creature-if-it-would-die',
    wording: 'If that creature [or planeswalker] would die this turn, exile it instead. (after any sentences with one target: 614.1a, 701.19c-like shield read by the exile verb)',
    // The sentence on its own, after any instructions with exactly one target (the line reader's "that creature", oracle/pronouns.ts):
    // "… deals 5 damage to target creature and 2 damage to that creature's controller. If that creature would die this turn, exile it
    // instead." (Burn the Accursed), "… That creature loses indestructible until end of turn. If that creature would die …" (Smite the
    // Deathless) — a replacement effect for the rest of the turn on that object (614.1a), kept by the exile verb's `insteadOfDying`.
    parse: map(seq(lit('if that creature'), alt(lit('or planeswalker would die this turn , exile it instead'), lit('would die this turn , exile it instead'))), (): Effect[] => [{ type: 'exile', objects: { ref: 'it', that: true }, insteadOfDying: 'until-end-of-turn' } as Effect]),
    fixtures: [
      spell("Test Card deals 5 damage to target creature and 2 damage to that creature's controller. If that creature would die this turn, exile it instead.", { type: 'deal-damage', amount: 5 }, { type: 'deal-damage', amount: 2 }, { type: 'exile', insteadOfDying: 'until-end-of-turn', objects: { ref: 'same-target', slot: -1 } }),
      spell('Test Card deals 3 damage to target creature. That creature loses indestructible until end of turn. If that creature would die this turn, exile it instead.', { type: 'deal-damage', amount: 3 }, { type: 'lose-abilities' }, { type: 'exile', insteadOfDying: 'until-end-of-turn', objects: { ref: 'same-target', slot: -1 } }),
    ],
  },
  {
    id: 'effect/exile-graveyards',
    wording: "Exile all graveyards (target player's graveyard, each opponent's graveyard, all opponents' graveyards, your graveyard) / Exile all [FILTER] cards from target player's graveyard",
    // The cards there as the instruction is carried out (611.2c does not apply: no continuous effect); a target player's
    // graveyard makes that player the spell's target (601.2c: ast.ts groupTarget).
    parse: alt(
      map(seq(lit('exile'), whoseGraveyard), ([, owner]) => [exileFrom(owner, {})]),
      map(seq(lit('exile all'), alt<Filter>(cardFilter.many, map(lit('cards'), (): Filter => ({}))), lit('from'), whoseGraveyard), ([, filter, , owner]) => (filter.zone ? null : [exileFrom(owner, filter)])),
    ),
    fixtures: [
      spell('Exile all graveyards.', { type: 'exile', objects: { ref: 'all', filter: { zone: 'graveyard' } } }),
      spell("Exile target player's graveyard.", { type: 'exile', objects: { ref: 'all', filter: { zone: 'graveyard', owner: { player: { ref: 'target', spec: { player: 'any' } } } } } }),
      spell("Exile each opponent's graveyard.", { type: 'exile', objects: { ref: 'all', filter: { zone: 'graveyard', owner: 'opponent' } } }),
      spell("Exile all opponents' graveyards.", { type: 'exile', objects: { ref: 'all', filter: { zone: 'graveyard', owner: 'opponent' } } }),
      spell("Exile all creature cards from target player's graveyard.", { type: 'exile', objects: { ref: 'all', filter: { types: ['Creature'], zone: 'graveyard', owner: { player: { ref: 'target' } } } } }),
      // Go Blank; Nurgle's Conscription: the player named just before (the target player, the target card's owner).
      spell("Target player discards two cards. Then exile that player's graveyard.", { type: 'discard' }, { type: 'exile', objects: { ref: 'all', filter: { zone: 'graveyard', owner: { player: { ref: 'same-target', slot: -1 } } } } }),
      spell("Put target creature card from an opponent's graveyard onto the battlefield tapped under your control, then exile that player's graveyard.", { type: 'move' }, { type: 'exile', objects: { ref: 'all', filter: { zone: 'graveyard', owner: { player: { ref: 'owner', of: { ref: 'same-target', slot: -1 } } } } } }),
      { text: "When this creature enters, exile target player's graveyard.", abilities: [{ kind: 'triggered', effects: [{ type: 'exile', objects: { ref: 'all', filter: { zone: 'graveyard', owner: { player: { ref: 'target', spec: { player: 'any' } } } } } }] }] },
    ],
  },
  {
    id: 'effect/gain-life-instead-if-died',
    wording: 'You gain N life. If a creature died this turn, you gain M life instead.',
    parse: map(seq(lit('you gain'), count, lit('life . if a creature died this turn , you gain'), count, lit('life instead')), ([, amount, , insteadAmount]) => [{ type: 'gain-life', players: { ref: 'you' }, amount, instead: { condition: { kind: 'happened-this-turn', event: 'dies', object: { types: ['Creature'] } }, amount: insteadAmount, text: `if a creature died this turn, you gain ${insteadAmount} life instead` } }]),
    fixtures: [spell('You gain 4 life. If a creature died this turn, you gain 8 life instead.', { type: 'gain-life', amount: 4, instead: { amount: 8 } })],
  },
];
