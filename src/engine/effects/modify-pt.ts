// "Gets +N/+N" (613.4c, layer 7c): target creature, this creature, "that creature" (the event's
// object: exalted's lone attacker, flanking's blocker), each other attacking creature (battle
// cry), "+X/+0 where X is the enlisted creature's power" — one verb whose objects and amounts
// are references (game/refs.ts), read as the instruction is carried out (608.2h).
import { JudgeError } from '../../errors.ts';
import type { Amount, Duration } from '../oracle/vocabulary.ts';
import type { Scope } from '../game/refs.ts';
import type { Game } from '../game/state.ts';
import type { EffectModule } from './module.ts';
import { changeUntilEndOfTurn, say, sign } from './shared.ts';
import { amountNow, permanentsNamed, verbScope } from './verb-scope.ts';

/** A change of power or toughness, negative when the text says "-N" or "-X" (`times` −1). */
export function signedAmount(game: Game, amount: Amount, scope: Scope): number {
  if (typeof amount === 'number') return amount;
  if (amount.of === 'times' && amount.factor < 0) return amount.factor * amountNow(game, amount.amount, scope);
  return amountNow(game, amount, scope);
}

/** Whose next turn ends a change "until your next turn" (611.2a); undefined: until end of turn (514.2). */
export function endsAtNextTurnOf(duration: Duration, scope: Scope, what: string): string | undefined {
  if (duration === 'until-end-of-turn') return undefined;
  if (duration === 'until-your-next-turn') return scope.controller;
  throw new JudgeError('not_implemented', `${scope.source.name}: ${what} lasting ${JSON.stringify(duration)} is not modelled`);
}

export const modifyPtEffect: EffectModule<'modify-pt'> = {
  resolve(game, item, effect, target, given) {
    const scope = verbScope(item, effect, target, given);
    const { permanents } = permanentsNamed(game, item, [effect.objects], scope);
    if (!permanents.length) return;
    const nextTurnOf = endsAtNextTurnOf(effect.duration, scope, 'a change of power and toughness');
    const power = signedAmount(game, effect.power, scope);
    const toughness = signedAmount(game, effect.toughness, scope);
    for (const p of permanents) changeUntilEndOfTurn(game, p, item.source.name, { layer: '7c', power, toughness }, say('what.gets', { change: `${sign(power)}/${sign(toughness)}` }), 'layerModifyPT', nextTurnOf);
  },
};
