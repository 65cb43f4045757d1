// how a spell's modes and costs are chosen beyond cast.ts and cast-more.ts —
// modes that may be chosen more than once (700.2d), "choose both" with a commander (903.3d),
// and additional costs of spells (601.2b). game/spell-costs.ts gives each its behaviour.
import type { AbilityBody, Modes } from '../ast.ts';
import { alt, lit, map, opt, seq, token, type Parser } from '../grammar.ts';
import { count, counterKind, counterWord, self } from '../phrases.ts';
import { fixedManaCost, manaCost } from '../phrases.ts';
import { type LineEntry } from './lines.ts';
import { entersSelf, triggerHead } from './triggers.ts';
import { OFFSPRING } from '../keyword-tokens.ts';
import { line, spellLine } from '../entry.ts';

const period = opt(lit('.'));
const modal = (m: Omit<Modes, 'options'>): AbilityBody[] => [{ kind: 'spell', effects: [], modes: { ...m, options: [] } }];
const genericMana: Parser<number> = token((t) => (t.k === 'sym' && /^\d+$/.test(t.raw) ? Number(t.raw) : null));
/** Tries `p` only on a line that has `word` somewhere: entries that start with a long generic prefix (a trigger) fail fast. */
const mentioning = <T>(word: string, p: Parser<T>): Parser<T> => (ts, at) => (ts.some((t) => t.raw === word) ? p(ts, at) : []);
const number: Parser<number> = token((t) => (t.k === 'num' && !t.signed && t.n > 0 ? t.n : null));

