// The item-6 vocabulary on small boards of real cards, through the real parser and replay:
// what each wording does in the game (not only that it parses), and the edges its rules name.
import { describe, expect, it } from 'vitest';
import { explainInput } from '../src/engine/index.ts';
import { board as mechanicsBoard, perm, player, rulesOf } from './engine-board.ts';

/** The shared board, entered at the start of its step so every action is the scenario's. */
const board = (opts: Parameters<typeof mechanicsBoard>[0]): string => mechanicsBoard({ priority: false, ...opts });

describe('becomes tapped / untapped (603.2e)', () => {
  it('attacking taps Night Market Lookout, which drains each opponent', () => {
    const r = explainInput(board({ step: 'declare-attackers', alice: 'Night Market Lookout', actions: '  - {player: Alice, attack: {Night Market Lookout: Bob}}\n  - {until: main2}' }));
    expect(r.ok).toBe(true);
    expect(player(r, 'Bob').life).toBe(18); // 1 combat damage, 1 life lost
    expect(player(r, 'Alice').life).toBe(21);
  });

  it('a permanent that enters tapped does not become tapped', () => {
    const r = explainInput(board({
      alice: 'Swamp',
      aliceExtra: '    hand: [Night Market Lookout]',
      cards: '  Night Market Lookout: {type: "Creature — Human Rogue", cost: "{B}", pt: 1/1, text: "This creature enters tapped.\\nWhenever this creature becomes tapped, each opponent loses 1 life and you gain 1 life."}',
      actions: '  - {player: Alice, cast: Night Market Lookout}\n  - {until: beginning-of-combat}',
    }));
    expect(r.ok).toBe(true);
    expect(perm(r, 'Night Market Lookout')!.tapped).toBe(true);
    expect(player(r, 'Bob').life).toBe(20);
  });

  it('an untap effect on a tapped creature triggers "becomes untapped"; on an untapped one it does not', () => {
    const cards = '  Watchful Sentry: {type: "Creature — Human", cost: "{W}", pt: 1/1, text: "Whenever this creature becomes untapped, you gain 2 life."}\n  Wake Up: {type: Instant, cost: "{W}", text: "Untap target creature."}';
    const tapped = explainInput(board({ alice: '{card: Watchful Sentry, tapped: true}, Plains', aliceExtra: '    hand: [Wake Up]', cards, actions: '  - {player: Alice, cast: Wake Up, targets: [Watchful Sentry]}\n  - {until: beginning-of-combat}' }));
    expect(player(tapped, 'Alice').life).toBe(22);
    const untapped = explainInput(board({ alice: 'Watchful Sentry, Plains', aliceExtra: '    hand: [Wake Up]', cards, actions: '  - {player: Alice, cast: Wake Up, targets: [Watchful Sentry]}\n  - {until: beginning-of-combat}' }));
    expect(player(untapped, 'Alice').life).toBe(20);
  });
});

describe('players', () => {
  it('"Each player draws a card" draws in APNAP order (101.4)', () => {
    const r = explainInput(board({
      alice: 'Island', aliceExtra: '    hand: [Common Study]',
      cards: '  Common Study: {type: Sorcery, cost: "{U}", text: "Each player draws a card."}',
      actions: '  - {player: Alice, cast: Common Study}\n  - {until: beginning-of-combat}',
    }));
    expect(r.ok).toBe(true);
    expect(player(r, 'Alice').hand.length).toBe(1);
    expect(player(r, 'Bob').hand.length).toBe(1);
    const draws = r.trace.filter((t) => t.event === 'draw').map((t) => t.text);
    expect(draws[0]).toMatch(/^Alice/);
    expect(rulesOf(r)).toContain('101.4');
  });

  it('Mind Rot with fewer cards than it asks for discards what there is', () => {
    const r = explainInput(board({ alice: 'Swamp, Swamp, Swamp', aliceExtra: '    hand: [Mind Rot]', bobExtra: '    hand: [Forest]', actions: '  - {player: Alice, cast: Mind Rot, targets: [Bob]}\n  - {until: beginning-of-combat}' }));
    expect(player(r, 'Bob').hand).toEqual([]);
    expect(player(r, 'Bob').graveyard).toEqual(['Forest']);
  });
});

