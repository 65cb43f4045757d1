// Scenario mistakes in people's words. A YAML slip (the `yaml` library's error: a code and a
// line) or a problem the server found in a valid scenario (a path and an English message) →
// the line to look at, what is wrong there in the interface's words, and, when it can be
// worked out, the line as it should be written. Pure functions: no DOM, no fetching.
import { lineOfPath } from './yaml-lines.js';

/** {say: [key, ...values], line, fix}: `say` is looked up in the interface's words. */
const advice = (line, say, fix = null) => ({ line, say, fix: fix ?? null });

const indentOf = (line) => /^\s*/.exec(line)[0].length;
const meaningful = (line) => line.trim() !== '' && !line.trim().startsWith('#');
// A mana cost typed bare after a key: "pay: {1}{G}" (YAML reads "{" as the start of a mapping).
const BARE_MANA = /^(\s*(?:-\s+)?[\w-]+:\s+)(\{[^"'\n]*\})\s*$/;
// "key:value" with no space after the colon, for the format's own keys.
const NO_SPACE = /^(\s*(?:-\s+)?)(title|rules|turn|active|number|step|players|name|life|poison|battlefield|hand|library|graveyard|exile|mana|cards|type|cost|pt|text|actions|player|cast|play|activate|attack|block|targets|until|pass|x|expect|card|tapped|counters|damage):(\S.*)$/;
const count = (text, ch) => [...text].filter((c) => c === ch).length;

/** The line before `n` (1-based) that holds something, or null. */
function previousLine(lines, n) {
  for (let i = n - 2; i >= 0; i--) if (meaningful(lines[i])) return lines[i];
  return null;
}

/** What a line says about a slip whatever the parser called it: a tab, a bare mana cost, a missing space. */
function byLook(lines, n) {
  const text = lines[n - 1] ?? '';
  if (/^\s*\t/.test(text)) return advice(n, ['slipTab'], text.replace(/^[ \t]+/, (lead) => lead.replace(/\t/g, '  ')));
  const mana = BARE_MANA.exec(text);
  if (mana) return advice(n, ['slipMana'], `${mana[1]}"${mana[2]}"`);
  const squeezed = NO_SPACE.exec(text);
  if (squeezed) return advice(n, ['slipColonSpace', squeezed[2]], `${squeezed[1]}${squeezed[2]}: ${squeezed[3]}`);
  return null;
}

/** The last line at or before `n` that opens `open` more often than it closes `close`. */
function unclosedLine(lines, n, open, close) {
  for (let i = Math.min(n, lines.length) - 1; i >= 0; i--) if (count(lines[i], open) > count(lines[i], close)) return i + 1;
  return null;
}

/** Advice for one YAML error ({code, message, linePos: [{line, col}]}) in `text`. */
export function slipAdvice(text, error) {
  const lines = String(text).split('\n');
  const n = error.linePos?.[0]?.line ?? 1;
  const line = lines[n - 1] ?? '';
  const seen = byLook(lines, n);
  if (seen) return seen;
  const message = String(error.message ?? '');
  switch (error.code) {
    case 'TAB_AS_INDENT':
      return advice(n, ['slipTab'], line.replace(/\t/g, '  '));
    case 'BLOCK_AS_IMPLICIT_KEY': {
      // "- player: Alice cast: Shock": two keys on one line; else a ": " inside a value.
      const item = /^(\s*-\s+)(.*)$/.exec(line);
      const body = item ? item[2] : line.trim();
      const keys = body.split(/\s+(?=[\w-]+:\s)/);
      if (keys.length > 1 && keys.every((k) => /^[\w-]+:\s/.test(k))) return advice(n, ['slipTwoKeys'], `${item ? item[1] : ' '.repeat(indentOf(line))}{${keys.join(', ')}}`);
      const pair = /^(\s*(?:-\s+)?[\w-]+:\s+)(.+)$/.exec(line);
      if (pair) return advice(n, ['slipColonInValue'], `${pair[1]}"${pair[2].replace(/"/g, '\\"')}"`);
      break;
    }
    case 'DUPLICATE_KEY': {
      const key = /^\s*(?:-\s+)?([^:]+):/.exec(line)?.[1]?.trim() ?? '';
      const first = lines.findIndex((l, i) => i < n - 1 && indentOf(l) === indentOf(line) && new RegExp(`^\\s*(?:-\\s+)?${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*:`).test(l));
      return advice(n, ['slipDuplicate', key, first >= 0 ? first + 1 : null]);
    }
    case 'BAD_INDENT':
    case 'MISSING_CHAR': {
      if (/flow sequence|\]/i.test(message)) {
        const at = unclosedLine(lines, n, '[', ']');
        if (at) return advice(at, ['slipUnclosed', ']'], `${lines[at - 1]}]`);
      }
      if (/flow map|\}/i.test(message)) {
        const at = unclosedLine(lines, n, '{', '}');
        if (at) return advice(at, ['slipUnclosed', '}'], `${lines[at - 1]}}`);
      }
      if (/quote/i.test(message)) {
        const at = lines.findIndex((l) => count(l, '"') % 2 === 1) + 1;
        if (at) return advice(at, ['slipUnclosed', '"'], `${lines[at - 1]}"`);
      }
      return indentAdvice(lines, n);
    }
    case 'MULTILINE_IMPLICIT_KEY':
    case 'UNEXPECTED_TOKEN': {
      const quoted = /^(\s*(?:-\s+)?[\w-]+:\s+)'(.*)'\s*$/.exec(line);
      if (quoted) return advice(n, ['slipQuote'], `${quoted[1]}"${quoted[2].replace(/"/g, '\\"')}"`);
      if (/indent/i.test(message) || indentOf(line) % 2 === 1) return indentAdvice(lines, n);
      break;
    }
    default:
      break;
  }
  return advice(n, ['slipGeneric']);
}

/** A line indented unlike its neighbours: written at the indentation of the line above it
 *  (under its dash's text when that line is a list item). */
function indentAdvice(lines, n) {
  const line = lines[n - 1] ?? '';
  const above = previousLine(lines, n);
  if (above === null) return advice(n, ['slipIndent'], line.trimStart());
  const item = /^(\s*)(-\s+)?/.exec(above);
  const width = /^\s*-\s/.test(line) ? item[1].length : item[1].length + (item[2]?.length ?? 0);
  return advice(n, ['slipIndent'], ' '.repeat(width) + line.trimStart());
}

/** Advice for every YAML error of `text`, one per line, in line order. */
export function slipsOf(text, errors) {
  const byLine = new Map();
  for (const error of errors) {
    const a = slipAdvice(text, error);
    if (!byLine.has(a.line)) byLine.set(a.line, a);
  }
  return [...byLine.values()].sort((a, b) => a.line - b.line);
}

// The server's messages for a valid YAML the format does not accept (src/engine/scenario/schema.ts).
const PROBLEMS = [
  [/^unknown card '(.+?)'(?: — did you mean (.+?)\?)?/, (m) => ['probUnknownCard', m[1], m[2] ?? ''], (m) => [m[1], m[2]?.split(' or ')[0]]],
  [/^unknown player '(.+?)' \(players: (.*?)\)(?: — did you mean (.+?)\?)?/, (m) => ['probUnknownPlayer', m[1], m[2]], (m) => [m[1], m[3]]],
  [/^unknown key '(.+?)'(?: — did you mean (.+?)\?)? \(allowed: (.*)\)/, (m) => ['probUnknownKey', m[1], m[2] ?? '', m[3]], (m) => [`${m[1]}:`, m[2] && `${m[2]}:`]],
  [/^unknown step '(.+?)'/, (m) => ['probUnknownStep', m[1]], () => []],
  [/must be a whole number|expected (number|int)/i, () => ['probNumber'], () => []],
  [/must not be negative|too small/i, () => ['probNegative'], () => []],
  [/^is required$/, () => ['probRequired'], () => []],
  [/^no action verb among keys/, () => ['probNoVerb'], () => []],
  [/^one action does one thing; this one has (.+)$/, (m) => ['probOneThing', m[1]], () => []],
  [/a creature needs pt/, () => ['probNeedsPt'], () => []],
  [/is not a mana cost/, () => ['probMana'], () => []],
];

/** Advice for a problem {path, message} the server reported in the scenario `text` (YAML or
 *  the generated text): the line its path points at, the message in the interface's words
 *  (the server's own words when it is not one we know), and the line corrected when a
 *  suggestion says how. */
export function problemAdvice(text, problem) {
  const lines = String(text ?? '').split('\n');
  const syntax = /^(?:body:|line )(\d+)/.exec(problem.path ?? '');
  const n = syntax ? Number(syntax[1]) : problem.path ? lineOfPath(text ?? '', problem.path) : null;
  const field = /([A-Za-z]+)(?:\[\d+\])?$/.exec(problem.path ?? '')?.[1] ?? '';
  for (const [pattern, say, replace] of PROBLEMS) {
    const m = pattern.exec(problem.message ?? '');
    if (!m) continue;
    const [from, to] = replace(m);
    const line = n ? lines[n - 1] : undefined;
    const fix = line && from && to && line.includes(from) ? line.replace(from, to) : null;
    const [key, ...values] = say(m);
    return { ...advice(n, [key, ...values, field], fix), path: problem.path };
  }
  return { ...advice(n, ['probOther', problem.message ?? '']), path: problem.path };
}
