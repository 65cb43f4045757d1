// "As this permanent enters, choose a creature type / a color." (614.1c, 614.12a), a spell's or
// ability's own "Choose a creature type." / "Choose a color." (608.2d) and "Choose TARGET." (601.2c),
// and what reads the choice: "{T}: Add one mana of the chosen color", and "of the chosen type" /
// "that aren't of that color" in any filter (filter-grammar.ts: "Creatures you control of the
// chosen type get +1/+1" is the one group phrase's). The choice is made and kept by game/chosen.ts;
// game/chosen-group.ts `chosenFits` reads it for both matchers.
import type { AbilityBody, Color, Effect } from '../ast.ts';
import type { ChosenQuality, Filter } from '../vocabulary.ts';
import { line, type Entry } from '../entry.ts';
import { alt, lit, map, opt, sepBy1, seq, token, type Parser } from '../grammar.ts';
import { color, count, creatureTypeWord, self } from '../phrases.ts';
import { playerTarget, target } from '../target-grammar.ts';
import { cardFilter } from '../filter-grammar.ts';
import { says } from '../says.ts';

const period = opt(lit('.'));
type Choice = { kind: 'enter-choose'; what: 'creature-type' | 'color'; except?: Color };
const what: Parser<Choice> = alt<Choice>(
  map(lit('choose a creature type'), () => ({ kind: 'enter-choose', what: 'creature-type' })),
  map(seq(lit('choose a color'), opt(seq(lit('other than'), color))), ([, other]) => ({ kind: 'enter-choose', what: 'color', ...(other ? { except: other[1] } : {}) })),
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
];

const QUALITIES: ReadonlyArray<ChosenQuality> = ['creature-type', 'color', 'card-name'];
/** What kind of card a chosen name must be a name of: "nonland", "creature", "artifact", "noncreature, nonland" (201.3). */
const nameKind: Parser<Filter> = map(sepBy1(alt<Filter>(map(lit('nonland'), () => ({ notTypes: ['Land'] })), map(lit('noncreature'), () => ({ notTypes: ['Creature'] })), map(lit('creature'), () => ({ types: ['Creature'] })), map(lit('artifact'), () => ({ types: ['Artifact'] }))), lit(',')), (fs) => fs.reduce<Filter>((a, f) => ({ ...a, ...f, ...(a.notTypes && f.notTypes ? { notTypes: [...a.notTypes, ...f.notTypes] } : {}) }), {}));
/** Whether an instruction reads the choice: "of the chosen type", "that aren't of that color" (`Filter.chosen`, `notChosen`). */
const reads = (e: Effect, q: ChosenQuality): boolean => {
  if (says(e, 'chosen', q) || says(e, 'notChosen', q)) return true;
  // Protection from the chosen color, becoming the chosen creature type: each reads one kind of choice only.
  if (q === 'color') return says(e, 'protectionFrom', 'chosen');
  return q === 'creature-type' && says(e, 'chosenCreatureType', 'chosen');
};
const choice = (e: Effect): ChosenQuality | undefined => (e.type === 'group' && e.choose ? e.choose : undefined);

/**
 * "Choose a creature type. … of that type" (608.2d): a choice an ability makes is read only when a later instruction of
 * the same ability names it, and "the chosen type" of a spell only after its own choice — a permanent's ability may name the
 * choice its source made as it entered (614.12a, 607.2d), which game/match.ts reads when the ability made none.
 */
export function chosenFits(b: AbilityBody, isSpell: boolean): boolean {
  const effects = 'effects' in b && Array.isArray(b.effects) ? (b.effects as Effect[]) : [];
  const made = new Set<ChosenQuality>();
  for (const [i, e] of effects.entries()) {
    const q = choice(e);
    if (q) {
      if (!effects.slice(i + 1).some((later) => reads(later, q))) return false;
      made.add(q);
      continue;
    }
    if (QUALITIES.some((w) => reads(e, w) && !made.has(w) && (isSpell || b.kind === 'spell'))) return false;
  }
  return true;
}

const spell = (text: string, ...effects: unknown[]) => ({ text, spell: true, abilities: [{ kind: 'spell', effects }] });

