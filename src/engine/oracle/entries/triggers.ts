// The trigger entries: the "When/Whenever/At …" heads of triggered abilities (603.1), read by the
// one trigger phrase (oracle/trigger-grammar.ts: SUBJECT × EVENT, PLAYER × ACTION, STEP) into a
// trigger spec that game/triggers/handler.ts matches against the game's events, and their
// fixtures. So "another Elf you control dies" reads once "another Elf you control enters" does.
import type { Trigger } from '../ast.ts';
import type { Filter, TriggerSpec } from '../vocabulary.ts';
import { line, triggerFixture, type Entry } from '../entry.ts';
import { alt, lit, map, memo, oneOf, seq, type Parser } from '../grammar.ts';
import { attacksWithOthers, checkable, countersOn, leavesGraveyardTrigger, objectEvent, playerTrigger, stepTrigger, subject, when, type ObjectEvent, type Subject } from '../trigger-grammar.ts';
import { permanentFilter } from '../filter-grammar.ts';

const trig = triggerFixture;

/** "a creature you control", "an artifact or creature an opponent controls", "a nontoken Elf": one object described (also what a replacement effect watches). */
export const aDescribedObject: Parser<Filter> = map(seq(alt(lit('a'), lit('an')), permanentFilter.one), ([, f]) => checkable(f));

/** An event whose object is the subject: the filter, "another" and "under your control" go on it; "or another" adds the source itself. */
function objectSpec(s: Subject, e: ObjectEvent): TriggerSpec | null {
  const { selfOnly, underYourControl, owner, ...rest } = e;
  if (selfOnly && s.object !== 'self') return null;
  const narrowed = (key: 'controller' | 'owner', who: 'you' | 'opponent' | undefined): TriggerSpec['object'] | null =>
    who === undefined ? s.object : typeof s.object === 'object' && s.object[key] === undefined ? { ...s.object, [key]: who } : null;
  const object = underYourControl ? narrowed('controller', 'you') : narrowed('owner', owner);
  if (object === null) return null;
  const withObject = (x: Omit<TriggerSpec, 'object'>): TriggerSpec => ({ ...x, object, ...(x.or ? { or: x.or.map((o) => ({ ...o, object })) } : {}) });
  const spec = withObject(rest);
  return { ...spec, ...(s.batched ? { batched: true } : {}), ...(s.orSelf ? { or: [...(spec.or ?? []), ...alternativesOf(spec).map((a) => ({ ...a, object: 'self' as const }))] } : {}) };
}
/** A spec's events one by one, without their own alternatives. */
const alternativesOf = (spec: TriggerSpec): TriggerSpec[] => [spec, ...(spec.or ?? [])].map(({ or: _or, ...one }) => one);

/**
 * Events that only happen to the source while it is on the battlefield, so "CARDNAME EVENT for the first time each turn" (valiant,
 * Hercules, Aurelia) is the ability triggering at most once each turn for this object (400.7: a new object may again).
 */
const FIRST_TIME_OF_SELF: ReadonlySet<string> = new Set(['becomes-target', 'dealt-damage', 'attacks', 'deals-damage', 'counters-put']);
const firstTime = (spec: TriggerSpec | null): TriggerSpec | null => (spec && spec.object === 'self' && !spec.or && !spec.batched && FIRST_TIME_OF_SELF.has(spec.on) ? { ...spec, oncePerTurn: true } : null);
const FIRST_TIME_EACH_TURN = lit('for the first time each turn');

const objectTrigger: Parser<TriggerSpec> = alt(
  map(seq(when, subject, objectEvent(false)), ([, s, e]) => (s.batched ? null : objectSpec(s, e))),
  map(seq(when, subject, objectEvent(true)), ([, s, e]) => (s.batched ? objectSpec(s, e) : null)),
  map(seq(when, subject, objectEvent(false), FIRST_TIME_EACH_TURN), ([, s, e]) => (s.batched || s.orSelf ? null : firstTime(objectSpec(s, e)))),
  map(seq(countersOn, FIRST_TIME_EACH_TURN), ([spec]) => firstTime(spec)),
  countersOn,
  attacksWithOthers,
);

const LANDS = [['plains', 'Plains'], ['islands', 'Island'], ['swamps', 'Swamp'], ['mountains', 'Mountain'], ['forests', 'Forest']] as const;

