// Ordinary sentences of many cards that the other entry files had no place for: fights
// (701.14), revealed hands, … Each entry reads the sentence compositionally: the card it
// looks for and where the card goes are parts, not one wording per card.
import type { Effect, TargetSpec } from '../ast.ts';
import { cardFilter, mergeFilters, permanentFilter, withQualities } from '../filter-grammar.ts';
import type { Amount, Filter, ObjectRef, PlayerRef } from '../vocabulary.ts';
import { whereX } from '../amount-grammar.ts';
import type { Entry } from '../entry.ts';
import { alt, lit, map, opt, seq, type Parser } from '../grammar.ts';
import { count, counterKind, ptChange } from '../phrases.ts';
import { creatureTarget, opponentsCreatureTarget, playerTarget } from '../target-grammar.ts';
import { modifyPt, targetRef } from '../verb-refs.ts';

const spell = (text: string, ...effects: unknown[]) => ({ text, spell: true, abilities: [{ kind: 'spell', effects }] });
const etb = (text: string, ...effects: unknown[]) => ({ text, abilities: [{ kind: 'triggered', trigger: { on: 'enters', object: 'self' }, effects }] });

/** The first creature of a fight: one its controller controls, so it is never the second one. */
const yourCreature = map(creatureTarget, (s) => (s.object!.controller === 'you' ? s : null));
/** The second creature: one its controller doesn't control, or "another target creature" (115.3: not the first one). */
const secondCreature = alt<TargetSpec>(opponentsCreatureTarget, map(creatureTarget, (s) => (s.distinct ? s : null)));
/** "FIRST fights (deals damage equal to its power to) target SECOND" (701.14a). */
const fight = (first: ObjectRef, second: TargetSpec, mutual: boolean): Effect => ({ type: 'fight', first, second: { ref: 'target', spec: second }, ...(mutual ? {} : { oneSided: true as const }) });
/** "fights" or "deals damage equal to its power to". */
const fights = alt(map(lit('fights'), () => true), map(lit('deals damage equal to its power to'), () => false));
/** What happens to the first creature before it fights: "gets +2/+2 until end of turn", "put a +1/+1 counter on it". */
const before: Parser<{ target: TargetSpec; effect: Effect }> = alt<{ target: TargetSpec; effect: Effect }>(
  map(seq(yourCreature, lit('gets'), ptChange, lit('until end of turn')), ([target, , pt]) => ({ target, effect: modifyPt(targetRef(target), pt) })),
  map(seq(lit('put'), count, counterKind, alt(lit('counter'), lit('counters')), lit('on'), yourCreature), ([, n, counter, , , target]) => ({ target, effect: { type: 'put-counters', amount: n, counter, on: [{ ref: 'target', spec: target }] } })),
);

