// A scenario's board description → the initial game state. Every problem (unknown card,
// definition the parser does not understand) is collected with its path and reported at once.
import { UNKNOWN } from './library.ts';
import { JudgeError, type ErrorDetail } from '../../errors.ts';
import { STEPS, type Step } from '../types.ts';
import { suggestCards } from '../cards/index.ts';
import { BASIC_LANDS, CardSpecError, defineCard, type CardSpec } from './definitions.ts';
import { newCombat, newId, nextTimestamp, type Card, type CardDef, type Game, type Permanent } from './state.ts';
import { setupChoice } from './chosen.ts';
import { faceUp, printedFaces, showingFace } from './faces.ts';
import { unreadLinesOf, unreadMatters, unreadMessage } from './unread.ts';
import { messageDetail } from './illegal.ts';
import { createEmblem, emblemAbilities } from './emblems.ts';
import { facePlaneUp } from './planes.ts';
import { recordGraveyards } from './graveyard-leaves.ts';

type BattlefieldEntry =
  | string
  | { card: string; id?: string; damage?: number; loyalty?: number; counters?: Record<string, number>; sick?: boolean; tapped?: boolean; token?: boolean; controller?: string; owner?: string; attachedTo?: string; chosen?: string; transformed?: boolean; /* a Class's level, 716.2b */ level?: number };

/** The scenario shape the engine reads (scenario-format.md); Engine-B's validated Scenario fits it. */
export interface ScenarioLike {
  title?: string;
  turn: { active: string; number?: number; step?: Step; priority?: boolean; spellsLastTurn?: Record<string, number>; dayNight?: 'day' | 'night' };
  players: Array<{
    name: string;
    life?: number;
    poison?: number;
    battlefield?: BattlefieldEntry[];
    hand?: string[];
    library?: number | string[];
    graveyard?: string[];
    exile?: string[];
    mana?: string;
    /** In the command zone (114): each emblem's abilities, one a line, and what made it. */
    emblems?: Array<{ text: string; from?: string }>;
    /** Speed from earlier in the game (702.179); the city's blessing (702.131c). */
    speed?: number;
    citysBlessing?: boolean;
    /** An archenemy's scheme deck in the command zone, top first (904.3–904.4): scheme cards of the pool. */
    schemes?: string[];
    /** Planechase (901): the face-up plane this player owns, and their planar deck, top first: plane cards of the pool. */
    plane?: string;
    planarDeck?: string[];
    /** Dungeons completed earlier in the game (309.7). */
    completedDungeons?: number;
  }>;
  cards?: Record<string, CardSpec>;
  actions?: Array<Record<string, unknown>>;
}

type Lookup = (name: string) => CardSpec | undefined;

/**
 * The printed definitions of the card pool's and the built-in library's cards, each read from its
 * text once per process, as a server keeps them: such a spec is the same object in every scenario
 * (engine/cards/index.ts keeps one per card of the pool in use; an import is a new pool with new
 * specs), and a definition never changes once made (state.ts) — frozen here, with its lists and
 * abilities (their parts were already shared by the Oracle parser's line cache), so a change would
 * throw instead of reaching the next scenario. A scenario's own `cards:` are read anew each time,
 * as each request brings its own. Keyed by spec, then by the name it is defined under.
 */
const sharedDefinitions = new WeakMap<CardSpec, Map<string, CardDef>>();
function sharedDefinition(name: string, spec: CardSpec): CardDef {
  let byName = sharedDefinitions.get(spec);
  if (!byName) sharedDefinitions.set(spec, (byName = new Map()));
  let def = byName.get(name);
  if (!def) byName.set(name, (def = frozen(defineCard(name, spec, { setAside: true }))));
  return def;
}

function frozen(def: CardDef): CardDef {
  for (const a of def.abilities) Object.freeze(a);
  for (const list of [def.supertypes, def.types, def.subtypes, def.colors, def.manaCost, def.abilities, def.faces?.list]) if (list) Object.freeze(list);
  if (def.back) frozen(def.back);
  if (def.faces) Object.freeze(def.faces).list.forEach(frozen);
  return Object.freeze(def);
}

