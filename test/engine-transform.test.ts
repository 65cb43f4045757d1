// cov-transform: what a scenario about double-faced cards can get wrong, and the engine's clear
// refusals (a back face named alone, a single-faced card "transformed", an unknown previous
// turn), plus the werewolf reading of both faces of a real card.
import { describe, expect, it } from 'vitest';
import { explainInput } from '../src/engine/index.ts';

const board = (alice: string, extra = '') => `
turn: {active: Alice, number: 5, step: upkeep${extra}}
players:
  - name: Alice
    battlefield:
      - ${alice}
  - name: Bob
actions:
  - {pass: all}
`;

const rejection = (text: string): string => {
  try {
    explainInput(text);
  } catch (e) {
    return (e as Error).message;
  }
  return 'no error';
};

describe('double-faced cards in a scenario', () => {
  it('refuses a back face named alone, pointing at its front face', () => {
    expect(rejection(board('Gatstaf Howler', ', spellsLastTurn: {Bob: 0}'))).toMatch(/Gatstaf Howler is the back face of Gatstaf Shepherd.*transformed: true/);
  });
  it('refuses transformed: true on a card that has no back face (701.27c)', () => {
    expect(rejection(board('{card: Grizzly Bears, transformed: true}'))).toMatch(/Grizzly Bears is not a transforming double-faced card/);
  });
  it('refuses a werewolf upkeep that needs the previous turn the scenario does not give', () => {
    expect(rejection(board('Gatstaf Shepherd'))).toMatch(/spells each player cast during the previous turn.*turn\.spellsLastTurn/);
  });
  it('refuses a player in spellsLastTurn who is not in the game', () => {
    expect(rejection(board('Gatstaf Shepherd', ', spellsLastTurn: {Carol: 1}'))).toMatch(/turn\.spellsLastTurn\.Carol: "Carol" is not one of the players/);
  });
  it('plays the back face with its own characteristics; one spell last turn does not turn it back', () => {
    const result = explainInput(board('{card: Gatstaf Shepherd, transformed: true}', ', spellsLastTurn: {Bob: 1}'));
    const howler = result.state.battlefield.find((p) => p.name === 'Gatstaf Howler');
    expect(howler).toMatchObject({ power: 3, toughness: 3 });
    // One spell is not two: it stays transformed.
    expect(result.trace.some((t) => t.event === 'transform')).toBe(false);
  });
});
