// Myriad's trigger (702.116a): "for each opponent other than defending player, you may create a
// token that's a copy of this creature that's tapped and attacking that player or a planeswalker
// they control. If one or more tokens are created this way, exile the tokens at end of combat."
// In a two-player game there is no such opponent, so it does nothing. The copies take the
// creature's copiable values (707.2, `copiable`); each attacks its player, not a planeswalker (a
// documented default: the controller chooses, 508.4), and was never declared (508.4). Declining
// is `choose: {myriad: false}`; by default the tokens are created.
import { copiable } from '../game/layers.ts';
import { ScenarioReferenceError } from '../game/illegal.ts';
import type { Card, Permanent } from '../game/state.ts';
import { delayOn } from '../game/delayed.ts';
import type { EffectModule } from './module.ts';
import { cite, leaveBattlefield, newId, noteDefault, opponents, permanentById, putOntoBattlefield, say, takeChoice, trace } from './shared.ts';

export const myriadEffect: EffectModule<'myriad'> = {
  resolve(game, item) {
    const who = item.controller;
    const defending = game.combat.attackers.find((a) => a.id === item.source.id)?.defender ?? item.event?.player;
    const others = opponents(game, who).filter((p) => !p.lost && p.name !== defending);
    if (!others.length) {
      trace(game, 'effect', say('effect.myriadNone', { source: item.source.name }), cite('myriad'));
      return;
    }
    const source = permanentById(game, item.source.id);
    if (!source) throw new ScenarioReferenceError(say('scenario.myriadSourceGone', { source: item.source.name, keyword: say('term.keyword', { keyword: 'myriad' }) }), 'pass');
    const wanted = takeChoice(game, who, (v) => (v && typeof v === 'object' && !Array.isArray(v) && 'myriad' in v ? Boolean((v as { myriad: unknown }).myriad) : undefined));
    if (wanted === false) return;
    if (wanted === undefined) noteDefault(game, say('default.myriadTokens', { source: item.source.name, player: who, keyword: say('term.keyword', { keyword: 'myriad' }) }));
    const def = copiable(source);
    const made: Permanent[] = [];
    for (const foe of others) {
      const card: Card = { id: newId(game, def.name), owner: who, token: true, def: { ...def, typeLine: `Token ${def.typeLine}` } };
      const token = putOntoBattlefield(game, card, who, { tapped: true });
      if (game.active === who) game.combat.attackers.push({ id: token.id, defender: foe.name });
      trace(game, 'create', say('effect.myriadToken', { player: who, card: def.name, opponent: foe.name, id: token.id }), cite('myriad', 'enterAttacking', 'create', 'tokens'), { object: token.id });
      made.push(token);
    }
    const text = `Exile the tokens created by ${item.source.name}'s myriad at end of combat.`;
    delayOn(game, 'end-of-combat', made, { type: 'exile', objects: { ref: 'previous' } }, { controller: who, source: item.source, text, keyword: 'myriad' });
  },
};
