// "Exile N [creature / instant or sorcery / artifact or creature] card(s) from your
// graveyard" as a cost (118.3): of an activated ability ("{2}, Exile a creature card from your
// graveyard: …") or a spell's additional cost (601.2b). game/costs.ts pays it.
import type { Cost } from '../ast.ts';
import type { Entry } from '../entry.ts';
import { cardFilter } from '../filter-grammar.ts';
import { alt, lit, map, seq, type Parser } from '../grammar.ts';
import type { Filter } from '../vocabulary.ts';
import { count } from '../phrases.ts';

const act = (text: string, costs: unknown[]) => ({ text: `${text}: You gain 1 life.`, abilities: [{ kind: 'activated', costs }] });

/** Cards in the controller's own graveyard, none "other" (a cost can't tell the source apart). */
const yours = (f: Filter): boolean => f.zone === 'graveyard' && f.owner === 'you' && !f.other;
/** "exile a creature card from your graveyard", "exile two cards from your graveyard": the count, then a card description in agreement with it. */
const exileCards: Parser<Cost> = alt<Cost>(
  map(seq(lit('exile'), alt(lit('a'), lit('an'), lit('one')), cardFilter.one), ([, , filter]) => (yours(filter) ? { type: 'exile-from-graveyard', count: 1, filter } : null)),
  map(seq(lit('exile'), count, cardFilter.many), ([, n, filter]) => (n > 1 && yours(filter) ? { type: 'exile-from-graveyard', count: n, filter } : null)),
);

export const GRAVEYARD_EXILE_COSTS: Entry<Cost>[] = [
  {
    id: 'cost/exile-from-graveyard',
    wording: 'Exile a card / N cards / a creature card / N creature cards / an instant or sorcery card / an Elf card (any card description) from your graveyard',
    parse: exileCards,
    fixtures: [
      act('{2}, Exile a creature card from your graveyard', [{ type: 'mana' }, { type: 'exile-from-graveyard', count: 1, filter: { types: ['Creature'], zone: 'graveyard', owner: 'you' } }]),
      act('Exile two cards from your graveyard', [{ type: 'exile-from-graveyard', count: 2, filter: { zone: 'graveyard', owner: 'you' } }]),
      act('{T}, Exile an Elf card from your graveyard', [{ type: 'tap' }, { type: 'exile-from-graveyard', count: 1, filter: { subtypes: ['Elf'] } }]),
      { text: 'As an additional cost to cast this spell, exile an instant or sorcery card from your graveyard.\nDraw two cards.', spell: true, abilities: [{ kind: 'additional-cost', cost: { type: 'exile-from-graveyard', count: 1, filter: { types: ['Instant', 'Sorcery'] } } }, { kind: 'spell' }] },
    ],
  },
];