describe('costs (601.2f, 118.3)', () => {
  it('a cost reduction takes off generic mana only: Archmage of Runes does not make Lightning Bolt free', () => {
    const r = explainInput(board({ alice: 'Archmage of Runes', aliceExtra: '    hand: [Lightning Bolt]', actions: '  - {player: Alice, cast: Lightning Bolt, targets: [Bob]}' }));
    expect(r.ok).toBe(false);
    expect(r.error!.rules).toContain('601.2h');
  });

  it("Thalia's tax does not apply to creature spells", () => {
    const r = explainInput(board({ alice: 'Forest, Forest', bob: '"Thalia, Guardian of Thraben"', aliceExtra: '    hand: [Grizzly Bears]', actions: '  - {player: Alice, cast: Grizzly Bears}\n  - {until: beginning-of-combat}' }));
    expect(r.ok).toBe(true);
    expect(perm(r, 'Grizzly Bears')).toBeDefined();
  });

  it('"Sacrifice another creature" cannot sacrifice the source itself', () => {
    const cards = '  Hungry Fiend: {type: "Creature — Horror", cost: "{1}{B}", pt: 2/2, text: "Sacrifice another creature: You gain 2 life."}';
    const r = explainInput(board({ alice: 'Hungry Fiend', cards, actions: '  - {player: Alice, activate: Hungry Fiend}\n  - {player: Alice, choose: {sacrifice: Hungry Fiend}}' }));
    expect(r.ok).toBe(false);
    expect(r.error!.rules).toContain('118.3');
  });

  it('"Tap an untapped creature you control" can tap a creature that just arrived (it is not a {T} cost, 302.6)', () => {
    const cards = '  Drill Master: {type: "Artifact", cost: "{2}", text: "Tap an untapped creature you control: You gain 1 life."}';
    const r = explainInput(board({ alice: 'Drill Master, {card: Grizzly Bears, sick: true}', cards, actions: '  - {player: Alice, activate: Drill Master}\n  - {until: beginning-of-combat}' }));
    expect(r.ok).toBe(true);
    expect(perm(r, 'Grizzly Bears')!.tapped).toBe(true);
    expect(player(r, 'Alice').life).toBe(21);
  });
});

describe('protection and restrictions', () => {
  it('protection from everything: an Aura can\'t target it (702.16b, 702.16j)', () => {
    const cards = '  Untouchable Spirit: {type: "Creature — Spirit", cost: "{3}", pt: 2/2, text: "Protection from everything"}';
    const r = explainInput(board({ alice: 'Plains, Plains', bob: 'Untouchable Spirit', aliceExtra: '    hand: [Pacifism]', cards, actions: '  - {player: Alice, cast: Pacifism, targets: [Untouchable Spirit]}' }));
    expect(r.ok).toBe(false);
    expect(r.error!.rules).toContain('702.16b');
  });

  it('Baneslayer Angel takes no damage from a Dragon (702.16e) but does from other creatures', () => {
    const r = explainInput(board({ step: 'declare-attackers', alice: 'Shivan Dragon, Hill Giant', bob: 'Baneslayer Angel', actions: '  - {player: Alice, attack: {Hill Giant: Bob}}\n  - {player: Bob, block: {Baneslayer Angel: Hill Giant}}\n  - {until: main2}' }));
    expect(r.ok).toBe(true);
    expect(perm(r, 'Hill Giant')).toBeUndefined(); // first strike kills it first
    const dragon = explainInput(board({ step: 'declare-attackers', alice: 'Shivan Dragon', bob: '{card: Baneslayer Angel, tapped: true}', actions: '  - {player: Alice, attack: {Shivan Dragon: Bob}}\n  - {until: main2}' }));
    expect(player(dragon, 'Bob').life).toBe(15);
  });

  it('Juggernaut that is tapped is not required to attack (508.1d: only if able)', () => {
    const r = explainInput(board({ step: 'declare-attackers', alice: '{card: Juggernaut, tapped: true}, Grizzly Bears', actions: '  - {player: Alice, attack: {Grizzly Bears: Bob}}\n  - {until: main2}' }));
    expect(r.ok).toBe(true);
    expect(player(r, 'Bob').life).toBe(18);
  });

  it('under Questing Beast, Fog prevents none of the combat damage Alice\'s creatures deal (615.12), the Bears\' included', () => {
    const r = explainInput(board({
      step: 'declare-attackers', alice: 'Questing Beast, Grizzly Bears', bob: 'Forest', bobExtra: '    hand: [Fog]',
      actions: '  - {player: Alice, attack: {Questing Beast: Bob, Grizzly Bears: Bob}}\n  - {player: Bob, cast: Fog}\n  - {until: main2}',
    }));
    expect(r.ok).toBe(true);
    expect(player(r, 'Bob').life).toBe(14);
    expect(rulesOf(r)).toContain('615.12');
  });
});

