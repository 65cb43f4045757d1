// Crew N (702.122a): "Tap any number of other untapped creatures you control with total power
// N or greater: This permanent becomes an artifact creature until end of turn." The cost is
// paid here; the effect is `become-artifact-creature` (effects/become-artifact-creature.ts). Saddle N's
// cost is the same (702.171a), chosen with `choose: {saddle: [NAME, …]}`.
// Tapping creatures for a cost other than their own {T} is not limited by summoning sickness
// (302.6 names only the creature's own {T} abilities), so a creature that just arrived can crew.
import { cite } from '../citations.ts';
import { say, type Text } from '../messages/message.ts';
import { characteristics } from './characteristics.ts';
import { IllegalAction } from './illegal.ts';
import { restrictionsOn } from './restrictions.ts';
import { becameTapped } from './tapping.ts';
import { choiceNames, noteDefault, takeChoice, trace, type Game, type Permanent } from './state.ts';

/** Taps the crew: the creatures named by the controller's `choose: {crew: [NAME, …]}`, else the first untapped ones in battlefield order until their power is enough (a documented default). */
export function payCrewCost(game: Game, who: string, vehicle: Permanent, n: number, forWhat: Text, keyword?: 'saddle'): void {
  const power = (p: Permanent): number => characteristics(game, p).power ?? 0;
  // 702.122a: other untapped creatures the player controls.
  // "can't crew Vehicles" (Revoke Privileges) keeps a creature out of it.
  const eligible = game.battlefield.filter((p) => p !== vehicle && p.controller === who && !p.tapped && characteristics(game, p).types.includes('Creature') && !restrictionsOn(game, p).has('cant-crew'));
  const named = takeChoice(game, who, (v) => {
    const key = keyword ?? 'crew';
    const names = v && typeof v === 'object' && !Array.isArray(v) && key in v ? choiceNames(v, key) : undefined;
    return names;
  });
  let crew: Permanent[];
  if (named) {
    crew = [];
    for (const name of named) {
      const p = eligible.find((x) => !crew.includes(x) && (x.id === name || x.card.def.name.toLowerCase() === name.toLowerCase()));
      if (!p) throw new IllegalAction(say('illegal.cantCrewWith', { card: name, vehicle: forWhat, player: who }), cite('crew'));
      crew.push(p);
    }
  } else {
    crew = [];
    for (const p of eligible) {
      if (crew.reduce((t, x) => t + power(x), 0) >= n) break;
      crew.push(p);
    }
    noteDefault(game, say('default.crewFirst', { vehicle: forWhat, player: who, creatures: crew.map((p) => p.card.def.name).join(', ') }));
  }
  const total = crew.reduce((t, x) => t + power(x), 0);
  if (total < n) throw new IllegalAction(say('illegal.crewTooWeak', { player: who, vehicle: forWhat, total, n }), cite('crew', 'cantPay'));
  for (const p of crew) {
    p.tapped = true;
    becameTapped(game, p, true);
  }
  const creatures = crew.map((p) => p.card.def.name).join(', ');
  // Saddle N's cost is crew's (702.171a); the creatures tapped saddle it (702.171c).
  if (keyword === 'saddle') trace(game, 'cost', say('cost.saddle', { player: who, mount: forWhat, creatures, power: total, n }), cite('saddle', 'saddlesMount'));
  else trace(game, 'cost', say('cost.crew', { player: who, vehicle: forWhat, creatures, power: total, n }), cite('crew', 'crewsVehicle'));
}
