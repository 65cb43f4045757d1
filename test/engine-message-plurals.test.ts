// Every message with a count agrees in number in every language: formatted with each number
// argument 1, no plural noun follows the 1 ("1 counters", "1 segnalini", "1 pontos de dano");
// with 2, no singular noun directly follows the 2 ("2 danno"). The messages with a number
// argument are found from the English catalogs' argument types, so a new one is checked too.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOGS, format, type Message } from '../src/engine/messages/index.ts';

const SOURCES = ['en.ts', 'illegal/en.ts', 'defaults/en.ts', 'reasons/en.ts'].map((f) => readFileSync(new URL(`../src/engine/messages/${f}`, import.meta.url), 'utf8'));

/** Each key whose arguments include a number, with every argument and its type. */
const withCounts = SOURCES.flatMap((text) =>
  [...text.matchAll(/^\s*'([\w.]+)':\s*\(a: \{([^}]*)\}\)/gm)]
    .map((m) => ({ key: m[1]!, fields: [...m[2]!.matchAll(/(\w+)\??: ([^;]+)/g)].map((f) => ({ name: f[1]!, type: f[2]!.trim() })) }))
    .filter((m) => m.fields.some((f) => f.type === 'number')),
);

const NOUNS: Record<string, { plural: string[]; singular: string[] }> = {
  en: { plural: 'counters cards times creatures artifacts modes permanents spells lands tokens turns points abilities targets players copies lines'.split(' '), singular: 'counter card creature artifact mode permanent spell land token turn point ability target player copy line'.split(' ') },
  it: { plural: 'segnalini carte volte artefatti modi permanenti magie terre pedine turni punti danni bersagli giocatori copie linee'.split(' '), singular: 'segnalino carta volta creatura artefatto modo permanente magia terra pedina turno punto danno bersaglio giocatore copia linea'.split(' ') },
  pt: { plural: 'marcadores cards vezes criaturas artefatos modos permanentes mágicas terrenos fichas turnos pontos habilidades alvos jogadores cópias linhas'.split(' '), singular: 'marcador card vez criatura artefato modo permanente mágica terreno ficha turno ponto habilidade alvo jogador cópia linha'.split(' ') },
};

/** "1 NOUN", "1 +1/+1 NOUN", "1 poison NOUN" (up to three words between, none of them "or" / "of"). */
function disagreements(text: string, lang: string, k: 1 | 2): string[] {
  const words = k === 1 ? NOUNS[lang]!.plural : NOUNS[lang]!.singular;
  const between = k === 1 ? '((?:\\s+(?!or\\b|of\\b|ou\\b|o\\b|de\\b|dei\\b|di\\b|più\\b|mais\\b|more\\b)[^\\s,;:.()]+){0,3}?)' : '()';
  const re = new RegExp(`(?<![\\w/+.-])${k}${between}\\s+(${words.join('|')})(?![\\w/])`, 'gu');
  return [...text.matchAll(re)].map((m) => m[0]);
}

const render = (key: string, fields: Array<{ name: string; type: string }>, k: number, lang: string): string => {
  const args = Object.fromEntries(fields.map((f) => [f.name, f.type === 'number' ? k : f.type === 'boolean' ? false : `‹${f.name}›`]));
  return format({ key, args } as unknown as Message, CATALOGS[lang]!);
};

describe('messages with a count agree in number', () => {
  it('finds the messages with a number argument', () => {
    expect(withCounts.map((m) => m.key)).toEqual(expect.arrayContaining(['sba.countersAnnihilate', 'damage.player', 'layer.counters']));
  });

  for (const lang of ['en', 'it', 'pt']) {
    it(`${lang}: with 1 no plural noun follows it, with 2 no singular noun`, () => {
      const wrong = withCounts.flatMap(({ key, fields }) =>
        ([1, 2] as const).flatMap((k) => {
          const text = render(key, fields, k, lang);
          return disagreements(text, lang, k).map((bad) => `${key} (n=${k}): "${bad}" in: ${text}`);
        }),
      );
      expect(wrong).toEqual([]);
    });
  }

  it('the repros: one +1/+1 and one -1/-1 counter removed; 1 point of damage', () => {
    expect(format({ key: 'sba.countersAnnihilate', args: { n: 1, object: 'Kitchen Finks' } } as Message, CATALOGS.en!)).toBe('one +1/+1 counter and one -1/-1 counter are removed from Kitchen Finks');
    expect(format({ key: 'damage.player', args: { source: 'Typhoid Rats', amount: 1, to: 'Bob', life: 19, combat: false } } as unknown as Message, CATALOGS.pt!)).toMatch(/^Typhoid Rats causa 1 ponto de dano a Bob/);
  });
});
