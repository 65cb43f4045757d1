// Keyword abilities parameterised the same way (702), each family read by one phrase over one
// table: a keyword and a number ("Bushido 2", "Modular 1", "Crew 3"), a keyword and a mana cost
// ("Echo {2}{R}", "Cycling {2}", "Flashback {1}{U}"). A row names the keyword, the rule that
// defines it and the abilities it stands for, so that the game plays it with its ordinary
// machinery; a new keyword of a known family is one row. (Keywords with a quality — protection
// from, enchant — read their qualities from tables in keywords-combat.ts and keywords-permanents.ts.)
import type { AbilityBody, Cost } from '../ast.ts';
import { line as kw, spellLine as spellKw, type Entry } from '../entry.ts';
import { alt, lit, map, oneOf, opt, seq, token, type Parser } from '../grammar.ts';
import { fixedManaCost, manaCost } from '../phrases.ts';
import type { LineEntry } from './lines.ts';
import { mobilize } from '../keyword-tokens.ts';

interface Row<P> {
  /** The rule that defines the keyword (its "means" paragraph). */
  rule: string;
  means: (p: P) => AbilityBody[];
}

const dies = (effects: unknown[]): AbilityBody => ({ kind: 'triggered', trigger: { on: 'put-into-graveyard', object: 'self' }, effects }) as AbilityBody;
/** Modular's "you may put a +1/+1 counter on target artifact creature for each +1/+1 counter on this permanent" (702.43a): counted as it last existed (608.2h). */
const modularSpec = { object: { allTypes: ['Artifact', 'Creature'] } };
const modular = { type: 'group', optional: true, target: modularSpec, effects: [{ type: 'put-counters', on: [{ ref: 'target', spec: modularSpec }], counter: '+1/+1', amount: { of: 'stat', stat: 'counters', counter: '+1/+1', object: { ref: 'self' } } }] };
/** Fabricate N's "you may put N +1/+1 counters on it. If you don't, create N 1/1 colorless Servo artifact creature tokens." (702.123a); the choice is asked as `fabricate: counters | tokens`. */
const fabricate = (n: number) => ({
  type: 'group' as const,
  optional: true as const,
  asks: 'fabricate' as const,
  effects: [{ type: 'put-counters' as const, on: [{ ref: 'self' as const }], counter: '+1/+1', amount: n }],
  ifYouDont: [{ type: 'create-token' as const, amount: n, token: { power: 1, toughness: 1, colors: 'colorless' as const, types: ['Artifact', 'Creature'], subtypes: ['Servo'] } }],
});
/** Soulshift N's "you may return target Spirit card with mana value N or less from your graveyard to your hand" (702.46a). */
const spirit = (n: number) => {
  const spec = { object: { subtypes: ['Spirit'], manaValue: { op: '<=' as const, value: n }, zone: 'graveyard' as const, owner: 'you' as const } };
  return { type: 'group', optional: true, effects: [{ type: 'move', objects: { ref: 'target', spec }, to: 'hand' }], target: spec };
};
/** A keyword whose N the game reads where the keyword matters (combat, damage: game/combat-keywords.ts). */
const keywordN = (keyword: Extract<AbilityBody, { kind: 'keyword-n' }>['keyword'], rule: string): Row<number> => ({ rule, means: (n) => [{ kind: 'keyword-n', keyword, n }] });

