// Static abilities (604): what they do to a group of objects, for as long as their source is
// on the battlefield. Layer placement is the game's business (game/characteristics.ts).
import { COLORS, type Ability, type AbilityBody, type Affected, type RestrictionKind, type CdaCount, type Color, type Keyword, type StaticEffect } from '../ast.ts';
import type { Entry } from '../entry.ts';
import type { Amount } from '../vocabulary.ts';
import { alt, lit, map, oneOf, opt, sepBy1, seq, token, type Parser } from '../grammar.ts';
import { equalTo, whereX } from '../amount-grammar.ts';
import { color, count, creatureTypeWord, keyword, ptChange, ptFigure, self, verb } from '../phrases.ts';
import { READ_AFTER_LAYER_5, staticCounted, staticGroup as group, staticIt } from '../static-groups.ts';
import { RULE_STATICS, restriction } from './statics-rules.ts';
import { grantedAbilities, readAsOwnLine, textOf } from '../quoted.ts';
import { keywordAbility } from './keywords.ts';
import { MECHANIC_STATICS } from './mechanics.ts';

/** "+X/+X", "-X/-0", "+X/+1": a change with X (the fixed part must be 0: "+X/+1" is two changes, not read). */
const ptWithX: Parser<{ power: number; toughness: number }> = token((t) => {
  const m = t.k === 'pt' && t.signed ? /^([+-])(X|\d+)\/([+-])(X|\d+)$/.exec(t.raw) : null;
  if (!m || (m[2] !== 'X' && m[4] !== 'X')) return null;
  const side = (sign: string, v: string): number | null => (v === 'X' ? (sign === '-' ? -1 : 1) : Number(v) === 0 ? 0 : null);
  const power = side(m[1]!, m[2]!);
  const toughness = side(m[3]!, m[4]!);
  return power === null || toughness === null ? null : { power, toughness };
});
/** What a static P/T change may count (611.3a): permanents by their types (staticCounted's filters), cards, life, devotion — never a power or toughness, which the change itself could alter. */
const staticAmount = (a: Amount): boolean => typeof a === 'object' && (a.of === 'devotion' || (a.of === 'player' && a.player.ref === 'you') || (a.of === 'count' && READ_AFTER_LAYER_5(a.filter)));
type Part = { type: 'modify-pt'; power: number; toughness: number } | { type: 'modify-pt-for-each'; power: number; toughness: number; counted: Amount } | { type: 'grant'; abilities: Ability[] } | { type: 'group-rule'; abilities: Ability[] } | { type: 'restrict'; what: RestrictionKind } | { type: 'set-types'; types: string[]; subtypes: string[]; addTypes: true } | { type: 'grant-keyword'; keyword: Keyword } | { type: 'lose-all-abilities' } | { type: 'set-base-pt'; power: number; toughness: number } | { type: 'set-colors'; colors: Color[] } | { type: 'remove-keyword'; keyword: Keyword };

