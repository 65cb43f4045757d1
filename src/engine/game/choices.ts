// A player's choice of N objects among a pool ("discard two cards", "sacrifice two
// permanents"), read from a `choose: {KEY: [...]}` of theirs by id or name; undefined when the
// scenario made no such choice, so the caller applies its documented default.
import { colorNamed, type Color } from '../oracle/ast.ts';
import { choiceNames, takeChoice, type Game } from './state.ts';

/** The colour of a `choose: {color: …}` (or, with `bare`, a `choose: red`). */
export function colorChoice(v: unknown, bare = false): Color | undefined {
  if (bare && typeof v === 'string') return colorNamed(v);
  return v && typeof v === 'object' && !Array.isArray(v) && 'color' in v ? colorNamed(String((v as { color: unknown }).color)) : undefined;
}

/** Exactly `n` objects, or, with `min`, between `min` and `n` of them ("untap up to four lands"). */
export function chooseObjects<T>(game: Game, who: string, key: string, pool: readonly T[], n: number, ids: (x: T) => { id: string; name: string }, min = n): T[] | undefined {
  return takeChoice(game, who, (v) => {
    const names = choiceNames(v, key);
    if (!names || names.length < min || names.length > n) return undefined;
    const left = [...pool];
    const picked = names.map((name) => {
      const i = left.findIndex((x) => ids(x).id === name || ids(x).name.toLowerCase() === name.toLowerCase());
      return i < 0 ? undefined : left.splice(i, 1)[0];
    });
    return picked.every((x) => x !== undefined) ? (picked as T[]) : undefined;
  });
}
