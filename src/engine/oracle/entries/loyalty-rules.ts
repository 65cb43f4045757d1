// Permissions that change when loyalty abilities may be activated (606.3 allows one loyalty
// ability of a permanent each turn, at sorcery speed; a card that says otherwise takes precedence,
// 101.1): "You may activate loyalty abilities of planeswalkers you control on any player's turn any
// time you could cast an instant" (Teferi, Temporal Archmage's emblem), "… of CARDNAME …" (Teferi,
// Master of Time), "As long as CARDNAME entered this turn, you may activate her loyalty abilities any
// time you could cast an instant" (The Wandering Emperor), "You may activate the loyalty abilities
// of CARDNAME twice each turn rather than only once" (Urza, Planeswalker; Oath of Teferi). Checked
// as an ability is activated (game/loyalty.ts).
import type { AbilityBody } from '../ast.ts';
import { line, type Entry } from '../entry.ts';
import { alt, lit, map, opt, seq } from '../grammar.ts';

type Permission = { of: 'self' | 'yours'; instantSpeed?: true; twice?: true };

/** Whose loyalty abilities: the permanent's own, or those of every planeswalker its controller controls. */
const whose = alt(
  // "his" / "her" are read as "its" (oracle/tokenize.ts).
  map(alt(lit('of SELF'), lit('its')), () => 'self' as const),
  map(lit('of planeswalkers you control'), () => 'yours' as const),
);
const loyaltyAbilities = (of: 'prefix' | 'any') =>
  of === 'prefix'
    ? alt(map(seq(whose, lit('loyalty abilities')), ([w]) => w), map(seq(opt(lit('the')), lit('loyalty abilities'), whose), ([, , w]) => w))
    : map(seq(opt(lit('the')), lit('loyalty abilities'), whose), ([, , w]) => w);
/** "any time you could cast an instant" [on any player's turn]. */
const instantSpeed = alt(lit("on any player's turn any time you could cast an instant"), lit("any time you could cast an instant on any player's turn"), lit('any time you could cast an instant'));

export const LOYALTY_RULE_LINES: Entry<AbilityBody[]>[] = [
  {
    id: 'line/loyalty-permission',
    wording: "[As long as CARDNAME entered this turn,] you may activate (the) loyalty abilities of CARDNAME (of planeswalkers you control) [on any player's turn] any time you could cast an instant / twice each turn rather than only once (606.3, 101.1)",
    parse: map(
      seq(
        opt(map(lit('as long as SELF entered this turn ,'), () => true as const)),
        lit('you may activate'),
        alt<Permission>(map(seq(loyaltyAbilities('prefix'), instantSpeed), ([of]) => ({ of, instantSpeed: true })), map(seq(loyaltyAbilities('any'), lit('twice each turn rather than only once')), ([of]) => ({ of, twice: true }))),
        lit('.'),
      ),
      ([entered, , permission]) => [{ kind: 'player-rule', rule: 'loyalty', ...permission, ...(entered ? { enteredThisTurn: true } : {}) }],
    ),
    fixtures: [
      line("You may activate loyalty abilities of planeswalkers you control on any player's turn any time you could cast an instant.", { kind: 'player-rule', rule: 'loyalty', of: 'yours', instantSpeed: true }),
      line("You may activate loyalty abilities of Test Card on any player's turn any time you could cast an instant.", { kind: 'player-rule', rule: 'loyalty', of: 'self', instantSpeed: true }),
      line('As long as Test Card entered this turn, you may activate her loyalty abilities any time you could cast an instant.', { kind: 'player-rule', rule: 'loyalty', of: 'self', instantSpeed: true, enteredThisTurn: true }),
      line('You may activate the loyalty abilities of Test Card twice each turn rather than only once.', { kind: 'player-rule', rule: 'loyalty', of: 'self', twice: true }),
      line('You may activate the loyalty abilities of planeswalkers you control twice each turn rather than only once.', { kind: 'player-rule', rule: 'loyalty', of: 'yours', twice: true }),
    ],
  },
];
