// Fabricate N's trigger (702.123a): "you may put N +1/+1 counters on it. If you don't, create
// N 1/1 colorless Servo artifact creature tokens." The controller chooses as it resolves
// (608.2d): `choose: {fabricate: counters}` / `{fabricate: tokens}`, else the counters (the
// first option the text lists, a documented default). With the permanent gone, counters can't
// be put on it, so the tokens are created.
import { createTokens } from '../game/tokens.ts';
import type { EffectModule } from './module.ts';
import { putCounters } from './shared.ts';
import { cite, noteDefault, permanentById, say, takeChoice, trace } from './shared.ts';

export const fabricateEffect: EffectModule<'fabricate'> = {
  resolve(game, item, effect) {
    const perm = permanentById(game, item.source.id);
    const chosen = takeChoice(game, item.controller, (v) => {
      const w = v && typeof v === 'object' && 'fabricate' in v ? String((v as { fabricate: unknown }).fabricate).toLowerCase() : undefined;
      return w === 'counters' || w === 'tokens' ? w : undefined;
    });
    if (chosen === undefined && perm) noteDefault(game, say('default.fabricateCounters', { source: item.source.name, player: item.controller, keyword: say('term.keyword', { keyword: 'fabricate' }) }));
    const counters = perm !== undefined && (chosen ?? 'counters') === 'counters';
    trace(game, 'choice', say('effect.fabricateChoice', { player: item.controller, source: item.source.name, counters, n: effect.n }), cite('fabricate', 'effectChoices'));
    if (counters) putCounters(game, perm!, '+1/+1', effect.n);
    else createTokens(game, item.controller, { power: 1, toughness: 1, colors: 'colorless', types: ['Artifact', 'Creature'], subtypes: ['Servo'] }, effect.n);
  },
};