export const part: Parser<Part> = alt<Part>(
  // "gets an additional +1/+1" (after another bonus the card gives, Heavy Mattock): the same change, applied on its own (613.4c).
  map(seq(verb('gets', 'get'), opt(lit('an additional')), ptChange), ([, , pt]) => ({ type: 'modify-pt', ...pt })),
  // "gets +X/+X, where X is the number of creature cards in your graveyard" (107.3c): one +1/+1 for each, counted whenever it applies.
  map(seq(verb('gets', 'get'), ptWithX, whereX), ([, pt, counted]) => (staticAmount(counted) ? { type: 'modify-pt-for-each', power: pt.power, toughness: pt.toughness, counted } : null)),
  // "gets +1/+1 for each Plains you control and has flying": counted whenever it applies (611.3a, layer 7c).
  map(seq(verb('gets', 'get'), ptChange, lit('for each'), staticCounted), ([, pt, , counted]) => ({ type: 'modify-pt-for-each', ...pt, counted })),
  map(seq(verb('has', 'have'), keyword), ([, kw]) => ({ type: 'grant-keyword', keyword: kw })),
  map(verb('loses all abilities', 'lose all abilities'), () => ({ type: 'lose-all-abilities' })),
  map(seq(verb('loses', 'lose'), keyword), ([, kw]) => ({ type: 'remove-keyword', keyword: kw })),
  map(seq(verb('has base power and toughness', 'have base power and toughness'), ptFigure), ([, pt]) => ({ type: 'set-base-pt', ...pt })),
  // "Enchanted creature gets +3/-1 and is black." (105.3: the new colour replaces the old ones).
  map(seq(verb('is', 'are'), color), ([, c]) => ({ type: 'set-colors', colors: [c] })),
  // "… and is an Angel in addition to its other types" (205.1b: the subtype is added, layer 4).
  map(seq(lit('is'), alt(lit('a'), lit('an')), creatureTypeWord, lit('in addition to its other types')), ([, , subtype]) => ({ type: 'set-types', types: [], subtypes: [subtype], addTypes: true })),
);
/** "… and can't block", "gets +2/+0 and attacks each combat if able": what the group can't or must do (a rule it obeys, not an ability, 604.1). */
const restrictionParts: Parser<Part[]> = map(restriction, (list) => list.map((what) => ({ type: 'restrict', what }) as Part));
// An ability in quotation marks is granted whole (613.1f): "has \"{T}: Add one mana of any color.\"",
// "has flying and \"Whenever this creature attacks, …\"" — "this creature" being each object that has it.
// Only activated and triggered abilities: a granted static ability would itself have to apply in the layers.
const granted: Parser<Part> = map(grantedAbilities('creature'), (abilities) => (abilities.every((a) => a.kind === 'activated' || a.kind === 'triggered') ? { type: 'grant', abilities } : null));
// A keyword ability with a parameter or a quality ("protection from black", "ward {2}", "annihilator 2",
// "afterlife 1"): granted as the ability the keyword line means, told as printed.
const GRANTABLE: ReadonlySet<AbilityBody['kind']> = new Set(['protection', 'protection-from', 'ward', 'keyword-n', 'triggered', 'activated', 'unblockable-if-defender-controls']);
const keywordGranted: Parser<Part> = (ts, at) =>
  keywordAbility(ts, at).flatMap((r) => {
    if (!r.value.length || !r.value.every((b) => GRANTABLE.has(b.kind))) return [];
    const text = textOf(ts.slice(at, r.next), 'creature');
    return [{ value: { type: 'grant', abilities: r.value.map((b) => ({ ...b, text, line: 0 }) as Ability) } as Part, next: r.next }];
  });
