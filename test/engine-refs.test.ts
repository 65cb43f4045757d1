// References and amounts (oracle/vocabulary.ts, game/refs.ts): who ("you", "each player",
// "target player … and", "that player", "its controller"), how much ("X", "that much", "equal to
// the number of …", "for each …", devotion, "half their life"), and what "it" names — read once
// for every verb, on real boards through the real parser and replay.
import { describe, expect, it } from 'vitest';
import { explainInput } from '../src/engine/index.ts';
import { parseOracleText } from '../src/engine/oracle/parse.ts';
import { board as mechanicsBoard, player, rulesOf } from './engine-board.ts';

const board = (opts: Parameters<typeof mechanicsBoard>[0]): string => mechanicsBoard({ priority: true, ...opts });
const card = (name: string, type: string, cost: string, text: string, pt?: string): string => `  ${name}: {type: "${type}", cost: "${cost}", ${pt ? `pt: ${pt}, ` : ''}text: "${text}"}`;
const castAndResolve = (spell: string, targets?: string) => `  - {player: Alice, cast: ${spell}${targets ? `, targets: [${targets}]` : ''}}\n  - {until: beginning-of-combat}`;
const refused = (text: string, isSpell = false): void => {
  expect(() => parseOracleText('Test Card', text, { isSpell })).toThrow(/not understood/);
};

describe('who: one subject for every verb', () => {
  it('"Each player gains 1 life" — every player, in APNAP order (101.4)', () => {
    const r = explainInput(board({ alice: 'Plains', aliceExtra: '    hand: [Kindness]', cards: card('Kindness', 'Sorcery', '{W}', 'Each player gains 1 life.'), actions: castAndResolve('Kindness') }));
    expect([player(r, 'Alice').life, player(r, 'Bob').life]).toEqual([21, 21]);
  });
  it('"Target player draws two cards and loses 2 life" — the same player for both verbs', () => {
    const r = explainInput(board({ alice: 'Swamp', aliceExtra: '    hand: [Night Study]', cards: card('Night Study', 'Sorcery', '{B}', 'Target player draws two cards and loses 2 life.'), actions: castAndResolve('Night Study', 'Bob') }));
    expect(player(r, 'Bob').hand.length).toBe(2);
    expect(player(r, 'Bob').life).toBe(18);
    expect(player(r, 'Alice').life).toBe(20);
  });
  it('"Target opponent" can\'t be its own controller (102.2)', () => {
    const r = explainInput(board({ alice: 'Swamp', aliceExtra: '    hand: [Bleed]', cards: card('Bleed', 'Sorcery', '{B}', 'Target opponent loses half their life, rounded up.'), actions: '  - {player: Alice, cast: Bleed, targets: [Alice]}' }));
    expect(r.ok).toBe(false);
    expect(r.error?.rules).toContain('102.2');
  });
});

describe('how much: one amount for every verb', () => {
  it('"You gain X life" gains the X announced (107.3)', () => {
    const r = explainInput(board({ alice: 'Plains, Plains, Plains, Plains', aliceExtra: '    hand: [Gift]', cards: card('Gift', 'Sorcery', '{X}{W}', 'You gain X life.'), actions: '  - {player: Alice, cast: Gift, x: 3}\n  - {until: beginning-of-combat}' }));
    expect(player(r, 'Alice').life).toBe(23);
  });
  it('"Draw cards equal to the number of Elves you control" counts as it resolves (608.2h)', () => {
    const r = explainInput(board({ alice: 'Forest, Llanowar Elves, Elvish Mystic, Grizzly Bears', bob: 'Llanowar Elves', aliceExtra: '    hand: [Elf Lore]', cards: card('Elf Lore', 'Sorcery', '{G}', 'Draw cards equal to the number of Elves you control.'), actions: castAndResolve('Elf Lore') }));
    expect(player(r, 'Alice').hand.length).toBe(2);
    expect(rulesOf(r)).toContain('608.2h');
  });
  it('"loses half their life, rounded up" (107.1a)', () => {
    const r = explainInput(board({ alice: 'Swamp', bobExtra: '    life: 15', aliceExtra: '    hand: [Bleed]', cards: card('Bleed', 'Sorcery', '{B}', 'Target opponent loses half their life, rounded up.'), actions: castAndResolve('Bleed', 'Bob') }));
    expect(player(r, 'Bob').life).toBe(7);
  });
  it('"You gain life equal to your devotion to black" counts black mana symbols among your permanents (700.5)', () => {
    const r = explainInput(board({ alice: 'Swamp, Phyrexian Arena, Dark Ritual Statue', aliceExtra: '    hand: [Black Prayer]', cards: `${card('Black Prayer', 'Sorcery', '{B}', 'You gain life equal to your devotion to black.')}\n${card('Dark Ritual Statue', 'Artifact', '{B/G}{B}', '')}`, actions: castAndResolve('Black Prayer') }));
    // Phyrexian Arena {1}{B}{B}: 2; the statue {B/G}{B}: 2 (a hybrid symbol counts).
    expect(player(r, 'Alice').life).toBe(24);
  });
  it('"deals 1 damage to any target for each Mountain you control"', () => {
    const r = explainInput(board({ alice: 'Mountain, Mountain, Mountain', aliceExtra: '    hand: [Rockslide]', cards: card('Rockslide', 'Sorcery', '{R}', 'Rockslide deals 1 damage to any target for each Mountain you control.'), actions: castAndResolve('Rockslide', 'Bob') }));
    expect(player(r, 'Bob').life).toBe(17);
  });
  it('an enters-the-battlefield ability\'s X is the X the spell was cast with (107.3m)', () => {
    const cards = card('Blaster', 'Creature — Elemental', '{X}{R}', 'When this creature enters, it deals X damage to any target.', '1/1');
    const r = explainInput(board({ alice: 'Mountain, Mountain, Mountain', aliceExtra: '    hand: [Blaster]', cards, actions: '  - {player: Alice, cast: Blaster, x: 2}\n  - {pass: all}\n  - {player: Alice, choose: {targets: [Bob]}}\n  - {until: beginning-of-combat}' }));
    expect(player(r, 'Bob').life).toBe(18);
  });
});

