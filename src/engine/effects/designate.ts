// Designations (the `designate` verb): "it becomes monstrous" (701.37b), "becomes renowned"
// (702.112b) — a marker each permanent named keeps until it leaves the battlefield (a new object,
// 400.7), read back by "if it isn't monstrous / renowned" — and "you become the monarch" (725.1,
// 725.3), "you get the city's blessing" (ascend on a spell, 702.131a) and a player's speed increasing
// (702.179d, game/designations.ts); "PLAYER loses (wins) the game", the outcome an effect states (104.3e, 104.2b:
// game/game-outcome.ts). Monstrosity N is "if this permanent isn't monstrous, put N +1/+1 counters on it and it
// becomes monstrous" (701.37a); renown N the same with renowned (702.112a): put-counters, the
// condition and this verb (oracle/entries/source-effects.ts, game/triggers/keywords.ts).
import { becomeMonarch } from '../game/monarch.ts';
import { getCitysBlessing, increaseSpeed } from '../game/designations.ts';
import { loseTheGame, winTheGame } from '../game/game-outcome.ts';
import { planeswalk } from '../game/planes.ts';
import { venture } from '../game/dungeons.ts';
import { objectsOf, playersOf } from '../game/refs.ts';
import { raise } from '../game/stream.ts';
import type { EffectModule } from './module.ts';
import { cite, say, trace } from './shared.ts';
import { verbScope } from './verb-scope.ts';

export const designateEffect: EffectModule<'designate'> = {
  resolve(game, item, effect, target, given) {
    const scope = verbScope(item, effect, target, given);
    if ('players' in effect) {
      const players = playersOf(game, effect.players, scope);
      // 725.2: the monarch's own trigger makes the creature's controller the monarch.
      if (effect.designation === 'monarch') for (const who of players.slice(0, 1)) becomeMonarch(game, who, item.source.id === 'the-monarch');
      else if (effect.designation === 'citys-blessing') for (const who of players) getCitysBlessing(game, who, true);
      else if (effect.designation === 'loses-game') for (const who of players) loseTheGame(game, who, item.source.name);
      else if (effect.designation === 'wins-game') for (const who of players.slice(0, 1)) winTheGame(game, who, item.source.name);
      // 701.31a: only the planar controller planeswalks.
      else if (effect.designation === 'planeswalk') for (const who of players.slice(0, 1)) planeswalk(game, who);
      else if (effect.designation === 'venture' || effect.designation === 'venture-undercity') for (const who of players) venture(game, who, effect.designation === 'venture-undercity');
      else if ('amount' in effect) for (const who of players) increaseSpeed(game, who, effect.amount);
      return;
    }
    for (const o of objectsOf(game, effect.objects, scope)) {
      if (o.kind !== 'permanent' || o.permanent[effect.designation]) continue;
      o.permanent[effect.designation] = true;
      trace(game, 'effect', say('effect.designated', { object: o.permanent.card.def.name, designation: effect.designation }), (effect.designation === 'monstrous' ? cite('monstrosity', 'monstrous') : cite('renown', 'renowned')));
      raise(game, { kind: 'becomes-designated', object: o.permanent.id, designation: effect.designation });
    }
  },
};
