// Copies of a spell on the stack (707.10): storm's (702.40a: "When you cast this spell, copy it for
// each other spell that was cast before it this turn"), replicate's and casualty's, and the `copy`
// verb's ("copy target instant or sorcery spell", "whenever you cast an instant or sorcery spell,
// copy it"). The spell a trigger's event cast is named as it was cast (cast-more.ts keeps it), so it
// is copied even if it has left the stack by then; each copy is a spell on the stack that was not
// cast (707.10), with the original's targets, modes, X and kicker.
import { cite } from '../citations.ts';
import { say } from '../messages/message.ts';
import { becameTargets } from './targeted.ts';
import { raise } from './stream.ts';
import { chooseTargets } from './casting.ts';
import { nameOf } from './events.ts';
import { choiceNames, newId, noteDefault, takeChoice, trace, type Game, type StackItem, type TargetRef } from './state.ts';

export type CopyKeyword = 'storm' | 'gravestorm' | 'replicate' | 'casualty' | 'conspire';

/** The spell a trigger's event cast, as it was cast (on the stack or gone: 707.10, 608.2h). */
export const spellAsCast = (game: Game, spellId: string | undefined): StackItem | undefined => (spellId ? (game.copiable?.[spellId] ?? game.stack.find((s) => s.id === spellId)) : undefined);

/**
 * How many copies a keyword makes: storm one for each other spell cast before it this turn (702.40a), gravestorm one for
 * each permanent put into a graveyard from the battlefield this turn, counted as its trigger resolves (702.69a, 608.2h),
 * replicate one for each time its cost was paid (702.56a), casualty and conspire one (702.153a, 702.78a).
 */
export const keywordCopies = (game: Game, original: StackItem, keyword: CopyKeyword): number =>
  keyword === 'storm' ? (original.castBefore ?? 0) : keyword === 'gravestorm' ? (game.toGraveyardThisTurn ?? 0) : keyword === 'replicate' ? (original.replicated ?? 0) : 1;

/** The new targets the copy's controller chose for one copy (707.10c: `choose: {newTargets: [NAME, …]}`), checked as a cast's are; undefined: none chosen. */
function newTargetsOf(game: Game, controller: string, original: StackItem): TargetRef[] | undefined {
  const names = takeChoice(game, controller, (v) => (v && typeof v === 'object' && !Array.isArray(v) && 'newTargets' in v ? choiceNames(v, 'newTargets') : undefined));
  return names ? chooseTargets(game, original.source, controller, original.targetSpecs, names) : undefined;
}

/**
 * `count` copies of `original`, put on the stack one by one under `controller`. When the copy's controller may choose new
 * targets (`mayRetarget`, 707.10c), each copy takes the targets of a `choose: {newTargets: [NAME, …]}` of theirs, else it
 * keeps the original's (a documented default). `by`: the keyword, or the card whose instruction copies, as the trace names it.
 */
export function putCopies(game: Game, controller: string, original: StackItem, count: number, by: { keyword: CopyKeyword } | { source: string }, mayRetarget = true): void {
  const name = 'keyword' in by ? say('term.keyword', { keyword: by.keyword }) : by.source;
  const why = 'keyword' in by ? cite(by.keyword) : [];
  if (!game.stack.some((s) => s.id === original.id)) trace(game, 'note', say('storm.gone', { spell: original.source.name, keyword: 'keyword' in by ? by.keyword : by.source }), [...why, ...cite('copySpell')]);
  let kept = false;
  for (let i = 0; i < count; i++) {
    const chosen = mayRetarget && original.targets.length ? newTargetsOf(game, controller, original) : undefined;
    // 707.10: without a new choice, a copy keeps the original's targets (when new ones may be chosen, a documented default).
    if (!chosen && mayRetarget && original.targets.length && !kept) {
      kept = true;
      noteDefault(game, say('default.copiesKeepTargets', { spell: original.source.name, keyword: name }));
    }
    const ability = original.kind === 'ability';
    // 707.10: a copy of an ability is an ability on the stack with the original's source, targets and what its trigger named; it isn't activated.
    const copy: StackItem = ability
      ? { ...original, id: newId(game, `${original.source.name} ability copy`), controller, ...(chosen ? { targets: chosen } : {}) }
      : { ...original, id: newId(game, `${original.source.name} copy`), controller, card: undefined, copyOfCard: original.card ?? original.copyOfCard, buyback: false, flashback: false, jumpStart: false, ...(chosen ? { targets: chosen } : {}) };
    if (chosen) trace(game, 'copy', say('copy.newTargets', { spell: original.source.name, targets: chosen.map((t) => nameOf(game, t)).join(', ') }), cite('copyNewTargets'));
    game.stack.push(copy);
    if (ability) {
      becameTargets(game, copy, false);
      continue;
    }
    // Kept as it was put on the stack, for "that spell's mana value" once it has left (608.2h).
    game.copiable = { ...game.copiable, [copy.id]: copy };
    becameTargets(game, copy, false);
    raise(game, { kind: 'copies', player: controller, spell: copy });
  }
  if (original.kind === 'ability') trace(game, 'copy', say('copy.abilityCopies', { source: original.source.name, text: original.text, count, by: name }), cite('copyAbility', ...(original.targets.length ? (['copyNewTargets'] as const) : [])));
  else trace(game, 'copy', say('storm.copies', { spell: original.source.name, count, keyword: name }), [...why, ...cite('copySpell', ...(original.targets.length ? (['copyNewTargets'] as const) : []))]);
}
