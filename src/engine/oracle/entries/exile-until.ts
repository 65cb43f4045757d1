// "Exile target nonland permanent an opponent controls until this enchantment leaves the
// battlefield" (O-Ring, Banisher Priest, Journey to Nowhere's modern kin; 610.3): game/exile-until.ts.
import type { Effect } from '../ast.ts';
import type { Entry } from '../entry.ts';
import { alt, lit, map, seq } from '../grammar.ts';
import { opponentsCreatureTarget, permanentTarget } from '../target-grammar.ts';

export const EXILE_UNTIL_EFFECTS: Array<Entry<Effect[]>> = [
  {
    id: 'effect/exile-until-leaves',
    wording: 'Exile target creature (nonland permanent…) [an opponent controls] until this enchantment (creature, Aura) leaves the battlefield',
    parse: map(seq(lit('exile'), alt(permanentTarget, opponentsCreatureTarget), lit('until SELF leaves the battlefield')), ([, target]) => [{ type: 'exile', objects: { ref: 'target', spec: target }, until: 'source-leaves' }]),
    fixtures: [
      {
        text: 'When this enchantment enters, exile target nonland permanent an opponent controls until this enchantment leaves the battlefield.',
        abilities: [{ kind: 'triggered', trigger: { on: 'enters', object: 'self' }, effects: [{ type: 'exile', objects: { ref: 'target', spec: { object: { notTypes: ['Land'], permanent: true, controller: 'opponent' } } }, until: 'source-leaves' }] }],
      },
      {
        text: 'When this creature enters, exile target creature an opponent controls until this creature leaves the battlefield.',
        abilities: [{ kind: 'triggered', trigger: { on: 'enters', object: 'self' }, effects: [{ type: 'exile', objects: { ref: 'target', spec: { object: { types: ['Creature'], controller: 'opponent' } } }, until: 'source-leaves' }] }],
      },
    ],
  },
];
