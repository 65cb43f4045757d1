// A reproducible random sample of the cards the engine says it fully understands: every card of
// the shipped pool ranked by a hash of the seed and its name (FNV-1a), the first `size` that
// `judge card` calls understood. A new seed draws a new sample; a card that becomes understood
// enters the sample only where its rank puts it.
import { shippedCards } from '../../src/cards/store.ts';
import { describeCard } from '../../src/engine/cards/report.ts';

function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** The sample's card names, in rank order. */
export function sampleUnderstoodCards(seed: string, size: number): string[] {
  const names = [...new Set(shippedCards().cards.map((c) => c.faceOf ?? c.name))];
  const ranked = names.map((name) => ({ name, rank: fnv1a(`${seed}:${name}`) })).sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name));
  const sample: string[] = [];
  for (const { name } of ranked) {
    if (sample.length === size) break;
    if (describeCard(name).understood) sample.push(name);
  }
  return sample;
}

/** The scenario file a sampled card's ordinary use is written in: "Fire // Ice" → fire-ice.yaml. */
export const sampleFile = (name: string): string => `${name.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}.yaml`;
