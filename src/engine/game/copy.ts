// "You may have this creature enter as a copy of any creature on the battlefield." (Clone): a
// replacement effect on entering (614.1c) that makes the permanent a copy as it enters, not
// after (707.5). The copy takes the copiable values of the chosen creature (707.2) — its printed
// card, or what it itself entered as a copy of — and the layer system applies them in layer 1
// (613.2a), so the copied abilities (an "enters tapped", an enters-the-battlefield trigger)
// already apply as it enters. The creature is the controller's `choose` (a name or id), else
// the first creature on the battlefield (a documented default); with none, it enters as itself.
import { onEntering } from './stream.ts';
import { cite } from '../citations.ts';
import { say } from '../messages/message.ts';
import { characteristics } from './characteristics.ts';
import { copiable } from './layers.ts';
import { choiceNames, noteDefault, takeChoice, trace, type Game, type Permanent } from './state.ts';

/** Called for a permanent about to be put onto the battlefield, before it is there. */
function enterAsCopy(game: Game, perm: Permanent): void {
  if (!perm.card.def.abilities.some((a) => a.kind === 'enter-as-copy')) return;
  const creatures = game.battlefield.filter((p) => characteristics(game, p).types.includes('Creature'));
  if (!creatures.length) return;
  const matches = (p: Permanent, name: string) => p.id === name || characteristics(game, p).name.toLowerCase() === name.toLowerCase();
  let chosen = takeChoice(game, perm.controller, (v) => {
    const names = choiceNames(v, 'copy');
    return names?.length === 1 ? creatures.find((p) => matches(p, names[0]!)) : undefined;
  });
  if (!chosen) {
    chosen = creatures[0]!;
    noteDefault(game, say('default.copyFirst', { card: perm.card.def.name, player: perm.controller, copied: characteristics(game, chosen).name }));
  }
  perm.copyOf = copiable(chosen);
  trace(game, 'copy', say('copy.enters', { object: perm.card.def.name, copied: perm.copyOf.name }), cite('entersAsReplacement', 'entersAsCopy', 'copiableValues', 'layerCopy'), { object: perm.id, copyOf: chosen.id });
}

/** "You may have this creature enter as a copy of …" applies as it enters (614.1c, 707.5). */
export function installEnterAsCopy(): void {
  onEntering(enterAsCopy);
}