export const CHOSEN_EFFECTS: Entry<Effect[]>[] = [
  {
    id: 'effect/choose-quality',
    wording: 'Choose a creature type. / Choose a color. (608.2d: chosen as it resolves, `choose: {creatureType: Elf}` / `{color: red}`; the later instructions\' "of the chosen type", "of that color" read it)',
    parse: alt<Effect[]>(
      map(seq(lit('choose a creature type'), opt(seq(lit('other than'), creatureTypeWord))), ([, other]) => [{ type: 'group', choose: 'creature-type', ...(other ? { except: other[1] } : {}), effects: [] }]),
      map(lit('choose a color'), () => [{ type: 'group', choose: 'color', effects: [] }]),
      // "Choose a card name", "Choose a nonland (creature, artifact) card name" (201.3): any name of a card of that kind.
      map(seq(lit('choose'), opt(alt(lit('a'), lit('an'))), opt(nameKind), lit('card name')), ([, , kind]) => [{ type: 'group', choose: 'card-name', ...(kind ? { named: kind } : {}), effects: [] }]),
    ),
    fixtures: [
      spell('Choose a creature type. Destroy all creatures that aren\'t of the chosen type.', { type: 'group', choose: 'creature-type', effects: [] }, { type: 'destroy', objects: { ref: 'all', filter: { types: ['Creature'], notChosen: 'creature-type' } } }),
      spell('Choose a creature type. Draw a card for each permanent you control of that type.', { type: 'group', choose: 'creature-type' }, { type: 'draw', amount: { of: 'count', filter: { permanent: true, controller: 'you', chosen: 'creature-type' } } }),
      spell('Choose a color. Test Card deals X damage to each creature of the chosen color.', { type: 'group', choose: 'color' }, { type: 'deal-damage', to: [{ ref: 'all', filter: { types: ['Creature'], chosen: 'color' } }] }),
      // Brave the Elements: the protection is the color the spell chose (702.16a).
      spell('Choose a color. White creatures you control gain protection from the chosen color until end of turn.', { type: 'group', choose: 'color' }, { type: 'grant', objects: { ref: 'all', filter: { colors: ['white'], types: ['Creature'], controller: 'you' } }, protectionFrom: 'chosen', duration: 'until-end-of-turn' }),
      // A permanent's lines name the choice it made as it entered (614.12a, 607.2d): the one group phrase reads them.
      line('Creatures you control of the chosen type get +1/+1.', { kind: 'static', effect: { type: 'modify-pt', affects: { match: { types: ['Creature'], controller: 'you', chosen: 'creature-type' } }, power: 1, toughness: 1 } }),
      line('Other creatures you control of the chosen type get +1/+1 and have vigilance.', { kind: 'static', effect: { type: 'modify-pt', affects: { match: { other: true, chosen: 'creature-type' } } } }, { kind: 'static', effect: { type: 'grant-keyword', keyword: 'vigilance' } }),
      line('Creatures of the chosen color get +1/+0.', { kind: 'static', effect: { type: 'modify-pt', affects: { match: { types: ['Creature'], chosen: 'color' } }, power: 1, toughness: 0 } }),
      { text: 'Whenever you cast a spell of the chosen type, put a charge counter on this artifact.', abilities: [{ kind: 'triggered', trigger: { on: 'casts', spell: { chosen: 'creature-type' }, player: 'you' } }] },
      { text: "{W}{W}, {T}: Destroy target permanent of the chosen color.", abilities: [{ kind: 'activated', effects: [{ type: 'destroy', objects: { ref: 'target', spec: { object: { permanent: true, chosen: 'color' } } } }] }] },
    ],
  },
  {
    id: 'effect/reveal-discard-all',
    wording: 'Target player (opponent) reveals their hand and discards all FILTER cards ("all cards with that name", "all cards of that color") (701.20a, 701.9a)',
    // The player discards every card of the revealed hand that fits: their own choice of all of them (701.9b).
    parse: map(seq(playerTarget, lit('reveals their hand and discards all'), cardFilter.many), ([spec, , filter]) => (filter.zone ? null : [{ type: 'discard', players: { ref: 'target', spec }, amount: 'hand', chooser: { ref: 'acting' }, filter: { ...filter, zone: 'hand' } }])),
    fixtures: [
      spell('Choose a color. Target player reveals their hand and discards all cards of that color.', { type: 'group', choose: 'color' }, { type: 'discard', players: { ref: 'target', spec: { player: 'any' } }, amount: 'hand', filter: { chosen: 'color', zone: 'hand' } }),
      spell('Choose a nonland card name. Target player reveals their hand and discards all cards with that name.', { type: 'group', choose: 'card-name', named: { notTypes: ['Land'] } }, { type: 'discard', amount: 'hand', filter: { chosen: 'card-name', zone: 'hand' } }),
    ],
  },
  {
    id: 'effect/choose-target',
    wording: 'Choose TARGET. (601.2c: the target chosen as the spell or ability is put on the stack; the sentences after it act on "that creature", "it", "that player", "the chosen creature")',
    // A group with the one target and no instruction of its own: the slot the later sentences' "that creature" reads (608.2c).
    parse: map(seq(lit('choose'), target), ([, spec]) => [{ type: 'group', target: spec, effects: [] }]),
    fixtures: [
      spell('Choose target creature. Mill four cards, then that creature gets -1/-1 until end of turn for each land card in your graveyard.', { type: 'group', target: { object: { types: ['Creature'] } }, effects: [] }, { type: 'mill', amount: 4 }, { type: 'modify-pt', objects: { ref: 'same-target', slot: -1 } }),
      spell('Choose target creature you control. Put a +1/+1 counter on it for each creature in your party.', { type: 'group', target: { object: { types: ['Creature'], controller: 'you' } }, effects: [] }, { type: 'put-counters', on: [{ ref: 'same-target', slot: -1 }] }),
      { text: 'When this creature enters, choose target creature an opponent controls, then roll a d20.', abilities: [{ kind: 'triggered', effects: [{ type: 'group', target: { object: { types: ['Creature'], controller: 'opponent' } }, effects: [] }, { type: 'group', die: { sides: 20 } }] }] },
    ],
  },
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
