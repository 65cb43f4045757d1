// A player's choice of N objects among a pool ("discard two cards", "sacrifice two
// permanents"), read from a `choose: {KEY: [...]}` of theirs by id or name; undefined when the
// scenario made no such choice, so the caller applies its documented default.
import { colorNamed, type Color } from '../oracle/ast.ts';
import { choiceNames, takeChoice, type Game } from './state.ts';
import { namedAmong, type Named } from './targets.ts';

/** The colour of a `choose: {color: …}` (or, with `bare`, a `choose: red`). */
export function colorChoice(v: unknown, bare = false): Color | undefined {
  if (bare && typeof v === 'string') return colorNamed(v);
  return v && typeof v === 'object' && !Array.isArray(v) && 'color' in v ? colorNamed(String((v as { color: unknown }).color)) : undefined;
}

/**
 * Exactly `n` objects, or, with `min`, between `min` and `n` of them ("untap up to four lands"),
 * each named by id or by name: a name several of the pool answer to means as many of them as
 * it is given (two "Grizzly Bears" the two Bears), or, given fewer times, is read as
 * targets.ts `namedAmong` reads it — alike in every way, any; otherwise an error listing them.
 */
export function chooseObjects<T extends { id: string }>(game: Game, who: string, key: string, pool: readonly T[], n: number, named: Named<T>, min = n): T[] | undefined {
  return takeChoice(game, who, (v) => {
    const names = choiceNames(v, key);
    if (!names || names.length < min || names.length > n) return undefined;
    const left = [...pool];
    const meant = new Map<string, T[] | undefined>();
    const take = (name: string, xs: T[] | undefined) => meant.set(name, xs?.map((x) => left.splice(left.indexOf(x), 1)[0]!));
    const asked = (name: string) => names.filter((m) => m === name).length;
    // Ids first, so that a name means the objects not named by id.
    for (const name of new Set(names)) if (pool.some((x) => x.id === name)) take(name, asked(name) === 1 ? left.filter((x) => x.id === name) : undefined);
    const path = v && typeof v === 'object' && !Array.isArray(v) ? `choose.${key}` : 'choose';
    for (const name of new Set(names)) if (!meant.has(name)) take(name, namedAmong(game, name, path, left, asked(name), named));
    if ([...meant.values()].some((xs) => xs === undefined)) return undefined;
    return names.map((name) => meant.get(name)!.shift()!);
  });
}
