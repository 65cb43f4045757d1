// Replaying what can be replayed (issue 25 item 5): a line the grammar does not read refuses
// the replay only when it could matter — an activated ability the scenario activates, or any
// other line of a card on the battlefield or on the stack, or a line that works from the zone
// its card is in (cycling in a hand, flashback in a graveyard). Until then it is set aside, and
// the explanation says so; the moment it could matter, the replay stops and names the line.
import type { Ability } from '../oracle/ast.ts';
import { ScenarioReferenceError } from './illegal.ts';
import { player, type Card, type CardDef, type Game } from './state.ts';
import { printedFaces } from './faces.ts';
import { say, type Message } from '../messages/message.ts';

export type UnreadLine = Extract<Ability, { kind: 'unread' }>;

/** The card's lines the engine does not read (its face that is up). */
export const unreadLinesOf = (def: CardDef): UnreadLine[] => def.abilities.filter((a): a is UnreadLine => a.kind === 'unread');

/** Why an unread line of a card where it is now could matter, or null while it can't. */
export function unreadMatters(card: Card, where: 'battlefield' | 'stack' | 'hand' | 'graveyard' | 'exile' | 'library', owner: string): { line: UnreadLine; because: Message } | null {
  for (const line of unreadLinesOf(card.def)) {
    if ((where === 'battlefield' || where === 'stack') && line.use === 'other') return { line, because: say(where === 'stack' ? 'because.onStack' : 'because.onBattlefield', { card: card.def.name }) };
    if (where !== 'battlefield' && where !== 'stack' && line.outsideBattlefield) return { line, because: say('because.worksFrom', { card: card.def.name, player: owner, zone: where }) };
  }
  return null;
}

/** The message of a refusal: what is not understood, why it matters here, and where to see the card's reading. */
export const unreadMessage = (m: { line: UnreadLine; because: Message }, card: string): Message => say('scenario.unreadMatters', { error: m.line.error, because: m.because, card });

/** Thrown the moment an unread line could matter; the replay reports it as an invalid scenario naming the card and line. */
export class UnreadLineMatters extends ScenarioReferenceError {}

/**
 * A cast or an activation from a hand, graveyard or exile uses the card's text before the spell is
 * on the stack — its instructions' targets and modes, its cost options (overload, dash…) — so a
 * card with a line the engine does not read (other than an activated ability, which a cast does
 * not use) is refused as the action names it, before the action is judged without that line. `name` is any face's name or the card's id; `activated`: only an
 * activated line (or one working from the card's zone) matters, as when an ability of the card is
 * activated from a hand or graveyard.
 */
export function checkUnreadUse(game: Game, who: string, name: string, activated = false): void {
  if (!game.unreadCards) return;
  const p = player(game, who);
  const wanted = name.toLowerCase();
  for (const card of [...p.hand, ...p.graveyard, ...p.exile, ...p.library.slice(0, 1)]) {
    const faces = printedFaces(card.def);
    if (card.id !== name && !faces.some((f) => f.name.toLowerCase() === wanted) && card.def.name.toLowerCase() !== wanted) continue;
    for (const face of faces) {
      const line = unreadLinesOf(face).find((l) => (activated ? l.use === 'activated' || l.outsideBattlefield : l.use === 'other'));
      if (line) throw new UnreadLineMatters(unreadMessage({ line, because: say('because.uses', { player: who, card: card.def.name, activated }) }, card.def.name), '');
    }
  }
}

/** Checks every object of the game (only when some card has unread lines): called before each priority and at the end. */
export function checkUnread(game: Game): void {
  if (!game.unreadCards) return;
  for (const p of game.battlefield) {
    if (p.faceDown) continue; // a face-down permanent has no abilities (708.2)
    const m = unreadMatters(p.card, 'battlefield', p.card.owner) ?? (p.copyOf ? unreadMatters({ ...p.card, def: p.copyOf }, 'battlefield', p.card.owner) : null);
    if (m) throw new UnreadLineMatters(unreadMessage(m, p.card.def.name), '');
  }
  for (const item of game.stack) {
    const m = item.card && !item.faceDown ? unreadMatters(item.card, 'stack', item.card.owner) : null;
    if (m) throw new UnreadLineMatters(unreadMessage(m, item.card!.def.name), '');
  }
  for (const pl of game.players) {
    for (const zone of ['hand', 'graveyard', 'exile', 'library'] as const) {
      for (const card of pl[zone]) {
        const m = unreadMatters(card, zone, pl.name);
        if (m) throw new UnreadLineMatters(unreadMessage(m, card.def.name), '');
      }
    }
  }
}

/** The unread lines set aside in a replay that finished: each card's once. */
export function setAsideLines(cards: Iterable<CardDef>): Array<{ card: string; line: number; text: string; why: 'activated' | 'not-in-play' }> {
  const out: Array<{ card: string; line: number; text: string; why: 'activated' | 'not-in-play' }> = [];
  const seen = new Set<string>();
  for (const def of cards) {
    for (const face of printedFaces(def)) {
      if (seen.has(face.name)) continue;
      seen.add(face.name);
      for (const l of unreadLinesOf(face)) out.push({ card: face.name, line: l.line, text: l.text, why: l.use === 'activated' ? 'activated' : 'not-in-play' });
    }
  }
  return out;
}