/** "KEYWORD N": what the keyword with its number stands for. */
export const WITH_NUMBER: Record<string, Row<number>> = {
  bushido: keywordN('bushido', '702.45a'),
  annihilator: keywordN('annihilator', '702.86a'),
  toxic: keywordN('toxic', '702.164a'),
  afflict: keywordN('afflict', '702.130a'),
  rampage: keywordN('rampage', '702.23a'),
  renown: keywordN('renown', '702.112a'),
  // Tap other untapped creatures with total power N or more: this Vehicle becomes an artifact creature until end of turn.
  saddle: { rule: '702.171a', means: (n) => [{ kind: 'activated', costs: [{ type: 'crew', power: n, keyword: 'saddle' } as Cost], effects: [{ type: 'become', objects: { ref: 'self' }, saddled: true, duration: 'until-end-of-turn' }], isManaAbility: false, sorcerySpeed: true }] },
  crew: { rule: '702.122a', means: (n) => [{ kind: 'activated', costs: [{ type: 'crew', power: n } as Cost], effects: [{ type: 'become', objects: { ref: 'self' }, types: ['Artifact', 'Creature'], addTypes: true, duration: 'until-end-of-turn' }], isManaAbility: false }] },
  // If an opponent was dealt damage this turn, it enters with N +1/+1 counters.
  bloodthirst: { rule: '702.54a', means: (n) => [{ kind: 'etb-counters', count: n, counter: '+1/+1', bloodthirst: true }] },
  // It enters with N +1/+1 counters; when it dies, you may put its +1/+1 counters on target artifact creature.
  modular: { rule: '702.43a', means: (n) => [{ kind: 'etb-counters', count: n, counter: '+1/+1' }, dies([modular])] },
  // When it dies, you may return target Spirit card with mana value N or less from your graveyard to your hand.
  soulshift: { rule: '702.46a', means: (n) => [dies([spirit(n)])] },
  // When it dies, create N 1/1 white and black Spirit creature tokens with flying.
  afterlife: { rule: '702.135a', means: (n) => [dies([{ type: 'create-token', amount: n, token: { power: 1, toughness: 1, colors: ['white', 'black'], types: ['Creature'], subtypes: ['Spirit'], keywords: ['flying'] } }])] },
  // When it enters, put N +1/+1 counters on it or create N 1/1 Servo tokens.
  fabricate: { rule: '702.123a', means: (n) => [{ kind: 'triggered', trigger: { on: 'enters', object: 'self' }, effects: [fabricate(n)] }] },
  // As it enters, sacrifice any number of creatures: N +1/+1 counters for each.
  devour: { rule: '702.82a', means: (n) => [{ kind: 'devour', n }] },
  // If you would draw a card, you may mill N cards and return this card from your graveyard to your hand instead.
  dredge: { rule: '702.52a', means: (n) => [{ kind: 'dredge', n }] },
  // Whenever it attacks, create N 1/1 red Warrior tokens tapped and attacking, sacrificed at the next end step.
  mobilize: { rule: '702.181a', means: (n) => [{ kind: 'triggered', trigger: { on: 'attacks', object: 'self' }, effects: mobilize(n) }] },
  // It enters with N +1/+1 counters; whenever another creature enters, you may move one onto it.
  graft: { rule: '702.58a', means: (n) => [{ kind: 'etb-counters', count: n, counter: '+1/+1' }, { kind: 'graft', n }] },
  // As it enters, reveal cards sharing a creature type with it: N +1/+1 counters for each.
  amplify: { rule: '702.38a', means: (n) => [{ kind: 'amplify', n }] },
  // Whenever it attacks, add N {R}; until end of combat, that mana doesn't empty as steps end (game/mana-pools.ts).
  firebending: { rule: '702.189a', means: (n) => [{ kind: 'triggered', trigger: { on: 'attacks', object: 'self' }, effects: [{ type: 'add-mana', mana: [Array<string>(n).fill('R')], untilEndOfCombat: true }] }] },
};

