// A Class's level (716): a designation any permanent can have, not a characteristic (716.2b), so it
// is kept on the permanent and read by the conditions of its level sections (game/static-conditions.ts,
// `class-level`); a permanent with no level is level 1 (716.2d). A class level bar's activated
// ability makes it N (716.2a), which "When this Class becomes level N" abilities see.
import { cite } from '../citations.ts';
import { say } from '../messages/message.ts';
import { characteristics } from './characteristics.ts';
import { raise } from './stream.ts';
import { trace, type Game, type Permanent } from './state.ts';

/** "This Class's level becomes N" (716.2a). */
export function setClassLevel(game: Game, perm: Permanent, level: number): void {
  perm.classLevel = level;
  // The abilities of its sections are now its own: the derivation is read again (613.1f).
  game.battlefield = [...game.battlefield];
  trace(game, 'effect', say('effect.classLevel', { object: characteristics(game, perm).name, level }), cite('classLevelBar', 'classLevelDesignation'), { object: perm.id });
  raise(game, { kind: 'becomes-level', object: perm.id, level });
}
