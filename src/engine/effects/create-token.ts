// Creating tokens (111.1, 701.7a), the `create-token` verb: a described token (111.4), a
// predefined one (111.10), or a copy (707.2, effects/token-copy.ts) with its exceptions as part of
// its copiable values (707.9b). The number and a described token's power and toughness are read as
// the instruction is carried out (608.2h); each player the controller reference names gets them.
// "Tapped and attacking" tokens enter as effects/enter-attacking.ts says (508.4); "for each
// opponent, … attacking that player" makes them once for each player named (myriad, encore);
// "then attach this Equipment to it" attaches the source to the token made (701.3a).
import { objectsOf, playersOf, type Scope } from '../game/refs.ts';
import type { Permanent, StackItem } from '../game/state.ts';
import { createPredefined, createTokenCards, createTokens, tokenKeywordCodes } from '../game/tokens.ts';
import { enterAttacking } from './enter-attacking.ts';
import type { EffectModule } from './module.ts';
import { cite, nextTimestamp, say, trace, type Game } from './shared.ts';
import { copiedOf, copyMessage } from './token-copy.ts';
import { withExceptions } from '../game/copy-exceptions.ts';
import { amountNow, verbScope } from './verb-scope.ts';

type CreateToken = Parameters<EffectModule<'create-token'>['resolve']>[2];

/** `n` tokens of the effect's kind for `who`. */
function make(game: Game, item: StackItem, effect: CreateToken, scope: Scope, who: string, n: number): Permanent[] {
  const spec = effect.token;
  // "an Incubator token with N +1/+1 counters on it" (701.53a): the token enters with them (122.6).
  const counters = effect.counters ? { [effect.counters.counter]: amountNow(game, effect.counters.amount, scope) } : undefined;
  const opts = { ...(effect.tapped ? { tapped: true } : {}), ...(counters ? { counters } : {}) };
  const codes = [...tokenKeywordCodes(effect.keyword), ...(effect.action ? [effect.action] : [])];
  if ('predefined' in spec) return createPredefined(game, who, spec.predefined, n, opts, cite(...codes));
  if ('copyOf' in spec) {
    const copied = copiedOf(game, item, spec.copyOf, scope);
    if (!copied) {
      if (effect.action === 'populate') trace(game, 'effect', say('effect.populateNone', { player: who }), cite('populate', 'populateNone'));
      return [];
    }
    const except = spec.except ?? {};
    return createTokenCards(game, who, withExceptions(copied.def, except), n, (id) => copyMessage(who, copied.name, except, id), cite(...codes, ...(Object.keys(except).length ? (['tokenCopyExceptions'] as const) : []), 'create', 'tokens', 'copiableValues'), opts);
  }
  const { power, toughness, ...rest } = spec;
  const fixed = power === undefined ? rest : { ...rest, power: amountNow(game, power, scope), toughness: amountNow(game, toughness ?? 0, scope) };
  return createTokens(game, who, fixed, n, opts, cite(...codes));
}

/** "… then attach this Equipment to it" (701.3a): the object named, still on the battlefield, becomes attached to the token. */
function attach(game: Game, effect: CreateToken, scope: Scope, token: Permanent | undefined): void {
  const attachment = effect.attach && objectsOf(game, effect.attach, scope)[0];
  if (!token || attachment?.kind !== 'permanent') return;
  attachment.permanent.attachedTo = token.id;
  attachment.permanent.timestamp = nextTimestamp(game);
  trace(game, 'attach', say('effect.attached', { attachment: attachment.permanent.card.def.name, object: token.card.def.name }), cite(...tokenKeywordCodes(effect.keyword), 'attach'));
}

export const createTokenEffect: EffectModule<'create-token'> = {
  resolve(game, item, effect, target, given) {
    const scope = verbScope(item, effect, target, given);
    const codes = tokenKeywordCodes(effect.keyword);
    // "For each opponent [other than defending player], … attacking that player" (702.116a, 702.141a).
    const each = effect.attacking && effect.attacking !== true ? effect.attacking : effect.mustAttack;
    for (const who of effect.controller ? playersOf(game, effect.controller, scope) : [item.controller]) {
      const n = amountNow(game, effect.amount, { ...scope, acting: who });
      if (n <= 0) continue;
      if (!each) {
        const made = make(game, item, effect, scope, who, n);
        if (effect.attacking) enterAttacking(game, item, made, codes);
        attach(game, effect, scope, made[0]);
        continue;
      }
      const players = playersOf(game, each, { ...scope, acting: who });
      if (!players.length) trace(game, 'effect', say('effect.tokensForNoPlayer', { source: item.source.name }), cite(...codes, 'create'));
      for (const foe of players) {
        const made = make(game, item, effect, scope, who, n);
        if (effect.attacking) enterAttacking(game, item, made, codes, foe);
        // encore (702.141a): each attacks that opponent this turn if able (game/encore.ts).
        else for (const token of made) {
          token.mustAttack = { player: foe, turn: game.turn };
          trace(game, 'note', say('effect.mustAttackThisTurn', { creature: token.card.def.name, defender: foe }), cite(...codes, 'attackRequirement'));
        }
      }
    }
  },
};
