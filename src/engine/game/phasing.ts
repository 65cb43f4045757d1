// Phasing (702.26): a phased-out permanent is treated as though it doesn't exist (702.26b), so it
// is kept off `game.battlefield` — every rule, effect and filter passes it by — in `game.phasedOut`,
// the same object with its counters, status and attachments (702.26d), never a zone change: no
// trigger sees it leave or come back, and an effect that named its id applies again once it is back
// (702.26e–f). Auras and Equipment attached to it phase out with it and come back with it, attached
// (702.26g). Phased-out permanents phase in during the untap step of the player who controlled
// them as they phased out, before anything untaps, as those with phasing that player controls
// phase out (502.1, 702.26a).
import { cite } from '../citations.ts';
import { say } from '../messages/message.ts';
import { characteristics } from './characteristics.ts';
import { removeFromCombat } from './events.ts';
import { trace, type Game, type Permanent } from './state.ts';

/** The permanents attached to `host`, and theirs in turn (702.26g). */
function attachedTo(game: Game, host: Permanent): Permanent[] {
  const direct = game.battlefield.filter((p) => p.attachedTo === host.id);
  return direct.flatMap((p) => [p, ...attachedTo(game, p)]);
}

/** `perms` phase out (702.26b), with what is attached to them (702.26g; an object phasing out both ways phases out indirectly, 702.26h). */
export function phaseOut(game: Game, perms: Permanent[], rules: string[] = []): void {
  const direct = perms.filter((p) => game.battlefield.includes(p));
  if (!direct.length) return;
  const entries: NonNullable<Game['phasedOut']> = [];
  const indirect = new Set<Permanent>();
  for (const p of direct) for (const a of attachedTo(game, p)) indirect.add(a);
  for (const p of direct) if (!indirect.has(p)) entries.push({ permanent: p, player: p.controller });
  for (const a of indirect) entries.push({ permanent: a, player: a.controller, with: a.attachedTo! });
  const gone = new Set(entries.map((e) => e.permanent));
  // 506.4: a permanent that phases out is removed from combat.
  for (const p of gone) removeFromCombat(game, p.id);
  game.battlefield = game.battlefield.filter((p) => !gone.has(p));
  game.phasedOut = [...(game.phasedOut ?? []), ...entries];
  trace(game, 'effect', say('effect.phasedOut', { objects: entries.map((e) => e.permanent.card.def.name).join(', ') }), [...rules, ...cite('phasedOut', ...(indirect.size ? (['phasedIndirectly'] as const) : []))]);
}

/** 502.1: as the active player's untap step begins, their phased-out permanents phase in and, at the same time, those with phasing they control phase out. */
export function untapStepPhasing(game: Game): void {
  const active = game.active;
  const coming = (game.phasedOut ?? []).filter((e) => e.player === active && !e.with);
  const phasing = game.battlefield.filter((p) => p.controller === active && characteristics(game, p).keywords.has('phasing'));
  if (coming.length) {
    // With each, what phased out with it (702.26g), however deep.
    const back = new Set(coming);
    const ids = new Set(coming.map((e) => e.permanent.id));
    for (let grew = true; grew; ) {
      grew = false;
      for (const e of game.phasedOut ?? []) if (!back.has(e) && e.with && ids.has(e.with)) (back.add(e), ids.add(e.permanent.id), (grew = true));
    }
    game.phasedOut = (game.phasedOut ?? []).filter((e) => !back.has(e));
    const present = new Set([...game.battlefield, ...[...back].map((e) => e.permanent)].map((p) => p.id));
    // 702.26i: an Aura or Equipment that phased out directly comes back attached to what it was, if that is still there.
    // Each a copy (a snapshot taken while it was phased out shares the object kept); controlled since the turn began, as it was (702.26d): not summoning sick.
    const returning = [...back].map((e): Permanent => {
      const p = e.permanent;
      const loose = p.attachedTo !== undefined && !present.has(p.attachedTo) && !e.with;
      const q: Permanent = { ...p, counters: { ...p.counters }, ...(p.controller === active ? { sick: false } : {}) };
      if (loose) delete q.attachedTo;
      return q;
    });
    game.battlefield = [...game.battlefield, ...returning];
    trace(game, 'untap', say('turn.phasedIn', { player: active, objects: returning.map((p) => p.card.def.name).join(', ') }), cite('phasingStep'));
  }
  if (phasing.length) phaseOut(game, phasing, cite('phasing'));
}
