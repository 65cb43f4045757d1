// cov-altcast: keywords that give a spell an alternative cost (118.9) with a condition, an extra
// part or a consequence — surge (702.117a), spectacle (702.137a), blitz (702.152a), web-slinging
// (702.188a), sneak (702.190a), warp (702.185a), prowl (702.76a), freerunning (702.173a) — and "When this creature enters, if its surge cost was paid, …"
// (603.4). Each keyword is one `keyword-cost` ability; game/alt-costs.ts gives it its meaning.
import type { AbilityBody, KeywordCost } from '../ast.ts';
import { alt, lit, map, oneOf, opt, seq } from '../grammar.ts';
import { manaCost } from './cast.ts';
import { abilityEffects, type LineEntry } from './lines.ts';
import { triggerHead } from './triggers.ts';

const period = opt(lit('.'));
const line = (text: string, ...abilities: unknown[]) => ({ text, abilities });

const keyword = oneOf<KeywordCost>([
  ['surge', 'surge'],
  ['spectacle', 'spectacle'],
  ['blitz', 'blitz'],
  ['web-slinging', 'web-slinging'],
  ['sneak', 'sneak'],
  ['warp', 'warp'],
  ['prowl', 'prowl'],
  ['freerunning', 'freerunning'],
]);

export const ALT_COST_LINES: LineEntry[] = [
  {
    id: 'line/ninjutsu',
    wording: 'Ninjutsu {M} / Commander ninjutsu {M}',
    // 702.49d: commander ninjutsu also works from the command zone, which a replayed board has no card in; from the hand it is ninjutsu.
    parse: map(seq(opt(lit('commander')), lit('ninjutsu'), manaCost, period), ([commander, , cost]): AbilityBody[] => [{ kind: 'ninjutsu', cost, commander: commander !== undefined }]),
    fixtures: [line('Ninjutsu {1}{U}', { kind: 'ninjutsu', cost: ['1', 'U'], commander: false }), line('Commander ninjutsu {2}{U}{B}', { kind: 'ninjutsu', cost: ['2', 'U', 'B'], commander: true })],
  },
  {
    id: 'line/keyword-alt-cost',
    wording: 'Surge {M} / Spectacle {M} / Blitz {M} / Web-slinging {M} / Sneak {M} / Warp {M} / Prowl {M} / Freerunning {M}',
    parse: map(seq(keyword, manaCost, period), ([kw, cost]): AbilityBody[] => [{ kind: 'keyword-cost', keyword: kw, cost }]),
    fixtures: [
      line('Surge {1}{U}', { kind: 'keyword-cost', keyword: 'surge', cost: ['1', 'U'] }),
      line('Spectacle {R}', { kind: 'keyword-cost', keyword: 'spectacle', cost: ['R'] }),
      line('Blitz {2}{B}{B}', { kind: 'keyword-cost', keyword: 'blitz', cost: ['2', 'B', 'B'] }),
      line('Web-slinging {1}{G}', { kind: 'keyword-cost', keyword: 'web-slinging', cost: ['1', 'G'] }),
      line('Sneak {2}{U}', { kind: 'keyword-cost', keyword: 'sneak', cost: ['2', 'U'] }),
      line('Warp {1}{R}', { kind: 'keyword-cost', keyword: 'warp', cost: ['1', 'R'] }),
      line('Prowl {U}', { kind: 'keyword-cost', keyword: 'prowl', cost: ['U'] }),
      line('Freerunning {1}{B}', { kind: 'keyword-cost', keyword: 'freerunning', cost: ['1', 'B'] }),
    ],
  },
  {
    id: 'line/keyword-cost-paid-enters-trigger',
    wording: 'When CARDNAME enters, if its (his, her) surge / spectacle / blitz / web-slinging / sneak / warp / prowl / freerunning cost was paid, EFFECTS',
    // An intervening "if" (603.4) on which alternative cost its spell was cast for.
    parse: map(seq(triggerHead, lit(', if'), alt(lit('its'), lit('his'), lit('her')), keyword, lit('cost was paid ,'), abilityEffects), ([trigger, , , kw, , list]): AbilityBody[] | null => (trigger.event === 'etb' ? [{ kind: 'triggered', trigger, effects: list, ifPaid: kw }] : null)),
    fixtures: [
      line('When this creature enters, if its spectacle cost was paid, each opponent discards a card.', { kind: 'triggered', trigger: { event: 'etb' }, ifPaid: 'spectacle' }),
      line('When Test Card enters, if his sneak cost was paid, creatures you control get +2/+0 until end of turn.', { kind: 'triggered', trigger: { event: 'etb' }, ifPaid: 'sneak' }),
    ],
  },
];
