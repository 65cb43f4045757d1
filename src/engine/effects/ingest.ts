// Ingest's trigger (702.115a): "that player exiles the top card of their library" — the player
// the combat damage was dealt to, as the trigger event named them. An empty library exiles nothing.
import type { EffectModule } from './module.ts';
import { cite, player, say, trace } from './shared.ts';

export const thatPlayerExilesTopEffect: EffectModule<'that-player-exiles-top'> = {
  resolve(game, item) {
    const who = item.event?.player;
    if (!who) return;
    const p = player(game, who);
    const card = p.library.shift();
    if (card) p.exile.push(card);
    trace(game, 'library', say('effect.exilesTop', { player: who, card: card?.def.name ?? '' }), cite('ingest'));
  },
};
