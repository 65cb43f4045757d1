// "As this permanent enters, choose a creature type / a color." (614.1c: an "As
// [this permanent] enters" replacement effect; 614.12a: the choice is made before it enters.)
// The choice is kept on the permanent (`Permanent.chosen`) and read by the abilities printed
// with it that say "the chosen type / color" (607.2d, linked abilities):
// - a static group "Creatures you control of the chosen type get +1/+1": `concreteGroup` turns
//   it into an ordinary creature-type or colour group when the layers are gathered (layers.ts);
// - "{T}: Add one mana of the chosen color": effects/add-mana.ts.
// The controller's choice is a scenario's `choose: {creatureType: Elf}` / `{color: red}` (a
// colour word or its mana letter, `{color: R}`: the first of the player's choices that fits is
// taken, so a mana ability's colour later comes after it); without one, a
// documented default: the creature type most common among the creatures they control (the first
// in battlefield order on a tie; Human if they control none), or white, the first of the five
// colours. A permanent placed on the battlefield by the scenario takes `chosen:` from its entry.
import { cite } from '../citations.ts';
import { say } from '../messages/message.ts';
import { COLORS, type Color } from '../oracle/ast.ts';
import { CREATURE_TYPES } from '../oracle/creature-types.ts';
import type { Filter } from '../oracle/vocabulary.ts';
import { findCard } from '../cards/index.ts';
import { characteristics } from './characteristics.ts';
import { colorChoice } from './choices.ts';
import { noteDefault, takeChoice, trace, type Chosen, type Game, type Permanent, type StackItem } from './state.ts';
import type { Candidate, EnterEvent, ReplacementKind } from './replacement/event.ts';

type What = 'creature-type' | 'color';

const typeNamed = (raw: string): string | undefined => [...CREATURE_TYPES].find((t) => t.toLowerCase() === raw.trim().toLowerCase());
const asType = (v: unknown): string | undefined => (v && typeof v === 'object' && !Array.isArray(v) && 'creatureType' in v ? typeNamed(String((v as { creatureType: unknown }).creatureType)) : undefined);

/**
 * A creature type chosen as an instruction resolves ("becomes the creature type of your choice until end of turn", 608.2d):
 * the controller's `choose: {creatureType: Elf}`, else the commonest among the creatures they control (Human without one), noted.
 */
export function creatureTypeOnResolve(game: Game, who: string, source: string, except: string, notType?: string): string {
  // "other than Wall": that type is not a choice (it doesn't fit, so the scenario's next choice is read).
  const type = takeChoice(game, who, (v) => { const t = asType(v); return t !== notType ? t : undefined; });
  if (type) return type;
  const chosen = defaultType(game, who, except, false, notType);
  noteDefault(game, say('default.typeOnResolve', { source, player: who, type: chosen }));
  return chosen;
}

/**
 * "Choose a creature type." / "Choose a color." as a spell or ability resolves (608.2d): the controller's `choose:
 * {creatureType: Elf}` / `{color: red}` (or a bare colour word), else the documented defaults; kept on the resolving item,
 * where its later instructions' "of the chosen type" read it (game/match.ts).
 */
export function chooseOnResolve(game: Game, item: StackItem, what: What | 'card-name', notType?: string, named?: Filter): void {
  const who = item.controller;
  const source = item.source.name;
  if (what === 'card-name') {
    // 201.3: any card name; `choose: {name: "Lightning Bolt"}`. Without one, no name: nothing has it (never a guess), noted.
    const name = takeChoice(game, who, (v) => (v && typeof v === 'object' && !Array.isArray(v) && 'name' in v ? nameFits(String((v as { name: unknown }).name).trim(), named) : undefined));
    if (name === undefined) noteDefault(game, say('default.noCardName', { source, player: who }));
    keep(game, item, { name: name ?? '' });
    if (name !== undefined) trace(game, 'choice', say('effect.choosesOnResolve', { player: who, source, value: name }), cite('effectChoices', 'namingCard', ...(named ? (['namingCardKind'] as const) : [])));
    return;
  }
  if (what === 'creature-type') {
    const type = creatureTypeOnResolve(game, who, source, '', notType);
    keep(game, item, { creatureType: type });
    trace(game, 'choice', say('effect.choosesOnResolve', { player: who, source, value: type }), cite('effectChoices'));
  } else {
    let color = takeChoice(game, who, (v) => colorChoice(v, true));
    if (!color) {
      color = COLORS[0];
      noteDefault(game, say('default.colorFirst', { source, player: who, color: say('term.color', { color }) }));
    }
    keep(game, item, { color });
    trace(game, 'choice', say('effect.choosesOnResolve', { player: who, source, value: say('term.color', { color }) }), cite('effectChoices'));
  }
}