export const TRIGGERS: Entry<Trigger>[] = [
  {
    id: 'trigger/step',
    wording: "At the beginning of your (each, each opponent's, the) upkeep / draw step / first (precombat) main phase / second (postcombat) main phase / end step; at the beginning of combat on your (each opponent's) turn (of each combat); at end of combat",
    parse: stepTrigger,
    fixtures: [
      trig('At the beginning of your upkeep', { on: 'step-begins', step: 'upkeep', player: 'you' }),
      trig('At the beginning of the end step', { on: 'step-begins', step: 'end', player: 'any' }),
      trig("At the beginning of each opponent's upkeep", { on: 'step-begins', step: 'upkeep', player: 'opponent' }),
      trig("At the beginning of the upkeep of enchanted creature's controller", { on: 'step-begins', step: 'upkeep', player: 'host-controller' }),
      trig("At the beginning of the end step of enchanted artifact's controller", { on: 'step-begins', step: 'end', player: 'host-controller' }),
      line("At the beginning of the upkeep of enchanted creature's controller, put a -1/-1 counter on that creature.", { kind: 'triggered', effects: [{ type: 'put-counters', on: [{ ref: 'host' }], counter: '-1/-1' }] }),
      trig('At the beginning of combat on your turn', { on: 'step-begins', step: 'beginning-of-combat', player: 'you' }),
      trig('At the beginning of your first main phase', { on: 'step-begins', step: 'main1', player: 'you' }),
      trig('At the beginning of your second main phase', { on: 'step-begins', step: 'main2', player: 'you' }),
      trig('At the beginning of each of your postcombat main phases', { on: 'step-begins', step: 'main2', player: 'you' }),
    ],
  },
  {
    id: 'trigger/object',
    wording: 'When(ever) CARDNAME / enchanted (equipped) creature / a (another) FILTER (any description of permanents: "nontoken creature you control with power 2 or less") / one or more FILTERs / CARDNAME or another FILTER — enters / dies / leaves the battlefield / is put into a graveyard from the battlefield / attacks [alone] / blocks [a creature with(out) KEYWORD] / becomes blocked [by a FILTER] / deals [combat] damage [to a player, an opponent, you, a player or planeswalker (battle), a FILTER] / is dealt damage / becomes tapped (untapped) / becomes the target of a spell [or ability] [you control, an opponent controls] / is turned face up / transforms / exploits a creature / explores / becomes monstrous (renowned), or two of them joined by "or"; N or more (one or more, a) COUNTER counters are put on (are removed from) CARDNAME; CARDNAME becomes the target … / is dealt damage / attacks / deals damage / has counters put on it "for the first time each turn" (at most once each turn for this object)',
    parse: objectTrigger,
    fixtures: [
      trig('When Test Card enters the battlefield', { on: 'enters', object: 'self' }),
      trig('When this creature enters', { on: 'enters', object: 'self' }),
      trig('When Test Card dies', { on: 'dies', object: 'self' }),
      trig('Whenever Test Card attacks', { on: 'attacks', object: 'self' }),
      trig('Whenever Test Card deals combat damage to a player', { on: 'deals-damage', object: 'self', combat: true, recipient: { player: 'any' } }),
      trig('Whenever Test Card deals combat damage to an opponent', { on: 'deals-damage', object: 'self', combat: true, recipient: { player: 'opponent' } }),
      trig('Whenever another creature you control dies', { on: 'dies', object: { types: ['Creature'], controller: 'you', other: true } }),
      // Valiant, Hercules: an event only the source on the battlefield has, the first time each turn = at most once each turn for this object.
      trig('Whenever this creature becomes the target of a spell or ability you control for the first time each turn', { on: 'becomes-target', object: 'self', player: 'you', oncePerTurn: true }),
      trig('Whenever Test Card is dealt damage for the first time each turn', { on: 'dealt-damage', object: 'self', oncePerTurn: true }),
      trig('Whenever one or more +1/+1 counters are put on this creature for the first time each turn', { on: 'counters-put', object: 'self', counter: '+1/+1', oncePerTurn: true }),
      trig('Whenever another Elf you control dies', { on: 'dies', object: { subtypes: ['Elf'], controller: 'you', other: true } }),
      trig('Whenever this creature or another Human creature you control dies', { on: 'dies', object: { types: ['Creature'], subtypes: ['Human'], controller: 'you' }, or: [{ on: 'dies', object: 'self' }] }),
      trig('Whenever a creature an opponent controls dies', { on: 'dies', object: { types: ['Creature'], controller: 'opponent' } }),
      trig('Whenever another nontoken creature you control dies', { on: 'dies', object: { types: ['Creature'], token: false, controller: 'you', other: true } }),
      trig('Whenever this creature or another creature you control dies', { on: 'dies', object: { types: ['Creature'], controller: 'you' }, or: [{ on: 'dies', object: 'self' }] }),
      trig('Whenever another creature enters the battlefield under your control', { on: 'enters', object: { types: ['Creature'], other: true, controller: 'you' } }),
      trig('Whenever a land you control enters', { on: 'enters', object: { types: ['Land'], controller: 'you' } }),
      trig('Whenever a land enters the battlefield under your control', { on: 'enters', object: { types: ['Land'], controller: 'you' } }),
      trig('Whenever another artifact you control enters', { on: 'enters', object: { types: ['Artifact'], controller: 'you', other: true } }),
      trig('Whenever this creature or another Ally you control enters', { on: 'enters', object: { subtypes: ['Ally'], controller: 'you' }, or: [{ on: 'enters', object: 'self' }] }),
      trig('Whenever this creature enters or attacks', { on: 'enters', object: 'self', or: [{ on: 'attacks', object: 'self' }] }),
      trig('Whenever this creature blocks or becomes blocked', { on: 'blocks', object: 'self', or: [{ on: 'becomes-blocked', object: 'self' }] }),
      trig('Whenever this creature blocks a creature with flying', { on: 'blocks', object: 'self', versus: { withKeywords: ['flying'] } }),
      trig('Whenever this creature becomes blocked by a creature', { on: 'becomes-blocked', object: 'self', versus: { types: ['Creature'] } }),
      trig('Whenever equipped creature attacks', { on: 'attacks', object: 'host' }),
      trig('Whenever a creature you control deals combat damage to a player', { on: 'deals-damage', object: { types: ['Creature'], controller: 'you' }, combat: true, recipient: { player: 'any' } }),
      trig('When this enchantment leaves the battlefield', { on: 'leaves', object: 'self' }),
      trig('When enchanted creature dies', { on: 'dies', object: 'host' }),
      trig('Whenever equipped creature dies', { on: 'dies', object: 'host' }),
      trig('Whenever a creature dealt damage by this creature this turn dies', { on: 'dies', object: { types: ['Creature'], dealtDamageBySelf: true } }),
      trig('When this artifact is put into a graveyard from the battlefield', { on: 'put-into-graveyard', object: 'self' }),
      trig('Whenever one or more other creatures you control die', { on: 'dies', object: { types: ['Creature'], controller: 'you', other: true }, batched: true }),
      trig('Whenever Test Card becomes tapped', { on: 'becomes-tapped', object: 'self' }),
      trig('Whenever this creature becomes untapped', { on: 'becomes-untapped', object: 'self' }),
      trig('Whenever this creature deals damage', { on: 'deals-damage', object: 'self' }),
      trig('Whenever Test Card is dealt combat damage', { on: 'dealt-damage', object: 'self', combat: true }),
      trig('When this creature is turned face up', { on: 'turned-face-up', object: 'self' }),
      trig('Whenever this creature transforms into Test Card', { on: 'transforms', object: 'self' }),
      trig('Whenever this creature enters or transforms into Test Card', { on: 'enters', object: 'self', or: [{ on: 'transforms', object: 'self' }] }),
      trig('When this creature exploits a creature', { on: 'exploits', object: 'self' }),
      // 701.44b: once the whole explore is done (Wildgrowth Walker).
      trig('Whenever a creature you control explores', { on: 'explores', object: { types: ['Creature'], controller: 'you' } }),
      // 701.37b, 702.112b: Stormbreath Dragon, Valeron Wardens, Alpha Deathclaw.
      trig('When this creature becomes monstrous', { on: 'becomes-designated', designation: 'monstrous', object: 'self' }),
      trig('Whenever a creature you control becomes renowned', { on: 'becomes-designated', designation: 'renowned', object: { types: ['Creature'], controller: 'you' } }),
      trig('When this creature enters or becomes monstrous', { on: 'enters', object: 'self', or: [{ on: 'becomes-designated', designation: 'monstrous', object: 'self' }] }),
      // Any description the filter grammar reads (Wildheart Invoker's "with power 2 or less", Lathliss' "nontoken Dragon").
      trig('Whenever another creature you control with power 2 or less enters', { on: 'enters', object: { types: ['Creature'], controller: 'you', other: true, power: { op: '<=', value: 2 } } }),
      trig('Whenever a creature you control with a +1/+1 counter on it dies', { on: 'dies', object: { types: ['Creature'], controller: 'you', counters: { kind: '+1/+1' } } }),
      trig('Whenever a creature token you control enters', { on: 'enters', object: { types: ['Creature'], token: true, controller: 'you' } }),
      trig('Whenever a Samurai or Warrior you control attacks alone', { on: 'attacks', alone: true, object: { subtypes: ['Samurai', 'Warrior'], controller: 'you' } }),
      trig('Whenever this creature deals combat damage to a player or planeswalker', { on: 'deals-damage', object: 'self', combat: true, recipient: { player: 'any' }, or: [{ on: 'deals-damage', object: 'self', combat: true, recipient: { object: { types: ['Planeswalker'] } } }] }),
      // Vraska, Swarm's Eminence: beside a player, a planeswalker is no creature, so "that creature" is the dealer (oracle/event-refs.ts).
      { text: 'Whenever a creature you control with deathtouch deals damage to a player or planeswalker, put a +1/+1 counter on that creature.', abilities: [{ kind: 'triggered', trigger: { on: 'deals-damage', object: { types: ['Creature'], controller: 'you', withKeywords: ['deathtouch'] }, recipient: { player: 'any' }, or: [{ on: 'deals-damage', recipient: { object: { types: ['Planeswalker'] } } }] }, effects: [{ type: 'put-counters', on: [{ ref: 'event-object' }], counter: '+1/+1', amount: 1 }] }] },
      trig('Whenever equipped creature deals combat damage to a creature', { on: 'deals-damage', object: 'host', combat: true, recipient: { object: { types: ['Creature'] } } }),
      trig('Whenever this creature becomes the target of a spell or ability an opponent controls', { on: 'becomes-target', object: 'self', player: 'opponent' }),
      trig('When this creature becomes the target of a spell', { on: 'becomes-target', object: 'self', spell: {} }),
      // Events joined by "or" (603.2): any of them triggers the one ability.
      trig('When this creature enters or dies', { on: 'enters', object: 'self', or: [{ on: 'dies', object: 'self' }] }),
      trig('When this artifact enters or is put into a graveyard from the battlefield', { on: 'enters', object: 'self', or: [{ on: 'put-into-graveyard', object: 'self' }] }),
      trig('When this creature enters or is turned face up', { on: 'enters', object: 'self', or: [{ on: 'turned-face-up', object: 'self' }] }),
      trig('Whenever this creature or another creature or artifact you control dies', { on: 'dies', object: { types: ['Creature', 'Artifact'], controller: 'you', other: true }, or: [{ on: 'dies', object: 'self' }] }),
      trig('Whenever this creature blocks or becomes blocked by a white creature', { on: 'blocks', object: 'self', or: [{ on: 'becomes-blocked', object: 'self', versus: { colors: ['white'], types: ['Creature'] } }] }),
      trig('Whenever this creature attacks and isn\'t blocked', { on: 'not-blocked', object: 'self' }),
      trig('Whenever a creature attacks you or a planeswalker you control', { on: 'attacks', object: { types: ['Creature'] }, player: 'you' }),
      trig('Whenever a creature attacks you', { on: 'attacks', object: { types: ['Creature'] }, recipient: { player: 'you' } }),
      trig('Whenever a nontoken creature is put into your graveyard from the battlefield', { on: 'put-into-graveyard', object: { types: ['Creature'], token: false, owner: 'you' } }),
      // Battalion (207.2c): it and at least two others are declared as attackers.
      trig('Whenever this creature and at least two other creatures attack', { on: 'attacks', object: 'self', atLeast: 3 }),
      trig('Whenever N or more +1/+1 counters are put on this creature'.replace('N', 'two'), { on: 'counters-put', object: 'self', counter: '+1/+1', atLeast: 2 }),
      // Chandra, Fire Artisan: a loyalty cost paid (606.4) or damage dealt to her (120.3c) removes them.
      trig('Whenever one or more loyalty counters are removed from Test Card', { on: 'counters-removed', object: 'self', counter: 'loyalty' }),
      // "that much" / "that player" read the damage event (oracle/event-refs.ts): its total, the player dealt it.
      line('Whenever this creature deals damage, you gain that much life.', { kind: 'triggered', trigger: { on: 'deals-damage', object: 'self' }, effects: [{ type: 'gain-life', players: { ref: 'you' }, amount: { of: 'event' } }] }),
      line('Whenever enchanted creature deals damage, you gain that much life.', { kind: 'triggered', trigger: { on: 'deals-damage', object: 'host' } }),
      line('Whenever Test Card is dealt combat damage, you gain that much life.', { kind: 'triggered', trigger: { on: 'dealt-damage', object: 'self', combat: true } }),
      line('Whenever this creature is dealt damage, each opponent loses that much life.', { kind: 'triggered', effects: [{ type: 'lose-life', players: { ref: 'each', filter: 'opponent' }, amount: { of: 'event' } }] }),
      // "it" / "that creature" in a trigger about another object: the event's object (603.7c; oracle/pronouns.ts, event-refs.ts).
      line('Whenever equipped creature attacks, put a +1/+1 counter on it.', { kind: 'triggered', effects: [{ type: 'put-counters', on: [{ ref: 'event-object' }] }] }),
      // Vraska the Unseen: damage to the source itself; "that creature" is the one that dealt it (603.7c).
      line('Whenever a creature deals combat damage to Test Card, destroy that creature.', { kind: 'triggered', trigger: { on: 'deals-damage', object: { types: ['Creature'] }, combat: true, recipient: { object: 'self' } }, effects: [{ type: 'destroy', objects: { ref: 'event-object' } }] }),
      line('Whenever a creature deals damage to you, destroy it.', { kind: 'triggered', trigger: { on: 'deals-damage', recipient: { player: 'you' } }, effects: [{ type: 'destroy', objects: { ref: 'event-object' } }] }),
      line('Whenever Test Card becomes blocked by a creature, destroy that creature.', { kind: 'triggered', effects: [{ type: 'destroy', objects: { ref: 'event-object' } }] }),
      line('Whenever a creature an opponent controls dies, its controller loses 1 life.', { kind: 'triggered', effects: [{ type: 'lose-life', players: { ref: 'controller', of: { ref: 'event-object' } } }] }),
      line('Whenever a player casts a spell with mana value 3 or less, Test Card deals 2 damage to that player.', { kind: 'triggered', effects: [{ type: 'deal-damage', to: [{ ref: 'event-player' }] }] }),
      line('Whenever an opponent loses life, you gain that much life.', { kind: 'triggered', effects: [{ type: 'gain-life', amount: { of: 'event' } }] }),
      line('Whenever Test Card deals combat damage to an opponent, it deals that much damage to target planeswalker that player controls.', { kind: 'triggered', trigger: { on: 'deals-damage', combat: true, recipient: { player: 'opponent' } }, effects: [{ type: 'deal-damage', amount: { of: 'event' }, to: [{ ref: 'target', spec: { object: { types: ['Planeswalker'], controller: { player: { ref: 'event-player' } } } } }] }] }),
    ],
  },
  {
    id: 'trigger/leaves-graveyard',
    wording: 'Whenever one or more [FILTER] cards leave your graveyard [during your turn] (once for each batch, 603.2c); whenever a FILTER card leaves your (an opponent\'s) graveyard (once for each card)',
    parse: leavesGraveyardTrigger,
    fixtures: [
      trig('Whenever one or more cards leave your graveyard', { on: 'leaves-graveyard', player: 'you', batched: true }),
      trig('Whenever one or more creature cards leave your graveyard', { on: 'leaves-graveyard', player: 'you', batched: true, object: { types: ['Creature'] } }),
      trig('Whenever one or more cards leave your graveyard during your turn', { on: 'leaves-graveyard', player: 'you', batched: true, condition: { kind: 'your-turn' } }),
      trig('Whenever a creature card leaves an opponent\'s graveyard', { on: 'leaves-graveyard', player: 'opponent', object: { types: ['Creature'] } }),
      line('Whenever one or more cards leave your graveyard, create a 2/2 black Zombie Druid creature token.', { kind: 'triggered', trigger: { on: 'leaves-graveyard', player: 'you', batched: true }, effects: [{ type: 'create-token' }] }),
    ],
  },
  {
    id: 'trigger/player',
    wording: 'Whenever you (an opponent, a player) cast(s) a FILTER spell [that targets CARDNAME] / your (their) first (second, third) spell each turn / gain(s) life / lose(s) life / draw(s) a card / draw your second card each turn / discard(s) a FILTER card / discard(s) one (N) or more FILTER cards / cycle(s) [or discard(s)] a card / sacrifice(s) a FILTER / attack(s) [with N or more creatures / FILTER] / scry(scries) / surveil(s) / exert(s) a creature / commit(s) a crime / expend(s) N; cast a spell from your graveyard; when you cast this spell; when you cycle this card; when you set this scheme in motion; whenever chaos ensues; when you planeswalk to CARDNAME; whenever you\'re dealt [combat] damage; whenever a source you control deals [noncombat] damage [to an opponent]',
    parse: playerTrigger,
    fixtures: [
      trig('Whenever you cast a noncreature spell', { on: 'casts', player: 'you', spell: { notTypes: ['Creature'] } }),
      trig('Whenever you cast an instant or sorcery spell', { on: 'casts', player: 'you', spell: { types: ['Instant', 'Sorcery'] } }),
      trig('Whenever you cast an enchantment spell', { on: 'casts', player: 'you', spell: { types: ['Enchantment'] } }),
      trig('Whenever a player casts a white spell', { on: 'casts', player: 'any', spell: { colors: ['white'] } }),
      trig('Whenever an opponent casts a spell', { on: 'casts', player: 'opponent', spell: {} }),
      trig('Whenever you cast a Spirit or Arcane spell', { on: 'casts', spell: { subtypes: ['Spirit', 'Arcane'] } }),
      trig('Whenever you cast a spell with mana value 5 or greater', { on: 'casts', spell: { manaValue: { op: '>=', value: 5 } } }),
      trig('Heroic — Whenever you cast a spell that targets this creature', { on: 'casts', player: 'you', spell: { targetsSelf: true } }),
      trig('Whenever you gain life', { on: 'gains-life', player: 'you' }),
      trig('Whenever you attack', { on: 'player-attacks', player: 'you' }),
      // only the attackers a description fits are counted (508.1): Celeborn the Wise, Tide Skimmer.
      trig('Whenever you attack with one or more Elves', { on: 'player-attacks', player: 'you', atLeast: 1, object: { subtypes: ['Elf'] } }),
      trig('Whenever you attack with two or more creatures with flying', { on: 'player-attacks', player: 'you', atLeast: 2, object: { types: ['Creature'], withKeywords: ['flying'] } }),
      trig('Whenever you draw your second card each turn', { on: 'draws', player: 'you', nth: 2 }),
      trig('Whenever you cast your second spell each turn', { on: 'casts', player: 'you', nth: 2 }),
      // Repartee: one of the spell's targets is a creature; a kicked spell (702.33d).
      trig('Repartee — Whenever you cast an instant or sorcery spell that targets a creature', { on: 'casts', player: 'you', spell: { types: ['Instant', 'Sorcery'], targets: { types: ['Creature'] } } }),
      trig('Whenever you cast a kicked spell', { on: 'casts', player: 'you', spell: { kicked: true } }),
      // Magecraft (Archmage Emeritus): a copy is not cast (707.10), so copying is its own event.
      trig('Magecraft — Whenever you cast or copy an instant or sorcery spell', { on: 'casts', player: 'you', spell: { types: ['Instant', 'Sorcery'] }, or: [{ on: 'copies', player: 'you', spell: { types: ['Instant', 'Sorcery'] } }] }),
      trig('Whenever a player casts their second spell each turn', { on: 'casts', player: 'any', nth: 2 }),
      trig('Whenever you cast a creature spell with mana value 2 or less', { on: 'casts', spell: { types: ['Creature'], manaValue: { op: '<=', value: 2 } } }),
      trig('Whenever you cast a legendary spell', { on: 'casts', spell: { supertypes: ['Legendary'] } }),
      trig('Whenever you cast a historic spell', { on: 'casts', spell: { anyOf: [{ supertypes: ['Legendary'] }, { types: ['Artifact'] }, { subtypes: ['Saga'] }] } }),
      // 601.2a: where the spell was cast from (Alex Wilder's kin; Lutri-era "from exile"); a copy isn't cast (707.10).
      trig('Whenever you cast a spell from anywhere other than your hand', { on: 'casts', player: 'you', spell: { from: 'not-hand' } }),
      trig('Whenever a player casts a spell from a graveyard', { on: 'casts', player: 'any', spell: { from: 'graveyard' } }),
      trig('Whenever you cast an instant or sorcery spell from your library', { on: 'casts', spell: { types: ['Instant', 'Sorcery'], from: 'library' } }),
      // Wakening Sun's Avatar, Zacama: the permanent was a spell its controller cast (601.2), from that zone.
      trig('When this creature enters, if you cast it from your hand', { on: 'enters', object: 'self', interveningIf: { kind: 'source-status', status: { was: 'cast', from: 'hand' } } }),
      trig('When this creature enters, if you cast it', { on: 'enters', object: 'self', interveningIf: { kind: 'source-status', status: { was: 'cast' } } }),
      trig('Whenever an opponent discards a card', { on: 'discards', player: 'opponent' }),
      trig('Whenever you discard a creature card', { on: 'discards', player: 'you', object: { types: ['Creature'] } }),
      // Cycling discards the card (702.29a): one event for "cycle or discard".
      trig('Whenever you cycle or discard a card', { on: 'discards', player: 'you' }),
      trig('Whenever a player cycles a card', { on: 'cycles', player: 'any' }),
      trig('When you cycle this card', { on: 'cycles', object: 'self', player: 'you' }),
      trig('When you cast this spell', { on: 'casts', object: 'self', player: 'you' }),
      // A scheme's (701.32b, 904.9): "this scheme" is the card itself (314.7).
      trig('When you set this scheme in motion', { on: 'sets-in-motion', object: 'self', player: 'you' }),
      line('When you set this scheme in motion, create a 5/5 red Dragon creature token with flying.', { kind: 'triggered', trigger: { on: 'sets-in-motion', object: 'self' }, effects: [{ type: 'create-token' }] }),
      // A plane's chaos ability (311.7) and "When you planeswalk to CARDNAME" (701.31d).
      trig('Whenever chaos ensues', { on: 'chaos-ensues' }),
      line('Whenever chaos ensues, target player draws two cards.', { kind: 'triggered', trigger: { on: 'chaos-ensues' }, effects: [{ type: 'draw' }] }),
      trig('When you planeswalk to Test Card', { on: 'planeswalks', object: 'self', player: 'you' }),
      trig('When an opponent casts a creature spell', { on: 'casts', player: 'opponent', spell: { types: ['Creature'] } }),
      trig("Whenever you cast a spell during an opponent's turn", { on: 'casts', player: 'you', condition: { kind: 'not-your-turn' } }),
      trig("Whenever you cast your first spell during each opponent's turn", { on: 'casts', player: 'you', nth: 1, condition: { kind: 'not-your-turn' } }),
      trig('Whenever you cycle or discard another card', { on: 'discards', player: 'you', object: { other: true } }),
      trig('Whenever you sacrifice a Clue', { on: 'sacrificed', player: 'you', object: { subtypes: ['Clue'] } }),
      trig('Whenever you sacrifice another permanent', { on: 'sacrificed', player: 'you', object: { permanent: true, other: true } }),
      trig('Whenever a player sacrifices a permanent', { on: 'sacrificed', player: 'any', object: { permanent: true } }),
      trig('Whenever an opponent loses life', { on: 'loses-life', player: 'opponent' }),
      // 603.2c: one discard event however many cards; "two or more" once at least two are discarded at once (Magmakin Artillerist, Cryptcaller Chariot).
      trig('Whenever you discard one or more cards', { on: 'discards', player: 'you', batched: true }),
      trig('Whenever you discard one or more artifact cards', { on: 'discards', player: 'you', batched: true, object: { types: ['Artifact'] } }),
      trig('Whenever you discard two or more cards', { on: 'discards', player: 'you', batched: true, atLeast: 2 }),
      // 701.22d, 701.25d (Flamespeaker Adept, Dimir Spybug); 701.43a (Vizier of the True).
      trig('Whenever you scry', { on: 'scries', player: 'you' }),
      trig('Whenever you surveil', { on: 'surveils', player: 'you' }),
      trig('Whenever you exert a creature', { on: 'exerts', player: 'you' }),
      // 700.13: Outlaws of Thunder Junction's crimes (Blood Hustler, Patrolling Peacemaker, Overzealous Muscle).
      trig('Whenever you commit a crime', { on: 'commits-crime', player: 'you' }),
      trig('Whenever you activate an ability that isn\'t a mana ability', { on: 'activates', player: 'you' }),
      trig('Whenever you activate an ability of an artifact, if it isn\'t a mana ability', { on: 'activates', player: 'you', object: { types: ['Artifact'] } }),
      trig('Whenever an ability of equipped creature is activated, if it isn\'t a mana ability', { on: 'activates', player: 'any', object: 'host' }),
      trig('Whenever an opponent commits a crime', { on: 'commits-crime', player: 'opponent' }),
      // 700.14: the mana spent this turn to cast spells reaches N (Bark-Knuckle Boxer, Roughshod Duo).
      trig('Whenever you expend 4', { on: 'expends', player: 'you', reaches: 4 }),
      trig('Whenever you commit a crime during your turn', { on: 'commits-crime', player: 'you', condition: { kind: 'your-turn' } }),
      line('Whenever you commit a crime, put a +1/+1 counter on this creature. This ability triggers only once each turn.', { kind: 'triggered', trigger: { on: 'commits-crime', player: 'you', oncePerTurn: true }, effects: [{ type: 'put-counters', on: [{ ref: 'self' }], counter: '+1/+1' }] }),
      // "from your graveyard": a card the ability's controller owns, cast from a graveyard (404.2; Burning Vengeance).
      trig('Whenever you cast a spell from your graveyard', { on: 'casts', player: 'you', spell: { from: 'graveyard', owner: 'you' } }),
      // The player dealt damage: once for each batch, with its total (Sun Droplet, Blood Hound).
      trig("Whenever you're dealt damage", { on: 'dealt-damage', recipient: { player: 'you' } }),
      // Any source its controller controls, a spell or a permanent (Chandra's Pyreling, Niv-Mizzet, Visionary).
      trig('Whenever a source you control deals noncombat damage to an opponent', { on: 'deals-damage', object: { controller: 'you' }, noncombat: true, recipient: { player: 'opponent' } }),
      line("Whenever you're dealt damage, put that many charge counters on this artifact.", { kind: 'triggered', trigger: { on: 'dealt-damage', recipient: { player: 'you' } }, effects: [{ type: 'put-counters', on: [{ ref: 'self' }], counter: 'charge', amount: { of: 'event' } }] }),
    ],
  },
  // 603.8: a state trigger — whenever the state holds, not again while it waits or is on the stack.
  {
    id: 'trigger/control-no-land-type',
    wording: 'When you control no Islands (Plains, Swamps, Mountains, Forests) — a state trigger (603.8)',
    parse: map(seq(lit('when you control no'), oneOf(LANDS)), ([, landType]) => ({ on: 'state', condition: { kind: 'controls', who: 'you', filter: { subtypes: [landType] }, atMost: 0 } })),
    fixtures: [trig('When you control no Islands', { on: 'state', condition: { kind: 'controls', who: 'you', filter: { subtypes: ['Island'] }, atMost: 0 } })],
  },
  {
    id: 'trigger/day-night-changes',
    wording: 'Whenever day becomes night or night becomes day (731.1a)',
    parse: map(lit('whenever day becomes night or night becomes day'), () => ({ on: 'day-night-changes' })),
    fixtures: [trig('Whenever day becomes night or night becomes day', { on: 'day-night-changes' })],
  },
];

/** Whether the ability's "it" can name its source: its trigger is about the source itself, a step or a player, not another object (603.7c: "it" there is that object). */
export const itIsSource = (t: Trigger): boolean => !(typeof t.object === 'object' || t.object === 'host');

/** "When CARDNAME enters": the trigger of the cast-choice conditions ("if it was kicked"). */
export const entersSelf = (t: Trigger): boolean => t.on === 'enters' && t.object === 'self' && !t.or;

export const triggerHead = memo(alt(...TRIGGERS.map((t) => t.parse)));