/** "KEYWORD {M}": what the keyword with its mana cost stands for; `spellOnly` for an instant's or sorcery's; `noX` where X would have no value. */
export const WITH_COST: Record<string, Row<string[]> & { spellOnly?: true; noX?: true }> = {
  // {M}, {T}: put a +1/+1 counter on this creature; only as a sorcery.
  outlast: { rule: '702.107a', noX: true, means: (mana) => [{ kind: 'activated', costs: [{ type: 'mana', symbols: mana }, { type: 'tap' }], effects: [{ type: 'put-counters', on: [{ ref: 'self' }], amount: 1, counter: '+1/+1' }], isManaAbility: false, sorcerySpeed: true }] },
  'cumulative upkeep': { rule: '702.24a', noX: true, means: (mana) => [{ kind: 'cumulative-upkeep', mana }] },
  // At the beginning of your upkeep, if it came under your control since your last upkeep, sacrifice it unless you pay {M}.
  echo: { rule: '702.30a', means: (mana) => [{ kind: 'echo', mana }] },
  // {M}, exile this card from your graveyard: token copies that attack each opponent this turn; only as a sorcery.
  encore: { rule: '702.141a', noX: true, means: (mana) => [{ kind: 'graveyard-ability', mana, does: 'encore', sorcery: true }] },
  // Works in the graveyard (113.6m): when a creature is put into your graveyard from the battlefield (a creature you own dies),
  // you may pay {M}; if you do, return this card from your graveyard to your hand; otherwise, exile it.
  recover: { rule: '702.59a', noX: true, means: (mana) => [{ kind: 'triggered', trigger: { on: 'dies', object: { types: ['Creature'], owner: 'you' } }, zone: 'graveyard', effects: [{ type: 'group', optional: true, pay: { mana, energy: 0 }, effects: [], ifYouDo: [{ type: 'move', objects: { ref: 'self' }, from: 'graveyard', to: 'hand' }], ifYouDont: [{ type: 'exile', objects: { ref: 'self' }, from: 'graveyard' }] }] } as AbilityBody] },
  // {M}, Discard this card: search your library for a card with the same mana value as the discarded card, reveal it, put it into your hand, then shuffle; only as a sorcery (from the hand, 113.6m).
  transmute: { rule: '702.53a', noX: true, means: (mana) => [{ kind: 'activated', costs: [{ type: 'mana', symbols: mana }, { type: 'self', action: 'discard', zone: 'hand' }], effects: [{ type: 'search', players: { ref: 'you' }, filter: { manaValue: { op: '==', value: { of: 'stat', stat: 'mana-value', object: { ref: 'self' } } }, zone: 'library', owner: 'you' }, count: 1, to: 'hand' }], isManaAbility: false, sorcerySpeed: true } as AbilityBody] },
  flashback: { rule: '702.34a', spellOnly: true, means: (cost) => [{ kind: 'flashback', cost }] },
  buyback: { rule: '702.27a', spellOnly: true, means: (cost) => [{ kind: 'buyback', cost }] },
  replicate: { rule: '702.56a', spellOnly: true, means: (cost) => [{ kind: 'replicate', cost }] },
  // An alternative cost, and "When this permanent enters, if its evoke cost was paid, its controller sacrifices it."
  evoke: { rule: '702.74a', means: (cost) => [{ kind: 'evoke', cost }, { kind: 'triggered', trigger: { on: 'enters', object: 'self', interveningIf: { kind: 'source-status', status: { was: 'evoked' } } }, effects: [{ type: 'sacrifice', objects: { ref: 'self' } }] }] },
  cycling: { rule: '702.29a', means: (cost) => [{ kind: 'cycling', cost }] },
  dash: { rule: '702.109a', means: (cost) => [{ kind: 'dash', cost }] },
  madness: { rule: '702.35a', means: (cost) => [{ kind: 'madness', cost }] },
  // Revealed as it is drawn, the first card this turn: its owner may cast it for {M} (X would need a value chosen on resolution: refused).
  miracle: { rule: '702.94a', noX: true, means: (cost) => [{ kind: 'miracle', cost }] },
  foretell: { rule: '702.143a', means: (cost) => [{ kind: 'foretell', cost }] },
  plot: { rule: '702.170a', means: (cost) => [{ kind: 'plot', cost }] },
  // While in the hand, revealed as a spell of that quality is cast: the spell gains this card's rules text, for [cost] more (game/splice.ts).
  'splice onto arcane': { rule: '702.47a', spellOnly: true, noX: true, means: (cost) => [{ kind: 'splice', onto: 'Arcane', cost }] },
  'splice onto instant or sorcery': { rule: '702.47a', spellOnly: true, noX: true, means: (cost) => [{ kind: 'splice', onto: 'instant or sorcery', cost }] },
};

/** Provoke's target (702.39a): a creature the defending player controls. */
const PROVOKED = { object: { types: ['Creature'], controller: { player: { ref: 'defending' } } } };

