// Resolving the top of the stack (405.5, 608): target check, then the instructions in order.
import { cite, type ReasonCode } from '../citations.ts';
import type { Effect } from '../oracle/ast.ts';
import { characteristics } from './characteristics.ts';
import { dealDamage, destroy, drawCards, gainLife, leaveBattlefield, loseLife, nameOf, putOntoBattlefield } from './events.ts';
import { newId, nextTimestamp, noteDefault, opponents, permanentById, player, trace, type Game, type StackItem, type TargetRef } from './state.ts';
import { targetProblem } from './targets.ts';

export function resolveTop(game: Game): void {
  const item = game.stack.pop();
  if (!item) return;
  const kinds = item.targetKinds;
  const legal = item.targets.map((t, i) => !targetProblem(game, item.source, item.controller, t, kinds[i]!));
  const isPermanentSpell = item.kind === 'spell' && item.card && !item.card.def.types.some((t) => t === 'Instant' || t === 'Sorcery');

  if (item.targets.length > 0 && legal.every((ok) => !ok)) {
    // 608.2b: with every target illegal, the spell or ability doesn't resolve.
    trace(game, 'fizzle', `${item.source.name} doesn't resolve: its target${item.targets.length > 1 ? 's are' : ' is'} no longer legal`, cite('illegalTargetsOnResolve'));
    if (item.card) finishSpell(game, item, false);
    return;
  }
  if (isPermanentSpell && item.card) {
    const perm = putOntoBattlefield(game, item.card, item.controller);
    const enchanted = item.targets[0];
    if (enchanted?.kind === 'permanent' && item.card.def.subtypes.includes('Aura')) {
      perm.attachedTo = enchanted.id;
      trace(game, 'attach', `${item.card.def.name} enters the battlefield attached to ${nameOf(game, enchanted)}`, cite('permanentEnters', 'auraTarget', 'attach'), { object: perm.id, attachedTo: enchanted.id });
      return;
    }
    trace(game, 'resolve', `${item.card.def.name} resolves and enters the battlefield under ${item.controller}'s control`, cite('stackResolveTop', 'permanentEnters'), { object: perm.id });
    return;
  }
  trace(game, 'resolve', `${item.source.name}${item.kind === 'ability' ? "'s ability" : ''} resolves${item.kind === 'ability' ? `: "${item.text}"` : ''}`, cite('stackResolveTop', 'resolveSpell', ...(item.targets.length ? (['followInstructions'] as const) : [])));
  let targetIndex = 0;
  for (const effect of item.effects) {
    let target: TargetRef | undefined;
    if ('target' in effect && effect.target) {
      const i = 'sameTarget' in effect && effect.sameTarget ? targetIndex - 1 : targetIndex++;
      if (!legal[i]) {
        trace(game, 'skip', `${nameOf(game, item.targets[i]!)} is no longer a legal target and is not affected`, cite('illegalTargetsOnResolve'));
        continue;
      }
      target = item.targets[i];
    }
    applyEffect(game, item, effect, target);
  }
  if (item.card) finishSpell(game, item, true);
}

function finishSpell(game: Game, item: StackItem, resolved: boolean): void {
  if (!item.card) return;
  player(game, item.card.owner).graveyard.push(item.card);
  if (resolved) trace(game, 'zone-change', `${item.card.def.name} is put into ${item.card.owner}'s graveyard`, cite('spellToGraveyard'));
}

