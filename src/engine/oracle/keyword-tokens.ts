// The instructions of the keywords whose rules text creates tokens (702.x), said with the general
// verbs: `create-token` with its parameters (a copy and its exceptions, tapped and attacking whom,
// "then attach this Equipment to it"), then `grant` and `delayed` on `{ref: 'previous'}` — the
// tokens the instruction before made (603.7c, 608.2c). Each keyword is cited through `keyword`.
import type { Effect } from './ast.ts';
import type { DescribedToken, TokenKeyword } from './verbs.ts';

const creature = (power: number, toughness: number, colors: DescribedToken['colors'], subtypes: string[]): DescribedToken => ({ power, toughness, colors, types: ['Creature'], subtypes });
const NEXT_END_STEP = { on: 'step-begins', step: 'end' } as const;

/** "Create TOKEN, then attach this Equipment to it." */
const equipToken = (keyword: TokenKeyword, token: DescribedToken): Effect[] => [{ type: 'create-token', token, amount: 1, attach: { ref: 'self' }, keyword }];
/** Living weapon (702.92a): a 0/0 black Phyrexian Germ, equipped as it is made (so it is 1/1 or more when state-based actions are checked, 704.3). */
export const LIVING_WEAPON = equipToken('living-weapon', creature(0, 0, ['black'], ['Phyrexian', 'Germ']));
/** For Mirrodin! (702.163a): a 2/2 red Rebel. */
export const FOR_MIRRODIN = equipToken('for-mirrodin', creature(2, 2, ['red'], ['Rebel']));
/** Job select (702.182a): a 1/1 colorless Hero. */
export const JOB_SELECT = equipToken('job-select', creature(1, 1, 'colorless', ['Hero']));

/** Offspring (702.175a): "create a 1/1 token copy of it" — the 1/1 is an exception of the copy (707.9b). */
export const OFFSPRING: Effect[] = [{ type: 'create-token', token: { copyOf: { ref: 'self' }, except: { power: 1, toughness: 1 } }, amount: 1, keyword: 'offspring' }];

/** Mobilize N (702.181a): "create N tapped and attacking 1/1 red Warrior creature tokens. Sacrifice them at the beginning of the next end step." */
export const mobilize = (n: number): Effect[] => [
  { type: 'create-token', token: creature(1, 1, ['red'], ['Warrior']), amount: n, tapped: true, attacking: true, keyword: 'mobilize' },
  { type: 'delayed', when: NEXT_END_STEP, effects: [{ type: 'sacrifice', objects: { ref: 'previous' } }], once: true, keyword: 'mobilize' },
];

/**
 * Myriad (702.116a): "for each opponent other than defending player, you may create a token that's a copy of this
 * creature that's tapped and attacking that player or a planeswalker they control. If one or more tokens are created
 * this way, exile the tokens at end of combat." One choice for all of them (`{myriad: false}` declines).
 */
export const MYRIAD: Effect[] = [{
  type: 'group',
  optional: true,
  asks: 'myriad',
  effects: [
    { type: 'create-token', token: { copyOf: { ref: 'self' } }, amount: 1, tapped: true, attacking: { ref: 'each', filter: 'opponent', except: { ref: 'defending' } }, keyword: 'myriad' },
    { type: 'delayed', when: { on: 'step-begins', step: 'end-of-combat' }, effects: [{ type: 'exile', objects: { ref: 'previous' } }], once: true, keyword: 'myriad', ifActed: true },
  ],
}];

/** Embalm (702.128a) and eternalize (702.129a): "create a token that's a copy of this card, except it's white / black and 4/4, it has no mana cost, and it's a Zombie in addition to its other types." */
export const embalm = (keyword: 'embalm' | 'eternalize'): Effect[] => [{
  type: 'create-token',
  token: { copyOf: { ref: 'self' }, except: { ...(keyword === 'embalm' ? { colors: ['white' as const] } : { colors: ['black' as const], power: 4, toughness: 4 }), noManaCost: true, subtypes: ['Zombie'] } },
  amount: 1,
  keyword,
}];

/** Encore (702.141a): "For each opponent, create a token copy that attacks that opponent this turn if able. They gain haste. Sacrifice them at the beginning of the next end step." */
export const ENCORE: Effect[] = [
  { type: 'create-token', token: { copyOf: { ref: 'self' } }, amount: 1, mustAttack: { ref: 'each', filter: 'opponent' }, keyword: 'encore' },
  { type: 'grant', objects: { ref: 'previous' }, keywords: ['haste'], duration: 'indefinite' },
  { type: 'delayed', when: NEXT_END_STEP, effects: [{ type: 'sacrifice', objects: { ref: 'previous' } }], once: true, keyword: 'encore' },
];
