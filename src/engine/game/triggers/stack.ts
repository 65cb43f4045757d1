// Putting waiting triggered abilities on the stack (603.3): APNAP order (603.3b), each
// player's in the order they chose, targets chosen as they go on the stack.
import { checkSlots, excludedBySlot, graveyardOwner, restOptional } from '../target-slots.ts';
import { divideDamage } from '../divided-damage.ts';
import { cite, type ReasonCode } from '../../citations.ts';
import { targetsOf } from '../../oracle/ast.ts';
import { say } from '../../messages/message.ts';
import { apnap, choiceNames, newId, noteDefault, permanentById, takeChoice, trace, type Game, type PendingTrigger, type StackItem, type TargetRef } from '../state.ts';
import { isSourceRef, legalTargets, resolveTargetName, targetProblem } from '../targets.ts';
import { becameTargets } from '../targeted.ts';
import { keywordTriggerCodes } from './codes.ts';
import { triggerEffects } from '../cast-options.ts';
import { commandZoneRule } from '../emblems.ts';

/** Waiting triggers go on the stack: active player's first, then each other player's (603.3b). */
export function putTriggersOnStack(game: Game): void {
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
      trace(game, 'order', say('trigger.order', { player: p.name, sources: mine.map((t) => t.source.name).join(', ') }), cite('apnap'));
    } else if (mine.length > 1) noteDefault(game, say('default.triggerOrder', { player: p.name }));
    for (const t of mine) {
      // A modal trigger's modes are chosen first (603.3c), from a `choose: {modes: [...]}`.
      const wantedModes = t.ability.modes ? takeChoice(game, t.controller, (v) => (v && typeof v === 'object' && 'modes' in v ? ([] as Array<string | number>).concat((v as { modes: string | number | Array<string | number> }).modes) : undefined)) : undefined;
      const effects = triggerEffects(game, t.source, t.controller, t.ability, wantedModes);
      if (!effects) continue;
      const kinds = targetsOf(effects);
      const targets: TargetRef[] = [];
      let ok = true;
      const chosen = kinds.length
        ? takeChoice(game, t.controller, (v) => {
            const names = choiceNames(v, 'targets');
            // Fewer names than slots leave the "up to" slots after them empty (601.2c).
            if (!names || names.length > kinds.length || !restOptional(kinds, names.length)) return undefined;
            try {
              const refs = names.map((n, i) => resolveTargetName(game, n, kinds[i]!, 'choose', (o) => !targetProblem(game, t.source, t.controller, o, kinds[i]!, t.event?.player)));
              if (!refs.every((r, i) => !targetProblem(game, t.source, t.controller, r, kinds[i]!, t.event?.player))) return undefined;
              return checkSlots(t.source.name, isSourceRef(game, t.source), kinds, refs, graveyardOwner(game));
            } catch {
              return undefined;
            }
          })
        : undefined;
      if (chosen) targets.push(...chosen);
      else for (const [i, kind] of kinds.entries()) {
        const options = legalTargets(game, t.source, t.controller, kind, t.event?.player).filter((o) => !excludedBySlot(kinds, targets, i, o, isSourceRef(game, t.source), graveyardOwner(game))).sort((a, b) => preferOpponents(game, t.controller, a) - preferOpponents(game, t.controller, b));
        // An "up to" slot with nothing left to choose stays empty, and so do the rest.
        if (!options.length && restOptional(kinds, i)) break;
        if (!options.length) {
          ok = false;
          break;
        }
        targets.push(options[0]!);
        noteDefault(game, say('default.triggerTarget', { source: t.source.name, target: 'name' in options[0]! ? options[0]!.name : options[0]!.id }));
      }
      if (!ok) {
        trace(game, 'trigger-removed', say('trigger.removed', { source: t.source.name }), cite('triggerOnStack', 'triggerNoTarget'));
        continue;
      }
      if (t.additional) trace(game, 'trigger', say('trigger.additional', { source: t.source.name, text: t.ability.text, by: t.additional.by, times: t.additional.times }), cite('triggersAdditional'));
      // 107.3m: an enters-the-battlefield ability's X is the X chosen for the spell the permanent was.
      const castX = t.on === 'enters' && t.event?.object === t.source.id ? permanentById(game, t.source.id)?.castX : undefined;
      const item: StackItem = { id: newId(game, `${t.source.name} trigger`), kind: 'ability', source: t.source, controller: t.controller, effects, targets, targetSpecs: kinds, text: t.ability.text, trigger: true, ...(t.ability.kind === 'triggered' && t.ability.trigger.doOnce ? { doneOnceKey: `${t.source.id}|${t.ability.text}` } : {}), ...(t.event ? { event: t.event } : {}), ...(t.interveningIf ? { interveningIf: t.interveningIf } : {}), ...(t.carried ? { carried: t.carried } : {}), ...(castX !== undefined ? { x: castX } : {}) };
      game.stack.push(item);
      becameTargets(game, item);
      trace(game, 'trigger', say('trigger.onStack', { reason: t.reason, source: t.source.said ?? t.source.name, text: t.ability.text, controller: t.controller }), cite('triggers', 'triggerOnStack', ...eventCodes(t), ...(t.rules ?? []), ...keywordTriggerCodes(t.ability), ...[commandZoneRule(game, t.source.id)].filter((r) => r !== undefined), ...(t.ability.trigger.interveningIf ? (['interveningIf'] as const) : []), ...contextCode, ...(pending.length > 1 ? (['apnap'] as const) : [])));
      divideDamage(game, item);
    }
  }
}

/** The rules of the kind of event the ability triggered on (603.6, 603.10a, 508.3, 509.3, 601.2i). */
function eventCodes(t: PendingTrigger): ReasonCode[] {
  switch (t.on) {
    case 'enters':
      return ['etbTrigger'];
    case 'leaves':
    case 'dies':
    case 'put-into-graveyard':
    case 'exiled':
    case 'returned-to-hand':
    case 'sacrificed':
      return ['ltbTrigger', 'lookBack'];
    case 'reflexive':
      return ['reflexiveTrigger'];
    case 'attacks':
      return ['attackTriggersNow', 'attackTrigger'];
    case 'player-attacks':
      return ['attackTriggersNow', 'playerAttacksTrigger'];
    case 'blocks':
      return t.ability.trigger.versus ? ['blocksCreatureTrigger'] : ['blockTrigger'];
    case 'becomes-blocked':
      return t.versus ? ['blockedByCreatureTrigger'] : ['becomesBlockedTrigger'];
    case 'casts':
      return t.ability.text === 'Prowess' ? ['castTrigger', 'prowess'] : ['castTrigger'];
    case 'copies':
      return ['copySpell'];
    case 'scries':
      return ['scryTrigger'];
    case 'surveils':
      return ['surveilTrigger'];
    case 'explores':
      return ['exploresTrigger'];
    case 'exerts':
      return ['exert'];
    case 'commits-crime':
      return ['crime'];
    case 'expends':
      return ['expend'];
    case 'leaves-graveyard':
      return ['oncePerEvent', 'leavesGraveyardLookBack'];
    case 'becomes-designated':
      return t.ability.trigger.designation === 'renowned' ? ['renowned'] : ['monstrous'];
    default:
      return [];
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

