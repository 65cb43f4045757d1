// Effects built from other effects: clauses joined by ", then" or "and" (608.2c: in the
// order written), "You may EFFECT[. If you do, EFFECT]" (an optional instruction and what
// depends on it), and "EFFECT at the beginning of the next turn's upkeep" (a delayed
// triggered ability, 603.7). The inner effects name no target: a target inside would be
// chosen when the ability is put on the stack, which these shapes do not say.
import { targetsOf, type Effect } from '../ast.ts';
import { isPayment, optional } from '../control.ts';
import type { Entry } from '../entry.ts';
import { alt, lit, map, memo, oneOf, opt, seq, type Parser } from '../grammar.ts';
import type { PlayerRef } from '../vocabulary.ts';
import { afterPlayerMay, afterYouMay as youMay } from './you-may.ts';
import { objectsPlayer } from '../reference-grammar.ts';
import { clauseJoiner, effectSentence, joinedSentences } from './effects.ts';
import { FOR_EACH_EFFECTS } from './for-each.ts';
import { MAY_TARGETED_EFFECTS } from './may-targeted.ts';
import { CHANCE_EFFECTS } from './chance.ts';
import { VOTE_EFFECTS } from './votes.ts';
import { PILE_EFFECTS } from './piles.ts';
import { UP_TO_ONE_EFFECTS } from './up-to-one.ts';
import { conditionalEffects } from './conditional-effects.ts';
import { LASTING_TRIGGER_EFFECTS } from './lasting-triggers.ts';
import { tokenize, type Token } from '../tokenize.ts';
import { self } from '../phrases.ts';

/**
 * Who may, besides "you" (608.2d: that player chooses): the controller or owner of an object named before, the player the
 * trigger's event names ("that player", "that opponent"; oracle/event-refs.ts refuses it elsewhere), defending player —
 * one player each, never a target (chosen as the ability is put on the stack, which the group's choice doesn't say).
 */
const mayPlayer: Parser<PlayerRef> = alt<PlayerRef>(
  objectsPlayer,
  oneOf<PlayerRef>([
    ['that player', { ref: 'event-player' }],
    ['that opponent', { ref: 'event-player' }],
    ['defending player', { ref: 'defending' }],
  ]),
);

/** ", then", "and", ", and then": clauses of one sentence, done in order. */
export { clauseJoiner };
const joined = joinedSentences;
const untargeted = (effects: Effect[]): Effect[] | null => (targetsOf(effects).length ? null : effects);

const afterYouMay: Parser<Effect[]> = youMay(joined);

const ability = (text: string, ...effects: unknown[]) => ({ text, abilities: [{ kind: 'triggered', effects }] });

const TRIGGER_WORDS = new Set(['when', 'whenever', 'at']);
/**
 * A phrase fronted before its clause, "PHRASE, CLAUSE.", read as "CLAUSE PHRASE." — "Until end of
 * turn, target creature gains hexproof" (611.2a), "For each creature card in your graveyard, put a
 * +1/+1 counter on each creature you control". The reading must use the whole phrase; a clause
 * that is a trigger, or that reads without the phrase, is refused rather than given a meaning the
 * phrase doesn't say.
 */
const fronted = (lead: string): Parser<Effect[]> =>
  map(
    seq(lit(lead), (ts: Token[], at: number) => {
      let comma = at;
      while (comma < ts.length && ts[comma]!.raw !== ',' && ts[comma]!.raw !== '.') comma++;
      if (ts[comma]?.raw !== ',') return [];
      // The sentence ends at the first period outside a quotation ("gain "{T}: Draw a card."" is one clause).
      let end = comma + 1;
      for (let quoted = false; end < ts.length && (quoted || ts[end]!.raw !== '.'); end++) if (ts[end]!.raw === '"') quoted = !quoted;
      const phrase = [...tokenize(lead, '\u0001'), ...ts.slice(at, comma)];
      const clause = ts.slice(comma + 1, end);
      // A clause that says the phrase's kind again ("… until …", "… for each …") would be read with two.
      if (TRIGGER_WORDS.has(clause[0]?.raw ?? '') || clause.some((t, i) => t.raw === phrase[0]!.raw && clause[i + 1]?.raw === phrase[1]!.raw)) return [];
      // ", where X is VALUE" closes the whole sentence (107.3c): the phrase goes back before it, and the line reads it.
      const whereAt = clause.findIndex((t, i) => t.raw === ',' && clause[i + 1]?.raw === 'where' && clause[i + 2]?.raw === 'x');
      const body = whereAt < 0 ? clause : clause.slice(0, whereAt);
      const resume = comma + 1 + body.length;
      const moved = [...body, ...phrase, ...ts.slice(resume)];
      const used = body.length + phrase.length;
      // Read positions after the moved words are the original ones shifted by what was moved back.
      return effectClause(moved, 0).flatMap((r) => (r.next >= used ? [{ value: r.value, next: resume + (r.next - used) }] : []));
    }),
    ([, effects]) => effects,
  );

