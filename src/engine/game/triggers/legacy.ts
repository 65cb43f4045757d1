// The trigger shapes the reader still produces, as trigger specs (oracle/vocabulary.ts). One table,
// read by the handler only, while the reader's entries move to `TriggerSpec` themselves.
import type { Ability, SpellFilter } from '../../oracle/ast.ts';
import type { Condition, Filter, TriggerSpec } from '../../oracle/vocabulary.ts';

type Triggered = Extract<Ability, { kind: 'triggered' }>;
type Legacy = Extract<Triggered['trigger'], { event: string }>;

const creature: Filter = { types: ['Creature'] };
const whose = (yours?: boolean, opponents?: boolean): Pick<Filter, 'controller'> => (yours ? { controller: 'you' } : opponents ? { controller: 'opponent' } : {});

export function spellFilter(f: SpellFilter): Filter & { targetsSelf?: true } {
  const out: Filter & { targetsSelf?: true } = {};
  if (f.types) out.types = f.types;
  if (f.nonTypes) out.notTypes = f.nonTypes;
  if (f.subtypes) out.subtypes = f.subtypes;
  if (f.colors) out.colors = f.colors;
  if (f.multicolored) out.colorCount = 'multicolored';
  if (f.colorless) out.colorCount = 'colorless';
  // 700.6: historic — legendary, artifact or Saga.
  if (f.historic) out.anyOf = [{ supertypes: ['Legendary'] }, { types: ['Artifact'] }, { subtypes: ['Saga'] }];
  if (f.minManaValue !== undefined) out.manaValue = { op: '>=', value: f.minManaValue };
  if (f.targetsSelf) out.targetsSelf = true;
  return out;
}

function legacySpec(t: Legacy): TriggerSpec {
  switch (t.event) {
    case 'upkeep':
      return { on: 'step-begins', step: 'upkeep', player: t.whose === 'your' ? 'you' : 'any' };
    case 'end-step':
      return { on: 'step-begins', step: 'end', player: t.whose === 'your' ? 'you' : 'any' };
    case 'beginning-of-combat':
      return { on: 'step-begins', step: 'beginning-of-combat', player: 'you' };
    case 'chapter':
      return { on: 'counters-put', object: 'self', counter: 'lore', reaches: t.chapter };
    case 'etb':
      return { on: 'enters', object: 'self', ...(t.orAttacks ? { or: [{ on: 'attacks', object: 'self' }] } : t.orTransformsInto ? { or: [{ on: 'transforms', object: 'self' }] } : {}) };
    case 'permanent-enters':
      return { on: 'enters', object: { types: [t.cardType], ...whose(t.yours), ...(t.other ? { other: true } : {}) } };
    case 'dies':
      return { on: 'dies', object: 'self' };
    case 'attacks':
      return { on: 'attacks', object: 'self' };
    case 'blocks':
      return { on: 'blocks', object: 'self', ...(t.blockedHas ? { versus: { withKeywords: [t.blockedHas] } } : {}), ...(t.orBecomesBlocked ? { or: [{ on: 'becomes-blocked', object: 'self' }] } : {}) };
    case 'becomes-blocked':
      return { on: 'becomes-blocked', object: 'self', ...(t.perBlocker ? { versus: creature } : {}) };
    case 'attacks-or-blocks':
      return { on: 'attacks', object: 'self', or: [{ on: 'blocks', object: 'self' }] };
    case 'combat-damage-to-player':
      return { on: 'deals-damage', object: 'self', combat: true, recipient: { player: 'any' } };
    case 'combat-damage-to-opponent':
      return { on: 'deals-damage', object: 'self', combat: true, recipient: { player: 'opponent' } };
    case 'you-draw':
      return { on: 'draws', player: 'you', ...(t.nth ? { nth: t.nth } : {}) };
    case 'you-attack':
      return { on: 'player-attacks', player: 'you', ...(t.min ? { atLeast: t.min } : {}) };
    case 'host-attacks':
      return { on: 'attacks', object: 'host' };
    case 'host-combat-damage-to-player':
      return { on: 'deals-damage', object: 'host', combat: true, recipient: { player: 'any' } };
    case 'creature-combat-damage-to-player':
    case 'creature-you-control-combat-damage-to-player':
      return { on: 'deals-damage', object: { ...creature, controller: 'you' }, combat: true, recipient: { player: 'any' } };
    case 'another-creature-dies':
    case 'creature-dies':
      return { on: 'dies', object: { ...creature, ...whose(t.yours, t.opponents), ...(t.nontoken ? { token: false } : {}), ...(t.event === 'another-creature-dies' ? { other: true } : {}) } };
    case 'creature-enters':
      return { on: 'enters', object: { ...creature, ...whose(t.yours), ...(t.creatureType ? { subtypes: [t.creatureType] } : {}), ...(t.other ? { other: true } : {}) }, ...(t.orSelf ? { or: [{ on: 'enters', object: 'self' }] } : {}) };
    case 'you-cast':
      return { on: 'casts', player: 'you', spell: t.spell === 'any' ? {} : t.spell === 'creature' ? { types: ['Creature'] } : t.spell === 'noncreature' ? { notTypes: ['Creature'] } : { types: ['Instant', 'Sorcery'] } };
    case 'spell-cast':
      return { on: 'casts', player: t.caster === 'you' ? 'you' : t.caster === 'an-opponent' ? 'opponent' : 'any', spell: spellFilter(t.filter) };
    case 'you-gain-life':
      return { on: 'gains-life', player: 'you' };
    case 'self-becomes-target':
      return { on: 'becomes-target', object: 'self' };
    case 'becomes-target':
      return { on: 'becomes-target', object: 'self', player: 'opponent' };
    case 'becomes-tapped':
    case 'becomes-untapped':
      return { on: t.event, object: 'self' };
    case 'self-to-graveyard':
      return { on: 'put-into-graveyard', object: 'self' };
    case 'damaged-by-self-dies':
      return { on: 'dies', object: { ...creature, dealtDamageBySelf: true } };
    case 'one-or-more-die':
      return { on: 'dies', object: { ...creature, ...whose(t.yours), ...(t.other ? { other: true } : {}) }, batched: true };
    case 'self-leaves':
      return { on: 'leaves', object: 'self' };
    case 'attached-dies':
      return { on: 'dies', object: 'host' };
    case 'self-exploits':
      return { on: 'exploits', object: 'self' };
    case 'turned-face-up':
      return { on: 'turned-face-up', object: 'self' };
    case 'control-none':
      return { on: 'state', condition: { kind: 'controls', who: 'you', filter: { subtypes: [t.landType] }, atMost: 0 } };
    case 'damage-event':
      return { on: t.side === 'deals' ? 'deals-damage' : 'dealt-damage', object: t.who, ...(t.combat ? { combat: true } : {}) };
    case 'transforms-into':
      return { on: 'transforms', object: 'self' };
    case 'day-night-changes':
      return { on: 'day-night-changes' };
  }
}