/** Whose hand, and how it is seen: "Target opponent reveals their hand. You", "… reveals their hand and you", "Look at target player's hand. You" (`looked`, 701.20e). */
const handHead: Parser<{ players: PlayerRef; looked: boolean }> = alt<{ players: PlayerRef; looked: boolean }>(
  map(seq(playerTarget, alt(lit('reveals their hand . you'), lit('reveals their hand and you'))), ([spec]) => ({ players: { ref: 'target', spec }, looked: false })),
  // "Whenever this creature deals combat damage to a player, that player reveals their hand. You choose …" (Ghastlord of Fugue): the player of the event.
  map(alt(lit('that player reveals their hand . you'), lit('that player reveals their hand and you')), () => ({ players: { ref: 'event-player' }, looked: false })),
  map(seq(lit('look at'), playerTarget, lit("'s hand . you")), ([, spec]) => ({ players: { ref: 'target', spec }, looked: true })),
  // Mind Warp, Thrull Surgeon: "Look at target player's hand and choose …"; Doomsday Specter: "look at that player's hand and choose …".
  map(seq(lit('look at'), playerTarget, lit("'s hand and")), ([, spec]) => ({ players: { ref: 'target', spec }, looked: true })),
  map(lit("look at that player's hand and"), () => ({ players: { ref: 'event-player' }, looked: true })),
);
/** How many cards of it are chosen: "two cards", "up to two cards", "X cards", "up to X cards" (the X announced, or said by ", where X is …"). */
const handCards: Parser<{ amount: Amount; upTo: boolean; filter: Filter }> = alt(
  map(seq(lit('up to'), count, cardFilter.many), ([, n, f]) => (f.zone ? null : { amount: n, upTo: true, filter: { ...f, zone: 'hand' as const } })),
  map(seq(count, cardFilter.many), ([n, f]) => (f.zone || n < 2 ? null : { amount: n, upTo: false, filter: { ...f, zone: 'hand' as const } })),
  map(seq(alt(map(lit('up to x'), () => true), map(lit('x'), () => false)), cardFilter.many), ([upTo, f]) => (f.zone ? null : { amount: { of: 'X' } as Amount, upTo, filter: { ...f, zone: 'hand' as const } })),
);
/** What happens to the chosen card: "That player discards that card", "[and] exile that card", "That player exiles that card" (701.13a). */
const handFate: Parser<'discard' | 'exile'> = alt(
  map(alt(lit('. that player discards that card'), lit('. the player discards that card'), lit('. they discard that card')), () => 'discard' as const),
  map(alt(lit('and exile that card'), lit('. exile that card'), lit('. that player exiles that card')), () => 'exile' as const),
);
/** Who reveals their hand and discards: "target player", "target opponent", "each opponent", "each player". */
const revealer: Parser<PlayerRef> = alt<PlayerRef>(
  map(playerTarget, (spec) => (spec.object ? null : { ref: 'target', spec })),
  map(lit('each opponent'), () => ({ ref: 'each', filter: 'opponent' })),
  map(lit('each player'), () => ({ ref: 'each', filter: 'any' })),
);
/** Which cards of a revealed hand may be chosen: "a nonland card", "an instant or sorcery card". */
const handCard: Parser<Filter> = map(seq(alt(lit('a'), lit('an')), cardFilter.one), ([, f]) => (f.zone ? null : { ...f, zone: 'hand' }));

