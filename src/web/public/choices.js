// What the builder's action menus offer at a point of the scenario: the cards a player can
// cast or play, their permanents, who can be attacked, which attackers can be blocked, what
// can be targeted. Only what the scenario format can say, and, where the card pool tells the
// cards' types (card-info.js), only what makes sense (a land is played, not cast; only
// creatures attack). An unknown card is offered everywhere: the engine has the last word.
import { cardInfo } from './card-info.js';
import { cardOf, refOf } from './scenario-model.js';

/** What is known of a card: the scenario's own definition (`cards:`) first, else the card
 *  pool's. {typeLine, manaCost, text} with undefined for what is unknown. */
export function facts(s, name) {
  const own = s.cards?.[name];
  if (own && typeof own === 'object') return { typeLine: String(own.type ?? ''), manaCost: String(own.cost ?? ''), text: Array.isArray(own.text) ? own.text.join('\n') : String(own.text ?? '') };
  const info = cardInfo(name);
  if (!info || info.missing) return {};
  return { typeLine: info.typeLine, manaCost: info.manaCost, text: info.full ? info.text ?? '' : undefined };
}

/** true / false when the card is known to be / not to be of `type`; null when unknown. */
export function isType(s, name, type) {
  const line = facts(s, name).typeLine;
  return line ? new RegExp(`\\b${type}\\b`).test(line) : null;
}

/** Whether a spell's cost has X (null when unknown). */
export function hasX(s, name) {
  const cost = facts(s, name).manaCost;
  return cost === undefined ? null : /\{X\}/.test(cost);
}

/** Whether the card's text says "target" (null when its text is unknown). */
export function mentionsTarget(s, name) {
  const text = facts(s, name).text;
  return text === undefined ? null : /\btarget/i.test(text);
}

// Keyword abilities that are activated abilities without a colon on their line.
const ACTIVATED_KEYWORD = /^(Equip|Crew|Level up|Outlast|Reconfigure|Fortify|Boast|Station)\b/;

