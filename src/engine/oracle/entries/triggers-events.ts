// More trigger events (603.2): life gain, combat damage to an opponent, becoming tapped or
// untapped (game/tapping.ts), casting an instant or sorcery spell.
import type { Trigger } from '../ast.ts';
import { triggerFixture, type Entry } from '../entry.ts';
import { alt, lit, map, seq } from '../grammar.ts';
import { self } from '../phrases.ts';

const trig = triggerFixture;

export const EVENT_TRIGGERS: Entry<Trigger>[] = [
  {
    id: 'trigger/you-gain-life',
    wording: 'Whenever you gain life',
    parse: map(lit('whenever you gain life'), () => ({ event: 'you-gain-life' })),
    fixtures: [trig('Whenever you gain life', { event: 'you-gain-life' })],
  },
  {
    id: 'trigger/combat-damage-to-opponent',
    wording: 'Whenever CARDNAME deals combat damage to an opponent',
    parse: map(seq(lit('whenever'), self, lit('deals combat damage to an opponent')), () => ({ event: 'combat-damage-to-opponent' })),
    fixtures: [trig('Whenever Test Card deals combat damage to an opponent', { event: 'combat-damage-to-opponent' })],
  },
  {
    id: 'trigger/self-tapped-untapped',
    wording: 'Whenever CARDNAME becomes tapped / becomes untapped',
    parse: map(seq(lit('whenever'), self, alt(map(lit('becomes tapped'), () => 'becomes-tapped' as const), map(lit('becomes untapped'), () => 'becomes-untapped' as const))), ([, , event]) => ({ event })),
    fixtures: [trig('Whenever Test Card becomes tapped', { event: 'becomes-tapped' }), trig('Whenever this creature becomes untapped', { event: 'becomes-untapped' })],
  },
  {
    id: 'trigger/creature-you-control-combat-damage',
    wording: 'Whenever a creature you control deals combat damage to a player',
    parse: map(lit('whenever a creature you control deals combat damage to a player'), () => ({ event: 'creature-you-control-combat-damage-to-player' })),
    fixtures: [trig('Whenever a creature you control deals combat damage to a player', { event: 'creature-you-control-combat-damage-to-player' })],
  },
  {
    id: 'trigger/you-cast-instant-sorcery',
    wording: 'Whenever you cast an instant or sorcery spell',
    parse: map(lit('whenever you cast an instant or sorcery spell'), () => ({ event: 'you-cast', spell: 'instant-or-sorcery' })),
    fixtures: [trig('Whenever you cast an instant or sorcery spell', { event: 'you-cast', spell: 'instant-or-sorcery' })],
  },
];
