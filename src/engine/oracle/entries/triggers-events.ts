// More trigger events (603.2): life gain, combat damage to an opponent, becoming tapped or
// untapped (game/tap-triggers.ts), casting an instant or sorcery spell.
import type { Trigger } from '../ast.ts';
import { triggerFixture, type Entry } from '../entry.ts';
import { alt, lit, map, opt, seq } from '../grammar.ts';
import { self } from '../phrases.ts';

const trig = triggerFixture;

const creature = alt(map(self, () => 'self' as const), map(alt(lit('enchanted creature'), lit('equipped creature')), () => 'host' as const));
const side = alt<'deals' | 'dealt'>(map(lit('deals'), () => 'deals'), map(lit('is dealt'), () => 'dealt'));
const line = (text: string, ...abilities: unknown[]) => ({ text, abilities });

export const EVENT_TRIGGERS: Entry<Trigger>[] = [
  {
    id: 'trigger/damage-event',
    wording: 'Whenever CARDNAME (enchanted creature, equipped creature) deals damage / is dealt [combat] damage (once per damage event, with its total: "that much")',
    parse: map(seq(lit('whenever'), creature, side, opt(map(lit('combat'), () => true)), lit('damage')), ([, who, s, combat]) => ({ event: 'damage-event', who, side: s, ...(combat ? { combat: true } : {}) })),
    fixtures: [
      line('Whenever this creature deals damage, you gain that much life.', { kind: 'triggered', trigger: { event: 'damage-event', who: 'self', side: 'deals' }, effects: [{ type: 'gain-life', players: { ref: 'you' }, amount: { of: 'event' } }] }),
      line('Whenever enchanted creature deals damage, you gain that much life.', { kind: 'triggered', trigger: { event: 'damage-event', who: 'host', side: 'deals' } }),
      line('Whenever Test Card is dealt combat damage, you gain that much life.', { kind: 'triggered', trigger: { event: 'damage-event', who: 'self', side: 'dealt', combat: true } }),
      line('Whenever this creature is dealt damage, each opponent loses that much life.', { kind: 'triggered', effects: [{ type: 'lose-life', players: { ref: 'each', filter: 'opponent' }, amount: { of: 'event' } }] }),
    ],
  },
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
    fixtures: [
      trig('Whenever Test Card deals combat damage to an opponent', { event: 'combat-damage-to-opponent' }),
      line('Whenever Test Card deals combat damage to an opponent, it deals that much damage to target planeswalker that player controls.', { kind: 'triggered', trigger: { event: 'combat-damage-to-opponent' }, effects: [{ type: 'deal-damage', amount: { of: 'event' }, to: [{ ref: 'target', spec: { object: { types: ['Planeswalker'], controller: { player: { ref: 'event-player' } } } } }] }] }),
    ],
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
