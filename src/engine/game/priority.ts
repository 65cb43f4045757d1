// Priority (117): before anyone gets priority, the 117.5 loop runs — state-based actions as
// one batch repeated until none apply (704.3), then waiting triggers go on the stack in
// APNAP order (603.3b), and again until neither happens.
import { cite, type ReasonCode } from '../citations.ts';
import { targetsOf } from '../oracle/ast.ts';
import { characteristics } from './characteristics.ts';
import { destroy, leaveBattlefield } from './events.ts';
import { apnap, choiceNames, newId, noteDefault, player, takeChoice, trace, type Game, type PendingTrigger, type Permanent, type StackItem, type TargetRef } from './state.ts';
import { legalTargets, resolveTargetName, targetProblem } from './targets.ts';

/** The 117.5 loop: SBAs and triggers until the game is stable, then `who` receives priority. */
export function givePriority(game: Game, who: string): void {
  for (;;) {
    announceStaticEffects(game);
    while (!game.ended && performStateBasedActions(game)) announceStaticEffects(game);
    if (game.ended) return;
    if (game.pendingTriggers.length === 0) break;
    putTriggersOnStack(game);
  }
  game.priority = who;
  game.passesInRow = 0;
}

/** Reports each static effect the first time it applies to an object (layers, 613). */
function announceStaticEffects(game: Game): void {
  const found: Array<{ key: string; text: string; layer: string; code: ReasonCode; timestamps: boolean }> = [];
  for (const p of game.battlefield) {
    const applied = characteristics(game, p).applied;
    for (const a of applied) {
      const key = `${a.sourceId}>${p.id}>${a.layer}`;
      // Several effects in one layer apply in timestamp order (613.7).
      const timestamps = applied.filter((x) => x.layer === a.layer).length > 1;
      if (!game.announced[key]) found.push({ key, text: `${a.sourceName}: ${p.card.def.name} ${a.what}`, layer: a.layer, code: a.code, timestamps });
    }
  }
  const layerOrder = ['4', '6', '7b', '7c', '7d'];
  found.sort((a, b) => layerOrder.indexOf(a.layer) - layerOrder.indexOf(b.layer));
  for (const f of found) {
    game.announced[f.key] = true;
    const codes: ReasonCode[] = f.code === 'basicLandTypeSet' ? ['layerType', 'basicLandTypeSet'] : [f.code];
    if (f.timestamps) codes.push('timestamps');
    trace(game, 'continuous-effect', `${f.text} (layer ${f.layer})`, cite(...codes));
  }
}

function noteOnce(game: Game, key: string, text: string, rules: string[]): void {
  if (game.announced[key]) return;
  game.announced[key] = true;
  trace(game, 'note', text, rules);
}

