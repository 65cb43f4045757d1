// The one trigger phrase: the "When/Whenever/At …" head of a triggered ability (603.1) read into a
// `TriggerSpec` (vocabulary.ts) that game/triggers/handler.ts matches against the game's events.
// It composes, instead of listing wordings:
//
//   SUBJECT × EVENT   the ability's source, its host ("enchanted creature"), any description of
//                     permanents the one filter grammar reads ("another nontoken creature you
//                     control with power 2 or less", "one or more Goblins") — and EVENT any of the
//                     object events ("enters", "dies", "attacks alone", "deals combat damage to a
//                     player or planeswalker", "becomes the target of a spell an opponent controls"),
//                     or several joined by "or" ("enters or dies", 603.2: any of them triggers it);
//   PLAYER × ACTION   "you" / "an opponent" / "a player" casts a FILTER spell (its second each
//                     turn), draws, discards, cycles, sacrifices a FILTER, gains or loses life,
//                     attacks;
//   STEP              "at the beginning of [whose] upkeep / draw step / first main phase / combat /
//                     end step".
import type { CounterName } from './ast.ts';
import { cardFilter, permanentFilter, spellFilter } from './filter-grammar.ts';
import { alt, lit, map, oneOf, opt, seq, type Parser } from './grammar.ts';
import { count, counterKind, keyword, self } from './phrases.ts';
import type { CastFrom, Condition, Filter, HostPlayer, PlayerFilter, TriggerSpec } from './vocabulary.ts';

export const when = alt(lit('when'), lit('whenever'));

// ─── Subjects ──────────────────────────────────────────────────────────────────────────────

/**
 * A description a trigger can check on the event's object alone: refs inside it ("that player
 * controls"), names, shared qualities and zones are read by the general matcher, not the
 * handler's, so a head that says them is refused rather than matched wrongly.
 */
export const checkable = (f: Filter | null): Filter | null => {
  if (!f) return null;
  const said = JSON.stringify(f);
  if (f.named || f.shares || f.zone || f.spell || said.includes('"ref"') || said.includes('"of"')) return null;
  return f;
};
const one = map(permanentFilter.one, checkable);
/** A description of attackers that says more than "creatures" (those are all the attackers: `atLeast` alone), with no controller (the attacking player's). */
const isCreatureOnly = (f: Filter): boolean => f.controller === undefined && f.owner === undefined && !f.other && !(Object.keys(f).length === 1 && f.types?.length === 1 && f.types[0] === 'Creature');
const many = map(permanentFilter.many, checkable);

export type Subject = { object: TriggerSpec['object']; batched?: true; orSelf?: true };

export const subject: Parser<Subject> = alt<Subject>(
  map(self, () => ({ object: 'self' })),
  map(seq(alt(lit('enchanted'), lit('equipped')), alt(lit('creature'), lit('permanent'), lit('land'), lit('artifact'), lit('enchantment'))), () => ({ object: 'host' })),
  map(seq(lit('a creature dealt damage by'), self, lit('this turn')), () => ({ object: { types: ['Creature'], dealtDamageBySelf: true } })),
  // "a creature you control", "another nontoken Elf", "an artifact or creature an opponent controls".
  map(seq(opt(alt(lit('a'), lit('an'))), one), ([article, f]) => (article === undefined && !f.other ? null : { object: f })),
  // "CARDNAME or another Ally you control": the source is one of them (603.2).
  map(seq(self, lit('or'), one), ([, , f]) => (f.other ? { object: f, orSelf: true } : null)),
  // "one or more [other] creatures": once per event however many (603.2c).
  map(seq(lit('one or more'), many), ([, f]) => ({ object: f, batched: true })),
);

// ─── Events of an object ───────────────────────────────────────────────────────────────────

export type ObjectEvent = Omit<TriggerSpec, 'object'> & { selfOnly?: true; underYourControl?: true; /** "is put into your graveyard": whose graveyard, so whose card (404.2). */ owner?: 'you' | 'opponent' };
const plain = (on: TriggerSpec['on']): ObjectEvent => ({ on });

