// Amplify N (702.38a): "As this object enters, reveal any number of cards from your hand that share
// a creature type with it. This permanent enters with N +1/+1 counters on it for each card revealed
// this way." A replacement effect on entering (614.1c), its choice made before it enters (614.12a):
// the cards are named by the controller's `choose: {amplify: [NAME, …]}`; without one, none are
// revealed (a documented default: "any number"). The types compared are the permanent's as it would
// exist on the battlefield and the cards' in the hand, a changeling card having every creature type.
import { cite } from '../../citations.ts';
import { say } from '../../messages/message.ts';
import { CREATURE_TYPES } from '../../oracle/creature-types.ts';
import { characteristics } from '../characteristics.ts';
import { IllegalAction } from '../illegal.ts';
import { choiceNames, noteDefault, player, takeChoice, trace, type Card } from '../state.ts';
import type { EnterEvent, ReplacementKind } from './event.ts';
import { enteringChoices } from './enter-choice.ts';
import { putCounters } from '../counters.ts';

const creatureTypesOf = (card: Card): string[] =>
  card.def.abilities.some((a) => a.kind === 'static' && a.effect.type === 'cda-all-creature-types') ? [...CREATURE_TYPES] : card.def.subtypes.filter((t) => CREATURE_TYPES.has(t));

export const entersAmplified: ReplacementKind<EnterEvent> = {
  candidates(game, event) {
    return enteringChoices(game, event, 'amplify', (g, e, a, name) => {
      const who = e.object.controller;
      const mine = characteristics(g, e.object).subtypes.filter((t) => CREATURE_TYPES.has(t));
      const hand = player(g, who).hand;
      const names = takeChoice(g, who, (v) => (v && typeof v === 'object' && !Array.isArray(v) && 'amplify' in v ? choiceNames(v, 'amplify') : undefined));
      if (names === undefined) noteDefault(g, say('default.amplifyNone', { card: name, player: who, keyword: say('term.keyword', { keyword: 'amplify' }) }));
      const shown: Card[] = [];
      for (const n of names ?? []) {
        const c = hand.find((x) => !shown.includes(x) && (x.id === n || x.def.name.toLowerCase() === n.toLowerCase()));
        if (!c) throw new IllegalAction(say('illegal.amplifyNotInHand', { card: name, with: n, player: who }), cite('amplify'));
        if (!creatureTypesOf(c).some((t) => mine.includes(t))) throw new IllegalAction(say('illegal.amplifyNoType', { card: name, with: c.def.name }), cite('amplify'));
        shown.push(c);
      }
      const count = a.n * shown.length;
      const put = putCounters(g, e.object, '+1/+1', count, { enters: true });
      trace(g, 'replaced', say('replace.amplified', { object: name, player: who, cards: shown.map((c) => c.def.name).join(', '), count: put }), cite('entersWithReplacement', 'entersChoice', 'amplify'));
    });
  },
};
