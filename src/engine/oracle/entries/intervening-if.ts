// A triggered ability's intervening "if" (603.4): "When CARDNAME enters, if it was kicked, …",
// "At the beginning of each upkeep, if no spells were cast last turn, …" — read into a Condition
// (oracle/vocabulary.ts) that the trigger handler checks as it triggers and again as it resolves.
import type { KeywordCost } from '../ast.ts';
import type { Condition } from '../vocabulary.ts';
import { formatMana } from '../mana.ts';
import { alt, lit, map, oneOf, seq, token, type Parser } from '../grammar.ts';
import { manaCost } from '../phrases.ts';
import { condition } from '../condition-grammar.ts';
import { permanentFilter } from '../filter-grammar.ts';
import { castFrom } from '../trigger-grammar.ts';
import { opt } from '../grammar.ts';

/** The keywords whose alternative cost a spell may have been cast for (game/alt-costs.ts). */
export const keywordCost = oneOf<KeywordCost>((['surge', 'spectacle', 'blitz', 'web-slinging', 'sneak', 'warp', 'prowl', 'freerunning', 'overload', 'bestow'] as const).map((k) => [k, k] as const));

/** `aboutSource`: it asks how the source was cast or entered, so only "When CARDNAME enters" may have it. */
export interface IfClause {
  condition: Condition;
  aboutSource: boolean;
}

const status = (condition: Condition): IfClause => ({ condition, aboutSource: true });

export const interveningIf: Parser<IfClause> = alt<IfClause>(
  // 702.33d, 702.33f: "if it was kicked", "if it was kicked with its {R} kicker".
  map(lit('it was kicked'), () => status({ kind: 'source-status', status: { was: 'kicked' } })),
  map(seq(lit('it was kicked with its'), manaCost, lit('kicker')), ([, cost]) => status({ kind: 'source-status', status: { was: 'kicked', with: formatMana(cost) } })),
  // 702.166b, 702.104b, 702.175a.
  map(lit('it was bargained'), () => status({ kind: 'source-status', status: { was: 'bargained' } })),
  map(lit("tribute wasn't paid"), () => status({ kind: 'not', condition: { kind: 'source-status', status: { was: 'tribute-paid' } } })),
  // "if its surge (spectacle, sneak…) cost was paid".
  map(seq(lit('its'), keywordCost, lit('cost was paid')), ([, keyword]) => status({ kind: 'source-status', status: { was: 'alt-cost', keyword } })),
  // 601.2: "if you cast it", "if you cast it from your hand": it entered as a spell its controller cast (not a copy, 707.10).
  map(seq(lit('you cast it'), opt(castFrom)), ([, from]) => status({ kind: 'source-status', status: { was: 'cast', ...(from ? { from } : {}) } })),
  // The werewolves' (731.2's counts): "if no spells were cast last turn", "if a player cast two or more spells last turn".
  map(lit('no spells were cast last turn'), () => ({ condition: { kind: 'cast-last-turn', by: 'all-players', op: '==', value: 0 }, aboutSource: false })),
  map(seq(lit('a player cast'), token((t) => (t.k === 'num' && !t.signed && t.n > 0 ? t.n : null)), lit('or more spells last turn')), ([, n]) => ({ condition: { kind: 'cast-last-turn', by: 'one-player', op: '>=', value: n }, aboutSource: false })),
  // "When this creature dies, if it was a creature, …": the object the event named, as it last existed (603.10a, 608.2h).
  map(seq(lit('it was'), alt(lit('a'), lit('an')), permanentFilter.one), ([, , filter]) => ({ condition: { kind: 'event-object', filter }, aboutSource: false })),
  // The conditions any "if" reads (condition-grammar.ts): "if you control another Spirit", "if you attacked this turn".
  map(condition, (c) => ({ condition: c, aboutSource: false })),
);