/** To whom damage is dealt: "a player", "an opponent", "you", "a player or planeswalker", "a creature". */
const damaged: Parser<Pick<TriggerSpec, 'recipient' | 'or'>> = alt<Pick<TriggerSpec, 'recipient' | 'or'>>(
  map(lit('to a player'), () => ({ recipient: { player: 'any' } })),
  map(lit('to an opponent'), () => ({ recipient: { player: 'opponent' } })),
  map(lit('to you'), () => ({ recipient: { player: 'you' } })),
  map(lit('to enchanted player'), () => ({ recipient: { player: 'host' } })),
  // "Whenever a creature deals combat damage to Vraska": the source itself (a planeswalker dealt damage, 120.3c).
  map(seq(lit('to'), self), () => ({ recipient: { object: 'self' } })),
  map(seq(lit('to'), alt(lit('a'), lit('an')), one), ([, , f]) => ({ recipient: { object: f } })),
  // "to a player or planeswalker", "to a player or battle": either recipient (the second an alternative).
  map(seq(lit('to a player or'), alt(map(lit('planeswalker'), () => 'Planeswalker'), map(lit('battle'), () => 'Battle'))), ([, t]) => ({ recipient: { player: 'any' }, or: [{ on: 'deals-damage', recipient: { object: { types: [t] } } }] })),
  map(lit('to an opponent or planeswalker'), () => ({ recipient: { player: 'opponent' }, or: [{ on: 'deals-damage', recipient: { object: { types: ['Planeswalker'] } } }] })),
);

/** Who controls the spell or ability that targets: "a spell or ability an opponent controls". */
const byWhom = opt(oneOf<PlayerFilter>([['you control', 'you'], ['an opponent controls', 'opponent'], ['your opponents control', 'opponent']]));

/** One thing that happens to the subject, in the singular verb ("dies") or, after a plural subject, the plural ("die"). */
const oneEvent = (plural: boolean): Parser<ObjectEvent> => {
  const v = (singular: string, manyForm: string): Parser<null> => lit(plural ? manyForm : singular);
  const is = plural ? 'are' : 'is';
  return alt<ObjectEvent>(
    map(seq(v('enters', 'enter'), opt(lit('the battlefield')), opt(lit('under your control'))), ([, , yours]) => ({ on: 'enters', ...(yours !== undefined ? { underYourControl: true } : {}) }) as ObjectEvent),
    map(seq(lit('transforms into'), self), () => ({ on: 'transforms', selfOnly: true })),
    // 716.2a: a Class level bar's ability makes "this Class's level become N".
    map(seq(lit('becomes level'), count), ([, n]) => ({ on: 'becomes-level', reaches: n, selfOnly: true })),
    map(v('dies', 'die'), () => plain('dies')),
    map(v('leaves the battlefield', 'leave the battlefield'), () => plain('leaves')),
    map(lit(`${is} put into a graveyard from the battlefield`), () => plain('put-into-graveyard')),
    map(seq(lit(`${is} put into`), oneOf<'you' | 'opponent'>([['your', 'you'], ["an opponent's", 'opponent']]), lit('graveyard from the battlefield')), ([, owner]) => ({ on: 'put-into-graveyard', owner })),
    map(v('attacks', 'attack'), () => plain('attacks')),
    // 506.5: the only creature declared as an attacker.
    map(lit('attacks alone'), () => ({ on: 'attacks', alone: true })),
    // 702.171b: "attacks while saddled" — saddled as it is declared an attacker (checked as it triggers).
    map(lit('attacks while saddled'), () => ({ on: 'attacks', condition: { kind: 'event-object', filter: { saddled: true } } })),
    // The player attacked: "attacks you" (not a planeswalker of yours), "attacks you or a planeswalker you control" (either).
    map(v('attacks you', 'attack you'), () => ({ on: 'attacks', recipient: { player: 'you' } })),
    map(v('attacks enchanted player', 'attack enchanted player'), () => ({ on: 'attacks', recipient: { player: 'host' } })),
    map(v('attacks you or a planeswalker you control', 'attack you or a planeswalker you control'), () => ({ on: 'attacks', player: 'you' })),
    // 509.3g: no creature was declared as a blocker for it.
    map(lit(plural ? "attack and aren't blocked" : "attacks and isn't blocked"), () => plain('not-blocked')),
    map(v('blocks', 'block'), () => plain('blocks')),
    // 509.3b: once for each creature it blocks.
    map(v('blocks a creature', 'block a creature'), () => ({ on: 'blocks', versus: { types: ['Creature'] } })),
    map(seq(v('blocks a creature with', 'block a creature with'), keyword), ([, k]) => ({ on: 'blocks', versus: { withKeywords: [k] } })),
    map(seq(v('blocks a creature without', 'block a creature without'), keyword), ([, k]) => ({ on: 'blocks', versus: { types: ['Creature'], withoutKeywords: [k] } })),
    map(v('becomes blocked', 'become blocked'), () => plain('becomes-blocked')),
    // 509.3d: once for each creature blocking it.
    map(seq(v('becomes blocked by', 'become blocked by'), alt(lit('a'), lit('an')), one), ([, , f]) => ({ on: 'becomes-blocked', versus: f })),
    map(seq(v('deals', 'deal'), opt(lit('combat')), lit('damage'), opt(damaged)), ([, combat, , to]) => ({ on: 'deals-damage', ...(combat !== undefined ? { combat: true } : {}), ...(to ?? {}), ...(to?.or ? { or: to.or.map((o) => ({ ...o, ...(combat !== undefined ? { combat: true } : {}) })) } : {}) }) as ObjectEvent),
    map(seq(lit(`${is} dealt`), opt(lit('combat')), lit('damage')), ([, combat]) => ({ on: 'dealt-damage', ...(combat !== undefined ? { combat: true } : {}) }) as ObjectEvent),
    map(v('becomes tapped', 'become tapped'), () => plain('becomes-tapped')),
    map(v('becomes untapped', 'become untapped'), () => plain('becomes-untapped')),
    map(seq(v('becomes the target of a spell or ability', 'become the target of a spell or ability'), byWhom), ([, by]) => ({ on: 'becomes-target', ...(by ? { player: by } : {}) }) as ObjectEvent),
    map(seq(v('becomes the target of a spell', 'become the target of a spell'), byWhom), ([, by]) => ({ on: 'becomes-target', spell: {}, ...(by ? { player: by } : {}) }) as ObjectEvent),
    map(lit(`${is} turned face up`), () => plain('turned-face-up')),
    // 701.37b, 702.112b: the designation is the event (a permanent that already had it doesn't become it again).
    map(seq(v('becomes', 'become'), oneOf<'monstrous' | 'renowned'>([['monstrous', 'monstrous'], ['renowned', 'renowned']])), ([, designation]) => ({ on: 'becomes-designated', designation })),
    // 701.44b: once the whole explore is done.
    map(v('explores', 'explore'), () => plain('explores')),
    // 702.110b: "exploits a creature" is the exploiting creature's own.
    map(lit('exploits a creature'), () => ({ on: 'exploits', selfOnly: true })),
  );
};