/** Increment's intervening "if" (702.191a): this permanent is a creature and the mana spent on the cast spell is greater than its power or its toughness (603.4: checked as it triggers and as it resolves). */
const spent = { of: 'stat' as const, stat: 'mana-spent' as const, object: { ref: 'event-object' as const } };
const INCREMENT_IF = { kind: 'all', conditions: [{ kind: 'source', filter: { types: ['Creature'] } }, { kind: 'any', conditions: (['power', 'toughness'] as const).map((stat) => ({ kind: 'compare', amount: spent, op: '>', value: { of: 'stat', stat, object: { ref: 'self' } } })) }] };

/** "KEYWORD" alone: what the keyword stands for (a row per keyword, as the tables above). */
export const PLAIN: Record<string, Row<void>> = {
  // This permanent enters with X +1/+1 counters on it; when it enters, if X is 5 or more, draw a card (X: its spell's, 107.3m — it can't change, so it is read as the ability resolves).
  ravenous: { rule: '702.156a', means: () => [{ kind: 'etb-counters', count: 0, x: true, counter: '+1/+1' }, { kind: 'triggered', trigger: { on: 'enters', object: 'self' }, effects: [{ type: 'group', condition: { kind: 'compare', amount: { of: 'X' }, op: '>=', value: 5 }, effects: [{ type: 'draw', players: { ref: 'you' }, amount: 1 }] }] } as AbilityBody] },
  // Whenever this creature attacks, you may have target creature defending player controls block it this combat if able; if you do, untap that creature.
  provoke: { rule: '702.39a', means: () => [{ kind: 'triggered', trigger: { on: 'attacks', object: 'self' }, effects: [{ type: 'group', optional: true, asks: 'provoke', target: PROVOKED, effects: [{ type: 'restrict', objects: { ref: 'target', spec: PROVOKED }, what: ['must-block'], about: { ref: 'self' }, duration: 'until-end-of-combat' }, { type: 'tap', objects: { ref: 'target', spec: PROVOKED }, untap: true }] }] } as AbilityBody] },
  // Whenever you cast a spell, if this permanent is a creature and the amount of mana spent to cast that spell is greater than this creature's power or toughness, put a +1/+1 counter on this creature.
  increment: { rule: '702.191a', means: () => [{ kind: 'triggered', trigger: { on: 'casts', spell: {}, player: 'you', interveningIf: INCREMENT_IF }, effects: [{ type: 'put-counters', on: [{ ref: 'self' }], counter: '+1/+1', amount: 1 }] } as AbilityBody] },
  // This spell costs {1} less to cast for each opponent you have.
  undaunted: { rule: '702.125a', means: () => [{ kind: 'self-cost-reduction', amount: 1, forEach: { of: 'players', filter: 'opponent' } } as AbilityBody] },
};

const number = token((t) => (t.k === 'num' && !t.signed ? t.n : null));
const period = opt(lit('.'));
const names = <R>(table: Record<string, R>) => oneOf(Object.keys(table).map((name) => [name, name] as const));

