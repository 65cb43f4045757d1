// Odd but plausible scenarios a user may write (issue 11): each must come back as a clear error
// or a refusal naming what is wrong, never as a replay that quietly ignores part of it.
import { describe, expect, it } from 'vitest';
import { JudgeError } from '../src/errors.ts';
import { explainInput } from '../src/engine/index.ts';
import { gradeScenario } from '../src/engine/grade.ts';

const board = (alice: string, actions = '[]', cards = '') =>
  `turn: {active: Alice, number: 3, step: main1}\nplayers: [{name: Alice, ${alice}}, {name: Bob, battlefield: [Grizzly Bears]}]\nactions: ${actions}\n${cards ? `${cards}\n` : ''}`;

function rejection(text: string): string {
  try {
    explainInput(text);
  } catch (e) {
    expect(e).toBeInstanceOf(JudgeError);
    return (e as JudgeError).message;
  }
  throw new Error('expected the scenario to be rejected');
}

describe('odd inputs', () => {
  it('an instant or sorcery on the battlefield is a problem in the scenario (304.4, 307.4)', () => {
    expect(rejection(board('battlefield: [Lightning Bolt]'))).toMatch(/Lightning Bolt is an instant and can't be on the battlefield \(rule 304\.4\)/);
  });

  it('loyalty on a creature is a problem in the scenario', () => {
    expect(rejection(board('battlefield: [{card: Grizzly Bears, loyalty: 3}]'))).toMatch(/not a planeswalker/);
  });

  it('a value of X for a spell without {X} is a problem, not ignored', () => {
    expect(rejection(board('battlefield: [Mountain], hand: [Lightning Bolt]', '[{player: Alice, cast: Lightning Bolt, x: 3, targets: [Bob]}]'))).toMatch(/no \{X\} in its mana cost/);
  });

  it('a battle is refused as not modelled, since "any target" would wrongly leave it out (115.4)', () => {
    const text = board('battlefield: [Mountain], hand: [Lightning Bolt]', '[{player: Alice, cast: Lightning Bolt, targets: [Test Siege]}]', 'cards: {Test Siege: {type: "Battle — Siege", cost: "{2}{R}"}}');
    expect(gradeScenario(`${text}expect: {life: {Bob: 20}}\n`).grade).toBe('refused');
  });

  it('a land that is not in hand cites playing a land, not casting', () => {
    const result = explainInput(board('hand: []', '[{player: Alice, play: Forest}]'));
    expect(result.error?.rules).toEqual(['116.2a']);
  });
});