describe("can't … this turn", () => {
  it("Bola Warrior (discarding a card as part of its cost) stops a blocker for the turn only", () => {
    const actions = `  - {player: Alice, activate: Bola Warrior, targets: [Hill Giant]}
  - {player: Alice, choose: {discard: [Forest]}}
  - {player: Alice, attack: {Grizzly Bears: Bob}}
  - {player: Bob, block: {Hill Giant: Grizzly Bears}}`;
    const r = explainInput(board({ alice: 'Bola Warrior, Mountain, Grizzly Bears', bob: 'Hill Giant', aliceExtra: '    hand: [Forest, Island]', actions }));
    expect(r.ok).toBe(false);
    expect(r.error!.rules).toContain('509.1b');
    expect(player(r, 'Alice').graveyard).toEqual(['Forest']);
    // Next turn, the effect has ended (514.2): the Giant may block again.
    const later = explainInput(board({ alice: 'Bola Warrior, Mountain, Grizzly Bears', bob: 'Hill Giant', aliceExtra: '    hand: [Forest, Island]', actions: `  - {player: Alice, activate: Bola Warrior, targets: [Hill Giant]}
  - {until: end}
  - {until: upkeep}
  - {until: main1}
  - {until: end}
  - {until: upkeep}
  - {until: declare-attackers}
  - {player: Alice, attack: {Grizzly Bears: Bob}}
  - {player: Bob, block: {Hill Giant: Grizzly Bears}}
  - {until: main2}` }));
    expect(later.ok).toBe(true);
    expect(later.state.players.find((p) => p.name === 'Alice')!.graveyard).toContain('Grizzly Bears');
  });

  it('Blockade Runner makes itself unblockable this turn', () => {
    const r = explainInput(board({ step: 'main1', alice: 'Blockade Runner, Island', bob: 'Wall of Omens', actions: `  - {player: Alice, activate: Blockade Runner}
  - {until: declare-attackers}
  - {player: Alice, attack: {Blockade Runner: Bob}}
  - {player: Bob, block: {Wall of Omens: Blockade Runner}}` }));
    expect(r.ok).toBe(false);
    expect(r.error!.rules).toContain('509.1b');
  });
});

describe('unpreventable damage is one-sided', () => {
  it("Fog still prevents the damage the opponent's blocker deals to Questing Beast", () => {
    const r = explainInput(board({
      step: 'declare-attackers', alice: 'Questing Beast', bob: 'Hill Giant, Forest', bobExtra: '    hand: [Fog]',
      actions: '  - {player: Alice, attack: {Questing Beast: Bob}}\n  - {player: Bob, block: {Hill Giant: Questing Beast}}\n  - {player: Bob, cast: Fog}\n  - {until: main2}',
    }));
    expect(r.ok).toBe(true);
    expect(perm(r, 'Hill Giant')).toBeUndefined();
    expect(perm(r, 'Questing Beast')!.damage).toBe(0);
  });
});

