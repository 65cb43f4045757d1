// Tapping and untapping (701.26): "tap target creature", "untap it", "tap all creatures your
// opponents control", "untap this creature", "untap up to four lands". Each object named is read
// as the instruction is carried out (game/refs.ts); objects chosen as it resolves (608.2d) are the
// controller's choice — a scenario's `choose: {untap: [NAME, …]}` (or `tap:`) — or, without one,
// the first ones in battlefield order it would want (a documented default): for "untap", its own
// tapped ones. "Tap or untap target permanent" is the controller's choice as it resolves (608.2d):
// `choose: {tapOrUntap: tap | untap}`, else the permanent's state is changed (an untapped one is
// tapped, a tapped one untapped: a documented default).
import type { Game, Permanent, StackItem } from '../game/state.ts';
import type { ObjectRef } from '../oracle/vocabulary.ts';
import type { EffectModule } from './module.ts';
import { becameTapped, stunInsteadOfUntap } from '../game/tapping.ts';
import { matchContext, type Scope } from '../game/refs.ts';
import { permanentsMatching } from '../game/match.ts';
import { cite, noteDefault, say, takeChoice, trace } from './shared.ts';
import { chooseObjects } from '../game/choices.ts';
import { permanentNamed } from '../game/targets.ts';
import { amountNow, permanentsNamed, verbScope } from './verb-scope.ts';
import { phaseOut } from '../game/phasing.ts';

export function setTapped(game: Game, perm: Permanent | undefined, tapped: boolean, rules: string[] = []): void {
  if (!perm) return;
  if (!tapped && perm.tapped && stunInsteadOfUntap(game, perm)) return;
  const changed = perm.tapped !== tapped;
  perm.tapped = tapped;
  if (changed) becameTapped(game, perm, tapped);
  trace(game, 'effect', say(tapped ? 'effect.tapped' : 'effect.untapped', { object: perm.card.def.name }), [...rules, ...cite('tap')]);
}

export const tapEffect: EffectModule<'tap'> = {
  resolve(game, item, effect, target, given) {
    const scope = verbScope(item, effect, target, given);
    const untap = effect.untap ? cite('untapPermanent') : [];
    if (effect.objects.ref === 'chosen') {
      for (const p of chosenToTap(game, item, effect.objects, scope, !!effect.untap)) setTapped(game, p, !effect.untap, [...cite('effectChoices'), ...untap]);
      return;
    }
    const { permanents, rules } = permanentsNamed(game, item, [effect.objects], scope);
    // "… phases out" (702.26b): all of them at once, with what is attached to them.
    if (effect.phaseOut) return phaseOut(game, permanents, rules);
    for (const p of permanents) {
      if (effect.either) tapOrUntap(game, item, p, rules);
      else setTapped(game, p, !effect.untap, [...rules, ...untap]);
    }
  },
};

/** The permanents the controller picks among those fitting (up to `count` of them with `upTo`). */
function chosenToTap(game: Game, item: StackItem, ref: Extract<ObjectRef, { ref: 'chosen' }>, scope: Scope, untap: boolean): Permanent[] {
  const fitting = permanentsMatching(game, ref.filter, matchContext(game, scope));
  const n = amountNow(game, ref.count, scope);
  const key = untap ? 'untap' : 'tap';
  const chosen = chooseObjects(game, item.controller, key, fitting, n, permanentNamed, ref.upTo ? 0 : Math.min(n, fitting.length));
  if (chosen) return chosen;
  noteDefault(game, say('default.untapUpTo', { source: item.source.name, player: item.controller, n, type: say('term.cardType', { type: ref.filter.types?.[0] ?? 'Permanent' }) }));
  return fitting.filter((p) => p.tapped === untap && p.controller === item.controller).slice(0, n);
}

/** "Tap or untap": `choose: {tapOrUntap: tap | untap}`, else the other state than the one it is in (noted). */
function tapOrUntap(game: Game, item: StackItem, p: Permanent, rules: string[]): void {
  const chosen = takeChoice(game, item.controller, (v) => {
    const w = v && typeof v === 'object' && !Array.isArray(v) ? (v as { tapOrUntap?: unknown }).tapOrUntap : undefined;
    return w === 'tap' || w === 'untap' ? w : undefined;
  });
  if (!chosen) noteDefault(game, say('default.tapOrUntap', { source: item.source.name, player: item.controller, object: p.card.def.name, untap: p.tapped }));
  const untap = chosen ? chosen === 'untap' : p.tapped;
  setTapped(game, p, !untap, [...rules, ...cite('effectChoices'), ...(untap ? cite('untapPermanent') : [])]);
}
