// Storm (702.40a): "When you cast this spell, copy it for each other spell that was cast before
// it this turn." The trigger is made as the spell becomes cast (601.2i) and keeps the spell as
// it was cast, so it is copied even if it has left the stack by then; each copy is a spell on
// the stack that was not cast (707.10), with the original's targets, modes, X and kicker.
import { cite } from '../citations.ts';
import type { Ability } from '../oracle/ast.ts';
import { say } from '../messages/message.ts';
import { spellsCastThisTurn } from './cast-more.ts';
import { targetedTriggers } from './costs.ts';
import { newId, noteDefault, trace, type Game, type StackItem } from './state.ts';

/** Puts the storm triggers of a spell just cast among the pending triggers (one per instance, 702.40b). */
export function stormTriggers(game: Game, item: StackItem): void {
  const instances = item.card?.def.abilities.filter((a) => a.kind === 'storm') ?? [];
  if (!instances.length) return;
  // The spells cast before it this turn: the list is recorded as each spell becomes cast, this one last.
  const before = spellsCastThisTurn(game).length - 1;
  game.copiable = { ...game.copiable, [item.id]: item };
  for (const a of instances) {
    const ability: Extract<Ability, { kind: 'triggered' }> = { kind: 'triggered', trigger: { event: 'you-cast', spell: 'any' }, effects: [{ type: 'storm-copy', count: before, spellId: item.id }], text: a.text, line: a.line };
    game.pendingTriggers.push({ controller: item.controller, source: item.source, ability, reason: say('reason.storm', { player: item.controller, spell: item.source.name, before }) });
  }
}

/** Replicate's trigger (702.56a): one copy for each time its replicate cost was paid. */
export function replicateTrigger(game: Game, item: StackItem, times: number): void {
  const r = item.card?.def.abilities.find((a) => a.kind === 'replicate');
  if (!r || !times) return;
  game.copiable = { ...game.copiable, [item.id]: item };
  const ability: Extract<Ability, { kind: 'triggered' }> = { kind: 'triggered', trigger: { event: 'you-cast', spell: 'any' }, effects: [{ type: 'storm-copy', count: times, spellId: item.id, keyword: 'replicate' }], text: r.text, line: r.line };
  game.pendingTriggers.push({ controller: item.controller, source: item.source, ability, reason: say('reason.replicate', { player: item.controller, spell: item.source.name, times }) });
}

/** The copies, put on the stack one by one; their targets stay the original's (707.10c, a documented default). */
export function putStormCopies(game: Game, controller: string, count: number, spellId: string, keyword: 'storm' | 'replicate' | 'casualty' = 'storm'): void {
  const original = game.copiable?.[spellId];
  if (!original) return;
  if (!game.stack.some((s) => s.id === spellId)) trace(game, 'note', say('storm.gone', { spell: original.source.name, keyword: say('term.keyword', { keyword }) }), cite(keyword));
  if (count > 0 && original.targets.length) noteDefault(game, say('default.copiesKeepTargets', { spell: original.source.name, keyword: say('term.keyword', { keyword }) }));
  for (let i = 0; i < count; i++) {
    const copy: StackItem = { ...original, id: newId(game, `${original.source.name} copy`), controller, card: undefined, copyOfCard: original.card ?? original.copyOfCard, buyback: false, flashback: false, jumpStart: false };
    game.stack.push(copy);
    targetedTriggers(game, copy);
  }
  trace(game, 'copy', say('storm.copies', { spell: original.source.name, count, keyword: say('term.keyword', { keyword }) }), cite(keyword, 'copySpell', ...(original.targets.length ? (['copyNewTargets'] as const) : [])));
}
