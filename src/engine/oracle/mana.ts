// Mana costs: "{2}{W}{W}" → symbols, mana value and colors (202.2, 202.3).
import type { Color } from './ast.ts';

const COLOR_OF: Record<string, Color> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

/** Splits "{2}{W}" into ["2", "W"]; returns null when the text is not a sequence of mana symbols. */
export function parseManaSymbols(text: string): string[] | null {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  // Hybrid ({W/U}), Phyrexian ({B/P}, {C/P}, {G/W/P}) and monocolored hybrid ({2/W}) symbols (107.4e–f).
  if (!/^(\{(?:[0-9]+|[WUBRGCXS]|[WUBRG]\/[WUBRGP]|[WUBRG]\/[WUBRG]\/P|C\/P|2\/[WUBRG])\})+$/i.test(trimmed)) return null;
  return [...trimmed.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!.toUpperCase());
}

export function manaValue(symbols: string[]): number {
  let total = 0;
  // 202.3f: a monocolored hybrid symbol ({2/W}) counts as its largest component, 2.
  // {S} counts 1 (202.3, 107.4h).
  for (const s of symbols) total += /^\d+$/.test(s) ? Number(s) : s === 'X' ? 0 : s.startsWith('2/') ? 2 : 1;
  return total;
}

/** The generic mana of a cost: {2}{R}{1} → 3. */
export function genericOf(symbols: readonly string[]): number {
  let n = 0;
  for (const s of symbols) if (/^\d+$/.test(s)) n += Number(s);
  return n;
}

/** The cost with its generic mana changed by `delta` and written as one symbol first, never below none
 *  ({2}{R} with -1 → {1}{R}; with -3 → {R}): what increases and reductions of generic mana do (601.2f, 118.7a). */
export function withGeneric(symbols: readonly string[], delta: number): string[] {
  const n = genericOf(symbols) + delta;
  return [...(n > 0 ? [String(n)] : []), ...symbols.filter((s) => !/^\d+$/.test(s))];
}

export function colorsOf(symbols: string[]): Color[] {
  const colors = new Set<Color>();
  for (const s of symbols) for (const part of s.split('/')) if (COLOR_OF[part]) colors.add(COLOR_OF[part]);
  return [...colors];
}

export function formatMana(symbols: string[]): string {
  return symbols.map((s) => `{${s}}`).join('');
}

/** The mana a basic land type taps for (305.6). */
export const BASIC_LAND_MANA: Record<string, string> = { Plains: 'W', Island: 'U', Swamp: 'B', Mountain: 'R', Forest: 'G' };