describe('"that player", "that much": the trigger\'s event (603.7c)', () => {
  const attack = (text: string) => explainInput(board({ step: 'declare-attackers', priority: false, alice: 'Raider', bobExtra: '    hand: [Island, Forest, Swamp]', cards: card('Raider', 'Creature — Human Rogue', '{2}{B}', text, '2/2'), actions: '  - {player: Alice, attack: {Raider: Bob}}\n  - {until: main2}' }));
  it('"that player discards that many cards": the damaged player, the damage dealt', () => {
    const r = attack('Whenever this creature deals combat damage to a player, that player discards that many cards.');
    expect(r.ok).toBe(true);
    expect(player(r, 'Bob').hand.length).toBe(1);
    expect(player(r, 'Bob').graveyard.length).toBe(2);
  });
  it('"draw that many cards"', () => {
    const r = attack('Whenever this creature deals combat damage to a player, draw that many cards.');
    expect(player(r, 'Alice').hand.length).toBe(2);
  });
  it('is refused where the event names no player or amount', () => {
    refused('When this creature enters, that player discards a card.');
    refused('When this creature enters, you gain that much life.');
    refused('That player discards a card.', true);
  });
});

describe('what "it" names', () => {
  it('"it" after one target is that target; "its controller gains life equal to its power" reads it as it last existed (608.2h)', () => {
    const cards = card('Sword Swipe', 'Instant', '{W}', 'Destroy target creature. Its controller gains life equal to its power.');
    const r = explainInput(board({ alice: 'Plains', bob: 'Serra Angel', aliceExtra: '    hand: [Sword Swipe]', cards, actions: castAndResolve('Sword Swipe', 'Serra Angel') }));
    expect(player(r, 'Bob').life).toBe(24);
    expect(rulesOf(r)).toContain('608.2h');
  });
  it('"it" in a trigger about the source is the source: "When this creature enters, it deals damage equal to its power"', () => {
    const cards = card('Hot Head', 'Creature — Elemental', '{3}{R}', 'When this creature enters, it deals damage equal to its power to any target.', '3/3');
    const r = explainInput(board({ alice: 'Mountain, Mountain, Mountain, Mountain', aliceExtra: '    hand: [Hot Head]', cards, actions: '  - {player: Alice, cast: Hot Head}\n  - {pass: all}\n  - {player: Alice, choose: {targets: [Bob]}}\n  - {until: beginning-of-combat}' }));
    expect(player(r, 'Bob').life).toBe(17);
  });
  it('"it" in a trigger about another object is that object, not the source (603.7c): the event\'s object, or refused where the event can\'t name it', () => {
    const effectsOf = (text: string) => (parseOracleText('Test Card', text, { isSpell: false })[0] as { effects: unknown[] }).effects;
    expect(effectsOf('Whenever equipped creature attacks, put a +1/+1 counter on it.')).toMatchObject([{ type: 'put-counters', on: [{ ref: 'event-object' }] }]);
    expect(effectsOf('Whenever another Elemental you control enters, it deals damage equal to its power to each opponent.')).toMatchObject([{ type: 'deal-damage', source: { ref: 'event-object' }, amount: { of: 'stat', object: { ref: 'event-object' } } }]);
    expect(effectsOf('Whenever this creature becomes blocked by a creature, destroy that creature.')).toMatchObject([{ type: 'destroy', objects: { ref: 'event-object' } }]);
    expect(effectsOf('Whenever a creature an opponent controls dies, its controller loses 1 life.')).toMatchObject([{ type: 'lose-life', players: { ref: 'controller', of: { ref: 'event-object' } } }]);
    // A creature that died is a new object in the graveyard (400.7): only what it was can be read.
    refused('Whenever a creature you control dies, exile it.');
    // "It gets …" leaves "it" to the line reader: here the creature that entered (603.7c), not the source.
    expect(effectsOf('Whenever another creature you control enters, it gets +2/+0 and gains haste until end of turn.')).toMatchObject([{ type: 'modify-pt', objects: { ref: 'event-object' } }, { type: 'grant', objects: { ref: 'event-object' } }]);
    // "That creature" after damage to a creature is the one dealt damage, which the event doesn't name.
    refused('Whenever a Sliver deals combat damage to a creature, destroy that creature.');
    // "One or more" names several objects.
    refused('Whenever one or more creatures you control attack, put a +1/+1 counter on it.');
    // In an activated ability "that creature" needs a target before it.
    refused('{T}: Destroy that creature.');
    // With the source named before it, "it" is the source.
    expect(parseOracleText('Test Card', 'Whenever you cast an instant or sorcery spell, this creature gets +1/+1 until end of turn. Untap it.', { isSpell: false })).toHaveLength(1);
  });
  it('an X a trigger other than "enters" can\'t have announced is refused', () => {
    refused('Whenever a creature you control dies, you may pay {X}. If you do, you gain X life.');
  });
});
