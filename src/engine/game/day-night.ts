// day and night (731) and the daybound / nightbound permanents that follow them
// (702.145). The game starts with neither designation (731.1; a scenario may state one as
// `turn.dayNight`); a daybound permanent makes it day, a nightbound one night when there is no
// daybound one (702.145d, g); the untap step turns day into night after a turn in which its
// active player cast no spells, and night into day after one with two or more (502.2, 731.2).
// Whenever it is night a front-face-up daybound permanent transforms, whenever it is day a
// back-face-up nightbound one does (702.145c, f) — immediately, not as a state-based action.
import { cite } from '../citations.ts';
import { say } from '../messages/message.ts';
import type { Ability } from '../oracle/ast.ts';
import { characteristics } from './characteristics.ts';
import { spellsLastTurn } from './spells-last-turn.ts';
import { trace, type Card, type Game } from './state.ts';
import { onEntering, onEvent, onPriorityCheck, raise } from './stream.ts';
import { isDoubleFaced, isTransformed, transformPermanent } from './transform.ts';
import { copiable } from './layers.ts';

type Face = 'day' | 'night';
const bound = (abilities: readonly Ability[], face: Face): boolean => abilities.some((a) => a.kind === 'day-night-bound' && a.face === face);

/** Whether the permanent has daybound or nightbound: it transforms only by those (702.145b, e).
 *  A plain loop: it is asked of every permanent before every priority. */
export function isDayNightBound(abilities: readonly Ability[]): boolean {
  for (let i = 0; i < abilities.length; i++) if (abilities[i]!.kind === 'day-night-bound') return true;
  return false;
}

function becomes(game: Game, which: Face, why: 'daybound' | 'nightbound' | 'no-spells' | 'two-spells' | 'enters', player = ''): void {
  const was = game.dayNight;
  game.dayNight = which;
  const codes = why === 'daybound' ? (['dayboundMakesDay'] as const) : why === 'nightbound' ? (['nightboundMakesNight'] as const) : why === 'no-spells' ? (['dayNightUntap', 'dayToNight'] as const) : why === 'two-spells' ? (['dayNightUntap', 'nightToDay'] as const) : ([] as const);
  trace(game, 'day-night', say('dayNight.becomes', { which, why, player }), cite('dayNight', ...codes));
  // "Whenever day becomes night or night becomes day": only a change from one to the other (731.1a).
  if (was) raise(game, { kind: 'day-night-changes', from: was, to: which });
}

/** The checks that happen any time (702.145c, d, f, g): run before a player would receive priority and as the designation changes. */
function dayNightCheck(game: Game): void {
  // Run before every priority: only permanents whose own (copiable) values have the keyword are
  // derived — no effect grants daybound or nightbound.
  let any = false;
  for (let i = 0; i < game.battlefield.length && !any; i++) any = isDayNightBound(copiable(game.battlefield[i]!).abilities);
  if (!any) return;
  const withKeyword = game.battlefield.filter((p) => isDayNightBound(copiable(p).abilities));
  const board = withKeyword.map((p) => ({ p, c: characteristics(game, p) }));
  if (!board.some(({ c }) => isDayNightBound(c.abilities))) return;
  if (!game.dayNight) {
    if (board.some(({ c }) => bound(c.abilities, 'day'))) becomes(game, 'day', 'daybound');
    else becomes(game, 'night', 'nightbound');
  }
  for (const { p, c } of board) {
    // A permanent that isn't a double-faced card (a copy of one) can't transform: nothing happens (701.27c).
    if (!isDoubleFaced(p)) continue;
    if (game.dayNight === 'night' && bound(c.abilities, 'day') && !isTransformed(p)) transformPermanent(game, p, 'night', undefined, 'daybound');
    else if (game.dayNight === 'day' && bound(c.abilities, 'night') && isTransformed(p)) transformPermanent(game, p, 'day', undefined, 'nightbound');
  }
}

/** 502.2: as the untap step begins, the previous turn decides whether day becomes night or night day. */
function dayNightUntapStep(game: Game): void {
  if (!game.dayNight) return; // 731.2c: neither stays neither
  const i = game.players.findIndex((p) => p.name === game.active);
  const previous = game.lastTurnActive ?? game.players[(i + game.players.length - 1) % game.players.length]!.name;
  const cast = spellsLastTurn(game, say('for.dayNight', {}))[previous] ?? 0;
  if (game.dayNight === 'day' && cast === 0) becomes(game, 'night', 'no-spells', previous);
  else if (game.dayNight === 'night' && cast >= 2) becomes(game, 'day', 'two-spells', previous);
  else return;
  dayNightCheck(game);
}

/** Daybound's "If it is night and this permanent is represented by a double-faced card, it enters transformed" (702.145b). */
function enterTransformedAtNight(game: Game, card: Card): void {
  // "If it's neither day nor night, it becomes day as this creature enters."
  if (!game.dayNight && card.def.abilities.some((a) => a.kind === 'enters-makes-day')) becomes(game, 'day', 'enters');
  if (game.dayNight !== 'night' || card.front || !card.def.back || !bound(card.def.abilities, 'day')) return;
  trace(game, 'note', say('dayNight.entersTransformed', { card: card.def.name, back: card.def.back.name }), cite('daybound'));
  card.front = card.def;
  card.def = card.def.back;
}

/** Day and night follow the game: checked any time (702.145c–g), as each untap step begins (502.2), and as a daybound permanent enters. */
export function installDayNight(): void {
  onPriorityCheck(dayNightCheck);
  onEvent('step-begins', (game, e) => {
    if (e.step === 'untap') dayNightUntapStep(game);
  });
  onEntering((game, perm) => enterTransformedAtNight(game, perm.card));
}