// What a creature's own line says of itself, said of the group ("can't be blocked by creatures with
// power 2 or less", "can't be blocked by more than one creature"): a rule the group obeys, not an
// ability it gains (604.1), so a creature that loses its abilities still obeys it. Tried at each place the sentence may go on ("and", ",", its end).
const OWN_LINE_GRANTABLE: ReadonlySet<AbilityBody['kind']> = new Set(['cant-be-blocked-by', 'blockers-count', 'cant-attack-unless-defender-controls', 'unblockable-if-defender-controls']);
const OWN_LINE_STARTS = new Set(["can't"]);
const ownLine: Parser<Part> = (ts, at) => {
  if (!OWN_LINE_STARTS.has(ts[at]?.raw ?? '')) return [];
  const out: Array<{ value: Part; next: number }> = [];
  for (let end = at + 1; end <= ts.length; end++) {
    const t = ts[end]?.raw;
    if (end < ts.length && t !== 'and' && t !== ',' && t !== '.') continue;
    const bodies = readAsOwnLine(ts.slice(at, end));
    if (!bodies?.length || !bodies.every((b) => OWN_LINE_GRANTABLE.has(b.kind))) continue;
    const text = textOf([{ k: 'self', raw: 'SELF', noun: 'creature' }, ...ts.slice(at, end), { k: 'punct', raw: '.' }], 'creature');
    out.push({ value: { type: 'group-rule', abilities: bodies.map((b) => ({ ...b, text, line: 0 }) as Ability) }, next: end });
  }
  return out;
};
// "has deathtouch and lifelink", "has first strike, trample, and haste" (Basilisk
// Collar, Loxodon Warhammer): one granted keyword per listed keyword, each its own layer-6 part of
// the one effect (613.6), as if the sentence said "has X and has Y".
const grantedItem: Parser<Part> = alt<Part>(map(keyword, (k) => ({ type: 'grant-keyword', keyword: k })), granted, keywordGranted);
const grantedList: Parser<Part[]> = map(sepBy1(grantedItem, alt(lit(', and'), lit('and'), lit(','))), (ps) => (ps.length >= 2 || ps[0]!.type === 'grant' ? ps : null));
/** A sentence's parts: "gets +3/+0 and has trample and lifelink", "gets +1/+1, has flying, and has haste", "has \"{T}: …\"". */
export const partList: Parser<Part[]> = map(
  sepBy1(alt<Part[]>(map(part, (p) => [p]), map(seq(verb('has', 'have'), grantedList), ([, ps]) => ps), restrictionParts, map(ownLine, (p) => [p])), alt(lit('and'), lit(', and'), lit(','))),
  (lists) => lists.flat(),
);
const landTypeWord = oneOf([['plains', 'Plains'], ['island', 'Island'], ['swamp', 'Swamp'], ['mountain', 'Mountain'], ['forest', 'Forest']] as const);
/**
 * What a characteristic-defining ability counts (604.3): "card types among cards in all
 * graveyards", or any amount "equal to" reads that never waits on a power or toughness (613.4a
 * applies it first in layer 7): no description by keyword, power or toughness (permanents are
 * seen after layer 5), no power or toughness of an object.
 */
const cdaSafe = (a: Amount): boolean => {
  if (typeof a === 'number') return true;
  switch (a.of) {
    case 'count':
      return READ_AFTER_LAYER_5(a.filter);
    case 'player':
    case 'devotion':
    case 'party':
    case 'domain':
      return true;
    case 'greatest':
      return a.stat === 'mana-value' && READ_AFTER_LAYER_5(a.among);
    case 'times':
    case 'half':
      return cdaSafe(a.amount);
    case 'sum':
      return a.amounts.every(cdaSafe);
    default:
      return false;
  }
};
const counted: Parser<CdaCount> = alt<CdaCount>(
  map(lit('equal to the number of card types among cards in all graveyards'), () => 'card-types-in-all-graveyards' as const),
  map(equalTo(), (a) => (cdaSafe(a) ? a : null)),
);
const stat = (text: string, ...effects: unknown[]) => ({ text, abilities: effects.map((effect) => ({ kind: 'static', effect })) });

/** Whether a static part grants protection (702.16a). */
const grantsProtection = (e: StaticEffect): boolean => e.type === 'grant' && e.abilities.some((a) => a.kind === 'protection' || a.kind === 'protection-from');

