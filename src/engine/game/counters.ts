// Putting counters on a permanent (122.1, 122.6: also as it enters), the one way the game does it:
// through the replacement effects that watch it (Hardened Scales, Doubling Season, 614.1a), then
// the event is raised ("whenever one or more counters are put", a Saga's chapters, 714.2b).
import { cite } from '../citations.ts';
import { JudgeError } from '../../errors.ts';
import { characteristics } from './characteristics.ts';
import { say } from '../messages/message.ts';
import { pt, ptLayers } from './pt.ts';
import { replaceEvent } from './replacement/handler.ts';
import { copiable } from './layers.ts';
import { nextTimestamp, trace, type Game, type Permanent } from './state.ts';
import { KEYWORD_COUNTERS, type Keyword } from '../oracle/ast.ts';
import { raise } from './stream.ts';

/**
 * Puts `count` counters of a kind on a permanent and returns how many were put. `enters`: as it
 * enters (an "enters with" replacement); `enters` and `quiet`: the caller traces its own sentence;
 * otherwise the trace says what its P/T became (613.4c) or how many it has.
 */
export function putCounters(game: Game, perm: Permanent, counter: string, count: number, how: { enters?: true; quiet?: true; by?: string; cost?: true } = {}): number {
  if (count <= 0) return 0;
  const n = replaceEvent(game, { type: 'counters', object: perm, counter, count, applied: [], ...(how.enters ? { enters: true as const } : {}), ...(how.by ? { by: how.by } : {}), ...(how.cost ? { cost: true as const } : {}) })?.count ?? 0;
  if (n <= 0) return 0;
  const before = perm.counters[counter] ?? 0;
  perm.counters[counter] = before + n;
  // every counter of the kind receives the new counter's timestamp (613.7c): a keyword counter's keyword applies from then.
  if (KEYWORD_COUNTERS.includes(counter as Keyword)) perm.counterTimestamps = { ...perm.counterTimestamps, [counter]: nextTimestamp(game) };
  if (!how.enters && !how.quiet) {
    // A named counter (charge, spore…) changes no characteristic: say how many it has now.
    if (counter === 'level') levelUp(game, perm);
    // So does a +1/+1 counter on a permanent that isn't a creature yet (awaken's land, 702.113a): it has no P/T to tell.
    else if ((counter !== '+1/+1' && counter !== '-1/-1') || characteristics(game, perm).power === undefined) trace(game, 'counters', say('effect.namedCountersPut', { count: n, counter, object: perm.card.def.name, total: perm.counters[counter] }), cite('counters', ...(counter === 'stun' ? (['stun'] as const) : KEYWORD_COUNTERS.includes(counter as Keyword) ? (['keywordCounter', 'layerAbility'] as const) : [])));
    else trace(game, 'counters', say('effect.countersPut', { count: n, counter, object: perm.card.def.name, pt: pt(game, perm.id) }), cite('counters', ...ptLayers(game, perm.id, 'layerModifyPT')));
  }
  raise(game, { kind: 'counters-put', object: perm.id, counter, amount: n, before });
  return n;
}

/** A level counter (702.87a): the level the permanent has now, and the level symbol that applies (711.2a-b), or none yet (the printed P/T, 711.5). */
function levelUp(game: Game, self: Permanent): void {
  const level = self.counters.level ?? 0;
  const bands = copiable(self).abilities.flatMap((a) => (a.kind === 'static' && a.condition?.kind === 'level' ? [a.condition] : []));
  const band = bands.find((b) => level >= b.min && (b.max === undefined || level <= b.max));
  const bandRule = !bands.length ? [] : !band ? (['levelBelow'] as const) : band.max === undefined ? (['levelPlus'] as const) : (['levelRange'] as const);
  trace(game, 'counters', say('leveler.levelUp', { object: self.card.def.name, level }), cite('levelUp', 'counters', ...bandRule), { object: self.id });
}

/**
 * Removes up to `count` counters of a kind from a permanent (all of them for 'all'; every kind for
 * 'any' with 'all') and returns how many were removed; "whenever a counter is removed" sees each kind.
 */
export function removeCounters(game: Game, perm: Permanent, counter: string | 'any', count: number | 'all'): number {
  const kinds = counter === 'any' ? Object.keys(perm.counters) : [counter];
  let removed = 0;
  for (const kind of kinds) {
    const have = perm.counters[kind] ?? 0;
    const n = Math.min(have, count === 'all' ? have : count);
    if (n <= 0) continue;
    perm.counters[kind] = have - n;
    removed += n;
    trace(game, 'counters', say('effect.countersRemoved', { count: n, counter: say('term.counter', { counter: kind }), object: perm.card.def.name, left: have - n }), cite('counters', ...(kind === '+1/+1' || kind === '-1/-1' ? ptLayers(game, perm.id, 'layerModifyPT') : [])));
    raise(game, { kind: 'counters-removed', object: perm.id, counter: kind, amount: n, left: have - n });
  }
  return removed;
}

/**
 * Counters on a player (poison, 122.1f) go through no replacement effect yet: with one on the
 * battlefield that would change them ("on a permanent or player", Vorinclex), the replay is
 * refused rather than answered wrongly.
 */
export function checkPlayerCounters(game: Game, who: string): void {
  const by = game.battlefield.find((p) => characteristics(game, p).abilities.some((a) => a.kind === 'replace' && a.watch.on === 'counters-put' && a.watch.players));
  if (by) throw new JudgeError('not_implemented', `counters put on ${who} while ${by.card.def.name} would change them: counters on players through replacement effects are not modelled`);
}