/** The intervening "if" an ability's own flags say (603.4). */
function legacyIf(a: Triggered): Condition | undefined {
  const all: Condition[] = [];
  if (a.ifKicked) all.push({ kind: 'source-status', status: { was: 'kicked', ...(a.ifKicked !== true ? { with: a.ifKicked } : {}) } });
  if (a.ifEvoked) all.push({ kind: 'source-status', status: { was: 'evoked' } });
  if (a.ifPaid) all.push({ kind: 'source-status', status: { was: 'alt-cost', keyword: a.ifPaid } });
  if (a.ifTributeNotPaid) all.push({ kind: 'not', condition: { kind: 'source-status', status: { was: 'tribute-paid' } } });
  if (a.ifOffspring) all.push({ kind: 'source-status', status: { was: 'offspring' } });
  if (a.ifBargained) all.push({ kind: 'source-status', status: { was: 'bargained' } });
  if (a.ifNoCounters) all.push({ kind: 'source', filter: { counters: { kind: a.ifNoCounters, none: true } } });
  if (a.ifSpellsLastTurn) all.push('none' in a.ifSpellsLastTurn ? { kind: 'cast-last-turn', by: 'all-players', op: '==', value: 0 } : { kind: 'cast-last-turn', by: 'one-player', op: '>=', value: a.ifSpellsLastTurn.min });
  return all.length === 0 ? undefined : all.length === 1 ? all[0] : { kind: 'all', conditions: all };
}

const specs = new WeakMap<Triggered, TriggerSpec>();

/** The ability's trigger as a spec, its intervening "if" included. */
export function specOf(a: Triggered): TriggerSpec {
  if ('on' in a.trigger) return a.trigger;
  let spec = specs.get(a);
  if (!spec) {
    const cond = legacyIf(a);
    spec = { ...legacySpec(a.trigger), ...(cond ? { interveningIf: cond } : {}) };
    specs.set(a, spec);
  }
  return spec;
}