/** What "If you do" may follow without a "you may": sacrificing the source (done only while it is still on the battlefield under its controller's control, 701.21a) or discarding a card (done only with a card in hand, 701.9a). */
const mustDo: Parser<Effect[]> = alt<Effect[]>(
  map(seq(lit('sacrifice'), self), (): Effect[] => [{ type: 'sacrifice', objects: { ref: 'self' } }]),
  map(lit('discard a card'), (): Effect[] => [{ type: 'discard', players: { ref: 'you' }, amount: 1 }]),
  // "Sacrifice a creature", "sacrifice another artifact" (701.21a: done only with one to sacrifice; effects/group.ts checks).
  map(seq(lit('sacrifice'), (ts: Token[], at: number) => effectSentence(ts, at - 1)), ([, effects]) => (effects.length === 1 && effects[0]!.type === 'sacrifice' && effects[0]!.objects.ref === 'chosen' && effects[0]!.objects.chooser?.ref === 'you' ? effects : null)),
);

export const COMPOUND_EFFECTS: Entry<Effect[]>[] = [
  ...FOR_EACH_EFFECTS,
  {
    id: 'effect/if-you-do-after',
    wording: "Sacrifice CARDNAME / Discard a card. If you do, EFFECT[. If you don't, EFFECT] (608.2c: what follows only if the instruction was carried out)",
    parse: alt(
      map(seq(mustDo, lit('. if you do ,'), joined, opt(seq(lit(". if you don't ,"), joined))), ([first, , then, otherwise]): Effect[] | null => {
        const ifYouDo = untargeted(then);
        const ifYouDont = otherwise ? untargeted(otherwise[1]) : undefined;
        if (!ifYouDo || ifYouDont === null) return null;
        return [{ type: 'group', effects: first, ifYouDo, ...(ifYouDont ? { ifYouDont } : {}) }];
      }),
      // "Sacrifice a creature. If you can't, sacrifice this artifact." (608.2c): what follows only if the instruction couldn't be carried out.
      map(seq(mustDo, lit(". if you can't ,"), joined), ([first, , then]): Effect[] | null => {
        const ifYouDont = untargeted(then);
        return ifYouDont ? [{ type: 'group', effects: first, ifYouDont }] : null;
      }),
    ),
    fixtures: [
      ability('When a creature you control dies, sacrifice this enchantment. If you do, create four 1/1 colorless Spirit creature tokens.', { type: 'group', effects: [{ type: 'sacrifice', objects: { ref: 'self' } }], ifYouDo: [{ type: 'create-token', amount: 4 }] }),
      { text: '{T}: Discard a card. If you do, draw a card.', abilities: [{ kind: 'activated', effects: [{ type: 'group', effects: [{ type: 'discard', amount: 1 }], ifYouDo: [{ type: 'draw', amount: 1 }] }] }] },
      ability("At the beginning of your upkeep, sacrifice a creature. If you can't, sacrifice this artifact.", { type: 'group', effects: [{ type: 'sacrifice', objects: { ref: 'chosen', filter: { types: ['Creature'] }, chooser: { ref: 'you' } } }], ifYouDont: [{ type: 'sacrifice', objects: { ref: 'self' } }] }),
      ability("At the beginning of your upkeep, sacrifice another artifact. If you can't, tap this creature and you lose 4 life.", { type: 'group', effects: [{ type: 'sacrifice', objects: { ref: 'chosen', filter: { types: ['Artifact'], other: true } } }], ifYouDont: [{ type: 'tap', objects: { ref: 'self' } }, { type: 'lose-life', amount: 4 }] }),
    ],
  },
  {
    id: 'effect/you-may',
    wording: "You may [have SUBJECT] EFFECT[. If you do, EFFECT][. If you don't, EFFECT] (without targets)",
    parse: map(seq(afterYouMay, opt(seq(lit('. if you do ,'), joined)), opt(seq(lit(". if you don't ,"), joined))), ([effects, then, otherwise]) => {
      const may = untargeted(effects);
      const ifYouDo = then ? untargeted(then[1]) : undefined;
      const ifYouDont = otherwise ? untargeted(otherwise[1]) : undefined;
      if (!may || ifYouDo === null || ifYouDont === null) return null;
      return [optional(may, { ...(ifYouDo ? { ifYouDo } : {}), ...(ifYouDont ? { ifYouDont } : {}) })];
    }),
    fixtures: [
      ability('When this creature enters, you may draw a card.', { type: 'group', optional: true, effects: [{ type: 'draw', amount: 1 }] }),
      ability('Whenever this creature attacks, you may have Ally creatures you control get +1/+1 until end of turn.', { type: 'group', optional: true, effects: [{ type: 'modify-pt', objects: { ref: 'all', filter: { subtypes: ['Ally'] } } }] }),
      ability("At the beginning of your upkeep, you may sacrifice an artifact. If you don't, tap this creature.", { type: 'group', optional: true, effects: [{ type: 'sacrifice', objects: { ref: 'chosen', chooser: { ref: 'you' } } }], ifYouDont: [{ type: 'tap', objects: { ref: 'self' } }] }),
      ability('When this creature enters, you may discard a card. If you do, draw a card.', { type: 'group', optional: true, effects: [{ type: 'discard', players: { ref: 'you' }, amount: 1 }], ifYouDo: [{ type: 'draw', amount: 1 }] }),
    ],
  },
  {
    id: 'effect/player-may',
    wording: 'Its controller (its owner, that creature\'s controller, that player, that opponent, defending player) may EFFECT (608.2d: that player chooses; without targets)',
    // Path to Exile's "Its controller may search their library for a basic land card, …": the choice is that player's
    // (`who`), the instruction the ordinary sentence with its verb inflected for the subject.
    parse: map(afterPlayerMay(mayPlayer, joined), ({ who, effects }) => {
      const may = untargeted(effects);
      return may && !may.every(isPayment) ? [optional(may, { who })] : null;
    }),
    fixtures: [
      {
        text: 'Exile target creature. Its controller may search their library for a basic land card, put that card onto the battlefield tapped, then shuffle.',
        spell: true,
        abilities: [{ kind: 'spell', effects: [{ type: 'exile' }, { type: 'group', optional: true, who: { ref: 'controller', of: { ref: 'same-target', slot: -1 } }, effects: [{ type: 'search', players: { ref: 'controller', of: { ref: 'same-target', slot: -1 } }, to: 'battlefield', tapped: true }] }] }],
      },
      // Harbor Guardian, Sibilant Spirit: the defending player chooses whether to draw.
      ability('Whenever this creature attacks, defending player may draw a card.', { type: 'group', optional: true, who: { ref: 'defending' }, effects: [{ type: 'draw', players: { ref: 'defending' }, amount: 1 }] }),
      // "That player" after a target an opponent controls is its controller (entries/lines.ts), as in Boseiju, Who Endures.
      {
        text: 'Destroy target land an opponent controls. That player may search their library for a basic land card, put it onto the battlefield, then shuffle.',
        spell: true,
        abilities: [{ kind: 'spell', effects: [{ type: 'destroy' }, { type: 'group', optional: true, who: { ref: 'controller', of: { ref: 'same-target', slot: -1 } }, effects: [{ type: 'search', players: { ref: 'controller', of: { ref: 'same-target', slot: -1 } }, to: 'battlefield' }] }] }],
      },
    ],
  },
  {
    id: 'effect/delayed-next-upkeep',
    wording: "EFFECT at the beginning of the next turn's upkeep (a delayed trigger, without targets)",
    parse: map(seq(joined, lit("at the beginning of the next turn's upkeep")), ([effects]) => {
      const later = untargeted(effects);
      return later ? [{ type: 'delayed', when: { on: 'step-begins', step: 'upkeep' }, effects: later, once: true }] : null;
    }),
    fixtures: [{ text: "Draw a card at the beginning of the next turn's upkeep.", spell: true, abilities: [{ kind: 'spell', effects: [{ type: 'delayed', when: { on: 'step-begins', step: 'upkeep' }, effects: [{ type: 'draw', amount: 1 }] }] }] }],
  },
  {
    id: 'effect/until-end-of-turn-first',
    wording: 'Until end of turn, EFFECT (the same as EFFECT until end of turn, 611.2a)',
    parse: fronted('until end of turn'),
    fixtures: [
      { text: '+1: Until end of turn, up to one target creature gets +2/+2 and gains vigilance and haste.', abilities: [{ kind: 'activated', effects: [{ type: 'modify-pt', objects: { ref: 'target', spec: { count: { min: 0, max: 1 } } }, power: 2, toughness: 2, duration: 'until-end-of-turn' }, { type: 'grant', keywords: ['vigilance'] }, { type: 'grant', keywords: ['haste'] }] }] },
      { text: '{1}{G}: Until end of turn, target creature you control gains hexproof.', abilities: [{ kind: 'activated', effects: [{ type: 'grant', keywords: ['hexproof'], duration: 'until-end-of-turn' }] }] },
      // Elspeth, Undaunted Hero: ", where X is" stays at the end of the sentence it closes.
      { text: '−8: Until end of turn, creatures you control gain flying and get +X/+X, where X is your devotion to white.', abilities: [{ kind: 'activated', effects: [{ type: 'grant', keywords: ['flying'], duration: 'until-end-of-turn' }, { type: 'modify-pt', objects: { ref: 'previous' }, power: { of: 'devotion', colors: ['white'] }, duration: 'until-end-of-turn' }] }] },
    ],
  },
  {
    id: 'effect/until-your-next-turn-first',
    wording: 'Until your next turn, EFFECT (the same as EFFECT until your next turn, 611.2a)',
    parse: fronted('until your next turn'),
    fixtures: [{ text: '−2: Until your next turn, target creature gets -2/-1.', abilities: [{ kind: 'activated', effects: [{ type: 'modify-pt', power: -2, toughness: -1, duration: 'until-your-next-turn' }] }] }],
  },
  {
    id: 'effect/for-each-first',
    wording: 'For each COUNTED, EFFECT (the same as EFFECT for each COUNTED)',
    parse: fronted('for each'),
    fixtures: [{ text: '−7: For each creature card in your graveyard, put a +1/+1 counter on each creature you control.', abilities: [{ kind: 'activated', effects: [{ type: 'put-counters', counter: '+1/+1', amount: { of: 'count', filter: { types: ['Creature'], zone: 'graveyard', owner: 'you' } } }] }] }],
  },
  {
    id: 'effect/each-reveals-top-for-each',
    wording: 'Each player reveals the top card of their library. For each FILTER card revealed this way, EFFECT (parley, 207.2c; 701.20a)',
    // The cards stay on top (401.2: revealing moves nothing); the count is of the cards revealed, read as the sentence after it
    // resolves (608.2c). Only with such a sentence: alone, the reveal would leave "it" or "that card" after it to the line reader.
    parse: map(seq(lit('each player reveals the top card of their library .'), fronted('for each')), ([, effects]): Effect[] | null =>
      JSON.stringify(effects).includes('"stat":"revealed"') ? [{ type: 'look', players: { ref: 'each', filter: 'any' }, from: 'library-top', amount: 1, reveal: true }, ...effects] : null,
    ),
    fixtures: [
      // Selvala's Charge; Rousing of Souls.
      { text: 'Each player reveals the top card of their library. For each nonland card revealed this way, you create a 3/3 green Elephant creature token. Then each player draws a card.', spell: true, abilities: [{ kind: 'spell', effects: [{ type: 'look', players: { ref: 'each', filter: 'any' }, amount: 1, reveal: true }, { type: 'create-token', amount: { of: 'this-way', stat: 'revealed', filter: { notTypes: ['Land'] } } }, { type: 'draw', players: { ref: 'each', filter: 'any' }, amount: 1 }] }] },
    ],
  },
  // "Until end of turn, whenever …": a triggered ability for a while (603.7b).
  ...LASTING_TRIGGER_EFFECTS,
  // "you may" around an instruction with one target.
  ...MAY_TARGETED_EFFECTS,
  ...CHANCE_EFFECTS,
  ...VOTE_EFFECTS,
  ...PILE_EFFECTS,
  ...UP_TO_ONE_EFFECTS,
  // "If CONDITION, EFFECT": any clause below (this list's included), read lazily.
  ...conditionalEffects((ts, at) => effectClause(ts, at), clauseJoiner),
];

/** One clause of a sentence: a plain effect or one of the compound shapes above. */
export const effectClause: Parser<Effect[]> = memo(alt(effectSentence, ...COMPOUND_EFFECTS.map((e) => e.parse)));