/** One batch of state-based actions (704.3); returns whether any were performed. */
export function performStateBasedActions(game: Game): boolean {
  let performed = false;
  for (const p of game.players) {
    if (p.lost) continue;
    if (p.life <= 0) {
      p.lost = true;
      performed = true;
      trace(game, 'loses', `${p.name} has ${p.life} life and loses the game`, cite('sbaBatch', 'sbaZeroLife', 'loseAtZeroLife'));
    } else if (p.drewFromEmpty) {
      p.lost = true;
      performed = true;
      trace(game, 'loses', `${p.name} attempted to draw from an empty library and loses the game`, cite('sbaBatch', 'sbaEmptyDraw'));
    }
  }
  for (const p of game.players) {
    for (const zone of [p.graveyard, p.hand, p.exile]) {
      const tokens = zone.filter((c) => c.token);
      for (const t of tokens) {
        zone.splice(zone.indexOf(t), 1);
        performed = true;
        trace(game, 'token-ceases', `${t.def.name} ceases to exist`, cite('sbaBatch', 'tokenCeases'));
      }
    }
  }
  const moves: Array<{ object: Permanent; to: 'graveyard'; why: string; rules: string[] }> = [];
  const destructions: Array<{ object: Permanent; why: string; rules: string[] }> = [];
  const legends = new Map<string, Permanent[]>();
  for (const perm of game.battlefield) {
    const c = characteristics(game, perm);
    if (c.types.includes('Creature')) {
      const toughness = c.toughness ?? 0;
      if (toughness <= 0) moves.push({ object: perm, to: 'graveyard', why: `has toughness ${toughness}`, rules: cite('sbaBatch', 'sbaToughnessZero') });
      else if (perm.damage >= toughness && c.keywords.has('indestructible')) noteOnce(game, `indestructible>${perm.id}>${perm.damage}`, `${c.name} has lethal damage marked but is indestructible, so it is not destroyed`, cite('indestructible'));
      else if (perm.damage >= toughness) destructions.push({ object: perm, why: `has ${perm.damage} damage marked, lethal for toughness ${toughness}`, rules: cite('sbaBatch', 'sbaLethalDamage') });
      else if (perm.deathtouched && perm.damage > 0 && !c.keywords.has('indestructible')) destructions.push({ object: perm, why: 'was dealt damage by a source with deathtouch', rules: cite('sbaBatch', 'sbaDeathtouch') });
    }
    if (c.supertypes.includes('Legendary')) {
      const key = `${perm.controller}|${c.name}`;
      legends.set(key, [...(legends.get(key) ?? []), perm]);
    }
    const plus = perm.counters['+1/+1'] ?? 0;
    const minus = perm.counters['-1/-1'] ?? 0;
    if (plus > 0 && minus > 0) {
      const n = Math.min(plus, minus);
      perm.counters['+1/+1'] = plus - n;
      perm.counters['-1/-1'] = minus - n;
      performed = true;
      trace(game, 'counters', `${n} +1/+1 and ${n} -1/-1 counters are removed from ${c.name}`, cite('sbaBatch', 'sbaCountersAnnihilate'));
    }
  }
  for (const group of legends.values()) {
    if (group.length < 2) continue;
    // The player chooses which to keep; without a choice the engine keeps the first listed.
    const keep = takeChoice(game, group[0]!.controller, (v) => {
      const names = choiceNames(v, 'keep');
      return names?.length === 1 ? group.find((p) => p.id === names[0]) : undefined;
    });
    if (keep) group.sort((a, b) => (a === keep ? -1 : b === keep ? 1 : 0));
    else noteDefault(game, `legend rule: ${group[0]!.controller} keeps ${group[0]!.id}`);
    for (const extra of group.slice(1)) {
      if (!moves.some((m) => m.object === extra)) moves.push({ object: extra, to: 'graveyard', why: `is a second legendary ${extra.card.def.name}`, rules: cite('sbaBatch', 'sbaLegendRule') });
    }
  }
  for (const perm of game.battlefield) {
    if (!perm.card.def.subtypes.includes('Aura') && !perm.card.def.subtypes.includes('Equipment')) continue;
    const isAura = perm.card.def.subtypes.includes('Aura');
    const host = perm.attachedTo ? game.battlefield.find((p) => p.id === perm.attachedTo) : undefined;
    if (!isAura && !perm.attachedTo) continue;
    const hostChars = host ? characteristics(game, host) : undefined;
    const color = hostChars ? characteristics(game, perm).colors.find((col) => hostChars.protections.includes(col)) : undefined;
    const illegal = !host || !hostChars!.types.includes('Creature') || color !== undefined;
    if (!illegal) continue;
    const why = !host ? 'is not attached to anything' : color ? `is attached to ${hostChars!.name}, which has protection from ${color}` : `is attached to ${hostChars!.name}, which is not a creature`;
    if (isAura) moves.push({ object: perm, to: 'graveyard', why, rules: cite('sbaBatch', 'sbaAura', ...(color ? (['protectionAura'] as const) : [])) });
    else {
      delete perm.attachedTo;
      performed = true;
      trace(game, 'unattach', `${perm.card.def.name} ${why} and becomes unattached`, cite('sbaBatch', 'sbaEquipment', ...(color ? (['protectionEquip'] as const) : [])));
    }
  }
  for (const perm of game.battlefield) perm.deathtouched = false;
  if (moves.length || destructions.length) {
    performed = true;
    // SBAs happen simultaneously: regeneration and moves first, then one zone change for all.
    const regenerating = destructions.filter((d) => game.regenerationShields.includes(d.object.id));
    if (regenerating.length) destroy(game, regenerating);
    leaveBattlefield(game, [...moves, ...destructions.filter((d) => !regenerating.includes(d)).map((d) => ({ ...d, to: 'graveyard' as const }))]);
  }
  checkGameEnd(game);
  return performed;
}

export function checkGameEnd(game: Game): void {
  if (game.ended) return;
  const remaining = game.players.filter((p) => !p.lost);
  if (remaining.length === game.players.length) return;
  game.ended = true;
  if (remaining.length === 0) {
    game.draw = true;
    game.winner = null;
    trace(game, 'game-over', 'all players lost simultaneously: the game is a draw', cite('drawAllLose'));
  } else if (remaining.length === 1) {
    game.winner = remaining[0]!.name;
    trace(game, 'game-over', `${remaining[0]!.name} wins the game`, cite('winByOpponentsLeft'));
  }
}

