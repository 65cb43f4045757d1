// Permanents a player chooses as an instruction resolves, not targeted (608.2d): `{ref: 'chosen'}`
// read by the verbs that act on them (put-counters: bolster's creature, 701.39a).
import { chooseObjects } from '../game/choices.ts';
import { permanentNamed } from '../game/targets.ts';
import { matchContext, playersOf, amountOf, type Scope } from '../game/refs.ts';
import { permanentsMatching } from '../game/match.ts';
import { noteDefault, type Game, type Permanent } from '../game/state.ts';
import { say } from '../messages/message.ts';
import type { ObjectRef } from '../oracle/vocabulary.ts';

/**
 * "Choose a creature you control with the least toughness …" (608.2d, not targeted): the chooser
 * picks among the permanents that fit as the instruction is carried out, with a scenario's
 * `choose: {choose: [NAME]}`; without one, the first that fit in battlefield order (noted).
 */
export function chosenPermanents(game: Game, ref: Extract<ObjectRef, { ref: 'chosen' }>, scope: Scope): Permanent[] {
  const who = playersOf(game, ref.chooser, scope)[0] ?? scope.controller;
  const pool = permanentsMatching(game, ref.filter, matchContext(game, scope));
  const n = Math.min(Math.max(0, amountOf(game, ref.count, scope) ?? 0), pool.length);
  const picked = chooseObjects(game, who, 'choose', pool, n, permanentNamed);
  if (!picked && n < pool.length) noteDefault(game, say('default.chooseFirst', { player: who, source: scope.source.name, chosen: pool.slice(0, n).map((p) => p.card.def.name).join(', ') }));
  return picked ?? pool.slice(0, n);
}