/** A keyword with a number, in a line of keywords ("Flying, annihilator 2"). */
export const KEYWORD_WITH_NUMBER: Entry<AbilityBody[]> = {
  id: 'keyword/with-number',
  wording: `KEYWORD N: ${Object.keys(WITH_NUMBER).map((k) => k[0]!.toUpperCase() + k.slice(1)).join(', ')} (702)`,
  parse: map(seq(names(WITH_NUMBER), number), ([name, n]) => WITH_NUMBER[name]!.means(n)),
  fixtures: [
    kw('Annihilator 2', { kind: 'keyword-n', keyword: 'annihilator', n: 2 }),
    kw('Bushido 1', { kind: 'keyword-n', keyword: 'bushido', n: 1 }),
    kw('Toxic 1', { kind: 'keyword-n', keyword: 'toxic', n: 1 }),
    kw('Crew 3 (Tap any number of creatures you control with total power 3 or more: This Vehicle becomes an artifact creature until end of turn.)', { kind: 'activated', costs: [{ type: 'crew', power: 3 }], effects: [{ type: 'become', objects: { ref: 'self' }, types: ['Artifact', 'Creature'], addTypes: true, duration: 'until-end-of-turn' }] }),
    kw('Bloodthirst 2 (If an opponent was dealt damage this turn, this creature enters with two +1/+1 counters on it.)', { kind: 'etb-counters', count: 2, counter: '+1/+1', bloodthirst: true }),
    kw('Modular 2 (This creature enters with two +1/+1 counters on it. When it dies, you may put its +1/+1 counters on target artifact creature.)', { kind: 'etb-counters', count: 2, counter: '+1/+1' }, { kind: 'triggered', trigger: { on: 'put-into-graveyard', object: 'self' }, effects: [{ type: 'group', optional: true, target: { object: { allTypes: ['Artifact', 'Creature'] } }, effects: [{ type: 'put-counters', counter: '+1/+1', amount: { of: 'stat', stat: 'counters', counter: '+1/+1', object: { ref: 'self' } } }] }] }),
    kw('Soulshift 4 (When this creature dies, you may return target Spirit card with mana value 4 or less from your graveyard to your hand.)', { kind: 'triggered', trigger: { on: 'put-into-graveyard', object: 'self' }, effects: [{ type: 'group', optional: true, effects: [{ type: 'move', to: 'hand', objects: { ref: 'target', spec: { object: { subtypes: ['Spirit'], manaValue: { op: '<=', value: 4 }, zone: 'graveyard', owner: 'you' } } } }], target: { object: { subtypes: ['Spirit'], manaValue: { op: '<=', value: 4 }, zone: 'graveyard', owner: 'you' } } }] }),
    kw('Afterlife 2 (When this creature dies, create two 1/1 white and black Spirit creature tokens with flying.)', { kind: 'triggered', trigger: { on: 'put-into-graveyard', object: 'self' }, effects: [{ type: 'create-token', amount: 2, token: { colors: ['white', 'black'], subtypes: ['Spirit'], keywords: ['flying'] } }] }),
    kw('Fabricate 2 (When this creature enters, put two +1/+1 counters on it or create two 1/1 colorless Servo artifact creature tokens.)', { kind: 'triggered', trigger: { on: 'enters', object: 'self' }, effects: [{ type: 'group', optional: true, asks: 'fabricate', effects: [{ type: 'put-counters', amount: 2 }], ifYouDont: [{ type: 'create-token', amount: 2, token: { subtypes: ['Servo'] } }] }] }),
    kw('Devour 2 (As this enters, you may sacrifice any number of creatures. This creature enters with twice that many +1/+1 counters on it.)', { kind: 'devour', n: 2 }),
    kw('Dredge 3 (If you would draw a card, you may mill 3 cards instead. If you do, return this card from your graveyard to your hand.)', { kind: 'dredge', n: 3 }),
    kw('Mobilize 2 (Whenever this creature attacks, create two tapped and attacking 1/1 red Warrior creature tokens. Sacrifice them at the beginning of the next end step.)', { kind: 'triggered', trigger: { on: 'attacks', object: 'self' }, effects: [{ type: 'create-token', amount: 2, tapped: true, attacking: true, keyword: 'mobilize', token: { power: 1, colors: ['red'], subtypes: ['Warrior'] } }, { type: 'delayed', when: { on: 'step-begins', step: 'end' }, keyword: 'mobilize', effects: [{ type: 'sacrifice', objects: { ref: 'previous' } }] }] }),
    kw('Graft 2 (This creature enters with two +1/+1 counters on it. Whenever another creature enters, you may move a +1/+1 counter from this creature onto it.)', { kind: 'etb-counters', count: 2, counter: '+1/+1' }, { kind: 'graft', n: 2 }),
    kw('Firebending 2 (Whenever this creature attacks, add {R}{R}. This mana lasts until end of combat.)', { kind: 'triggered', trigger: { on: 'attacks', object: 'self' }, effects: [{ type: 'add-mana', mana: [['R', 'R']], untilEndOfCombat: true }] }),
    kw('Amplify 1 (As this creature enters, put a +1/+1 counter on it for each Beast and/or Lizard card you reveal in your hand.)', { kind: 'amplify', n: 1 }),
  ],
};

