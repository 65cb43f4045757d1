// Narration as data (issue 25 item 6): every scenario the project ships is replayed, and every
// sentence of its answer — each trace entry, the illegal action's reason, each default the
// engine chose — is a message key with arguments, told in Italian and Portuguese without an
// English word left in (card names, player names and quoted Oracle text aside). Also checked
// through the real command: `judge explain --json` gives every entry a key, in every language.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { explainInput } from '../src/engine/index.ts';
import { CATALOGS } from '../src/engine/messages/index.ts';
import { localizeResult } from '../src/engine/render.ts';
import type { ExplainResult, MessageData } from '../src/engine/types.ts';
import type { RulesLibrary } from '../src/library/types.ts';
import { testLibrary } from './helpers/library.ts';
import { runJudge } from './helpers/judge-cli.ts';

const REPO = join(import.meta.dirname, '..');
/** Every scenario folder the project ships (test/scenarios, -real, -next, -sample). */
const DIRS = readdirSync(import.meta.dirname).filter((d) => d.startsWith('scenarios')).map((d) => join(import.meta.dirname, d));

/** Words of English narration that are not Italian or Portuguese words too ("a", "no", "in",
 *  "do", "as", "per", "mana", "planeswalker" are left out for that reason). */
const WORDS = [
  'the', 'is', 'are', 'was', 'were', 'and', 'of', 'with', 'from', 'its', 'their', 'they', 'them', 'has', 'have', "can't", 'cannot', "doesn't", "isn't", "don't",
  'into', 'this', 'that', 'which', 'would', 'when', 'whenever', 'instead', 'until', 'by', 'only', 'each', 'to', 'for', 'not', 'if', 'it', 'on', 'or', 'be',
  'player', 'creature', 'creatures', 'damage', 'life', 'card', 'cards', 'spell', 'spells', 'ability', 'abilities', 'counter', 'counters', 'target', 'token',
  'turn', 'step', 'attacks', 'blocks', 'casts', 'gains', 'loses', 'draws', 'enters', 'dies', 'tapped', 'untapped', 'graveyard', 'library', 'hand',
  'battlefield', 'stack', 'exile', 'exiled', 'controls', 'owner', 'sacrificed', 'destroyed', 'returned', 'chooses', 'resolves', 'triggers',
];
/** The words of each language that are spelt like one of those ("creature" is Italian too; the
 *  Portuguese rules say "card", and "for" is a form of "ser"). */
const OWN: Record<'it' | 'pt', string[]> = { it: ['creature', 'scenario', 'umbra'], pt: ['card', 'cards', 'for', 'base', 'face', 'umbra', 'planar'] };
const englishIn = (lang: 'it' | 'pt'): RegExp => new RegExp(`\\b(${WORDS.filter((w) => !OWN[lang].includes(w)).join('|')})\\b`, 'i');

/** Every word of the rules each language ships in (the Italian 2020 CR, the classic Portuguese
 *  rules): a word of the English narration that is also one of these is not taken for English. */
const RULES_TEXT = { it: 'rules/it-regole-complete-2020-07-03.txt', pt: 'rules/pt-regras-completas-classic.txt' } as const;
const wordsOf = (text: string): string[] => text.match(/\p{L}+/gu) ?? [];
const rulesWords = (lang: 'it' | 'pt'): Set<string> => new Set(wordsOf(readFileSync(join(REPO, RULES_TEXT[lang]), 'utf8').toLowerCase()));

/** Every string in a parsed scenario: player and card names, and the names its actions use. */
function strings(value: unknown, out: Set<string>): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) (strings(k, out), strings(v, out));
  return out;
}

/** The names a replay may mention: the scenario's own strings, the final board, the objects in the trace's data. */
function namesOf(text: string, result: ExplainResult): string[] {
  const names = strings(parse(text), new Set());
  const s = result.state;
  for (const p of s.players) for (const n of [p.name, ...p.hand, ...p.graveyard, ...p.exile]) names.add(n);
  for (const b of s.battlefield) (names.add(b.name), names.add(b.id));
  for (const x of s.stack) names.add(x.name);
  for (const m of sentences(result)) argNames(m, names);
  // The longest first, so "Wall of Omens" goes before "Wall".
  return [...names].filter((n) => n.length > 1).sort((a, b) => b.length - a.length);
}

