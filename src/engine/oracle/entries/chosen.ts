// "As this permanent enters, choose a creature type / a color." (614.1c, 614.12a) and
// the abilities printed with it that use the choice (607.2d): "Creatures you control of the
// chosen type get +1/+1", "{T}: Add one mana of the chosen color". The choice is made and kept
// by game/chosen.ts; the group is made concrete by game/chosen-group.ts.
import type { AbilityBody, Affected, Color, Effect, StaticEffect } from '../ast.ts';
import { line, type Entry } from '../entry.ts';
import { alt, lit, map, opt, seq, token, type Parser } from '../grammar.ts';
import { color, count, self } from '../phrases.ts';
import { partList } from './statics.ts';

const period = opt(lit('.'));
type Choice = { kind: 'enter-choose'; what: 'creature-type' | 'color'; except?: Color };
const what: Parser<Choice> = alt<Choice>(
  map(lit('choose a creature type'), () => ({ kind: 'enter-choose', what: 'creature-type' })),
  map(seq(lit('choose a color'), opt(seq(lit('other than'), color))), ([, other]) => ({ kind: 'enter-choose', what: 'color', ...(other ? { except: other[1] } : {}) })),
);

/** "Creatures you control of the chosen type", "Other creatures you control of the chosen color", "Creatures of the chosen type". */
const chosenGroup: Parser<Affected> = map(
  seq(opt(lit('other')), lit('creatures'), opt(lit('you control')), lit('of the chosen'), alt(map(lit('type'), () => 'creature-type' as const), map(lit('color'), () => 'color' as const))),
  ([other, , yours, , chosen]) => ({ chosen, other: other !== undefined, yours: yours !== undefined }),
);
const oneColorSymbol = token((t) => (t.k === 'sym' && /^[WUBRGC]$/.test(t.raw) ? t.raw : null));

export const CHOSEN_LINES: Entry<AbilityBody[]>[] = [
  {
    id: 'line/as-enters-choose',
    wording: 'As CARDNAME enters, choose a creature type / a color. / This land enters tapped. As it enters, choose a color [other than COLOR]. (614.1c, 614.12a: `choose: {creatureType: Elf}` / `{color: red}`)',
    parse: alt(
      map(seq(lit('as'), self, lit('enters ,'), what, period), ([, , , w]) => [w]),
      map(seq(self, lit('enters tapped . as it enters ,'), what, period), ([, , w]) => [{ kind: 'etb-tapped' }, w]),
    ),
    fixtures: [
      line('As this enchantment enters, choose a creature type.', { kind: 'enter-choose', what: 'creature-type' }),
      line('As Test Card enters, choose a color.', { kind: 'enter-choose', what: 'color' }),
      line('This land enters tapped. As it enters, choose a color.', { kind: 'etb-tapped' }, { kind: 'enter-choose', what: 'color' }),
      line('This land enters tapped. As it enters, choose a color other than green.', { kind: 'etb-tapped' }, { kind: 'enter-choose', what: 'color', except: 'green' }),
    ],
  },
  {
    id: 'static/chosen-group',
    wording: '[Other] creatures [you control] of the chosen type / color get +N/+N [and have KEYWORD] (607.2d: the choice made as this permanent entered)',
    parse: map(seq(chosenGroup, partList, period), ([affects, parts]) => parts.map((p) => ({ kind: 'static', effect: { ...p, affects } as StaticEffect }) as AbilityBody)),
    fixtures: [
      line('Creatures you control of the chosen type get +1/+1.', { kind: 'static', effect: { type: 'modify-pt', affects: { chosen: 'creature-type', other: false, yours: true }, power: 1, toughness: 1 } }),
      line('Other creatures you control of the chosen type get +1/+1 and have vigilance.', { kind: 'static', effect: { type: 'modify-pt', affects: { chosen: 'creature-type', other: true, yours: true } } }, { kind: 'static', effect: { type: 'grant-keyword', keyword: 'vigilance' } }),
      line('Creatures of the chosen color get +1/+0.', { kind: 'static', effect: { type: 'modify-pt', affects: { chosen: 'color', other: false, yours: false }, power: 1, toughness: 0 } }),
    ],
  },
];

export const CHOSEN_EFFECTS: Entry<Effect[]>[] = [
  {
    id: 'effect/add-mana-chosen',
    wording: 'Add one (N) mana of the chosen color / Add {W} or one mana of the chosen color (607.2d)',
    parse: alt<Effect[]>(
      map(seq(lit('add'), count, lit('mana of the chosen color')), ([, n]) => [{ type: 'add-mana', mana: ['chosen-color'], amount: n }]),
      map(seq(lit('add'), oneColorSymbol, lit('or one mana of the chosen color')), ([, sym]) => [{ type: 'add-mana', mana: [[sym], 'chosen-color'] }]),
    ),
    fixtures: [
      { text: '{T}: Add one mana of the chosen color.', abilities: [{ kind: 'activated', isManaAbility: true, effects: [{ type: 'add-mana', mana: ['chosen-color'], amount: 1 }] }] },
      { text: '{T}: Add two mana of the chosen color.', abilities: [{ kind: 'activated', isManaAbility: true, effects: [{ type: 'add-mana', mana: ['chosen-color'], amount: 2 }] }] },
      { text: '{T}: Add {G} or one mana of the chosen color.', abilities: [{ kind: 'activated', isManaAbility: true, effects: [{ type: 'add-mana', mana: [['G'], 'chosen-color'] }] }] },
    ],
  },
];
