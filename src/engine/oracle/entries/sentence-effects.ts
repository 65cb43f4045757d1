// Ordinary sentences of many cards that the other entry files had no place for: searching the
// library for a land (701.23), … Each entry reads the sentence compositionally: the card it
// looks for and where the card goes are parts, not one wording per card.
import type { CardQuality, Effect } from '../ast.ts';
import type { Entry } from '../entry.ts';
import { alt, lit, map, opt, seq, token, type Parser } from '../grammar.ts';

const spell = (text: string, ...effects: unknown[]) => ({ text, spell: true, abilities: [{ kind: 'spell', effects }] });
const etb = (text: string, ...effects: unknown[]) => ({ text, abilities: [{ kind: 'triggered', trigger: { event: 'etb' }, effects }] });

const LAND_TYPES = new Map([['plains', 'Plains'], ['island', 'Island'], ['swamp', 'Swamp'], ['mountain', 'Mountain'], ['forest', 'Forest']]);
/** "a basic land card", "a Forest card" (any card with that subtype: 205.3i). */
const quality: Parser<CardQuality> = alt<CardQuality>(
  map(lit('a basic land card'), () => ({ basicLand: true })),
  map(seq(alt(lit('a'), lit('an')), token((t) => (t.k === 'word' ? (LAND_TYPES.get(t.raw) ?? null) : null)), lit('card')), ([, subtype]) => ({ subtype })),
);
type Destination = { to: 'hand' | 'battlefield'; tapped?: boolean };
const destination: Parser<Destination> = alt<Destination>(
  map(lit('reveal it , put it into your hand'), () => ({ to: 'hand' })),
  map(seq(lit('put'), alt(lit('it'), lit('that card')), lit('onto the battlefield'), opt(lit('tapped'))), ([, , , tapped]) => ({ to: 'battlefield', ...(tapped !== undefined ? { tapped: true } : {}) })),
);

export const SENTENCE_EFFECTS: Entry<Effect[]>[] = [
  {
    id: 'effect/search-library',
    wording: 'Search your library for a basic land card (a Forest card…), reveal it, put it into your hand / put it onto the battlefield [tapped], then shuffle',
    parse: map(seq(lit('search your library for'), quality, lit(','), destination, lit(', then shuffle')), ([, find, , d]) => [{ type: 'search-library', find, ...d }]),
    fixtures: [
      spell('Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.', { type: 'search-library', find: { basicLand: true }, to: 'battlefield', tapped: true }),
      etb('When this creature enters, you may search your library for a basic land card, reveal it, put it into your hand, then shuffle.', { type: 'may', effects: [{ type: 'search-library', find: { basicLand: true }, to: 'hand' }] }),
      spell('Search your library for a Forest card, put that card onto the battlefield, then shuffle.', { type: 'search-library', find: { subtype: 'Forest' }, to: 'battlefield' }),
    ],
  },
  {
    id: 'effect/proliferate',
    wording: 'Proliferate (701.34a)',
    parse: map(lit('proliferate'), () => [{ type: 'proliferate' }]),
    fixtures: [etb('When this creature enters, proliferate.', { type: 'proliferate' }), spell('Target player mills three cards. Proliferate.', { type: 'mill' }, { type: 'proliferate' })],
  },
];
