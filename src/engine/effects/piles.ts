// Piles (700.3): "An opponent separates those cards into two piles. Put one pile into your hand and the other into your
// graveyard" (Fact or Fiction), "… separate them into two piles. An opponent chooses one of those piles. Put that pile into
// your hand …" (Steam Augury). One player separates the cards — a scenario's `choose: {pile: [CARD, …]}`, the cards of the
// first pile, the rest making the second (each card in exactly one pile, 700.3a; a pile may be empty, 700.3d), else every
// card in the first pile (noted) — and the other chooses a pile: `choose: {pile: first | second}`, else the first (noted).
// The cards stay where they are while they are separated (700.3c). "An opponent" is the first opponent in turn order,
// unless the looking player names one (`choose: {opponent: NAME}`, as for a clash).
import type { Card, Game, StackItem } from '../game/state.ts';
import type { Candidate } from '../game/match.ts';
import { characteristics, choiceNames, cite, noteDefault, opponents, say, takeChoice, trace } from './shared.ts';

/** The pile the chooser takes and the other one; `separates` says whether the looking player (`who`) or an opponent separates. */
export function splitPiles(game: Game, item: StackItem, who: string, cards: Card[], separates: 'you' | 'opponent'): { taken: Card[]; rest: Card[] } {
  const others = opponents(game, who);
  const named = takeChoice(game, who, (v) => {
    const n = v && typeof v === 'object' && !Array.isArray(v) && 'opponent' in v ? String((v as { opponent: unknown }).opponent) : undefined;
    return n !== undefined && others.some((p) => p.name === n) ? n : undefined;
  });
  const opponent = named ?? others[0]?.name ?? who;
  const [separator, chooser] = separates === 'you' ? [who, opponent] : [opponent, who];
  return pilesOf(game, item.source.name, separator, chooser, cards, (c) => ({ id: c.id, name: c.def.name }));
}

/** "Separate all permanents target player controls into two piles. That player … the pile of their choice": the pile `chooser` takes. */
export function permanentPiles(game: Game, item: StackItem, chooser: string, objects: Candidate[]): Candidate[] {
  const named = (o: Candidate) => (o.kind === 'permanent' ? { id: o.permanent.id, name: characteristics(game, o.permanent).name } : { id: '', name: '' });
  return pilesOf(game, item.source.name, item.controller, chooser, objects.filter((o) => o.kind === 'permanent'), named).taken;
}

/** 700.3a: `separator` puts each thing in exactly one of two piles, `chooser` picks one (the choices and defaults above). */
function pilesOf<T>(game: Game, source: string, separator: string, chooser: string, things: T[], named: (t: T) => { id: string; name: string }): { taken: T[]; rest: T[] } {
  const names = (list: T[]): string => list.map((t) => named(t).name).join(', ');
  const first = takeChoice(game, separator, (v) => {
    const wanted = v && typeof v === 'object' && !Array.isArray(v) && 'pile' in v && Array.isArray((v as { pile: unknown }).pile) ? choiceNames(v, 'pile') : undefined;
    if (!wanted) return undefined;
    const pool = [...things];
    const picked = wanted.map((w) => {
      const i = pool.findIndex((t) => named(t).id === w || named(t).name.toLowerCase() === w.toLowerCase());
      return i < 0 ? undefined : pool.splice(i, 1)[0];
    });
    return picked.every((t) => t !== undefined) ? (picked as T[]) : undefined;
  });
  if (!first) noteDefault(game, say('default.piles', { source, player: separator }));
  const pileOne = first ?? things;
  const pileTwo = things.filter((t) => !pileOne.includes(t));
  trace(game, 'choice', say('effect.piles', { player: separator, source, first: names(pileOne), second: names(pileTwo) }), cite('piles'));
  const which = takeChoice(game, chooser, (v) => {
    const w = v && typeof v === 'object' && !Array.isArray(v) && 'pile' in v && typeof (v as { pile: unknown }).pile === 'string' ? String((v as { pile: unknown }).pile).toLowerCase() : undefined;
    return w === 'first' || w === '1' ? 1 : w === 'second' || w === '2' ? 2 : undefined;
  });
  if (which === undefined) noteDefault(game, say('default.pileChosen', { source, player: chooser }));
  const taken = which === 2 ? pileTwo : pileOne;
  trace(game, 'choice', say('effect.pileChosen', { player: chooser, source, cards: names(taken) }), cite('piles', 'effectChoices'));
  return { taken, rest: which === 2 ? pileOne : pileTwo };
}
