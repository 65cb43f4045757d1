// Questions as players ask them (issue 13's "Why" list), on the real editions and the real
// card pool: mana symbols, quoted words the rules lack, card names, slang, glossary terms,
// "section 7", a Portuguese word with no edition; and the slang table checked against the
// vocabulary of each language's edition.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../src/library/index.ts';
import { abilityKinds } from '../src/search/card-kinds.ts';
import { findCards } from '../src/search/card-find.ts';
import { cardIndex } from '../src/search/card-index.ts';
import { SLANG, translateSlang } from '../src/search/slang.ts';
import { understand } from '../src/search/understand.ts';
import { shippedCards } from '../src/cards/store.ts';
import { analyzerFor } from '../src/search/analyze.ts';
import { testLibrary } from './helpers/library.ts';
import { searchOf } from '../src/search/index.ts';

let lib: Library;
beforeAll(async () => {
  lib = (await testLibrary()) as Library;
});

const top = (q: string, n = 5, sel: { lang?: string; edition?: string } = {}) => searchOf(lib).search(q, { ...sel, limit: n }).map((h) => h.number);

describe('query understanding', () => {
  it('reads mana symbols as mana words, never as a pattern', () => {
    expect(understand('{X}{R}').mana).toEqual(['{X}', '{R}']);
    expect(understand('{X}{R}').text).toMatch(/X .*red mana.*mana cost/);
    expect(top('{1}').length).toBeGreaterThan(0);
    expect(top('what does {X}{R} mean').some((n) => n.startsWith('107') || n.startsWith('202'))).toBe(true);
  });

  it('treats a quoted word the rules lack as a ranked query, not a filter ("fizzling")', () => {
    expect(top('"fizzling"', 3)).toContain('608.2b');
    expect(top('Multi-target spells and "fizzling"', 3)).toContain('608.2b');
  });

  it('looks up "section 7" and "rule 702" rather than searching the words', () => {
    expect(top('section 7', 1)).toEqual(['7']);
    expect(top('rule 702', 1)).toEqual(['702']);
    expect(understand('7021').lookup).toBeNull(); // malformed: searched as words, not refused
  });

  it('finds rules by their title ("combat damage step")', () => {
    expect(top('combat damage step', 1)).toEqual(['510']);
  });

  it('searches a Portuguese word asked with no edition in the Portuguese rules', () => {
    expect(searchOf(lib).search('atropelar', { limit: 1 })[0]).toMatchObject({ edition: 'pt-classic', number: '502.9a' });
  });

  it('ranks the rules of the keywords named above a rule that merely lists them ("trample deathtouch")', () => {
    const hits = top('trample deathtouch', 8);
    expect(hits[0]).toMatch(/^702\.19/); // 122.1b (keyword counters) used to come first
    expect(hits).toContain('702.2c'); // deathtouch's damage is lethal: not in the top 12 before
  });

  it('puts the maximum hand size first for "how many cards in hand", above the vanguard rules', () => {
    // "how many" is question phrasing; 313.6 (vanguard hand modifiers) came first before.
    const hits = top('how many cards in hand', 10);
    expect(hits[0]).toBe('402.2');
    expect(hits.indexOf('402.2')).toBeLessThan(hits.findIndex((n) => n.startsWith('313') || n.startsWith('902')) >>> 0);
  });

  it('ranks casual-variant rules below the rules of an ordinary game, unless the query names the variant', () => {
    expect(top('hand size', 3).every((n) => !n.startsWith('313') && !n.startsWith('9'))).toBe(true);
    expect(top('vanguard hand size', 5).some((n) => n.startsWith('313') || n.startsWith('902'))).toBe(true);
    expect(top('planechase', 5).some((n) => n.startsWith('901'))).toBe(true);
  });
});

