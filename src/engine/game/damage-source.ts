// "A red source of your choice" (609.7a): the player chooses a source as the effect is created —
// a permanent or a spell on the stack fitting the description. A scenario names it with
// `{player, choose: {source: NAME}}`; otherwise the engine takes the first that fits, the top
// spell of the stack first, then the permanents an opponent controls, then the others, and says
// so in the defaults. When the source would deal damage, its description is checked again
// (609.7b, 615.9): a shield for a red source does nothing to a source no longer red.
import { say } from '../messages/message.ts';
import { filterMessage } from '../messages/terms.ts';
import type { Filter } from '../oracle/vocabulary.ts';
import { characteristics } from './characteristics.ts';
import { cardView, fits, permanentView, viewById, type ObjectView } from './object-view.ts';
import { choiceNames, noteDefault, takeChoice, type Game, type SourceInfo } from './state.ts';

export interface ChosenSource { id: string; name: string; filter: Filter; you: string }

/** The objects a player may choose as a source fitting `filter`, in the default's order. */
function candidates(game: Game, chooser: string, filter: Filter): Array<{ id: string; name: string }> {
  const spells = [...game.stack].reverse().flatMap((s) => (s.kind === 'spell' && s.card && fits(filter, cardView(s.card, s.id, s.controller), chooser, '', game) ? [{ id: s.card.id, name: s.card.def.name }] : []));
  const permanents = game.battlefield.filter((p) => fits(filter, permanentView(p, characteristics(game, p)), chooser, '', game));
  const theirs = [...permanents.filter((p) => p.controller !== chooser), ...permanents.filter((p) => p.controller === chooser)];
  return [...spells, ...theirs.map((p) => ({ id: p.id, name: p.card.def.name }))];
}

/** The source `chooser` chooses (609.7a), or undefined when none fits. */
export function chooseDamageSource(game: Game, chooser: string, filter: Filter, forWhat: string): ChosenSource | undefined {
  const all = candidates(game, chooser, filter);
  const named = takeChoice(game, chooser, (v) => {
    const names = v && typeof v === 'object' && !Array.isArray(v) && 'source' in v ? choiceNames(v, 'source') : undefined;
    const name = names?.[0]?.toLowerCase();
    return name === undefined ? undefined : all.find((c) => c.id.toLowerCase() === name || c.name.toLowerCase() === name) ?? null;
  });
  // A source named that doesn't fit: none is chosen (the shield is not made).
  if (named === null) return undefined;
  const chosen = named ?? all[0];
  if (named === undefined && chosen) noteDefault(game, say('default.damageSource', { source: forWhat, player: chooser, chosen: chosen.name, what: filterMessage(filter, { you: chooser, article: true }) }));
  return chosen ? { ...chosen, filter, you: chooser } : undefined;
}

/** Whether damage from `source` is from the chosen source, still fitting its description (615.9). */
export function isChosenSource(game: Game, chosen: ChosenSource, source: SourceInfo): boolean {
  if (source.id !== chosen.id) return false;
  const now: ObjectView = viewById(game, source.id) ?? { id: source.id, name: source.name, controller: source.controller, owner: source.controller, token: false, supertypes: [], types: source.types ?? [], subtypes: source.subtypes ?? [], colors: source.colors, keywords: source.keywords, manaValue: 0, counters: {} };
  return fits(chosen.filter, now, chosen.you, '', game);
}
