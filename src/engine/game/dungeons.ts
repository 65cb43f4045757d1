// Dungeons (309) and venturing into them (701.49). A dungeon card begins outside the game (309.2) and isn't in
// the card pool: the four dungeons a player may own are here, each room with its Oracle text and the rooms its
// arrows lead to. A room ability is "When you move your venture marker into this room, [effect]" (309.4c),
// read by the Oracle parser like any triggered ability, the room's number added to its trigger.
//
// A dungeon in the command zone is kept with its owner's emblems (`Emblem.card`, kind 'dungeon', `room` the
// venture marker's room): its room abilities trigger through the one trigger handler (the `ventures` event).
// Venturing (the `designate` verb's `venture`): with no dungeon, its owner chooses one (`choose: {dungeon: NAME}`,
// else Lost Mine of Phandelver, noted) and puts the marker on the topmost room (701.49a); otherwise the marker
// moves to a room an arrow leads to (701.49b: `choose: {room: NAME}`, else the first listed, noted); from the
// bottommost room, the dungeon is completed and a new one entered (701.49c). "Venture into Undercity" (701.49d)
// enters only Undercity, which only it enters. A marker on the bottommost room with no room ability of that
// dungeon waiting or on the stack removes the dungeon from the game, completing it (309.6, 309.7: a state-based
// action; `Player.completedDungeons`).
import { cite } from '../citations.ts';
import { say } from '../messages/message.ts';
import type { Ability } from '../oracle/ast.ts';
import { parseOracleLines } from '../oracle/parse.ts';
import { commandZoneCard } from './emblems.ts';
import { newId, noteDefault, takeChoice, trace, type CardDef, type Emblem, type Game } from './state.ts';
import { raise } from './stream.ts';
import { ScenarioReferenceError } from './illegal.ts';

interface Room {
  name: string;
  text: string;
  /** The rooms its arrows lead to (indexes); none for the bottommost room. */
  next: number[];
}

const DUNGEONS: Record<string, { rooms: Room[]; undercity?: true }> = {
  'Lost Mine of Phandelver': {
    rooms: [
      { name: 'Cave Entrance', text: 'Scry 1.', next: [1, 2] },
      { name: 'Goblin Lair', text: 'Create a 1/1 red Goblin creature token.', next: [3, 4] },
      { name: 'Mine Tunnels', text: 'Create a Treasure token.', next: [4, 5] },
      { name: 'Storeroom', text: 'Put a +1/+1 counter on target creature.', next: [6] },
      { name: 'Dark Pool', text: 'Each opponent loses 1 life and you gain 1 life.', next: [6] },
      { name: 'Fungi Cavern', text: 'Target creature gets -4/-0 until your next turn.', next: [6] },
      { name: 'Temple of Dumathoin', text: 'Draw a card.', next: [] },
    ],
  },
  'Tomb of Annihilation': {
    rooms: [
      { name: 'Trapped Entry', text: 'Each player loses 1 life.', next: [1, 3] },
      { name: 'Veils of Fear', text: 'Each player loses 2 life unless they discard a card.', next: [2] },
      { name: 'Sandfall Cell', text: 'Each player loses 2 life unless they sacrifice an artifact, a creature, or a land.', next: [4] },
      { name: 'Oubliette', text: 'Discard a card and sacrifice an artifact, a creature, and a land.', next: [4] },
      { name: 'Cradle of the Death God', text: 'Create The Atropal, a legendary 4/4 black God Horror creature token with deathtouch.', next: [] },
    ],
  },
  'Dungeon of the Mad Mage': {
    rooms: [
      { name: 'Yawning Portal', text: 'You gain 1 life.', next: [1] },
      { name: 'Dungeon Level', text: 'Scry 1.', next: [2, 3] },
      { name: 'Goblin Bazaar', text: 'Create a Treasure token.', next: [4] },
      { name: 'Twisted Caverns', text: "Target creature can't attack until your next turn.", next: [4] },
      { name: 'Lost Level', text: 'Scry 2.', next: [5, 6] },
      { name: 'Runestone Caverns', text: 'Exile the top two cards of your library. You may play them.', next: [7] },
      { name: "Muiral's Graveyard", text: 'Create two 1/1 black Skeleton creature tokens.', next: [7] },
      { name: 'Deep Mines', text: 'Scry 3.', next: [8] },
      { name: "Mad Wizard's Lair", text: 'Draw three cards and reveal them. You may cast one of them without paying its mana cost.', next: [] },
    ],
  },
  Undercity: {
    undercity: true,
    rooms: [
      { name: 'Secret Entrance', text: 'Search your library for a basic land card, reveal it, put it into your hand, then shuffle.', next: [1, 2] },
      { name: 'Forge', text: 'Put two +1/+1 counters on target creature.', next: [3, 4] },
      { name: 'Lost Well', text: 'Scry 2.', next: [4, 5] },
      { name: 'Trap!', text: 'Target player loses 5 life.', next: [6] },
      { name: 'Arena', text: 'Goad target creature.', next: [6, 7] },
      { name: 'Stash', text: 'Create a Treasure token.', next: [7] },
      { name: 'Archives', text: 'Draw a card.', next: [8] },
      { name: 'Catacombs', text: 'Create a 4/1 black Skeleton creature token with menace.', next: [8] },
      { name: 'Throne of the Dead Three', text: 'Reveal the top ten cards of your library. Put a creature card from among them onto the battlefield with three +1/+1 counters on it. It gains hexproof until your next turn. Then shuffle.', next: [] },
    ],
  },
};