/** "blocks or becomes blocked by a nonblack creature": the creature's description is of both events — it blocks a nonblack creature (509.3b), or one blocks it. */
const blocksAlike = (a: ObjectEvent, b: ObjectEvent): ObjectEvent => (a.on === 'blocks' && !a.versus && b.on === 'becomes-blocked' && b.versus ? { ...a, versus: b.versus } : a);

/** Events joined by "or" (603.2: "enters or attacks", "blocks or becomes blocked", "enters or dies"): any of them triggers the ability. */
export const objectEvent = (plural: boolean): Parser<ObjectEvent> =>
  alt<ObjectEvent>(
    oneEvent(plural),
    map(seq(oneEvent(plural), lit('or'), oneEvent(plural)), ([a, , b]) => (a.or || b.or || b.selfOnly || a.underYourControl || b.underYourControl ? null : { ...blocksAlike(a, b), or: [b] })),
    map(seq(lit('enters or transforms into'), self), () => ({ on: 'enters', or: [{ on: 'transforms' }], selfOnly: true })),
  );

/** Counters put on the subject: "a +1/+1 counter is put on CARDNAME", "one or more counters are put on", "N or more +1/+1 counters are put on". */
const countersPut: Parser<{ counter?: CounterName; atLeast?: number }> = alt(
  map(seq(alt(lit('a'), lit('an')), counterKind, lit('counter is put on')), ([, counter]) => ({ counter })),
  map(seq(lit('one or more'), opt(counterKind), lit('counters are put on')), ([, counter]) => (counter ? { counter } : {})),
  map(seq(count, lit('or more'), opt(counterKind), lit('counters are put on')), ([n, , counter]) => ({ ...(counter ? { counter } : {}), atLeast: n })),
);
/** Battalion's "CARDNAME and at least two other creatures attack": it attacks with at least N others (508.1). */
export const attacksWithOthers: Parser<TriggerSpec> = map(
  seq(when, alt(map(self, () => 'self' as const), map(lit('equipped creature'), () => 'host' as const)), lit('and at least'), count, alt(lit('other creatures attack'), lit('other creature attack'))),
  ([, object, , n]) => ({ on: 'attacks', object, atLeast: n + 1 }),
);
/** Counters removed from the subject: "one or more loyalty counters are removed from CARDNAME", "a time counter is removed from …" (a cost paid, damage to a planeswalker, 120.3c, or an effect). */
const countersRemoved: Parser<{ counter?: CounterName; atLeast?: number }> = alt(
  map(seq(alt(lit('a'), lit('an')), counterKind, lit('counter is removed from')), ([, counter]) => ({ counter })),
  map(seq(lit('one or more'), opt(counterKind), lit('counters are removed from')), ([, counter]) => (counter ? { counter } : {})),
  map(seq(count, lit('or more'), opt(counterKind), lit('counters are removed from')), ([n, , counter]) => ({ ...(counter ? { counter } : {}), atLeast: n })),
);
export const countersOn: Parser<TriggerSpec> = alt<TriggerSpec>(
  map(seq(when, countersPut, self), ([, c]) => ({ on: 'counters-put', object: 'self', ...c })),
  map(seq(when, countersRemoved, self), ([, c]) => ({ on: 'counters-removed', object: 'self', ...c })),
);

