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
import { permanentsMatching } from './match.ts';
import { exceptionsMessage, withExceptions } from './copy-exceptions.ts';
import { choiceNames, noteDefault, takeChoice, trace, type Game, type Permanent } from './state.ts';

/** Called for a permanent about to be put onto the battlefield, before it is there. */
function enterAsCopy(game: Game, perm: Permanent): void {
  const ability = perm.card.def.abilities.find((a) => a.kind === 'enter-as-copy');
  if (!ability) return;
  // 707.5: the permanents its description fits as it enters ("any artifact on the battlefield", "a creature you control").
  const candidates = permanentsMatching(game, ability.what, { you: perm.controller, source: { id: perm.id, name: perm.card.def.name } }).filter((p) => p.id !== perm.id);
  if (!candidates.length) return;
  const matches = (p: Permanent, name: string) => p.id === name || characteristics(game, p).name.toLowerCase() === name.toLowerCase();
  let chosen = takeChoice(game, perm.controller, (v) => {
    const names = choiceNames(v, 'copy');
    return names?.length === 1 ? candidates.find((p) => matches(p, names[0]!)) : undefined;
  });
  if (!chosen) {
    chosen = candidates[0]!;
    noteDefault(game, say('default.copyFirst', { card: perm.card.def.name, player: perm.controller, copied: characteristics(game, chosen).name }));
  }
  // 707.9b: the exceptions are part of the copy's own copiable values (a copy of it copies them too).
  const except = ability.except ?? {};
  perm.copyOf = ability.except ? withExceptions(copiable(chosen), except, perm.card.token === true) : copiable(chosen);
  if (ability.tapped) perm.tapped = true;
  trace(game, 'copy', say('copy.enters', { object: perm.card.def.name, copied: characteristics(game, chosen).name, except: exceptionsMessage(except) }), cite('entersAsReplacement', 'entersAsCopy', 'copiableValues', 'layerCopy', ...(ability.except ? (['tokenCopyExceptions'] as const) : [])), { object: perm.id, copyOf: chosen.id });
}

/** "You may have this creature enter as a copy of …" applies as it enters (614.1c, 707.5). */
export function installEnterAsCopy(): void {
  onEntering(enterAsCopy);
}
