// Storm (702.40a): "When you cast this spell, copy it for each other spell that was cast before
// it this turn" (and replicate's and casualty's copies). The trigger (triggers/keywords.ts) names
// the spell as it was cast (cast-more.ts keeps it), so it is copied even if it has left the stack
// by then; each copy is a spell on the stack that was not cast (707.10), with the original's
// targets, modes, X and kicker.
import { cite } from '../citations.ts';
import { say } from '../messages/message.ts';
import { becameTargets } from './targeted.ts';
import { raise } from './stream.ts';
import { newId, noteDefault, trace, type Game, type StackItem } from './state.ts';

/** The copies, put on the stack one by one; their targets stay the original's (707.10c, a documented default). */
export function putStormCopies(game: Game, controller: string, spellId: string | undefined, keyword: 'storm' | 'replicate' | 'casualty' = 'storm'): void {
  const original = spellId ? game.copiable?.[spellId] : undefined;
  if (!original || !spellId) return;
  // Storm: one for each other spell cast before it this turn (702.40a); replicate: one for each time its cost was paid (702.56a); casualty: one (702.153a).
  const count = keyword === 'storm' ? (original.castBefore ?? 0) : keyword === 'replicate' ? (original.replicated ?? 0) : 1;
  if (!game.stack.some((s) => s.id === spellId)) trace(game, 'note', say('storm.gone', { spell: original.source.name, keyword }), cite(keyword));
  if (count > 0 && original.targets.length) noteDefault(game, say('default.copiesKeepTargets', { spell: original.source.name, keyword: say('term.keyword', { keyword }) }));
  for (let i = 0; i < count; i++) {
    const copy: StackItem = { ...original, id: newId(game, `${original.source.name} copy`), controller, card: undefined, copyOfCard: original.card ?? original.copyOfCard, buyback: false, flashback: false, jumpStart: false };
    game.stack.push(copy);
    becameTargets(game, copy);
    raise(game, { kind: 'copies', player: controller, spell: copy });
  }
  trace(game, 'copy', say('storm.copies', { spell: original.source.name, count, keyword: say('term.keyword', { keyword }) }), cite(keyword, 'copySpell', ...(original.targets.length ? (['copyNewTargets'] as const) : [])));
}