// ─── Events of a player ────────────────────────────────────────────────────────────────────

/** What a spell targets: "that targets CARDNAME", "that targets a creature [you control]" (one of its targets fits). */
const spellTargets: Parser<{ targetsSelf: true } | { targets: Filter }> = alt<{ targetsSelf: true } | { targets: Filter }>(
  map(lit('that targets SELF'), () => ({ targetsSelf: true })),
  map(seq(lit('that targets'), alt(lit('a'), lit('an')), one), ([, , f]) => ({ targets: f })),
);
/** Where the spell was cast from (601.2a): "from anywhere other than your hand", "from exile", "from a graveyard". */
export const castFrom: Parser<CastFrom> = oneOf<CastFrom>([
  ['from anywhere other than your hand', 'not-hand'],
  ['from anywhere other than their hand', 'not-hand'],
  ['from your hand', 'hand'],
  ['from their hand', 'hand'],
  ['from exile', 'exile'],
  ['from a graveyard', 'graveyard'],
  ['from your library', 'library'],
]);
/** "a [kicked] [white] [noncreature] spell [with mana value N or greater] [from exile] [that targets CARDNAME / a creature]": a spell's filter, checked on its card. */
/** "from your graveyard": cast from a graveyard, of a card the ability's controller owns (404.2: a card is in its owner's graveyard). */
const castWhere: Parser<Pick<Filter, 'owner'> & { from: CastFrom }> = alt(
  map(castFrom, (from) => ({ from })),
  map(lit('from your graveyard'), () => ({ from: 'graveyard' as const, owner: 'you' as const })),
);
const spell: Parser<NonNullable<TriggerSpec['spell']>> = map(seq(alt(lit('a'), lit('an')), opt(lit('kicked')), spellFilter.one, opt(castWhere), opt(spellTargets)), ([, kicked, f, where, targets]) => {
  const { spell: _spell, controller, ...rest } = f;
  if (controller !== undefined || !checkable(rest) || (where?.owner && rest.owner)) return null;
  return { ...rest, ...(targets ?? {}), ...(kicked !== undefined ? { kicked: true as const } : {}), ...(where ?? {}) };
});
/** "your second spell each turn" (the second the player casts that turn). */
const nthSpell: Parser<number> = map(seq(alt(lit('your'), lit('their')), oneOf([['first', 1], ['second', 2], ['third', 3]]), lit('spell each turn')), ([, n]) => n);

/** "your first noncreature spell each turn", "their first instant or sorcery spell each turn". */
const nthOf: Parser<{ nth: number; spell: NonNullable<TriggerSpec['spell']> }> = map(
  seq(alt(lit('your'), lit('their')), oneOf([['first', 1], ['second', 2], ['third', 3]]), spellFilter.one, lit('each turn')),
  ([, nth, f]) => {
    const { spell: _spell, controller, ...rest } = f;
    return controller !== undefined || !checkable(rest) || Object.keys(rest).length === 0 ? null : { nth, spell: rest };
  },
);
const aCard = map(seq(alt(lit('a'), lit('an')), cardFilter.one), ([, f]) => checkable(f));
const aPermanent = map(seq(opt(alt(lit('a'), lit('an'))), one), ([article, f]) => (article === undefined && !f.other ? null : f));

