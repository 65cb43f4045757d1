// Effects on every creature of a group as the effect resolves ("Creatures you control get
// +1/+1 until end of turn"): the group's
// members are fixed then (611.2c); a creature entering later is not affected.
import { restrictOn, type Ability, type Effect, type Keyword } from '../ast.ts';
import { grantedQuote } from '../quoted.ts';
import { groupRef, hostRef } from '../reference-grammar.ts';
import type { Entry } from '../entry.ts';
import { alt, lit, map, oneOf, opt, sepBy1, seq, type Parser } from '../grammar.ts';
import { count, counterKind, counterWord, keyword, ptChange, ptChangeX, untilEndOfTurn, verb } from '../phrases.ts';
import type { Amount, Filter, ObjectRef } from '../vocabulary.ts';
import type { RestrictionKind } from '../ast.ts';
/** A group of creatures only (a restriction on blocking or being blocked is a creature's, 508.1c, 509.1b). */
const onlyCreaturesGroup = (f: Filter): boolean => f.types?.length === 1 && f.types[0] === 'Creature' && !f.anyOf;

const spell = (text: string, ...effects: unknown[]) => ({ text, spell: true, abilities: [{ kind: 'spell', effects }] });

const keywordList = sepBy1(keyword, alt(lit(', and'), lit('and'), lit(',')));
/** What each member of a group gets or gains until end of turn. */
type GroupChange = { kind: 'pump'; power: Amount; toughness: Amount } | { kind: 'grant'; keyword: Keyword } | { kind: 'grant-abilities'; abilities: Ability[] } | { kind: 'protection-chosen' };
const PREVIOUS: ObjectRef = { ref: 'previous' };
/**
 * The changes as verbs until end of turn: the first on the group, which fixes who is in it as it resolves (611.2c); each
 * other one on the same objects — what the instruction before acted on (608.2c), not the group read again.
 */
export function groupVerbs(creatures: ObjectRef, changes: GroupChange[]): Effect[] {
  return changes.map((c, i): Effect => {
    const objects = i === 0 ? creatures : PREVIOUS;
    if (c.kind === 'grant-abilities') return { type: 'grant', objects, abilities: c.abilities, duration: 'until-end-of-turn' };
    if (c.kind === 'protection-chosen') return { type: 'grant', objects, protectionFrom: 'chosen', duration: 'until-end-of-turn' };
    return c.kind === 'pump' ? { type: 'modify-pt', objects, power: c.power, toughness: c.toughness, duration: 'until-end-of-turn' } : { type: 'grant', objects, keywords: [c.keyword], duration: 'until-end-of-turn' };
  });
}
/**
 * "gain "{T}: …"", "gain deathtouch and "Whenever this creature deals damage to an opponent, …"": a quoted triggered or
 * activated ability each member has until the effect ends (613.1f), "this creature" in it being that member.
 */
const gainsQuoted: Parser<GroupChange[]> = map(seq(verb('gains', 'gain'), opt(seq(keywordList, lit('and'))), grantedQuote), ([, kws, abilities]) => [
  ...(kws?.[0] ?? []).map((k): GroupChange => ({ kind: 'grant', keyword: k })),
  { kind: 'grant-abilities', abilities },
]);
/** "gain protection from the chosen color" (702.16a): the color the ability's own "Choose a color." chose (608.2d, entries/chosen.ts). */
const protectionChosen: Parser<GroupChange[]> = map(seq(verb('gains', 'gain'), lit('protection from'), alt(lit('the chosen color'), lit('that color'))), () => [{ kind: 'protection-chosen' }]);
/** "get +1/+1", "get +X/+X" (X as the spell announced it, or as ", where X is …" closing the sentence defines it, 107.3),
 *  "gain flying and trample" — the verb agrees with "each creature" or "creatures". */
const changes: Parser<GroupChange[]> = map(
  sepBy1(alt<GroupChange[]>(map(seq(verb('gets', 'get'), alt<{ power: Amount; toughness: Amount }>(ptChange, ptChangeX)), ([, pt]) => [{ kind: 'pump', ...pt }]), map(seq(verb('gains', 'gain'), keywordList), ([, kws]) => kws.map((k) => ({ kind: 'grant', keyword: k }) as GroupChange)), gainsQuoted, protectionChosen), lit('and')),
  (lists) => lists.flat(),
);

