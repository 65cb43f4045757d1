// face-down spells and permanents (708) from morph, megamorph and disguise
// (702.37, 702.168). Casting a card face down (`cast: NAME, faceDown: true`) puts it on the stack
// as a 2/2 creature spell with no name, no text, no subtypes, no colour and no mana cost — with
// ward {2} for disguise — paying {3} rather than its mana cost (702.37c, 702.168b); the permanent
// it becomes is face down (708.4), so it enters without any of its printed abilities (708.3).
// Those face-down values are its copiable values (708.2), applied in layer 1 (613.2b) by
// game/layers.ts, so a Clone copying it becomes a nameless 2/2 too. Turning it face up
// (`turnFaceUp: NAME`) is a special action any time its controller has priority (116.2b): pay
// the morph or disguise cost printed on the card (702.37e, 702.168d); it does not enter again
// (708.8), megamorph adds a +1/+1 counter (702.37b), and "When this creature is turned face up"
// triggers. The engine always knows the card's identity; the traces name it for the reader.
import { cite } from '../citations.ts';
import { say, type Text } from '../messages/message.ts';
import type { Ability } from '../oracle/ast.ts';
import { formatMana } from '../oracle/mana.ts';
import { raise } from './stream.ts';
import { IllegalAction, ScenarioReferenceError } from './illegal.ts';
import { newId, nextTimestamp, trace, type Card, type CardDef, type Game, type StackItem } from './state.ts';
import { faceDownDef, faceDownLabel } from './face-down-values.ts';

export { faceDownDef, faceDownLabel };
import { findPermanent } from './targets.ts';
import { putCounters } from './counters.ts';

/** The ability letting a card be cast face down, if it has one in its printed text. */
export function faceDownAbility(card: Card): Extract<Ability, { kind: 'face-down-cast' }> | undefined {
  return card.def.abilities.find((a): a is Extract<Ability, { kind: 'face-down-cast' }> => a.kind === 'face-down-cast');
}

export interface FaceDownCasting {
  findInHand: () => Card;
  sorceryTime: boolean;
  moveToStack: (card: Card) => void;
  /** The total cost of the face-down spell (601.2f), increases and reductions read on its face-down characteristics (708.4). */
  totalCost: (def: CardDef, cost: string[]) => string[];
  payMana: (cost: string[], forWhat: string) => void;
  /** The spell became cast: "whenever … cast" triggers see only the face-down spell (708.4). */
  becameCast: (item: StackItem) => void;
}

/** Casts a card from its owner's hand face down (702.37c, 702.168b); returns the stack item. */
export function castFaceDown(game: Game, who: string, io: FaceDownCasting): StackItem {
  const card = io.findInHand();
  const a = faceDownAbility(card);
  if (!a) throw new IllegalAction(say('illegal.noFaceDown', { card: card.def.name, keywords: (['morph', 'megamorph', 'disguise'] as const).map((keyword) => say('term.keyword', { keyword })) }), cite('faceDownOnlyByAbility'));
  // 708.4: only the face-down characteristics count: a creature spell without flash (307.1 for its timing).
  if (!io.sorceryTime) throw new IllegalAction(say('illegal.faceDownTiming', { card: card.def.name }), cite('faceDownCastAs', 'creatureTiming'));
  const def = faceDownDef(a.how);
  const label = faceDownLabel(card);
  io.moveToStack(card);
  const item: StackItem = {
    id: newId(game, 'face-down spell'), kind: 'spell', card, controller: who, effects: [], targets: [], targetSpecs: [], text: label, faceDown: a.how, fromHand: true, castFrom: 'hand',
    source: { id: card.id, name: label, controller: who, colors: [], keywords: [], types: ['Creature'], subtypes: [] },
  };
  game.stack.push(item);
  const rule = a.how === 'disguise' ? 'disguiseCast' : 'morphCast';
  trace(game, 'cast', say('faceDown.cast', { player: who, card: card.def.name, how: a.how, keyword: say('term.keyword', { keyword: a.how }) }), cite('cast', rule, 'faceDownCastAs', 'alternativeCost'), { card: card.def.name, targets: [] });
  io.payMana(io.totalCost(def, ['3']), label);
  io.becameCast(item);
  return item;
}

/** The special action of turning a face-down permanent one controls face up (116.2b, 702.37e, 702.168d). */
export function turnFaceUp(game: Game, who: string, name: string, payMana: (cost: string[], forWhat: Text) => void): void {
  const perm = findPermanent(game, name, 'turnFaceUp', (p) => p.controller === who && !!p.faceDown);
  if (!perm.faceDown) throw new ScenarioReferenceError(say('scenario.notFaceDown', { card: perm.card.def.name }), 'turnFaceUp');
  if (perm.controller !== who) throw new IllegalAction(say('illegal.turnUpNotController', { card: faceDownLabel(perm.card), controller: perm.controller }), cite('turnFaceUp'));
  // 702.37e: the cost is the one it would have face up; without one, it can't be turned face up this way. A manifested
  // creature card is turned face up for its mana cost (701.40b) — the way taken when it has morph too (701.40c, a default).
  const manifested = perm.faceDown === 'manifest' && perm.card.def.types.includes('Creature') && (perm.card.def.manaCost?.length ?? 0) > 0;
  const a = manifested ? { how: 'manifest' as const, cost: perm.card.def.manaCost! } : faceDownAbility(perm.card);
  if (!a) throw new IllegalAction(perm.faceDown === 'manifest' ? say('illegal.manifestNotCreature', { card: perm.card.def.name }) : say('illegal.noTurnUpCost', { card: perm.card.def.name }), cite(perm.faceDown === 'manifest' ? 'manifestFaceUp' : 'turnFaceUp'));
  const rule = a.how === 'disguise' ? 'disguiseFaceUp' : a.how === 'manifest' ? 'manifestFaceUp' : 'turnFaceUp';
  trace(game, 'special-action', say('faceDown.turnUp', { player: who, card: perm.card.def.name, how: say('term.keyword', { keyword: a.how }), cost: formatMana(a.cost) }), cite('specialActionFaceUp', rule, 'faceUpNotEnter', 'faceUpTimestamp'), { object: perm.id });
  payMana(a.cost, say('for.keywordCost', { card: perm.card.def.name, keyword: say('term.keyword', { keyword: a.how }) }));
  delete perm.faceDown;
  // 613.7f: it gets a new timestamp as it turns face up. The battlefield array is replaced so
  // that the indexes of static abilities (game/layers.ts) see the abilities it has again.
  perm.timestamp = nextTimestamp(game);
  game.battlefield = [...game.battlefield];
  // 702.37b: the megamorph cost was paid, so it gets a +1/+1 counter as it is turned face up.
  if (a.how === 'megamorph') {
    putCounters(game, perm, '+1/+1', 1, { quiet: true });
    trace(game, 'counters', say('faceDown.megamorphCounter', { card: perm.card.def.name }), cite('megamorph'), { object: perm.id });
  }
  raise(game, { kind: 'turned-face-up', object: perm.id });
}
