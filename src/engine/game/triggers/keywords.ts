// Keywords that are triggered abilities (702.x), as the ability the rule says each one means: a
// trigger spec and instructions, matched by the one handler like any printed ability. "Exalted"
// is "Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn"
// (702.83a); "Echo {cost}" is "At the beginning of your upkeep, if this permanent came under your
// control since the beginning of your last upkeep, sacrifice it unless you pay {cost}" (702.30a).
import type { ReasonCode } from '../../citations.ts';
import type { Ability } from '../../oracle/ast.ts';
import type { Amount, ObjectRef, TriggerSpec } from '../../oracle/vocabulary.ts';

type Triggered = Extract<Ability, { kind: 'triggered' }>;

const upkeep: TriggerSpec = { on: 'step-begins', step: 'upkeep', player: 'you' };
const lastTimeCounter: TriggerSpec = { on: 'counters-removed', object: 'self', counter: 'time', reaches: 0 };
const attacks: TriggerSpec = { on: 'attacks', object: 'self' };
const blocked: TriggerSpec = { on: 'becomes-blocked', object: 'self' };
const castThis: TriggerSpec = { on: 'casts', object: 'self' };

const codes = new WeakMap<Triggered, ReasonCode>();

/** The rule of the keyword an ability stands for (the trace cites it), or undefined for a printed ability. */
export const keywordCode = (a: Triggered): ReasonCode | undefined => codes.get(a);

/** An ability the rules give (a keyword's, a designation's), citing the rule that gives it. */
export function withCode(a: Triggered, code: ReasonCode): Triggered {
  codes.set(a, code);
  return a;
}

/** "gets +P/+T until end of turn" (613.4c). */
const pump = (objects: ObjectRef, power: Amount, toughness: Amount): Triggered['effects'][number] => ({ type: 'modify-pt', objects, power, toughness, duration: 'until-end-of-turn' });

/** "remove a COUNTER counter from this permanent". */
const removeOne = (counter: string): Triggered['effects'][number] => ({ type: 'remove-counters', from: [{ ref: 'self' }], counter, amount: 1 });

const make = (a: Ability, code: ReasonCode, trigger: TriggerSpec, effects: Triggered['effects'], text = a.text): Triggered => withCode({ kind: 'triggered', trigger, effects, text, line: a.line }, code);