describe('stack: counter unless pays, ward', () => {
  it('Mana Leak on a spell that can\'t be countered asks for no payment and leaves the lands untapped', () => {
    const cards = '  Stubborn Bear: {type: "Creature — Bear", cost: "{1}{G}", pt: 2/2, text: "This spell can\'t be countered."}';
    const r = explainInput(board({
      alice: '{card: Forest, id: f1}, {card: Forest, id: f2}, {card: Forest, id: f3}, {card: Forest, id: f4}, {card: Forest, id: f5}', bob: 'Island, Island',
      aliceExtra: '    hand: [Stubborn Bear]', bobExtra: '    hand: [Mana Leak]', cards,
      actions: '  - {player: Alice, cast: Stubborn Bear}\n  - {player: Bob, cast: Mana Leak, targets: [Stubborn Bear]}\n  - {until: beginning-of-combat}',
    }));
    expect(r.ok).toBe(true);
    expect(perm(r, 'Stubborn Bear')).toBeDefined();
    expect(r.state.battlefield.filter((p) => p.name === 'Forest' && p.tapped).length).toBe(2);
  });

  it('a player who declines to pay for Mana Leak has the spell countered even with mana open', () => {
    const r = explainInput(board({
      alice: 'Forest, Forest, Forest, Forest, Forest', bob: 'Island, Island',
      aliceExtra: '    hand: [Grizzly Bears]', bobExtra: '    hand: [Mana Leak]',
      actions: '  - {player: Alice, cast: Grizzly Bears}\n  - {player: Bob, cast: Mana Leak, targets: [Grizzly Bears]}\n  - {player: Alice, choose: {pay: false}}\n  - {until: beginning-of-combat}',
    }));
    expect(player(r, 'Alice').graveyard).toEqual(['Grizzly Bears']);
    expect(rulesOf(r)).toContain('118.12a');
  });
});

describe('upkeep costs', () => {
  it('Arctic Wolves: cumulative upkeep {2} gets an age counter each upkeep, costs {2} per counter, and is sacrificed when not paid (702.24a)', () => {
    const r = explainInput(board({ step: 'untap', alice: '{card: Arctic Wolves, counters: {age: 1}}, Forest, Forest, Forest', actions: '  - {player: Alice, choose: {pay: true}}\n  - {until: draw}' }));
    expect(r.ok).toBe(true);
    // Second age counter: {4} is due and three Forests can't pay it, so the Wolves are sacrificed.
    expect(perm(r, 'Arctic Wolves')).toBeUndefined();
    expect(player(r, 'Alice').graveyard).toEqual(['Arctic Wolves']);
    expect(rulesOf(r)).toContain('702.24a');
  });

  it('Darba is kept when its controller pays {G}{G}, and sacrificed when they decline', () => {
    const start = (choice: string) => explainInput(board({ step: 'untap', alice: 'Darba, Forest, Forest', actions: `  - {player: Alice, choose: {pay: ${choice}}}\n  - {until: draw}` }));
    const paid = start('true');
    expect(perm(paid, 'Darba')).toBeDefined();
    expect(paid.state.battlefield.filter((p) => p.name === 'Forest' && p.tapped).length).toBe(2);
    const declined = start('false');
    expect(perm(declined, 'Darba')).toBeUndefined();
    expect(rulesOf(declined)).toContain('118.12a');
  });

  it("Arrest: the enchanted creature's activated abilities can't be activated (602.5), mana abilities included", () => {
    const r = explainInput(board({ alice: 'Prodigal Sorcerer', bob: '{card: Arrest, attachedTo: Prodigal Sorcerer}', actions: '  - {player: Alice, activate: Prodigal Sorcerer, targets: [Bob]}' }));
    expect(r.ok).toBe(false);
    expect(r.error!.rules).toContain('602.5');
    const elves = explainInput(board({ alice: 'Llanowar Elves', bob: '{card: Arrest, attachedTo: Llanowar Elves}', aliceExtra: '    hand: [Giant Growth]', actions: '  - {player: Alice, cast: Giant Growth, targets: [Llanowar Elves]}' }));
    expect(elves.ok).toBe(false);
    expect(elves.error!.rules).toContain('601.2h');
  });
});

