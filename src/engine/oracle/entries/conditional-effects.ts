// An instruction with a condition of its own (the `if` verb, oracle/verbs.ts): "If you control a
// Wizard, draw a card.", "If you attacked this turn, create a Treasure token. Otherwise, …" — any
// clause the grammar reads (a "you may" one included) after any condition of
// oracle/condition-grammar.ts, checked as the instruction is carried out (608.2c). Right after a
// trigger condition, the same words are the ability's intervening "if" (603.4, entries/lines.ts).
// The governed instructions name no target: one would be chosen as the ability is put on the
// stack whether or not the condition later holds, which this shape does not say.
import { targetsOf, type Effect } from '../ast.ts';
import { conditional, optional, unlessPays } from '../control.ts';
import { condition } from '../condition-grammar.ts';
import type { Entry } from '../entry.ts';
import { alt, lit, map, opt, sepBy1, seq, type Parser } from '../grammar.ts';
import { count, manaCost } from '../phrases.ts';
import { forEach } from '../amount-grammar.ts';
import type { PlayerRef } from '../vocabulary.ts';
import type { Payment } from '../verbs.ts';
import { says } from '../says.ts';

/** The clauses before the next WORD ("unless", "if"), read on the words before it only — so the clause grammar, which includes these entries, never starts over at the same place. */
const before = (word: string, clauses: Parser<Effect[]>): Parser<Effect[]> => (ts, at) => {
  const end = ts.findIndex((t, i) => i > at && t.raw === word);
  return end < 0 ? [] : clauses(ts.slice(0, end), at).filter((r) => r.next === end);
};

/** Who may pay to stop an instruction: "you", "its controller" (of the instruction's one target), "that player" (the trigger's),
 *  "they" (`subject`: the player the instructions before it are about, `subjectOf`). */
type Payer = { who: PlayerRef | 'subject'; ofTarget?: true };
const payer: Parser<Payer> = alt<Payer>(
  map(seq(lit('you'), lit('pay')), () => ({ who: { ref: 'you' } as PlayerRef })),
  map(seq(lit('its controller'), lit('pays')), () => ({ who: { ref: 'controller', of: { ref: 'same-target', slot: -1 } } as PlayerRef, ofTarget: true as const })),
  map(seq(lit('that player'), lit('pays')), () => ({ who: { ref: 'event-player' } as PlayerRef })),
  map(seq(lit('they'), lit('pay')), () => ({ who: 'subject' as const })),
);
/** What they pay: mana without X (an X here is never announced), or life (119.4); "{1} for each card in your hand" is the mana that many times (`times`). */
const payment: Parser<Payment> = alt(
  map(manaCost, (mana) => (mana.includes('X') ? null : { mana, energy: 0 })),
  map(seq(manaCost, forEach), ([mana, times]) => (mana.includes('X') ? null : { mana, energy: 0, times })),
  map(seq(count, lit('life')), ([n]) => ({ mana: [], energy: 0, life: n })),
);

/** The player every instruction is about ("that player loses 2 life", "each opponent sacrifices a permanent", "target player discards a card"), or null. */
function subjectOf(effects: Effect[]): PlayerRef | null {
  const of = (e: Effect): PlayerRef | undefined => {
    if (e.type === 'lose-life' || e.type === 'gain-life' || e.type === 'draw' || e.type === 'discard' || e.type === 'mill') return e.players;
    if ((e.type === 'sacrifice' || e.type === 'move') && e.objects.ref === 'chosen') return e.objects.chooser;
    return undefined;
  };
  const all = effects.map(of);
  const first = all[0];
  if (!first) return null;
  // "Target player discards …, then discards … unless they pay": the later verbs name the same target as "it" (EARLIER).
  const same = (p: PlayerRef | undefined) => p !== undefined && (JSON.stringify(p) === JSON.stringify(first) || (first.ref === 'target' && p.ref === 'same-target'));
  return all.every(same) ? first : null;
}

