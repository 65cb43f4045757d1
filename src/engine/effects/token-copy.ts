// A token that's a copy (707.2): what it copies and the exceptions it has (707.9b), for the
// `create-token` verb. The copied object is the one its reference names now; the source gone, as it
// last existed on the battlefield (608.2h: offspring's "a copy of it", myriad's "of this creature");
// a source that is a card exiled to pay the cost (embalm, eternalize, encore) has its printed
// characteristics, the same in every zone.
import { JudgeError } from '../../errors.ts';
import { characteristics } from '../game/characteristics.ts';
import { ScenarioReferenceError } from '../game/illegal.ts';
import { copiable } from '../game/layers.ts';
import { exceptionsMessage } from '../game/copy-exceptions.ts';
import { objectsOf, type Scope } from '../game/refs.ts';
import { cardById, type CardDef, type Game, type StackItem } from '../game/state.ts';
import type { ObjectRef } from '../oracle/vocabulary.ts';
import type { CopyExceptions } from '../oracle/verbs.ts';
import { say, type Message } from '../messages/message.ts';
import { chosenPermanents } from './chosen-permanents.ts';

/** What a copy of `ref` copies (its copiable values and name), or undefined when a target is gone (608.2b: no copy). */
export function copiedOf(game: Game, item: StackItem, ref: ObjectRef, scope: Scope): { def: CardDef; name: string } | undefined {
  // Populate's creature token (701.36a), chosen as it resolves (608.2d); with none, no token is made (701.36b).
  if (ref.ref === 'chosen') {
    const chosen = chosenPermanents(game, ref, scope)[0];
    return chosen && { def: copiable(chosen), name: characteristics(game, chosen).name };
  }
  const now = objectsOf(game, ref, scope)[0];
  if (now?.kind === 'permanent') return { def: copiable(now.permanent), name: characteristics(game, now.permanent).name };
  if (ref.ref === 'target' || now) return undefined;
  if (ref.ref === 'self') {
    const known = game.lastKnown[item.source.id];
    // A permanent that was a copy or face down can't be told from its card.
    if (known && known.name === known.card.def.name) return { def: known.card.def, name: known.name };
    if (known) throw new ScenarioReferenceError(say('scenario.copyLastKnown', { source: item.source.name }), 'actions');
    const card = cardById(game, item.source.id);
    if (card) return { def: card.def, name: card.def.name };
  }
  throw new JudgeError('not_implemented', `${item.source.name}: a copy of an object that has left the battlefield (its last known information) is not modelled`);
}

/** How the trace says a copy was made, with its exceptions. */
export function copyMessage(player: string, copied: string, except: CopyExceptions, id: string): Message {
  return say('effect.tokenCopy', { player, copied, id, except: exceptionsMessage(except) });
}

