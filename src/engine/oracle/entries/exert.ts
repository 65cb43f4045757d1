// Exert (701.43): "You may exert this creature as it attacks. When you do, EFFECTS." — an optional
// cost to attack (701.43d, 508.1g) and the reflexive triggered ability linked to it (607.2h),
// which triggers when the cost is paid; its "it" is the exerted creature, the ability's source.
// game/exert.ts pays the cost as attackers are declared and puts the trigger on the stack.
import type { AbilityBody } from '../ast.ts';
import { alt, lit, map, opt, seq } from '../grammar.ts';
import { self } from '../phrases.ts';
import { itIs } from '../pronouns.ts';
import { abilityEffects, type LineEntry } from './lines.ts';
import { line } from '../entry.ts';

const period = opt(lit('.'));

export const EXERT_LINES: LineEntry[] = [
  {
    id: 'line/exert',
    wording: 'You may exert CARDNAME as it attacks. [When you do, EFFECTS.] (701.43d)',
    parse: map(
      seq(lit('you may exert'), self, lit('as it attacks'), period, opt(seq(lit('when you do ,'), (ts, at) => abilityEffects(ts, at)))),
      ([, , , , then]): AbilityBody[] | null => {
        if (!then) return [{ kind: 'exert' }];
        // The event names no other object: "that creature" would name nothing (refused); "it" is the source.
        const words = JSON.stringify(then[1]);
        if (words.includes('"that":true') || words.includes('"ref":"event-')) return null;
        return [{ kind: 'exert', reflexive: itIs(then[1], { ref: 'self' }) }];
      },
    ),
    fixtures: [
      line('You may exert this creature as it attacks. When you do, it gets +1/+3 until end of turn.', { kind: 'exert', reflexive: [{ type: 'modify-pt', objects: { ref: 'self' }, power: 1, toughness: 3 }] }),
      line('You may exert this creature as it attacks. When you do, it deals 2 damage to target non-Dragon creature an opponent controls.', { kind: 'exert', reflexive: [{ type: 'deal-damage', source: { ref: 'self' }, amount: 2 }] }),
      line("You may exert this creature as it attacks. When you do, target creature can't block this turn.", { kind: 'exert', reflexive: [{ type: 'restrict', what: ['cant-block'] }] }),
      line('You may exert this creature as it attacks. (An exerted creature won\'t untap during your next untap step.)', { kind: 'exert' }),
    ],
  },
];
