// The parser-combinator kit (src/engine/oracle/grammar.ts): every reading of a line, in a fixed
// order, and `alt` trying only the alternatives that can start with the token at hand — a
// speed-up that must never change what is read.
import { describe, expect, it } from 'vitest';
import { alt, lazy, lit, map, mayStart, opt, seq, sepBy1, token, type Parser } from '../src/engine/oracle/grammar.ts';
import { tokenize } from '../src/engine/oracle/tokenize.ts';

const words = (text: string) => tokenize(text, 'Test Card');
const readings = <T>(p: Parser<T>, text: string) => p(words(text), 0).map((r) => [r.value, r.next]);

describe('oracle grammar kit', () => {
  it("a planeswalker type used as a card's short name is the card, but the type after each / a / another and before planeswalker (205.3j)", () => {
    const selfTokens = (text: string, name: string) => tokenize(text, name).filter((t) => t.k === 'self').length;
    expect(selfTokens('Garruk deals 3 damage to target creature.', 'Garruk, Cursed Huntsman')).toBe(1);
    expect(selfTokens('Put a loyalty counter on each Garruk you control.', 'Garruk, Cursed Huntsman')).toBe(0);
    expect(selfTokens('As long as you control a Gideon planeswalker, you can\'t lose the game.', 'Gideon of the Trials')).toBe(0);
  });

  it('alt starts as any of its alternatives, and one that may start anywhere is always tried, in its place', () => {
    const anyWord: Parser<string> = (ts, at) => (ts[at]?.k === 'word' ? [{ value: ts[at]!.raw, next: at + 1 }] : []);
    const known = alt(map(lit('draw a card'), () => 'draw'), map(lit('gain 3 life'), () => 'gain'));
    expect(mayStart(known, words('gain')[0])).toBe(true);
    expect(mayStart(known, words('exile')[0])).toBe(false);
    expect(mayStart(alt<unknown>(known, anyWord), words('exile')[0])).toBe(true);
    expect(readings(alt<unknown>(anyWord, known), 'draw a card')).toEqual([['draw', 1], ['draw', 3]]);
    expect(readings(alt<unknown>(known, anyWord), 'gain 3 life')).toEqual([['gain', 3], ['gain', 1]]);
    expect(readings(known, 'exile it')).toEqual([]);
  });

  it('a sequence whose first parts may read nothing starts as any of them or the part after', () => {
    const p = seq(opt(lit('then')), opt(lit('you')), lit('draw'));
    for (const text of ['then you draw', 'you draw', 'draw']) expect(readings(p, text).map(([, n]) => n)).toEqual([words(text).length]);
    expect(mayStart(p, words('then')[0])).toBe(true);
    expect(mayStart(p, words('you')[0])).toBe(true);
    expect(mayStart(p, words('draw')[0])).toBe(true);
    expect(mayStart(p, words('gain')[0])).toBe(false);
    expect(mayStart(p, undefined)).toBe(false);
  });

  it('a parser built from token readers or lazily may start with anything', () => {
    const n = token((t) => (t.k === 'num' ? t.n : null));
    expect(mayStart(seq(n, lit('life')), words('gain')[0])).toBe(true);
    expect(mayStart(lazy(() => lit('draw')), words('gain')[0])).toBe(true);
  });

  it('readings come out in order: earlier alternatives first, then by each part\'s readings in turn', () => {
    const ab = alt(map(lit('a'), () => 'a'), map(lit('a b'), () => 'ab'));
    const p = seq(ab, opt(lit('b')));
    expect(readings(p, 'a b')).toEqual([
      [['a', undefined], 1],
      [['a', null], 2],
      [['ab', undefined], 2],
    ]);
    expect(readings(sepBy1(map(lit('flying'), () => 'f'), lit(',')), 'flying , flying').map(([, n]) => n)).toEqual([1, 3]);
  });

  it('alt tries an alternative only where the rest of the line says every word its fixed phrases need; the readings stay the same', () => {
    let tried = 0;
    const anyWord: Parser<string> = (ts, at) => (tried++, ts[at]?.k === 'word' ? [{ value: ts[at]!.raw, next: at + 1 }] : []);
    const n = token((t) => (t.k === 'num' ? t.n : null));
    const deals = map(seq(anyWord, lit('deals'), n, lit('damage')), () => 'damage');
    const gains = map(seq(anyWord, lit('gains'), alt(lit('flying'), lit('haste'))), () => 'keyword');
    const p = alt<string>(deals, gains);
    expect(readings(p, 'it gains flying')).toEqual([['keyword', 3]]);
    expect(tried).toBe(1); // "deals … damage" was never tried: the line says neither word
    expect(readings(p, 'it deals 2 damage')).toEqual([['damage', 4]]);
    expect(tried).toBe(2); // nor "gains": "flying" or "haste" may follow it, so only "gains" is needed, and missing
    // Only words at or after the position count: "damage" said before it needs saying again.
    tried = 0;
    expect(readings(seq(lit('damage'), p), 'damage it deals 2')).toEqual([]);
    expect(tried).toBe(0);
  });
});
