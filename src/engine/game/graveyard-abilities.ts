// Keyword abilities activated from the graveyard (113.6b; oracle/entries/graveyard-abilities.ts):
// unearth (702.84a), scavenge (702.97a), embalm, eternalize and encore; "{M}: Return this card from
// your graveyard to …" is a general activated ability (game/zone-abilities.ts, 113.6m). Activated with `activate: NAME, from: graveyard`; the
// resolving part is the move verb of the card itself (effects/zone-cards.ts); unearth's haste and
// delayed exile are `unearthed` below, and its "would leave" the replacement below.
import { cite } from '../citations.ts';
import type { Ability, Effect, TargetSpec } from '../oracle/ast.ts';
import { formatMana } from '../oracle/mana.ts';
import { say, type Text } from '../messages/message.ts';
import { checkSplitSecond } from './cast-more.ts';
import { payOtherCost } from './costs.ts';
import { IllegalAction, ScenarioReferenceError } from './illegal.ts';
import { newId, nextTimestamp, player, trace, type Game, type Permanent, type SourceInfo, type StackItem, type TargetRef } from './state.ts';
import { delayOn } from './delayed.ts';
import { embalm, ENCORE } from '../oracle/keyword-tokens.ts';
import type { Candidate, LeaveEvent, ReplacementKind } from './replacement/event.ts';

type GraveyardAbility = Extract<Ability, { kind: 'graveyard-ability' }>;

export interface GraveyardActivation {
  payMana: (cost: string[], forWhat: Text) => void;
  chooseTargets: (source: SourceInfo, kinds: TargetSpec[]) => TargetRef[];
  sorceryTimingOk: () => boolean;
}

/** Activates the `index`th graveyard ability of a card in `who`'s graveyard and puts it on the stack (602.2). */
export function activateFromGraveyard(game: Game, who: string, name: string, index: number, how: GraveyardActivation): StackItem {
  checkSplitSecond(game, say('splitSecond.activate', { player: who, card: name }));
  const yard = player(game, who).graveyard;
  const card = yard.find((c) => c.id === name || c.def.name.toLowerCase() === name.toLowerCase());
  if (!card) throw new IllegalAction(say('illegal.notInGraveyard', { player: who, card: name, graveyard: yard.map((c) => c.def.name).join(', ') }), cite('graveyardAbility'));
  const abilities = card.def.abilities.filter((a): a is GraveyardAbility => a.kind === 'graveyard-ability');
  const ability = abilities[index - 1];
  if (!ability) throw new ScenarioReferenceError(say('scenario.noZoneAbility', { card: card.def.name, count: abilities.length, index, zone: 'graveyard' }), 'ability');
  // The ability as printed, without its reminder text (which explains rules and adds none).
  const text = ability.text.replace(/\s*\([^)]*\)/g, '').trim();
  const code = ability.does === 'unearth' ? 'unearth' : ability.does === 'scavenge' ? 'scavenge' : ability.does === 'embalm' || ability.does === 'eternalize' || ability.does === 'encore' ? ability.does : 'graveyardAbility';
  // Scavenge, embalm and eternalize exile the card as part of the cost (602.2b).
  const exiledAsCost = ability.does === 'scavenge' || ability.does === 'embalm' || ability.does === 'eternalize' || ability.does === 'encore';
  if (ability.sorcery && !how.sorceryTimingOk()) throw new IllegalAction(say('illegal.onlyAsSorcery', { card: card.def.name, text: ability.text }), cite('sorcerySpeedAbility', code));
  const source: SourceInfo = { id: card.id, name: card.def.name, controller: who, colors: card.def.colors, keywords: [], types: card.def.types, subtypes: card.def.subtypes };
  // Scavenge's counters are the power of the card exiled as the cost (702.97a): known now.
  const effects: Effect[] = ability.does === 'scavenge' ? [{ type: 'put-counters', amount: card.def.power ?? 0, counter: '+1/+1', on: [{ ref: 'target', spec: { object: { types: ['Creature'] } } }] }]
    : ability.does === 'embalm' || ability.does === 'eternalize' ? embalm(ability.does)
    : ability.does === 'encore' ? ENCORE
    : [{ type: 'move', objects: { ref: 'self' }, from: 'graveyard', to: 'battlefield', keyword: 'unearth' }];
  const targetSpecs: TargetSpec[] = ability.does === 'scavenge' ? [{ object: { types: ['Creature'] } }] : [];
  const targets = how.chooseTargets(source, targetSpecs);
  trace(game, 'activate', say('activate.graveyard', { player: who, card: card.def.name, text, cost: formatMana(ability.mana) }), cite('activate', code));
  how.payMana(ability.mana, say('for.ability', { card: card.def.name }));
  if (ability.discard) payOtherCost(game, who, undefined, { type: 'discard', count: ability.discard }, card.def.name);
  if (exiledAsCost) {
    // "Exile this card from your graveyard" is part of the cost (602.2b).
    yard.splice(yard.indexOf(card), 1);
    player(game, who).exile.push(card);
    trace(game, 'zone-change', say('cost.exileFromGraveyard', { card: card.def.name, owner: who }), cite(code));
  }
  return { id: newId(game, `${card.def.name} ability`), kind: 'ability', source, controller: who, effects, targets, targetSpecs, text };
}

/** Unearth's "If it would leave the battlefield, exile it instead of putting it anywhere else." (702.84a, 614.1a) */
export const unearthedLeaves: ReplacementKind<LeaveEvent> = {
  candidates(_game, event) {
    if (!event.object.unearthed || event.to === 'exile') return [];
    const c: Candidate<LeaveEvent> = {
      key: `unearth:${event.object.id}`,
      sourceName: event.object.card.def.name,
      apply(g, e) {
        trace(g, 'replaced', say('replace.unearthExile', { object: e.object.card.def.name }), cite('unearthExile', 'replacement'));
        return { ...e, to: 'exile', dies: false };
      },
    };
    return [c];
  },
};

/** Unearth (702.84a): the card returned gains haste, is exiled at the beginning of the next end step, and would be exiled if it would leave otherwise. */
export function unearthed(game: Game, perm: Permanent, source: SourceInfo, controller: string): void {
  const card = perm.card;
  perm.unearthed = true;
  game.floating.push({ timestamp: nextTimestamp(game), duration: { kind: 'indefinitely' }, objectId: perm.id, sourceName: card.def.name, change: { layer: '6', keyword: 'haste' } });
  const text = `Exile ${card.def.name} at the beginning of the next end step.`;
  delayOn(game, 'next-end-step', [perm], { type: 'exile', objects: { ref: 'previous' } }, { controller, source, text, keyword: 'unearth' });
  trace(game, 'zone-change', say('effect.unearthed', { card: card.def.name }), cite('unearth', 'delayedTrigger'), { object: perm.id });
}
