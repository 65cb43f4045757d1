// Cipher (702.99): "If this spell is represented by a card, you may exile this card encoded on a
// creature you control" — the last step of resolving the spell, before its card would go to the
// graveyard (608.2n) — and "For as long as this card is encoded on that creature, that creature has
// 'Whenever this creature deals combat damage to a player, you may copy the encoded card and you may
// cast the copy without paying its mana cost.'" The card stays encoded while it stays exiled and the
// creature stays on the battlefield, whoever controls it (702.99c). The creature is named with
// `choose: {cipher: NAME}` (`{cipher: false}` not to encode); without one, the first creature its
// controller controls, a noted default. The copy cast is a spell with no card (707.12): it ceases to
// exist as it leaves the stack.
import { cite } from '../citations.ts';
import { say } from '../messages/message.ts';
import type { Ability } from '../oracle/ast.ts';
import { characteristics } from './characteristics.ts';
import { sourceInfo } from './source-info.ts';
import { registerTriggerSources } from './triggers/handler.ts';
import { noteDefault, player, takeChoice, trace, type Game, type StackItem } from './state.ts';

/** Whether the resolving spell's card was exiled encoded on a creature (then it goes nowhere else). */
export function cipherInstead(game: Game, item: StackItem): boolean {
  const card = item.card;
  if (!card || !card.def.abilities.some((a) => a.kind === 'cipher')) return false;
  const who = item.controller;
  const wanted = takeChoice(game, who, (v) => (v && typeof v === 'object' && !Array.isArray(v) && 'cipher' in v ? ((v as { cipher: unknown }).cipher === false ? null : String((v as { cipher: unknown }).cipher)) : undefined));
  if (wanted === null) return false;
  const creatures = game.battlefield.filter((p) => p.controller === who && characteristics(game, p).types.includes('Creature'));
  const chosen = wanted === undefined ? creatures[0] : creatures.find((p) => p.id === wanted || characteristics(game, p).name.toLowerCase() === wanted.toLowerCase());
  if (!chosen) {
    trace(game, 'note', say('cipher.noCreature', { card: card.def.name, player: who, named: wanted ?? '' }), cite('cipher'));
    return false;
  }
  if (wanted === undefined) noteDefault(game, say('default.cipherOn', { card: card.def.name, creature: characteristics(game, chosen).name }));
  player(game, card.owner).exile.push(card);
  game.encoded = [...(game.encoded ?? []), { cardId: card.id, owner: card.owner, permanentId: chosen.id }];
  trace(game, 'zone-change', say('cipher.encoded', { card: card.def.name, creature: characteristics(game, chosen).name }), cite('cipher', 'cipherEncoded'));
  return true;
}

type Triggered = Extract<Ability, { kind: 'triggered' }>;

/** The ability the encoded card gives its creature (702.99a), with the card it copies. */
const castCopy = (cardId: string, name: string): Triggered => ({
  kind: 'triggered',
  trigger: { on: 'deals-damage', object: 'self', combat: true, recipient: { player: 'any' } },
  effects: [{ type: 'cast', cardId, keyword: 'cipher', copy: true }],
  text: `Whenever this creature deals combat damage to a player, you may copy the encoded card (${name}) and you may cast the copy without paying its mana cost.`,
  line: 0,
});

/** Each creature with a card encoded on it has the ability while the card stays exiled and the creature on the battlefield (702.99c). */
export function installCipher(): void {
  registerTriggerSources((game) =>
    (game.encoded ?? []).flatMap((e) => {
      const p = game.battlefield.find((x) => x.id === e.permanentId);
      const card = player(game, e.owner).exile.find((c) => c.id === e.cardId);
      return p && card ? [{ id: p.id, controller: p.controller, info: sourceInfo(game, p), abilities: [castCopy(card.id, card.def.name)] }] : [];
    }),
  );
}
