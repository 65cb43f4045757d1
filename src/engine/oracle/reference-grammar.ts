// The references of an instruction that are not targets (ObjectRef, vocabulary.ts): a group of
// objects — "each creature you control", "all other Elves", "creatures your opponents control"
// — fixed as the instruction begins (611.2c), and the object the source is attached to
// ("enchanted creature", "equipped creature", 303.4b, 301.5a). game/refs.ts reads them.
import { permanentFilter } from './filter-grammar.ts';
import { alt, lit, map, memo, opt, seq, type Parser } from './grammar.ts';
import { self } from './phrases.ts';
import { isPermanentTarget, nTargets, onlyCreatures, permanentTarget, upToTargets } from './target-grammar.ts';
import type { ObjectRef, PlayerRef, TargetSpec } from './vocabulary.ts';

/** "that creature", "that permanent", "that land": the object named before — a target, or the trigger event's (oracle/pronouns.ts decides). */
export const thatObject: Parser<ObjectRef> = map(seq(lit('that'), alt(lit('creature'), lit('permanent'), lit('land'), lit('artifact'), lit('enchantment'), lit('token'), lit('planeswalker'))), () => ({ ref: 'it', that: true }));

/**
 * "them", "those tokens", "those cards", "that card", "the token", "those creatures", "the creature": the objects the instruction before this one acted
 * on (608.2c) — the tokens it created, the card it exiled, the permanents it returned (400.7: each a new object). The line
 * reader accepts it only right after an instruction that acts on objects (entries/lines.ts).
 */
export const previousObjects: Parser<ObjectRef> = map(
  alt(lit('them'), lit('those tokens'), lit('those cards'), lit('that card'), lit('the token'), lit('the tokens'), lit('those creatures'), lit('those permanents'), lit('the creature')),
  (): ObjectRef => ({ ref: 'previous' }),
);

/** The nouns "that" names an object by: "that creature", "that land's controller". */
const THAT_NOUNS = ['creature', 'permanent', 'land', 'artifact', 'enchantment', 'token', 'planeswalker'];
/** "that creature's", "that land's", "the creature's": of the object named before (as `thatObject`). */
export const thatObjects: Parser<ObjectRef> = map(seq(alt(lit('that'), lit('the')), alt(...THAT_NOUNS.map((n) => lit(`${n}'s`)))), () => ({ ref: 'it', that: true }));
/** "the sacrificed creature's", "the sacrificed artifact's": of what was sacrificed to pay the cost (`{ref: 'sacrificed'}`). */
export const sacrificedObjects: Parser<ObjectRef> = map(seq(lit('the sacrificed'), alt(...['creature', 'permanent', 'artifact', 'enchantment', 'land'].map((n) => lit(`${n}'s`)))), (): ObjectRef => ({ ref: 'sacrificed' }));
/**
 * "its controller", "its owner", "that creature's controller", "that land's controller": the player
 * who controls (owns) the object named before — the target chosen last, else the trigger's object
 * (oracle/pronouns.ts) — read as it is, or as it last existed once gone (608.2h).
 */
export const objectsPlayer: Parser<PlayerRef> = map(
  seq(alt<ObjectRef>(map(lit('its'), () => ({ ref: 'it' })), thatObjects), alt(map(lit('controller'), () => 'controller' as const), map(lit('owner'), () => 'owner' as const))),
  ([of, who]) => ({ ref: who, of }),
);

/** "enchanted creature", "equipped creature", "enchanted permanent / land / artifact": the host. */
export const hostRef: Parser<ObjectRef> = map(seq(alt(lit('enchanted'), lit('equipped')), alt(lit('creature'), lit('permanent'), lit('land'), lit('artifact'))), () => ({ ref: 'host' }));

/** "each [other] creature you control", "all artifacts", "creatures your opponents control", "other Elves you control": every permanent that fits. */
export const groupRef: Parser<ObjectRef> = memo(
  alt<ObjectRef>(
    map(seq(lit('each'), permanentFilter.one), ([, filter]) => ({ ref: 'all', filter })),
    map(seq(lit('all'), permanentFilter.many), ([, filter]) => ({ ref: 'all', filter })),
    map(permanentFilter.many, (filter) => ({ ref: 'all', filter })),
  ),
);

/** A group of creatures only ("each creature", "attacking Elves"): what "each creature" damage reaches. */
export const isCreatureGroup = (r: ObjectRef): r is Extract<ObjectRef, { ref: 'all' }> => r.ref === 'all' && onlyCreatures(r.filter);

/** "target opponent controls", "target player controls": the player is a target of the instruction naming the group (verbTargetRefs finds it). */
const targetPlayerControls: Parser<TargetSpec> = alt<TargetSpec>(map(lit('target opponent controls'), () => ({ player: 'opponent' })), map(lit('target player controls'), () => ({ player: 'any' })));
/** "each creature target opponent controls", "all lands target player controls": a group of a target player's permanents. */
export const targetPlayersGroup: Parser<ObjectRef> = memo(
  map(seq(alt(seq(lit('each'), permanentFilter.one), seq(lit('all'), permanentFilter.many)), targetPlayerControls), ([[, filter], spec]) =>
    filter.controller === undefined ? { ref: 'all', filter: { ...filter, controller: { player: { ref: 'target', spec } } } } : null,
  ),
);

/**
 * The permanents an instruction acts on: a target ("target artifact", "up to two target
 * creatures", "each of two target creatures"), the source (CARDNAME, "this creature"), "it" (the
 * line reader decides what it names, pronouns.ts), "each FILTER" / "all FILTERs", the host.
 */
export const permanentsActedOn: Parser<ObjectRef> = memo(
  alt<ObjectRef>(
    targetPlayersGroup,
    map(permanentTarget, (spec) => ({ ref: 'target', spec })),
    map(seq(opt(lit('each of')), alt(upToTargets, nTargets)), ([, spec]) => (isPermanentTarget(spec) ? { ref: 'target', spec } : null)),
    map(self, () => ({ ref: 'self' })),
    map(lit('it'), () => ({ ref: 'it' })),
    thatObject,
    previousObjects,
    map(seq(lit('each'), permanentFilter.one), ([, filter]) => ({ ref: 'all', filter })),
    map(seq(lit('all'), permanentFilter.many), ([, filter]) => ({ ref: 'all', filter })),
    hostRef,
  ),
);
