// Size limits on a scenario, checked on the raw input before anything else looks at it,
// so that a few hundred bytes cannot ask for a hundred million cards or an effect that
// draws a billion: each excess is a problem naming its path and the limit. The limits are
// far above any real game situation (README "Limits" lists them).
import type { ScenarioProblem } from './schema.ts';

export const SCENARIO_LIMITS = {
  players: 8,
  /** Cards in one library, as a count or a list. */
  library: 1_000,
  /** Cards in one hand, graveyard or exile. */
  zoneCards: 250,
  /** Permanents on the battlefield, all players together. */
  permanents: 500,
  /** Card definitions under `cards`. */
  cardDefinitions: 250,
  actions: 250,
  /** Characters of a card, player or permanent name (or id). */
  nameChars: 100,
  /** Characters of one card definition's rules text. */
  cardTextChars: 2_000,
  /** The value chosen for X. */
  x: 1_000,
  /** Counters of one kind on one permanent; also damage marked on it. */
  counters: 1_000,
  /** Cards drawn, milled or discarded, tokens created, counters put by one instruction of a card's text. */
  perEffect: 100,
  /** A player's life total, either way from 0 (a game state is far below it; the engine's
   *  arithmetic stays exact). */
  life: 1_000_000,
} as const;

/** Instructions whose number says how many things the engine makes or moves one by one. */
const COUNTED_EFFECT = /\b(draws?|creates?|mills?|discards?|puts?|scry|scries|surveils?)\s+(\d[\d,]*)/gi;

const L = SCENARIO_LIMITS;

/** Every limit the raw (unvalidated) input exceeds; shapes are not trusted, only measured. */
export function limitProblems(raw: Record<string, unknown>): ScenarioProblem[] {
  const problems: ScenarioProblem[] = [];
  const over = (path: string, what: string, limit: number) => problems.push({ path, message: `${what}; the limit is ${limit}` });
  const name = (path: string, value: unknown) => {
    if (typeof value === 'string' && value.length > L.nameChars) over(path, `a name of ${value.length} characters`, L.nameChars);
  };

  const players = Array.isArray(raw.players) ? raw.players : [];
  if (players.length > L.players) over('players', `${players.length} players`, L.players);
  let permanents = 0;
  players.slice(0, L.players).forEach((player, i) => {
    if (!isRecord(player)) return;
    const at = `players[${i}]`;
    name(`${at}.name`, player.name);
    if (typeof player.life === 'number' && Math.abs(player.life) > L.life) over(`${at}.life`, `a life total of ${player.life} (from -${L.life} to ${L.life})`, L.life);
    const library = player.library;
    const librarySize = typeof library === 'number' ? library : Array.isArray(library) ? library.length : 0;
    if (librarySize > L.library) over(`${at}.library`, `${librarySize} cards`, L.library);
    for (const zone of ['hand', 'graveyard', 'exile'] as const) {
      const cards = player[zone];
      if (Array.isArray(cards) && cards.length > L.zoneCards) over(`${at}.${zone}`, `${cards.length} cards`, L.zoneCards);
    }
    const battlefield = Array.isArray(player.battlefield) ? player.battlefield : [];
    permanents += battlefield.length;
    battlefield.slice(0, L.permanents).forEach((entry, j) => {
      const here = `${at}.battlefield[${j}]`;
      if (typeof entry === 'string') return name(here, entry);
      if (!isRecord(entry)) return;
      name(`${here}.card`, entry.card);
      name(`${here}.id`, entry.id);
      if (typeof entry.damage === 'number' && entry.damage > L.counters) over(`${here}.damage`, `${entry.damage} damage`, L.counters);
      if (isRecord(entry.counters)) {
        for (const [kind, n] of Object.entries(entry.counters)) {
          if (typeof n === 'number' && n > L.counters) over(`${here}.counters${key(kind)}`, `${n} counters`, L.counters);
        }
      }
    });
  });
  if (permanents > L.permanents) over('players[*].battlefield', `${permanents} permanents in all`, L.permanents);

  if (isRecord(raw.cards)) {
    const names = Object.keys(raw.cards);
    if (names.length > L.cardDefinitions) over('cards', `${names.length} card definitions`, L.cardDefinitions);
    for (const cardName of names.slice(0, L.cardDefinitions)) {
      const at = `cards${key(cardName)}`;
      if (cardName.length > L.nameChars) over(at, `a name of ${cardName.length} characters`, L.nameChars);
      const card = raw.cards[cardName];
      const text = isRecord(card) ? (Array.isArray(card.text) ? card.text.join('\n') : card.text) : undefined;
      if (typeof text !== 'string') continue;
      if (text.length > L.cardTextChars) over(`${at}.text`, `${text.length} characters of text`, L.cardTextChars);
      for (const m of text.slice(0, L.cardTextChars).matchAll(COUNTED_EFFECT)) {
        const n = Number(m[2].replace(/,/g, ''));
        if (n > L.perEffect) over(`${at}.text`, `"${m[0]}" asks for ${n} at once`, L.perEffect);
      }
    }
  }

  const actions = Array.isArray(raw.actions) ? raw.actions : [];
  if (actions.length > L.actions) over('actions', `${actions.length} actions`, L.actions);
  actions.slice(0, L.actions).forEach((action, i) => {
    if (isRecord(action) && typeof action.x === 'number' && action.x > L.x) over(`actions[${i}].x`, `X = ${action.x}`, L.x);
  });
  return problems;
}

/** A key in the same notation as the schema's paths: `.name` or `["a name"]`. */
function key(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? `.${name}` : `[${JSON.stringify(name)}]`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
