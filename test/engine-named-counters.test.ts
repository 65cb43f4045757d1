// cov-statics: named counters (122.1) are read wherever "+1/+1 counter" is, except kinds the
// rules give a meaning the engine doesn't read from a counter — those lines stay refused. Shield
// counters are read (122.1c: game/replacement/shield-counters.ts).
import { describe, expect, it } from 'vitest';
import { parseOracleLines } from '../src/engine/oracle/parse.ts';

const refused = (text: string): boolean => parseOracleLines('Test Card', text, { isSpell: false }).some((l) => 'error' in l);

describe('named counters', () => {
  it('reads charge, spore and oil counters as marks the card itself reads', () => {
    for (const text of ['This creature enters with a shield counter on it.', '{2}, {T}: Put a charge counter on this artifact.', 'Remove three spore counters from this creature: Draw a card.', 'This creature enters with two oil counters on it.']) expect(refused(text), text).toBe(false);
  });

  it("reads loyalty counters, whose number is a planeswalker's loyalty (306.5c)", () => {
    for (const text of ['Whenever you draw a card, put a loyalty counter on Test Card.', 'Remove a loyalty counter from this artifact: Draw a card.']) expect(refused(text), text).toBe(false);
  });

  it('reads stun counters, which the untap step and every untap read (122.1d: game/tapping.ts)', () => {
    expect(refused('{T}: Put a stun counter on target creature.')).toBe(false);
  });

  it('reads keyword counters, which give their keyword in layer 6 (122.1b, 613.1f), two-word ones too', () => {
    for (const kind of ['flying', 'deathtouch', 'first strike', 'double strike', 'indestructible'])
      expect(refused(`{T}: Put a ${kind} counter on this creature.`), kind).toBe(false);
  });

  it('refuses decayed, finality, lore and time counters (122.1b, 122.1e)', () => {
    for (const kind of ['decayed', 'finality', 'lore', 'time'])
      expect(refused(`{T}: Put a ${kind} counter on this creature.`), kind).toBe(true);
  });
});