/**
 * An action "unless you …" may offer (118.12a) whose possibility effects/group.ts checks before the player may choose
 * it: sacrificing, discarding a number of cards, returning a permanent one chooses.
 */
const choosable = (e: Effect): boolean =>
  e.type === 'sacrifice' || (e.type === 'discard' && e.players.ref === 'you' && typeof e.amount === 'number' && !e.filter) || (e.type === 'move' && e.objects.ref === 'chosen' && e.to === 'hand');

/**
 * The clauses an "if" governs: one sentence's clauses joined by ", then" / "and" — read by the
 * whole clause grammar (compound-effects.ts), which includes this entry; given by the caller so
 * the two files don't import each other.
 */
export function conditionalEffects(clause: Parser<Effect[]>, joiner: Parser<unknown>): Entry<Effect[]>[] {
  const joined: Parser<Effect[]> = map(sepBy1(clause, joiner), (lists) => lists.flat());
  // Nor does it refer back to an earlier target ("that creature", "it"): the `if` passes its instructions none.
  const untargeted = (effects: Effect[]): Effect[] | null => (targetsOf(effects).length || says(effects, 'sameTarget', true) || says(effects, 'ref', 'same-target') ? null : effects);
  const spell = (text: string, ...effects: unknown[]) => ({ text, spell: true, abilities: [{ kind: 'spell', effects }] });
  return [
    {
      id: 'effect/if-condition',
      wording: 'If CONDITION, EFFECT[. Otherwise, EFFECT] (without targets; CONDITION: you control a / another / N or more / no FILTER, your life or hand, a creature died / you attacked / you gained life this turn, SELF is tapped)',
      // "Then if …" (Garruk, Unleashed): the sentence follows the one before it in order, as any sentence does (608.2c).
      parse: map(seq(opt(lit('then')), lit('if'), condition, lit(','), joined, opt(seq(lit('. otherwise ,'), joined))), ([, , c, , then, otherwise]) => {
        const yes = untargeted(then);
        const no = otherwise ? untargeted(otherwise[1]) : undefined;
        if (!yes || no === null) return null;
        return [conditional(c, yes, no ? { otherwise: no } : {})];
      }),
      fixtures: [
        spell('Creatures you control get +1/+1 until end of turn. If you control a Wizard, draw a card.', { type: 'modify-pt', objects: { ref: 'all' } }, { type: 'group', condition: { kind: 'controls', who: 'you', atLeast: 1, filter: { subtypes: ['Wizard'] } }, effects: [{ type: 'draw', amount: 1 }] }),
        spell('If you control three or more artifacts, draw two cards. Otherwise, draw a card.', { type: 'group', condition: { kind: 'controls', who: 'you', atLeast: 3, filter: { types: ['Artifact'] } }, effects: [{ type: 'draw', amount: 2 }], otherwise: [{ type: 'draw', amount: 1 }] }),
        spell('If you have 5 or less life, you gain 4 life.', { type: 'group', condition: { kind: 'compare', op: '<=', value: 5 }, effects: [{ type: 'gain-life', amount: 4 }] }),
        // The controller against an opponent (condition-grammar.ts `versus`), after "Then".
        { text: '−3: Create a 3/3 green Beast creature token. Then if an opponent controls more creatures than you, put a loyalty counter on Test Card.', abilities: [{ kind: 'activated', effects: [{ type: 'create-token' }, { type: 'group', condition: { kind: 'versus-opponents', measure: { controls: { types: ['Creature'] } }, yours: 'fewer', opponents: 'an' }, effects: [{ type: 'put-counters', counter: 'loyalty', on: [{ ref: 'self' }] }] }] }] },
        spell('If you have more cards in hand than each opponent, draw a card.', { type: 'group', condition: { kind: 'versus-opponents', measure: { stat: 'hand' }, yours: 'more', opponents: 'each' } }),
        // What happened this turn (condition-grammar.ts): revolt, celebration, descend (700.11), a card leaving your graveyard; delirium; X.
        spell('If a permanent left the battlefield under your control this turn, draw a card.', { type: 'group', condition: { kind: 'happened-this-turn', event: 'leaves', object: { permanent: true }, player: 'you' } }),
        spell('If a nonland permanent left the battlefield this turn, draw a card.', { type: 'group', condition: { kind: 'happened-this-turn', event: 'leaves', object: { permanent: true, notTypes: ['Land'] } } }),
        spell('If two or more nonland permanents entered the battlefield under your control this turn, draw a card.', { type: 'group', condition: { kind: 'happened-this-turn', event: 'enters', player: 'you', atLeast: 2 } }),
        spell('If you descended this turn, draw a card.', { type: 'group', condition: { kind: 'happened-this-turn', event: 'put-into-graveyard', object: { permanent: true }, player: 'you' } }),
        spell('If a card left your graveyard this turn, draw a card.', { type: 'group', condition: { kind: 'happened-this-turn', event: 'leaves', object: { zone: 'graveyard' }, player: 'you' } }),
        spell('If there are four or more card types among cards in your graveyard, draw a card.', { type: 'group', condition: { kind: 'compare', amount: { of: 'distinct', stat: 'card-types', among: { zone: 'graveyard', owner: 'you' } }, op: '>=', value: 4 } }),
        // 601.2h: the mana paid for this spell (Ribbons of Night; adamant, Rally for the Throne).
        spell('Test Card deals 4 damage to target creature. If {U} was spent to cast this spell, draw a card.', { type: 'deal-damage' }, { type: 'group', condition: { kind: 'mana-spent', mana: 'U', atLeast: 1 }, effects: [{ type: 'draw', amount: 1 }] }),
        spell('If at least three white mana was spent to cast this spell, you gain 3 life.', { type: 'group', condition: { kind: 'mana-spent', mana: 'W', atLeast: 3 } }),
        spell('If you control your commander, draw a card.', { type: 'group', condition: { kind: 'controls-commander' } }),
        spell('Draw X cards. If X is 5 or more, you gain 5 life.', { type: 'draw' }, { type: 'group', condition: { kind: 'compare', amount: { of: 'X' }, op: '>=', value: 5 } }),
      ],
    },
    {
      id: 'effect/if-condition-after',
      wording: 'EFFECT if CONDITION (without targets; the conditions of "If CONDITION, EFFECT")',
      // "When this creature enters, draw a card if you control a creature with a +1/+1 counter on it."
      parse: map(seq(before('if', joined), lit('if'), condition), ([then, , c]) => {
        const yes = untargeted(then);
        return yes ? [conditional(c, yes)] : null;
      }),
      fixtures: [{ text: 'When this creature enters, draw a card if you control a creature with a +1/+1 counter on it.', abilities: [{ kind: 'triggered', effects: [{ type: 'group', condition: { kind: 'controls', who: 'you', filter: { types: ['Creature'], counters: { kind: '+1/+1' } } }, effects: [{ type: 'draw', amount: 1 }] }] }] }],
    },
    {
      id: 'effect/unless-pays',
      wording: 'EFFECT unless you pay / its controller pays / that player pays / they pay {M} [for each …] / N life (118.12)',
      // "Tap this creature unless you pay 1 life": the player may pay; if they don't, the instruction is carried out.
      parse: map(seq(before('unless', joined), lit('unless'), payer, payment), ([then, , p, pay]) => {
        const targets = targetsOf(then);
        // "they": the one player the instructions are about — a target player as the group's one target; "each opponent …
        // unless they pay" is a choice of each of them, which one group doesn't make (refused).
        const subject = p.who === 'subject' ? subjectOf(then) : null;
        if (p.who === 'subject' && (!subject || subject.ref === 'each' || subject.ref === 'acting')) return null;
        const who: PlayerRef = subject?.ref === 'target' ? { ref: 'same-target', slot: -1 } : (subject ?? (p.who as PlayerRef));
        if (targets.length > 1 || ((p.ofTarget || subject?.ref === 'target') && targets.length !== 1)) return null;
        return [unlessPays(who, pay, then, targets.length ? { target: targets[0]! } : {})];
      }),
      fixtures: [
        { text: 'At the beginning of your upkeep, tap this creature unless you pay 1 life.', abilities: [{ kind: 'triggered', effects: [{ type: 'group', who: { ref: 'you' }, unless: { life: 1 }, effects: [{ type: 'tap', objects: { ref: 'self' } }] }] }] },
        // "they": the player the instruction is about (Isolation Cell, Tyrannize, Spelltithe Enforcer).
        { text: 'Whenever an opponent casts a creature spell, that player loses 2 life unless they pay {2}.', abilities: [{ kind: 'triggered', effects: [{ type: 'group', who: { ref: 'event-player' }, unless: { mana: ['2'] }, effects: [{ type: 'lose-life', players: { ref: 'event-player' }, amount: 2 }] }] }] },
        spell('Target player discards their hand unless they pay 3 life.', { type: 'group', who: { ref: 'same-target', slot: -1 }, unless: { life: 3 }, target: { player: 'any' }, effects: [{ type: 'discard', amount: 'hand' }] }),
        // "for each": the mana that many times (Megatherium, Fettergeist).
        { text: 'At the beginning of your upkeep, sacrifice this creature unless you pay {1} for each other creature you control.', abilities: [{ kind: 'triggered', effects: [{ type: 'group', who: { ref: 'you' }, unless: { mana: ['1'], times: { of: 'count', filter: { types: ['Creature'], controller: 'you', other: true } } }, effects: [{ type: 'sacrifice', objects: { ref: 'self' } }] }] }] },
        spell('Exile target attacking creature unless its controller pays {2}.', { type: 'group', who: { ref: 'controller' }, unless: { mana: ['2'] }, target: { object: { combat: 'attacking' } } }),
      ],
    },
    {
      id: 'effect/unless-you',
      wording: 'EFFECT unless you sacrifice / discard / return to its owner\'s hand a FILTER (118.12a: "You may ACTION. If you don\'t, EFFECT.")',
      // Coral Atoll's "sacrifice it unless you return an untapped Island you control to its owner's hand": 118.12a says
      // it means "you may return …; if you don't, sacrifice it" — the optional group, its action checked possible
      // (effects/group.ts) so a player with nothing to return, sacrifice or discard can't choose to.
      parse: map(seq(before('unless', joined), lit('unless you'), joined), ([then, , action]) => {
        const yes = untargeted(then);
        const may = untargeted(action);
        if (!yes || !may || !may.every(choosable)) return null;
        return [optional(may, { ifYouDont: yes, unlessYou: true })];
      }),
      fixtures: [
        { text: "When this land enters, sacrifice it unless you return an untapped Island you control to its owner's hand.", abilities: [{ kind: 'triggered', effects: [{ type: 'group', optional: true, unlessYou: true, effects: [{ type: 'move', objects: { ref: 'chosen', filter: { tapped: false, subtypes: ['Island'], controller: 'you' }, count: 1 }, to: 'hand' }], ifYouDont: [{ type: 'sacrifice', objects: { ref: 'self' } }] }] }] },
        { text: 'At the beginning of your upkeep, sacrifice this creature unless you sacrifice a land.', abilities: [{ kind: 'triggered', effects: [{ type: 'group', optional: true, effects: [{ type: 'sacrifice', objects: { ref: 'chosen', filter: { types: ['Land'] } } }], ifYouDont: [{ type: 'sacrifice', objects: { ref: 'self' } }] }] }] },
        { text: 'When this creature enters, sacrifice it unless you discard a card.', abilities: [{ kind: 'triggered', effects: [{ type: 'group', optional: true, effects: [{ type: 'discard', players: { ref: 'you' }, amount: 1 }], ifYouDont: [{ type: 'sacrifice', objects: { ref: 'self' } }] }] }] },
      ],
    },
  ];
}
