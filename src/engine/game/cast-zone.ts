// Where a spell was cast from (601.2a: the card moves from that zone to the stack), as "whenever you
// cast a spell from anywhere other than your hand" and "if you cast it from your hand" ask it.
import type { CastFrom, CastZone } from '../oracle/vocabulary.ts';

/** Whether a spell cast from `zone` was cast from where `from` says; a copy, never cast (707.10), has no zone. */
export const castFromFits = (from: CastFrom | undefined, zone: CastZone | undefined): boolean => zone !== undefined && (from === undefined || (from === 'not-hand' ? zone !== 'hand' : zone === from));