export function setupGame(scenario: ScenarioLike, builtin: Lookup): Game {
  const problems: ErrorDetail[] = [];
  const defs = new Map<string, CardDef>();
  const specs = new Map<string, { spec: CardSpec; path: string }>();
  for (const [name, spec] of Object.entries(scenario.cards ?? {})) specs.set(name.toLowerCase(), { spec, path: `cards.${name}` });

  const definition = (name: string, path: string): CardDef | null => {
    const key = String(name).toLowerCase();
    if (defs.has(key)) return defs.get(key)!;
    const local = specs.get(key);
    const spec = local?.spec ?? builtin(name) ?? BASIC_LANDS[Object.keys(BASIC_LANDS).find((k) => k.toLowerCase() === key) ?? ''];
    if (!spec) {
      const close = suggestCards(name, [...Object.keys(scenario.cards ?? {}), ...Object.keys(BASIC_LANDS)]);
      problems.push({ path, message: `unknown card "${name}": not in the card pool; define it under cards${close.length ? `; did you mean ${close.join(', ')}?` : ''}` });
      return null;
    }
    // A card of the pool carries its printed name: "kalitas traitor of ghet" is Kalitas, Traitor of Ghet.
    const realName = local ? Object.keys(scenario.cards ?? {}).find((k) => k.toLowerCase() === key)! : ((spec as { name?: string }).name ?? name);
    try {
      const def = local ? defineCard(realName, spec, { setAside: true }) : sharedDefinition(realName, spec);
      // Battles (310: defense counters, a protector, "any target" includes them) are not
      // modelled; refused rather than played as if they were some other permanent.
      if (def.types.includes('Battle')) {
        problems.push({ path: local?.path ?? path, message: `${realName} is a battle: battles (rule 310) are not modelled` });
        defs.set(key, null as never);
        return null;
      }
      defs.set(key, def);
      return def;
    } catch (e) {
      if (e instanceof CardSpecError) {
        problems.push({ path: `${local?.path ?? `card ${realName}`}.${e.field}`, message: e.message });
      } else throw e;
      defs.set(key, null as never);
      return null;
    }
  };
  // Every definition is checked, used or not: a broken one is a problem in the scenario.
  for (const name of Object.keys(scenario.cards ?? {})) definition(name, `cards.${name}`);

  const turn = scenario.turn;
  const step: Step = turn.step ?? 'main1';
  if (!STEPS.includes(step)) problems.push({ path: 'turn.step', message: `unknown step "${step}"; steps are ${STEPS.join(', ')}` });
  if (!scenario.players.some((p) => p.name === turn.active)) problems.push({ path: 'turn.active', message: `"${turn.active}" is not one of the players (${scenario.players.map((p) => p.name).join(', ')})` });

  const game: Game = {
    players: [], battlefield: [], stack: [], turn: turn.number ?? 1, active: turn.active, step, phase: 'begin', priority: null, passesInRow: 0,
    floating: [], shields: [], pendingTriggers: [], delayed: [], combat: newCombat(), announced: {}, trace: [], defaults: [], clock: 0, usedIds: {},
    stepsUsed: 0, triggerOrders: [], choices: [], regenerationShields: [], preventions: [], rulesThisTurn: [], lastKnown: {}, damagedBy: {}, diedThisTurn: 0, exileIfDies: [], ended: false, winner: null, draw: false,
  };
  if (turn.dayNight) game.dayNight = turn.dayNight; // 731.1
  // the spells cast during the turn before the scenario starts (players not named cast none).
  if (turn.spellsLastTurn) {
    for (const name of Object.keys(turn.spellsLastTurn)) if (!scenario.players.some((p) => p.name === name)) problems.push({ path: `turn.spellsLastTurn.${name}`, message: `"${name}" is not one of the players` });
    game.spellsLastTurn = Object.fromEntries(scenario.players.map((p) => [p.name, turn.spellsLastTurn![p.name] ?? 0]));
  }
  // 103.8a: only a turn number the scenario states makes this the game's first turn.
  if (turn.number === 1 && scenario.players.length === 2) game.firstTurnOfGame = true;
  const unknownCard: CardDef = { name: UNKNOWN, typeLine: '', supertypes: [], types: [], subtypes: [], manaCost: null, colors: [], abilities: [] };
  const cardsOf = (names: string[] | undefined, owner: string, path: string): Card[] =>
    (names ?? []).flatMap((n, i) => {
      const def = definition(n, `${path}[${i}]`);
      return def ? [{ id: newId(game, `${owner}-${def.name}`), def, owner, token: false }] : [];
    });

  scenario.players.forEach((p, pi) => {
    const path = `players[${pi}]`;
    const library = typeof p.library === 'number' ? Array.from({ length: p.library }, () => ({ id: newId(game, `${p.name}-library`), def: unknownCard, owner: p.name, token: false })) : cardsOf(p.library, p.name, `${path}.library`);
    game.players.push({
      name: p.name, life: p.life ?? 20, hand: cardsOf(p.hand, p.name, `${path}.hand`), library, graveyard: cardsOf(p.graveyard, p.name, `${path}.graveyard`),
      exile: cardsOf(p.exile, p.name, `${path}.exile`), manaPool: p.mana ? [...p.mana.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!.toUpperCase()) : [], lost: false, drewFromEmpty: false, poison: p.poison ?? 0, landsPlayed: 0,
      ...(p.speed ? { speed: p.speed } : {}), ...(p.citysBlessing ? { citysBlessing: true as const } : {}), ...(p.completedDungeons ? { completedDungeons: p.completedDungeons } : {}),
    });
  });
  // An archenemy's scheme deck (904.3): only scheme cards (314.1).
  scenario.players.forEach((p, pi) => {
    if (!p.schemes) return;
    const deck = cardsOf(p.schemes, p.name, `players[${pi}].schemes`);
    deck.forEach((c, ci) => {
      if (!c.def.types.includes('Scheme')) problems.push({ path: `players[${pi}].schemes[${ci}]`, message: `${c.def.name} is not a scheme card: a scheme deck holds only scheme cards (rules 314.1, 904.3)` });
    });
    game.players[pi]!.schemeDeck = deck;
  });
  // Planechase (901.3): plane cards only (phenomena, 312, are not modelled); one face-up plane in the game (901.14 is not).
  const planeCards = (names: string[], path: string, owner: string): Card[] =>
    cardsOf(names, owner, path).filter((c, ci) => {
      if (c.def.types.includes('Plane')) return true;
      problems.push({ path: `${path}[${ci}]`, message: `${c.def.name} is not a plane card: ${c.def.types.includes('Phenomenon') ? 'phenomena (rule 312) are not modelled' : 'a planar deck holds plane cards (rules 311.1, 901.3)'}` });
      return false;
    });
  scenario.players.forEach((p, pi) => {
    if (p.planarDeck) game.players[pi]!.planarDeck = planeCards(p.planarDeck, `players[${pi}].planarDeck`, p.name);
    if (p.plane === undefined) return;
    const [card] = planeCards([p.plane], `players[${pi}].plane`, p.name);
    if (game.plane) problems.push({ path: `players[${pi}].plane`, message: 'only one plane is face up in a Planechase game (rule 901.5; several planes at once, 901.14, are not modelled)' });
    else if (card) facePlaneUp(game, card, game.active);
  });
  // The emblems each player starts with (114): their text read as an emblem's abilities.
  scenario.players.forEach((p, pi) => (p.emblems ?? []).forEach((e, ei) => {
    const read = emblemAbilities(e.text, e.from ?? '');
    if (typeof read === 'string') problems.push({ path: `players[${pi}].emblems[${ei}]`, message: read });
    else createEmblem(game, p.name, e.from ?? '', read, true);
  }));
  const chosenEntries = new Map<Permanent, string>(); // each permanent's `chosen:`
  scenario.players.forEach((p, pi) => {
    (p.battlefield ?? []).forEach((entry, bi) => {
      const e = typeof entry === 'string' ? { card: entry } : entry;
      const card = definition(e.card, `players[${pi}].battlefield[${bi}]`);
      if (!card) return;
      // Named by the face that is up: a modal double-faced card's back face (712.8f), a flip card's flipped half (710.2).
      const up = faceUp(card, e.card);
      const def = up ?? card;
      // 304.4, 307.4: instants and sorceries can't be on the battlefield; loyalty is a planeswalker's.
      const spellType = (['Instant', 'Sorcery'] as const).find((t) => def.types.includes(t));
      if (spellType) problems.push({ path: `players[${pi}].battlefield[${bi}]`, message: `${def.name} is ${spellType === 'Instant' ? 'an instant' : 'a sorcery'} and can't be on the battlefield (rule ${spellType === 'Instant' ? '304.4' : '307.4'})` });
      const owner = e.owner ?? p.name;
      const perm: Permanent = {
        id: newId(game, def.name, e.id), card: { id: newId(game, `card-${def.name}`), def: card, owner, token: Boolean(e.token) }, controller: e.controller ?? p.name,
        tapped: Boolean(e.tapped), damage: e.damage ?? 0, counters: { ...(e.counters ?? {}) }, sick: Boolean(e.sick), ...(e.sick ? { newSinceUpkeep: true } : {}), timestamp: nextTimestamp(game), deathtouched: false,
      };
      if (e.attachedTo) perm.attachedTo = e.attachedTo;
      if (e.level !== undefined) perm.classLevel = e.level;
      if (up) perm.card = showingFace(perm.card, up);
      // described with its back face up (701.27g).
      if (e.transformed) {
        if (card.back && !up) perm.card = showingFace(perm.card, card.back);
        else problems.push({ path: `players[${pi}].battlefield[${bi}].transformed`, message: `${def.name} is not a transforming double-faced card, so it can't be transformed (rule 701.27c)` });
      }
      // Loyalty is a planeswalker's (306.5): the face that is up decides (a Kytheon transformed into Gideon has it).
      const shown = perm.card.def;
      if (e.loyalty !== undefined && !shown.types.includes('Planeswalker')) problems.push({ path: `players[${pi}].battlefield[${bi}].loyalty`, message: `${shown.name} is not a planeswalker: only planeswalkers have loyalty` });
      if (shown.types.includes('Planeswalker') && perm.counters.loyalty === undefined) perm.counters.loyalty = e.loyalty ?? (typeof shown.loyalty === 'number' ? shown.loyalty : 0);
      game.battlefield.push(perm);
      if (e.chosen !== undefined) chosenEntries.set(perm, e.chosen);
    });
  });
  // Attachments name a permanent by id or name; resolved once the whole board is placed.
  for (const perm of game.battlefield) {
    if (!perm.attachedTo) continue;
    const ref = perm.attachedTo.toLowerCase();
    const hosts = game.battlefield.filter((p) => p.id === perm.attachedTo || p.card.def.name.toLowerCase() === ref);
    // An Aura with "Enchant player" is attached to a player, named as the scenario names players (702.5d).
    const enchanted = hosts.length ? undefined : game.players.find((p) => p.name.toLowerCase() === ref);
    if (enchanted) perm.attachedTo = enchanted.name;
    else if (hosts.length === 1) perm.attachedTo = hosts[0]!.id;
    else problems.push({ path: `battlefield entry ${perm.id}.attachedTo`, message: hosts.length ? `"${perm.attachedTo}" is ambiguous: ${hosts.map((h) => h.id).join(', ')}` : `no permanent "${perm.attachedTo}" on the battlefield to attach ${perm.card.def.name} to` });
  }
  // "as it enters, choose …" on a permanent the scenario places: its `chosen:`, else the default (game/chosen.ts).
  for (const perm of game.battlefield) {
    const given = chosenEntries.get(perm);
    const problem = setupChoice(game, perm, given);
    if (problem) problems.push({ path: `battlefield entry ${perm.id}.chosen`, message: problem });
  }
  // Lines the engine does not read are set aside while they can't matter (game/unread.ts); one that
  // could matter on the board as described refuses the scenario here, naming the card and line.
  const unread = [...defs.values()].filter((d) => d && printedFaces(d).some((f) => unreadLinesOf(f).length));
  if (unread.length) {
    game.unreadCards = unread;
    const refused = new Set<string>();
    const refuse = (m: ReturnType<typeof unreadMatters>, name: string) => {
      if (!m || refused.has(name)) return;
      refused.add(name);
      const local = Object.keys(scenario.cards ?? {}).find((k) => k.toLowerCase() === name.toLowerCase());
      problems.push(messageDetail(`${local ? `cards.${local}` : `card ${name}`}.text`, unreadMessage(m, name)));
    };
    for (const p of game.battlefield) refuse(unreadMatters(p.card, 'battlefield', p.card.owner), p.card.def.name);
    for (const pl of game.players) for (const zone of ['hand', 'graveyard', 'exile', 'library'] as const) for (const c of pl[zone]) refuse(unreadMatters(c, zone, pl.name), c.def.name);
  }
  // What each graveyard holds as the game begins: a card leaving it later is seen leaving (game/graveyard-leaves.ts).
  recordGraveyards(game);
  if (problems.length) {
    throw new JudgeError('invalid_scenario', `the scenario has ${problems.length} problem${problems.length > 1 ? 's' : ''}: ${problems.map((x) => `${x.path}: ${x.message.split('. `judge card')[0]}`).join('; ')}`, { details: problems });
  }
  return game;
}
