// The scenario the board builder edits: the plain object of docs/scenario-format.md (what the
// YAML reads to, what POST /v1/explain receives as JSON), changed in place by the functions
// here. Nothing in it is builder-only, so the YAML and the builder are two views of one value:
// keys the builder has no control for (`cards`, `expect`, `choose` actions…) are kept as they
// are. No DOM here; the menus' choices (who can attack, what can be cast…) come from
// `choices.js`.

export const STEPS = ['untap', 'upkeep', 'draw', 'main1', 'beginning-of-combat', 'declare-attackers', 'declare-blockers', 'combat-damage', 'end-of-combat', 'main2', 'end', 'cleanup'];
/** The zones the builder shows, in the order a player reads their side of the table. */
export const ZONES = ['battlefield', 'hand', 'graveyard', 'library'];
/** The action verbs of the format's table (the engine's ACTION_VERBS). */
export const VERBS = ['play', 'cast', 'activate', 'attack', 'block', 'assign', 'order', 'choose', 'pass', 'until', 'turnFaceUp'];
/** The format's limits the builder itself could reach (src/engine/scenario/limits.ts). */
export const MAX_PLAYERS = 8;
export const MAX_ACTIONS = 250;
const NAMES = ['Alice', 'Bob', 'Carol', 'Dan', 'Erin', 'Frank', 'Grace', 'Heidi'];

const isRecord = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A first board: two players at 20 life, Alice's first main phase, nothing done yet. */
export function newScenario() {
  return { turn: { active: 'Alice', number: 1, step: 'main1' }, players: ['Alice', 'Bob'].map(newPlayer), actions: [] };
}

function newPlayer(name) {
  return { name, life: 20, battlefield: [], hand: [], graveyard: [], library: 20 };
}

/** Why the builder cannot show this value (a key of the interface's words), or null when it can:
 *  players a list of named players, zones lists, actions a list of objects. The YAML stays
 *  the way to edit anything else. */
export function unreadable(raw) {
  if (!isRecord(raw)) return 'notAMapping';
  if (!Array.isArray(raw.players) || !raw.players.length) return 'noPlayers';
  for (const p of raw.players) {
    if (!isRecord(p) || typeof p.name !== 'string' || !p.name.trim()) return 'playerWithoutName';
    for (const zone of ['battlefield', 'hand', 'graveyard', 'exile']) if (p[zone] !== undefined && !Array.isArray(p[zone])) return 'zoneNotAList';
    if (p.library !== undefined && typeof p.library !== 'number' && !Array.isArray(p.library)) return 'zoneNotAList';
  }
  if (raw.turn !== undefined && !isRecord(raw.turn)) return 'turnNotAMapping';
  if (raw.actions !== undefined && (!Array.isArray(raw.actions) || !raw.actions.every(isRecord))) return 'actionsNotObjects';
  return null;
}

/** A battlefield entry's card name (entries are a name or {card, tapped, counters, …}). */
export const cardOf = (entry) => (typeof entry === 'string' ? entry : isRecord(entry) ? String(entry.card ?? '') : String(entry));

/** How an entry is referred to in actions: its id when it has one, else its name. */
export const refOf = (entry) => (isRecord(entry) && entry.id ? String(entry.id) : cardOf(entry));

/** The cards listed in a zone (a library given as a count lists none). */
export const zoneCards = (player, zone) => (Array.isArray(player[zone]) ? player[zone] : []);

export const playerNames = (s) => s.players.map((p) => p.name);

/** The player an action belongs to, and its verb. */
export const verbOf = (action) => VERBS.find((v) => v in action) ?? null;

// ---- the board ----------------------------------------------------------------------

export function addCard(s, p, zone, name) {
  const player = s.players[p];
  if (!Array.isArray(player[zone])) player[zone] = [];
  player[zone].push(name);
}

export function removeCard(s, p, zone, i) {
  s.players[p][zone].splice(i, 1);
}

/** Changes a permanent's state (tapped, counters…): the entry becomes an object while it has
 *  anything beyond its name, and a plain name again when it has not. */
