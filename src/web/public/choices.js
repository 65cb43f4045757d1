// What the builder's action menus offer at a point of the scenario: the cards a player can
// cast or play, their permanents, who can be attacked, which attackers can be blocked, what
// can be targeted. Only what the scenario format can say, and, where the card pool tells the
// cards' types (card-info.js), only what makes sense (a land is played, not cast; only
// creatures attack). An unknown card is offered everywhere: the engine has the last word.
import { cardInfo, isType } from './card-info.js';
import { cardOf, refOf } from './scenario-model.js';

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
  const hand = remaining((p.hand ?? []).map(cardOf), used).filter((name) => isType(name, 'Land') !== true);
  const graveyard = (p.graveyard ?? []).map(cardOf).filter((name) => FROM_GRAVEYARD.test(cardInfo(name)?.text ?? ''));
  return [...new Set(hand)].map((card) => ({ card })).concat([...new Set(graveyard)].map((card) => ({ card, from: 'graveyard' })));
}

/** The lands in `player`'s hand not played yet. */
export function playable(s, player, upTo) {
  const p = s.players[byName(s, player)];
  if (!p) return [];
  return [...new Set(remaining((p.hand ?? []).map(cardOf), usedBy(s, upTo, player, 'play')).filter((name) => isType(name, 'Land') !== false))];
}

/** Every permanent on the battlefield at the start, as {p, i, name, controller, ref}. */
export function permanents(s) {
  return s.players.flatMap((player, p) => (player.battlefield ?? []).map((entry, i) => ({ p, i, name: cardOf(entry), controller: player.name, ref: refOf(entry), entry })));
}

/** `player`'s permanents ({p, i, …}); with `type`, only those that are (or may be) of it. */
export function permanentsOf(s, player, type) {
  return permanents(s).filter((x) => x.controller === player && (!type || isType(x.name, type) !== false));
}

/** Whom `player` can attack: each other player, and their planeswalkers and battles. */
export function defenders(s, player) {
  const others = s.players.filter((p) => p.name !== player).map((p) => ({ value: p.name, label: p.name }));
  const walkers = permanents(s).filter((x) => x.controller !== player && (isType(x.name, 'Planeswalker') || isType(x.name, 'Battle')));
  return others.concat(walkers.map((x) => ({ value: `perm:${x.p}:${x.i}`, label: x.name })));
}

/** The attackers `player` may block: those of the latest attack before action `upTo` made by
 *  another player; with no attack declared yet, every creature of the other players. */
export function attackersFacing(s, player, upTo) {
  const attack = earlier(s, upTo).filter((a) => a.attack && a.player !== player && typeof a.attack === 'object').at(-1);
  if (attack) return Object.keys(attack.attack).map((ref) => ({ value: ref, label: labelOfRef(s, ref) }));
  return permanents(s).filter((x) => x.controller !== player && isType(x.name, 'Creature') !== false).map((x) => ({ value: `perm:${x.p}:${x.i}`, label: x.name }));
}

/** A reference as a person reads it: an id is shown as its card's name. */
export function labelOfRef(s, ref) {
  return permanents(s).find((x) => x.ref === ref)?.name ?? ref;
}

/** What a spell or ability can target: players, permanents, and the spells cast before it
 *  (a counterspell's). Permanents that share a name are told apart by their controller. */
export function targets(s, upTo) {
  const all = permanents(s);
  const label = (x) => {
    const twins = all.filter((y) => y.name === x.name);
    return twins.length > 1 ? `${x.name} (${x.controller}${twins.filter((y) => y.controller === x.controller).length > 1 ? ` ${twins.filter((y) => y.controller === x.controller).indexOf(x) + 1}` : ''})` : x.name;
  };
  const spells = [...new Set(earlier(s, upTo).filter((a) => typeof a.cast === 'string').map((a) => a.cast))];
  return [
    ...s.players.map((p) => ({ value: p.name, label: p.name, group: 'players' })),
    ...all.map((x) => ({ value: `perm:${x.p}:${x.i}`, label: label(x), group: 'permanents' })),
    ...spells.map((name) => ({ value: name, label: name, group: 'spells' })),
  ];
}
