// Sagas (714): a Saga enters with a lore counter (714.3a), its controller puts another on it as
// their precombat main phase begins (714.3c), and each time lore counters are put on it, every
// chapter ability whose number the count reached triggers (714.2b). Once the count is at least
// its final chapter number and no chapter ability of it is waiting or on the stack, it is
// sacrificed (704.5s, checked in sba.ts).
import { cite, type ReasonCode } from '../citations.ts';
import type { Ability } from '../oracle/ast.ts';
import { characteristics } from './characteristics.ts';
import { onEvent } from './stream.ts';
import { say } from '../messages/message.ts';
import { trace, type Game, type Permanent } from './state.ts';
import { putCounters } from './counters.ts';

type Triggered = Extract<Ability, { kind: 'triggered' }>;

/** A chapter ability's number (714.2b: it triggers as lore counters reach it), or undefined for any other ability. */
const chapterOf = (a: Ability): number | undefined => {
  if (a.kind !== 'triggered') return undefined;
  const spec = a.trigger;
  return spec.on === 'counters-put' && spec.counter === 'lore' && spec.object === 'self' ? spec.reaches : undefined;
};

const chaptersOf = (game: Game, perm: Permanent): Triggered[] => characteristics(game, perm).abilities.filter((a): a is Triggered => chapterOf(a) !== undefined);

/** 714.2d: the greatest chapter number among its chapter abilities (0 with none). */
export const finalChapter = (game: Game, perm: Permanent): number => Math.max(0, ...chaptersOf(game, perm).map((a) => chapterOf(a)!));

/** Puts `n` lore counters on a Saga and triggers the chapters the count reaches (714.2b). */
export function addLoreCounters(game: Game, perm: Permanent, n: number, why: ReasonCode): void {
  const before = perm.counters.lore ?? 0;
  const put = putCounters(game, perm, 'lore', n, { quiet: true });
  const c = characteristics(game, perm);
  const reached = chaptersOf(game, perm).map((a) => chapterOf(a)!).filter((ch) => before < ch && perm.counters.lore! >= ch);
  trace(game, 'counters', say('counters.lore', { object: c.name, n: put, total: perm.counters.lore ?? 0, chapters: reached.join(', ') }), cite(why, ...(reached.length ? (['chapterAbility'] as const) : [])));
}

/** 714.3a: a Saga with chapter abilities enters with a lore counter. */
function sagaEnters(game: Game, perm: Permanent): void {
  const printed = perm.copyOf ?? perm.card.def; // a cheap test first: most permanents are no Saga
  if (!printed.subtypes.includes('Saga') && !printed.abilities.some((a) => chapterOf(a) !== undefined)) return;
  if (characteristics(game, perm).subtypes.includes('Saga') && finalChapter(game, perm) > 0) addLoreCounters(game, perm, 1, 'sagaEnters');
}

/** 714.3c: as the active player's precombat main phase begins, a lore counter on each of their Sagas. */
function sagaMainPhase(game: Game): void {
  for (const perm of game.battlefield) {
    if (perm.controller === game.active && characteristics(game, perm).subtypes.includes('Saga') && finalChapter(game, perm) > 0) addLoreCounters(game, perm, 1, 'sagaMainPhase');
  }
}

/** 704.5s: the Sagas to sacrifice — at their final chapter, with no chapter ability of theirs waiting or on the stack. */
export function finishedSagas(game: Game): Permanent[] {
  // Checked before every priority: only a permanent with lore counters can be one (a cheap test first).
  return game.battlefield.filter((perm) => {
    if (!perm.counters.lore) return false;
    const last = finalChapter(game, perm);
    if (last === 0 || (perm.counters.lore ?? 0) < last || !characteristics(game, perm).subtypes.includes('Saga')) return false;
    const pending = game.pendingTriggers.some((t) => t.source.id === perm.id && chapterOf(t.ability) !== undefined);
    const stacked = game.stack.some((s) => s.trigger && s.source.id === perm.id && chaptersOf(game, perm).some((a) => a.text === s.text));
    return !pending && !stacked;
  });
}

/** A Saga's lore counters: as it enters (714.3a) and as its controller's precombat main phase begins (714.3c). */
export function installSagas(): void {
  onEvent('enters', (game, e) => {
    const perm = game.battlefield.find((p) => p.id === e.object);
    if (perm) sagaEnters(game, perm);
  });
  onEvent('step-begins', (game, e) => {
    if (e.step === 'main1') sagaMainPhase(game);
  });
}
