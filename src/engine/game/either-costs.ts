// "As an additional cost to cast this spell, A or B" (601.2b): the caster announces which of the two
// they pay as the spell is cast — a scenario's `choose: {cost: N}` (the Nth as printed), else the
// first one they can pay (a documented default). A mana alternative joins the total cost (601.2f:
// "pay {3}" is paid with the mana cost); any other is paid with the rest of the additional costs
// (601.2h). Revealing a card from one's hand (701.20a) only shows it: the cost is paid if one fits.
import { cite } from '../citations.ts';
import { say, type Text } from '../messages/message.ts';
import type { Cost } from '../oracle/ast.ts';
import { formatMana } from '../oracle/mana.ts';
import type { Filter } from '../oracle/vocabulary.ts';
import { IllegalAction } from './illegal.ts';
import { matches } from './match.ts';
import { choiceNames, noteDefault, player, takeChoice, trace, type Card, type CardDef, type Game } from './state.ts';

/** Whether `who` has what a cost other than mana asks for (118.3); mana is found as it is paid. */
function canPay(game: Game, who: string, cost: Cost): boolean {
  const inHand = (f: Filter | undefined) => player(game, who).hand.filter((card) => !f || matches(game, { kind: 'card', card, zone: 'hand' }, f, { you: who })).length;
  const mine = (f: Filter, untapped = false) => game.battlefield.filter((p) => p.controller === who && (!untapped || !p.tapped) && matches(game, { kind: 'permanent', permanent: p }, f, { you: who })).length;
  switch (cost.type) {
    case 'sacrifice':
    case 'return-permanents':
      return mine(cost.filter) >= cost.count;
    case 'tap-permanents':
      return mine(cost.filter, true) >= cost.count;
    case 'discard':
      return inHand(cost.filter) >= cost.count;
    case 'reveal-card':
      return inHand(cost.filter) > 0;
    // 119.4: life is paid only by a player whose life total is at least that much.
    case 'pay-life':
      return player(game, who).life >= cost.amount;
    case 'exile-from-graveyard':
      return player(game, who).graveyard.filter((card) => matches(game, { kind: 'card', card, zone: 'graveyard' }, cost.filter, { you: who })).length >= cost.count;
    default:
      return true;
  }
}

/**
 * The spell's additional costs with each "A or B" decided (601.2b): the mana they add to the total
 * cost, and the other costs to pay once the mana is paid. Call once the card is on the stack (601.2a),
 * so a discard or a reveal can't name it.
 */
export function spellAdditionalCosts(game: Game, who: string, def: CardDef, x = 0): { mana: string[]; others: Cost[] } {
  const mana: string[] = [];
  const others: Cost[] = [];
  for (const a of def.abilities) {
    if (a.kind !== 'additional-cost') continue;
    if (a.cost.type !== 'either') {
      // "discard X cards", "pay X life": the X announced (601.2b); X = 0 asks for nothing.
      const cost = a.cost.type === 'discard' && a.cost.x ? { ...a.cost, count: x } : a.cost.type === 'pay-life' && a.cost.x ? { ...a.cost, amount: x } : a.cost;
      if (!((cost.type === 'discard' && cost.count === 0) || (cost.type === 'pay-life' && cost.amount === 0))) others.push(cost);
      continue;
    }
    const options = a.cost.costs;
    const named = takeChoice(game, who, (v) => (v && typeof v === 'object' && !Array.isArray(v) && 'cost' in v && typeof (v as { cost: unknown }).cost === 'number' ? (v as { cost: number }).cost : undefined));
    if (named !== undefined && !options[named - 1]) throw new IllegalAction(say('illegal.noSuchCost', { spell: def.name, n: named, count: options.length }), cite('additionalCost'));
    const at = named !== undefined ? named - 1 : Math.max(0, options.findIndex((c) => canPay(game, who, c)));
    if (named === undefined) noteDefault(game, say('default.eitherCost', { spell: def.name, player: who, n: at + 1, text: a.text }));
    const chosen = options[at]!;
    if (chosen.type === 'mana') {
      mana.push(...chosen.symbols);
      trace(game, 'cost', say('cast.additionalMana', { spell: def.name, cost: formatMana(chosen.symbols) }), cite('additionalCost', 'castTotalCost'));
    } else others.push(chosen);
  }
  return { mana, others };
}

/** "Reveal a Goblin card from your hand": a `choose: {reveal: NAME}`, else the first that fits (a documented default). */
export function payRevealCost(game: Game, who: string, filter: Filter, forWhat: Text): void {
  const fits = player(game, who).hand.filter((card) => matches(game, { kind: 'card', card, zone: 'hand' }, filter, { you: who }));
  const named = takeChoice(game, who, (v) => (v && typeof v === 'object' && !Array.isArray(v) && 'reveal' in v ? choiceNames(v, 'reveal') : undefined));
  const card: Card | undefined = named ? fits.find((c) => named.some((n) => c.id === n || c.def.name.toLowerCase() === n.toLowerCase())) : fits[0];
  if (!card) throw new IllegalAction(say('illegal.cantReveal', { player: who, what: forWhat }), cite('cantPay'));
  trace(game, 'cost', say('cost.revealSelf', { player: who, card: card.def.name }), cite('reveal', 'payCost'));
}

/** Whether the spell has a variable cost its caster announces (601.2b, 107.3a): {X} in its mana cost, or an additional cost "discard X cards" / "pay X life". */
export const announcesX = (def: CardDef): boolean => (def.manaCost ?? []).includes('X') || def.abilities.some((a) => a.kind === 'additional-cost' && (a.cost.type === 'discard' || a.cost.type === 'pay-life') && a.cost.x === true);
