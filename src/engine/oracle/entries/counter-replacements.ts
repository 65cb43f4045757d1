// a prevention effect on its own source that also removes a counter — the Phantoms'
// "If damage would be dealt to this creature, prevent that damage. Remove a +1/+1 counter from
// this creature." (615.1a; game/replacement/damage.ts removes the counter each time it prevents).
import type { AbilityBody } from '../ast.ts';
import type { Entry } from '../entry.ts';
import { lit, map, opt, seq } from '../grammar.ts';
import { counterKind, self } from '../phrases.ts';

export const COUNTER_REPLACEMENT_LINES: Entry<AbilityBody[]>[] = [
  {
    id: 'line/prevent-damage-remove-counter',
    wording: 'If damage would be dealt to CARDNAME, prevent that damage. Remove a COUNTER counter from CARDNAME.',
    parse: map(seq(lit('if damage would be dealt to'), self, lit(', prevent that damage . remove a'), counterKind, lit('counter from'), self, opt(lit('.'))), ([, , , counter]) => [{ kind: 'replacement', replaces: 'damage', with: 'prevent', combatOnly: false, removeCounter: counter }]),
    fixtures: [{ text: 'If damage would be dealt to this creature, prevent that damage. Remove a +1/+1 counter from this creature.', abilities: [{ kind: 'replacement', replaces: 'damage', with: 'prevent', combatOnly: false, removeCounter: '+1/+1' }] }],
  },
];
