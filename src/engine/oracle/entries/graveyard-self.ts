// A card's abilities that return the card itself from its owner's graveyard: "{2}{B}, Exile two
// other cards from your graveyard: Return this card from your graveyard to the battlefield
// tapped.", "Whenever a Dragon you control enters, you may pay {2}. If you do, return this card
// from your graveyard to your hand." An ability whose effect moves its object out of a zone
// functions only in that zone (113.6m), unless its trigger condition puts the object there
// ("When this creature dies, return it …", 603.6c): `graveyardZone` marks such an ability
// `zone: 'graveyard'` after the line is read, so it is activated from the graveyard
// (game/zone-abilities.ts) and triggers there (game/graveyard-triggers.ts), never on the battlefield.
import type { AbilityBody, CounterName, Effect } from '../ast.ts';
import type { Condition } from '../vocabulary.ts';
import { line, type Entry } from '../entry.ts';
import { alt, lit, map, opt, seq } from '../grammar.ts';
import { count, counterKind, self } from '../phrases.ts';

type Where = { to: 'hand' | 'battlefield'; tapped?: true; counters?: { kind: CounterName; amount: number }; attachTo?: true };

/** "with a +1/+1 counter on it", "with two +1/+1 counters on it" (614.1c). */
const withCounters = map(seq(lit('with'), alt(map(alt(lit('a'), lit('an')), () => 1), count), counterKind, alt(lit('counters on it'), lit('counter on it'))), ([, n, kind]) => ({ kind, amount: n }));

const destination = alt<Where>(
  map(lit('to your hand'), () => ({ to: 'hand' })),
  map(seq(lit('to the battlefield'), opt(lit('tapped')), opt(withCounters)), ([, tapped, counters]) => ({ to: 'battlefield', ...(tapped !== undefined ? { tapped: true as const } : {}), ...(counters ? { counters } : {}) })),
  // "… attached to that creature" after a trigger on a creature entering: the Aura enters attached to it (303.4f).
  map(lit('to the battlefield attached to that creature'), () => ({ to: 'battlefield', attachTo: true })),
);

const move = (where: Where): Effect[] => [{
  type: 'move', objects: { ref: 'self' }, from: 'graveyard', to: where.to,
  ...(where.tapped ? { tapped: true as const } : {}),
  ...(where.counters ? { counters: { kind: where.counters.kind, amount: where.counters.amount } } : {}),
  ...(where.attachTo ? { attachTo: { ref: 'event-object' as const } } : {}),
}];

export const GRAVEYARD_SELF_EFFECTS: Entry<Effect[]>[] = [
  {
    id: 'effect/return-self-from-graveyard',
    wording: 'Return this card (CARDNAME) from your graveyard to your hand / to the battlefield [tapped] [with a COUNTER counter on it] — an ability that works only from the graveyard (113.6m)',
    parse: alt(
      map(seq(lit('return'), self, lit('from your graveyard'), destination), ([, , , where]) => move(where)),
      // "At the beginning of your upkeep, if this card is in your graveyard, you may pay {B}. If you do, return this card to your hand":
      // the graveyard is said by the condition; `graveyardZone` accepts it only there.
      map(seq(lit('return'), self, destination), ([, , where]) => move(where)),
    ),
    fixtures: [
      line('{2}{B}: Return this card from your graveyard to the battlefield tapped.', { kind: 'activated', zone: 'graveyard', effects: [{ type: 'move', objects: { ref: 'self' }, from: 'graveyard', to: 'battlefield', tapped: true }] }),
      line('{1}{R}, Discard two cards: Return this card from your graveyard to the battlefield tapped.', { kind: 'activated', zone: 'graveyard', costs: [{ type: 'mana', symbols: ['1', 'R'] }, { type: 'discard', count: 2 }], effects: [{ type: 'move', to: 'battlefield', tapped: true }] }),
      line('{B}: Return this card from your graveyard to your hand. Activate only during your upkeep.', { kind: 'activated', zone: 'graveyard', onlyIf: { during: 'your-upkeep' }, effects: [{ type: 'move', to: 'hand' }] }),
      line('{2}{B}: Return this card from your graveyard to your hand.', { kind: 'activated', zone: 'graveyard', costs: [{ type: 'mana', symbols: ['2', 'B'] }], effects: [{ type: 'move', to: 'hand' }] }),
      line('{1}{B}: Return this card from your graveyard to your hand. Activate only as a sorcery.', { kind: 'activated', zone: 'graveyard', sorcerySpeed: true, effects: [{ type: 'move', objects: { ref: 'self' }, from: 'graveyard', to: 'hand' }] }),
      line('At the beginning of your upkeep, if this card is in your graveyard, you may pay {B}. If you do, return this card to your hand.', { kind: 'triggered', zone: 'graveyard', trigger: { on: 'step-begins', interveningIf: { kind: 'in-graveyard' } }, effects: [{ type: 'group', optional: true, pay: { mana: ['B'] }, ifYouDo: [{ type: 'move', objects: { ref: 'self' }, from: 'graveyard', to: 'hand' }] }] }),
      // Dragon Breath: the Aura returns attached to the creature that entered (303.4f).
      line('When a creature with mana value 6 or greater enters, you may return this card from your graveyard to the battlefield attached to that creature.', { kind: 'triggered', zone: 'graveyard', trigger: { on: 'enters', object: { types: ['Creature'], manaValue: { op: '>=', value: 6 } } }, effects: [{ type: 'group', optional: true, effects: [{ type: 'move', objects: { ref: 'self' }, from: 'graveyard', to: 'battlefield', attachTo: { ref: 'event-object' } }] }] }),
      line('Whenever a Demon you control enters, return this card from your graveyard to your hand.', { kind: 'triggered', zone: 'graveyard', trigger: { on: 'enters' }, effects: [{ type: 'move', objects: { ref: 'self' }, from: 'graveyard', to: 'hand' }] }),
      line('Whenever you cast a creature spell, you may pay {1}. If you do, return this card from your graveyard to your hand.', { kind: 'triggered', zone: 'graveyard', effects: [{ type: 'group', optional: true, pay: { mana: ['1'] }, ifYouDo: [{ type: 'move', objects: { ref: 'self' }, from: 'graveyard', to: 'hand' }] }] }),
    ],
  },
];