describe('looting, untapping and life gain', () => {
  it('Bellowing Crier draws, then its controller discards the card they choose', () => {
    const r = explainInput(board({
      alice: 'Island, Island', aliceExtra: '    hand: [Bellowing Crier, Mountain]\n    library: [Plains, Swamp]',
      actions: '  - {player: Alice, cast: Bellowing Crier}\n  - {player: Alice, choose: {discard: [Mountain]}}\n  - {until: beginning-of-combat}',
    }).replace('    library: 20\n    hand', '    hand'));
    expect(r.ok).toBe(true);
    expect(player(r, 'Alice').hand).toEqual(['Plains']);
    expect(player(r, 'Alice').graveyard).toEqual(['Mountain']);
  });

  it("Crippling Chill: the creature stays tapped through its controller's next untap step only (502.3)", () => {
    const actions = `  - {player: Alice, cast: Crippling Chill, targets: [Hill Giant]}
  - {until: end}
  - {until: draw}`;
    const r = explainInput(board({ alice: 'Island, Island, Island', bob: 'Hill Giant', aliceExtra: '    hand: [Crippling Chill]', actions }));
    expect(r.ok).toBe(true);
    expect(perm(r, 'Hill Giant')!.tapped).toBe(true); // Bob's turn 6: skipped
    const twoTurns = explainInput(board({ alice: 'Island, Island, Island', bob: 'Hill Giant', aliceExtra: '    hand: [Crippling Chill]', actions: `${actions}\n  - {until: end}\n  - {until: upkeep}\n  - {until: end}\n  - {until: draw}` }));
    expect(twoTurns.ok).toBe(true);
    expect(perm(twoTurns, 'Hill Giant')!.tapped).toBe(false); // Bob's turn 8: untaps again
  });

  it('Horseshoe Crab untaps itself, which lets it tap again for a cost', () => {
    const cards = '  Crab Trainer: {type: "Artifact", cost: "{1}", text: "Tap an untapped creature you control: You gain 1 life."}';
    const r = explainInput(board({ alice: 'Horseshoe Crab, Island, Crab Trainer', cards, actions: `  - {player: Alice, activate: Crab Trainer}
  - {player: Alice, choose: {tap: Horseshoe Crab}}
  - {pass: all}
  - {player: Alice, activate: Horseshoe Crab}
  - {pass: all}
  - {player: Alice, activate: Crab Trainer}
  - {player: Alice, choose: {tap: Horseshoe Crab}}
  - {until: beginning-of-combat}` }));
    expect(r.ok).toBe(true);
    expect(player(r, 'Alice').life).toBe(22);
  });

  it("Knight of Dusk's Shadow: the opponent's lifelink gains nothing (119.7)", () => {
    const r = explainInput(board({
      step: 'declare-attackers', alice: 'Vampire Nighthawk', bob: "Knight of Dusk's Shadow, Soul Warden",
      actions: '  - {player: Alice, attack: {Vampire Nighthawk: Bob}}\n  - {until: main2}',
    }));
    expect(r.ok).toBe(true);
    expect(player(r, 'Alice').life).toBe(20);
    expect(player(r, 'Bob').life).toBe(18);
    expect(rulesOf(r)).toContain('119.7');
  });
});

describe('becoming a target', () => {
  it('Gossamer Phantasm is sacrificed when targeted; the Shock then has no legal target (608.2b)', () => {
    const r = explainInput(board({ alice: 'Mountain', bob: 'Gossamer Phantasm', aliceExtra: '    hand: [Shock]', actions: '  - {player: Alice, cast: Shock, targets: [Gossamer Phantasm]}\n  - {until: beginning-of-combat}' }));
    expect(r.ok).toBe(true);
    expect(player(r, 'Bob').graveyard).toEqual(['Gossamer Phantasm']);
    expect(rulesOf(r)).toContain('608.2b');
  });

  it("its own controller's Giant Growth triggers it too", () => {
    const r = explainInput(board({ alice: 'Gossamer Phantasm, Forest', aliceExtra: '    hand: [Giant Growth]', actions: '  - {player: Alice, cast: Giant Growth, targets: [Gossamer Phantasm]}\n  - {until: beginning-of-combat}' }));
    expect(player(r, 'Alice').graveyard).toEqual(expect.arrayContaining(['Gossamer Phantasm', 'Giant Growth']));
  });
});

