// "EFFECT for each COUNTED" ("Target creature gets +1/+1 until end of turn for each Forest you
// control"): the effect's number
// multiplied by a count (an Amount, amount-grammar.ts) taken as it resolves (608.2h). Only effects
// whose number the multiplication can scale are read this way; the rest are refused. The verbs
// that read their amount as a reference ("you gain 1 life for each …") say it in their amount.
import type { Effect } from '../ast.ts';
import { counted } from '../amount-grammar.ts';
import type { Entry } from '../entry.ts';
import { lit, map, seq } from '../grammar.ts';
import { effectSentence } from './effects.ts';
import { timesCount } from '../verb-refs.ts';

export { counted };

/** The effects whose number "for each" multiplies: scry and surveil ("scry 1 for each …"), the number of cards looked at. */
const scalable = (e: Effect): boolean => e.type === 'look' && e.action !== undefined && typeof e.amount === 'number';

export const FOR_EACH_EFFECTS: Entry<Effect[]>[] = [
  {
    id: 'effect/for-each',
    wording: 'EFFECT for each [other] creature (land, artifact, TYPE…) you control / card in your hand (graveyard) — the effect\'s number times the count',
    parse: map(seq(effectSentence, lit('for each'), counted), ([effects, , what]) => {
      const inner = effects[0]!;
      // "gets +1/+1 for each …": the verb's amounts are the count (611.2c: counted as it resolves).
      if (effects.length === 1 && inner.type === 'modify-pt' && typeof inner.power === 'number' && typeof inner.toughness === 'number') return [{ ...inner, power: timesCount(inner.power, what), toughness: timesCount(inner.toughness, what) }];
      // "You get {E} for each …": the energy counters are the count.
      if (effects.length === 1 && inner.type === 'put-counters' && typeof inner.amount === 'number' && inner.on.every((r) => r.ref === 'you')) return [{ ...inner, amount: timesCount(inner.amount, what) }];
      // "Scry 1 for each …": the number of cards looked at is the count.
      if (effects.length !== 1 || !scalable(inner) || inner.type !== 'look') return null;
      return [{ ...inner, amount: timesCount(inner.amount as number, what) }];
    }),
    fixtures: [
      // 601.2i: the spells cast this turn (copies aren't cast, 707.10), counted as it resolves.
      { text: "Draw a card, then draw a card for each other instant and sorcery spell you've cast this turn.", spell: true, abilities: [{ kind: 'spell', effects: [{ type: 'draw', amount: 1 }, { type: 'draw', amount: { of: 'spells-cast', player: { ref: 'you' }, filter: { types: ['Instant', 'Sorcery'], spell: true }, other: true } }] }] },
      { text: "Whenever you cast a spell, you gain 1 life for each spell you've cast this turn.", abilities: [{ kind: 'triggered', trigger: { on: 'casts', player: 'you' }, effects: [{ type: 'gain-life', amount: { of: 'spells-cast', player: { ref: 'you' } } }] }] },
      { text: 'Target creature gets +1/+1 until end of turn for each Forest you control.', spell: true, abilities: [{ kind: 'spell', effects: [{ type: 'modify-pt', objects: { ref: 'target', spec: { object: { types: ['Creature'] } } }, power: { of: 'count', filter: { subtypes: ['Forest'], controller: 'you' } }, toughness: { of: 'count', filter: { subtypes: ['Forest'], controller: 'you' } } }] }] },
    ],
  },
];
