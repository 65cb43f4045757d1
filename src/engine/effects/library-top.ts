// Looking at the top N cards of the controller's library and sorting them (scry, surveil):
// where each card goes is the player's choice (701.22a, 701.25a), taken from a scenario
// `choose` ({top: [...]}, {bottom: [...]}, {graveyard: [...]}) or, without one, the
// documented default: every card stays on top in the order it was.
import type { Card, Game } from '../game/state.ts';
import { takeChoice } from '../game/state.ts';
import { noteDefault, say } from './shared.ts';

/** The looked-at cards split in two: those kept on top (in order) and those sent `away` (bottom or graveyard; none when `away` is null). */
export function sortTopCards(game: Game, who: string, cards: Card[], away: 'bottom' | 'graveyard' | null, what: { action: 'scry' | 'surveil' | 'explore' | 'reorder'; n: number }): { top: Card[]; away: Card[] } {
  const byName = (pool: Card[], name: string): Card | undefined => pool.find((c) => c.def.name.toLowerCase() === name.toLowerCase() || c.id === name);
  const chosen = takeChoice(game, who, (v) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return undefined;
    const o = v as Record<string, unknown>;
    if (!(away && away in o) && !('top' in o)) return undefined;
    const names = (key: string): string[] | undefined => (o[key] === undefined ? [] : typeof o[key] === 'string' ? [o[key] as string] : Array.isArray(o[key]) && o[key].every((x) => typeof x === 'string') ? (o[key] as string[]) : undefined);
    const awayNames = away ? names(away) : [];
    const topNames = names('top');
    if (!awayNames || !topNames) return undefined;
    const pool = [...cards];
    const take = (list: string[]): Card[] | undefined => {
      const out: Card[] = [];
      for (const n of list) {
        const c = byName(pool, n);
        if (!c) return undefined;
        pool.splice(pool.indexOf(c), 1);
        out.push(c);
      }
      return out;
    };
    const sentAway = take(awayNames);
    const keptInOrder = take(topNames);
    if (!sentAway || !keptInOrder) return undefined;
    // Cards the choice does not name stay on top, after the ones it orders.
    return { top: [...keptInOrder, ...pool], away: sentAway };
  });
  if (chosen) return chosen;
  if (cards.length) noteDefault(game, say('default.staysOnTop', { player: who, ...what }));
  return { top: [...cards], away: [] };
}
