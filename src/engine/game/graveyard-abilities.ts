// Abilities activated from the graveyard (113.6b; oracle/entries/graveyard-abilities.ts): "{M}:
// Return this card from your graveyard to your hand / to the battlefield tapped", unearth
// (702.84a) and scavenge (702.97a). Activated with `activate: NAME, from: graveyard`; the
// resolving part is effects/graveyard-return.ts, unearth's exile the delayed trigger and the
// replacement below.
import { cite } from '../citations.ts';
import type { Ability, Effect, TargetSpec } from '../oracle/ast.ts';
import { formatMana } from '../oracle/mana.ts';
import { say } from '../messages/message.ts';
import { checkSplitSecond } from './cast-more.ts';
import { payOtherCost } from './costs.ts';
import { IllegalAction, ScenarioReferenceError } from './illegal.ts';
import { newId, player, trace, type Game, type SourceInfo, type StackItem, type TargetRef } from './state.ts';
import type { Candidate, LeaveEvent, ReplacementKind } from './replacement/event.ts';

type GraveyardAbility = Extract<Ability, { kind: 'graveyard-ability' }>;

export interface GraveyardActivation {
  payMana: (cost: string[], forWhat: string) => void;
  chooseTargets: (source: SourceInfo, kinds: TargetSpec[]) => TargetRef[];
  sorceryTimingOk: () => boolean;
}

/** Activates the `index`th graveyard ability of a card in `who`'s graveyard and puts it on the stack (602.2). */
export function activateFromGraveyard(game: Game, who: string, name: string, index: number, how: GraveyardActivation): StackItem {
  checkSplitSecond(game, `${who} can't activate an ability of ${name}`);
  const yard = player(game, who).graveyard;
  const card = yard.find((c) => c.id === name || c.def.name.toLowerCase() === name.toLowerCase());
  if (!card) throw new IllegalAction(`${who} has no ${name} in their graveyard (graveyard: ${yard.map((c) => c.def.name).join(', ') || 'empty'})`, cite('graveyardAbility'));
  const abilities = card.def.abilities.filter((a): a is GraveyardAbility => a.kind === 'graveyard-ability');
  const ability = abilities[index - 1];
  if (!ability) throw new ScenarioReferenceError(abilities.length ? `${card.def.name} has ${abilities.length} abilities that work from a graveyard; ability ${index} does not exist` : `${card.def.name} has no ability that can be activated from a graveyard (such as unearth)`, 'ability');
  // The ability as printed, without its reminder text (which explains rules and adds none).
  const text = ability.text.replace(/\s*\([^)]*\)/g, '').trim();
  const code = ability.does === 'unearth' ? 'unearth' : ability.does === 'scavenge' ? 'scavenge' : ability.does === 'embalm' || ability.does === 'eternalize' || ability.does === 'encore' ? ability.does : 'graveyardAbility';
  // Scavenge, embalm and eternalize exile the card as part of the cost (602.2b).
  const exiledAsCost = ability.does === 'scavenge' || ability.does === 'embalm' || ability.does === 'eternalize' || ability.does === 'encore';
  if (ability.sorcery && !how.sorceryTimingOk()) throw new IllegalAction(`${card.def.name}'s "${ability.text}" can be activated only as a sorcery`, cite('sorcerySpeedAbility', code));
  if (ability.upkeep && !(game.step === 'upkeep' && game.active === who)) throw new IllegalAction(`${card.def.name}'s "${ability.text}" can be activated only during ${who}'s upkeep`, cite('activate', 'graveyardAbility'));
  const source: SourceInfo = { id: card.id, name: card.def.name, controller: who, colors: card.def.colors, keywords: [], types: card.def.types, subtypes: card.def.subtypes };
  // Scavenge's counters are the power of the card exiled as the cost (702.97a): known now.
  const effects: Effect[] = ability.does === 'scavenge' ? [{ type: 'put-counters', amount: card.def.power ?? 0, counter: '+1/+1', on: [{ ref: 'target', spec: { object: { types: ['Creature'] } } }] }]
    : ability.does === 'embalm' || ability.does === 'eternalize' ? [{ type: 'token-copy-of-card', cardId: card.id, except: ability.does }]
    : ability.does === 'encore' ? [{ type: 'encore', cardId: card.id }]
    : [{ type: 'graveyard-return', to: ability.does === 'to-hand' ? 'hand' : ability.does === 'to-battlefield-tapped' ? 'battlefield-tapped' : 'unearth' }];
  const targetSpecs: TargetSpec[] = ability.does === 'scavenge' ? [{ object: { types: ['Creature'] } }] : [];
  const targets = how.chooseTargets(source, targetSpecs);
  trace(game, 'activate', say('activate.graveyard', { player: who, card: card.def.name, text, cost: formatMana(ability.mana) }), cite('activate', code));
  how.payMana(ability.mana, `${card.def.name}'s ability`);
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