export const GROUP_EFFECTS: Entry<Effect[]>[] = [
  {
    id: 'effect/group-changes',
    wording: 'Creatures you control (Other creatures you control, Creatures your opponents control, Each creature, TYPEs you control, Artifacts you control, Enchanted creature…) get +N/+N [and gain KEYWORD] [and gain "ABILITY"] until end of turn',
    parse: map(seq(alt(groupRef, hostRef), changes, untilEndOfTurn), ([creatures, cs]) => groupVerbs(creatures, cs)),
    fixtures: [
      { text: 'Creatures you control get +1/+1 and gain trample until end of turn.', spell: true, abilities: [{ kind: 'spell', effects: [{ type: 'modify-pt', objects: { ref: 'all', filter: { types: ['Creature'], controller: 'you' } }, power: 1, toughness: 1, duration: 'until-end-of-turn' }, { type: 'grant', objects: { ref: 'previous' }, keywords: ['trample'], duration: 'until-end-of-turn' }] }] },
      { text: '{2}{W}: Creatures you control get +1/+1 until end of turn.', abilities: [{ kind: 'activated', effects: [{ type: 'modify-pt', objects: { ref: 'all' } }] }] },
      { text: '{1}: Enchanted creature gets +1/+0 until end of turn.', abilities: [{ kind: 'activated', effects: [{ type: 'modify-pt', objects: { ref: 'host' }, power: 1, toughness: 0 }] }] },
      spell('Other Elves you control get +1/+1 and gain trample until end of turn.', { type: 'modify-pt', objects: { ref: 'all', filter: { other: true, subtypes: ['Elf'], controller: 'you' } } }, { type: 'grant', objects: { ref: 'previous' } }),
      // Quoted abilities each member has until end of turn (613.1f): Sorin, Vampire Lord; Vraska, Scheming Gorgon.
      { text: '−8: Until end of turn, each Vampire you control gains "{T}: Gain control of target creature."', abilities: [{ kind: 'activated', effects: [{ type: 'grant', objects: { ref: 'all', filter: { subtypes: ['Vampire'], controller: 'you' } }, abilities: [{ kind: 'activated', costs: [{ type: 'tap' }], effects: [{ type: 'gain-control', duration: 'indefinite' }] }], duration: 'until-end-of-turn' }] }] },
      { text: '−10: Until end of turn, creatures you control gain deathtouch and "Whenever this creature deals damage to an opponent, that player loses the game."', abilities: [{ kind: 'activated', effects: [{ type: 'grant', keywords: ['deathtouch'] }, { type: 'grant', objects: { ref: 'previous' }, abilities: [{ kind: 'triggered', effects: [{ type: 'designate', designation: 'loses-game' }] }] }] }] },
      spell('Artifacts you control gain indestructible until end of turn.', { type: 'grant', objects: { ref: 'all', filter: { types: ['Artifact'], controller: 'you' } }, keywords: ['indestructible'] }),
      { text: 'Creatures your opponents control get -1/-1 until end of turn.', spell: true, abilities: [{ kind: 'spell', effects: [{ type: 'modify-pt', objects: { ref: 'all', filter: { types: ['Creature'], controller: 'opponent' } }, power: -1, toughness: -1 }] }] },
      // X in a group's change: as the spell announced it (Flowstone Slide), or as "where X is" defines it (Craterhoof Behemoth, Olivia's Wrath).
      spell('All creatures get +X/-X until end of turn.', { type: 'modify-pt', objects: { ref: 'all', filter: { types: ['Creature'] } }, power: { of: 'X' }, toughness: { of: 'times', factor: -1, amount: { of: 'X' } } }),
      { text: 'When this creature enters, creatures you control gain trample and get +X/+X until end of turn, where X is the number of creatures you control.', abilities: [{ kind: 'triggered', effects: [{ type: 'grant', keywords: ['trample'], objects: { ref: 'all', filter: { types: ['Creature'], controller: 'you' } } }, { type: 'modify-pt', objects: { ref: 'previous' }, power: { of: 'count', filter: { types: ['Creature'], controller: 'you' } } }] }] },
      spell("Each non-Vampire creature gets -X/-X until end of turn, where X is the number of Vampires you control.", { type: 'modify-pt', objects: { ref: 'all', filter: { types: ['Creature'], notSubtypes: ['Vampire'] } }, power: { of: 'times', factor: -1, amount: { of: 'count', filter: { subtypes: ['Vampire'], controller: 'you' } } } }),
    ],
  },
];

