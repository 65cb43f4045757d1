// The Oracle-text parser on its own: every template of the vocabulary, numbers as words,
// and text outside the vocabulary rejected with its line.
import { describe, expect, it } from 'vitest';
import { OracleParseError, parseOracleText } from '../src/engine/oracle/parse.ts';

const spell = (text: string) => parseOracleText('Test Card', text, { isSpell: true });
const perm = (text: string) => parseOracleText('Test Card', text, { isSpell: false });

describe('parseOracleText', () => {
  it('reads keyword lines, several per line, and protection', () => {
    const abilities = perm('Flying, first strike\nProtection from red\nDouble strike');
    expect(abilities.map((a) => (a.kind === 'keyword' ? a.keyword : a.kind === 'protection' ? `pro ${a.from}` : a.kind))).toEqual(['flying', 'first strike', 'pro red', 'double strike']);
    expect(abilities[2]!.line).toBe(2);
  });

  it('reads spell effects with the card name and numbers as words', () => {
    expect(spell('Test Card deals three damage to any target.')[0]).toMatchObject({ kind: 'spell', effects: [{ type: 'deal-damage', amount: 3, to: [{ ref: 'target', spec: { object: { types: ['Creature', 'Planeswalker', 'Battle'] }, player: 'any' } }] }] });
    expect(spell('Put two -1/-1 counters on target creature.')[0]).toMatchObject({ effects: [{ type: 'put-counters', amount: 2, counter: '-1/-1' }] });
    expect(spell('Create two 1/1 white Soldier creature tokens.')[0]).toMatchObject({ effects: [{ type: 'create-token', amount: 2, token: { power: 1, toughness: 1, colors: ['white'], types: ['Creature'], subtypes: ['Soldier'] } }] });
    expect(spell('Draw a card. You gain 2 life.')[0]).toMatchObject({ effects: [{ type: 'draw', amount: 1 }, { type: 'gain-life', amount: 2 }] });
    expect(spell('Target creature gets −2/−2 until end of turn.')[0]).toMatchObject({ effects: [{ type: 'modify-pt', power: -2, toughness: -2 }] });
  });

  it('reads two effects joined by "and" as one target, and rejects the pair when a half is not understood', () => {
    expect(spell('Target creature gets +2/+2 and gains flying until end of turn.')[0]).toMatchObject({
      effects: [{ type: 'modify-pt', power: 2, toughness: 2, objects: { ref: 'target', spec: { object: { types: ['Creature'] } } } }, { type: 'grant', keywords: ['flying'], objects: { ref: 'same-target', slot: -1 } }],
    });
    expect(spell('Target creature loses all abilities and has base power and toughness 1/1 until end of turn.')[0]).toMatchObject({
      effects: [{ type: 'lose-abilities', all: true, objects: { ref: 'target', spec: { object: { types: ['Creature'] } } } }, { type: 'set-pt', power: 1, toughness: 1, objects: { ref: 'same-target', slot: -1 } }],
    });
    expect(() => spell('Target creature gets +2/+2 and scries 2 until end of turn.')).toThrow(OracleParseError);
  });

  it('reads costs, triggers, statics and replacement effects', () => {
    const [tap, sac] = perm('{T}: Test Card deals 1 damage to any target.\nSacrifice Test Card: You gain 2 life.');
    expect(tap).toMatchObject({ kind: 'activated', costs: [{ type: 'tap' }], isManaAbility: false });
    expect(sac).toMatchObject({ kind: 'activated', costs: [{ type: 'sacrifice-self' }] });
    expect(perm('{T}: Add {G}.')[0]).toMatchObject({ kind: 'activated', isManaAbility: true, effects: [{ type: 'add-mana', mana: [['G']] }] });
    expect(perm('When Test Card enters the battlefield, draw a card.')[0]).toMatchObject({ kind: 'triggered', trigger: { on: 'enters', object: 'self' } });
    expect(perm('At the beginning of your upkeep, you gain 1 life.')[0]).toMatchObject({ trigger: { on: 'step-begins', step: 'upkeep', player: 'you' } });
    expect(perm('Whenever Test Card deals combat damage to a player, draw a card.')[0]).toMatchObject({ trigger: { on: 'deals-damage', object: 'self', combat: true, recipient: { player: 'any' } } });
    expect(perm('Other creatures you control get +1/+1.')[0]).toMatchObject({ kind: 'static', effect: { type: 'modify-pt', affects: 'other-creatures-you-control' } });
    expect(perm('Nonbasic lands are Mountains.')[0]).toMatchObject({ effect: { type: 'set-land-type', landType: 'Mountain' } });
    expect(perm('If Test Card would die, exile it instead.')[0]).toMatchObject({ kind: 'replacement', scope: 'self' });
  });

  it('reads a character\'s "he" / "she" / "him" / "her" / "his" for the card itself, as "it" / "its"', () => {
    expect(parseOracleText('Mockingbird, Bobbi Morse', 'Whenever Mockingbird is dealt damage, put a +1/+1 counter on her. (She must survive the damage to get the counter.)', { isSpell: false })[0]).toMatchObject({ kind: 'triggered', effects: [{ type: 'put-counters', on: [{ ref: 'self' }] }] });
    expect(parseOracleText('Luke Cage, Power Man', 'Whenever Luke Cage attacks alone, he gets +2/+0 and gains indestructible until end of turn.', { isSpell: false })[0]).toMatchObject({ kind: 'triggered', effects: [{ type: 'modify-pt', objects: { ref: 'self' } }, { type: 'grant' }] });
    expect(parseOracleText('Storm, Queen of Wakanda', 'Whenever a creature with flying attacks you, Storm deals damage equal to her power to that creature.', { isSpell: false })[0]).toMatchObject({ kind: 'triggered', effects: [{ type: 'deal-damage', amount: { of: 'stat', stat: 'power' } }] });
  });
  it('rejects text outside the vocabulary, naming the line', () => {
    expect(() => perm('Flying\nScry 2.')).toThrow(OracleParseError);
    try {
      perm('Flying\nWhenever Test Card attacks, assemble a Contraption.');
      expect.unreachable();
    } catch (e) {
      expect((e as OracleParseError).line).toBe(2);
      expect((e as OracleParseError).message).toMatch(/line 2 of Test Card's text is not understood: "Whenever Test Card attacks, assemble a Contraption\."/);
    }
    // A spell effect is not a permanent's ability: "Draw a card." on a creature is not understood.
    expect(() => perm('Draw a card.')).toThrow(/not understood/);
  });
});
