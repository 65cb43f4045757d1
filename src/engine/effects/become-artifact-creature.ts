// "This Vehicle becomes an artifact creature until end of turn" — crew's effect (702.122a): a
// type-changing effect in layer 4 on its source, fixed as it begins (611.2c) and ended at
// cleanup (514.2). It sets no power or toughness: the Vehicle now has its printed ones (301.7b).
import type { EffectModule } from './module.ts';
import { characteristics, cite, nextTimestamp, permanentById, say, trace } from './shared.ts';

export const becomeArtifactCreatureEffect: EffectModule<'become-artifact-creature'> = {
  resolve(game, item) {
    const perm = permanentById(game, item.source.id);
    if (!perm) return;
    game.floating.push({ timestamp: nextTimestamp(game), objectId: perm.id, sourceName: item.source.name, change: { layer: '4', types: ['Artifact', 'Creature'], subtypes: [], allCreatureTypes: false } });
    const c = characteristics(game, perm);
    trace(game, 'effect', say('effect.becomesArtifactCreature', { object: perm.card.def.name, pt: `${c.power}/${c.toughness}` }), cite('layerType', 'vehiclePT', 'untilEndOfTurn'));
  },
};
