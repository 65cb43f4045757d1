// Proliferate (701.34a), the put-counters verb with `counter: 'each-kind'`: choose any number of
// the permanents and players named that have a counter, then give each one additional counter of
// each kind it already has. The choice is the scenario's `choose: {proliferate: [NAME, …]}`
// (permanents or players, an empty list for none); without one, every permanent and player with
// a counter is chosen (a documented default).
import { JudgeError } from '../../errors.ts';
import type { Game, Permanent, StackItem } from '../game/state.ts';
import { putCounters } from './shared.ts';
import { checkPlayerCounters, choiceNames, cite, noteDefault, say, takeChoice, trace } from './shared.ts';

const permanentHasCounters = (p: Permanent): boolean => Object.values(p.counters).some((n) => n > 0);
const playerHasCounters = (game: Game, name: string): boolean => {
  const p = game.players.find((x) => x.name === name)!;
  return p.poison > 0 || Object.values(p.counters ?? {}).some((n) => n > 0);
};

/** One more counter of each kind on those of `permanents` and `players` the controller chooses. */
export function proliferate(game: Game, item: StackItem, named: { permanents: Permanent[]; players: string[] }): void {
  const who = item.controller;
  const permanents = named.permanents.filter(permanentHasCounters);
  const players = named.players.filter((p) => !game.players.find((x) => x.name === p)?.lost && playerHasCounters(game, p));
  const wanted = takeChoice(game, who, (v) => (v && typeof v === 'object' && 'proliferate' in v ? choiceNames(v, 'proliferate') ?? [] : undefined));
  let chosenPermanents = permanents;
  let chosenPlayers = players;
  if (wanted) {
    const lower = wanted.map((n) => n.toLowerCase());
    chosenPermanents = permanents.filter((p) => lower.includes(p.id.toLowerCase()) || lower.includes(p.card.def.name.toLowerCase()));
    chosenPlayers = players.filter((p) => lower.includes(p.toLowerCase()));
    const unknown = wanted.filter((n) => !chosenPermanents.some((p) => p.id.toLowerCase() === n.toLowerCase() || p.card.def.name.toLowerCase() === n.toLowerCase()) && !chosenPlayers.some((p) => p.toLowerCase() === n.toLowerCase()));
    if (unknown.length) throw new JudgeError('invalid_scenario', `choose.proliferate: ${unknown.join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not a permanent or player with a counter`);
  } else if (permanents.length || players.length) noteDefault(game, say('default.proliferateAll', { source: item.source.name, player: who }));
  const chosen = [...chosenPlayers, ...chosenPermanents.map((p) => p.card.def.name)];
  trace(game, 'effect', say('effect.proliferate', { player: who, chosen: chosen.join(', ') }), cite('proliferate'));
  for (const name of chosenPlayers) {
    const p = game.players.find((x) => x.name === name)!;
    if (p.poison > 0) {
      checkPlayerCounters(game, name);
      p.poison += 1;
      trace(game, 'counters', say('effect.playerCounter', { player: name, counter: say('term.counter', { counter: 'poison' }), total: p.poison }), cite('proliferate', 'counters'));
    }
    for (const [kind, n] of Object.entries(p.counters ?? {})) {
      if (n <= 0) continue;
      p.counters = { ...p.counters, [kind]: n + 1 };
      trace(game, 'counters', say('effect.playerCounter', { player: name, counter: say('term.counter', { counter: kind }), total: n + 1 }), cite('proliferate', 'counters'));
    }
  }
  for (const perm of chosenPermanents) for (const [kind, n] of Object.entries(perm.counters)) if (n > 0) putCounters(game, perm, kind, 1, { by: who });
}
