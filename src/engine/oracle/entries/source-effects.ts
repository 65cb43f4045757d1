// Effects on the ability's source ("untap this creature", "sacrifice it", "return it to its
// owner's hand") and on the permanent it is attached to ("tap enchanted creature"). Only a
// permanent's abilities have them: lines.ts refuses them in an instant's or sorcery's text.
import type { Effect } from '../ast.ts';
import type { Entry } from '../entry.ts';
import { alt, lit, map, seq } from '../grammar.ts';
import { count, self, selfOrIt } from '../phrases.ts';
import { creatureTarget } from '../target-grammar.ts';

const host = alt(lit('enchanted creature'), lit('equipped creature'), /* cov-statics */ lit('enchanted permanent'), lit('enchanted land'), lit('enchanted artifact'));

export const SOURCE_EFFECTS: Entry<Effect[]>[] = [
  {
    id: 'effect/self-action',
    wording: "Return CARDNAME to its owner's hand (tap, untap, exile: verb/destroy-exile-tap-untap; sacrifice: effect/sacrifice-self)",
    // "Return it to its owner's hand" in a leaves-the-battlefield trigger is the card in its new zone (entries/leave-effects.ts).
    parse: map(seq(lit('return'), self, lit("to its owner's hand")), () => [{ type: 'self-action', action: 'bounce' }]),
    fixtures: [
      { text: '{1}{U}: Return this creature to its owner\'s hand.', abilities: [{ kind: 'activated', effects: [{ type: 'self-action', action: 'bounce' }] }] },
    ],
  },
  {
    id: 'effect/host-action',
    wording: "Regenerate enchanted (equipped) creature; Return it to its owner's hand (tap, untap, destroy, exile: verb/destroy-exile-tap-untap)",
    parse: alt<Effect[]>(
      map(seq(lit('regenerate'), host), () => [{ type: 'host-action', action: 'regenerate' }]),
      map(seq(lit('return'), host, lit("to its owner's hand")), () => [{ type: 'host-action', action: 'bounce' }]),
    ),
    fixtures: [{ text: '{G}: Regenerate enchanted creature.', abilities: [{ kind: 'activated', effects: [{ type: 'host-action', action: 'regenerate' }] }] }],
  },

  {
    id: 'effect/monstrosity-adapt',
    wording: 'Monstrosity N (701.37) / Adapt N (701.46)',
    parse: alt<Effect[]>(map(seq(lit('monstrosity'), count), ([, n]) => [{ type: 'monstrosity', amount: n }]), map(seq(lit('adapt'), count), ([, n]) => [{ type: 'adapt', amount: n }])),
    fixtures: [{ text: '{5}{G}{G}: Monstrosity 3.', abilities: [{ kind: 'activated', effects: [{ type: 'monstrosity', amount: 3 }] }] }, { text: '{2}{U}: Adapt 2.', abilities: [{ kind: 'activated', effects: [{ type: 'adapt', amount: 2 }] }] }],
  },

  {
    id: 'effect/attach-self',
    wording: 'Attach CARDNAME (or "it") to target creature [you control]',
    // 701.3a: the source becomes attached to the target; Equipment that enters unattached ("When this Equipment enters, attach it to …").
    parse: map(seq(lit('attach'), selfOrIt, lit('to'), creatureTarget), ([, , , target]) => [{ type: 'attach', target }]),
    fixtures: [{ text: 'When this Equipment enters, attach it to target creature you control.', abilities: [{ kind: 'triggered', trigger: { on: 'enters', object: 'self' }, effects: [{ type: 'attach', target: { object: { types: ['Creature'], controller: 'you' } } }] }] }],
  },

];
