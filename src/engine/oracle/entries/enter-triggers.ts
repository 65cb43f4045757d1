// More trigger conditions: permanents entering (603.6a) — "Whenever CARDNAME enters or
// attacks" (one ability with two trigger events), landfall ("Whenever a land you control
// enters"), "Whenever another creature you control enters" — and "Whenever CARDNAME blocks or
// becomes blocked" (509.3a, 509.3c).
import type { Trigger } from '../ast.ts';
import type { Entry } from '../entry.ts';
import { alt, lit, map, oneOf, opt, seq, token } from '../grammar.ts';
import { TYPE_BY_WORD, count, self } from '../phrases.ts';

const cardType = oneOf<'Land' | 'Artifact' | 'Enchantment'>([['land', 'Land'], ['artifact', 'Artifact'], ['enchantment', 'Enchantment']]);
const creatureTypeWord = token((t) => (t.k === 'word' ? (TYPE_BY_WORD.get(t.raw) ?? null) : null));
const host = alt(lit('equipped creature'), lit('enchanted creature'));
const enters = seq(lit('enters'), opt(lit('the battlefield')));
const trig = (text: string, trigger: unknown) => ({ text: `${text}, draw a card.`, abilities: [{ kind: 'triggered', trigger, effects: [{ type: 'draw', amount: 1 }] }] });

export const ENTER_TRIGGERS: Entry<Trigger>[] = [
  {
    id: 'trigger/self-enters-or-attacks',
    wording: 'Whenever CARDNAME enters or attacks',
    parse: map(seq(lit('whenever'), self, enters, lit('or attacks')), () => ({ event: 'etb', orAttacks: true })),
    fixtures: [trig('Whenever this creature enters or attacks', { event: 'etb', orAttacks: true })],
  },
  {
    id: 'trigger/permanent-enters',
    wording: 'Whenever a (another) land / artifact / enchantment [you control] enters [under your control] (landfall)',
    parse: map(seq(lit('whenever'), alt(map(lit('another'), () => true), map(alt(lit('a'), lit('an')), () => false)), cardType, opt(lit('you control')), enters, opt(lit('under your control'))), ([, other, type, yours1, , yours2]) =>
      yours1 !== undefined && yours2 !== undefined ? null : ({ event: 'permanent-enters', cardType: type, yours: yours1 !== undefined || yours2 !== undefined, ...(other ? { other: true } : {}) })),
    fixtures: [
      trig('Whenever a land you control enters', { event: 'permanent-enters', cardType: 'Land', yours: true }),
      trig('Whenever a land enters the battlefield under your control', { event: 'permanent-enters', cardType: 'Land', yours: true }),
      trig('Whenever another artifact you control enters', { event: 'permanent-enters', cardType: 'Artifact', yours: true, other: true }),
    ],
  },
  {
    id: 'trigger/creature-you-control-enters',
    wording: 'Whenever [another] creature you control enters',
    parse: map(seq(lit('whenever'), alt(map(lit('another'), () => true), map(lit('a'), () => false)), lit('creature you control'), enters), ([, other]) => ({ event: 'creature-enters', other, yours: true })),
    fixtures: [trig('Whenever another creature you control enters', { event: 'creature-enters', other: true, yours: true })],
  },

  {
    id: 'trigger/self-blocks-or-becomes-blocked',
    wording: 'Whenever CARDNAME blocks or becomes blocked',
    parse: map(seq(lit('whenever'), self, lit('blocks or becomes blocked')), () => ({ event: 'blocks', orBecomesBlocked: true })),
    fixtures: [trig('Whenever this creature blocks or becomes blocked', { event: 'blocks', orBecomesBlocked: true })],
  },

  {
    id: 'trigger/combat-others',
    wording: 'Whenever you attack / Whenever equipped (enchanted) creature attacks / deals combat damage to a player / Whenever a creature you control deals combat damage to a player / Whenever you draw a card / your second card each turn',
    parse: alt<Trigger>(
      map(lit('whenever you attack'), () => ({ event: 'you-attack' })),
      map(seq(lit('whenever you attack with'), count, lit('or more creatures')), ([, n]) => ({ event: 'you-attack', min: n })),
      map(seq(lit('whenever'), host, lit('attacks')), () => ({ event: 'host-attacks' })),
      map(seq(lit('whenever'), host, lit('deals combat damage to a player')), () => ({ event: 'host-combat-damage-to-player' })),
      map(lit('whenever a creature you control deals combat damage to a player'), () => ({ event: 'creature-combat-damage-to-player', yours: true })),
      map(lit('whenever you draw a card'), () => ({ event: 'you-draw' })),
      map(lit('whenever you draw your second card each turn'), () => ({ event: 'you-draw', nth: 2 })),
    ),
    fixtures: [trig('Whenever equipped creature attacks', { event: 'host-attacks' }), trig('Whenever you attack', { event: 'you-attack' }), trig('Whenever you draw your second card each turn', { event: 'you-draw', nth: 2 })],
  },

  {
    id: 'trigger/typed-creature-enters',
    wording: 'Whenever [CARDNAME or] another TYPE you control enters ("another Ally you control")',
    parse: map(seq(lit('whenever'), opt(seq(self, lit('or'))), lit('another'), creatureTypeWord, lit('you control'), enters), ([, orSelf, , creatureType]) => ({ event: 'creature-enters', other: orSelf === undefined, yours: true, creatureType, ...(orSelf !== undefined ? { orSelf: true } : {}) })),
    fixtures: [trig('Whenever this creature or another Ally you control enters', { event: 'creature-enters', other: false, yours: true, creatureType: 'Ally', orSelf: true })],
  },
];