export const SPELL_COST_LINES: LineEntry[] = [
  {
    id: 'line/modal-repeat',
    wording: 'Choose N. You may choose the same mode more than once. followed by "• EFFECTS" lines (700.2d)',
    spellOnly: true,
    parse: map(seq(lit('choose'), number, lit('. you may choose the same mode more than once'), period), ([, n]) => modal({ min: n, max: n, repeat: true })),
    fixtures: [
      spellLine('Choose three. You may choose the same mode more than once.\n• Draw a card.\n• You gain 3 life.\n• Destroy target artifact.', { kind: 'spell', effects: [], modes: { min: 3, max: 3, repeat: true, options: [{ effects: [{ type: 'draw', amount: 1 }] }, { effects: [{ type: 'gain-life' }] }, { effects: [{ type: 'destroy' }] }] } }),
    ],
  },
  {
    id: 'line/modal-commander',
    wording: 'Choose one. If you control a commander as you cast this spell, you may choose both instead. followed by two "• EFFECTS" lines (903.3d: a replayed game has no commander, so one mode)',
    spellOnly: true,
    parse: map(
      seq(lit('choose one'), alt(lit('.'), lit('—')), lit('if you control a commander as you cast'), self, lit(', you may choose both instead'), period),
      () => modal({ min: 1, max: 1, withCommander: 2 }),
    ),
    fixtures: [
      spellLine('Choose one. If you control a commander as you cast this spell, you may choose both instead.\n• Draw a card.\n• You gain 3 life.', { kind: 'spell', effects: [], modes: { min: 1, max: 1, withCommander: 2, options: [{ effects: [{ type: 'draw' }] }, { effects: [{ type: 'gain-life' }] }] } }),
    ],
  },
  {
    id: 'line/offspring',
    wording: 'Offspring {M}',
    // 702.175a: an optional additional cost, and "When this permanent enters, if its offspring cost was paid, create a token that's a copy of it, except it's 1/1."
    parse: map(seq(lit('offspring'), manaCost, period), ([, cost]): AbilityBody[] => [{ kind: 'offspring', cost }, { kind: 'triggered', trigger: { on: 'enters', object: 'self', interveningIf: { kind: 'source-status', status: { was: 'offspring' } } }, effects: OFFSPRING }]),
    fixtures: [line('Offspring {2} (You may pay an additional {2} as you cast this spell. If you do, when this creature enters, create a 1/1 token copy of it.)', { kind: 'offspring', cost: ['2'] }, { kind: 'triggered', trigger: { on: 'enters', object: 'self', interveningIf: { kind: 'source-status', status: { was: 'offspring' } } }, effects: [{ type: 'create-token', amount: 1, keyword: 'offspring', token: { copyOf: { ref: 'self' }, except: { power: 1, toughness: 1 } } }] })],
  },
  {
    id: 'line/emerge',
    wording: 'Emerge [from artifact] {M} (702.119a-b)',
    // 702.119a: an alternative cost that sacrifices a creature (an artifact, 702.119b) and is reduced by its mana value (game/emerge.ts).
    parse: map(seq(lit('emerge'), opt(lit('from artifact')), fixedManaCost, period), ([, artifact, cost]): AbilityBody[] => [{ kind: 'emerge', cost, ...(artifact !== undefined ? { from: 'Artifact' as const } : {}) }]),
    fixtures: [
      line("Emerge {5}{U}{U} (You may cast this spell by sacrificing a creature and paying the emerge cost reduced by that creature's mana value.)", { kind: 'emerge', cost: ['5', 'U', 'U'] }),
      line("Emerge from artifact {5}{B}{B} (You may cast this spell by sacrificing an artifact and paying the emerge cost reduced by that artifact's mana value.)", { kind: 'emerge', cost: ['5', 'B', 'B'], from: 'Artifact' }),
    ],
  },
  {
    id: 'line/squad',
    wording: 'Squad {M} (702.157a)',
    // 702.157a: "As an additional cost to cast this spell, you may pay {M} any number of times" and "When this creature enters, if its squad cost was paid, create a token that's a copy of it for each time its squad cost was paid."
    parse: map(seq(lit('squad'), fixedManaCost, period), ([, cost]): AbilityBody[] => [{ kind: 'squad', cost }, { kind: 'triggered', trigger: { on: 'enters', object: 'self', interveningIf: { kind: 'source-status', status: { was: 'squad' } } }, effects: [{ type: 'create-token', amount: { of: 'paid', keyword: 'squad' }, keyword: 'squad', token: { copyOf: { ref: 'self' } } }] }]),
    fixtures: [line('Squad {2} (As an additional cost to cast this spell, you may pay {2} any number of times. When this creature enters, create that many tokens that are copies of it.)', { kind: 'squad', cost: ['2'] }, { kind: 'triggered', trigger: { on: 'enters', object: 'self', interveningIf: { kind: 'source-status', status: { was: 'squad' } } }, effects: [{ type: 'create-token', amount: { of: 'paid', keyword: 'squad' }, keyword: 'squad', token: { copyOf: { ref: 'self' } } }] })],
  },
  {
    id: 'line/assist',
    wording: 'Assist',
    parse: map(seq(lit('assist'), period), (): AbilityBody[] => [{ kind: 'assist' }]),
    fixtures: [line("Assist (Another player can pay up to {3} of this spell's cost.)", { kind: 'assist' })],
  },
  {
    id: 'line/bargain',
    wording: 'Bargain / This spell costs {N} less to cast if it\'s bargained. / When CARDNAME enters, if it was bargained, EFFECTS',
    parse: alt(
      map(seq(lit('bargain'), period), (): AbilityBody[] => [{ kind: 'bargain' }]),
      mentioning('bargained', map(seq(self, lit('costs'), genericMana, lit("less to cast if it's bargained"), period), ([, , n]): AbilityBody[] => [{ kind: 'cost-less-if-bargained', amount: n }])),
    ),
    fixtures: [
      line('Bargain (You may sacrifice an artifact, enchantment, or token as you cast this spell.)', { kind: 'bargain' }),
      spellLine("This spell costs {2} less to cast if it's bargained.", { kind: 'cost-less-if-bargained', amount: 2 }),
    ],
  },
  {
    id: 'line/casualty',
    wording: 'Casualty N (of an instant or sorcery)',
    // A copy of a permanent spell would become a token (707.10f), which the engine's copies don't do: only instants and sorceries.
    spellOnly: true,
    parse: map(seq(lit('casualty'), number, period), ([, n]): AbilityBody[] => [{ kind: 'casualty', n }]),
    fixtures: [spellLine('Casualty 2 (As you cast this spell, you may sacrifice a creature with power 2 or greater. When you do, copy this spell and you may choose a new target for the copy.)', { kind: 'casualty', n: 2 })],
  },
  {
    id: 'line/sacrifice-unless-spent',
    wording: 'When CARDNAME enters, sacrifice it unless {C} was spent to cast it.',
    parse: mentioning('spent', map(seq(triggerHead, lit(', sacrifice it unless'), manaCost, lit('was spent to cast it'), period), ([trigger, , cost]): AbilityBody[] | null =>
      entersSelf(trigger) && cost.length === 1 && /^[WUBRG]$/.test(cost[0]!) ? [{ kind: 'triggered', trigger, effects: [{ type: 'sacrifice', objects: { ref: 'self' }, unlessSpent: cost[0]! }] }] : null)),
    fixtures: [line('When this creature enters, sacrifice it unless {U} was spent to cast it.', { kind: 'triggered', trigger: { on: 'enters', object: 'self' }, effects: [{ type: 'sacrifice', objects: { ref: 'self' }, unlessSpent: 'U' }] })],
  },
  {
    id: 'line/escalate',
    wording: 'Escalate {M}',
    spellOnly: true,
    parse: map(seq(lit('escalate'), manaCost, period), ([, cost]): AbilityBody[] => [{ kind: 'escalate', cost }]),
    fixtures: [spellLine('Escalate {1}{W} (Pay this cost for each mode chosen beyond the first.)', { kind: 'escalate', cost: ['1', 'W'] })],
  },
  {
    id: 'line/sunburst-converge-counters',
    wording: 'Sunburst / CARDNAME enters with a +1/+1 counter (N +1/+1 counters) on it for each color of mana spent to cast it. (converge)',
    parse: alt(
      map(seq(lit('sunburst'), period), (): AbilityBody[] => [{ kind: 'etb-counters-colors', per: 1, counter: 'sunburst' }]),
      mentioning('spent', map(seq(self, lit('enters with'), count, counterKind, counterWord, lit('on it for each color of mana spent to cast it'), period), ([, , n, kind]): AbilityBody[] | null => (kind === '+1/+1' ? [{ kind: 'etb-counters-colors', per: n, counter: '+1/+1' }] : null))),
    ),
    fixtures: [
      line('Sunburst (This enters with a +1/+1 counter on it for each color of mana spent to cast it.)', { kind: 'etb-counters-colors', per: 1, counter: 'sunburst' }),
      line('Converge — This creature enters with a +1/+1 counter on it for each color of mana spent to cast it.', { kind: 'etb-counters-colors', per: 1, counter: '+1/+1' }),
      line('This creature enters with two +1/+1 counters on it for each color of mana spent to cast it.', { kind: 'etb-counters-colors', per: 2 }),
    ],
  },
];