export const STATICS: Entry<StaticEffect[]>[] = [
  {
    id: 'static/group-protection-spares',
    wording: "GROUP has protection from … . This effect doesn't remove this Aura (Auras). (702.16n)",
    parse: map(
      seq(group, partList, lit(". this effect doesn't remove"), alt(map(self, () => 'this-aura' as const), map(lit('auras'), () => 'auras' as const))),
      ([affects, parts, , spares]) => {
        const out = parts.map((p) => ({ ...p, affects }) as StaticEffect);
        return out.some(grantsProtection) ? out.map((e) => (grantsProtection(e) ? { ...e, spares } : e)) as StaticEffect[] : null;
      },
    ),
    fixtures: [
      stat("Enchanted creature has protection from black. This effect doesn't remove this Aura.", { type: 'grant', affects: 'enchanted-creature', abilities: [{ kind: 'protection', from: 'black' }], spares: 'this-aura' }),
      stat("Enchanted creature gets +1/+1 and has protection from enchantments. This effect doesn't remove this Aura.", { type: 'modify-pt', power: 1, toughness: 1 }, { type: 'grant', spares: 'this-aura' }),
    ],
  },
  {
    id: 'static/group',
    wording: 'GROUP (Enchanted creature / Equipped creature / Creatures you control / Other TYPEs you control / any described group of permanents) get +N/+N, have KEYWORD, have protection from … / ward {M} / a keyword with a number, have "QUOTED ABILITY", lose KEYWORD, lose all abilities, have base power and toughness N/N, is COLOR, is a TYPE in addition to its other types, can\'t attack (block, attack or block, be blocked), attack (block) each combat if able, doesn\'t untap during its controller\'s untap step, its activated abilities can\'t be activated — joined by "and"',
    // "gets +2/+2 for each Aura attached to it": "it" is the host the sentence names (static-groups.ts staticIt).
    parse: map(seq(group, partList), ([affects, parts]) => staticIt(parts.map((p) => ({ ...p, affects }) as StaticEffect), affects)),
    fixtures: [
      stat('Other creatures you control get +1/+1.', { type: 'modify-pt', affects: 'other-creatures-you-control', power: 1, toughness: 1 }),
      // creatures by their state now.
      stat('Attacking creatures you control get +1/+0.', { type: 'modify-pt', affects: { filter: true, controller: 'you', state: 'attacking' }, power: 1, toughness: 0 }),
      stat('Other artifact creatures you control get +1/+1.', { type: 'modify-pt', affects: { filter: true, controller: 'you', other: true, quality: 'artifact' }, power: 1, toughness: 1 }),
      stat('Creature tokens you control get +1/+1.', { type: 'modify-pt', affects: { filter: true, controller: 'you', other: false, quality: 'token' } }),
      stat('Untapped creatures you control get +0/+2.', { type: 'modify-pt', affects: { filter: true, controller: 'you', state: 'untapped' }, power: 0, toughness: 2 }),
      stat('Enchanted creature gets +2/+2 and has flying.', { type: 'modify-pt', affects: 'enchanted-creature' }, { type: 'grant-keyword', keyword: 'flying' }),
      stat('All creatures lose all abilities and have base power and toughness 1/1.', { type: 'lose-all-abilities' }, { type: 'set-base-pt', power: 1, toughness: 1 }),
      stat('Other Elf creatures you control get +1/+1.', { type: 'modify-pt', affects: { creatureType: 'Elf', other: true, yours: true } }),
      stat('Other Merfolk get +1/+1 and have islandwalk.', { type: 'modify-pt', affects: { creatureType: 'Merfolk', other: true, yours: false } }, { type: 'grant-keyword', keyword: 'islandwalk' }),
      stat('White creatures you control get +1/+1.', { type: 'modify-pt', affects: { color: 'white', non: false, other: false, yours: true }, power: 1, toughness: 1 }),
      stat('Enchanted creature gets +3/-1 and is black.', { type: 'modify-pt', power: 3, toughness: -1 }, { type: 'set-colors', affects: 'enchanted-creature', colors: ['black'] }),
      stat('All creatures lose flying.', { type: 'remove-keyword', affects: 'all-creatures', keyword: 'flying' }),
      stat('Nonblack creatures get -1/-1.', { type: 'modify-pt', affects: { color: 'black', non: true, other: false, yours: false }, power: -1, toughness: -1 }),
      // "All TYPE creatures", creatures by controller, keyword or counter.
      stat('All Sliver creatures get +1/+1.', { type: 'modify-pt', affects: { creatureType: 'Sliver', other: false, yours: false } }),
      stat('Creatures your opponents control get -1/-1.', { type: 'modify-pt', affects: { filter: true, controller: 'opponents', other: false }, power: -1, toughness: -1 }),
      stat('Other creatures you control with flying get +1/+1.', { type: 'modify-pt', affects: { filter: true, controller: 'you', other: true, keyword: 'flying' } }),
      stat('Each creature you control with a +1/+1 counter on it has trample.', { type: 'grant-keyword', affects: { filter: true, controller: 'you', counter: '+1/+1' }, keyword: 'trample' }),
      stat('Creatures with flying your opponents control get -1/-0.', { type: 'modify-pt', affects: { filter: true, controller: 'opponents', keyword: 'flying' } }),
      // several keywords after one "has".
      stat('Equipped creature has deathtouch and lifelink.', { type: 'grant-keyword', affects: 'equipped-creature', keyword: 'deathtouch' }, { type: 'grant-keyword', affects: 'equipped-creature', keyword: 'lifelink' }),
      stat('Equipped creature gets +3/+0 and has trample and lifelink.', { type: 'modify-pt', power: 3, toughness: 0 }, { type: 'grant-keyword', keyword: 'trample' }, { type: 'grant-keyword', keyword: 'lifelink' }),
      stat('Equipped creature has first strike, trample, and haste.', { type: 'grant-keyword', keyword: 'first strike' }, { type: 'grant-keyword', keyword: 'trample' }, { type: 'grant-keyword', keyword: 'haste' }),
      stat('Enchanted creature gets +1/+1, has flying, and has first strike.', { type: 'modify-pt' }, { type: 'grant-keyword', keyword: 'flying' }, { type: 'grant-keyword', keyword: 'first strike' }),
      // Quoted abilities, granted whole (613.1f): Arcane Flight-like auras, Utopia Sprawl's relatives, Rancor's cousins.
      stat('Enchanted creature has "{T}: This creature deals 1 damage to any target."', { type: 'grant', affects: 'enchanted-creature', abilities: [{ kind: 'activated', text: '{T}: This creature deals 1 damage to any target.' }] }),
      stat('Enchanted land has "{T}: Add two mana of any one color."', { type: 'grant', affects: 'enchanted-land', abilities: [{ kind: 'activated', isManaAbility: true, text: '{T}: Add two mana of any one color.' }] }),
      stat('Enchanted creature gets +1/+1 and has flying and "Whenever this creature deals combat damage to a player, draw a card."', { type: 'modify-pt', power: 1, toughness: 1 }, { type: 'grant-keyword', keyword: 'flying' }, { type: 'grant', abilities: [{ kind: 'triggered' }] }),
      stat('Creatures you control have "{T}: Add one mana of any color."', { type: 'grant', affects: 'creatures-you-control' }),
      // Restrictions are parts of the same sentence (a rule the group obeys, 604.1): "gets +1/+1 and can't block".

      stat("Enchanted creature can't attack or block.", { type: 'restrict', affects: 'enchanted-creature', what: 'cant-attack' }, { type: 'restrict', affects: 'enchanted-creature', what: 'cant-block' }),
      stat("Enchanted creature doesn't untap during its controller's untap step.", { type: 'restrict', what: 'doesnt-untap' }),
      // an Aura on any permanent.
      stat("Enchanted permanent loses all abilities and doesn't untap during its controller's untap step.", { type: 'lose-all-abilities', affects: 'enchanted-permanent' }, { type: 'restrict', affects: 'enchanted-permanent', what: 'doesnt-untap' }),
      stat("Enchanted permanent can't attack or block, and its activated abilities can't be activated.", { type: 'restrict', affects: 'enchanted-permanent', what: 'cant-attack' }, { type: 'restrict', what: 'cant-block' }, { type: 'restrict', what: 'cant-activate' }),
      stat("Enchanted creature gets +1/+1 and can't block.", { type: 'modify-pt', power: 1, toughness: 1 }, { type: 'restrict', affects: 'enchanted-creature', what: 'cant-block' }),
      // Vow of Duty; Blazing Archon; Reverence: "you" is the static ability's controller (508.1c).
      stat("Enchanted creature gets +2/+2, has vigilance, and can't attack you or planeswalkers you control.", { type: 'modify-pt', power: 2, toughness: 2 }, { type: 'grant-keyword', keyword: 'vigilance' }, { type: 'restrict', affects: 'enchanted-creature', what: 'cant-attack-you-or-planeswalkers' }),
      stat("Creatures can't attack you.", { type: 'restrict', affects: { match: { types: ['Creature'] } }, what: 'cant-attack-you' }),
      stat("Creatures with power 2 or less can't attack you.", { type: 'restrict', what: 'cant-attack-you' }),
      stat('Enchanted creature gets +2/+2, has flying, and is an Angel in addition to its other types.', { type: 'modify-pt' }, { type: 'grant-keyword', keyword: 'flying' }, { type: 'set-types', types: [], subtypes: ['Angel'], addTypes: true }),
      stat('Enchanted creature gets +1/+1 and has protection from black.', { type: 'modify-pt' }, { type: 'grant', abilities: [{ kind: 'protection', from: 'black', text: 'Protection from black' }] }),
      stat('Equipped creature gets +1/+1 and has ward {2}.', { type: 'modify-pt' }, { type: 'grant', abilities: [{ kind: 'ward', mana: ['2'] }] }),
      stat('Enchanted creature gets +X/+X, where X is the number of creature cards in your graveyard.', { type: 'modify-pt-for-each', power: 1, toughness: 1, counted: { of: 'count', filter: { types: ['Creature'], zone: 'graveyard', owner: 'you' } } }),
      stat('Enchanted creature gets -X/-0, where X is the number of cards in your hand.', { type: 'modify-pt-for-each', power: -1, toughness: 0 }),
      stat('Enchanted creature gets +1/+1 for each Plains you control and has flying.', { type: 'modify-pt-for-each', power: 1, toughness: 1, counted: { of: 'count', filter: { subtypes: ['Plains'], controller: 'you' } } }, { type: 'grant-keyword', keyword: 'flying' }),
      stat("Equipped creature gets +1/+1 and can't be blocked by creatures with power 2 or less.", { type: 'modify-pt' }, { type: 'group-rule', abilities: [{ kind: 'cant-be-blocked-by', by: { maxPower: 2 }, text: "This creature can't be blocked by creatures with power 2 or less." }] }),
      // Familiar Ground: a rule the group obeys, not an ability it gains (a creature that loses all abilities still obeys it).
      stat("Each creature you control can't be blocked by more than one creature.", { type: 'group-rule', affects: { match: { types: ['Creature'], controller: 'you' } }, abilities: [{ kind: 'blockers-count', max: 1 }] }),
    ],
  },
  {
    id: 'static/nonbasic-lands-are',
    wording: 'Nonbasic lands are [basic land type]s / Enchanted land is a [basic land type] (305.7)',
    parse: alt<StaticEffect[]>(
      map(seq(lit('nonbasic lands are'), oneOf([['plains', 'Plains'], ['islands', 'Island'], ['swamps', 'Swamp'], ['mountains', 'Mountain'], ['forests', 'Forest']] as const)), ([, landType]) => [{ type: 'set-land-type', affects: 'nonbasic-lands', landType }]),
      // an Aura's "Enchanted land is an Island." (Evil Presence, Spreading Seas without its draw).
      map(seq(lit('enchanted land is'), alt(lit('a'), lit('an')), oneOf([['plains', 'Plains'], ['island', 'Island'], ['swamp', 'Swamp'], ['mountain', 'Mountain'], ['forest', 'Forest']] as const)), ([, , landType]) => [{ type: 'set-land-type', affects: 'enchanted-land', landType }]),
    ),
    fixtures: [stat('Nonbasic lands are Mountains.', { type: 'set-land-type', landType: 'Mountain' }), stat('Enchanted land is a Swamp.', { type: 'set-land-type', affects: 'enchanted-land', landType: 'Swamp' })],
  },
  {
    id: 'static/enchantments-are-creatures',
    wording: 'Each other non-Aura enchantment is a creature in addition to its other types and has base power and toughness each equal to its mana value',
    // The Oracle text says "base power and base toughness" since 2024; older printings "base power and toughness".
    parse: map(seq(lit('each other non-aura enchantment is a creature in addition to its other types and has base power and'), opt(lit('base')), lit('toughness each equal to its mana value')), () => [{ type: 'become-creature-mv', affects: 'other-non-aura-enchantments' }]),
    fixtures: [
      stat('Each other non-Aura enchantment is a creature in addition to its other types and has base power and toughness each equal to its mana value.', { type: 'become-creature-mv' }),
      stat('Each other non-Aura enchantment is a creature in addition to its other types and has base power and base toughness each equal to its mana value.', { type: 'become-creature-mv' }),
    ],
  },
  {
    id: 'static/loses-all-and-is-a',
    wording: 'Enchanted creature loses all abilities and is a [COLOR] TYPE creature with base power and toughness N/N',
    // 205.1a: "is a blue Frog creature" replaces its card types and creature types (layer 4) and its colour (layer 5).
    parse: map(
      seq(group, lit('loses all abilities and is a'), opt(alt<Color[]>(map(color, (c) => [c]), map(lit('colorless'), () => []))), creatureTypeWord, lit('creature with base power and toughness'), ptFigure),
      ([affects, , colors, subtype, , pt]) => [
        { type: 'set-types', affects, types: ['Creature'], subtypes: [subtype] },
        ...(colors ? [{ type: 'set-colors', affects, colors } as StaticEffect] : []),
        { type: 'lose-all-abilities', affects },
        { type: 'set-base-pt', affects, power: pt.power, toughness: pt.toughness },
      ],
    ),
    fixtures: [
      stat('Enchanted creature loses all abilities and is a blue Frog creature with base power and toughness 1/1.', { type: 'set-types', affects: 'enchanted-creature', types: ['Creature'], subtypes: ['Frog'] }, { type: 'set-colors', colors: ['blue'] }, { type: 'lose-all-abilities' }, { type: 'set-base-pt', power: 1, toughness: 1 }),
      stat('Enchanted creature loses all abilities and is a Bird creature with base power and toughness 1/1.', { type: 'set-types', subtypes: ['Bird'] }, { type: 'lose-all-abilities' }, { type: 'set-base-pt' }),
    ],
  },
  {
    id: 'static/cda-color',
    wording: 'CARDNAME is all colors / CARDNAME is colorless (a characteristic-defining ability, 604.3)',
    parse: alt<StaticEffect[]>(
      map(lit('SELF is all colors'), () => [{ type: 'cda-colors', affects: 'self', colors: [...COLORS] }]),
      map(lit('SELF is colorless'), () => [{ type: 'cda-colorless', affects: 'self' }]),
    ),
    fixtures: [stat('Test Card is all colors.', { type: 'cda-colors', affects: 'self', colors: ['white', 'blue', 'black', 'red', 'green'] })],
  },
  {
    id: 'static/control-enchanted',
    wording: 'You control enchanted creature',
    parse: map(seq(lit('you control'), oneOf<Affected>([['enchanted creature', 'enchanted-creature'], ['enchanted permanent', 'enchanted-permanent'], ['enchanted land', 'enchanted-land'], ['enchanted artifact', 'enchanted-artifact']])), ([, affects]) => [{ type: 'set-controller', affects }]),
    fixtures: [stat('You control enchanted creature.', { type: 'set-controller', affects: 'enchanted-creature' }), stat('You control enchanted permanent.', { type: 'set-controller', affects: 'enchanted-permanent' }), stat('You control enchanted land.', { type: 'set-controller', affects: 'enchanted-land' })],
  },
  {
    id: 'static/each-land-is-also',
    wording: 'Each land is a [basic land type] in addition to its other land types',
    parse: map(seq(lit('each land is a'), landTypeWord, lit('in addition to its other land types')), ([, landType]) => [{ type: 'add-land-type', affects: 'all-lands', landType }]),
    fixtures: [stat('Each land is a Swamp in addition to its other land types.', { type: 'add-land-type', affects: 'all-lands', landType: 'Swamp' })],
  },
  {
    id: 'static/cda-power-toughness',
    wording: "CARDNAME's power and toughness are each equal to VALUE / CARDNAME's power (toughness) is equal to VALUE / CARDNAME's power is equal to VALUE and its toughness is equal to that number plus N (604.3; VALUE: the number of FILTER — permanents, cards in a zone —, card types among cards in all graveyards, your life total, cards in your hand, the greatest mana value among FILTER…; never a power or toughness)",
    parse: alt(
      map(seq(lit("SELF's power is"), counted, lit('and its toughness is equal to that number plus'), count), ([, what, , plus]) => [{ type: 'cda-pt', affects: 'self', count: what, power: 0, toughness: plus }]),
      map(seq(lit("SELF's power and toughness are each"), counted), ([, what]) => [{ type: 'cda-pt', affects: 'self', count: what, power: 0, toughness: 0 }]),
      // one of the two ("CARDNAME's power is equal to the number of creatures you control.").
      map(seq(lit('SELF'), alt(map(lit("'s power is"), () => 'power' as const), map(lit("'s toughness is"), () => 'toughness' as const)), counted), ([, only, what]) => [{ type: 'cda-pt', affects: 'self', count: what, power: 0, toughness: 0, only }]),
    ),
    fixtures: [
      stat("Test Card's power is equal to the number of card types among cards in all graveyards and its toughness is equal to that number plus 1.", { type: 'cda-pt', affects: 'self', count: 'card-types-in-all-graveyards', power: 0, toughness: 1 }),
      stat("Test Card's power and toughness are each equal to the number of cards in your hand.", { type: 'cda-pt', count: { of: 'count', filter: { zone: 'hand', owner: 'you' } }, power: 0, toughness: 0 }),
      stat("Test Card's power and toughness are each equal to the number of Forests you control.", { type: 'cda-pt', count: { of: 'count', filter: { subtypes: ['Forest'], controller: 'you' } } }),
      stat("Test Card's power and toughness are each equal to your life total.", { type: 'cda-pt', count: { of: 'player', stat: 'life', player: { ref: 'you' } } }),
      stat("Test Card's power is equal to the number of creatures you control.", { type: 'cda-pt', count: { of: 'count', filter: { types: ['Creature'], controller: 'you' } }, only: 'power' }),
      stat("Test Card's toughness is equal to the number of cards in your hand.", { type: 'cda-pt', only: 'toughness' }),
      stat("Test Card's power is equal to the number of instant and sorcery cards in your graveyard.", { type: 'cda-pt', count: { of: 'count', filter: { types: ['Instant', 'Sorcery'], zone: 'graveyard', owner: 'you' } }, only: 'power' }),
      stat("Test Card's power and toughness are each equal to the number of Elves on the battlefield.", { type: 'cda-pt', count: { of: 'count', filter: { subtypes: ['Elf'] } } }),
      stat("Test Card's power is equal to the greatest mana value among creatures you control.", { type: 'cda-pt', count: { of: 'greatest', stat: 'mana-value' }, only: 'power' }),
    ],
  },
  ...RULE_STATICS,
  // "All creatures able to block enchanted creature do so".
  ...MECHANIC_STATICS,
];

export const staticLine: Parser<StaticEffect[]> = alt(...STATICS.map((s) => s.parse));
