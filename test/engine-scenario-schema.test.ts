// The scenario schema on real inputs: the format page's own example, every dev scenario,
// and broken scenarios whose every problem must come back with its path.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { JudgeError } from '../src/errors.ts';
import { parseScenario } from '../src/engine/scenario/schema.ts';

const DEV = new URL('scenarios-dev/', import.meta.url);

function problemsOf(input: string | unknown): Array<{ path: string; message: string }> {
  try {
    parseScenario(input);
  } catch (err) {
    expect(err).toBeInstanceOf(JudgeError);
    expect((err as JudgeError).code).toBe('invalid_scenario');
    return (err as JudgeError).details ?? [];
  }
  throw new Error('expected the scenario to be rejected');
}

describe('parseScenario', () => {
  it('parses the example of scenario-format.md', () => {
    const page = readFileSync(new URL('../docs/scenario-format.md', import.meta.url), 'utf8');
    const example = /```yaml\n([\s\S]*?)```/.exec(page)![1];
    const s = parseScenario(example);
    expect(s.turn).toEqual({ active: 'Alice', number: 3, step: 'declare-attackers', priority: false });
    expect(s.players[0].battlefield[0]).toMatchObject({ card: 'White Knight', damage: 0, tapped: false, sick: false });
    expect(s.players[1].life).toBe(20);
    expect(s.cards['Typhoid Rats']).toEqual({ type: 'Creature — Rat', cost: '{B}', pt: '1/1', text: 'Deathtouch' });
    expect(s.actions.map((a) => a.kind)).toEqual(['attack', 'block', 'cast', 'cast', 'until']);
    expect(s.actions[4]).toEqual({ kind: 'until', until: 'end-of-combat' });
    expect(s.expect?.rules).toEqual(['601.2', '608.2', '702.7b', '510.2', '704.5g']);
  });

  it.each(readdirSync(DEV).filter((f) => f.endsWith('.yaml')))('parses dev scenario %s', (file) => {
    const s = parseScenario(readFileSync(new URL(file, DEV), 'utf8'));
    expect(s.players.length).toBe(2);
    expect(s.actions.length).toBeGreaterThan(0);
    expect(s.expect).toBeDefined();
  });

  it('takes JSON text and already-parsed objects with the same result', () => {
    const object = {
      turn: { active: 'A', step: 'main1', priority: true },
      players: [{ name: 'A', battlefield: ['Mountain', { card: 'Grizzly Bears', counters: { '+1/+1': 2 } }], hand: ['Shock'] }, { name: 'B' }],
      actions: [{ player: 'A', cast: 'Shock', targets: 'B' }],
      expect: { life: { B: 18 }, error: { rule: '601.2c' } },
    };
    const fromJson = parseScenario(JSON.stringify(object));
    expect(parseScenario(object)).toEqual(fromJson);
    expect(fromJson.players[0].battlefield[1].counters).toEqual({ '+1/+1': 2 });
    expect(fromJson.actions[0]).toEqual({ kind: 'cast', player: 'A', cast: 'Shock', targets: ['B'] });
    expect(fromJson.expect?.error).toEqual({ rules: ['601.2c'] });
    expect(fromJson.players[1].library).toBe(20);
  });

  it('reports every problem at once, each with its path', () => {
    const problems = problemsOf(`
turn: {active: Alice, number: 3, step: main}
players:
  - name: Alice
    hand: [Lightning Bolt]
  - name: Bob
    battlefield: [Grizly Bears, {card: Forest, damage: -1}]
cards:
  Foo: {type: Creature, cost: "{G"}
actions:
  - {player: Alice, cast: Shok, targets: [Bob]}
  - {player: Carol, attack: {Grizzly Bears: Bob}}
  - {pass: some}
  - {player: Alice}
expect:
  life: {Alise: 3}
  rules: ["601.2", "abc"]
`);
    const byPath = Object.fromEntries(problems.map((p) => [p.path, p.message]));
    expect(byPath['turn.step']).toMatch(/unknown step 'main'/);
    expect(byPath['players[1].battlefield[0]']).toBe("unknown card 'Grizly Bears' — did you mean Grizzly Bears? (define it under cards)");
    expect(byPath['players[1].battlefield[1].damage']).toMatch(/negative/);
    expect(byPath['cards.Foo.cost']).toMatch(/mana cost/);
    expect(byPath['cards.Foo.pt']).toMatch(/creature needs pt/);
    expect(byPath['actions[0].cast']).toMatch(/unknown card 'Shok' — did you mean Shock/);
    expect(byPath['actions[1].player']).toMatch(/unknown player 'Carol'/);
    expect(byPath['actions[2].pass']).toMatch(/"all"/);
    expect(byPath['actions[3]']).toMatch(/no action verb/);
    expect(byPath['expect.life.Alise']).toMatch(/unknown player/);
    expect(byPath['expect.rules[1]']).toMatch(/rule number/);
    expect(problems).toHaveLength(11);
  });

  it('names unknown keys and suggests the intended one', () => {
    const problems = problemsOf({ turn: { step: 'main1' }, players: [{ name: 'A', battlefeld: [] }], actions: [{ player: 'A', cast: 'Shock', target: ['A'] }] });
    expect(problems.map((p) => p.path)).toEqual(['players[0].battlefeld', 'actions[0].target']);
    expect(problems[0].message).toMatch(/unknown key 'battlefeld' — did you mean battlefield\?/);
    expect(problems[1].message).toMatch(/unknown key 'target' — did you mean targets\?/);
  });

  it('rejects actions with two verbs, duplicate players and duplicate ids', () => {
    const problems = problemsOf({
      turn: { step: 'main1' },
      players: [
        { name: 'A', battlefield: [{ card: 'Grizzly Bears', id: 'b' }, { card: 'Grizzly Bears', id: 'b' }] },
        { name: 'A' },
      ],
      actions: [{ player: 'A', cast: 'Shock', play: 'Forest' }],
    });
    expect(problems).toContainEqual({ path: 'players[1].name', message: "two players are named 'A'" });
    expect(problems).toContainEqual({ path: 'players[0].battlefield[1].id', message: "id 'b' is already used at players[0].battlefield[0].id" });
    expect(problems).toContainEqual({ path: 'actions[0]', message: 'one action does one thing; this one has play and cast' });
  });

  it('reports YAML syntax errors with line and column', () => {
    const problems = problemsOf('turn: {step: main1}\nplayers:\n  - name: A\n    hand: [Shock\n');
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0].path).toMatch(/^line \d+, column \d+$/);
    const duplicate = problemsOf('turn: {step: main1}\nturn: {step: main2}\nplayers: [{name: A}]\n');
    expect(duplicate[0]).toMatchObject({ path: 'line 2, column 1' });
    expect(duplicate[0].message).toMatch(/unique/i);
  });

  it('rejects input that is not a scenario at all', () => {
    expect(problemsOf('')).toEqual([{ path: '(root)', message: 'the scenario is empty' }]);
    expect(problemsOf('[1, 2]')[0].path).toBe('(root)');
    expect(problemsOf({ players: [] })).toEqual([
      { path: 'turn', message: 'is required' },
      { path: 'players', message: 'a scenario needs at least one player' },
    ]);
    expect(problemsOf('turn: *nowhere\n')[0]).toMatchObject({ path: '(text)', message: expect.stringMatching(/alias/i) });
  });

  it('accepts step aliases and card definitions overriding the library', () => {
    const s = parseScenario({
      turn: { step: 'end step' },
      players: [{ name: 'A', battlefield: ['Shock Trooper'] }],
      cards: { 'Shock Trooper': { type: 'Creature — Human', cost: '{R}', pt: '1/1', text: ['Haste', 'Flying'] }, Shock: { type: 'Sorcery', cost: '{R}', text: 'Shock deals 2 damage to any target.' } },
      actions: [{ until: 'cleanup' }],
    });
    expect(s.turn.step).toBe('end');
    expect(s.cards['Shock Trooper'].text).toBe('Haste\nFlying');
    expect(s.cards.Shock.type).toBe('Sorcery');
  });
});

