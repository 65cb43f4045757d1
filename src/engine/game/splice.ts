// Splice (702.47): "Splice onto [quality] [cost]" means "You may reveal this card from your hand as
// you cast a [quality] spell. If you do, that spell gains the text of this card's rules text and you
// pay [cost] as an additional cost to cast that spell." A scenario names the cards it splices
// (`cast: NAME, splice: [CARD, …]`): each must be in the caster's hand, other than the spell, once
// each (702.47b). Their instructions follow the main spell's, in the order named (702.47b), and their
// targets are chosen with the spell's (702.47d); the card stays in the hand. "CARDNAME" in the gained
// text is the spell on the stack (702.47c), which is how a resolving spell's instructions already
// read their source. The gained text lasts only while the spell is on the stack (702.47e): it is
// carried by the stack object's effects alone.
import { cite } from '../citations.ts';
import type { Ability, Effect } from '../oracle/ast.ts';
import { formatMana } from '../oracle/mana.ts';
import { say } from '../messages/message.ts';
import { isNamed } from './faces.ts';
import { IllegalAction, ScenarioReferenceError } from './illegal.ts';
import { player, trace, type CardDef, type Game } from './state.ts';

interface Spliced {
  cards: string[];
  effects: Effect[];
  cost: string[];
}

const NONE: Spliced = { cards: [], effects: [], cost: [] };

/** Whether a spell with these characteristics has the quality a splice ability names. */
const hasQuality = (spell: CardDef, onto: Extract<Ability, { kind: 'splice' }>['onto']): boolean =>
  onto === 'Arcane' ? spell.subtypes.includes('Arcane') : spell.types.includes('Instant') || spell.types.includes('Sorcery');

/** The cards spliced onto the spell being cast (`castId`, still in the hand): their instructions and splice costs. */
export function spliceOnto(game: Game, who: string, spell: CardDef, castId: string, names: readonly string[] | undefined): Spliced {
  if (!names?.length) return NONE;
  const hand = player(game, who).hand;
  const used = new Set<string>([castId]);
  const out: Spliced = { cards: [], effects: [], cost: [] };
  for (const name of names) {
    const card = hand.find((c) => !used.has(c.id) && isNamed(c, name));
    if (!card) throw new ScenarioReferenceError(say('scenario.spliceNotInHand', { player: who, card: name, other: hand.some((c) => isNamed(c, name)), spell: spell.name }), 'splice');
    used.add(card.id);
    const def = card.def;
    const splice = def.abilities.find((a): a is Extract<Ability, { kind: 'splice' }> => a.kind === 'splice');
    if (!splice) throw new IllegalAction(say('illegal.noSplice', { card: def.name, spell: spell.name }), cite('splice'));
    if (!hasQuality(spell, splice.onto)) throw new IllegalAction(say('illegal.spliceQuality', { card: def.name, spell: spell.name, arcane: splice.onto === 'Arcane' }), cite('splice'));
    const text = def.abilities.filter((a): a is Extract<Ability, { kind: 'spell' }> => a.kind === 'spell');
    // Modes, kicker or an X in the gained text would need choices this cast doesn't make for it: refused, not guessed.
    if (text.some((a) => a.modes || a.kicked || a.ifPaid) || (def.manaCost ?? []).includes('X')) throw new ScenarioReferenceError(say('scenario.spliceUnsupported', { card: def.name }), 'splice');
    out.cards.push(def.name);
    out.effects.push(...text.flatMap((a) => a.effects));
    out.cost.push(...splice.cost);
  }
  return out;
}

/** The trace of the splices, once the spell is cast. */
export function traceSplice(game: Game, who: string, spell: string, spliced: Spliced): void {
  if (!spliced.cards.length) return;
  trace(game, 'note', say('cast.spliced', { player: who, spell, cards: spliced.cards.join(', '), n: spliced.cards.length, cost: formatMana(spliced.cost) }), cite('splice', 'spliceOrder', 'spliceText', 'castTotalCost'));
}