/** "Cumulative upkeep—Pay N life." (702.24a): N life for each age counter. */
export const CUMULATIVE_UPKEEP_LIFE: LineEntry = {
  id: 'keyword/cumulative-upkeep-life',
  wording: 'Cumulative upkeep—Pay N life (702.24a: N life for each age counter, or sacrifice it)',
  parse: map(seq(lit('cumulative upkeep — pay'), number, lit('life'), period), ([, n]) => [{ kind: 'cumulative-upkeep', mana: [], life: n } as AbilityBody]),
  fixtures: [kw('Cumulative upkeep—Pay 2 life. (At the beginning of your upkeep, put an age counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)', { kind: 'cumulative-upkeep', mana: [], life: 2 })],
};

/** A keyword alone that stands for other abilities, in a line of keywords. */
export const KEYWORD_PLAIN: Entry<AbilityBody[]> = {
  id: 'keyword/plain',
  wording: `KEYWORD: ${Object.keys(PLAIN).map((k) => k[0]!.toUpperCase() + k.slice(1)).join(', ')} (702)`,
  parse: map(names(PLAIN), (name) => PLAIN[name]!.means()),
  fixtures: [
    kw('Ravenous (This creature enters with X +1/+1 counters on it. If X is 5 or more, draw a card when it enters.)', { kind: 'etb-counters', x: true, counter: '+1/+1' }, { kind: 'triggered', trigger: { on: 'enters', object: 'self' }, effects: [{ type: 'group', condition: { kind: 'compare', amount: { of: 'X' }, op: '>=', value: 5 }, effects: [{ type: 'draw', amount: 1 }] }] }),
    kw('Provoke (Whenever this creature attacks, you may have target creature defending player controls untap and block it if able.)', { kind: 'triggered', trigger: { on: 'attacks', object: 'self' }, effects: [{ type: 'group', optional: true, target: { object: { types: ['Creature'], controller: { player: { ref: 'defending' } } } }, effects: [{ type: 'restrict', what: ['must-block'], about: { ref: 'self' }, duration: 'until-end-of-combat' }, { type: 'tap', untap: true }] }] }),
    kw("Increment (Whenever you cast a spell, if the amount of mana you spent is greater than this creature's power or toughness, put a +1/+1 counter on this creature.)", { kind: 'triggered', trigger: { on: 'casts', player: 'you', interveningIf: { kind: 'all', conditions: [{ kind: 'source' }, { kind: 'any', conditions: [{ kind: 'compare', op: '>', amount: { stat: 'mana-spent' }, value: { stat: 'power' } }, { kind: 'compare', value: { stat: 'toughness' } }] }] } }, effects: [{ type: 'put-counters', on: [{ ref: 'self' }], counter: '+1/+1', amount: 1 }] }),
    spellKw('Undaunted (This spell costs {1} less to cast for each opponent.)', { kind: 'self-cost-reduction', amount: 1, forEach: { of: 'players', filter: 'opponent' } }),
  ],
};