describe('more combat keywords', () => {
  it('Battle cry: each other attacking creature gets +1/+0 (702.91a), not the battle-crier', () => {
    const r = explainInput(board({ step: 'declare-attackers', alice: 'Accorder Paladin, Grizzly Bears', actions: '  - {player: Alice, attack: {Accorder Paladin: Bob, Grizzly Bears: Bob}}\n  - {until: main2}' }));
    expect(player(r, 'Bob').life).toBe(14); // 3 + (2 + 1)
    expect(rulesOf(r)).toContain('702.91a');
  });

  it('Afflict 2: the defending player loses 2 life when it becomes blocked (702.130a)', () => {
    const r = explainInput(board({ step: 'declare-attackers', alice: 'Khenra Eternal', bob: 'Hill Giant', actions: '  - {player: Alice, attack: {Khenra Eternal: Bob}}\n  - {player: Bob, block: {Hill Giant: Khenra Eternal}}\n  - {until: main2}' }));
    expect(player(r, 'Bob').life).toBe(19);
  });

  it('Rampage 2 with two blockers: +2/+2 once, counted on resolution (702.23a-b)', () => {
    const r = explainInput(board({
      step: 'declare-attackers', alice: 'Frost Giant', bob: '{card: Grizzly Bears, id: b1}, {card: Grizzly Bears, id: b2}',
      actions: '  - {player: Alice, attack: {Frost Giant: Bob}}\n  - {player: Bob, block: {b1: Frost Giant, b2: Frost Giant}}\n  - {until: main2}',
    }));
    expect(r.ok).toBe(true);
    // A 6/6: the Bears deal 4, so it survives and kills both.
    expect(perm(r, 'Frost Giant')!.damage).toBe(4);
    expect(player(r, 'Bob').graveyard).toEqual(['Grizzly Bears', 'Grizzly Bears']);
  });

  it('Dethrone: a counter when it attacks the player with the most life, none otherwise (702.105a)', () => {
    const tied = explainInput(board({ step: 'declare-attackers', alice: 'Enraged Revolutionary', actions: '  - {player: Alice, attack: {Enraged Revolutionary: Bob}}\n  - {until: main2}' }));
    expect(perm(tied, 'Enraged Revolutionary')!.counters['+1/+1']).toBe(1);
    const behind = explainInput(board({ step: 'declare-attackers', alice: 'Enraged Revolutionary', actions: '  - {player: Alice, attack: {Enraged Revolutionary: Bob}}\n  - {until: main2}' }).replace('  - name: Bob\n', '  - name: Bob\n    life: 10\n'));
    expect(perm(behind, 'Enraged Revolutionary')!.counters['+1/+1'] ?? 0).toBe(0);
  });

  it('Training: a counter only when attacking with a creature of greater power (702.149a)', () => {
    const r = explainInput(board({ step: 'declare-attackers', alice: 'Rural Recruit, Grizzly Bears', actions: '  - {player: Alice, attack: {Rural Recruit: Bob, Grizzly Bears: Bob}}\n  - {until: main2}' }));
    expect(perm(r, 'Rural Recruit')!.counters['+1/+1']).toBe(1);
    expect(player(r, 'Bob').life).toBe(16);
  });

  it('Outlast is a sorcery-speed {T} ability (702.107a)', () => {
    const r = explainInput(board({ alice: 'Salt Road Patrol, Plains, Plains', actions: '  - {player: Alice, activate: Salt Road Patrol}\n  - {until: beginning-of-combat}' }));
    expect(perm(r, 'Salt Road Patrol')!.counters['+1/+1']).toBe(1);
    expect(perm(r, 'Salt Road Patrol')!.tapped).toBe(true);
  });
});

describe('stun counters (122.1d)', () => {
  it("Alchemax Slayer-Bots: the stunned creature's next untap removes the counter instead; the one after untaps it", () => {
    const base = { alice: 'Island, Island, Island', bob: 'Hill Giant', aliceExtra: '    hand: [Alchemax Slayer-Bots]' };
    const cast = '  - {player: Alice, cast: Alchemax Slayer-Bots}\n  - {player: Alice, choose: {targets: [Hill Giant]}}\n  - {until: end}\n  - {until: draw}';
    const once = explainInput(board({ ...base, actions: cast }));
    expect(once.ok).toBe(true);
    expect(perm(once, 'Hill Giant')!.tapped).toBe(true);
    expect(perm(once, 'Hill Giant')!.counters.stun ?? 0).toBe(0);
    expect(rulesOf(once)).toContain('122.1d');
    const twice = explainInput(board({ ...base, actions: `${cast}\n  - {until: end}\n  - {until: upkeep}\n  - {until: end}\n  - {until: draw}` }));
    expect(perm(twice, 'Hill Giant')!.tapped).toBe(false);
  });
});