/** 605.1a, 605.3a: a mana ability doesn't go on the stack, so "if it isn't a mana ability" always holds for the event it follows. */
const notManaAbility = alt(lit(", if it isn't a mana ability"), lit("that isn't a mana ability"));

/** What a player does, in the second person ("you cast") or the third ("an opponent casts"). */
const playerEvent = (third: boolean): Parser<Omit<TriggerSpec, 'player'>> => {
  const v = (you: string, they: string): Parser<null> => lit(third ? they : you);
  return alt<Omit<TriggerSpec, 'player'>>(
    map(seq(v('cast', 'casts'), spell), ([, s]) => ({ on: 'casts', spell: s })),
    // 707.10: a copy isn't cast; "cast or copy" (magecraft) triggers on either — a copy put on the stack under the player's control.
    map(seq(v('cast or copy', 'casts or copies'), spell), ([, s]) => ({ on: 'casts', spell: s, or: [{ on: 'copies', spell: s }] })),
    map(seq(v('cast', 'casts'), nthSpell), ([, nth]) => ({ on: 'casts', nth })),
    // "your first instant or sorcery spell each turn": the Nth of the spells fitting the description that player casts that turn.
    map(seq(v('cast', 'casts'), nthOf), ([, { nth, spell: s }]) => ({ on: 'casts', nth, spell: s })),
    // "your first spell during each opponent's turn": the first that player casts that turn.
    map(seq(v('cast your first spell', 'casts their first spell')), () => ({ on: 'casts', nth: 1 })),
    map(v('gain life', 'gains life'), () => ({ on: 'gains-life' })),
    map(v('lose life', 'loses life'), () => ({ on: 'loses-life' })),
    map(v('draw a card', 'draws a card'), () => ({ on: 'draws' })),
    map(v('draw your second card each turn', 'draws their second card each turn'), () => ({ on: 'draws', nth: 2 })),
    // 701.9a: each card discarded is one event; cycling discards the card (702.29a), so "cycle or discard" triggers once.
    map(seq(v('discard', 'discards'), aCard), ([, f]) => ({ on: 'discards', ...(Object.keys(f).length ? { object: f } : {}) })),
    map(seq(v('cycle or discard', 'cycles or discards'), aCard), ([, f]) => ({ on: 'discards', ...(Object.keys(f).length ? { object: f } : {}) })),
    // 603.2c: "one or more cards" once for each discard event however many; "N or more cards", once when at least N are discarded at once.
    map(seq(v('discard', 'discards'), lit('one or more'), cardFilter.many), ([, , f]) => (checkable(f) ? { on: 'discards', batched: true, ...(Object.keys(f).length ? { object: f } : {}) } : null)),
    map(seq(v('discard', 'discards'), count, lit('or more'), cardFilter.many), ([, n, , f]) => (checkable(f) && n > 1 ? { on: 'discards', batched: true, atLeast: n, ...(Object.keys(f).length ? { object: f } : {}) } : null)),
    map(v('cycle a card', 'cycles a card'), () => ({ on: 'cycles' })),
    // 602.2: an activated ability put on the stack (not a mana ability, 605.3a); "of an artifact": its source, as it is then.
    map(seq(v('activate an ability', 'activates an ability'), opt(seq(lit('of'), aPermanent)), opt(notManaAbility)), ([, of]) => ({ on: 'activates', ...(of ? { object: of[1] } : {}) })),
    // 701.22d, 701.25d: once the whole scry or surveil is done (none for N = 0).
    map(v('scry', 'scries'), () => ({ on: 'scries' })),
    map(v('surveil', 'surveils'), () => ({ on: 'surveils' })),
    // 701.43a: the player who exerts a creature.
    map(v('exert a creature', 'exerts a creature'), () => ({ on: 'exerts' })),
    // 700.13: targeting an opponent, something an opponent controls or a card in an opponent's graveyard, as a spell is cast or an ability put on the stack.
    map(v('commit a crime', 'commits a crime'), () => ({ on: 'commits-crime' })),
    // 700.14: the mana spent this turn to cast spells reaches N as a spell's costs are paid.
    map(seq(v('expend', 'expends'), count), ([, n]) => ({ on: 'expends', reaches: n })),
    map(v('cycle or discard another card', 'cycles or discards another card'), () => ({ on: 'discards', object: { other: true } })),
    map(v('cycle another card', 'cycles another card'), () => ({ on: 'cycles', object: { other: true } })),
    // 701.21a: only the permanent's controller sacrifices it.
    map(seq(v('sacrifice', 'sacrifices'), aPermanent), ([, f]) => ({ on: 'sacrificed', object: f })),
    map(v('attack', 'attacks'), () => ({ on: 'player-attacks' })),
    map(seq(v('attack with', 'attacks with'), count, lit('or more creatures')), ([, n]) => ({ on: 'player-attacks', atLeast: n })),
    // "with one or more Elves", "with two or more creatures with flying" (508.1): only the attackers the description fits are counted.
    map(seq(v('attack with', 'attacks with'), count, lit('or more'), many), ([, n, , f]) => (isCreatureOnly(f) ? { on: 'player-attacks', atLeast: n, object: f } : null)),
  );
};