/** "KEYWORD {M}" for the keywords of a permanent's or of an instant's or sorcery's text. */
function withCost(spellOnly: boolean): LineEntry {
  // One reading per row, built once: each starts with its keyword's word, so the grammar tries only the one a line starts with.
  const rows = Object.entries(WITH_COST).filter(([, r]) => (r.spellOnly ?? false) === spellOnly);
  const parse: Parser<AbilityBody[]> = alt(...rows.map(([name, r]) => map(seq(lit(name), r.noX ? fixedManaCost : manaCost, period), ([, c]) => r.means(c))));
  return spellOnly
    ? {
        id: 'keyword/with-cost-spell',
        wording: `KEYWORD {M} on an instant or sorcery: ${Object.keys(WITH_COST).filter((k) => WITH_COST[k]!.spellOnly).join(', ')} (702)`,
        spellOnly: true,
        parse,
        fixtures: [spellKw('Flashback {1}{U}', { kind: 'flashback', cost: ['1', 'U'] }), spellKw('Buyback {3}', { kind: 'buyback', cost: ['3'] }), spellKw('Replicate {1}{U}', { kind: 'replicate', cost: ['1', 'U'] }), spellKw('Splice onto Arcane {1}{R} (As you cast an Arcane spell, you may reveal this card from your hand and pay its splice cost. If you do, add this card\'s effects to that spell.)', { kind: 'splice', onto: 'Arcane', cost: ['1', 'R'] }), spellKw('Splice onto instant or sorcery {2}{U}', { kind: 'splice', onto: 'instant or sorcery', cost: ['2', 'U'] })],
      }
    : {
        id: 'keyword/with-cost',
        wording: `KEYWORD {M}: ${Object.keys(WITH_COST).filter((k) => !WITH_COST[k]!.spellOnly).map((k) => k[0]!.toUpperCase() + k.slice(1)).join(', ')} (702)`,
        parse,
        fixtures: [
          kw('Outlast {1}{W}', { kind: 'activated', costs: [{ type: 'mana', symbols: ['1', 'W'] }, { type: 'tap' }], sorcerySpeed: true }),
          kw('Cumulative upkeep {1}', { kind: 'cumulative-upkeep', mana: ['1'] }),
          kw('Echo {2}{R} (At the beginning of your upkeep, if this came under your control since the beginning of your last upkeep, sacrifice it unless you pay its echo cost.)', { kind: 'echo', mana: ['2', 'R'] }),
          kw("Encore {5}{R} ({5}{R}, Exile this card from your graveyard: For each opponent, create a token copy that attacks that opponent this turn if able. They gain haste. Sacrifice them at the beginning of the next end step. Activate only as a sorcery.)", { kind: 'graveyard-ability', mana: ['5', 'R'], does: 'encore', sorcery: true }),
          kw('Evoke {1}{B}', { kind: 'evoke', cost: ['1', 'B'] }, { kind: 'triggered', trigger: { on: 'enters', object: 'self', interveningIf: { kind: 'source-status', status: { was: 'evoked' } } }, effects: [{ type: 'sacrifice', objects: { ref: 'self' } }] }),
          kw('Cycling {2}', { kind: 'cycling', cost: ['2'] }),
          kw('Dash {2}{R}', { kind: 'dash', cost: ['2', 'R'] }),
          kw('Madness {1}{R}', { kind: 'madness', cost: ['1', 'R'] }),
          kw('Miracle {R} (You may cast this card for its miracle cost when you draw it if it\'s the first card you drew this turn.)', { kind: 'miracle', cost: ['R'] }),
          kw('Foretell {1}{U}', { kind: 'foretell', cost: ['1', 'U'] }),
          kw('Plot {3}{R}', { kind: 'plot', cost: ['3', 'R'] }),
          kw('Transmute {1}{U}{U} ({1}{U}{U}, Discard this card: Search your library for a card with the same mana value as this card, reveal it, put it into your hand, then shuffle. Transmute only as a sorcery.)', { kind: 'activated', costs: [{ type: 'mana', symbols: ['1', 'U', 'U'] }, { type: 'self', action: 'discard', zone: 'hand' }], effects: [{ type: 'search', filter: { manaValue: { op: '==', value: { of: 'stat', stat: 'mana-value', object: { ref: 'self' } } }, zone: 'library' }, count: 1, to: 'hand' }], sorcerySpeed: true }),
          kw('Recover {1}{G} (When a creature is put into your graveyard from the battlefield, you may pay {1}{G}. If you do, return this card from your graveyard to your hand. Otherwise, exile this card.)', { kind: 'triggered', trigger: { on: 'dies', object: { types: ['Creature'], owner: 'you' } }, zone: 'graveyard', effects: [{ type: 'group', optional: true, pay: { mana: ['1', 'G'] }, ifYouDo: [{ type: 'move', objects: { ref: 'self' }, from: 'graveyard', to: 'hand' }], ifYouDont: [{ type: 'exile', objects: { ref: 'self' }, from: 'graveyard' }] }] }),
        ],
      };
}

/** The keyword-with-cost lines: a permanent's, and an instant's or sorcery's. */
export const KEYWORD_COST_LINES: LineEntry[] = [withCost(false), withCost(true), CUMULATIVE_UPKEEP_LIFE];
