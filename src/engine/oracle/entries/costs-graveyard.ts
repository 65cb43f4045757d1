// cov-addcost: "Exile N [creature / instant or sorcery / artifact or creature] card(s) from your
// graveyard" as a cost (118.3): of an activated ability ("{2}, Exile a creature card from your
// graveyard: …") or a spell's additional cost (601.2b). game/costs.ts pays it.
import type { Cost } from '../ast.ts';
import type { Entry } from '../entry.ts';
import { alt, lit, map, oneOf, opt, seq, token, type Parser } from '../grammar.ts';
import { count, TYPE_BY_WORD } from '../phrases.ts';

const act = (text: string, costs: unknown[]) => ({ text: `${text}: You gain 1 life.`, abilities: [{ kind: 'activated', costs }] });

/** The card types a card must have one of ("an artifact or creature card"); none: any card. */
const cardTypes = oneOf<string[]>([
  ['creature', ['Creature']],
  ['instant or sorcery', ['Instant', 'Sorcery']],
  ['artifact or creature', ['Artifact', 'Creature']],
  ['land', ['Land']],
  ['artifact', ['Artifact']],
  ['enchantment', ['Enchantment']],
]);

/** What the exiled cards must be: card types (any one of them) or a creature type ("an Elf card"). */
const kind: Parser<{ cardTypes?: string[]; subtype?: string }> = alt<{ cardTypes?: string[]; subtype?: string }>(
  map(cardTypes, (t) => ({ cardTypes: t })),
  token((t) => (t.k === 'word' && TYPE_BY_WORD.has(t.raw) ? { subtype: TYPE_BY_WORD.get(t.raw)! } : null)),
);

export const GRAVEYARD_EXILE_COSTS: Entry<Cost>[] = [
  {
    id: 'cost/exile-from-graveyard',
    wording: 'Exile a card / N cards / a creature card / N creature cards / an instant or sorcery card / an Elf card from your graveyard',
    parse: map(seq(lit('exile'), count, opt(kind), alt(lit('card'), lit('cards')), lit('from your graveyard')), ([, n, what]) => (n > 0 ? { type: 'exile-from-graveyard', count: n, ...what } : null)),
    fixtures: [
      act('{2}, Exile a creature card from your graveyard', [{ type: 'mana' }, { type: 'exile-from-graveyard', count: 1, cardTypes: ['Creature'] }]),
      act('Exile two cards from your graveyard', [{ type: 'exile-from-graveyard', count: 2 }]),
      act('{T}, Exile an Elf card from your graveyard', [{ type: 'tap' }, { type: 'exile-from-graveyard', count: 1, subtype: 'Elf' }]),
      { text: 'As an additional cost to cast this spell, exile an instant or sorcery card from your graveyard.\nDraw two cards.', spell: true, abilities: [{ kind: 'additional-cost', cost: { type: 'exile-from-graveyard', count: 1, cardTypes: ['Instant', 'Sorcery'] } }, { kind: 'spell' }] },
    ],
  },
];