/** A group whose members an instruction on it can't change: not described by tapped status, counters, power, toughness or combat. */
const stableGroup: Parser<ObjectRef> = map(groupRef, (r) => (r.ref === 'all' && !['tapped', 'counters', 'power', 'toughness', 'combat', 'anyOf', 'zone'].some((k) => k in r.filter) ? r : null));
/** "Untap all creatures you control", "Put a +1/+1 counter on each creature you control": an instruction on a stable group. */
const onGroup: Parser<[Effect, ObjectRef]> = alt<[Effect, ObjectRef]>(
  map(seq(lit('untap'), stableGroup), ([, objects]) => [{ type: 'tap', objects, untap: true }, objects]),
  map(seq(lit('put'), count, counterKind, counterWord, lit('on'), stableGroup), ([, amount, counter, , , on]) => [{ type: 'put-counters', on: [on], counter, amount }, on]),
);

/**
 * "Untap all creatures you control. Those creatures get +2/+2 until end of turn." — "those
 * creatures" are the ones the first instruction acted on. Its group is described by nothing the
 * instruction changes (stableGroup), and nothing can change who controls what between the two
 * instructions of one resolution, so reading the same group again names the same creatures.
 */
export const THOSE_CREATURES_EFFECTS: Entry<Effect[]>[] = [
  {
    id: 'effect/they-changes',
    wording: 'They (Those creatures, Those tokens, Those permanents) gain KEYWORDS [and get +N/+N] until end of turn / They gain haste — the objects the instruction before acted on (608.2c, 611.2a)',
    // "Create two 1/1 red Goblin creature tokens. They gain haste until end of turn.", "Gain control of all creatures until end
    // of turn. Untap those creatures. They gain haste until end of turn.": `previous`, which the line reader accepts only right
    // after an instruction that acts on objects (entries/lines.ts `previousFollows`). With no duration the keywords stay for as
    // long as the objects do (611.2a); a change of power then is not read.
    parse: map(seq(alt(lit('they'), lit('those creatures'), lit('those tokens'), lit('those permanents')), changes, opt(untilEndOfTurn)), ([, cs, eot]) => {
      if (eot !== undefined) return groupVerbs(PREVIOUS, cs);
      return cs.every((c) => c.kind === 'grant') ? cs.map((c): Effect => ({ type: 'grant', objects: PREVIOUS, keywords: [(c as { keyword: Keyword }).keyword], duration: 'indefinite' })) : null;
    }),
    fixtures: [
      spell('Create two 1/1 red Goblin creature tokens. They gain haste until end of turn.', { type: 'create-token', amount: 2 }, { type: 'grant', objects: { ref: 'previous' }, keywords: ['haste'], duration: 'until-end-of-turn' }),
      spell('Return all artifact cards from your graveyard to the battlefield. They gain haste until end of turn.', { type: 'move', to: 'battlefield' }, { type: 'grant', objects: { ref: 'previous' }, keywords: ['haste'] }),
      spell('Gain control of all creatures target opponent controls until end of turn. Untap those creatures. They gain haste until end of turn.', { type: 'gain-control' }, { type: 'tap', untap: true }, { type: 'grant', objects: { ref: 'previous' }, keywords: ['haste'] }),
      spell('Create two 1/1 red Goblin creature tokens. Those tokens gain haste until end of turn. Sacrifice them at the beginning of the next end step.', { type: 'create-token' }, { type: 'grant', objects: { ref: 'previous' } }, { type: 'delayed', effects: [{ type: 'sacrifice', objects: { ref: 'previous' } }] }),
      spell('Create two 2/2 black Zombie creature tokens. They gain haste.', { type: 'create-token' }, { type: 'grant', objects: { ref: 'previous' }, keywords: ['haste'], duration: 'indefinite' }),
    ],
  },
  {
    id: 'effect/those-creatures',
    wording: 'Untap all FILTERs / Put N KIND counters on each FILTER. Those creatures get +N/+N [and gain KEYWORD] until end of turn',
    parse: map(seq(onGroup, lit('. those creatures'), changes, untilEndOfTurn), ([[first, creatures], , cs]) => [first, ...groupVerbs(creatures, cs)]),
    fixtures: [
      { text: '−1: Untap all creatures you control. Those creatures get +1/+1 until end of turn.', abilities: [{ kind: 'activated', effects: [{ type: 'tap', untap: true, objects: { ref: 'all', filter: { types: ['Creature'], controller: 'you' } } }, { type: 'modify-pt', objects: { ref: 'all', filter: { types: ['Creature'], controller: 'you' } }, power: 1, toughness: 1 }] }] },
      { text: '−3: Put a +1/+1 counter on each creature you control. Those creatures gain vigilance until end of turn.', abilities: [{ kind: 'activated', effects: [{ type: 'put-counters', counter: '+1/+1' }, { type: 'grant', keywords: ['vigilance'], objects: { ref: 'all' } }] }] },
    ],
  },
];

