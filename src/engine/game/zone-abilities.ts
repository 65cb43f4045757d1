// Activated abilities that work from a hand or a graveyard because their cost moves or shows the
// card there (113.6m, 113.6j): "Channel — {1}{R}, Discard this card: …", "Bloodrush — …",
// "{2}{W}, Exile this card from your graveyard: …", "{1}{U}, Reveal this card from your hand: …".
// They are ordinary `activated` abilities (oracle/ast.ts `abilityZone` says where they work);
// a scenario activates them with `activate: NAME, from: hand | graveyard`, and the ability index
// counts the card's abilities that work from that zone, in printed order.
import { cite } from '../citations.ts';
import { say } from '../messages/message.ts';
import { abilityZone, targetsOf, type Ability } from '../oracle/ast.ts';
import { activationConditionProblem } from './activation-conditions.ts';
import { checkSplitSecond } from './cast-more.ts';
import type { GraveyardActivation } from './graveyard-abilities.ts';
import { payOtherCost, reducedAbilityCosts } from './costs.ts';
import { putDiscarded } from './discard.ts';
import { IllegalAction } from './illegal.ts';
import { newId, player, trace, type Card, type Game, type SourceInfo, type StackItem } from './state.ts';

export type ZoneAbility = Extract<Ability, { kind: 'activated' }>;

/** The legacy abilities that work from each zone (cycling, ninjutsu, reinforce; unearth, scavenge…), which keep their own paths. */
const LEGACY: Record<'hand' | 'graveyard', ReadonlySet<Ability['kind']>> = {
  hand: new Set(['cycling', 'ninjutsu', 'reinforce']),
  graveyard: new Set(['graveyard-ability']),
};

/**
 * The card's `index`th ability that works from `zone`, counting its legacy ones too: the general
 * activated ability, or for a legacy one its index among the legacy ones (for their own paths).
 */
export function zoneAbilityAt(card: Card, zone: 'hand' | 'graveyard', index: number): { ability: ZoneAbility } | { legacyIndex: number } {
  const works = card.def.abilities.filter((a) => LEGACY[zone].has(a.kind) || (a.kind === 'activated' && abilityZone(a) === zone));
  if (!works.some((a) => a.kind === 'activated')) return { legacyIndex: index };
  const chosen = works[index - 1];
  if (chosen?.kind === 'activated') return { ability: chosen };
  return { legacyIndex: works.slice(0, index).filter((a) => a.kind !== 'activated').length || index };
}

/** How the game pays for and targets an ability activated from a zone: the same as a graveyard ability's. */
export type ZoneActivation = GraveyardActivation;

/** Activates a general activated ability of `card` from its owner's hand or graveyard (602.2) and returns the ability on the stack. */
export function activateFromZone(game: Game, who: string, card: Card, zone: 'hand' | 'graveyard', ability: ZoneAbility, how: ZoneActivation): StackItem {
  checkSplitSecond(game, say('splitSecond.activate', { player: who, card: card.def.name }));
  if (ability.sorcerySpeed && !how.sorceryTimingOk()) throw new IllegalAction(say('illegal.onlyAsSorcery', { card: card.def.name, text: ability.text }), cite('sorcerySpeedAbility'));
  const notNow = ability.onlyIf ? activationConditionProblem(game, who, card.id, ability.onlyIf) : null;
  if (notNow) throw new IllegalAction(say('illegal.activationWindow', { card: card.def.name, text: ability.text, when: notNow, active: game.active }), cite('activationRestriction'));
  // 602.2a: the card is revealed as the ability is activated from a hidden zone; in the graveyard it is public already.
  const source: SourceInfo = { id: card.id, name: card.def.name, controller: who, colors: card.def.colors, keywords: [], types: card.def.types, subtypes: card.def.subtypes };
  const targetSpecs = targetsOf(ability.effects);
  const targets = how.chooseTargets(source, targetSpecs);
  trace(game, 'activate', say('activate.fromZone', { player: who, card: card.def.name, text: ability.text, zone }), cite('activate', 'zoneAbility', ...(targets.length ? (['castTargets'] as const) : [])));
  const forWhat = say('for.ability', { card: card.def.name });
  // 601.2h: the mana first, then the card itself, then the other costs.
  // "This ability costs {1} less to activate for each legendary creature you control" (channel; 602.2b applies 601.2f).
  const costs = reducedAbilityCosts(game, who, { id: card.id, name: card.def.name }, ability, ability.costs);
  for (const k of costs) if (k.type === 'mana' && k.symbols.length) how.payMana(k.symbols, forWhat);
  const sacrificed: string[] = [];
  for (const k of costs) {
    if (k.type === 'self') paySelf(game, who, card, k.action, zone);
    else if (k.type !== 'mana') payOtherCost(game, who, undefined, k, card.def.name, sacrificed);
  }
  return { id: newId(game, `${card.def.name} ability`), kind: 'ability', source, controller: who, effects: ability.effects, targets, targetSpecs, text: ability.text, ...(sacrificed.length ? { sacrificed } : {}) };
}

/** The card pays with itself: discarded (701.9a), revealed (701.20a) or exiled from the graveyard. */
function paySelf(game: Game, who: string, card: Card, action: 'discard' | 'reveal' | 'exile' | 'return-to-hand', zone: 'hand' | 'graveyard'): void {
  const p = player(game, who);
  if (action === 'discard' && zone === 'hand') {
    putDiscarded(game, p, [card]);
    trace(game, 'discard', say('cost.discard', { player: who, cards: card.def.name }), cite('discard'));
  } else if (action === 'reveal') {
    trace(game, 'note', say('cost.revealSelf', { player: who, card: card.def.name }), cite('reveal'));
  } else if (action === 'exile' && zone === 'graveyard') {
    p.graveyard = p.graveyard.filter((c) => c !== card);
    p.exile.push(card);
    trace(game, 'zone-change', say('cost.exileFromGraveyard', { card: card.def.name, owner: who }), cite('payCost'));
  }
}
