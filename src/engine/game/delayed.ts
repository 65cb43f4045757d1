// Delayed triggered abilities as data (603.7): a resolving instruction (the `delayed` verb, or a
// keyword's rules text — unearth, dash, blitz, warp, mobilize, encore, myriad) creates one; it
// triggers once, the next time its moment comes (603.7b, game/triggers/handler.ts), and refers to
// the objects it was created with (603.7c): "exile it", "return that card", "sacrifice those
// tokens". An object that has changed zones since is a new object (400.7) the ability doesn't find.
import type { ReasonCode } from '../citations.ts';
import { cite } from '../citations.ts';
import type { TriggerSpec } from '../oracle/vocabulary.ts';
import { say } from '../messages/message.ts';
import type { Candidate } from './match.ts';
import type { Effect } from '../oracle/ast.ts';
import { permanentById, trace, type Carried, type DelayedMoment, type DelayedTrigger, type Game, type Permanent } from './state.ts';

/** The moment a delayed trigger's `when` names, or undefined for one this engine doesn't wait for. */
export function momentOf(when: TriggerSpec): DelayedMoment | undefined {
  if (when.on !== 'step-begins') return undefined;
  const yours = when.player === 'you';
  if (when.step === 'end') return yours ? 'your-next-end-step' : 'next-end-step';
  if (when.step === 'upkeep') return yours ? 'your-next-upkeep' : 'next-upkeep';
  if (when.step === 'end-of-combat' && !yours) return 'end-of-combat';
  return undefined;
}

/** The objects an instruction acted on, as a delayed trigger remembers them (603.7c). */
export const carriedOf = (acted: Candidate[]): Carried[] =>
  acted.flatMap((o): Carried[] => (o.kind === 'permanent' ? [{ kind: 'permanent', id: o.permanent.id }] : o.kind === 'card' && o.zone !== 'command' ? [{ kind: 'card', id: o.card.id, zone: o.zone }] : []));

/** The objects a delayed trigger refers to that are still the same objects (603.7c, 400.7): permanents still on the battlefield, cards still in their zone. */
export function carriedNow(game: Game, carried: Carried[]): Candidate[] {
  return carried.flatMap((c): Candidate[] => {
    if (c.kind === 'permanent') {
      const permanent = permanentById(game, c.id);
      return permanent ? [{ kind: 'permanent', permanent }] : [];
    }
    for (const p of game.players) {
      const card = p[c.zone].find((x) => x.id === c.id);
      if (card) return [{ kind: 'card', card, zone: c.zone }];
    }
    return [];
  });
}

/** The rule of the keyword whose rules text creates the delayed trigger. */
const KEYWORD_CODE: Record<NonNullable<DelayedTrigger['keyword']>, ReasonCode> = { unearth: 'unearth', dash: 'dash', blitz: 'blitz', warp: 'warp', mobilize: 'mobilize', encore: 'encore', myriad: 'myriad' };
export const keywordCodes = (d: Pick<DelayedTrigger, 'keyword'>): ReasonCode[] => (d.keyword ? [KEYWORD_CODE[d.keyword]] : []);

/** A keyword's delayed trigger on permanents it made or put onto the battlefield ("sacrifice them", "exile it" at the next end step), told by the keyword's own trace. */
export function delayOn(game: Game, at: DelayedMoment, perms: Permanent[], effect: Effect, d: Pick<DelayedTrigger, 'controller' | 'source' | 'text' | 'keyword'>): void {
  game.delayed.push({ ...d, at, createdTurn: game.turn, effects: [effect], carried: perms.map((p) => ({ kind: 'permanent', id: p.id })) });
}

/** Creates a delayed triggered ability (603.7a) with the source and controller of the ability that made it (603.7d–e). */
export function createDelayed(game: Game, d: Omit<DelayedTrigger, 'createdTurn'>): void {
  game.delayed.push({ ...d, createdTurn: game.turn });
  trace(game, 'effect', say('effect.delayedTrigger', { source: d.source.name, text: d.text }), cite('delayedTrigger', 'delayedTriggerSource', ...(d.carried ? (['delayedNewObject'] as const) : []), ...keywordCodes(d)));
}
