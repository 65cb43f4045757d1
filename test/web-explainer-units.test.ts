// The explainer page's own modules, run in Node on real data: the gallery's scenarios replay
// as they say with the current engine and survive the builder's YAML both ways; a YAML slip
// is told with its line and what to write instead (the `yaml` library's real errors); the
// builder's scenario edits; a shared link's encoding; step names in the rules' own words.
import { readdirSync, readFileSync } from 'node:fs';
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { gradeScenario } from '../src/engine/grade.ts';
// @ts-expect-error plain browser modules, no type declarations
import { GALLERY } from '../src/web/public/examples.js';
// @ts-expect-error plain browser modules, no type declarations
import { EXPLAIN_WORDS } from '../src/web/public/explain-words.js';
// @ts-expect-error plain browser modules, no type declarations
import { addCard, distinctRef, newScenario, removePlayer, renamePlayer, setPermanent, STEPS, unreadable } from '../src/web/public/scenario-model.js';
// @ts-expect-error plain browser modules, no type declarations
import { decodeScenario, encodeScenario, tokenIn } from '../src/web/public/share.js';
// @ts-expect-error plain browser modules, no type declarations
import { problemAdvice, slipsOf } from '../src/web/public/yaml-advice.js';
// @ts-expect-error plain browser modules, no type declarations
import { fromYaml, toYaml } from '../src/web/public/yaml-text.js';
// @ts-expect-error plain browser modules, no type declarations
import { describeAction } from '../src/web/public/action-builder.js';
// @ts-expect-error plain browser modules, no type declarations
import { castable, permanentsOf, targetKinds, targets } from '../src/web/public/choices.js';
// @ts-expect-error plain browser modules, no type declarations
import { addWords } from '../src/web/public/i18n.js';
import { explainInput } from '../src/engine/index.ts';
import { testLibrary } from './helpers/library.ts';

addWords(EXPLAIN_WORDS);

const EXAMPLES = new URL('../src/web/public/examples/', import.meta.url);
const example = (file: string) => readFileSync(new URL(file, EXAMPLES), 'utf8');

type Advice = { line: number | null; say: [string, ...unknown[]]; fix: string | null };
const slips = (text: string): Advice[] => slipsOf(text, parseDocument(text, { prettyErrors: true, uniqueKeys: true }).errors);

describe('the example gallery', () => {
  it('lists every example file, and each replays as its expectations say', () => {
    expect(GALLERY.map((e: { file: string }) => e.file).sort()).toEqual(readdirSync(EXAMPLES).filter((f) => f.endsWith('.yaml')).sort());
    for (const { file } of GALLERY) expect(gradeScenario(example(file)), file).toEqual({ grade: 'replayed' });
  });

  it('has a title and a description in every language', () => {
    for (const lang of ['en', 'it', 'pt'])
      for (const { key } of GALLERY) {
        expect(EXPLAIN_WORDS[lang][`ex_${key}`], `${lang} ex_${key}`).toBeTruthy();
        expect(EXPLAIN_WORDS[lang][`exAbout_${key}`], `${lang} exAbout_${key}`).toBeTruthy();
      }
  });

  it('survives the builder: YAML → scenario → generated YAML → the same scenario', async () => {
    for (const { file } of GALLERY) {
      const { value } = await fromYaml(example(file));
      expect(unreadable(value), file).toBeNull();
      const again = await fromYaml(await toYaml(value));
      expect(again.slips, file).toBeUndefined();
      expect(again.value, file).toEqual(value);
    }
  });
});