/** The dungeons a player may choose from outside the game (701.49a; Undercity only by "venture into Undercity", 701.49d). */
export const DUNGEON_NAMES = Object.keys(DUNGEONS);

const roomLine = (room: Room): string => `When you move your venture marker into this room, ${room.text[0]!.toLowerCase()}${room.text.slice(1)}`;
const roomReads = (name: string, i: number): boolean => {
  const [read] = parseOracleLines(name, roomLine(DUNGEONS[name]!.rooms[i]!), { isSpell: false });
  return !!read && 'abilities' in read;
};

/** Each dungeon's definition: its room abilities read once per process (a room the parser can't read has none, and the dungeon can't be entered). */
const defined = new Map<string, CardDef | null>();
function dungeonDef(name: string): CardDef | null {
  if (defined.has(name)) return defined.get(name)!;
  const rooms = DUNGEONS[name]!.rooms;
  const abilities: Ability[] = [];
  let ok = true;
  rooms.forEach((room, i) => {
    const [read] = parseOracleLines(name, roomLine(room), { isSpell: false });
    const a = read && 'abilities' in read ? read.abilities[0] : undefined;
    if (!a || a.kind !== 'triggered') ok = false;
    else abilities.push({ ...a, trigger: { ...a.trigger, reaches: i }, text: `${room.name} — ${room.text}`, line: i + 1 });
  });
  const def: CardDef | null = ok ? { name, typeLine: 'Dungeon', supertypes: [], types: ['Dungeon'], subtypes: DUNGEONS[name]!.undercity ? ['Undercity'] : [], manaCost: null, colors: [], abilities } : null;
  defined.set(name, def);
  return def;
}

/** The dungeons whose every room the engine reads (those a player can be made to enter). */
export const readableDungeons = (): string[] => DUNGEON_NAMES.filter((n) => dungeonDef(n) !== null);

/** A `choose:` naming a dungeon or a room: `{dungeon: NAME}`, `{room: NAME}`. */
const named = (key: 'dungeon' | 'room') => (v: unknown): string | undefined => (v && typeof v === 'object' && typeof (v as Record<string, unknown>)[key] === 'string' ? ((v as Record<string, string>)[key]) : undefined);
const NAMED_ROOM = named('room');
const NAMED_DUNGEON = named('dungeon');

const dungeonOf = (game: Game, who: string): Emblem | undefined => game.players.find((p) => p.name === who)?.emblems?.find((e) => e.card?.kind === 'dungeon');

function replaceDungeon(game: Game, who: string, d: Emblem | undefined, by: Emblem | undefined): void {
  const p = game.players.find((x) => x.name === who)!;
  p.emblems = [...(p.emblems ?? []).filter((e) => e !== d), ...(by ? [by] : [])];
}