/** The arguments that hold a name (an object, a player, a card…) or a card's own text, by the catalogs' convention. */
const NAME_ARGS = new Set(['object', 'card', 'source', 'spell', 'target', 'player', 'attacker', 'blocker', 'creature', 'token', 'name', 'host', 'defender', 'to', 'from', 'controller', 'owner', 'chosen', 'copied', 'victim', 'helper', 'with', 'face', 'back', 'half', 'adventure', 'vehicle', 'land', 'top', 'opponent', 'by', 'shield', 'into', 'aura', 'other', 'id', 'text', 'keyword']);

function argNames(m: MessageData, out: Set<string>): void {
  for (const [k, v] of Object.entries(m.args)) {
    if (typeof v === 'string' && NAME_ARGS.has(k)) out.add(v);
    for (const x of Array.isArray(v) ? v : [v]) if (x && typeof x === 'object' && 'key' in x) argNames(x as MessageData, out);
  }
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each name's pattern, compiled once (the same names recur in thousands of sentences). */
const namePatterns = new Map<string, RegExp>();
function namePattern(name: string): RegExp {
  let pattern = namePatterns.get(name);
  if (!pattern) namePatterns.set(name, (pattern = new RegExp(`(^|[^\\p{L}])${escape(name)}(?=$|[^\\p{L}])`, 'giu')));
  return pattern;
}

/** The sentence with what is not narration taken out: quoted Oracle text, code, mana and names. */
function narration(sentence: string, names: string[]): string {
  let rest = sentence;
  for (const n of names) rest = rest.replace(namePattern(n), '$1 ');
  // `choose:`, `choose.divide` and `assign:` are the scenario format's own keys, written as the reader types them.
  return rest.replace(/"[^"]*"|“[^”]*”|`[^`]*`|\{[^}]*\}|\b(?:choose|assign)(?=[:.])/g, ' ');
}

/** A scenario replayed, with the names its answer may mention (namesOf). */
type Replay = { file: string; text: string; result: ExplainResult; names: string[] };
let replays: Replay[];
let narrated: Set<string>;
let library: RulesLibrary;

beforeAll(async () => {
  library = await testLibrary();
  replays = [];
  for (const dir of DIRS)
    for (const file of readdirSync(dir).filter((f) => /\.ya?ml$/.test(f)).sort()) {
      const text = readFileSync(join(dir, file), 'utf8');
      let result: ExplainResult;
      try {
        result = explainInput(text);
      } catch {
        continue; // a scenario refused as invalid has no narration; engine-scenarios.test.ts checks those
      }
      replays.push({ file, text, result, names: namesOf(text, result) });
    }
  // Every word of the English answers' narration (names, quotes and code taken out): the
  // same for both languages' checks.
  narrated = new Set<string>();
  for (const { result, names } of replays)
    for (const m of [...result.trace.map((t) => t.text), ...(result.error ? [result.error.message] : []), ...(result.defaults ?? [])]) for (const w of wordsOf(narration(m, names))) narrated.add(w);
}, 300_000);

/** Every sentence of an answer as data: trace entries, the illegal action, the defaults. */
function sentences(r: ExplainResult): MessageData[] {
  return [...r.trace.map((t) => t.message), ...(r.error ? [{ key: r.error.messageKey, args: r.error.messageArgs }] : []), ...(r.defaultMessages ?? [])];
}

describe('narration as data', () => {
  it('replays every scenario the project ships', () => {
    expect(DIRS.length).toBeGreaterThanOrEqual(4);
    expect(replays.length).toBeGreaterThan(700);
  });

  it('every trace entry, illegal action and default is a message key of the catalogs, with its English text beside it', () => {
    const missing: string[] = [];
    for (const { file, result } of replays) {
      for (const t of result.trace) if (!t.message || !(t.message.key in CATALOGS.en!)) missing.push(`${file}: ${t.text}`);
      if (result.error && !(result.error.messageKey in CATALOGS.en!)) missing.push(`${file}: error ${result.error.message}`);
      if ((result.defaults?.length ?? 0) !== (result.defaultMessages?.length ?? 0)) missing.push(`${file}: defaults without keys`);
    }
    expect(missing).toEqual([]);
    const errors = replays.filter((r) => r.result.error);
    expect(errors.length).toBeGreaterThan(50);
    expect(replays.filter((r) => r.result.defaults?.length).length).toBeGreaterThan(30);
  });

  for (const lang of ['it', 'pt'] as const)
    it(`told in ${lang === 'it' ? 'Italian' : 'Portuguese'}, no sentence has English narration in it`, () => {
      const english: string[] = [];
      const words = englishIn(lang);
      // A word is also English narration when the English answers use it and the language's own
      // rules never do (lower case only: a capitalised word is a name or a subtype).
      const own = rulesWords(lang);
      const foreign = (w: string): boolean => w.length > 2 && w === w.toLowerCase() && narrated.has(w) && !own.has(w) && !OWN[lang].includes(w);
      let told = 0;
      for (const { file, result, names } of replays) {
        const local = localizeResult(result, library, { lang });
        const pairs: Array<[MessageData, string]> = [
          ...local.trace.map((t) => [t.message, t.text] as [MessageData, string]),
          ...(local.error ? [[{ key: local.error.messageKey, args: local.error.messageArgs }, local.error.message] as [MessageData, string]] : []),
          ...(local.defaultMessages ?? []).map((m, i) => [m, local.defaults![i]!] as [MessageData, string]),
        ];
        for (const [m, sentence] of pairs) {
          told++;
          const rest = narration(sentence, names);
          const word = words.exec(rest)?.[0] ?? wordsOf(rest).find(foreign);
          if (word) english.push(`${file} [${m.key}] "${word}": ${sentence}`);
        }
      }
      expect(told).toBeGreaterThan(10_000);
      if (process.env.NARRATION_DUMP) writeFileSync(`${process.env.NARRATION_DUMP}.${lang}`, [...new Set(english)].join('\n'));
      expect([...new Set(english)].slice(0, 40)).toEqual([]);
    });

  it('every key of the catalogs is said somewhere in the engine (no sentence left behind by a change)', () => {
    const files = readdirSync(join(REPO, 'src'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !/messages\/((en|it|pt)\.ts$|illegal\/|defaults\/|reasons\/)/.test(f));
    const code = files.map((f) => readFileSync(join(REPO, 'src', f), 'utf8')).join('\n');
    expect(Object.keys(CATALOGS.en!).filter((key) => !code.includes(`'${key}'`))).toEqual([]);
  });

  it('the English text is the English catalog’s rendering of the same message', () => {
    const { result } = replays.find((r) => r.result.error && r.result.defaults?.length)!;
    const local = localizeResult(result, library, { lang: 'en' });
    expect(local).toBe(result);
    for (const m of sentences(result)) expect(m.key in CATALOGS.it! && m.key in CATALOGS.pt!).toBe(true);
  });
});

describe('judge explain --json', () => {
  const judge = (args: string[]) => runJudge(['explain', '--json', ...args]).then((r) => JSON.parse(r.stdout) as ExplainResult);

  it('gives every trace entry a message key, and the illegal action and defaults theirs, in English and in Italian', async () => {
    const file = 'test/scenarios/' + readdirSync(join(REPO, 'test/scenarios')).find((f) => f.startsWith('s33-'))!;
    const [en, itResult] = await Promise.all([judge([file]), judge(['--lang', 'it', file])]);
    expect(en.trace.length).toBeGreaterThan(5);
    for (const t of [...en.trace, ...itResult.trace]) expect(t.message.key).toMatch(/^[a-z]+\.[A-Za-z]+$/);
    expect(itResult.trace.map((t) => t.message)).toEqual(en.trace.map((t) => t.message));
    expect(itResult.trace.find((t) => t.message.key === 'combat.attacks')!.text).toMatch(/attacca Bob e diventa TAPpata/);
    expect(en.trace.find((t) => t.message.key === 'combat.attacks')!.text).toMatch(/attacks Bob and becomes tapped/);
  }, 60_000);
});