/** Whether these effects move the ability's own card out of the graveyard ("return this card from your graveyard"). */
function movesSelfFromGraveyard(node: unknown): boolean {
  if (!node || typeof node !== 'object') return false;
  if (Array.isArray(node)) return node.some(movesSelfFromGraveyard);
  const o = node as Record<string, unknown>;
  if (o.type === 'move' && o.from === 'graveyard' && (o.objects as { ref?: string } | undefined)?.ref === 'self') return true;
  return Object.values(o).some((v) => v && typeof v === 'object' && movesSelfFromGraveyard(v));
}

/** The source's own card moved by an ability that works from the graveyard: taken from there. */
function fromGraveyard(node: unknown): unknown {
  if (!node || typeof node !== 'object') return node;
  if (Array.isArray(node)) return node.map(fromGraveyard);
  const o = node as Record<string, unknown>;
  if (o.type === 'move' && (o.objects as { ref?: string } | undefined)?.ref === 'self' && o.from === undefined && (o.to === 'hand' || o.to === 'battlefield')) return { ...o, from: 'graveyard' };
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, v && typeof v === 'object' ? fromGraveyard(v) : v]));
}

/** "if this card is in your graveyard" (alone or with another condition): the ability works from there (113.6b). */
const saysInGraveyard = (c: Condition): boolean => c.kind === 'in-graveyard' || ((c.kind === 'all' || c.kind === 'any') && c.conditions.some(saysInGraveyard));

/** The trigger conditions that put the object into its graveyard (113.6m's exception): its own dying or being put there. */
const PUTS_SELF_THERE = new Set(['dies', 'put-into-graveyard', 'leaves', 'sacrificed', 'cycles', 'discarded']);

/** Costs only a permanent can pay (its own tapping, sacrifice, counters, loyalty): with a graveyard ability they contradict 113.6m. */
const ON_BATTLEFIELD_COSTS = new Set(['tap', 'untap', 'sacrifice-self', 'self', 'exert', 'put-counters', 'crew', 'loyalty', 'remove-any-counters']);
const paidOnBattlefield = (b: Extract<AbilityBody, { kind: 'activated' }>): boolean => b.costs.some((k) => ON_BATTLEFIELD_COSTS.has(k.type) || (k.type === 'remove-counters' && !k.from));

/**
 * 113.6m: an activated or triggered ability whose effect returns its own card from the graveyard
 * works only there — unless its trigger condition puts the card there (a leaves-the-battlefield
 * trigger, 603.6c) — and gets `zone: 'graveyard'`. A cost that would move the card itself first
 * (a sacrifice of this permanent) contradicts it: the line is refused (null).
 */
export function graveyardZone(bodies: AbilityBody[], text: string): AbilityBody[] | null {
  let refused = false;
  // "return this card to your hand" names no zone: only an ability said to work from the graveyard reads it.
  const saysGraveyard = /from your graveyard/i.test(text);
  const out = bodies.map((b): AbilityBody => {
    // "if this card is in your graveyard, … return it (this card) to your hand": "it" is the card there (113.6b).
    if (b.kind === 'triggered' && b.trigger.interveningIf && saysInGraveyard(b.trigger.interveningIf)) return { ...b, effects: fromGraveyard(b.effects) as Effect[], zone: 'graveyard' };
    // "Activate only if this card is in your graveyard" (Glory): it is activated from there (113.6b).
    if (b.kind === 'activated' && b.onlyIf?.if && saysInGraveyard(b.onlyIf.if)) {
      if (paidOnBattlefield(b)) refused = true;
      return { ...b, effects: fromGraveyard(b.effects) as Effect[], zone: 'graveyard' };
    }
    if (b.kind === 'activated') {
      if (!movesSelfFromGraveyard(b.effects)) return b;
      if (!saysGraveyard || paidOnBattlefield(b)) refused = true;
      return { ...b, zone: 'graveyard' };
    }
    if (b.kind === 'triggered') {
      if (!movesSelfFromGraveyard(b.effects)) return b;
      const specs = [b.trigger, ...(b.trigger.or ?? [])];
      // "When this creature dies, return it …" (603.6c); an Aura's "When enchanted creature dies, return this card …" (113.6m).
      if (specs.some((t) => (t.object === 'self' || t.object === 'host') && PUTS_SELF_THERE.has(t.on))) return b;
      if (specs.some((t) => t.object === 'self') || !saysGraveyard) refused = true;
      return { ...b, zone: 'graveyard' };
    }
    return b;
  });
  return refused ? null : out;
}