describe('YAML slips in people’s words', () => {
  it('two keys on one line: the action written between braces', () => {
    const [slip] = slips('actions:\n  - player: Alice cast: Shock\n');
    expect(slip).toEqual({ line: 2, say: ['slipTwoKeys'], fix: '  - {player: Alice, cast: Shock}' });
  });

  it('a bare mana cost, a colon inside a value, a missing space, a tab', () => {
    expect(slips('actions:\n  - {player: Alice, cast: Shock}\n  - pay: {1}{G}\n')[0]).toMatchObject({ line: 3, say: ['slipMana'], fix: '  - pay: "{1}{G}"' });
    expect(slips('cards:\n  X:\n    text: Flying: yes\n')[0]).toMatchObject({ line: 3, say: ['slipColonInValue'], fix: '    text: "Flying: yes"' });
    expect(slips('players:\n  - name: Alice\n    life:20\n    hand: []\n')[0]).toMatchObject({ line: 3, say: ['slipColonSpace', 'life'], fix: '    life: 20' });
    expect(slips('players:\n\t- name: Alice\n')[0]).toMatchObject({ line: 2, say: ['slipTab'], fix: '  - name: Alice' });
  });

  it('an unclosed list, a misaligned line, a key given twice', () => {
    expect(slips('players:\n  - name: Alice\n    hand: [Shock, Giant Growth\n  - name: Bob\n')[0]).toMatchObject({ line: 3, say: ['slipUnclosed', ']'], fix: '    hand: [Shock, Giant Growth]' });
    expect(slips('players:\n  - name: Alice\n   life: 20\n')[0]).toMatchObject({ line: 3, say: ['slipIndent'], fix: '    life: 20' });
    expect(slips('title: a\nturn: {step: main1}\ntitle: b\n')[0]).toMatchObject({ line: 3, say: ['slipDuplicate', 'title', 1] });
  });

  it('a server problem: its line, and the suggestion written in', () => {
    const text = 'players:\n  - name: Alice\n    battlefield: [Grizly Bears]\n';
    const advice = problemAdvice(text, { path: 'players[0].battlefield[0]', message: "unknown card 'Grizly Bears' — did you mean Grizzly Bears? (define it under cards)" });
    expect(advice).toMatchObject({ line: 3, say: ['probUnknownCard', 'Grizly Bears', 'Grizzly Bears', 'battlefield'], fix: '    battlefield: [Grizzly Bears]' });
    const other = problemAdvice(text, { path: 'players[0]', message: 'something new' });
    expect(other.say).toEqual(['probOther', 'something new']);
    // Every key the advice can name exists in every language.
    for (const lang of ['en', 'it', 'pt']) for (const a of [advice, other, ...slips('a: {1}{G}\n')]) expect(EXPLAIN_WORDS[lang][a.say[0]], `${lang} ${a.say[0]}`).toBeTruthy();
  });
});

describe('the builder’s scenario', () => {
  it('renames a player everywhere, and drops a removed player’s actions', () => {
    const s = newScenario();
    s.actions.push({ player: 'Bob', cast: 'Shock', targets: ['Alice'] }, { player: 'Alice', attack: { 'Grizzly Bears': 'Bob' } });
    s.expect = { life: { Bob: 18 } };
    expect(renamePlayer(s, 1, 'Carla')).toBe(true);
    expect(s.actions).toEqual([{ player: 'Carla', cast: 'Shock', targets: ['Alice'] }, { player: 'Alice', attack: { 'Grizzly Bears': 'Carla' } }]);
    expect(s.expect).toEqual({ life: { Carla: 18 } });
    expect(renamePlayer(s, 1, 'Alice')).toBe(false); // a name already taken
    removePlayer(s, 0);
    expect(s.actions).toEqual([{ player: 'Carla', cast: 'Shock', targets: ['Alice'] }]);
    expect(s.turn.active).toBe('Carla');
  });

  it('keeps a plain card name until a permanent has state, and tells twins apart with ids', () => {
    const s = newScenario();
    addCard(s, 0, 'battlefield', 'Grizzly Bears');
    setPermanent(s, 0, 0, { tapped: true, counters: { '+1/+1': 2 } });
    expect(s.players[0].battlefield).toEqual([{ card: 'Grizzly Bears', tapped: true, counters: { '+1/+1': 2 } }]);
    setPermanent(s, 0, 0, { tapped: false, counters: { '+1/+1': 0 } });
    expect(s.players[0].battlefield).toEqual(['Grizzly Bears']);
    expect(distinctRef(s, 0, 0)).toBe('Grizzly Bears');
    addCard(s, 1, 'battlefield', 'Grizzly Bears');
    expect(distinctRef(s, 1, 0)).toBe('grizzly-bears-2');
    expect(s.players[0].battlefield).toEqual([{ card: 'Grizzly Bears', id: 'grizzly-bears-1' }]);
  });
});

describe('the action menus', () => {
  it('read what a text targets', () => {
    expect(targetKinds('Shock deals 2 damage to any target.')).toEqual({ players: true, spells: false, types: new Set(['creature', 'planeswalker', 'battle']) });
    expect(targetKinds('Target creature gets +3/+3 until end of turn.')).toEqual({ players: false, spells: false, types: new Set(['creature']) });
    expect(targetKinds('Counter target instant or sorcery spell.')).toEqual({ players: false, spells: true, types: new Set() });
    expect(targetKinds('Destroy target artifact or enchantment.')?.types).toEqual(new Set(['artifact', 'enchantment']));
    expect(targetKinds('Draw a card.')).toBeNull();
  });

  it('offer what the board holds, with the scenario’s own card definitions', () => {
    const s = newScenario();
    s.cards = { Bolt: { type: 'Instant', cost: '{R}', text: 'Bolt deals 3 damage to any target.' }, Wall: { type: 'Creature — Wall', pt: '0/4' }, Swamp: { type: 'Basic Land — Swamp' } };
    s.players[0].hand = ['Bolt', 'Swamp'];
    s.players[1].battlefield = ['Wall', 'Swamp'];
    expect(castable(s, 'Alice')).toEqual([{ card: 'Bolt' }]); // a land is played, not cast
    expect(permanentsOf(s, 'Bob', 'Creature').map((x: { name: string }) => x.name)).toEqual(['Wall']);
    expect(targets(s, undefined, s.cards.Bolt.text).map((o: { label: string }) => o.label)).toEqual(['Alice', 'Bob', 'Wall']);
    s.actions.push({ player: 'Alice', cast: 'Bolt', targets: ['Wall'] });
    expect(castable(s, 'Alice')).toEqual([]); // cast already
  });

  it('tell every action in words', () => {
    const s = newScenario();
    s.players[1].battlefield = [{ card: 'Hill Giant', id: 'giant1' }];
    expect(describeAction(s, { player: 'Bob', cast: 'Shock', targets: ['giant1'], x: 2 })).toBe('Bob casts Shock with X = 2 targeting Hill Giant');
    expect(describeAction(s, { player: 'Bob', attack: { giant1: 'Alice' } })).toBe('Bob attacks: Hill Giant → Alice');
    expect(describeAction(s, { until: 'end-of-combat' })).toBe('Everyone passes until the end of combat step');
    expect(describeAction(s, { player: 'Bob', assign: { giant1: { 'Grizzly Bears': 2, Alice: 1 } } })).toBe('Bob assigns combat damage: Hill Giant → Grizzly Bears 2, Alice 1');
    expect(describeAction(s, { player: 'Alice', choose: { search: 'Forest' } })).toBe('Alice chooses search: Forest');
  });
});