type Restriction = RestrictionKind[];
/** "if able" closing "attacks this turn" (508.1d). */
const optIfAble: Parser<boolean> = map(opt(lit('if able')), (x) => x !== undefined);
const restriction = oneOf<Restriction>([["can't block", ['cant-block']], ["can't be blocked", ['cant-be-blocked']], ["can't attack", ['cant-attack']], ["can't attack or block", ['cant-attack', 'cant-block']], ['attacks', ['attacks-this-turn']], ["can't be regenerated", ['cant-be-regenerated']]]);

const groupRestriction = oneOf<Restriction>([["can't block", ['cant-block']], ["can't be blocked", ['cant-be-blocked']], ["can't attack", ['cant-attack']], ['attacks', ['attacks-this-turn']], ['attack', ['attacks-this-turn']]]);
/** "Creatures you control can't be blocked this turn": each creature of the group, fixed as the instruction is carried out (611.2c). */
export const GROUP_RESTRICTION_EFFECTS: Entry<Effect[]>[] = [
  {
    id: 'effect/group-restrict-this-turn',
    wording: "Creatures you control (Creatures, Creatures your opponents control, Creatures without flying…) can't block / can't be blocked / can't attack / attack … if able this turn",
    parse: map(seq(groupRef, groupRestriction, lit('this turn'), optIfAble), ([objects, what, , ifAble]) => (objects.ref === 'all' && onlyCreaturesGroup(objects.filter) && (what[0] === 'attacks-this-turn') === ifAble ? [{ type: 'restrict', objects, what, duration: 'until-end-of-turn' }] : null)),
    fixtures: [
      { text: "−2: Creatures you control can't be blocked this turn.", abilities: [{ kind: 'activated', effects: [{ type: 'restrict', objects: { ref: 'all', filter: { types: ['Creature'], controller: 'you' } }, what: ['cant-be-blocked'], duration: 'until-end-of-turn' }] }] },
      spell("Creatures without flying can't block this turn.", { type: 'restrict', objects: { ref: 'all', filter: { types: ['Creature'], withoutKeywords: ['flying'] } }, what: ['cant-block'] }),
      { text: '{T}: Each creature attacks this turn if able.', abilities: [{ kind: 'activated', effects: [{ type: 'restrict', objects: { ref: 'all', filter: { types: ['Creature'] } }, what: ['attacks-this-turn'] }] }] },
    ],
  },
];

/** "It can't block this turn" after a sentence naming a target (entries/effects-players.ts reads "Target creature …" and "CARDNAME …"). */
export const RESTRICTION_EFFECTS: Entry<Effect[]>[] = [
  {
    id: 'effect/it-restrict-this-turn',
    wording: "… target creature. It can't block / can't be blocked / can't attack [or block] / can't be regenerated this turn",
    parse: map(seq(lit('it'), restriction, lit('this turn'), optIfAble), ([, what, , ifAble]) => ((what[0] === 'attacks-this-turn') === ifAble ? [restrictOn('same-target', what)] : null)),
    fixtures: [
      { text: "When this creature enters, tap target creature. It can't block this turn.", abilities: [{ kind: 'triggered', effects: [{ type: 'tap', objects: { ref: 'target', spec: { object: { types: ['Creature'] } } } }, { type: 'restrict', what: ['cant-block'], objects: { ref: 'same-target' } }] }] },
      // Rage of Purphoros (701.19c).
      spell("Test Card deals 4 damage to target creature. It can't be regenerated this turn. Scry 1.", { type: 'deal-damage', amount: 4 }, { type: 'restrict', what: ['cant-be-regenerated'], objects: { ref: 'same-target', slot: -1 } }, { type: 'look', action: 'scry' }),
    ],
  },
];
