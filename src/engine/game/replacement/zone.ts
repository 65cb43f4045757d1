// Zone-change replacements (614.1a): "If CARDNAME would die, exile it instead", "If a
// [nontoken] creature [an opponent controls] would die, [instead] exile it [and create a
// token]" (Kalitas), and "If CARDNAME (a card or token) would be put into a graveyard from
// anywhere, exile it instead" (Rest in Peace) — the last also for cards leaving the stack or a hand.
import { cite } from '../../citations.ts';
import { say } from '../../messages/message.ts';
import type { AbilityBody } from '../../oracle/ast.ts';
import { trace, type Card } from '../state.ts';
import { replacementAbilities } from './sources.ts';
import type { CardToGraveyardEvent, Candidate, LeaveEvent, ReplacementKind } from './event.ts';

const replacementsOnBattlefield = replacementAbilities;

export const diesInstead: ReplacementKind<LeaveEvent> = {
  candidates(game, event) {
    if (!event.dies) return [];
    const dying = event.object;
    return replacementsOnBattlefield(game, dying).flatMap(({ perm, a }): Candidate<LeaveEvent>[] => {
      if (a.replaces !== 'dies') return [];
      if (a.scope === 'self' ? perm !== dying : false) return [];
      if (a.nontoken && dying.card.token) return [];
      if (a.opponents && dying.controller === perm.controller) return [];
      if (a.damagedBySelf && !(game.damagedBy[dying.id] ?? []).includes(perm.id)) return [];
      return [{
        key: `dies:${perm.id}:${a.line}`,
        sourceName: perm.card.def.name,
        apply(g, e) {
          trace(g, 'replaced', say('replace.exileInstead', { object: e.object.card.def.name, source: perm === dying ? '' : perm.card.def.name, text: a.text }), cite('replacement'));
          return { ...e, to: 'exile', dies: false, tokens: [...(e.tokens ?? []), ...(a.token ? [{ controller: perm.controller, token: a.token }] : [])] };
        },
      }];
    });
  },
};

/** "If that creature would die this turn, exile it instead." left by a resolved spell (Magma Spray). */
export const diesThisTurnExile: ReplacementKind<LeaveEvent> = {
  candidates(game, event) {
    if (!event.dies) return [];
    return game.exileIfDies.flatMap((r, i): Candidate<LeaveEvent>[] =>
      r.objectId !== event.object.id
        ? []
        : [{
            key: `dies-this-turn:${i}:${r.sourceName}`,
            sourceName: r.sourceName,
            apply(g, e) {
              trace(g, 'replaced', say('replace.exileInstead', { object: e.object.card.def.name, source: r.sourceName, text: 'If that creature would die this turn, exile it instead.' }), cite('replacement'));
              return { ...e, to: 'exile', dies: false };
            },
          }],
    );
  },
};

/** "Would be put into a graveyard from anywhere": for a permanent, the move to the graveyard from the battlefield. */
export const graveyardFromAnywhere: ReplacementKind<LeaveEvent> = {
  candidates(game, event) {
    if (event.to !== 'graveyard') return [];
    return replacementsOnBattlefield(game, event.object).flatMap(({ perm, a }) =>
      a.replaces === 'graveyard' && ((a.scope === 'any-card' && goes(a.which, perm.controller, event.object.card)) || (a.scope === 'self' && perm === event.object)) ? [insteadOfGraveyard(a.with, perm.card.def.name, `${perm.id}:${a.line}`, a.text, event.object.card.def.name)] : [],
    ) as Candidate<LeaveEvent>[];
  },
};

export const cardGraveyardFromAnywhere: ReplacementKind<CardToGraveyardEvent> = {
  candidates(game, event) {
    if (event.to !== 'graveyard') return [];
    const own = event.card.def.abilities.flatMap((a) => (a.kind === 'replacement' && a.replaces === 'graveyard' && a.scope === 'self' ? [insteadOfGraveyard(a.with, event.card.def.name, `self:${event.card.id}`, a.text, event.card.def.name)] : []));
    const others = replacementsOnBattlefield(game).flatMap(({ perm, a }) => (a.replaces === 'graveyard' && a.scope === 'any-card' && goes(a.which, perm.controller, event.card) ? [insteadOfGraveyard(a.with, perm.card.def.name, `${perm.id}:${a.line}`, a.text, event.card.def.name)] : []));
    return [...own, ...others] as Candidate<CardToGraveyardEvent>[];
  },
};

/**
 * A counterspell's "If that spell is countered this way, exile it (put it on top of its owner's library …) instead of putting
 * it into its owner's graveyard": a self-replacement effect (614.15), so it applies before any other (616.1a) — a Rest in
 * Peace then has no graveyard move left to replace; flashback's exile still applies after it (702.34a, 616.1f).
 */
export const counteredInstead: ReplacementKind<CardToGraveyardEvent> = {
  candidates(_game, event) {
    const instead = event.instead;
    if (!instead || event.to !== 'graveyard') return [];
    return [{
      key: `countered-instead:${event.card.id}`,
      sourceName: instead.sourceName,
      self: true,
      apply(g, e) {
        trace(g, 'replaced', say('replace.counteredInstead', { object: e.card.def.name, source: instead.sourceName, to: instead.to }), cite('selfReplacement', 'selfReplacementFirst', 'counter'));
        return { ...e, to: instead.to };
      },
    }];
  },
};

/** Whether a card (or token) fits the "which" of "if a card … would be put into an opponent's graveyard" (Leyline of the Void, Dryad Militant), seen from the effect's controller. */
function goes(which: Extract<AbilityBody, { replaces: 'graveyard' }>['which'], controller: string, card: Card): boolean {
  if (!which) return true;
  if (which.token === false && card.token) return false;
  if (which.types && !which.types.some((t) => card.def.types.includes(t))) return false;
  return which.owner !== 'opponent' || card.owner !== controller;
}

function exileFromAnywhere(sourceName: string, key: string, text: string, object: string): Candidate<LeaveEvent | CardToGraveyardEvent> {
  return {
    key: `graveyard:${key}`,
    sourceName,
    apply(g, e) {
      trace(g, 'replaced', say('replace.graveyardToExile', { object, source: sourceName === object ? '' : sourceName, text }), cite('replacement'));
      return e.type === 'zone-change' ? { ...e, to: 'exile', dies: false } : { ...e, to: 'exile' };
    },
  };
}

/** "… reveal CARDNAME and shuffle it into its owner's library instead" (Darksteel Colossus): into the library, which its owner then shuffles (701.24a). */
function shuffleFromAnywhere(sourceName: string, key: string, text: string, object: string): Candidate<LeaveEvent | CardToGraveyardEvent> {
  return {
    key: `graveyard:${key}`,
    sourceName,
    apply(g, e) {
      trace(g, 'replaced', say('replace.shuffleInstead', { object, text }), cite('replacement', 'reveal'));
      return e.type === 'zone-change' ? { ...e, to: 'library', dies: false, shuffle: true } : { ...e, to: 'library-bottom', shuffle: true };
    },
  };
}

const insteadOfGraveyard = (how: 'exile' | 'shuffle', sourceName: string, key: string, text: string, object: string): Candidate<LeaveEvent | CardToGraveyardEvent> =>
  how === 'shuffle' ? shuffleFromAnywhere(sourceName, key, text, object) : exileFromAnywhere(sourceName, key, text, object);
