// What effect modules share: the game's event functions and the trace helpers for P/T.
import { cite, type ReasonCode } from '../citations.ts';
import { characteristics } from '../game/characteristics.ts';
import { permanentById, type Game } from '../game/state.ts';

export { cite } from '../citations.ts';
export { characteristics } from '../game/characteristics.ts';
export { dealDamage, destroy, drawCards, gainLife, leaveBattlefield, loseLife, nameOf, putOntoBattlefield } from '../game/events.ts';
export { newId, nextTimestamp, noteDefault, opponents, permanentById, player, trace } from '../game/state.ts';

export const sign = (n: number): string => (n >= 0 ? `+${n}` : `${n}`);

/** The P/T sublayers that shape the object's P/T now, in layer order — the effect's own
 *  (`own`) among them — so "now 5/1" after a switch also cites the +1/+1 applied before it. */
export function ptLayers(game: Game, id: string, own: ReasonCode): ReasonCode[] {
  const p = permanentById(game, id);
  const layers = p ? characteristics(game, p).ptLayers : [];
  return layers.includes(own) ? layers : [own];
}

export function pt(game: Game, id: string): string {
  const p = permanentById(game, id);
  if (!p) return '?';
  const c = characteristics(game, p);
  return `${c.power}/${c.toughness}`;
}
