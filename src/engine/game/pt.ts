// A permanent's power and toughness as a trace sentence reports it, and the P/T sublayers that
// shape them now (613.4), so "now 5/1" after a switch also cites the +1/+1 applied before it.
import type { ReasonCode } from '../citations.ts';
import { characteristics } from './characteristics.ts';
import { permanentById, type Game } from './state.ts';

/** The P/T sublayers that shape the object's P/T now, in layer order — the effect's own (`own`) among them. */
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