describe('cards in a question', () => {
  const index = () => searchOf(lib).indexes.get(lib.resolveEdition());
  const guards = {
    isRulesWord: (w: string) => index().knows(analyzerFor('en').stemOf(w)),
    isRulesPhrase: (p: string) => index().namesRulesTerm(p),
  };
  const names = (q: string) => findCards(q, cardIndex(), guards).flatMap((n) => n.cards.map((c) => c.name));

  it('finds full names, short names, plurals and [[bracketed]] names, not rules words', () => {
    expect(names('How does Leyline of the Void interact with Kalitas, Traitor of Ghet?')).toEqual(['Leyline of the Void', 'Kalitas, Traitor of Ghet']);
    // A short name two cards share: one is read, the other offered as the choice shown.
    const kalitas = findCards('Can Kalitas exile my creature if Thalia is out?', cardIndex(), guards).find((n) => n.cards[0]!.name.startsWith('Kalitas'))!;
    expect([kalitas.cards[0]!.name, ...kalitas.alternatives]).toContain('Kalitas, Traitor of Ghet');
    expect(names("If two Volrath's Shapeshifters are in play")).toEqual(["Volrath's Shapeshifter"]);
    expect(names('Say I cast [[Synchronized Charge]] on it')).toEqual(['Synchronized Charge']);
    expect(names('Equipment on a creature with Flying')).toEqual([]);
  });

  it('reads a [[bracketed]] name as typed, even one the rules use in an example (Tarmogoyf), and a query that is only that name still finds those examples', () => {
    const search = searchOf(lib);
    expect(search.understood('[[Tarmogoyf]]').cards.map((c) => c.card)).toEqual(['Tarmogoyf']);
    expect(search.search('[[Tarmogoyf]]', { limit: 5 }).map((h) => h.number)).toEqual(expect.arrayContaining(['111.11', '707.9d']));
    // Unbracketed, a word of the rules is not taken for a card.
    expect(search.understood('Tarmogoyf').cards).toEqual([]);
  });

  it('reads the kinds of ability in Oracle text', () => {
    const kinds = (name: string) => abilityKinds(shippedCards().get(name)!).map((k) => k.kind);
    expect(kinds('Kalitas, Traitor of Ghet')).toContain('replacement');
    expect(kinds('Act of Treason')).toContain('control');
    expect(kinds('Protean Hulk')).toContain('leaves-trigger');
    expect(kinds('Urborg, Tomb of Yawgmoth')).toContain('type-change');
    expect(kinds('Twincast')).toContain('copy-spell');
    expect(kinds('Pacifism')).toContain('aura');
  });

  it('reads what a card is from its type line: Equipment, Vehicle, Saga, planeswalker, battle', () => {
    const kinds = (name: string) => abilityKinds(shippedCards().get(name)!).map((k) => k.kind);
    expect(kinds('Kaldra Compleat')).toContain('equipment');
    expect(kinds("Urza's Saga")).toContain('saga');
    expect(kinds('Dack Fayden')).toContain('planeswalker');
    expect(kinds('Smuggler\'s Copter')).toContain('vehicle');
    expect(kinds('Grizzly Bears')).toEqual([]);
  });

  it("counts a kind most cards have only when the question is about it (a creature's {T} ability)", () => {
    const elves = shippedCards().get('Llanowar Elves')!;
    expect(abilityKinds(elves, 'can I tap it for mana this turn').map((k) => k.kind)).toEqual(expect.arrayContaining(['tap-ability', 'mana-ability']));
    expect(abilityKinds(elves, 'who controls it when the effect ends').map((k) => k.kind)).not.toContain('tap-ability');
  });

  it('answers a card interaction with the rule on it, saying which cards pulled it in', () => {
    const hits = searchOf(lib).search('How does Leyline of the Void interact with Kalitas, Traitor of Ghet?', { limit: 5 });
    const rule = hits.find((h) => h.number === '616.1');
    expect(rule, hits.map((h) => h.number).join(' ')).toBeDefined();
    expect(rule!.cards).toEqual(expect.arrayContaining(['Leyline of the Void', 'Kalitas, Traitor of Ghet']));
    // The card's own rule comes from the card alone, so it re-ranks but does not lead: it stays on the first page.
    expect(top('When Act of Treason ends, does the creature return to its owner?', 10)).toContain('613.1b');
  });
});

describe('player vocabulary', () => {
  it.each([
    ['killed each other — is it a draw?', '104.4a'],
    ['does an aura fall off', '704.5m'],
    ['what is the legend rule', '704.5j'],
    ['summoning sick', '302.6'],
    ['fizzle', '608.2b'],
    ['holding priority after casting a spell', '117.3c'],
    ['my creature got -2/-2 and has 0 toughness, does indestructible save it', '704.5f'],
    ['can I tap Llanowar Elves for mana the same turn I played it', '302.6'],
    ['do tokens count as dying', '700.4'],
  ])('"%s" finds %s', (q, rule) => {
    expect(top(q, 6)).toContain(rule);
  });

  it('reads the same slang once its patterns are tested as one (after a few searches)', () => {
    const queries = ['etb trigger', 'does it fizzle', 'summoning sick creature', 'mana burn', 'removed from the game', 'plain rules words', 'sbas and apnap'];
    const first = queries.map((q) => translateSlang(q, 'en'));
    for (let i = 0; i < 5; i++) translateSlang('no player phrase here', 'en');
    expect(queries.map((q) => translateSlang(q, 'en'))).toEqual(first);
    expect(first.filter((t) => t.found.length)).toHaveLength(queries.length - 1);
  });

  it('every slang replacement is made of words its edition uses', () => {
    for (const [lang, table] of Object.entries(SLANG) as Array<[keyof typeof SLANG, (typeof SLANG)['en']]>) {
      const index = searchOf(lib).indexes.get(lib.resolveEdition({ lang }));
      for (const s of table) {
        const unknown = index.analyzer.terms(s.means).filter((stem) => !index.knows(stem));
        expect(unknown, `${lang}: ${s.means}`).toEqual([]);
      }
    }
  });
});

describe('glossary entries as results', () => {
  it('returns the glossary entry of a term right after its rule', () => {
    const hits = searchOf(lib).search('trample', { limit: 3 });
    expect(hits[0]!.number).toBe('702.19');
    expect(hits[1]).toMatchObject({ number: 'glossary:Trample', type: 'glossary', title: 'Trample' });
    expect(hits[1]!.snippet.length).toBeGreaterThan(0);
  });

  it('finds Italian words and misspellings the same way ("danno letale", "deathtuch")', () => {
    expect(top('danno letale', 5, { lang: 'it' })).toContain('120.4a');
    expect(top('deathtuch', 1)[0]).toMatch(/^702\.2/);
  });
});
