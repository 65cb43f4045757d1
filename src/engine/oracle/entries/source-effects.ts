// Effects on the ability's source ("sacrifice it", "monstrosity 3") and on the permanent it is
// attached to ("regenerate enchanted creature"). Only a permanent's abilities have them: lines.ts
// refuses them in an instant's or sorcery's text.
import type { Effect } from '../ast.ts';
import type { Entry } from '../entry.ts';
import { alt, lit, map, seq } from '../grammar.ts';
import { count, self, selfOrIt } from '../phrases.ts';
import { creatureTarget } from '../target-grammar.ts';


/** N +1/+1 counters on the source. */
const counters = (n: number): Effect => ({ type: 'put-counters', on: [{ ref: 'self' }], counter: '+1/+1', amount: n });

export const SOURCE_EFFECTS: Entry<Effect[]>[] = [

  {
    id: 'effect/monstrosity-adapt',
    wording: 'Monstrosity N (701.37) / Adapt N (701.46)',
    // 701.37a: "If this permanent isn't monstrous, put N +1/+1 counters on it and it becomes monstrous"; 701.46a: "If this permanent has no +1/+1 counters on it, put N +1/+1 counters on it".
    parse: alt<Effect[]>(
      map(seq(lit('monstrosity'), count), ([, n]) => [{ type: 'group', keyword: 'monstrosity', condition: { kind: 'not', condition: { kind: 'source-status', status: { was: 'monstrous' } } }, effects: [counters(n), { type: 'designate', designation: 'monstrous', objects: { ref: 'self' } }] }]),
      map(seq(lit('adapt'), count), ([, n]) => [{ type: 'group', keyword: 'adapt', condition: { kind: 'source', filter: { counters: { kind: '+1/+1', none: true } } }, effects: [counters(n)] }]),
    ),
    fixtures: [
      { text: '{5}{G}{G}: Monstrosity 3.', abilities: [{ kind: 'activated', effects: [{ type: 'group', condition: { kind: 'not' }, effects: [{ type: 'put-counters', amount: 3 }, { type: 'designate', designation: 'monstrous' }] }] }] },
      { text: '{2}{U}: Adapt 2.', abilities: [{ kind: 'activated', effects: [{ type: 'group', condition: { kind: 'source' }, effects: [{ type: 'put-counters', amount: 2 }] }] }] },
    ],
  },

  {
    id: 'effect/attach-self',
    wording: 'Attach CARDNAME (or "it") to target creature [you control]',
    // 701.3a: the source becomes attached to the target; Equipment that enters unattached ("When this Equipment enters, attach it to …").
    parse: map(seq(lit('attach'), selfOrIt, lit('to'), creatureTarget), ([, , , target]) => [{ type: 'attach', target }]),
    fixtures: [{ text: 'When this Equipment enters, attach it to target creature you control.', abilities: [{ kind: 'triggered', trigger: { on: 'enters', object: 'self' }, effects: [{ type: 'attach', target: { object: { types: ['Creature'], controller: 'you' } } }] }] }],
  },
  {
    id: 'effect/attach-to-entering',
    wording: 'Whenever a FILTER creature enters, [you may] attach CARDNAME to it — the creature that entered (603.7c, 701.3)',
    // Read only in a trigger of another permanent entering (oracle/event-refs.ts attachFits); one it can't be attached to
    // leaves the Equipment where it is (701.3b, effects/attach.ts).
    parse: map(seq(lit('attach'), self, lit('to it')), () => [{ type: 'attach', to: { ref: 'event-object' } }]),
    fixtures: [
      { text: 'Whenever a Warrior creature enters, you may attach this Equipment to it.', abilities: [{ kind: 'triggered', trigger: { on: 'enters', object: { subtypes: ['Warrior'] } }, effects: [{ type: 'group', optional: true, effects: [{ type: 'attach', to: { ref: 'event-object' } }] }] }] },
      { text: 'Whenever a creature you control enters, you may attach this Equipment to it.', abilities: [{ kind: 'triggered', effects: [{ type: 'group', optional: true, effects: [{ type: 'attach', to: { ref: 'event-object' } }] }] }] },
    ],
  },

];