/** The card's activated abilities as written ("{T}: Add {G}.") in printed order; null when its text is unknown. */
export function activatedAbilities(s, name) {
  const text = facts(s, name).text;
  if (text === undefined) return null;
  return text
    .split('\n')
    .map((line) => line.replace(/\s*\([^)]*\)\s*$/, '').trim())
    .filter((line) => ACTIVATED_KEYWORD.test(line) || /^(?:[^":—•]|"[^"]*")+:\s/.test(line));
}

const byName = (s, name) => s.players.findIndex((p) => p.name === name);
const earlier = (s, upTo) => (s.actions ?? []).slice(0, upTo ?? (s.actions ?? []).length);
// Cards that can be cast from a graveyard (their keyword says how, 702.34, 702.133, 702.81, 702.138, 702.187, 702.146).
const FROM_GRAVEYARD = /\b(Flashback|Jump-start|Retrace|Escape|Mayhem|Disturb)\b/;

/** The names in `cards` less those `used` (a count per name): each copy is used once. */
function remaining(cards, used) {
  const left = new Map(used);
  return cards.filter((name) => {
    const n = left.get(name) ?? 0;
    if (n > 0) left.set(name, n - 1);
    return n === 0;
  });
}

function usedBy(s, upTo, player, verb) {
  const used = new Map();
  for (const a of earlier(s, upTo)) if (a.player === player && typeof a[verb] === 'string') used.set(a[verb], (used.get(a[verb]) ?? 0) + 1);
  return used;
}

/** The spells `player` can cast before action `upTo`: their hand's nonland cards not cast yet,
 *  then graveyard cards whose text casts them from there. [{card, from?}] */
export function castable(s, player, upTo) {
  const p = s.players[byName(s, player)];
  if (!p) return [];
  const used = usedBy(s, upTo, player, 'cast');
  const hand = remaining((p.hand ?? []).map(cardOf), used).filter((name) => isType(s, name, 'Land') !== true);
  const graveyard = (p.graveyard ?? []).map(cardOf).filter((name) => FROM_GRAVEYARD.test(facts(s, name).text ?? ''));
  return [...new Set(hand)].map((card) => ({ card })).concat([...new Set(graveyard)].map((card) => ({ card, from: 'graveyard' })));
}

/** The lands in `player`'s hand not played yet. */
export function playable(s, player, upTo) {
  const p = s.players[byName(s, player)];
  if (!p) return [];
  return [...new Set(remaining((p.hand ?? []).map(cardOf), usedBy(s, upTo, player, 'play')).filter((name) => isType(s, name, 'Land') !== false))];
}

/** Every permanent on the battlefield at the start, as {p, i, name, controller, ref}. */
export function permanents(s) {
  return s.players.flatMap((player, p) => (player.battlefield ?? []).map((entry, i) => ({ p, i, name: cardOf(entry), controller: player.name, ref: refOf(entry), entry })));
}

/** `player`'s permanents ({p, i, …}); with `type`, only those that are (or may be) of it. */
export function permanentsOf(s, player, type) {
  return permanents(s).filter((x) => x.controller === player && (!type || isType(s, x.name, type) !== false));
}

/** Whom `player` can attack: each other player, and their planeswalkers and battles. */
export function defenders(s, player) {
  const others = s.players.filter((p) => p.name !== player).map((p) => ({ value: p.name, label: p.name }));
  const walkers = permanents(s).filter((x) => x.controller !== player && (isType(s, x.name, 'Planeswalker') || isType(s, x.name, 'Battle')));
  return others.concat(walkers.map((x) => ({ value: `perm:${x.p}:${x.i}`, label: x.name })));
}

/** The attackers `player` may block: those of the latest attack before action `upTo` made by
 *  another player; with no attack declared yet, every creature of the other players. */
export function attackersFacing(s, player, upTo) {
  const attack = earlier(s, upTo).filter((a) => a.attack && a.player !== player && typeof a.attack === 'object').at(-1);
  if (attack) return Object.keys(attack.attack).map((ref) => ({ value: ref, label: labelOfRef(s, ref) }));
  return permanents(s).filter((x) => x.controller !== player && isType(s, x.name, 'Creature') !== false).map((x) => ({ value: `perm:${x.p}:${x.i}`, label: x.name }));
}

/** A reference as a person reads it: an id is shown as its card's name. */
export function labelOfRef(s, ref) {
  return permanents(s).find((x) => x.ref === ref)?.name ?? ref;
}

const TARGET_WORDS = 'player|opponent|creature|artifact|enchantment|land|planeswalker|permanent|battle|spell';

/** What a text's "target …" phrases can name ({players, spells, types: Set}), or null when it
 *  names none the menu knows (then every choice is offered). "Any target" is a creature, a
 *  player, a planeswalker or a battle (115.4). */
export function targetKinds(text) {
  const kinds = { players: false, spells: false, types: new Set() };
  const add = (word) => {
    const w = word.toLowerCase();
    if (w === 'player' || w === 'opponent') kinds.players = true;
    else if (w === 'spell') kinds.spells = true;
    else kinds.types.add(w);
  };
  if (/\bany target\b/i.test(text ?? '')) ['player', 'creature', 'planeswalker', 'battle'].forEach(add);
  for (const m of String(text ?? '').matchAll(new RegExp(`\\btargets? (?:[\\w-]+ ){0,3}?(${TARGET_WORDS})s?\\b((?:,? (?:and/)?or (?:[\\w-]+ )?(?:${TARGET_WORDS})s?\\b)*)`, 'gi'))) {
    add(m[1]);
    for (const more of m[2].matchAll(new RegExp(`(${TARGET_WORDS})`, 'gi'))) add(more[1]);
  }
  return kinds.players || kinds.spells || kinds.types.size ? kinds : null;
}

/** What a spell or ability can target: players, permanents, and the spells cast before it
 *  (a counterspell's), narrowed to what `text` says it targets when it says. Permanents that
 *  share a name are told apart by their controller. */
export function targets(s, upTo, text) {
  const kinds = targetKinds(text);
  const fits = (o) => !kinds || (o.group === 'players' ? kinds.players : o.group === 'spells' ? kinds.spells
    : kinds.types.has('permanent') || [...kinds.types].some((type) => isType(s, o.name, type[0].toUpperCase() + type.slice(1)) !== false));
  return allTargets(s, upTo).filter(fits);
}

function allTargets(s, upTo) {
  const all = permanents(s);
  const label = (x) => {
    const twins = all.filter((y) => y.name === x.name);
    return twins.length > 1 ? `${x.name} (${x.controller}${twins.filter((y) => y.controller === x.controller).length > 1 ? ` ${twins.filter((y) => y.controller === x.controller).indexOf(x) + 1}` : ''})` : x.name;
  };
  const spells = [...new Set(earlier(s, upTo).filter((a) => typeof a.cast === 'string').map((a) => a.cast))];
  return [
    ...s.players.map((p) => ({ value: p.name, label: p.name, group: 'players' })),
    ...all.map((x) => ({ value: `perm:${x.p}:${x.i}`, label: label(x), group: 'permanents', name: x.name })),
    ...spells.map((name) => ({ value: name, label: name, group: 'spells' })),
  ];
}