/** "during your turn", "during an opponent's turn": whose turn it is as the event happens. */
const during: Parser<Condition> = oneOf<Condition>([['during your turn', { kind: 'your-turn' }], ["during an opponent's turn", { kind: 'not-your-turn' }], ["during each opponent's turn", { kind: 'not-your-turn' }]]);

/** The player event with its player (and whose turn), on each of its alternatives too ("you cast or copy"). */
const byPlayer = (e: Omit<TriggerSpec, 'player'>, player: PlayerFilter | HostPlayer, turn: Condition | undefined): TriggerSpec => {
  const withIt = (x: Omit<TriggerSpec, 'player'>): TriggerSpec => ({ ...x, player, ...(turn ? { condition: turn } : {}) });
  return e.or ? { ...withIt(e), or: e.or.map(withIt) } : withIt(e);
};
export const playerTrigger: Parser<TriggerSpec> = alt<TriggerSpec>(
  map(seq(when, lit('you'), playerEvent(false), opt(during)), ([, , e, turn]) => byPlayer(e, 'you', turn)),
  // "enchanted player" (303.4m): the player the source's Aura enchants.
  map(seq(when, oneOf<PlayerFilter | HostPlayer>([['an opponent', 'opponent'], ['a player', 'any'], ['enchanted player', 'host'], ['enchanted opponent', 'host']]), playerEvent(true), opt(during)), ([, player, e, turn]) => byPlayer(e, player, turn)),
  // The card's own: "When you cast this spell" (from the stack, 601.2i), "When you cycle this card" (from the graveyard it went to, 702.29).
  map(seq(when, lit('you cast'), self), () => ({ on: 'casts', object: 'self', player: 'you' })),
  // "Whenever an ability of equipped creature is activated": whoever activates it (602.2).
  map(seq(when, lit('an ability of equipped creature is activated'), opt(notManaAbility)), () => ({ on: 'activates', object: 'host', player: 'any' })),
  map(seq(when, lit('you cycle'), self), () => ({ on: 'cycles', object: 'self', player: 'you' })),
  // A scheme's "When you set this scheme in motion" (701.32b, 904.9; "this scheme" is the card, 314.7).
  map(seq(when, lit('you set'), self, lit('in motion')), () => ({ on: 'sets-in-motion', object: 'self', player: 'you' })),
  // A plane's chaos ability (311.7, 901.9b) and "When you planeswalk to CARDNAME" (701.31d, 901.11).
  map(seq(when, lit('chaos ensues')), () => ({ on: 'chaos-ensues' })),
  map(seq(when, lit('you planeswalk to'), self), () => ({ on: 'planeswalks', object: 'self', player: 'you' })),
  // A dungeon's room ability (309.4c: "this room" is the room; game/dungeons.ts adds which) and "Whenever you complete a dungeon" (309.7).
  map(seq(when, lit('you move your venture marker into'), self), () => ({ on: 'ventures', object: 'self', player: 'you' })),
  map(seq(when, lit('you complete a dungeon')), () => ({ on: 'completes-dungeon', player: 'you' })),
  // "Whenever a source you control deals [noncombat] damage to an opponent": any source — a spell, a permanent — its controller you; once for each source (120.4b).
  map(seq(when, lit('a source you control deals'), opt(oneOf<'combat' | 'noncombat'>([['combat', 'combat'], ['noncombat', 'noncombat']])), lit('damage'), opt(damaged)), ([, , kind, , to]) =>
    to?.or ? null : { on: 'deals-damage', object: { controller: 'you' }, ...(kind === 'combat' ? { combat: true as const } : kind === 'noncombat' ? { noncombat: true as const } : {}), ...(to ?? {}) },
  ),
  // "Whenever you're dealt damage": once for each batch of damage dealt to the player at once, with its total (120.4b, 603.2c).
  map(seq(when, alt(lit("you're dealt"), lit('you are dealt')), opt(lit('combat')), lit('damage')), ([, , combat]) => ({ on: 'dealt-damage', recipient: { player: 'you' }, ...(combat !== undefined ? { combat: true as const } : {}) })),
);