export function setPermanent(s, p, i, patch) {
  const list = s.players[p].battlefield;
  const entry = { ...(isRecord(list[i]) ? list[i] : { card: list[i] }), ...patch };
  if (entry.counters) {
    entry.counters = Object.fromEntries(Object.entries(entry.counters).filter(([, n]) => n > 0));
    if (!Object.keys(entry.counters).length) delete entry.counters;
  }
  for (const key of ['tapped', 'sick', 'token', 'transformed']) if (entry[key] === false) delete entry[key];
  if (entry.damage === 0) delete entry.damage;
  list[i] = Object.keys(entry).length === 1 ? entry.card : entry;
}

/** A library given as a count, or as the list of its cards (top first). */
export function setLibrary(s, p, value) {
  s.players[p].library = value;
}

export function setLife(s, p, life) {
  s.players[p].life = life;
}

export function setTurn(s, patch) {
  s.turn = { ...(s.turn ?? {}), ...patch };
}

/** Adds a player with the first free name of Alice, Bob, Carol…; null at the format's limit. */
export function addPlayer(s) {
  if (s.players.length >= MAX_PLAYERS) return null;
  const taken = new Set(playerNames(s));
  const name = NAMES.find((n) => !taken.has(n)) ?? `Player ${s.players.length + 1}`;
  s.players.push(newPlayer(name));
  return name;
}

/** Removes a player and the actions they take; the turn passes to the first player if it was theirs. */
export function removePlayer(s, i) {
  const [gone] = s.players.splice(i, 1);
  s.actions = (s.actions ?? []).filter((a) => a.player !== gone.name);
  if (s.turn?.active === gone.name) s.turn.active = s.players[0]?.name;
}

/** Renames a player everywhere the scenario names them: actions, attacks, targets, the turn, expectations. */
export function renamePlayer(s, i, name) {
  const old = s.players[i].name;
  if (!name || name === old || playerNames(s).includes(name)) return false;
  s.players[i].name = name;
  const swap = (v) => (v === old ? name : v);
  if (s.turn?.active === old) s.turn.active = name;
  for (const a of s.actions ?? []) {
    if (a.player === old) a.player = name;
    if (isRecord(a.attack)) for (const k of Object.keys(a.attack)) a.attack[k] = swap(a.attack[k]);
    if (Array.isArray(a.targets)) a.targets = a.targets.map(swap);
    else if (a.targets !== undefined) a.targets = swap(a.targets);
  }
  if (isRecord(s.expect))
    for (const key of ['life', 'battlefield', 'graveyard', 'hand', 'exile', 'library', 'stack']) {
      const map = s.expect[key];
      if (isRecord(map) && old in map) s.expect[key] = Object.fromEntries(Object.entries(map).map(([k, v]) => [swap(k), v]));
    }
  if (isRecord(s.expect) && s.expect.winner === old) s.expect.winner = name;
  return true;
}

// ---- actions ------------------------------------------------------------------------

export function addAction(s, action) {
  if (!Array.isArray(s.actions)) s.actions = [];
  if (s.actions.length >= MAX_ACTIONS) return false;
  s.actions.push(action);
  return true;
}

export function removeAction(s, i) {
  s.actions.splice(i, 1);
}

/** Moves an action one place up (-1) or down (+1). */
export function moveAction(s, i, delta) {
  const j = i + delta;
  if (j < 0 || j >= s.actions.length) return;
  [s.actions[i], s.actions[j]] = [s.actions[j], s.actions[i]];
}

/**
 * The reference an action uses for battlefield entry `i` of player `p`: its name, unless
 * another entry has the same name — then every entry of that name gets an id
 * ("grizzly-bears-1", "grizzly-bears-2"), since a name shared by two permanents that
 * differ is ambiguous to the engine.
 */
export function distinctRef(s, p, i) {
  const name = cardOf(s.players[p].battlefield[i]);
  const same = s.players.flatMap((pl, pi) => (pl.battlefield ?? []).map((e, ei) => ({ e, pi, ei }))).filter((x) => cardOf(x.e) === name);
  if (same.length > 1) {
    const taken = new Set(s.players.flatMap((pl) => (pl.battlefield ?? []).map(refOf)));
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'card';
    let n = 1;
    for (const x of same) {
      if (isRecord(x.e) && x.e.id) continue;
      while (taken.has(`${slug}-${n}`)) n++;
      taken.add(`${slug}-${n}`);
      setPermanent(s, x.pi, x.ei, { id: `${slug}-${n}` });
    }
  }
  return refOf(s.players[p].battlefield[i]);
}
