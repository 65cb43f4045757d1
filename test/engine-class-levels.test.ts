// Class cards (716): the level bars and the sections they unlock, read with the whole card
// (oracle/entries/class-levels.ts), on real Oracle text.
import { describe, expect, it } from 'vitest';
import { parseOracleLines } from '../src/engine/oracle/parse.ts';

const WIZARD_CLASS = [
  '(Gain the next level as a sorcery to add its ability.)',
  'You have no maximum hand size.',
  '{2}{U}: Level 2',
  'When this Class becomes level 2, draw two cards.',
  '{4}{U}: Level 3',
  'Whenever you draw a card, put a +1/+1 counter on target creature you control.',
].join('\n');

describe('Class level bars (716.2a)', () => {
  const lines = parseOracleLines('Wizard Class', WIZARD_CLASS, { isSpell: false });
  const at = (n: number): unknown[] => { const l = lines.find((x) => x.line === n)!; return 'abilities' in l ? l.abilities : []; };

  it('reads a level bar as a sorcery-speed ability setting the level, only at level N-1', () => {
    expect(at(3)[0]).toMatchObject({ kind: 'activated', sorcerySpeed: true, costs: [{ type: 'mana', symbols: ['2', 'U'] }], effects: [{ type: 'become', level: 2 }], onlyIf: { condition: { kind: 'class-level', exactly: 1 } } });
  });

  it('grants the abilities of a section from its level on, and keeps the top section as it is (716.3)', () => {
    expect(at(2)[0]).toMatchObject({ kind: 'player-rule' });
    expect(at(4)[0]).toMatchObject({ kind: 'static', effect: { type: 'grant', affects: 'self', abilities: [{ kind: 'triggered', trigger: { on: 'becomes-level', reaches: 2, object: 'self' } }] }, condition: { kind: 'class-level', atLeast: 2 } });
    expect(at(6)[0]).toMatchObject({ kind: 'static', condition: { kind: 'class-level', atLeast: 3 } });
  });

  it('refuses a bar that skips a level rather than reading it wrongly', () => {
    const skipped = parseOracleLines('Wizard Class', WIZARD_CLASS.replace('{2}{U}: Level 2', '{2}{U}: Level 3'), { isSpell: false });
    expect(skipped.find((l) => l.line === 3)).toHaveProperty('error');
  });
});
