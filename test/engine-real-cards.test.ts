// The real-card sets: scenarios that name real cards with no `cards:` block, so the engine reads
// their exact Oracle text from the card pool; expectations come from the rules, official rulings and
// other engines' unit tests, each scenario naming its source. `npm run eval:engine` prints the same
// grades (src/engine/grade.ts).
// - test/scenarios-real: what the engine replays today — every one replays, none refused or wrong;
// - test/scenarios-next: written ahead as the measure of issues 24 and 25 — refusals are expected,
//   a wrong answer never is (a replay that fails its expectations is an engine bug or a scenario
//   bug, to be settled before it lands). A scenario moves to scenarios-real, keeping its name, once
//   it replays.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gradeScenario } from '../src/engine/grade.ts';

function gradeFolder(folder: string) {
  const dir = new URL(`${folder}/`, import.meta.url);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((file) => {
      const text = readFileSync(new URL(file, dir), 'utf8');
      return { file, text, grade: gradeScenario(text) };
    });
}
const real = gradeFolder('scenarios-real');
const next = gradeFolder('scenarios-next');
const why = (x: (typeof real)[number]) => `${x.file}: ${'why' in x.grade ? x.grade.why : ''}`;
const named = (set: typeof real, grade: string) => set.filter((x) => x.grade.grade === grade).map(why);

describe('real cards, real rulings (test/scenarios-real)', () => {
  it('every scenario replays: none wrong, none refused, none malformed', () => {
    expect(real.length).toBeGreaterThanOrEqual(400);
    expect([...named(real, 'wrong'), ...named(real, 'invalid'), ...named(real, 'refused')]).toEqual([]);
  });
});

describe('written ahead for issues 24 and 25 (test/scenarios-next)', () => {
  it('no scenario is answered wrongly, and none is malformed', () => {
    // Scenarios move to scenarios-real once they replay, so this folder shrinks as the engine grows.
    expect(next.length).toBeGreaterThanOrEqual(20);
    expect([...named(next, 'wrong'), ...named(next, 'invalid')]).toEqual([]);
  });

  it('a refusal names the card and the line it cannot read', () => {
    for (const x of next) if (x.grade.grade === 'refused') expect(x.grade.why, x.file).toMatch(/line \d+ of .+ is not understood|not modelled|not supported|\*/);
  });
});

describe('every new real-card scenario names its public source', () => {
  it('has a "Source:" line in its header and tags for its issue and family', () => {
    for (const x of [...real, ...next].filter((s) => /^r(7\d\d|8[0-2]\d)-/.test(s.file))) {
      expect(x.text, x.file).toMatch(/^# Source: /m);
      expect(x.text, x.file).toMatch(/^tags: \[issue-2[45],/m);
    }
  });
});

describe('a cast that would use an unread line is refused before the cast is judged', () => {
  const board = (spell: string, targets: string) => `
turn: {active: Alice, number: 6, step: main1}
players:
  - name: Alice
    battlefield: [Plains, Plains, Mountain, Grizzly Bears]
    hand: [${spell}]
  - name: Bob
    battlefield: [Hill Giant]
actions:
  - {player: Alice, cast: ${spell}, targets: [${targets}]}
`;
  it('an unread spell given targets is refused, naming its line', () => {
    const g = gradeScenario(board('Redeem', 'Grizzly Bears, Hill Giant'));
    expect(g.grade).toBe('refused');
    expect('why' in g && g.why).toMatch(/^actions\[0\]: line 1 of Redeem's text is not understood: .*it could matter here: Alice casts Redeem/);
  });
  it('a spell the engine reads, given too many targets, stays a mistake in the scenario', () => {
    expect(gradeScenario(board('Shock', 'Grizzly Bears, Hill Giant')).grade).toBe('invalid');
  });
});