/** The triggered abilities a keyword ability stands for (none for a keyword that isn't one). */
function expand(a: Ability): Triggered[] {
  switch (a.kind) {
    case 'keyword':
      switch (a.keyword) {
        case 'prowess':
          return [make(a, 'prowess', { on: 'casts', player: 'you', spell: { notTypes: ['Creature'] } }, [pump({ ref: 'self' }, 1, 1)], 'Prowess')];
        case 'exalted':
          return [make(a, 'exalted', { on: 'attacks', object: { controller: 'you' }, alone: true }, [pump({ ref: 'event-object' }, 1, 1)], 'Exalted')];
        case 'melee':
          return [make(a, 'melee', attacks, [pump({ ref: 'self' }, { of: 'combat', stat: 'opponents-attacked' }, { of: 'combat', stat: 'opponents-attacked' })], 'Melee')];
        case 'battle cry':
          return [make(a, 'battleCry', attacks, [pump({ ref: 'all', filter: { types: ['Creature'], combat: 'attacking', other: true } }, 1, 0)], 'Battle cry')];
        // 702.105a: "attacks the player with the most life or tied for most life" (not a planeswalker).
        case 'dethrone':
          return [make(a, 'dethrone', { ...attacks, recipient: { player: 'any' }, condition: { kind: 'compare', amount: { of: 'player', stat: 'life', player: { ref: 'event-player' } }, op: '>=', value: { of: 'most-among-players', stat: 'life' } } }, [{ type: 'put-counters', on: [{ ref: 'self' }], amount: 1, counter: '+1/+1' }], 'Dethrone')];
        // 702.149a: "attacks with at least one other creature with greater power than this creature".
        case 'training':
          return [make(a, 'training', { ...attacks, condition: { kind: 'controls', who: 'you', filter: { combat: 'attacking', other: true, power: { op: '>', value: { of: 'stat', stat: 'power', object: { ref: 'self' } } } } } }, [{ type: 'put-counters', on: [{ ref: 'self' }], amount: 1, counter: '+1/+1' }], 'Training')];
        // 702.25a: "Whenever a creature without flanking blocks this creature" — once per such blocker; "that creature" is the blocker.
        case 'flanking':
          return [make(a, 'flanking', { ...blocked, versus: { withoutKeywords: ['flanking'] } }, [pump({ ref: 'event-object' }, -1, -1)], 'Flanking')];
        default:
          return [];
      }
    case 'keyword-n':
      switch (a.keyword) {
        case 'annihilator':
          return [make(a, 'annihilator', attacks, [{ type: 'sacrifice', objects: { ref: 'chosen', filter: {}, count: a.n, chooser: { ref: 'event-player' } }, keyword: 'annihilator' }], `Annihilator ${a.n}`)];
        case 'bushido':
          return [make(a, 'bushido', { on: 'blocks', object: 'self', or: [blocked] }, [pump({ ref: 'self' }, a.n, a.n)], `Bushido ${a.n}`)];
        case 'afflict':
          return [make(a, 'afflict', blocked, [{ type: 'lose-life', players: { ref: 'event-player' }, amount: a.n }], `Afflict ${a.n}`)];
        case 'rampage':
          {
          // 702.23b: counted once, as the ability resolves.
          const bonus: Amount = { of: 'times', factor: a.n, amount: { of: 'combat', stat: 'blockers-beyond-first' } };
          return [make(a, 'rampage', blocked, [pump({ ref: 'self' }, bonus, bonus)], `Rampage ${a.n}`)];
        }
        // 702.112a: "Whenever this creature deals combat damage to a player, if it isn't renowned, …".
        case 'renown':
          return [make(a, 'renown', { on: 'deals-damage', object: 'self', combat: true, recipient: { player: 'any' }, interveningIf: { kind: 'not', condition: { kind: 'source-status', status: { was: 'renowned' } } } }, [{ type: 'put-counters', on: [{ ref: 'self' }], counter: '+1/+1', amount: a.n }, { type: 'designate', designation: 'renowned', objects: { ref: 'self' } }], `Renown ${a.n}`)];
        default:
          return [];
      }
    case 'echo':
      return [make(a, 'echo', { ...upkeep, interveningIf: { kind: 'source-status', status: { was: 'new-since-upkeep' } } }, [{ type: 'group', who: { ref: 'you' }, unless: { mana: a.mana, energy: 0 }, effects: [{ type: 'sacrifice', objects: { ref: 'self' } }] }])];
    case 'cumulative-upkeep':
      // 702.24a: "put an age counter on this permanent. Then you may pay [cost] for each age counter on it. If you don't, sacrifice it."
      return [make(a, 'cumulativeUpkeep', upkeep, [{ type: 'put-counters', on: [{ ref: 'self' }], counter: 'age', amount: 1 }, { type: 'group', who: { ref: 'you' }, unless: { mana: a.mana, energy: 0, ...(a.life !== undefined ? { life: a.life } : {}), times: { of: 'stat', stat: 'counters', counter: 'age', object: { ref: 'self' } } }, effects: [{ type: 'sacrifice', objects: { ref: 'self' } }] }])];
    // 702.63a: vanishing's upkeep ability has an intervening "if this permanent has a time counter on it"; its last counter's ability sacrifices it.
    case 'counter-upkeep':
      return a.keyword === 'vanishing'
        ? [make(a, 'vanishing', { ...upkeep, interveningIf: { kind: 'source', filter: { counters: { kind: 'time' } } } }, [removeOne('time')]), make(a, 'vanishing', lastTimeCounter, [{ type: 'sacrifice', objects: { ref: 'self' } }], 'When the last time counter is removed from this permanent, sacrifice it.')]
        // 702.32a: "remove a fade counter from this permanent. If you can't, sacrifice the permanent."
        : [make(a, 'fading', upkeep, [{ type: 'group', condition: { kind: 'source', filter: { counters: { kind: 'fade' } } }, effects: [removeOne('fade')], otherwise: [{ type: 'sacrifice', objects: { ref: 'self' } }] }])];
    // 702.100a: the "if" compares the entering creature with this one, as it triggers and as it resolves (603.4).
    case 'evolve': {
      const greater = (stat: 'power' | 'toughness') => ({ kind: 'compare' as const, amount: { of: 'stat' as const, stat, object: { ref: 'event-object' as const } }, op: '>' as const, value: { of: 'stat' as const, stat, object: { ref: 'self' as const } } });
      return [make(a, 'evolve', { on: 'enters', object: { types: ['Creature'], controller: 'you', other: true }, interveningIf: { kind: 'all', conditions: [{ kind: 'source', filter: { types: ['Creature'] } }, { kind: 'event-object', filter: { types: ['Creature'] } }, { kind: 'any', conditions: [greater('power'), greater('toughness')] }] } }, [{ type: 'put-counters', on: [{ ref: 'self' }], counter: '+1/+1', amount: 1 }])];
    }
    // 702.58a: any player's creature; "if this permanent has a +1/+1 counter on it, you may move a +1/+1 counter from this permanent onto that creature" (122.5).
    case 'graft':
      return [make(a, 'graft', { on: 'enters', object: { types: ['Creature'], other: true }, interveningIf: { kind: 'source', filter: { counters: { kind: '+1/+1' } } } }, [{ type: 'group', optional: true, asks: 'graft', effects: [{ type: 'put-counters', on: [{ ref: 'event-object' }], counter: '+1/+1', amount: 1, from: { ref: 'self' } }] }])];
    // 702.21a: "Whenever this permanent becomes the target of a spell or ability an opponent controls, counter it unless that player pays …".
    case 'ward':
      return [make(a, 'ward', { on: 'becomes-target', object: 'self', player: 'opponent' }, [{ type: 'counter', objects: { ref: 'event-object' }, unlessPays: a.mana ? { mana: a.mana } : a.discard !== undefined ? { discard: a.discard } : { life: a.life ?? 0 }, keyword: 'ward' }])];
    // Spells' "when you cast this spell" keywords (702.85a, 702.40a, 702.56a, 702.153a): the event names the spell.
    case 'cascade':
      return [make(a, 'cascade', castThis, [{ type: 'cast', keyword: 'cascade' }])];
    case 'storm':
      return [make(a, 'storm', castThis, [{ type: 'copy', objects: { ref: 'event-object' }, keyword: 'storm' }])];
    case 'replicate':
      return [make(a, 'replicate', { ...castThis, interveningIf: { kind: 'source-status', status: { was: 'replicated' } } }, [{ type: 'copy', objects: { ref: 'event-object' }, keyword: 'replicate' }])];
    case 'gravestorm':
      return [make(a, 'gravestorm', castThis, [{ type: 'copy', objects: { ref: 'event-object' }, keyword: 'gravestorm' }])];
    // 702.78a: "When you cast this spell, if its conspire cost was paid, copy it."
    case 'conspire':
      return [make(a, 'conspire', { ...castThis, interveningIf: { kind: 'source-status', status: { was: 'conspired' } } }, [{ type: 'copy', objects: { ref: 'event-object' }, keyword: 'conspire' }])];
    case 'casualty':
      return [make(a, 'casualty', { ...castThis, interveningIf: { kind: 'source-status', status: { was: 'casualty-paid' } } }, [{ type: 'copy', objects: { ref: 'event-object' }, keyword: 'casualty' }])];
    // 702.62a: a suspended card's two abilities, from exile.
    case 'suspend':
      return [
        make(a, 'suspend', { ...upkeep, interveningIf: { kind: 'source-status', status: { was: 'suspended' } } }, [{ type: 'remove-counters', from: [{ ref: 'self' }], counter: 'time', amount: 1 }], 'At the beginning of your upkeep, if this card is suspended, remove a time counter from it.'),
        make(a, 'suspend', lastTimeCounter, [{ type: 'cast', keyword: 'suspend' }], "When the last time counter is removed from this card, if it's exiled, you may play it without paying its mana cost."),
      ];
    default:
      return [];
  }
}

const cache = new WeakMap<readonly Ability[], Triggered[]>();

/** Every triggered ability among these abilities that works where the object is (the battlefield, the stack, exile): the printed ones and those keywords stand for; not those that work only from a graveyard (113.6m). */
export function triggeredAbilities(abilities: readonly Ability[]): Triggered[] {
  let found = cache.get(abilities);
  if (!found) {
    found = abilities.flatMap((a) => (a.kind === 'triggered' ? (a.zone ? [] : [a]) : expand(a)));
    cache.set(abilities, found);
  }
  return found;
}

const inGraveyard = new WeakMap<readonly Ability[], Triggered[]>();

/** The triggered abilities of a card that trigger only while it is in a graveyard ("… return this card from your graveyard …", 113.6m). */
export function graveyardTriggeredAbilities(abilities: readonly Ability[]): Triggered[] {
  let found = inGraveyard.get(abilities);
  if (!found) {
    found = abilities.filter((a): a is Triggered => a.kind === 'triggered' && a.zone === 'graveyard');
    inGraveyard.set(abilities, found);
  }
  return found;
}