/** Waiting triggers go on the stack: active player's first, then each other player's (603.3b). */
function putTriggersOnStack(game: Game): void {
  const pending = game.pendingTriggers;
  game.pendingTriggers = [];
  const contextCode: ReasonCode[] = game.step === 'upkeep' ? ['upkeepTriggers'] : game.step === 'combat-damage' ? ['combatDamageTriggers'] : [];
  for (const p of apnap(game)) {
    const mine = pending.filter((x) => x.controller === p.name);
    const order = mine.length > 1 ? takeOrder(game, p.name, mine.map((t) => t.source)) : undefined;
    if (order) {
      const rank = (t: PendingTrigger): number => {
        const i = order.findIndex((o) => o.toLowerCase() === t.source.name.toLowerCase() || o === t.source.id);
        return i < 0 ? order.length : i;
      };
      mine.sort((a, b) => rank(a) - rank(b));
      trace(game, 'order', `${p.name} puts their triggers on the stack in the order given: ${mine.map((t) => t.source.name).join(', ')} (the last resolves first)`, cite('apnap'));
    } else if (mine.length > 1) noteDefault(game, `${p.name}'s simultaneous triggers go on the stack in the order they triggered`);
    for (const t of mine) {
      const kinds = targetsOf(t.ability.effects);
      const targets: TargetRef[] = [];
      let ok = true;
      const chosen = kinds.length
        ? takeChoice(game, t.controller, (v) => {
            const names = choiceNames(v, 'targets');
            if (!names || names.length !== kinds.length) return undefined;
            try {
              const refs = names.map((n, i) => resolveTargetName(game, n, kinds[i]!, 'choose'));
              return refs.every((r, i) => !targetProblem(game, t.source, t.controller, r, kinds[i]!)) ? refs : undefined;
            } catch {
              return undefined;
            }
          })
        : undefined;
      if (chosen) targets.push(...chosen);
      else for (const kind of kinds) {
        const options = legalTargets(game, t.source, t.controller, kind).sort((a, b) => preferOpponents(game, t.controller, a) - preferOpponents(game, t.controller, b));
        if (!options.length) {
          ok = false;
          break;
        }
        targets.push(options[0]!);
        noteDefault(game, `${t.source.name}'s trigger targets the first legal option (${'name' in options[0]! ? options[0]!.name : options[0]!.id})`);
      }
      if (!ok) {
        trace(game, 'trigger-removed', `${t.source.name}'s ability triggered but has no legal target, so it is removed`, cite('triggerOnStack'));
        continue;
      }
      const item: StackItem = { id: newId(game, `${t.source.name} trigger`), kind: 'ability', source: t.source, controller: t.controller, effects: t.ability.effects, targets, targetKinds: kinds, text: t.ability.text, trigger: true };
      game.stack.push(item);
      const kindCode: ReasonCode[] = t.ability.trigger.event === 'etb' || t.ability.trigger.event === 'creature-enters' ? ['etbTrigger'] : ['dies', 'another-creature-dies', 'creature-dies'].includes(t.ability.trigger.event) ? ['ltbTrigger', 'lookBack'] : t.ability.trigger.event === 'attacks' ? ['attackTrigger'] : t.ability.trigger.event === 'blocks' ? ['blockTrigger'] : [];
      trace(game, 'trigger', `${t.reason}: ${t.source.name}'s ability "${t.ability.text}" is put on the stack (${t.controller})`, cite('triggers', 'triggerOnStack', ...contextCode, ...kindCode, ...(pending.length > 1 ? (['apnap'] as const) : [])));
    }
  }
}

/** The first queued `order` decision of this player that names one of these trigger sources. */
function takeOrder(game: Game, who: string, sources: Array<{ id: string; name: string }>): string[] | undefined {
  const i = game.triggerOrders.findIndex((o) => o.player === who && o.sources.some((s) => sources.some((x) => x.id === s || x.name.toLowerCase() === s.toLowerCase())));
  if (i < 0) return undefined;
  return game.triggerOrders.splice(i, 1)[0]!.sources;
}

function preferOpponents(game: Game, controller: string, t: { kind: string; name?: string; id?: string }): number {
  if (t.kind === 'player') return t.name === controller ? 3 : 0;
  if (t.kind === 'permanent') return game.battlefield.find((p) => p.id === t.id)?.controller === controller ? 2 : 1;
  return 4;
}

/** The priority holder passes (117.3d). All players passing in succession resolves the top of the stack or ends the step (117.4). */
export function passPriority(game: Game): 'resolve' | 'end-step' | 'next' {
  const who = game.priority!;
  game.passesInRow++;
  const inGame = game.players.filter((p) => !p.lost);
  const allPassed = game.passesInRow >= inGame.length;
  trace(game, 'pass', `${who} passes priority${allPassed ? (game.stack.length ? '; all players have passed in succession, so the top of the stack resolves' : '; all players have passed with an empty stack, so the step ends') : ''}`, allPassed ? cite('pass', 'allPass') : cite('pass'));
  if (allPassed) return game.stack.length ? 'resolve' : 'end-step';
  const i = inGame.findIndex((p) => p.name === who);
  game.priority = inGame[(i + 1) % inGame.length]!.name;
  return 'next';
}

export function activePlayerName(game: Game): string {
  return player(game, game.active).name;
}
