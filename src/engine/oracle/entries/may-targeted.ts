// "you may" around an effect with one target ("When this creature enters, you may
// tap target creature."; "Whenever this creature attacks, you may pay {1}. If you do, target
// creature can't block this turn."). The target is chosen as the ability is put on the stack
// (603.3d, 601.2c) — the `may` effect carries it, so the stack item has it — and the choice
// to do it is made on resolution (608.2d); an illegal target is not acted on (608.2b).
import { targetsOf, type Effect, type TargetSpec } from '../ast.ts';
import { isPayment, optional } from '../control.ts';
import type { Entry } from '../entry.ts';
import { lit, map, opt, seq, type Parser } from '../grammar.ts';
import { afterYouMay as youMay } from './you-may.ts';
import { joinedSentences } from './effects.ts';
import { itIs } from '../pronouns.ts';

const joined = joinedSentences;

const afterYouMay: Parser<Effect[]> = youMay(joined);

/** The one target of an optional instruction and what follows it, or null (none, or more than one). */
function oneTarget(effects: Effect[], ifYouDo: Effect[]): TargetSpec | null {
  const kinds = [...targetsOf(effects), ...targetsOf(ifYouDo)];
  // Nested targets ("up to", a "may" inside) are not carried through. "Exile it" in a dies
  // trigger names a card no longer on the battlefield, so whether "you do" can't be told; and
  // an X here ("pay {X}. If you do, it deals X damage") is never announced.
  const all = [...effects, ...ifYouDo];
  if (all.some((e) => (e.type === 'group' && (e.upTo || e.optional || e.unless)) || e.type === 'delayed')) return null;
  if (all.some((e) => Object.values(isPayment(e) ? e.pay : e).some((v) => v === 'X' || (Array.isArray(v) && v.includes('X'))))) return null;
  // "It" / "that creature" must come after the target it names, never before it.
  const firstTargeted = all.findIndex((e) => 'target' in e && e.target && !('sameTarget' in e && e.sameTarget));
  if (all.some((e, i) => 'sameTarget' in e && e.sameTarget && i < firstTargeted)) return null;
  return kinds.length === 1 ? kinds[0]! : null;
}

/** A reading whose words include an X ("+X/+0", "{X}"): X is never announced for a trigger, so it is refused. */
const withoutX = <T>(p: Parser<T>): Parser<T> => (ts, at) => p(ts, at).filter((r) => !ts.slice(at, r.next).some((t) => /(^|[^a-z])x([^a-z]|$)/i.test(t.raw)));

const ability = (text: string, ...effects: unknown[]) => ({ text, abilities: [{ kind: 'triggered', effects }] });

export const MAY_TARGETED_EFFECTS: Entry<Effect[]>[] = [
  {
    id: 'effect/you-may-targeted',
    wording: 'You may [have SUBJECT] EFFECT with one target[. If you do, EFFECT] / You may EFFECT. If you do, EFFECT with one target',
    parse: map(withoutX(seq(afterYouMay, opt(seq(lit('. if you do ,'), joined)))), ([effects, then]) => {
      const target = oneTarget(effects, then?.[1] ?? []);
      if (!target) return null;
      // "It" after the target names the target ("you may tap target creature. If you do, put a stun counter on it"), not the source.
      const named = effects.findIndex((e) => targetsOf([e]).length > 0);
      const it = <T>(x: T): T => itIs(x, { ref: 'same-target', slot: -1 });
      const after = named < 0 ? effects : [...effects.slice(0, named + 1), ...it(effects.slice(named + 1))];
      const ifYouDo = named < 0 ? (then?.[1] ?? []) : it(then?.[1] ?? []);
      return [optional(after, { ...(then ? { ifYouDo } : {}), target })];
    }),
    fixtures: [
      ability('When this creature enters, you may tap target creature. If you do, put a stun counter on it.', { type: 'group', optional: true, effects: [{ type: 'tap' }], ifYouDo: [{ type: 'put-counters', counter: 'stun', on: [{ ref: 'same-target', slot: -1 }] }] }),
      ability('When this creature enters, you may tap target creature.', { type: 'group', optional: true, effects: [{ type: 'tap', objects: { ref: 'target', spec: { object: { types: ['Creature'] } } } }], target: { object: { types: ['Creature'] } } }),
      ability("Whenever this creature attacks, you may pay {1}. If you do, target creature can't block this turn.", { type: 'group', optional: true, pay: {}, ifYouDo: [{ type: 'restrict', objects: { ref: 'target', spec: { object: { types: ['Creature'] } } } }], target: { object: { types: ['Creature'] } } }),
      // "you may have SUBJECT VERB": the sentence with its verb inflected for its subject (you-may.ts).
      ability('When this creature enters, you may have target opponent discard a card.', { type: 'group', optional: true, effects: [{ type: 'discard', players: { ref: 'target' } }], target: { player: 'opponent' } }),
      ability("When this creature enters, you may return target creature to its owner's hand.", { type: 'group', optional: true, effects: [{ type: 'move', to: 'hand', objects: { ref: 'target', spec: { object: { types: ['Creature'] } } } }], target: { object: { types: ['Creature'] } } }),
    ],
  },
];
