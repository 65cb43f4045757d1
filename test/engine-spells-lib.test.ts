// Spells and mana (issue 24, family spells-lib): "that spell's mana value" read from the spell a cast trigger's event
// or a target named, on the stack or as it was cast once gone (608.2h, 202.3e); restricted mana, "Spend this mana only
// to …" (106.6), kept apart in the pool. Real Oracle text through the real parser, and the pool's bookkeeping.
import { describe, expect, it } from 'vitest';
import { parseOracleText } from '../src/engine/oracle/parse.ts';
import { afterPayment } from '../src/engine/game/restricted-mana.ts';
import type { Player, RestrictedMana } from '../src/engine/game/state.ts';

const read = (text: string, isSpell = false) => parseOracleText('Test Card', text, { isSpell });
const EVENT_SPELL_MV = { of: 'stat', stat: 'mana-value', object: { ref: 'event-object' } };

describe("that spell's mana value", () => {
  it("is the cast trigger's spell (Manaplasm, Kaervek the Merciless, Bounteous Kirin)", () => {
    expect(read("Whenever you cast a spell, this creature gets +X/+X until end of turn, where X is that spell's mana value.")[0]).toMatchObject({ effects: [{ type: 'modify-pt', objects: { ref: 'self' }, power: EVENT_SPELL_MV, toughness: EVENT_SPELL_MV }] });
    expect(read("Whenever an opponent casts a spell, Test Card deals damage equal to that spell's mana value to any target.")[0]).toMatchObject({ trigger: { on: 'casts', player: 'opponent' }, effects: [{ type: 'deal-damage', amount: EVENT_SPELL_MV }] });
    expect(read("Whenever you cast a Spirit or Arcane spell, you may gain life equal to that spell's mana value.")[0]).toMatchObject({ effects: [{ type: 'group', optional: true, effects: [{ type: 'gain-life', amount: EVENT_SPELL_MV }] }] });
  });
  it('is the target spell after "counter target spell" (Spell Swindle, Overwhelming Intellect)', () => {
    expect(read("Counter target spell. Create X Treasure tokens, where X is that spell's mana value.", true)[0]).toMatchObject({ effects: [{ type: 'counter' }, { type: 'create-token', amount: { of: 'stat', stat: 'mana-value', object: { ref: 'same-target', slot: -1 } } }] });
    expect(read("Counter target creature spell. Draw cards equal to that spell's mana value.", true)[0]).toMatchObject({ effects: [{ type: 'counter' }, { type: 'draw', amount: { of: 'stat', stat: 'mana-value', object: { ref: 'same-target', slot: -1 } } }] });
  });
  it('is refused where no spell was named before it', () => {
    expect(() => read("When this creature enters, you gain life equal to that spell's mana value.")).toThrow(/not understood/);
    expect(() => read("Draw cards equal to that spell's mana value.", true)).toThrow(/not understood/);
  });
});

