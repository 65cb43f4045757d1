// "Whenever you cast an enchantment spell", "Whenever a player casts a white spell", "Whenever
// an opponent casts a spell": triggered abilities looking at a spell as it becomes cast
// (601.2i), by who cast it and what it is (its card's types, subtypes, colours, mana value).
import type { SpellFilter } from '../oracle/ast.ts';
import { manaValue } from '../oracle/mana.ts';
import { characteristics } from './characteristics.ts';
import { copiable } from './layers.ts';
import { sourceInfo } from './events.ts';
import { emblemTriggers } from './emblems.ts';
import type { CardDef, Game, TargetRef } from './state.ts';

export function spellMatches(def: CardDef, f: SpellFilter): boolean {
  if (f.types && !f.types.some((t) => def.types.includes(t))) return false;
  if (f.nonTypes && f.nonTypes.some((t) => def.types.includes(t))) return false;
  if (f.subtypes && !f.subtypes.some((t) => def.subtypes.includes(t))) return false;
  if (f.colors && !f.colors.some((c) => def.colors.includes(c))) return false;
  if (f.multicolored && def.colors.length < 2) return false;
  if (f.colorless && def.colors.length > 0) return false;
  // 700.6: historic — legendary, artifact or Saga.
  if (f.historic && !(def.supertypes.includes('Legendary') || def.types.includes('Artifact') || def.subtypes.includes('Saga'))) return false;
  if (f.minManaValue !== undefined && (def.manaCost ? manaValue(def.manaCost) : 0) < f.minManaValue) return false;
  return true;
}

/** Puts the "spell-cast" triggers of every permanent whose ability sees `who` cast `def` (with these targets) among the pending triggers. */
export function spellCastTriggers(game: Game, who: string, def: CardDef, targets: TargetRef[]): void {
  for (const perm of game.battlefield) {
    // Only a copy effect gives a permanent a triggered ability (game/layers.ts): skip the others.
    if (!copiable(perm).abilities.some((a) => a.kind === 'triggered' && a.trigger.event === 'spell-cast')) continue;
    const c = characteristics(game, perm);
    for (const ab of c.abilities) {
      if (ab.kind !== 'triggered' || ab.trigger.event !== 'spell-cast') continue;
      const t = ab.trigger;
      const caster = t.caster === 'you' ? who === perm.controller : t.caster === 'an-opponent' ? who !== perm.controller : true;
      // Heroic's "a spell that targets this creature": the permanent is one of the spell's targets as it becomes cast.
      const targetsIt = !t.filter.targetsSelf || targets.some((r) => r.kind === 'permanent' && r.id === perm.id);
      if (caster && targetsIt && spellMatches(def, t.filter)) game.pendingTriggers.push({ controller: perm.controller, source: sourceInfo(game, perm, c), ability: ab, reason: `${who} cast ${def.name}` });
    }
  }
  // 114.4: an emblem's "whenever [a player] casts …" triggers from the command zone.
  game.pendingTriggers.push(...emblemTriggers(game, (a, owner) => a.trigger.event === 'spell-cast' && (a.trigger.caster === 'you' ? who === owner : a.trigger.caster === 'an-opponent' ? who !== owner : true) && spellMatches(def, a.trigger.filter), `${who} cast ${def.name}`));
}