describe('parseScenario accepts more than the format, never less', () => {
  it('takes pass: true, color letters and error.rules', () => {
    const s = parseScenario({
      turn: { step: 'main1' },
      players: [{ name: 'A' }],
      cards: { Spirit: { type: 'Creature — Spirit', pt: '1/1', colors: ['W', 'u'] } },
      actions: [{ pass: true }],
      expect: { error: { rules: ['601.2c'], rule: '702.16b' } },
    });
    expect(s.actions[0]).toEqual({ kind: 'pass', pass: 'all' });
    expect(s.cards.Spirit.colors).toEqual(['white', 'blue']);
    expect(s.expect?.error).toEqual({ rules: ['702.16b', '601.2c'] });
  });
});

describe('the scenario format as JSON Schema', () => {
  it('the copy the API publishes is made from this zod schema (run `npm run schema:scenario` after changing it)', async () => {
    const { scenarioJsonSchema } = await import('../src/engine/scenario/schema.ts');
    const { readFileSync } = await import('node:fs');
    const published = JSON.parse(readFileSync(new URL('../src/api/scenario.schema.json', import.meta.url), 'utf8'));
    expect(published).toEqual(scenarioJsonSchema());
  });

  it('documents what code checks: each action verb, a battlefield entry as a name or an object, steps', async () => {
    const { scenarioJsonSchema } = await import('../src/engine/scenario/schema.ts');
    const json = JSON.stringify(scenarioJsonSchema());
    for (const verb of ['play', 'cast', 'activate', 'attack', 'block', 'assign', 'order', 'choose', 'pass', 'until']) expect(json).toContain(`"${verb}"`);
    expect(json).toContain('"attachedTo"');
    expect(json).toContain('"declare-attackers"');
  });
});
