// "That player", "that much", "target creature that player controls" read the trigger's event
// (603.7c): only a triggered ability whose event names a player or an amount can say them; on
// any other line they would name nothing, so such a line is refused rather than read as doing
// nothing. The events that name them are the ones the game reports with a player / an amount.
import type { AbilityBody, Trigger } from './ast.ts';

/** Triggers whose event names a player ("that player"): the player dealt damage. */
const namesPlayer = (t: Trigger): boolean => t.on === 'deals-damage' && t.recipient?.player !== undefined && t.recipient.object === undefined && !t.or;
/** Triggers whose event names an amount ("that much"): the damage dealt. */
const namesAmount = (t: Trigger): boolean => (t.on === 'deals-damage' || t.on === 'dealt-damage') && !t.or && !t.batched;

/**
 * Whether every "that player" / "that much" of the ability has an event to read, and every X a
 * value: a triggered ability's X is the entering spell's only for an enters-the-battlefield
 * trigger (107.3m); in any other trigger it would be defined by words the grammar did not read.
 */
export function eventRefsFit(body: AbilityBody): boolean {
  // A "•" mode on its own line can't know its head's trigger: it names no event.
  const said = JSON.stringify(body);
  if (body.kind === 'triggered' && !(body.trigger.on === 'enters' && body.trigger.object === 'self' && !body.trigger.or) && /"of":"X"|"amount":"X"|"X"\]|\["X"/.test(said)) return false;
  const player = said.includes('"ref":"event-player"');
  const amount = said.includes('"of":"event"');
  if (!player && !amount) return true;
  if (body.kind !== 'triggered') return false;
  return (!player || namesPlayer(body.trigger)) && (!amount || namesAmount(body.trigger));
}
