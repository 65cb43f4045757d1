// Each engine mechanism on a small board, through the real parser and replay.
import { describe, expect, it } from 'vitest';
import { JudgeError } from '../src/errors.ts';
import { explainInput } from '../src/engine/index.ts';
import type { ExplainResult } from '../src/engine/types.ts';
import { board, perm, player, rulesOf } from './engine-board.ts';

describe('stack and casting', () => {
  it('a spell whose only target became illegal does not resolve (608.2b)', () => {
    const r = explainInput(board({
      alice: 'Mountain', bob: 'Bear, Island',
      aliceExtra: '    hand: [Shock]', bobExtra: '    hand: [Unsummon]',
      actions: `  - {player: Alice, cast: Shock, targets: [Bear]}
  - {player: Bob, cast: Unsummon, targets: [Bear]}
  - {until: beginning-of-combat}`,
    }));
    expect(r.ok).toBe(true);
    expect(player(r, 'Bob').hand).toEqual(['Bear']);
    expect(player(r, 'Alice').graveyard).toEqual(['Shock']);
    expect(rulesOf(r)).toContain('608.2b');
    expect(r.trace.find((t) => t.event === 'fizzle')?.text).toMatch(/Shock doesn't resolve/);
  });

  it('insufficient mana is an illegal action citing 601.2h, and the state is as before it', () => {
    const r = explainInput(board({ alice: 'Forest', aliceExtra: '    hand: [Shock]', actions: '  - {player: Alice, cast: Shock, targets: [Bob]}' }));
    expect(r.ok).toBe(false);
    expect(r.error!.rules).toContain('601.2h');
    expect(player(r, 'Alice').hand).toEqual(['Shock']);
    expect(perm(r, 'Forest')!.tapped).toBe(false);
  });

  it('a sorcery cannot be cast in the opponent\'s turn (307.1)', () => {
    const r = explainInput(board({ bob: 'Swamp, Swamp', bobExtra: '    hand: [Sign in Blood]', cards: '  Sign in Blood: {type: Sorcery, cost: "{B}{B}", text: "Target player draws two cards. You lose 2 life."}', actions: '  - {player: Bob, cast: Sign in Blood}' }).replace('Target player draws two cards. You lose 2 life.', 'Draw two cards.'));
    expect(r.ok).toBe(false);
    expect(r.error!.rules).toContain('307.1');
  });

  it('plays one land per turn (305.2)', () => {
    const r = explainInput(board({ aliceExtra: '    hand: [Forest, Mountain]', actions: '  - {player: Alice, play: Forest}\n  - {player: Alice, play: Mountain}' }));
    expect(r.error?.rules).toContain('305.2');
    expect(perm(r, 'Forest')).toBeDefined();
    expect(player(r, 'Alice').hand).toEqual(['Mountain']);
  });

  it('a {T} ability of a creature that just arrived cannot be activated (302.6)', () => {
    const r = explainInput(board({ alice: '{card: Prodigal Pyromancer, sick: true}', actions: '  - {player: Alice, activate: Prodigal Pyromancer, ability: 1, targets: [Bob]}' }));
    expect(r.error?.rules).toContain('302.6');
  });

  it('an activated damage ability uses the stack and resolves', () => {
    const r = explainInput(board({ alice: 'Prodigal Pyromancer', actions: '  - {player: Alice, activate: Prodigal Pyromancer, ability: 1, targets: [Bob]}\n  - {pass: all}' }));
    expect(r.ok).toBe(true);
    expect(player(r, 'Bob').life).toBe(19);
    expect(rulesOf(r)).toEqual(expect.arrayContaining(['602.2', '608.2']));
  });

  it('unknown Oracle text names the card, the line and what is understood, once the card is used', () => {
    // "Assemble" is an Unstable action the Comprehensive Rules do not define: the engine leaves it unread.
    const cards = '  Odd Card: {type: Instant, cost: "{U}", text: "Assemble a Contraption."}';
    // Never cast, the line can't matter: it is set aside (issue 25: replay what can be replayed).
    expect(explainInput(board({ alice: 'Island', aliceExtra: '    hand: [Odd Card]', cards, actions: '  - {pass: all}' })).setAside).toEqual([{ card: 'Odd Card', line: 1, text: 'Assemble a Contraption.', why: 'not-in-play' }]);
    try {
      explainInput(board({ alice: 'Island', aliceExtra: '    hand: [Odd Card]', cards, actions: '  - {player: Alice, cast: Odd Card}' }));
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(JudgeError);
      const err = e as JudgeError;
      expect(err.code).toBe('invalid_scenario');
      expect(err.details![0]!.path).toBe('actions[0]');
      expect(err.details![0]!.message).toMatch(/line 1 .*Assemble a Contraption\..*Alice casts Odd Card.*judge card "Odd Card".* shows which of its lines/);
    }
  });

  it('numbers as words: "Put three -1/-1 counters" kills a 2/2 (704.5f)', () => {
    const r = explainInput(board({ alice: 'Swamp', bob: 'Bear', aliceExtra: '    hand: [Wither]', cards: '  Wither: {type: Instant, cost: "{B}", text: "Put three -1/-1 counters on target creature."}', actions: '  - {player: Alice, cast: Wither, targets: [Bear]}\n  - {pass: all}' }));
    expect(player(r, 'Bob').graveyard).toEqual(['Bear']);
    expect(rulesOf(r)).toContain('704.5f');
  });

  it('an ambiguous name is a scenario error listing the candidates', () => {
    expect(() => explainInput(board({ bob: 'Bear, {card: Bear, tapped: true}', alice: 'Mountain', aliceExtra: '    hand: [Shock]', actions: '  - {player: Alice, cast: Shock, targets: [Bear]}' }))).toThrow(/ambiguous: bear \(Bob\), bear-2 \(Bob\)/);
  });

  it('permanents that nothing tells apart may be named by name: the first is used, and the defaults say so', () => {
    const r = explainInput(board({ bob: 'Bear, Bear', alice: 'Mountain', aliceExtra: '    hand: [Shock]', actions: '  - {player: Alice, cast: Shock, targets: [Bear]}\n  - {pass: all}' }));
    expect(r.ok).toBe(true);
    expect(r.state.battlefield.filter((p) => p.name === 'Bear').map((p) => p.id)).toEqual(['bear-2']);
    expect(r.defaults?.join(' ')).toMatch(/"Bear" names 2 permanents that nothing tells apart; bear is used/);
  });
});

describe('combat', () => {
  const attack = (attacker: string) => `  - {player: Alice, attack: {${attacker}: Bob}}`;

  it('a summoning-sick creature cannot attack; haste lets it (302.6, 702.10b)', () => {
    const sick = explainInput(board({ step: 'declare-attackers', priority: false, alice: '{card: Bear, sick: true}', actions: attack('Bear') }));
    expect(sick.error?.rules).toContain('302.6');
    const hasty = explainInput(board({ step: 'declare-attackers', priority: false, alice: '{card: Raging Goblin, sick: true}', actions: `${attack('Raging Goblin')}\n  - {until: main2}` }));
    expect(hasty.ok).toBe(true);
    expect(player(hasty, 'Bob').life).toBe(19);
  });

  it('defender cannot attack (702.3b); vigilance does not tap (702.20b)', () => {
    expect(explainInput(board({ step: 'declare-attackers', priority: false, alice: 'Wall of Stone', cards: '  Wall of Stone: {type: "Creature — Wall", cost: "{1}{R}{R}", pt: 0/8, text: "Defender"}', actions: attack('Wall of Stone') })).error?.rules).toContain('702.3b');
    const v = explainInput(board({ step: 'declare-attackers', priority: false, alice: 'Serra Angel', actions: `${attack('Serra Angel')}\n  - {until: main2}` }));
    expect(perm(v, 'Serra Angel')!.tapped).toBe(false);
    expect(rulesOf(v)).toContain('702.20b');
    expect(player(v, 'Bob').life).toBe(16);
  });

  it('a flyer cannot be blocked by a creature without flying or reach (702.9b)', () => {
    const r = explainInput(board({ step: 'declare-attackers', priority: false, alice: 'Serra Angel', bob: 'Bear', actions: `${attack('Serra Angel')}\n  - {player: Bob, block: {Bear: Serra Angel}}` }));
    expect(r.error?.rules).toEqual(expect.arrayContaining(['702.9b']));
  });

  it('menace can be blocked by two creatures; both block and the attacker dies', () => {
    const r = explainInput(board({ step: 'declare-attackers', priority: false, alice: 'Brute', bob: 'Bear, {card: Bear, id: bear-b}', cards: '  Brute: {type: "Creature — Ogre", cost: "{2}{B}", pt: 3/3, text: "Menace"}', actions: `${attack('Brute')}\n  - {player: Bob, block: {bear: Brute, bear-b: Brute}}\n  - {until: main2}` }));
    expect(r.ok).toBe(true);
    expect(player(r, 'Alice').graveyard).toEqual(['Brute']);
    expect(player(r, 'Bob').graveyard).toEqual(['Bear']);
  });

  it('deathtouch + trample: 1 damage is lethal to the blocker, the rest tramples over (702.2c, 702.19b, 704.5h)', () => {
    const r = explainInput(board({ step: 'declare-attackers', priority: false, alice: 'Stinger', bob: 'Ox', cards: '  Stinger: {type: "Creature — Insect", cost: "{3}{G}", pt: 4/4, text: "Deathtouch\\nTrample"}\n  Ox: {type: "Creature — Ox", cost: "{3}{W}", pt: 3/5, text: ""}', actions: `${attack('Stinger')}\n  - {player: Bob, block: {Ox: Stinger}}\n  - {until: main2}` }));
    expect(player(r, 'Bob').life).toBe(17);
    expect(player(r, 'Bob').graveyard).toEqual(['Ox']);
    expect(rulesOf(r)).toEqual(expect.arrayContaining(['702.2c', '702.19b', '704.5h']));
  });

  it('trample: assigning to the player without lethal to the blocker is illegal (702.19b)', () => {
    const r = explainInput(board({ step: 'declare-attackers', priority: false, alice: 'Colossus', bob: 'Bear', cards: '  Colossus: {type: "Creature — Giant", cost: "{4}{G}", pt: 5/5, text: "Trample"}', actions: `${attack('Colossus')}\n  - {player: Bob, block: {Bear: Colossus}}\n  - {player: Alice, assign: {Colossus: {Bear: 1, Bob: 4}}}\n  - {until: main2}` }));
    expect(r.error?.rules).toContain('702.19b');
  });

  it('first strike kills a deathtouch blocker before it deals damage (the format example)', () => {
    const r = explainInput(`
turn: {active: Alice, number: 3, step: declare-attackers}
players:
  - {name: Alice, battlefield: [White Knight, Forest], hand: [Giant Growth], library: 20}
  - {name: Bob, battlefield: [Typhoid Rats, Mountain], hand: [Shock], library: 20}
cards:
  White Knight: {type: "Creature — Human Knight", cost: "{W}{W}", pt: 2/2, text: "First strike"}
actions:
  - {player: Alice, attack: {White Knight: Bob}}
  - {player: Bob, block: {Typhoid Rats: White Knight}}
  - {player: Bob, cast: Shock, targets: [White Knight]}
  - {player: Alice, cast: Giant Growth, targets: [White Knight]}
  - {until: end-of-combat}
`);
    expect(r.ok).toBe(true);
    expect(player(r, 'Bob').graveyard.sort()).toEqual(['Shock', 'Typhoid Rats']);
    expect(perm(r, 'White Knight')!.damage).toBe(2);
    const cited = rulesOf(r);
    expect(cited).toEqual(expect.arrayContaining(['510.4', '702.7b', '704.5g']));
  });

  it('double strike deals damage in both steps (702.4b)', () => {
    const r = explainInput(board({ step: 'declare-attackers', priority: false, alice: 'Twinblade', cards: '  Twinblade: {type: "Creature — Human", cost: "{1}{R}", pt: 2/2, text: "Double strike"}', actions: `${attack('Twinblade')}\n  - {until: main2}` }));
    expect(player(r, 'Bob').life).toBe(16);
    expect(r.trace.filter((t) => t.event === 'damage')).toHaveLength(2);
  });

  it('indestructible survives lethal damage and "destroy"', () => {
    const r = explainInput(board({ alice: 'Swamp, Swamp', bob: 'Guardian', aliceExtra: '    hand: [Murder]', cards: '  Guardian: {type: "Creature — Golem", cost: "{3}", pt: 1/1, text: "Indestructible", colors: []}\n  Murder: {type: Instant, cost: "{B}{B}", text: "Destroy target creature."}', actions: '  - {player: Alice, cast: Murder, targets: [Guardian]}\n  - {pass: all}' }));
    expect(perm(r, 'Guardian')).toBeDefined();
    expect(rulesOf(r)).toContain('702.12b');
  });

  it("hexproof: the opponent can't target it, its controller can (702.11b)", () => {
    const cards = '  Hexer: {type: "Creature — Elf", cost: "{G}", pt: 1/1, text: "Hexproof"}';
    const opp = explainInput(board({ alice: 'Mountain', bob: 'Hexer', aliceExtra: '    hand: [Shock]', cards, actions: '  - {player: Alice, cast: Shock, targets: [Hexer]}' }));
    expect(opp.error?.rules).toContain('702.11b');
    const own = explainInput(board({ alice: 'Forest, Hexer', aliceExtra: '    hand: [Giant Growth]', cards, actions: '  - {player: Alice, cast: Giant Growth, targets: [Hexer]}\n  - {pass: all}' }));
    expect(perm(own, 'Hexer')!.power).toBe(4);
  });
});

describe('state-based actions, triggers, game end', () => {
  it('legend rule (704.5j)', () => {
    const r = explainInput(board({ alice: 'Forest, Forest, Forest, Forest', aliceExtra: '    hand: [Legend]', cards: '  Legend: {type: "Legendary Creature — Elf", cost: "{3}{G}", pt: 3/3, text: ""}', actions: '  - {player: Alice, cast: Legend}\n  - {pass: all}' }).replace('battlefield: [Forest, Forest, Forest, Forest]', 'battlefield: [Forest, Forest, Forest, Forest, Legend]'));
    expect(r.state.battlefield.filter((p) => p.name === 'Legend')).toHaveLength(1);
    expect(player(r, 'Alice').graveyard).toEqual(['Legend']);
    expect(rulesOf(r)).toContain('704.5j');
  });

  it('dies and "another creature dies" triggers, the dying creature seen as it last existed (603.10a)', () => {
    const r = explainInput(board({
      alice: 'Mountain', bob: 'Martyr, Watcher', aliceExtra: '    hand: [Shock]',
      cards: '  Martyr: {type: "Creature — Human", cost: "{W}", pt: 1/1, text: "When Martyr dies, you gain 3 life."}\n  Watcher: {type: "Creature — Spirit", cost: "{B}", pt: 1/1, text: "Whenever another creature dies, draw a card."}',
      actions: '  - {player: Alice, cast: Shock, targets: [Martyr]}\n  - {until: beginning-of-combat}',
    }));
    expect(player(r, 'Bob').life).toBe(23);
    expect(player(r, 'Bob').hand).toHaveLength(1);
    expect(rulesOf(r)).toEqual(expect.arrayContaining(['603.10a', '603.3b']));
  });

  it('both players at 0 life at once: the game is a draw (104.4a)', () => {
    const r = explainInput(board({ alice: 'Mountain, Mountain, Mountain', aliceExtra: '    life: 2\n    hand: [Pyroclasm Storm]', bobExtra: '    life: 2', cards: '  Pyroclasm Storm: {type: Sorcery, cost: "{2}{R}", text: "Pyroclasm Storm deals 2 damage to each creature and each player."}', actions: '  - {player: Alice, cast: Pyroclasm Storm}\n  - {pass: all}' }));
    expect(r.state.draw).toBe(true);
    expect(r.state.winner).toBeNull();
    expect(rulesOf(r)).toEqual(expect.arrayContaining(['704.5a', '104.4a']));
  });

  it('drawing from an empty library loses at the next SBA check (704.5b)', () => {
    const r = explainInput(board({ step: 'end', priority: false, actions: '  - {until: main1}' }).replace(/library: 20\n\n  - name: Bob\n    battlefield: \[\]\n    library: 20/, 'library: 20\n\n  - name: Bob\n    battlefield: []\n    library: 0'));
    expect(r.state.winner).toBe('Alice');
    expect(rulesOf(r)).toContain('704.5b');
  });

  it('cleanup: discard to seven, damage removed, until-end-of-turn effects end (514.1, 514.2)', () => {
    const hand = Array.from({ length: 8 }, () => 'Bear').join(', ');
    const r = explainInput(board({ step: 'main2', alice: 'Forest, {card: Bear, id: big, damage: 1}', aliceExtra: `    hand: [Giant Growth, ${hand}]`, actions: '  - {player: Alice, cast: Giant Growth, targets: [big]}\n  - {pass: all}\n  - {until: upkeep}' }));
    expect(player(r, 'Alice').hand).toHaveLength(7);
    expect(perm(r, 'Bear')).toMatchObject({ damage: 0, power: 2, toughness: 2 });
    expect(rulesOf(r)).toEqual(expect.arrayContaining(['514.1', '514.2']));
  });

  it('a mandatory loop stops within the step budget as a draw (104.4b, 732.4)', () => {
    const r = explainInput(board({
      alice: 'Mountain, Bear, Undying Pit', aliceExtra: '    hand: [Shock]',
      cards: '  Undying Pit: {type: "Creature — Horror", cost: "{2}{B}", pt: 2/2, text: "Whenever another creature dies, create a 0/0 black Zombie creature token."}',
      actions: '  - {player: Alice, cast: Shock, targets: [Bear]}\n  - {until: end}',
    }), { budget: { steps: 300 } });
    expect(r.state.draw).toBe(true);
    expect(r.trace.filter((t) => t.event === 'create').length).toBeGreaterThanOrEqual(3);
    expect(r.trace.at(-1)!.text).toMatch(/same game state recurred/);
    expect(rulesOf(r)).toEqual(expect.arrayContaining(['104.4b', '732.4']));
  });

  it('a loop whose state keeps changing is stopped by the step budget', () => {
    const r = explainInput(board({
      alice: 'Mountain, Bear, Undying Pit', aliceExtra: '    hand: [Shock]',
      cards: '  Undying Pit: {type: "Creature — Horror", cost: "{2}{B}", pt: 2/2, text: "Whenever another creature dies, you gain 1 life. Create a 0/0 black Zombie creature token."}',
      actions: '  - {player: Alice, cast: Shock, targets: [Bear]}\n  - {until: end}',
    }), { budget: { steps: 300 } });
    expect(r.state.draw).toBe(true);
    expect(player(r, 'Alice').life).toBeGreaterThan(50);
    expect(r.trace.at(-1)!.text).toMatch(/within 300 engine steps/);
  });
});

describe('Auras, Equipment and wider vocabulary', () => {
  const cards = `  Holy Strength: {type: "Enchantment — Aura", cost: "{W}", text: "Enchant creature\\nEnchanted creature gets +1/+2."}
  Short Sword: {type: "Artifact — Equipment", cost: "{1}", text: "Equipped creature gets +1/+1.\\nEquip {1}"}
  Black Knight: {type: "Creature — Human Knight", cost: "{B}{B}", pt: 2/2, text: "First strike\\nProtection from white"}
  Cloak: {type: Instant, cost: "{W}", text: "Target creature gets +2/+2 and gains vigilance until end of turn."}
  Anthem of Wings: {type: Enchantment, cost: "{2}{U}", text: "Creatures you control get +1/+0 and have flying."}
  Shatter: {type: Instant, cost: "{1}{R}", text: "Destroy target artifact."}`;

  it('an Aura spell targets, enters attached, and its static effect applies (303.4a)', () => {
    const r = explainInput(board({ alice: 'Plains, Bear', aliceExtra: '    hand: [Holy Strength]', cards, actions: '  - {player: Alice, cast: Holy Strength, targets: [Bear]}\n  - {pass: all}' }));
    expect(perm(r, 'Bear')).toMatchObject({ power: 3, toughness: 4 });
    expect(perm(r, 'Holy Strength')!.attachedTo).toBe('bear');
    expect(rulesOf(r)).toEqual(expect.arrayContaining(['303.4a', '613.4c']));
  });

  it("protection: an Aura of that color can't target it (702.16b) and falls off if it gains protection (704.5m, 702.16c)", () => {
    const target = explainInput(board({ alice: 'Plains', bob: 'Black Knight', aliceExtra: '    hand: [Holy Strength]', cards, actions: '  - {player: Alice, cast: Holy Strength, targets: [Black Knight]}' }));
    expect(target.error?.rules).toContain('702.16b');
    const falls = explainInput(board({ alice: 'Plains', bob: 'Black Knight, {card: Holy Strength, attachedTo: Black Knight}', cards, actions: '  - {pass: all}' }));
    expect(player(falls, 'Bob').graveyard).toEqual(['Holy Strength']);
    expect(rulesOf(falls)).toEqual(expect.arrayContaining(['704.5m', '702.16c']));
  });

  it('equip is sorcery-speed, attaches, and a destroyed host leaves the Equipment on the battlefield', () => {
    const r = explainInput(board({ alice: 'Plains, Bear, Short Sword', bob: 'Mountain, Mountain', bobExtra: '    hand: [Shatter]', cards, actions: '  - {player: Alice, activate: Short Sword, ability: 1, targets: [Bear]}\n  - {pass: all}' }));
    expect(perm(r, 'Bear')).toMatchObject({ power: 3, toughness: 3 });
    expect(rulesOf(r)).toContain('702.6a');
    const late = explainInput(board({ step: 'declare-attackers', priority: false, alice: 'Plains, Bear, Short Sword', cards, actions: '  - {player: Alice, attack: {Bear: Bob}}\n  - {player: Alice, activate: Short Sword, ability: 1, targets: [Bear]}' }));
    expect(late.error?.rules).toContain('602.5d');
  });

  it('"gets +2/+2 and gains vigilance" affects one target twice; static keyword grants apply in layer 6', () => {
    const r = explainInput(board({ alice: 'Plains, Island, Island, Island, Bear, Anthem of Wings', aliceExtra: '    hand: [Cloak]', cards, actions: '  - {player: Alice, cast: Cloak, targets: [Bear]}\n  - {pass: all}\n  - {player: Alice, attack: {Bear: Bob}}\n  - {until: main2}' }));
    expect(perm(r, 'Bear')).toMatchObject({ tapped: false });
    expect(player(r, 'Bob').life).toBe(15);
    expect(rulesOf(r)).toEqual(expect.arrayContaining(['613.1f', '702.20b']));
  });

  it('"Destroy target artifact" takes only artifacts', () => {
    const ok = explainInput(board({ alice: 'Mountain, Mountain', bob: 'Short Sword, Bear', aliceExtra: '    hand: [Shatter]', cards, actions: '  - {player: Alice, cast: Shatter, targets: [Short Sword]}\n  - {pass: all}' }));
    expect(player(ok, 'Bob').graveyard).toEqual(['Short Sword']);
    const bad = explainInput(board({ alice: 'Mountain, Mountain', bob: 'Short Sword, Bear', aliceExtra: '    hand: [Shatter]', cards, actions: '  - {player: Alice, cast: Shatter, targets: [Bear]}' }));
    expect(bad.error?.message).toMatch(/not a artifact|not an artifact/);
  });
});

describe('choices', () => {
  it('X is paid as generic mana and used by "deals X damage" (601.2b, 601.2f)', () => {
    const r = explainInput(board({ alice: 'Mountain, Mountain, Mountain, Mountain', aliceExtra: '    hand: [Blaze]', cards: '  Blaze: {type: Sorcery, cost: "{X}{R}", text: "Blaze deals X damage to any target."}', actions: '  - {player: Alice, cast: Blaze, targets: [Bob], x: 3}\n  - {pass: all}' }));
    expect(player(r, 'Bob').life).toBe(17);
    expect(r.state.battlefield.filter((p) => p.tapped)).toHaveLength(4);
  });

  it('`order` decides how a player stacks simultaneous triggers (603.3b)', () => {
    const cards = `  Bell: {type: "Creature — Spirit", cost: "{W}", pt: 1/1, text: "At the beginning of your upkeep, you gain 1 life."}
  Horn: {type: "Creature — Spirit", cost: "{B}", pt: 1/1, text: "At the beginning of your upkeep, each opponent loses 1 life."}`;
    const run = (order: string) => explainInput(board({ step: 'upkeep', priority: false, alice: 'Bell, Horn', cards, actions: `  - {player: Alice, order: [${order}]}\n  - {until: draw}` }));
    const first = (r: ExplainResult) => r.trace.find((t) => t.event === 'resolve')!.text;
    expect(first(run('Bell, Horn'))).toMatch(/^Horn/);
    expect(first(run('Horn, Bell'))).toMatch(/^Bell/);
    expect(rulesOf(run('Horn, Bell'))).toContain('603.3b');
  });
});

describe('more effects: prevention, regeneration, restrictions, base P/T', () => {
  const cards = `  Holy Day: {type: Instant, cost: "{W}", text: "Prevent all combat damage that would be dealt this turn."}
  Drudge: {type: "Creature — Skeleton", cost: "{B}", pt: 1/1, text: "{B}: Regenerate Drudge."}
  Wall: {type: "Creature — Wall", cost: "{W}", pt: 0/4, text: "Defender"}
  Sneak: {type: "Creature — Rogue", cost: "{U}", pt: 1/1, text: "Sneak can't be blocked."}
  Humble: {type: Enchantment, cost: "{2}{W}{W}", text: "All creatures lose all abilities and have base power and toughness 1/1."}
  Frogify: {type: Instant, cost: "{U}", text: "Target creature has base power and toughness 1/1 until end of turn."}
  Tapland: {type: Land, text: "Tapland enters the battlefield tapped.\\n{T}: Add {U}."}`;

  it('"Prevent all combat damage" stops all combat damage this turn (615.1a)', () => {
    const r = explainInput(board({ step: 'declare-attackers', priority: false, alice: 'Bear', bob: 'Plains', bobExtra: '    hand: [Holy Day]', cards, actions: '  - {player: Alice, attack: {Bear: Bob}}\n  - {player: Bob, cast: Holy Day}\n  - {until: main2}' }));
    expect(player(r, 'Bob').life).toBe(20);
    expect(rulesOf(r)).toContain('615.1a');
  });

  it('a regeneration shield replaces destruction by lethal damage (614.8, 701.19a)', () => {
    const r = explainInput(board({ alice: 'Mountain', bob: 'Drudge, Swamp', aliceExtra: '    hand: [Shock]', cards, actions: '  - {player: Bob, activate: Drudge, ability: 1}\n  - {pass: all}\n  - {player: Alice, cast: Shock, targets: [Drudge]}\n  - {pass: all}' }));
    expect(perm(r, 'Drudge')).toMatchObject({ tapped: true, damage: 0 });
    expect(rulesOf(r)).toEqual(expect.arrayContaining(['614.8', '701.19a']));
  });

  it("\"can't be blocked\" makes a block illegal (509.1b)", () => {
    const r = explainInput(board({ step: 'declare-attackers', priority: false, alice: 'Sneak', bob: 'Bear', cards, actions: '  - {player: Alice, attack: {Sneak: Bob}}\n  - {player: Bob, block: {Bear: Sneak}}' }));
    expect(r.error?.rules).toContain('509.1b');
  });

  it('Humility-style static: abilities lost in layer 6, base 1/1 in layer 7b; a later base-P/T spell wins by timestamp', () => {
    const r = explainInput(board({ alice: 'Island, Wall, Humble', bob: 'Bear', aliceExtra: '    hand: [Frogify]', cards, actions: '  - {until: main1}' }));
    expect(perm(r, 'Wall')).toMatchObject({ power: 1, toughness: 1 });
    const t = explainInput(board({ alice: 'Island, Bear', bob: 'Humble', aliceExtra: '    hand: [Frogify]', cards: cards.replace('have base power and toughness 1/1', 'have base power and toughness 3/3'), actions: '  - {player: Alice, cast: Frogify, targets: [Bear]}\n  - {pass: all}' }));
    expect(perm(t, 'Bear')).toMatchObject({ power: 1, toughness: 1 });
  });

  it('a land that enters tapped (614.1d)', () => {
    const r = explainInput(board({ aliceExtra: '    hand: [Tapland]', cards, actions: '  - {player: Alice, play: Tapland}' }));
    expect(perm(r, 'Tapland')!.tapped).toBe(true);
    expect(rulesOf(r)).toContain('614.1d');
  });
});

describe('`choose` answers the choices the rules ask for', () => {
  const cards = `  Sparkmage: {type: "Creature — Human Wizard", cost: "{1}{R}", pt: 1/1, text: "When Sparkmage enters the battlefield, Sparkmage deals 1 damage to any target."}
  Legend: {type: "Legendary Creature — Elf", cost: "{G}", pt: 1/1, text: ""}`;

  it('the target of a triggered ability', () => {
    const base = { alice: 'Mountain, Mountain', bob: 'Bear', aliceExtra: '    hand: [Sparkmage]', cards };
    const dflt = explainInput(board({ ...base, actions: '  - {player: Alice, cast: Sparkmage}\n  - {pass: all}\n  - {pass: all}' }));
    expect(player(dflt, 'Bob').life).toBe(19);
    expect(dflt.defaults?.join(' ')).toMatch(/first legal option/);
    const chosen = explainInput(board({ ...base, actions: '  - {player: Alice, cast: Sparkmage}\n  - {pass: all}\n  - {player: Alice, choose: {targets: [Bear]}}\n  - {pass: all}' }));
    expect(player(chosen, 'Bob').life).toBe(20);
    expect(perm(chosen, 'Bear')!.damage).toBe(1);
  });

  it('which legendary permanent to keep, and what to discard in cleanup', () => {
    const r = explainInput(board({ step: 'main2', alice: '{card: Legend, id: old, damage: 0}, {card: Legend, id: new}', aliceExtra: '    hand: [Bear, Shock, Bear, Bear, Bear, Bear, Bear, Bear]', cards, actions: '  - {player: Alice, choose: {keep: new}}\n  - {player: Alice, choose: {discard: [Shock]}}\n  - {until: upkeep}' }));
    expect(r.state.battlefield.find((p) => p.name === 'Legend')!.id).toBe('new');
    expect(player(r, 'Alice').graveyard.sort()).toEqual(['Legend', 'Shock']);
  });
});

describe('more trigger conditions', () => {
  it('"Whenever a creature you control dies" and "Whenever another creature enters under your control"', () => {
    const cards = `  Mourner: {type: "Creature — Human", cost: "{B}", pt: 1/3, text: "Whenever a creature you control dies, you gain 2 life."}
  Herald: {type: "Creature — Human", cost: "{W}", pt: 1/1, text: "Whenever another creature enters the battlefield under your control, you gain 1 life."}`;
    const r = explainInput(board({ alice: 'Mountain, Forest, Forest, Mourner, Herald, Bear', bob: 'Bear', aliceExtra: '    hand: [Shock, Grizzly Bears]', cards, actions: '  - {player: Alice, cast: Shock, targets: [bear]}\n  - {pass: all}\n  - {pass: all}\n  - {player: Alice, cast: Grizzly Bears}\n  - {until: beginning-of-combat}' }).replace('battlefield: [Bear]', 'battlefield: [{card: Bear, id: bobs-bear}]'));
    // Alice's own Bear died (+2), then Grizzly Bears entered (+1); Bob's Bear did not matter.
    expect(player(r, 'Alice').life).toBe(23);
  });
});

describe('paying with the mana the scenario names', () => {
  it('`pay` chooses which lands pay the generic part, and must pay the cost exactly', () => {
    const base = { alice: 'Forest, Mountain', bob: 'Bear', aliceExtra: '    hand: [Giant Growth, Shock]' };
    const r = explainInput(board({ ...base, cards: '  Grow: {type: Instant, cost: "{1}{G}", text: "Target creature gets +3/+3 until end of turn."}', actions: '  - {player: Alice, cast: Shock, targets: [Bob], pay: "{R}"}' }));
    expect(perm(r, 'Mountain')!.tapped).toBe(true);
    expect(perm(r, 'Forest')!.tapped).toBe(false);
    const bad = explainInput(board({ ...base, actions: '  - {player: Alice, cast: Shock, targets: [Bob], pay: "{G}"}' }));
    expect(bad.error?.rules).toContain('601.2h');
  });
});

describe('planeswalkers (basic)', () => {
  const cards = `  Sage: {type: "Legendary Planeswalker — Sage", cost: "{2}{U}", loyalty: 3, text: "+1: Draw a card.\\n-2: Target creature gets -2/-2 until end of turn."}`;

  it('loyalty abilities: cost in counters, once per turn, sorcery timing (606.3, 606.4)', () => {
    const r = explainInput(board({ alice: 'Sage', bob: 'Bear', cards, actions: '  - {player: Alice, activate: Sage, ability: 2, targets: [Bear]}\n  - {pass: all}\n  - {player: Alice, activate: Sage, ability: 1}' }));
    expect(player(r, 'Bob').graveyard).toEqual(['Bear']);
    expect(perm(r, 'Sage')!.counters.loyalty).toBe(1);
    expect(r.error?.rules).toContain('606.3');
  });

  it('combat damage to an attacked planeswalker removes loyalty; at 0 it goes to the graveyard (120.3c, 704.5i)', () => {
    const r = explainInput(board({ step: 'declare-attackers', priority: false, alice: 'Bear', bob: 'Sage', cards, actions: '  - {player: Alice, attack: {Bear: Sage}}\n  - {until: main2}' }).replace('battlefield: [Sage]', 'battlefield: [{card: Sage, counters: {loyalty: 2}}]'));
    expect(player(r, 'Bob').graveyard).toEqual(['Sage']);
    expect(player(r, 'Bob').life).toBe(20);
    expect(rulesOf(r)).toEqual(expect.arrayContaining(['120.3c', '704.5i']));
  });
});

describe('combat triggers', () => {
  it('"becomes blocked" and "attacks or blocks" trigger at the declarations (509.3c)', () => {
    const cards = `  Raider: {type: "Creature — Orc", cost: "{1}{R}", pt: 2/2, text: "Whenever Raider becomes blocked, Raider gets +2/+0 until end of turn."}
  Sentinel: {type: "Creature — Human", cost: "{1}{W}", pt: 1/4, text: "Whenever Sentinel attacks or blocks, you gain 1 life."}`;
    const r = explainInput(board({ step: 'declare-attackers', priority: false, alice: 'Raider', bob: 'Sentinel', cards, actions: '  - {player: Alice, attack: {Raider: Bob}}\n  - {player: Bob, block: {Sentinel: Raider}}\n  - {until: main2}' }));
    expect(player(r, 'Bob').life).toBe(21);
    expect(player(r, 'Bob').graveyard).toEqual(['Sentinel']);
    expect(rulesOf(r)).toContain('509.3c');
  });
});

describe('layer interactions', () => {
  it("a lord stripped of its abilities by another permanent's effect no longer pumps (613.6)", () => {
    const cards = `  Lord: {type: "Creature — Goblin", cost: "{1}{R}", pt: 2/2, text: "Other creatures you control get +1/+1."}
  Humble: {type: Enchantment, cost: "{2}{W}{W}", text: "All creatures lose all abilities and have base power and toughness 1/1."}`;
    const r = explainInput(board({ alice: 'Lord, Bear', bob: 'Humble', cards, actions: '  - {pass: all}' }));
    expect(perm(r, 'Bear')).toMatchObject({ power: 1, toughness: 1 });
    expect(perm(r, 'Lord')).toMatchObject({ power: 1, toughness: 1 });
    const without = explainInput(board({ alice: 'Lord, Bear', cards, actions: '  - {pass: all}' }));
    expect(perm(without, 'Bear')).toMatchObject({ power: 3, toughness: 3 });
  });
});