/** 201.4: the name of a card (of the card pool or the built-in library), 201.4a: of a card of the kind asked ("nonland"); else not a choice. */
function nameFits(name: string, named: Filter | undefined): string | undefined {
  const def = name ? findCard(name) : undefined;
  if (!def) return undefined;
  // The card types on its type line, before the dash (205.2a).
  const types = (def.type.split('—')[0] ?? '').trim().split(/\s+/);
  if (named?.types && !named.types.some((t) => types.includes(t))) return undefined;
  if (named?.notTypes && named.notTypes.some((t) => types.includes(t))) return undefined;
  return 'name' in def && typeof def.name === 'string' ? def.name : name;
}

function keep(game: Game, item: StackItem, chosen: Chosen): void {
  const before = game.choiceResolving?.source === item.source.id ? game.choiceResolving.chosen : {};
  game.choiceResolving = { source: item.source.id, chosen: { ...before, ...chosen } };
}

/** What the permanent's own "as it enters, choose …" abilities ask for. */
type Asked = { what: What; except?: Color };
export function choicesAsked(game: Game, perm: Permanent, printed = false): Asked[] {
  return (printed ? perm.card.def.abilities : characteristics(game, perm).abilities).flatMap((a) => (a.kind === 'enter-choose' ? [{ what: a.what, ...(a.except ? { except: a.except } : {}) }] : []));
}

/** The documented default creature type: the commonest among the creatures `who` controls. */
function defaultType(game: Game, who: string, except: string, printed: boolean, notType?: string): string {
  const tally = new Map<string, number>();
  for (const p of game.battlefield) {
    if (p.id === except || p.controller !== who) continue;
    const c = printed ? p.card.def : characteristics(game, p);
    if (!c.types.includes('Creature')) continue;
    for (const t of c.subtypes) if (CREATURE_TYPES.has(t) && t !== notType) tally.set(t, (tally.get(t) ?? 0) + 1);
  }
  let best: string | undefined;
  for (const [t, n] of tally) if (best === undefined || n > tally.get(best)!) best = t;
  return best ?? (notType === 'Human' ? 'Elf' : 'Human');
}

/** Makes the choice for `perm` (its controller's `choose`, else the default) and records it. */
function choose(game: Game, perm: Permanent, { what, except }: Asked, given?: string, described = false): void {
  const name = perm.card.def.name;
  const who = perm.controller;
  perm.chosen ??= {};
  if (what === 'color') {
    // "a color other than green": that colour is not a choice (it doesn't fit, so the scenario's next choice is read).
    const allowed = (v: unknown): Color | undefined => { const c = colorChoice(v); return c && c !== except ? c : undefined; };
    let color = given !== undefined ? allowed({ color: given }) : takeChoice(game, who, allowed);
    if (!color) {
      color = COLORS.find((c) => c !== except)!;
      noteDefault(game, say('default.firstColor', { card: name, player: who, color: say('term.color', { color }), except: except ? say('term.color', { color: except }) : '' }));
    }
    perm.chosen.color = color;
    // A described board states the choice as a fact: nothing happens to tell.
    if (!described) trace(game, 'replaced', say('replace.chosenAsEnters', { object: name, player: who, value: say('term.color', { color }) }), cite('entersWithReplacement', 'entersChoice', 'chosenLinked'));
  } else {
    let type = given !== undefined ? typeNamed(given) : takeChoice(game, who, asType);
    if (!type) {
      type = defaultType(game, who, perm.id, described);
      noteDefault(game, say('default.commonestType', { card: name, player: who, type }));
    }
    perm.chosen.creatureType = type;
    if (!described) trace(game, 'replaced', say('replace.chosenAsEnters', { object: name, player: who, value: type }), cite('entersWithReplacement', 'entersChoice', 'chosenLinked'));
  }
}

/** The replacement effect "As this permanent enters, choose …" (614.1c, 614.12a). */
export const entersChoosing: ReplacementKind<EnterEvent> = {
  candidates(game, event) {
    const perm = event.object;
    return choicesAsked(game, perm).map((asked, i): Candidate<EnterEvent> => ({
      key: `enter-choose:${perm.id}:${i}`,
      sourceName: perm.card.def.name,
      commutes: true,
      apply(g, e) {
        choose(g, e.object, asked);
        return e;
      },
    }));
  },
};

/**
 * A permanent the scenario puts on the battlefield: its entry's `chosen:` (a creature type or a
 * colour word), else the default. Returns a problem message when the value doesn't fit.
 */
export function setupChoice(game: Game, perm: Permanent, given: string | undefined): string | null {
  // The printed abilities: while the board is being set up, no characteristics are derived yet.
  const asked = choicesAsked(game, perm, true);
  if (!asked.length) return given === undefined ? null : `${perm.card.def.name} has no "as it enters, choose" ability: \`chosen\` is not used`;
  for (const a of asked) {
    const c = colorChoice({ color: given });
    if (given !== undefined && (a.what === 'color' ? !c || c === a.except : !typeNamed(given))) return `"${given}" is not a ${a.what === 'color' ? `color (white, blue, black, red, green, or W, U, B, R, G${a.except ? `; not ${a.except}` : ''})` : 'creature type'}`;
    choose(game, perm, a, given, true);
  }
  return null;
}