export const SENTENCE_EFFECTS: Entry<Effect[]>[] = [
  {
    id: 'effect/fight',
    wording: "Target creature you control fights (deals damage equal to its power to) target creature [or planeswalker] you don't control / an opponent controls / another target creature; Target creature you control gets +N/+N until end of turn (Put N +1/+1 counters on target creature you control). It (Then that creature) fights …",
    parse: alt<Effect[]>(
      map(seq(yourCreature, fights, secondCreature), ([first, mutual, target]) => [fight({ ref: 'target', spec: first }, target, mutual)]),
      map(seq(before, lit('.'), alt(lit('it'), lit('then that creature')), fights, secondCreature), ([pre, , , mutual, target]) => [pre.effect, fight({ ref: 'same-target', slot: -1 }, target, mutual)]),
    ),
    fixtures: [
      spell("Target creature you control fights target creature you don't control.", { type: 'fight', first: { ref: 'target', spec: { object: { types: ['Creature'], controller: 'you' } } }, second: { ref: 'target', spec: { object: { types: ['Creature'], controller: 'not-you' } } } }),
      spell("Target creature you control gets +1/+1 until end of turn. It fights target creature you don't control.", { type: 'modify-pt', objects: { ref: 'target', spec: { object: { types: ['Creature'], controller: 'you' } } } }, { type: 'fight', first: { ref: 'same-target', slot: -1 } }),
      // Domri Rade: the second creature may be the controller's own, but not the first one (115.3).
      spell('Target creature you control fights another target creature.', { type: 'fight', second: { ref: 'target', spec: { object: { types: ['Creature'] }, distinct: true } } }),
      spell("Target creature you control deals damage equal to its power to target creature or planeswalker you don't control.", { type: 'fight', second: { ref: 'target', spec: { object: { types: ['Creature', 'Planeswalker'], controller: 'not-you' } } }, oneSided: true }),
      spell('Put a +1/+1 counter on target creature you control. Then that creature deals damage equal to its power to target creature an opponent controls.', { type: 'put-counters', on: [{ ref: 'target', spec: { object: { types: ['Creature'], controller: 'you' } } }] }, { type: 'fight', first: { ref: 'same-target' }, oneSided: true }),
    ],
  },
  {
    id: 'effect/reveal-hand-discard',
    wording: "Target opponent (player) reveals their hand [and you choose …] / Look at target player's hand. You [may] choose a [nonland / noncreature, nonland / instant or sorcery …] card from it [with mana value N or less]. That player discards that card / [and] exile that card",
    parse: alt<Effect[]>(map(seq(handHead, alt(map(lit('choose'), () => false), map(lit('may choose'), () => true)), handCard, lit('from it'), opt(withQualities), handFate), ([head, may, card, , more, fate]): Effect[] | null => {
      const filter = more ? mergeFilters(card, more) : card;
      if (!filter) return null;
      return [{ type: 'discard', players: head.players, amount: 1, chooser: { ref: 'you' }, filter, ...(may ? { upTo: true as const } : {}), ...(head.looked ? { looked: true as const } : {}), ...(fate === 'exile' ? { exile: true as const } : {}) }];
    }),
    // Mind Warp, Extortion, Discordant Dirge: "Look at target player's hand and choose X (up to two) cards from it[, where X is …]. That player discards those cards."
    map(seq(handHead, lit('choose'), handCards, lit('from it'), opt(whereX), lit('. that player discards those cards')), ([head, , pick, , x]): Effect[] | null => {
      const isX = typeof pick.amount === 'object' && 'of' in pick.amount && pick.amount.of === 'X';
      if (x !== undefined && !isX) return null;
      return [{ type: 'discard', players: head.players, amount: x ?? pick.amount, chooser: { ref: 'you' }, filter: pick.filter, ...(pick.upTo ? { upTo: true as const } : {}), ...(head.looked ? { looked: true as const } : {}) }];
    }),
    ),
    fixtures: [
      // Thrull Surgeon, Doomsday Specter ("The player discards that card").
      { text: "{1}{B}, Sacrifice this creature: Look at target player's hand and choose a card from it. That player discards that card. Activate only as a sorcery.", abilities: [{ kind: 'activated', effects: [{ type: 'discard', players: { ref: 'target', spec: { player: 'any' } }, amount: 1, chooser: { ref: 'you' }, looked: true, filter: { zone: 'hand' } }] }] },
      spell('Target opponent reveals their hand. You choose a noncreature, nonland card from it. That player discards that card.', { type: 'discard', players: { ref: 'target', spec: { player: 'opponent' } }, amount: 1, chooser: { ref: 'you' }, filter: { notTypes: ['Creature', 'Land'], zone: 'hand' } }),
      spell('Target player reveals their hand. You choose a card from it. That player discards that card.', { type: 'discard', players: { ref: 'target', spec: { player: 'any' } }, chooser: { ref: 'you' }, filter: { zone: 'hand' } }),
      spell('Target opponent reveals their hand. You choose an instant or sorcery card from it. That player discards that card.', { type: 'discard', chooser: { ref: 'you' }, filter: { types: ['Instant', 'Sorcery'], zone: 'hand' } }),
      // Inquisition of Kozilek: a quality after "from it".
      spell('Target player reveals their hand. You choose a nonland card from it with mana value 3 or less. That player discards that card.', { type: 'discard', chooser: { ref: 'you' }, filter: { notTypes: ['Land'], manaValue: { op: '<=', value: 3 }, zone: 'hand' } }),
      // Cracked Skull: the hand looked at, not revealed (701.20e); the choice may be none.
      { text: "When this Aura enters, look at target player's hand. You may choose a nonland card from it. That player discards that card.", abilities: [{ kind: 'triggered', effects: [{ type: 'discard', chooser: { ref: 'you' }, looked: true, upTo: true, filter: { notTypes: ['Land'], zone: 'hand' } }] }] },
      // Castigate, Night Terrors, Mesmeric Fiend-like: the chosen card exiled (701.13a), not discarded.
      spell('Target opponent reveals their hand. You choose a nonland card from it and exile that card.', { type: 'discard', exile: true, chooser: { ref: 'you' }, filter: { notTypes: ['Land'], zone: 'hand' } }),
      spell('Target player reveals their hand. You choose a nonland card from it. Exile that card.', { type: 'discard', exile: true, filter: { notTypes: ['Land'], zone: 'hand' } }),
      // Mind Warp (X announced); Extortion ("up to two"); Discordant Dirge (X said by the sentence).
      { text: "{T}: Look at target player's hand and choose up to two cards from it. That player discards those cards.", abilities: [{ kind: 'activated', effects: [{ type: 'discard', amount: 2, upTo: true, chooser: { ref: 'you' }, looked: true, filter: { zone: 'hand' } }] }] },
      { text: "{X}{B}, {T}: Look at target opponent's hand and choose up to X cards from it, where X is the number of cards in your hand. That player discards those cards.", abilities: [{ kind: 'activated', effects: [{ type: 'discard', amount: { of: 'count', filter: { zone: 'hand', owner: 'you' } }, upTo: true, looked: true }] }] },
      // Ghastlord of Fugue: the damaged player reveals, and exiles the card chosen.
      { text: 'Whenever this creature deals combat damage to a player, that player reveals their hand. You choose a card from it. That player exiles that card.', abilities: [{ kind: 'triggered', effects: [{ type: 'discard', players: { ref: 'event-player' }, exile: true, chooser: { ref: 'you' }, filter: { zone: 'hand' } }] }] },
      { text: 'When this creature enters, target opponent reveals their hand and you choose an artifact or creature card from it. Exile that card.', abilities: [{ kind: 'triggered', effects: [{ type: 'discard', exile: true, filter: { types: ['Artifact', 'Creature'], zone: 'hand' } }] }] },
    ],
  },
  {
    id: 'effect/reveal-hand-discard-all',
    wording: 'Target player (each opponent, each player) reveals their hand and discards all FILTER cards (701.20a, 701.9a)',
    // No choice: every card of the hand that fits is discarded; the hand is revealed first.
    parse: map(seq(revealer, lit('reveals their hand and discards all'), cardFilter.many), ([players, , card]): Effect[] | null =>
      card.zone || card.owner || card.controller ? null : [{ type: 'discard', players, amount: 'hand', chooser: players, filter: { ...card, zone: 'hand' }, all: true }],
    ),
    fixtures: [
      // Amnesia; Trapfinder's Trick ("all Trap cards").
      spell('Target player reveals their hand and discards all nonland cards.', { type: 'discard', players: { ref: 'target', spec: { player: 'any' } }, amount: 'hand', all: true, filter: { notTypes: ['Land'], zone: 'hand' } }),
      spell('Target player reveals their hand and discards all Trap cards.', { type: 'discard', all: true, filter: { subtypes: ['Trap'], zone: 'hand' } }),
    ],
  },
  {
    id: 'effect/look-at-hand',
    wording: "Look at target player's (opponent's) hand (701.20e)",
    parse: map(seq(lit('look at'), playerTarget, lit("'s hand")), ([, spec]): Effect[] => [{ type: 'look', players: { ref: 'target', spec }, from: 'hand', amount: 0 }]),
    fixtures: [
      spell("Look at target player's hand.", { type: 'look', from: 'hand', players: { ref: 'target', spec: { player: 'any' } } }),
      { text: "When this creature enters, look at target opponent's hand.", abilities: [{ kind: 'triggered', effects: [{ type: 'look', from: 'hand', players: { ref: 'target', spec: { player: 'opponent' } } }] }] },
    ],
  },
  {
    id: 'effect/return-own-permanent',
    wording: "Return a FILTER you control (a land, an untapped creature, a nonland permanent…) to its owner's hand (chosen as it resolves, not targeted)",
    parse: map(seq(alt(lit('return a'), lit('return an')), permanentFilter.one, lit("to its owner's hand")), ([, filter]) =>
      filter.controller === 'you' ? [{ type: 'move', objects: { ref: 'chosen', filter, count: 1, chooser: { ref: 'you' } }, to: 'hand' }] : null,
    ),
    fixtures: [
      etb("When this land enters, return a land you control to its owner's hand.", { type: 'move', to: 'hand', objects: { ref: 'chosen', filter: { types: ['Land'], controller: 'you' }, count: 1 } }),
      etb("When this creature enters, return a creature you control to its owner's hand.", { type: 'move', to: 'hand', objects: { ref: 'chosen', filter: { types: ['Creature'], controller: 'you' } } }),
    ],
  },
  {
    id: 'effect/proliferate',
    wording: 'Proliferate (701.34a)',
    // 701.34a: any number of the permanents and players that have a counter get one more of each kind they have.
    parse: map(lit('proliferate'), (): Effect[] => [{ type: 'put-counters', on: [{ ref: 'all', filter: { counters: { kind: 'any' } } }, { ref: 'each', filter: 'any' }], counter: 'each-kind', amount: 1, action: 'proliferate' }]),
    fixtures: [etb('When this creature enters, proliferate.', { type: 'put-counters', counter: 'each-kind', action: 'proliferate' }), spell('Target player mills three cards. Proliferate.', { type: 'mill' }, { type: 'put-counters', counter: 'each-kind', action: 'proliferate' })],
  },
];
