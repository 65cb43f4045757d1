// Miracle (702.94a): "You may reveal this card from your hand as you draw it if it's the first card
// you've drawn this turn. When you reveal this card this way, you may cast it by paying [cost] rather
// than its mana cost." The draw is an event on the stream (game/events.ts names the card drawn);
// a card with miracle drawn first this turn is revealed — revealing changes nothing a replay
// follows, so the engine always does (702.94b) — and the linked trigger waits to be put on the
// stack; as it resolves its owner may cast the card, if it is still in their hand, with
// `choose: {cast: true}` (else not cast, a noted default), timing aside (the rules instruct it).
import { cite } from '../citations.ts';
import { say } from '../messages/message.ts';
import type { Ability } from '../oracle/ast.ts';
import { formatMana } from '../oracle/mana.ts';
import { onEvent } from './stream.ts';
import { queueTrigger } from './triggers/handler.ts';
import { noteDefault, player, trace, type SourceInfo } from './state.ts';

export function installMiracle(): void {
  onEvent('draws', (game, e) => {
    if (e.nth !== 1 || !e.card) return;
    const p = player(game, e.player);
    const card = p.hand.find((c) => c.id === e.card);
    const m = card?.def.abilities.find((a) => a.kind === 'miracle');
    if (!card || !m || m.kind !== 'miracle') return;
    if (e.nthAssumed) noteDefault(game, say('default.drawnBefore', { player: e.player, n: 0 }));
    trace(game, 'note', say('cast.miracleRevealed', { player: e.player, card: card.def.name }), cite('miracle', 'miracleRevealed'));
    const source: SourceInfo = { id: card.id, name: card.def.name, controller: e.player, colors: card.def.colors, keywords: [] };
    const ability: Extract<Ability, { kind: 'triggered' }> = {
      kind: 'triggered',
      trigger: { on: 'draws', player: 'you' },
      effects: [{ type: 'cast', cardId: card.id, keyword: 'miracle', cost: m.cost, from: 'hand' }],
      text: `When you reveal ${card.def.name} this way, you may cast it by paying ${formatMana(m.cost)} rather than its mana cost.`,
      line: m.line,
    };
    queueTrigger(game, { controller: e.player, source, ability, reason: say('cast.miracleRevealed', { player: e.player, card: card.def.name }) });
  });
}