// ─── Steps ─────────────────────────────────────────────────────────────────────────────────

const whose = oneOf<PlayerFilter>([['your', 'you'], ['each', 'any'], ["each player's", 'any'], ["each opponent's", 'opponent'], ['the', 'any']]);
const STEPS: Array<[string, string]> = [
  ['upkeep', 'upkeep'],
  ['draw step', 'draw'],
  ['precombat main phase', 'main1'],
  // 505.1a: the first main phase is the precombat one.
  ['first main phase', 'main1'],
  ['postcombat main phase', 'main2'],
  ['second main phase', 'main2'],
  ['end step', 'end'],
];
/** What an Aura or Equipment is attached to, as its step triggers name it (303.4m). */
const hostNoun = alt(lit('creature'), lit('permanent'), lit('artifact'), lit('land'), lit('enchantment'));
export const stepTrigger: Parser<TriggerSpec> = alt<TriggerSpec>(
  map(seq(lit('at the beginning of'), whose, oneOf(STEPS)), ([, player, step]) => ({ on: 'step-begins', step, player })),
  // "At the beginning of the upkeep of enchanted creature's controller", "… of enchanted player's upkeep".
  map(seq(lit('at the beginning of the'), oneOf(STEPS), lit('of enchanted'), hostNoun, lit("'s controller")), ([, step]) => ({ on: 'step-begins', step, player: 'host-controller' })),
  map(seq(lit("at the beginning of enchanted player's"), oneOf(STEPS)), ([, step]) => ({ on: 'step-begins', step, player: 'host' })),
  map(lit('at the beginning of each of your postcombat main phases'), () => ({ on: 'step-begins', step: 'main2', player: 'you' })),
  map(lit('at the beginning of combat on your turn'), () => ({ on: 'step-begins', step: 'beginning-of-combat', player: 'you' })),
  map(lit("at the beginning of combat on each opponent's turn"), () => ({ on: 'step-begins', step: 'beginning-of-combat', player: 'opponent' })),
  map(lit('at the beginning of each combat'), () => ({ on: 'step-begins', step: 'beginning-of-combat', player: 'any' })),
  map(lit('at end of combat'), () => ({ on: 'step-begins', step: 'end-of-combat', player: 'any' })),
);

// ─── Cards leaving a graveyard ─────────────────────────────────────────────────────────────

/** Whose graveyard: "your graveyard", "an opponent's graveyard". */
const whoseGraveyard = oneOf<PlayerFilter>([['your graveyard', 'you'], ["an opponent's graveyard", 'opponent'], ['a graveyard', 'any']]);
/**
 * "Whenever one or more [creature] cards leave your graveyard [during your turn]": once for each
 * batch of cards leaving that graveyard at once (603.2c: `batched`); "Whenever a creature card
 * leaves your graveyard": once for each card. Both look back at the cards as they were there
 * (603.10a); game/graveyard-leaves.ts raises the event.
 */
export const leavesGraveyardTrigger: Parser<TriggerSpec> = alt<TriggerSpec>(
  map(seq(when, lit('one or more'), cardFilter.many, lit('leave'), whoseGraveyard, opt(during)), ([, , f, , player, turn]) => {
    const object = checkable(f);
    return object ? { on: 'leaves-graveyard', player, batched: true, ...(Object.keys(object).length ? { object } : {}), ...(turn ? { condition: turn } : {}) } : null;
  }),
  map(seq(when, alt(lit('a'), lit('an')), cardFilter.one, lit('leaves'), whoseGraveyard, opt(during)), ([, , f, , player, turn]) => {
    const object = checkable(f);
    return object ? { on: 'leaves-graveyard', player, ...(Object.keys(object).length ? { object } : {}), ...(turn ? { condition: turn } : {}) } : null;
  }),
);