describe('what the summary reads from the engine', () => {
  it('a spell left on the stack, with whose it is and what it targets', () => {
    const result = explainInput({
      turn: { active: 'Alice', step: 'main1', priority: true },
      players: [{ name: 'Alice', battlefield: ['Mountain', 'Mountain', 'Forest', 'Forest'], hand: ['Shock', 'Grizzly Bears'] }, { name: 'Bob' }],
      actions: [{ player: 'Alice', cast: 'Grizzly Bears' }, { player: 'Alice', cast: 'Shock', targets: ['Bob'] }],
    });
    expect(result.error).toBeUndefined();
    expect(result.state.stack).toEqual([
      { id: expect.any(String), name: 'Grizzly Bears', controller: 'Alice', kind: 'spell' },
      { id: expect.any(String), name: 'Shock', controller: 'Alice', kind: 'spell', targets: ['Bob'] },
    ]);
  });
});

describe('a shared question', () => {
  it('goes into a link’s fragment compressed, and comes back the same', async () => {
    const scenario = (await fromYaml(example('burn-and-pump.yaml'))).value;
    const token = await encodeScenario(scenario);
    expect(token).toMatch(/^z[A-Za-z0-9_-]+$/);
    expect(token.length).toBeLessThan(JSON.stringify(scenario).length);
    expect(tokenIn(`#s=${token}`)).toBe(token);
    await expect(decodeScenario(token)).resolves.toEqual(scenario);
    await expect(decodeScenario('q123')).rejects.toThrow(/not a shared scenario/);
  });
});

describe('the bundled YAML library', () => {
  it('is built from the yaml package the server reads scenarios with (npm run build:web-yaml)', async () => {
    // @ts-expect-error a plain script module, no type declarations
    const { bundleWebYaml, OUTPUT } = await import('../scripts/web-yaml-bundle.mjs');
    expect(readFileSync(OUTPUT, 'utf8') === (await bundleWebYaml()), 'src/web/public/yaml-lib.js is stale: run npm run build:web-yaml').toBe(true);
  });
});

describe('step names', () => {
  it('are the rules’ own titles in Italian and Portuguese', async () => {
    const library = await testLibrary();
    const title = (edition: string, number: string) => String(library.lookup(number, { edition })[0]?.title ?? '').toLowerCase();
    // The engine's steps → the Italian CR (2020) and the classic Portuguese numbering's titles.
    const it2020: Record<string, string> = { untap: '502', upkeep: '503', draw: '504', main1: '505', 'beginning-of-combat': '507', 'declare-attackers': '508', 'declare-blockers': '509', 'combat-damage': '510', 'end-of-combat': '511', main2: '505', end: '513', cleanup: '514' };
    const ptClassic: Record<string, string> = { untap: '302', upkeep: '303', draw: '304', main1: '305', 'beginning-of-combat': '307', 'declare-attackers': '308', 'declare-blockers': '309', 'combat-damage': '310', 'end-of-combat': '311', main2: '305', end: '313', cleanup: '314' };
    for (const step of STEPS) {
      const [it, pt] = [title('it-2020-07-03', it2020[step]!), title('pt-classic', ptClassic[step]!)];
      expect(it.length * pt.length, step).toBeGreaterThan(0);
      expect(EXPLAIN_WORDS.it[`step_${step}`].toLowerCase(), step).toContain(it);
      expect(EXPLAIN_WORDS.pt[`step_${step}`].toLowerCase(), step).toContain(pt);
      expect(EXPLAIN_WORDS.en[`step_${step}`], step).toBeTruthy();
    }
  });
});
