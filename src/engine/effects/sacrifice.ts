// Sacrificing (701.21a): "sacrifice this creature", "target player sacrifices a creature of their
// choice", "each opponent sacrifices two lands", "sacrifice a creature", annihilator's "defending
// player sacrifices N permanents" (702.86a). A player sacrifices only permanents they control, and
// it isn't destruction, so regeneration can't save them. Permanents `{ref: 'chosen'}` names are
// chosen by each sacrificing player in APNAP order (101.4) — a scenario's `choose: {sacrifice:
// [NAME, …]}`, else the first fitting ones they control in battlefield order (a documented
// default) — and then sacrificed at once. "Sacrifice it unless you pay {2}" is this verb in a group
// with `unless` (effects/group.ts); "sacrifice it unless {U} was spent to cast it" reads the mana
// kept on the permanent (`Permanent.manaSpent`): mana from a source that could have been several
// colors counts as that color if it could have been (its controller's choice, noted).
import type { Filter, ObjectRef } from '../oracle/vocabulary.ts';
import type { Game, Permanent, StackItem } from '../game/state.ts';
import { chooseObjects } from '../game/choices.ts';
import { permanentNamed } from '../game/targets.ts';
import { matchContext, objectsOf, playersOf, type Scope } from '../game/refs.ts';
import { permanentsMatching } from '../game/match.ts';
import type { EffectModule } from './module.ts';
import { characteristics, cite, leaveBattlefield, noteDefault, permanentById, say, takeChoice, trace } from './shared.ts';
import { raise } from '../game/stream.ts';
import { amountNow, verbScope } from './verb-scope.ts';

type Chosen = Extract<ObjectRef, { ref: 'chosen' }>;

export const sacrificeEffect: EffectModule<'sacrifice'> = {
  resolve(game, item, effect, target, given) {
    const scope = verbScope(item, effect, target, given);
    if (effect.keyword === 'exploit' && effect.objects.ref === 'chosen') return exploit(game, item, effect.objects, scope);
    if (effect.objects.ref === 'chosen') return sacrificeChosen(game, item, effect.objects, scope, effect.keyword === 'exploit' ? undefined : effect.keyword);
    // 701.21a: only a permanent its controller controls (the source may have changed hands).
    const by = new Set(effect.by ? playersOf(game, effect.by, scope) : [item.controller]);
    const mine = objectsOf(game, effect.objects, scope).flatMap((o) => (o.kind === 'permanent' && by.has(o.permanent.controller) ? [o.permanent] : []));
    if (effect.unlessSpent) return sacrificeUnlessSpent(game, item, mine, effect.unlessSpent);
    leaveBattlefield(game, mine.map((object) => ({ object, to: 'graveyard' as const, why: say('why.sacrificed', {}), rules: cite('sacrifice', ...(object.evoked ? (['evoke'] as const) : [])) })));
  },
};

/** The fitting permanents `who` controls. */
const theirs = (game: Game, who: string, filter: Filter, scope: Scope): Permanent[] => permanentsMatching(game, filter, matchContext(game, scope)).filter((p) => p.controller === who);

/** Whether the controller (`who`) controls enough fitting permanents to sacrifice them all ("you may sacrifice a creature. If you do, …"). */
export function canSacrifice(game: Game, objects: ObjectRef, who: string, scope: Scope): boolean {
  if (objects.ref !== 'chosen' || objects.chooser.ref !== 'you') return true;
  return theirs(game, who, objects.filter, scope).length >= amountNow(game, objects.count, scope);
}

/**
 * Exploit's "you may sacrifice a creature" (702.110a): `choose: {exploit: NAME}` (the exploiting creature itself is allowed)
 * or `{exploit: false}`; without one, none is sacrificed (a documented default). A creature sacrificed this way makes the
 * source "exploit a creature" (702.110b) — looked at before the sacrifice, so it triggers even when it sacrificed itself.
 */
function exploit(game: Game, item: StackItem, ref: Chosen, scope: Scope): void {
  const who = item.controller;
  const creatures = theirs(game, who, ref.filter, scope);
  const wanted = takeChoice(game, who, (v) => {
    if (!v || typeof v !== 'object' || Array.isArray(v) || !('exploit' in v)) return undefined;
    const name = (v as { exploit: unknown }).exploit;
    if (name === false) return null;
    return typeof name === 'string' ? creatures.find((p) => p.id === name || characteristics(game, p).name.toLowerCase() === name.toLowerCase()) : undefined;
  });
  if (wanted === undefined) noteDefault(game, say('default.noExploit', { source: item.source.name, player: who, keyword: say('term.keyword', { keyword: 'exploit' }) }));
  if (!wanted) return void trace(game, 'effect', say('effect.exploitNone', { player: who, source: item.source.name }), cite('exploit'));
  const source = permanentById(game, item.source.id);
  const before = source ? [{ p: source, c: characteristics(game, source) }] : [];
  leaveBattlefield(game, [{ object: wanted, to: 'graveyard', why: say('why.sacrificedTo', { source: item.source.name, keyword: say('term.keyword', { keyword: 'exploit' }) }), rules: cite('exploit', 'sacrifice'), sacrificed: true }]);
  if (source) raise(game, { kind: 'exploits', object: source.id, sacrificed: wanted.id }, before);
}

function sacrificeChosen(game: Game, item: StackItem, ref: Chosen, scope: Scope, keyword: 'annihilator' | undefined): void {
  const players = playersOf(game, ref.chooser, scope);
  const sacrificed: Permanent[] = [];
  for (const who of players) {
    const fitting = theirs(game, who, ref.filter, scope);
    const n = Math.min(amountNow(game, ref.count, scope), fitting.length);
    if (n === 0) {
      if (!keyword) trace(game, 'effect', say('effect.edictNothing', { player: who, what: say('term.cardType', { type: ref.filter.types?.[0] ?? 'Permanent' }) }), cite('sacrifice', 'sacrificeOwnOnly'));
      continue;
    }
    const picked = chooseObjects(game, who, 'sacrifice', fitting, n, permanentNamed);
    if (!picked && n < fitting.length) noteDefault(game, say('default.sacrificeFirst', { source: item.source.name, player: who, n, fitting: !keyword }));
    sacrificed.push(...(picked ?? fitting.slice(0, n)));
  }
  if (!sacrificed.length) return;
  const rules = keyword ? cite('sacrifice', keyword) : players.length > 1 ? cite('sacrifice', 'apnapOrder') : cite('sacrifice');
  leaveBattlefield(game, sacrificed.map((object) => ({ object, to: 'graveyard' as const, why: say('why.sacrificed', {}), rules })));
}

/** "Sacrifice it unless {U} was spent to cast it": spared when that color was spent on its spell (a permanent that wasn't cast had none). */
function sacrificeUnlessSpent(game: Game, item: StackItem, permanents: Permanent[], color: string): void {
  for (const perm of permanents) {
    const spent = perm.manaSpent ?? [];
    const fixed = spent.some((m) => !m.includes('|') && m.split('/').includes(color));
    const could = !fixed && spent.some((m) => m.includes('|') && m.split('|').includes(color));
    if (could) noteDefault(game, say('default.manaTakenAs', { source: item.source.name, mana: `{${color}}` }));
    if (fixed || could) {
      trace(game, 'effect', say('effect.manaWasSpent', { object: item.source.name, mana: `{${color}}` }), cite('manaColors'));
      continue;
    }
    leaveBattlefield(game, [{ object: perm, to: 'graveyard', why: say('why.noColorSpent', { color }), rules: cite('sacrifice', 'manaColors') }]);
  }
}
