// static abilities that give their controller an ability a permanent could have:
// "You have hexproof." (702.11c: "You can't be the target of spells or abilities your opponents
// control") and "You have shroud." (702.18a: "This permanent or player can't be the target of
// spells or abilities"); and "Skip your draw step" (614.10, game/turn.ts). Targets are checked whenever a player is chosen or checked as a target
// (game/targets.ts), so a spell whose player target gained hexproof meanwhile doesn't resolve (608.2b).
import type { AbilityBody } from '../ast.ts';
import { line, type Entry } from '../entry.ts';
import { alt, lit, map, opt, seq } from '../grammar.ts';
import { self } from '../phrases.ts';
import { staticGroup } from '../static-groups.ts';

/** "during each other player's untap step" (502.3: the untap steps of the players other than the permanent's controller). */
const OTHERS_UNTAP = "during each other player's untap step";

export const PLAYER_STATIC_LINES: Entry<AbilityBody[]>[] = [
  {
    id: 'line/you-have-hexproof',
    wording: 'You have hexproof. / You have shroud. (702.11c, 702.18a)',
    parse: map(seq(lit('you have'), alt(map(lit('hexproof'), () => 'hexproof' as const), map(lit('shroud'), () => 'shroud' as const)), opt(lit('.'))), ([, rule]) => [{ kind: 'player-rule', rule }]),
    fixtures: [line('You have hexproof.', { kind: 'player-rule', rule: 'hexproof' }), line('You have shroud.', { kind: 'player-rule', rule: 'shroud' })],
  },
  {
    id: 'line/untap-during-other-players-untap-steps',
    wording: "Untap CARDNAME (all FILTER you control, each FILTER you control …) during each other player's untap step. (502.3: Seedborn Muse)",
    parse: alt<AbilityBody[]>(
      map(seq(lit('untap'), self, lit(OTHERS_UNTAP), opt(lit('.'))), (): AbilityBody[] => [{ kind: 'restriction', what: 'untaps-during-others' }]),
      map(seq(lit('untap'), opt(lit('all')), staticGroup, lit(OTHERS_UNTAP), opt(lit('.'))), ([, , affects]): AbilityBody[] => [{ kind: 'static', effect: { type: 'restrict', what: 'untaps-during-others', affects } }]),
    ),
    fixtures: [
      line("Untap this creature during each other player's untap step.", { kind: 'restriction', what: 'untaps-during-others' }),
      line("Untap all permanents you control during each other player's untap step.", { kind: 'static', effect: { type: 'restrict', what: 'untaps-during-others' } }),
      line("Untap each creature you control with a +1/+1 counter on it during each other player's untap step.", { kind: 'static', effect: { type: 'restrict', what: 'untaps-during-others', affects: { controller: 'you', counter: '+1/+1' } } }),
    ],
  },
  {
    id: 'line/skip-your-draw-step',
    wording: 'Skip your draw step. (614.10)',
    parse: map(seq(lit('skip your draw step'), opt(lit('.'))), () => [{ kind: 'player-rule', rule: 'skip-draw-step' }]),
    fixtures: [line('Skip your draw step.', { kind: 'player-rule', rule: 'skip-draw-step' })],
  },
];