describe('restricted mana (106.6)', () => {
  it('reads "Spend this mana only to cast … or activate abilities of …" onto each add-mana of the ability', () => {
    expect(read('{T}: Add {C}{C}. Spend this mana only to cast artifact spells or activate abilities of artifacts.')[0]).toMatchObject({ isManaAbility: true, effects: [{ type: 'add-mana', mana: [['C', 'C']], spend: { spells: { types: ['Artifact'], spell: true }, abilities: { types: ['Artifact'] } } }] });
    expect(read('{T}: Add one mana of any color. Spend this mana only to cast a creature spell.')[0]).toMatchObject({ effects: [{ type: 'add-mana', spend: { spells: { types: ['Creature'], spell: true } } }] });
    expect(read('{T}: Add {C}. Spend this mana only to cast an Ally spell or activate an ability of an Ally source.')[0]).toMatchObject({ effects: [{ type: 'add-mana', spend: { spells: { subtypes: ['Ally'] }, abilities: { subtypes: ['Ally'] } } }] });
    expect(read('{T}: Add {C}{C}. Spend this mana only to activate abilities.')[0]).toMatchObject({ effects: [{ type: 'add-mana', spend: { abilities: 'any' } }] });
    expect(read('{T}: Add {C}. Spend this mana only to cast creature spells or activate abilities of creature sources.')[0]).toMatchObject({ effects: [{ type: 'add-mana', spend: { spells: { types: ['Creature'] }, abilities: { types: ['Creature'] } } }] });
  });
  it('reads the Powerstone\'s "This mana can\'t be spent to cast a nonartifact spell" as artifact spells or any ability (111.10h)', () => {
    expect(read("{T}: Add {C}{C}. This mana can't be spent to cast nonartifact spells.")[0]).toMatchObject({ isManaAbility: true, effects: [{ type: 'add-mana', spend: { spells: { types: ['Artifact'], spell: true }, abilities: 'any' } }] });
    expect(() => read("{T}: Add {W}{U}{B}{R}{G}. This mana can't be spent to pay generic mana costs.")).toThrow(/not understood/);
    expect(() => read("{T}: Add an amount of {C} equal to Test Card's toughness. This mana can't be spent to cast spells from your hand.")).toThrow(/not understood/);
  });
  it('refuses restrictions it can\'t keep, and a restriction after anything but mana', () => {
    expect(() => read('{T}: Add {C}{C}. Spend this mana only on costs that contain {X}.')).toThrow(/not understood/);
    expect(() => read('{T}: Add {C}. Spend this mana only to turn permanents face up.')).toThrow(/not understood/);
    expect(() => read('{T}: Draw a card. Spend this mana only to cast a creature spell.')).toThrow(/not understood/);
  });
  it('keeps restricted mana not spent, and what the payment could not use, apart in the pool', () => {
    const creature = { spells: { types: ['Creature' as const], spell: true as const } };
    const artifact = { spells: { types: ['Artifact' as const], spell: true as const } };
    const p = { manaPool: [], restrictedMana: undefined } as unknown as Player;
    const allowed: RestrictedMana[] = [{ mana: 'G', spend: creature }, { mana: 'G', spend: creature }];
    const aside: RestrictedMana[] = [{ mana: 'C', spend: artifact }];
    // Drew on {G}{G} restricted and {G}{R} ordinary; {G}{R} are left: each symbol's restricted copies went first.
    afterPayment(p, ['G', 'G', 'G', 'R'], ['G', 'R'], allowed, aside);
    expect(p.manaPool).toEqual(['G', 'R', 'C']);
    expect(p.restrictedMana).toEqual(aside);
    // One restricted {G} spent of two, no ordinary {G}: one restricted {G} is left.
    afterPayment(p, ['G', 'G'], ['G'], allowed, []);
    expect(p.restrictedMana).toEqual([allowed[1]]);
  });
});

describe('an activated ability\'s own cost reduction (602.2b, 601.2f)', () => {
  it('reads "This ability costs {N} less to activate for each … / if …" onto the ability (Voldaren Estate, Esquire of the King)', () => {
    expect(read('{5}, {T}: Create a Blood token. This ability costs {1} less to activate for each Vampire you control.')[0]).toMatchObject({ kind: 'activated', costReduction: { amount: 1, forEach: { of: 'count', filter: { subtypes: ['Vampire'], controller: 'you' } } } });
    expect(read('{4}{W}, {T}: Creatures you control get +1/+1 until end of turn. This ability costs {2} less to activate if you control a legendary creature.')[0]).toMatchObject({ kind: 'activated', costReduction: { amount: 2, condition: { kind: 'controls', who: 'you' } } });
  });
  it('reads it after an ability activated from the hand (channel: game/zone-abilities.ts reduces it), and refuses it for one without mana in its cost', () => {
    expect(read('Channel — {3}{R}, Discard this card: Create two 1/1 colorless Spirit creature tokens. This ability costs {1} less to activate for each legendary creature you control.')[0]).toMatchObject({ kind: 'activated', costReduction: { amount: 1 } });
    expect(() => read('{T}: Draw a card. This ability costs {1} less to activate for each Vampire you control.')).toThrow(/not understood/);
  });
});
