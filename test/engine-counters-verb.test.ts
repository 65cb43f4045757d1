// "Put N KIND counters on …" read once for every recipient (entries/counter-verbs.ts) and
// carried out through references (effects/put-counters.ts): a target (up to N too), each
// permanent of a group, the source, "that many" from the trigger's event — on real boards
// through the real parser and replay. "It" after a token or the host was named is refused.
import { describe, expect, it } from 'vitest';
import { explainInput } from '../src/engine/index.ts';
import { parseOracleText } from '../src/engine/oracle/parse.ts';
import { board as mechanicsBoard, perm } from './engine-board.ts';

const board = (opts: Parameters<typeof mechanicsBoard>[0]): string => mechanicsBoard({ priority: true, ...opts });
const card = (name: string, type: string, cost: string, text: string, pt?: string): string => `  ${name}: {type: "${type}", cost: "${cost}", ${pt ? `pt: ${pt}, ` : ''}text: "${text}"}`;
const castAndResolve = (spell: string, targets?: string) => `  - {player: Alice, cast: ${spell}${targets !== undefined ? `, targets: [${targets}]` : ''}}\n  - {until: beginning-of-combat}`;
const refused = (text: string, isSpell = false): void => {
  expect(() => parseOracleText('Test Card', text, { isSpell })).toThrow(/not understood/);
};

describe('put counters: one verb for every recipient', () => {
  it('"on up to one target creature": on the creature chosen, and nothing with none chosen (601.2c)', () => {
    const cards = card('Render Speechless', 'Sorcery', '{G}', 'Put two +1/+1 counters on up to one target creature.');
    const chosen = explainInput(board({ alice: 'Forest, Bear', aliceExtra: '    hand: [Render Speechless]', cards, actions: castAndResolve('Render Speechless', 'Bear') }));
    expect(perm(chosen, 'Bear')?.counters['+1/+1']).toBe(2);
    expect(perm(chosen, 'Bear')?.power).toBe(4);
    const none = explainInput(board({ alice: 'Forest, Bear', aliceExtra: '    hand: [Render Speechless]', cards, actions: castAndResolve('Render Speechless', '') }));
    expect(none.ok).toBe(true);
    expect(perm(none, 'Bear')?.counters['+1/+1'] ?? 0).toBe(0);
  });
  it('"on each creature you control": every one of them, none of the opponent\'s', () => {
    const cards = card('Rally', 'Sorcery', '{W}', 'Put a +1/+1 counter on each creature you control.');
    const r = explainInput(board({ alice: 'Plains, Bear, Llanowar Elves', bob: 'Grizzly Bears', aliceExtra: '    hand: [Rally]', cards, actions: castAndResolve('Rally') }));
    expect(perm(r, 'Bear')?.counters['+1/+1']).toBe(1);
    expect(perm(r, 'Llanowar Elves')?.counters['+1/+1']).toBe(1);
    expect(perm(r, 'Grizzly Bears')?.counters['+1/+1'] ?? 0).toBe(0);
  });
  it('"a charge counter on target artifact": any permanent the target phrase describes', () => {
    const cards = card('Charger', 'Instant', '{U}', 'Put a charge counter on target artifact.');
    const r = explainInput(board({ alice: 'Island, Sol Ring', aliceExtra: '    hand: [Charger]', cards, actions: castAndResolve('Charger', 'Sol Ring') }));
    expect(perm(r, 'Sol Ring')?.counters.charge).toBe(1);
  });
  it('"put that many +1/+1 counters on it": the combat damage dealt (603.7c), on the source', () => {
    const cards = card('Sledge', 'Creature — Human Warrior', '{2}{G}', 'Whenever this creature deals combat damage to a player, put that many +1/+1 counters on it.', '3/3');
    const r = explainInput(board({ step: 'declare-attackers', priority: false, alice: 'Sledge', cards, actions: '  - {player: Alice, attack: {Sledge: Bob}}\n  - {until: main2}' }));
    expect(r.ok).toBe(true);
    expect(perm(r, 'Sledge')?.counters['+1/+1']).toBe(3);
  });
  it('"it" after a token or the host was named is not the source: refused, or the token just created (608.2c)', () => {
    refused('When this Aura enters, tap enchanted creature and put X sleep counters on it.');
    const [fractal] = parseOracleText('Test Card', '{X}, {T}: Create a 0/0 green and blue Fractal creature token and put X +1/+1 counters on it.', { isSpell: false });
    expect(fractal?.kind === 'activated' && fractal.effects[1]).toMatchObject({ type: 'put-counters', on: [{ ref: 'previous' }] });
  });
  it('a counter whose reminder text gives it a meaning is refused rather than read as a mark', () => {
    refused('Put a manabond counter on all creatures.', true);
  });
});
