// Destroy, exile, tap and untap read once for every object an instruction names
// (entries/object-verbs.ts, reference-grammar.ts `permanentsActedOn`) and carried out through
// references (effects/destroy.ts, exile.ts, tap.ts) — on real boards through the real parser and
// replay. A verb naming the source in a trigger of its leaving the battlefield is refused.
import { describe, expect, it } from 'vitest';
import { explainInput } from '../src/engine/index.ts';
import { parseOracleText } from '../src/engine/oracle/parse.ts';
import { board as mechanicsBoard, perm, player, rulesOf } from './engine-board.ts';

const board = (opts: Parameters<typeof mechanicsBoard>[0]): string => mechanicsBoard({ priority: true, ...opts });
const card = (name: string, type: string, cost: string, text: string, pt?: string): string => `  ${name}: {type: "${type}", cost: "${cost}", ${pt ? `pt: ${pt}, ` : ''}text: "${text}"}`;
const castAndResolve = (spell: string, targets?: string) => `  - {player: Alice, cast: ${spell}${targets !== undefined ? `, targets: [${targets}]` : ''}}\n  - {until: beginning-of-combat}`;

describe('destroy, exile, tap, untap: one verb for every object', () => {
  it('"Destroy all creatures with power 4 or greater": every one that fits, at once (701.8a), none that doesn\'t', () => {
    const cards = card('Cull', 'Sorcery', '{W}', 'Destroy all creatures with power 4 or greater.');
    const r = explainInput(board({ alice: 'Plains, Bear, Serra Angel', bob: 'Craw Wurm', aliceExtra: '    hand: [Cull]', cards, actions: castAndResolve('Cull') }));
    expect(perm(r, 'Bear')).toBeDefined();
    // Serra Angel is 4/4, Craw Wurm 6/4.
    expect(perm(r, 'Serra Angel')).toBeUndefined();
    expect(perm(r, 'Craw Wurm')).toBeUndefined();
    expect(player(r, 'Bob').graveyard).toContain('Craw Wurm');
    expect(rulesOf(r)).toContain('701.8a');
  });
  it('"Exile two target artifacts": both chosen targets', () => {
    const cards = card('Dust to Dust', 'Sorcery', '{1}{W}{W}', 'Exile two target artifacts.');
    const r = explainInput(board({ alice: 'Plains, Plains, Plains', bob: 'Sol Ring, Mind Stone', aliceExtra: '    hand: [Dust to Dust]', cards, actions: castAndResolve('Dust to Dust', 'Sol Ring, Mind Stone') }));
    expect(player(r, 'Bob').exile).toEqual(expect.arrayContaining(['Sol Ring', 'Mind Stone']));
  });
  it('"Untap each other creature you control": the group, not the source', () => {
    const cards = card('Rouser', 'Creature — Human', '{1}{W}', '{T}: Untap each other creature you control.', '1/1');
    const r = explainInput(board({ alice: 'Rouser, {card: Bear, tapped: true}, {card: Grizzly Bears, tapped: true}', bob: '{card: Llanowar Elves, tapped: true}', cards, actions: '  - {player: Alice, activate: Rouser}\n  - {pass: all}' }));
    expect(perm(r, 'Bear')?.tapped).toBe(false);
    expect(perm(r, 'Grizzly Bears')?.tapped).toBe(false);
    expect(perm(r, 'Rouser')?.tapped).toBe(true);
    expect(perm(r, 'Llanowar Elves')?.tapped).toBe(true);
  });
  it('the source in a trigger of its leaving the battlefield is a new object (400.7): refused', () => {
    for (const text of ['When this creature dies, you may exile it. If you do, draw a card.', 'When this creature leaves the battlefield, tap this creature.', 'When this creature dies, put a +1/+1 counter on it.']) {
      expect(() => parseOracleText('Test Card', text, { isSpell: false }), text).toThrow(/not understood/);
    }
  });
});

describe("return to the owner's hand: one verb for every object", () => {
  it('"Return all nonland permanents to their owners\' hands": every one that fits, lands stay', () => {
    const cards = card('Sweep', 'Sorcery', '{U}', "Return all nonland permanents to their owners' hands.");
    const r = explainInput(board({ alice: 'Island, Bear', bob: 'Forest, Sol Ring, Craw Wurm', aliceExtra: '    hand: [Sweep]', cards, actions: castAndResolve('Sweep') }));
    expect(perm(r, 'Bear')).toBeUndefined();
    expect(perm(r, 'Craw Wurm')).toBeUndefined();
    expect(perm(r, 'Sol Ring')).toBeUndefined();
    expect(perm(r, 'Forest')).toBeDefined();
    expect(player(r, 'Bob').hand).toEqual(expect.arrayContaining(['Sol Ring', 'Craw Wurm']));
    expect(player(r, 'Alice').hand).toContain('Bear');
  });
  it('"Return two target creatures to their owners\' hands": both chosen targets, each to its own owner', () => {
    const cards = card('Undo', 'Sorcery', '{1}{U}{U}', "Return two target creatures to their owners' hands.");
    const r = explainInput(board({ alice: 'Island, Island, Island, Bear', bob: 'Craw Wurm, Serra Angel', aliceExtra: '    hand: [Undo]', cards, actions: castAndResolve('Undo', 'Bear, Craw Wurm') }));
    expect(player(r, 'Alice').hand).toContain('Bear');
    expect(player(r, 'Bob').hand).toContain('Craw Wurm');
    expect(perm(r, 'Serra Angel')).toBeDefined();
  });
  it('"When this creature dies, return it to its owner\'s hand" is the card in the graveyard, not the verb on the gone permanent (400.7)', () => {
    const [ability] = parseOracleText('Test Card', "When this creature dies, return it to its owner's hand.", { isSpell: false });
    expect(ability).toMatchObject({ kind: 'triggered', effects: [{ type: 'move', objects: { ref: 'self' }, from: 'graveyard', to: 'hand' }] });
    // "If you do, return it": no verb may read "it" here, and the leaves-the-battlefield entry does not read the payment — refused.
    expect(() => parseOracleText('Test Card', "When this creature dies, you may pay {B}. If you do, return it to its owner's hand.", { isSpell: false })).toThrow(/not understood/);
  });
});
