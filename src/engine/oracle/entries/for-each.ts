// "EFFECT for each COUNTED" ("You gain 1 life for each creature you control", "Target
// creature gets +1/+1 until end of turn for each Forest you control"): the effect's number
// multiplied by a count taken as it resolves (608.2h). Only effects whose number the
// multiplication can scale are read this way; the rest are refused.
import type { Counted, Effect } from '../ast.ts';
import type { Entry } from '../entry.ts';
import { alt, lit, map, oneOf, opt, seq, token, type Parser } from '../grammar.ts';
import { TYPE_BY_WORD } from '../phrases.ts';
import { effectSentence } from './effects.ts';

const CARD_TYPES = [['creature', 'Creature'], ['land', 'Land'], ['artifact', 'Artifact'], ['enchantment', 'Enchantment'], ['planeswalker', 'Planeswalker'], ['permanent', undefined]] as const;
const BASIC_LAND_TYPES = ['plains', 'island', 'swamp', 'mountain', 'forest'];
const cardType: Parser<string | 'any'> = oneOf(CARD_TYPES.map(([w, t]) => [w, t ?? 'any'] as const));
/** A subtype word: a creature type (205.3m) or a basic land type ("Forest"). */
const subtype: Parser<string> = token((t) => (t.k !== 'word' ? null : BASIC_LAND_TYPES.includes(t.raw) ? t.raw[0]!.toUpperCase() + t.raw.slice(1) : (TYPE_BY_WORD.get(t.raw) ?? null)));
const controller = oneOf<'you' | 'opponents' | 'any'>([['you control', 'you'], ['your opponents control', 'opponents'], ['an opponent controls', 'opponents'], ['on the battlefield', 'any']]);

const permanents: Parser<Counted> = map(seq(opt(lit('other')), alt<{ cardType?: string; subtype?: string }>(map(cardType, (t) => (t === 'any' ? {} : { cardType: t })), map(subtype, (s) => ({ subtype: s }))), controller), ([other, what, who]) => ({ zone: 'battlefield', ...what, controller: who, other: other !== undefined }));
const cards: Parser<Counted> = map(seq(opt(cardType), lit('card in your'), oneOf<'hand' | 'graveyard'>([['hand', 'hand'], ['graveyard', 'graveyard']])), ([t, , zone]) => ({ zone, ...(t && t !== 'any' ? { cardType: t } : {}) }));
/** cov-addcost: a party (700.8), domain's basic land types, and graveyard cards of one of two types. */
const moreCounted: Parser<Counted> = alt<Counted>(
  map(lit('creature in your party'), () => ({ zone: 'party' })),
  map(seq(lit('attacking creature'), opt(lit('you control'))), ([, yours]) => ({ zone: 'attacking', controller: yours ? 'you' : 'any' })),
  map(lit('basic land type among lands you control'), () => ({ zone: 'domain' })),
  map(seq(oneOf<string[]>([['instant and sorcery', ['Instant', 'Sorcery']], ['instant and/or sorcery', ['Instant', 'Sorcery']], ['artifact and/or creature', ['Artifact', 'Creature']]]), lit('card in your graveyard')), ([types]) => ({ zone: 'graveyard-any', types })),
);
export const counted: Parser<Counted> = alt(permanents, cards, /* cov-addcost */ moreCounted);

/** The effects whose number "for each" multiplies. */
export const SCALABLE: ReadonlySet<Effect['type']> = new Set(['draw', 'gain-life', 'lose-life', 'lose-life-self', 'damage', 'damage-players', 'mill', 'put-counters', 'put-counters-self', 'pump', 'pump-self', 'create-token', 'create-predefined', 'scry', 'surveil', 'get-energy', 'group-counters']);

export const FOR_EACH_EFFECTS: Entry<Effect[]>[] = [
  {
    id: 'effect/for-each',
    wording: 'EFFECT for each [other] creature (land, artifact, TYPE…) you control / card in your hand (graveyard) — the effect\'s number times the count',
    parse: map(seq(effectSentence, lit('for each'), counted), ([effects, , what]) => {
      if (effects.length !== 1 || !SCALABLE.has(effects[0]!.type)) return null;
      const inner = effects[0]!;
      if (inner.type === 'damage' && inner.amount === 'X') return null;
      return [{ type: 'for-each', counted: what, effect: inner, ...('target' in inner && inner.target ? { target: inner.target } : {}), ...('sameTarget' in inner && inner.sameTarget ? { sameTarget: true } : {}) }];
    }),
    fixtures: [
      { text: 'You gain 1 life for each creature you control.', spell: true, abilities: [{ kind: 'spell', effects: [{ type: 'for-each', counted: { zone: 'battlefield', cardType: 'Creature', controller: 'you' }, effect: { type: 'gain-life', amount: 1 } }] }] },
      { text: 'Target creature gets +1/+1 until end of turn for each Forest you control.', spell: true, abilities: [{ kind: 'spell', effects: [{ type: 'for-each', counted: { subtype: 'Forest' }, target: { object: { types: ['Creature'] } }, effect: { type: 'pump', power: 1, toughness: 1 } }] }] },
    ],
  },
];
