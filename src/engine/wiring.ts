// The engine assembled once: the core (game/) names no effect and no mechanic — it raises events
// (game/stream.ts) and resolves instructions through a registry — so the modules that give those
// meaning are installed here: the effects of effects/, and the rules that follow events or act
// as a permanent enters (a copy, daybound at night, a Saga's lore counters, a card exiled "until"
// returning, the monarch's, an emblem's, a suspended card's and a graveyard card's abilities, what later turns need to know).
import { registerEffects } from './effects/index.ts';
import { installEnterAsCopy } from './game/copy.ts';
import { installEmblems } from './game/emblems.ts';
import { installLastingTriggers } from './game/lasting-triggers.ts';
import { installDayNight } from './game/day-night.ts';
import { installExileUntil } from './game/exile-until.ts';
import { installLifeLost } from './game/life-lost.ts';
import { installMonarch } from './game/monarch.ts';
import { installPlanechase } from './game/planes.ts';
import { installSpeed } from './game/designations.ts';
import { installMiracle } from './game/miracle.ts';
import { installCipher } from './game/cipher.ts';
import { installSagas } from './game/saga.ts';
import { installSpellsLastTurn } from './game/spells-last-turn.ts';
import { installSuspend } from './game/cast-resolving.ts';
import { installGraveyardTriggers } from './game/graveyard-triggers.ts';
import { installGraveyardLeaves } from './game/graveyard-leaves.ts';

let wired = false;

export function wireEngine(): void {
  if (wired) return;
  wired = true;
  registerEffects();
  // As a permanent enters: daybound at night transforms first (702.145b), then a copy is chosen (707.5).
  installDayNight();
  installEnterAsCopy();
  installSagas();
  installExileUntil();
  installLifeLost();
  installSpellsLastTurn();
  installMonarch();
  installPlanechase();
  installSpeed();
  installMiracle();
  installCipher();
  installEmblems();
  installLastingTriggers();
  installSuspend();
  installGraveyardTriggers();
  installGraveyardLeaves();
}