describe('lands per turn (305.2)', () => {
  it('with Exploration a second land is legal, a third is not', () => {
    const two = explainInput(board({ alice: 'Exploration', aliceExtra: '    hand: [Forest, Island, Swamp]', actions: '  - {player: Alice, play: Forest}\n  - {player: Alice, play: Island}' }));
    expect(two.ok).toBe(true);
    const three = explainInput(board({ alice: 'Exploration', aliceExtra: '    hand: [Forest, Island, Swamp]', actions: '  - {player: Alice, play: Forest}\n  - {player: Alice, play: Island}\n  - {player: Alice, play: Swamp}' }));
    expect(three.ok).toBe(false);
    expect(three.error!.rules).toEqual(expect.arrayContaining(['305.2', '305.2a']));
  });
});

describe('vanishing and fading', () => {
  it('Deep Forest Hermit with one time counter: the upkeep removes it, and the last one removed means sacrifice (702.63a)', () => {
    const r = explainInput(board({ step: 'untap', alice: '{card: Deep Forest Hermit, counters: {time: 1}}', actions: '  - {until: draw}' }));
    expect(r.ok).toBe(true);
    expect(player(r, 'Alice').graveyard).toEqual(['Deep Forest Hermit']);
    expect(rulesOf(r)).toContain('702.63a');
  });

  it('Skyshroud Ridgeback enters with two fade counters; with none left to remove it is sacrificed (702.32a)', () => {
    const cast = explainInput(board({ alice: 'Forest', aliceExtra: '    hand: [Skyshroud Ridgeback]', actions: '  - {player: Alice, cast: Skyshroud Ridgeback}\n  - {until: beginning-of-combat}' }));
    expect(perm(cast, 'Skyshroud Ridgeback')!.counters.fade).toBe(2);
    const last = explainInput(board({ step: 'untap', alice: '{card: Skyshroud Ridgeback, counters: {fade: 1}}', actions: '  - {until: draw}' }));
    expect(perm(last, 'Skyshroud Ridgeback')!.counters.fade ?? 0).toBe(0);
    const gone = explainInput(board({ step: 'untap', alice: 'Skyshroud Ridgeback', actions: '  - {until: draw}' }));
    expect(player(gone, 'Alice').graveyard).toEqual(['Skyshroud Ridgeback']);
  });
});

describe('renown and melee', () => {
  it('Renown 1: a counter the first time it deals combat damage to a player, none the second (702.112a)', () => {
    const attack = '  - {player: Alice, attack: {"Knight of the Pilgrim\'s Road": Bob}}\n  - {until: main2}';
    const first = explainInput(board({ step: 'declare-attackers', alice: "Knight of the Pilgrim's Road", actions: attack }));
    expect(perm(first, "Knight of the Pilgrim's Road")!.counters['+1/+1']).toBe(1);
    expect(rulesOf(first)).toContain('702.112a');
    const twice = explainInput(board({ step: 'declare-attackers', alice: "Knight of the Pilgrim's Road", actions: `${attack}\n  - {until: end}\n  - {until: upkeep}\n  - {until: end}\n  - {until: declare-attackers}\n${attack}` }));
    expect(perm(twice, "Knight of the Pilgrim's Road")!.counters['+1/+1']).toBe(1);
    expect(player(twice, 'Bob').life).toBe(20 - 3 - 4);
  });

  it('Melee: +1/+1 for the one opponent attacked (702.121a)', () => {
    const cards = '  Melee Knight: {type: "Creature — Human Knight", cost: "{2}{R}", pt: 2/2, text: "Melee"}';
    const r = explainInput(board({ step: 'declare-attackers', alice: 'Melee Knight', cards, actions: '  - {player: Alice, attack: {Melee Knight: Bob}}\n  - {until: main2}' }));
    expect(player(r, 'Bob').life).toBe(17);
  });
});