/** 309.7: the dungeon is removed from the game and completed. */
function complete(game: Game, who: string, d: Emblem, sba: boolean): void {
  replaceDungeon(game, who, d, undefined);
  const p = game.players.find((x) => x.name === who)!;
  p.completedDungeons = (p.completedDungeons ?? 0) + 1;
  trace(game, 'dungeon', say('dungeon.completed', { player: who, dungeon: d.label }), sba ? cite('sbaBatch', 'dungeonSba', 'dungeonComplete') : cite('ventureBottom', 'dungeonComplete'));
  raise(game, { kind: 'completes-dungeon', player: who });
}

function enterRoom(game: Game, who: string, d: Emblem, room: number, rules: string[]): void {
  const moved: Emblem = { ...d, card: { ...d.card!, room } };
  replaceDungeon(game, who, d, moved);
  const r = DUNGEONS[d.label]!.rooms[room]!;
  trace(game, 'dungeon', say('dungeon.room', { player: who, dungeon: d.label, room: r.name }), rules);
  raise(game, { kind: 'ventures', player: who, dungeon: moved.id, room });
}

/** 701.49: `who` ventures into the dungeon (`undercity`: into Undercity, 701.49d). */
export function venture(game: Game, who: string, undercity = false): void {
  let d = dungeonOf(game, who);
  if (d && d.card!.room !== undefined) {
    const next = DUNGEONS[d.label]!.rooms[d.card!.room]!.next;
    if (next.length) {
      const rooms = DUNGEONS[d.label]!.rooms;
      const asked = next.length > 1 ? takeChoice(game, who, NAMED_ROOM) : undefined;
      const to = asked !== undefined ? next.find((i) => rooms[i]!.name.toLowerCase() === asked.toLowerCase()) : undefined;
      if (to === undefined && next.length > 1) noteDefault(game, say('default.dungeonRoom', { player: who, room: rooms[next[0]!]!.name }));
      enterRoom(game, who, d, to ?? next[0]!, cite('ventureNext', 'roomAbility'));
      return;
    }
    // 701.49c: from the bottommost room, the dungeon is completed and a new one entered.
    complete(game, who, d, false);
    d = undefined;
  }
  const choices = readableDungeons().filter((n) => (undercity ? DUNGEONS[n]!.undercity : !DUNGEONS[n]!.undercity));
  const asked = takeChoice(game, who, NAMED_DUNGEON);
  const name = asked !== undefined ? choices.find((n) => n.toLowerCase() === asked.toLowerCase()) : undefined;
  // A dungeon the rules allow but whose rooms the engine doesn't all read (or one that isn't a dungeon) is refused, naming why.
  if (asked !== undefined && !name) {
    const known = DUNGEON_NAMES.find((n) => n.toLowerCase() === asked.toLowerCase());
    const unread = known ? DUNGEONS[known]!.rooms.find((r, i) => !dungeonDef(known) && !roomReads(known, i))?.name : undefined;
    throw new ScenarioReferenceError(say('scenario.dungeonNotPlayable', { dungeon: asked, room: unread ?? '', choices: choices.join(', ') }), 'choose.dungeon', choices);
  }
  const chosen = name ?? choices[0];
  if (!chosen) return;
  if (!name) noteDefault(game, say('default.dungeon', { player: who, dungeon: chosen }));
  const def = dungeonDef(chosen)!;
  const entered = commandZoneCard(game, { id: newId(game, `card-${chosen}`), def, owner: who, token: false }, who, 'dungeon');
  replaceDungeon(game, who, undefined, entered);
  enterRoom(game, who, entered, 0, cite(undercity ? 'ventureUndercity' : 'ventureFirst', 'dungeonZone', 'roomAbility'));
}

/** 309.6: a dungeon whose marker is on its bottommost room, with no room ability of it waiting or on the stack, is completed. */
export function dungeonStateActions(game: Game): boolean {
  let performed = false;
  for (const p of game.players) {
    const d = p.emblems?.find((e) => e.card?.kind === 'dungeon');
    if (!d || d.card!.room === undefined || DUNGEONS[d.label]!.rooms[d.card!.room]!.next.length) continue;
    if (game.stack.some((s) => s.source.id === d.id) || game.pendingTriggers.some((t) => t.source.id === d.id)) continue;
    complete(game, p.name, d, true);
    performed = true;
  }
  return performed;
}
