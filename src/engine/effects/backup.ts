// Backup N's trigger (702.165a): "put N +1/+1 counters on target creature. If that's another
// creature, it also gains the non-backup abilities of this creature printed below this one
// until end of turn." The abilities are the printed ones (702.165c), fixed when the card's
// text is read (oracle/entries/backup.ts, which refuses a backup line when any ability below it
// is not a plain keyword), and granted in layer 6 until end of turn (514.2).
import type { EffectModule } from './module.ts';
import { putCounters } from './shared.ts';
import { cite, nextTimestamp, permanentById, say, trace } from './shared.ts';

export const backupEffect: EffectModule<'backup'> = {
  resolve(game, item, effect, target) {
    const perm = target?.kind === 'permanent' ? permanentById(game, target.id) : undefined;
    if (!perm) return;
    putCounters(game, perm, '+1/+1', effect.n, { by: item.controller });
    if (perm.id === item.source.id || !effect.grants.length) return;
    const timestamp = nextTimestamp(game);
    for (const keyword of effect.grants) game.floating.push({ timestamp, objectId: perm.id, sourceName: item.source.name, change: { layer: '6', keyword } });
    trace(game, 'effect', say('effect.backupGrants', { object: perm.card.def.name, keywords: effect.grants.map((keyword) => say('term.keyword', { keyword })), source: item.source.name }), cite('backup', 'layerAbility', 'untilEndOfTurn'));
  },
};
