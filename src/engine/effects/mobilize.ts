// Mobilize N's trigger (702.181a): "create N 1/1 red Warrior creature tokens. Those tokens enter
// tapped and attacking. Sacrifice them at the beginning of the next end step." Entering attacking,
// they were never declared, so nothing that triggers on attacking sees them (508.4); after
// blockers were declared they enter unblocked (506.3d). Their controller chooses what each
// attacks (508.4): here the player the mobilizing creature attacks (the first opponent once it has
// left combat), a documented default when there was another choice. Outside combat, or if the
// controller isn't the attacking player (506.3b), they enter tapped but not attacking.
import { createTokens } from '../game/tokens.ts';
import { delayOn } from '../game/delayed.ts';
import { enterAttacking } from './enter-attacking.ts';
import type { EffectModule } from './module.ts';

export const mobilizeEffect: EffectModule<'mobilize'> = {
  resolve(game, item, effect) {
    const who = item.controller;
    const tokens = createTokens(game, who, { power: 1, toughness: 1, colors: ['red'], types: ['Creature'], subtypes: ['Warrior'] }, effect.n, { tapped: true });
    enterAttacking(game, item, tokens, ['mobilize']);
    const text = `Sacrifice the Warrior tokens created by ${item.source.name} at the beginning of the next end step.`;
    delayOn(game, 'next-end-step', tokens, { type: 'sacrifice', objects: { ref: 'previous' } }, { controller: who, source: item.source, text, keyword: 'mobilize' });
  },
};
