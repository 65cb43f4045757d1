// Emblems (114) in the command zone (408): "[Player] gets an emblem with [ability]" puts there an
// object owned and controlled by that player (114.2) with only those abilities (114.3), neither a
// card nor a permanent (114.5), which nothing can affect; its abilities work from there (114.4,
// 113.6p). Its static abilities are continuous effects like a permanent's (game/layers.ts); its
// triggered abilities trigger through the one trigger handler, as a permanent's do (installEmblems).
import type { Ability } from '../oracle/ast.ts';
import { cite } from '../citations.ts';
import { parseOracleLines } from '../oracle/parse.ts';
import { worksOnEmblem } from '../oracle/entries/emblems.ts';
import { say } from '../messages/message.ts';
import { newId, nextTimestamp, trace, type Card, type Emblem, type Game, type SourceInfo } from './state.ts';
import { registerTriggerSources } from './triggers/handler.ts';

type Triggered = Extract<Ability, { kind: 'triggered' }>;

/** Every emblem in the command zone, its owners in turn order (read-only: asked at every
 *  derivation, so a game without emblems shares one empty list). */
export function emblemsIn(game: Game): readonly Emblem[] {
  let out: Emblem[] | undefined;
  for (const p of game.players) if (p.emblems?.length) (out ??= []).push(...p.emblems);
  // the face-up plane of a Planechase game works from the command zone the same way (901.7; game/planes.ts).
  if (game.plane) (out ??= []).push(game.plane);
  return out ?? NO_EMBLEMS;
}
const NO_EMBLEMS: readonly Emblem[] = Object.freeze([]);

/** What an emblem is called in the trace and the final state: its creator's name and "Emblem", as the printed marker reads. */
export const emblemLabel = (from: string): string => (from ? `${from} Emblem` : 'Emblem');

/** Puts an emblem with these abilities into `owner`'s part of the command zone (114.2); `described` for one the scenario starts with. */
export function createEmblem(game: Game, owner: string, from: string, abilities: Ability[], described = false): Emblem {
  const label = emblemLabel(from);
  const emblem: Emblem = { id: newId(game, label), owner, label, abilities, timestamp: nextTimestamp(game) };
  const p = game.players.find((x) => x.name === owner)!;
  p.emblems = [...(p.emblems ?? []), emblem];
  const text = abilities.map((a) => `"${a.text}"`).join(', ');
  trace(game, 'emblem', say(described ? 'emblem.described' : 'emblem.created', { player: owner, emblem: label, text }), cite('emblem', 'emblemZone', 'emblemAbilities'), { emblem: emblem.id });
  return emblem;
}

/** A face-up card of a casual variant (a scheme, a plane, a dungeon) kept in the command zone as an emblem is: named
 *  after the card, with its abilities, a new object with a new timestamp (613.7d); `ongoing` for an ongoing scheme (904.11). */
export function commandZoneCard(game: Game, card: Card, owner: string, kind: NonNullable<Emblem['card']>['kind'], ongoing = false): Emblem {
  return { id: newId(game, card.def.name), owner, label: card.def.name, abilities: card.def.abilities, timestamp: nextTimestamp(game), card: { card, kind, ...(ongoing ? { ongoing: true as const } : {}) } };
}

/** The emblem as the source of its abilities (113.7): no colour, no types, no keywords (114.3). */
export const emblemSource = (e: Emblem): SourceInfo => ({ id: e.id, name: e.label, controller: e.owner, colors: [], keywords: [], types: [], subtypes: [] });

/**
 * Emblems as trigger sources: the one trigger handler matches their triggered abilities against
 * every event as it does a permanent's (114.4), each emblem controlled by its owner (114.2).
 */
export function installEmblems(): void {
  registerTriggerSources((game) =>
    emblemsIn(game).flatMap((e) => {
      const abilities = e.abilities.filter((a): a is Triggered => a.kind === 'triggered');
      return abilities.length ? [{ id: e.id, controller: e.owner, info: emblemSource(e), abilities }] : [];
    }),
  );
}

/** A scenario's emblem text (one ability a line) → its abilities, or why it can't be an emblem's. */
export function emblemAbilities(text: string, from: string): Ability[] | string {
  const abilities: Ability[] = [];
  for (const l of parseOracleLines(from || 'Emblem', text, { isSpell: false })) {
    if ('error' in l) return l.error.replace(/ of \S.*?'s text/, " of the emblem's text");
    const odd = l.abilities.find((a) => !worksOnEmblem(a));
    if (odd) return `"${odd.text}" is not an ability the engine reads on an emblem (a static ability on a group of its owner's objects, the hand size rules, or a trigger at the beginning of a step, on a spell cast, a card drawn, life gained, a creature or land entering, a creature dying or attacking, a permanent becoming tapped, or a creature dealing damage)`;
    abilities.push(...l.abilities);
  }
  return abilities.length ? abilities : 'an emblem needs at least one ability';
}

/** Whether the id names an emblem: it is not a permanent, and nothing can affect it (114.5). */
export const isEmblem = (game: Game, id: string): boolean => emblemsIn(game).some((e) => e.id === id);
/** The rule that makes a command-zone object's abilities work there: an emblem's (114.4) or a face-up scheme's (314.4). */
export function commandZoneRule(game: Game, id: string): 'emblemAbilities' | 'schemeAbilities' | 'planeAbilities' | 'roomAbility' | undefined {
  const e = emblemsIn(game).find((x) => x.id === id);
  return !e ? undefined : e.card?.kind === 'scheme' ? 'schemeAbilities' : e.card?.kind === 'plane' ? 'planeAbilities' : e.card?.kind === 'dungeon' ? 'roomAbility' : 'emblemAbilities';
}
