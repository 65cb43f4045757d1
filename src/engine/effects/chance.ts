// What a group does first when its instructions hang on an outcome (oracle/verbs.ts `group.chance`):
// - a coin flip (705.2): the player who flips calls it and wins when the call matches the result — a
//   scenario's `choose: {flip: win | lose}`, or without one the documented default: they win;
// - a clash with an opponent (701.30): the player chooses an opponent (`choose: {opponent: NAME}`, else the
//   first opponent in turn order), each reveals the top card of their library (701.30c), then each, in APNAP
//   order, keeps it on top or puts it on the bottom (`choose: {clash: top | bottom}`, else on top); the player
//   wins whose card has a higher mana value than every other card revealed (701.30d). A card of a library given
//   only as a count is unknown: its mana value is taken as 0, and the trace says so.
import type { Game, StackItem } from '../game/state.ts';
import { UNKNOWN } from '../game/library.ts';
import { manaValue } from '../oracle/mana.ts';
import { apnapOrder, cite, noteDefault, opponents, player, say, takeChoice, trace } from './shared.ts';

const WIN = new Set(['win', 'won', 'heads', 'yes', 'true']);
const LOSE = new Set(['lose', 'lost', 'tails', 'no', 'false']);

/** The outcome the group hangs on: whether the player won the flip or the clash. */
export function wins(game: Game, item: StackItem, chance: 'coin' | 'clash', who: string): boolean {
  return chance === 'coin' ? flipCoin(game, item, who) : clash(game, item, who);
}

/** 705.2: `who` flips a coin and wins or loses the flip. */
function flipCoin(game: Game, item: StackItem, who: string): boolean {
  const chosen = takeChoice(game, who, (v) => {
    const w = v && typeof v === 'object' && !Array.isArray(v) && 'flip' in v ? String((v as { flip: unknown }).flip).toLowerCase() : undefined;
    return w === undefined ? undefined : WIN.has(w) ? true : LOSE.has(w) ? false : undefined;
  });
  if (chosen === undefined) noteDefault(game, say('default.coinFlip', { source: item.source.name, player: who }));
  const won = chosen ?? true;
  trace(game, 'choice', say('effect.coinFlip', { player: who, source: item.source.name, won }), cite('coinFlip'));
  return won;
}

/** 701.30: `who` clashes with an opponent; true when `who` wins. */
function clash(game: Game, item: StackItem, who: string): boolean {
  const others = opponents(game, who);
  if (!others.length) return false;
  const named = takeChoice(game, who, (v) => {
    const n = v && typeof v === 'object' && !Array.isArray(v) && 'opponent' in v ? String((v as { opponent: unknown }).opponent) : undefined;
    return n !== undefined && others.some((p) => p.name === n) ? n : undefined;
  });
  if (named === undefined && others.length > 1) noteDefault(game, say('default.clashOpponent', { source: item.source.name, player: who, opponent: others[0]!.name }));
  const rival = named ?? others[0]!.name;
  // 701.30c: both reveal at the same time, then decide in APNAP order where their card goes.
  const revealed = new Map<string, number | undefined>();
  for (const name of apnapOrder(game).map((p) => p.name).filter((n) => n === who || n === rival)) {
    const card = player(game, name).library[0];
    const unknown = card?.def.name === UNKNOWN;
    if (unknown) noteDefault(game, say('default.clashUnknown', { source: item.source.name, player: name }));
    const mv = card ? (unknown ? 0 : manaValue(card.def.manaCost ?? [])) : undefined;
    revealed.set(name, mv);
    const bottom = card !== undefined && takeChoice(game, name, (v) => {
      const w = v && typeof v === 'object' && !Array.isArray(v) && 'clash' in v ? String((v as { clash: unknown }).clash).toLowerCase() : undefined;
      return w === 'bottom' ? true : w === 'top' ? false : undefined;
    }) === true;
    trace(game, 'library', say('effect.clashReveal', { player: name, card: card?.def.name ?? '', mv: mv ?? 0, bottom }), cite('clash', ...(bottom ? (['clashBottom'] as const) : [])));
    if (bottom) player(game, name).library.push(player(game, name).library.shift()!);
  }
  // 701.30d: a higher mana value than every other card revealed (no card revealed has none).
  const mine = revealed.get(who);
  const theirs = revealed.get(rival);
  const won = mine !== undefined && (theirs === undefined || mine > theirs);
  trace(game, 'choice', say('effect.clashResult', { player: who, opponent: rival, won }), cite('clashWins'));
  return won;
}

/** 706.1–706.2: `who` rolls a die of `sides` sides — the result a scenario's `choose: {roll: N}` names, else 1 (noted). */
export function rollDie(game: Game, item: StackItem, sides: number, who: string, table = false): number {
  const chosen = takeChoice(game, who, (v) => {
    const n = v && typeof v === 'object' && !Array.isArray(v) && 'roll' in v ? Number((v as { roll: unknown }).roll) : undefined;
    return n !== undefined && Number.isInteger(n) && n >= 1 && n <= sides ? n : undefined;
  });
  if (chosen === undefined) noteDefault(game, say('default.dieRoll', { source: item.source.name, player: who, sides }));
  const result = chosen ?? 1;
  trace(game, 'choice', say('effect.dieRoll', { player: who, source: item.source.name, sides, result }), cite('dieRoll', ...(table ? (['resultsTable'] as const) : [])));
  return result;
}

/**
 * 701.38a: each player, starting with `who` and proceeding in turn order, votes for one of `options` — a scenario's
 * `choose: {vote: CHOICE}` of that player, else the first choice (noted); the votes each choice got.
 */
export function castVotes(game: Game, item: StackItem, options: readonly string[], who: string): Record<string, number> {
  const order = game.players.filter((p) => !p.lost);
  const start = Math.max(0, order.findIndex((p) => p.name === who));
  const tally: Record<string, number> = Object.fromEntries(options.map((o) => [o, 0]));
  for (const voter of [...order.slice(start), ...order.slice(0, start)]) {
    const chosen = takeChoice(game, voter.name, (v) => {
      const w = v && typeof v === 'object' && !Array.isArray(v) && 'vote' in v ? String((v as { vote: unknown }).vote).toLowerCase() : undefined;
      return w !== undefined && options.includes(w) ? w : undefined;
    });
    if (chosen === undefined) noteDefault(game, say('default.vote', { source: item.source.name, player: voter.name, choice: options[0]! }));
    const choice = chosen ?? options[0]!;
    tally[choice] = (tally[choice] ?? 0) + 1;
    trace(game, 'choice', say('effect.vote', { player: voter.name, source: item.source.name, choice }), cite('vote'));
  }
  trace(game, 'note', say('effect.voteCount', { source: item.source.name, counts: options.map((o) => `“${o}” ${tally[o]}`).join(', ') }), cite('vote'));
  return tally;
}