export function applyEffect(game: Game, item: StackItem, effect: Effect, target?: TargetRef): void {
  const src = item.source;
  const perm = target?.kind === 'permanent' ? permanentById(game, target.id) : undefined;
  switch (effect.type) {
    case 'damage':
      if (target) {
        const amount = effect.amount === 'X' ? (item.x ?? 0) : effect.amount;
        if (amount > 0) dealDamage(game, [{ type: 'damage', source: src, to: target, amount, combat: false }]);
      }
      return;
    case 'damage-each': {
      const events = game.battlefield
        .filter((p) => effect.creatures && characteristics(game, p).types.includes('Creature'))
        .map((p) => ({ type: 'damage' as const, source: src, to: { kind: 'permanent' as const, id: p.id }, amount: effect.amount, combat: false }));
      if (effect.players) for (const p of game.players) if (!p.lost) events.push({ type: 'damage', source: src, to: { kind: 'player', name: p.name } as never, amount: effect.amount, combat: false });
      dealDamage(game, events);
      return;
    }
    case 'pump':
      if (!perm) return;
      game.floating.push({ timestamp: nextTimestamp(game), objectId: perm.id, sourceName: src.name, change: { layer: '7c', power: effect.power, toughness: effect.toughness } });
      trace(game, 'effect', `${perm.card.def.name} gets ${sign(effect.power)}/${sign(effect.toughness)} until end of turn (now ${pt(game, perm.id)})`, cite(...ptLayers(game, perm.id, 'layerModifyPT'), 'untilEndOfTurn'));
      return;
    case 'pump-self': {
      const self = permanentById(game, src.id);
      if (!self) return;
      game.floating.push({ timestamp: nextTimestamp(game), objectId: self.id, sourceName: src.name, change: { layer: '7c', power: effect.power, toughness: effect.toughness } });
      trace(game, 'effect', `${self.card.def.name} gets ${sign(effect.power)}/${sign(effect.toughness)} until end of turn (now ${pt(game, self.id)})`, cite(...ptLayers(game, self.id, 'layerModifyPT'), 'untilEndOfTurn'));
      return;
    }
    case 'grant':
      if (!perm) return;
      game.floating.push({ timestamp: nextTimestamp(game), objectId: perm.id, sourceName: src.name, change: { layer: '6', keyword: effect.keyword } });
      trace(game, 'effect', `${perm.card.def.name} gains ${effect.keyword} until end of turn`, cite('layerAbility', 'untilEndOfTurn'));
      return;
    case 'grant-self': {
      const self = permanentById(game, src.id);
      if (!self) return;
      game.floating.push({ timestamp: nextTimestamp(game), objectId: self.id, sourceName: src.name, change: { layer: '6', keyword: effect.keyword } });
      trace(game, 'effect', `${self.card.def.name} gains ${effect.keyword} until end of turn`, cite('layerAbility', 'untilEndOfTurn'));
      return;
    }
    case 'switch-pt':
      if (!perm) return;
      game.floating.push({ timestamp: nextTimestamp(game), objectId: perm.id, sourceName: src.name, change: { layer: '7d' } });
      trace(game, 'effect', `${perm.card.def.name}'s power and toughness are switched until end of turn (now ${pt(game, perm.id)})`, cite(...ptLayers(game, perm.id, 'layerSwitchPT'), 'untilEndOfTurn'));
      return;
    case 'destroy':
      if (perm) destroy(game, [{ object: perm, why: 'is destroyed', rules: cite('destroy') }]);
      return;
    case 'destroy-all': {
      // All at once (701.8a): indestructible ones stay, regeneration shields apply, dies triggers see each other.
      const type = { creatures: 'Creature', artifacts: 'Artifact', enchantments: 'Enchantment' }[effect.what];
      const all = game.battlefield.filter((p) => characteristics(game, p).types.includes(type));
      destroy(game, all.map((p) => ({ object: p, why: 'is destroyed', rules: cite('destroy') })));
      return;
    }
    case 'prevent-combat-damage':
      game.preventCombatDamage = true;
      trace(game, 'effect', 'all combat damage that would be dealt this turn will be prevented', cite('prevention'));
      return;
    case 'regenerate-self':
    case 'regenerate': {
      const who = effect.type === 'regenerate-self' ? permanentById(game, src.id) : perm;
      if (!who) return;
      // 701.19a: each resolution makes its own shield; two activations replace two destructions.
      game.regenerationShields.push(who.id);
      trace(game, 'effect', `the next time ${who.card.def.name} would be destroyed this turn, it is regenerated instead`, cite('regenerate', 'regenerationReplaces'));
      return;
    }
    case 'set-base-pt':
      if (!perm) return;
      game.floating.push({ timestamp: nextTimestamp(game), objectId: perm.id, sourceName: src.name, change: { layer: '7b', power: effect.power, toughness: effect.toughness } });
      trace(game, 'effect', `${perm.card.def.name} has base power and toughness ${effect.power}/${effect.toughness} until end of turn (now ${pt(game, perm.id)})`, cite(...ptLayers(game, perm.id, 'layerSetPT'), 'untilEndOfTurn'));
      return;
    case 'lose-abilities':
      if (!perm) return;
      game.floating.push({ timestamp: nextTimestamp(game), objectId: perm.id, sourceName: src.name, change: { layer: '6', removeAll: true } });
      trace(game, 'effect', `${perm.card.def.name} loses all abilities until end of turn`, cite('layerAbility', 'untilEndOfTurn'));
      return;
    case 'exile':
      if (perm) leaveBattlefield(game, [{ object: perm, to: 'exile', why: 'is exiled', rules: cite('exile') }]);
      return;
    case 'bounce':
      if (perm) leaveBattlefield(game, [{ object: perm, to: 'hand', why: "is returned to its owner's hand", rules: cite('followInstructions') }]);
      return;
    case 'tap':
      if (perm) {
        perm.tapped = true;
        trace(game, 'effect', `${perm.card.def.name} becomes tapped`, cite('tap'));
      }
      return;
    case 'untap':
      if (perm) {
        perm.tapped = false;
        trace(game, 'effect', `${perm.card.def.name} becomes untapped`, cite('tap'));
      }
      return;
    case 'attach': {
      const equipment = permanentById(game, src.id);
      if (!perm || !equipment) return;
      equipment.attachedTo = perm.id;
      equipment.timestamp = nextTimestamp(game);
      trace(game, 'attach', `${equipment.card.def.name} becomes attached to ${perm.card.def.name}`, cite('equip', 'attach'));
      return;
    }
    case 'counter-spell': {
      if (target?.kind !== 'stack') return;
      const i = game.stack.findIndex((s) => s.id === target.id);
      if (i < 0) return;
      const [countered] = game.stack.splice(i, 1);
      trace(game, 'counter', `${countered!.source.name} is countered and put into its owner's graveyard`, cite('counter'));
      if (countered!.card) player(game, countered!.card.owner).graveyard.push(countered!.card);
      return;
    }
    case 'gain-life':
      if (effect.optional) noteDefault(game, `${src.name}: "you may" — ${item.controller} chooses to gain the life`);
      gainLife(game, item.controller, effect.amount, ` (${src.name})`);
      return;
    case 'lose-life':
      if (effect.target && target?.kind === 'player') loseLife(game, target.name, effect.amount, ` (${src.name})`);
      else if (!effect.target) for (const o of opponents(game, item.controller)) loseLife(game, o.name, effect.amount, ` (${src.name})`);
      return;
    case 'draw':
      drawCards(game, item.controller, effect.amount, cite('draw'));
      return;
    case 'create-token':
      for (let i = 0; i < effect.count; i++) {
        const name = `${effect.subtype} Token`;
        const card = {
          id: newId(game, name),
          owner: item.controller,
          token: true,
          def: {
            name, typeLine: `Token Creature — ${effect.subtype}`, supertypes: [], types: ['Creature'], subtypes: [effect.subtype], manaCost: null,
            colors: effect.color === 'colorless' ? [] : [effect.color], power: effect.power, toughness: effect.toughness, abilities: [],
          },
        };
        const tokenPerm = putOntoBattlefield(game, card, item.controller);
        trace(game, 'create', `${item.controller} creates a ${effect.power}/${effect.toughness} ${effect.color} ${effect.subtype} creature token (${tokenPerm.id})`, cite('create', 'tokens'), { object: tokenPerm.id });
      }
      return;
    case 'put-counters':
      if (!perm) return;
      perm.counters[effect.counter] = (perm.counters[effect.counter] ?? 0) + effect.count;
      trace(game, 'counters', `${effect.count} ${effect.counter} counter${effect.count > 1 ? 's are' : ' is'} put on ${perm.card.def.name} (now ${pt(game, perm.id)})`, cite('counters', ...ptLayers(game, perm.id, 'layerModifyPT')));
      return;
    case 'prevent':
      if (!target) return;
      game.shields.push({ target, remaining: effect.amount, sourceName: src.name });
      trace(game, 'effect', `the next ${effect.amount} damage that would be dealt to ${nameOf(game, target)} this turn will be prevented`, cite('prevention'));
      return;
    case 'add-mana':
      player(game, item.controller).manaPool.push(...effect.mana);
      return;
  }
}

const sign = (n: number): string => (n >= 0 ? `+${n}` : `${n}`);

/** The P/T sublayers that shape the object's P/T now, in layer order — the effect's own
 *  (`own`) among them — so "now 5/1" after a switch also cites the +1/+1 applied before it. */
function ptLayers(game: Game, id: string, own: ReasonCode): ReasonCode[] {
  const p = permanentById(game, id);
  const layers = p ? characteristics(game, p).ptLayers : [];
  return layers.includes(own) ? layers : [own];
}

function pt(game: Game, id: string): string {
  const p = permanentById(game, id);
  if (!p) return '?';
  const c = characteristics(game, p);
  return `${c.power}/${c.toughness}`;
}
