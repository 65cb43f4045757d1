// Replaying what can be replayed (issue 25): a line of a real card the engine does not read
// refuses a replay only when it could matter there — an activated ability the scenario
// activates, a card on the battlefield or the stack, a line that works from the zone its card
// is in — and is otherwise set aside and listed in the explanation. The cards are the pool's,
// with their real Oracle text; each classification below is what that text calls for.
import { describe, expect, it } from 'vitest';
import { JudgeError } from '../src/errors.ts';
import { explainInput } from '../src/engine/index.ts';
import { renderExplanation } from '../src/engine/render.ts';
import { unreadUse, worksOutsideBattlefield } from '../src/engine/oracle/unread.ts';

const refusal = (scenario: unknown): JudgeError => {
  try {
    explainInput(scenario);
  } catch (e) {
    if (e instanceof JudgeError) return e;
    throw e;
  }
  throw new Error('the scenario replayed');
};

const board = (alice: Record<string, unknown>, actions: unknown[] = []) => ({
  turn: { active: 'Alice', number: 4, step: 'main1', priority: true },
  players: [{ name: 'Alice', ...alice }, { name: 'Bob', battlefield: ['Grizzly Bears'] }],
  actions,
});

describe('unread lines that cannot matter are set aside', () => {
  // Ancient Kavu: a 3/3 whose one line, "{2}: This creature becomes colorless until end of
  // turn.", the engine does not read; attacking with it never uses that line.
  it('replays an attack with a creature whose unread activated ability nobody activates, and names the line', () => {
    const result = explainInput(board({ battlefield: ['Ancient Kavu'] }, [{ player: 'Alice', attack: { 'Ancient Kavu': 'Bob' } }, { until: 'main2' }]));
    expect(result.state.players.find((p) => p.name === 'Bob')!.life).toBe(17);
    expect(result.setAside).toEqual([{ card: 'Ancient Kavu', line: 1, text: expect.stringContaining('{2}: This creature becomes colorless until end of turn.'), why: 'activated' }]);
    expect(renderExplanation(result)).toMatch(/set aside because they could not matter here:\n {2}- Ancient Kavu, line 1 .*an activated ability, and nobody activates it/);
  });

  it('refuses the replay the moment the scenario activates that ability, naming the line', () => {
    const e = refusal(board({ battlefield: ['Ancient Kavu', 'Swamp', 'Swamp'] }, [{ player: 'Alice', activate: 'Ancient Kavu' }]));
    expect(e.code).toBe('invalid_scenario');
    expect(e.message).toMatch(/^actions\[0\]\.ability: line 1 of Ancient Kavu's text is not understood: .*it could matter here: the scenario activates it/);
  });

  // Abu Ja'far: "When this creature dies, destroy all creatures blocking or blocked by it. They
  // can't be regenerated." — a trigger, so it matters whenever the creature is on the battlefield.
  it('refuses a board with an unread trigger on the battlefield, at setup, with the card\'s path', () => {
    const e = refusal(board({ battlefield: ["Abu Ja'far"] }));
    expect(e.message).toMatch(/card Abu Ja'far\.text: line 1 of Abu Ja'far's text is not understood: .*it could matter here: Abu Ja'far is on the battlefield/);
  });

  it('sets the same card aside in a hand it is never cast from, and refuses once it is cast', () => {
    const kept = explainInput(board({ hand: ["Abu Ja'far"], battlefield: ['Plains'] }));
    expect(kept.setAside).toEqual([expect.objectContaining({ card: "Abu Ja'far", line: 1, why: 'not-in-play' })]);
    const e = refusal(board({ hand: ["Abu Ja'far"], battlefield: ['Plains'] }, [{ player: 'Alice', cast: "Abu Ja'far" }]));
    expect(e.message).toMatch(/^actions\[0\]: line 1 of Abu Ja'far's text is not understood: .*it could matter here: Alice casts Abu Ja'far/);
  });

  // Anger: "As long as this card is in your graveyard and you control a Mountain, creatures you
  // control have haste." works from the graveyard.
  it('refuses a card in a graveyard whose unread line works from there', () => {
    const e = refusal(board({ graveyard: ['Anger'] }));
    expect(e.message).toMatch(/card Anger\.text: line 2 of Anger's text is not understood: .*Anger is in Alice's graveyard, where that line works/);
  });
});

describe('how an unread line is classified (oracle/unread.ts)', () => {
  it.each([
    ['{1}{B}: Target attacking Zombie gains indestructible until end of turn.', 'activated'],
    ['+1: Draw a card.', 'activated'],
    ['Equip {2}', 'activated'],
    ['Boast — {1}{R}: This creature deals 1 damage to any target.', 'activated'],
    ['{T}: Add {G}{G}.', 'other'],
    ['When this creature enters, you take the initiative.', 'other'],
    ['Flying, ward {2}{1}{W}{U}: Exile another target creature or artifact you control.', 'other'],
    ['Tap an untapped creature you control: Draw a card. Activate only as a sorcery.', 'activated'],
  ])('%s → %s', (text, use) => expect(unreadUse(text)).toBe(use));

  it.each([
    ['Madness {R}', true],
    ['Basic landcycling {2}', true],
    ['As long as this card is in your graveyard and you control a Mountain, creatures you control have haste.', true],
    ['When this card is put into a graveyard from anywhere, shuffle it into its owner\'s library.', true],
    ['Whenever this creature attacks, return target creature card from your graveyard to your hand.', false],
    ['When this creature enters, you take the initiative.', false],
  ])('%s works outside the battlefield: %s', (text, outside) => expect(worksOutsideBattlefield(text)).toBe(outside));
});
