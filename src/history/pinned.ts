// Pinned pairs: where the similarity matching is wrong, a line in pinned-pairs.txt says what
// the paragraph became. Read once; a malformed line is an error naming the file and line.
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { JudgeError } from '../errors.ts';

export interface Pin {
  /** The older release and the newer one it is matched with. */
  fromEdition: string;
  toEdition: string;
  from: string;
  /** null: the paragraph has no counterpart in the newer release. */
  to: string | null;
  why: string;
}

export const PINNED_FILE = fileURLToPath(new URL('./pinned-pairs.txt', import.meta.url));

const NUMBER = /^(?:\d|\d{3}(?:\.\d+[a-z]{0,2})?)$/;
const EDITION = /^en-\d{4}-\d{2}-\d{2}$/;

export function parsePins(text: string, file = PINNED_FILE): Pin[] {
  const pins: Pin[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const [body = '', ...comment] = raw.split('#');
    const fields = body.trim().split(/\s+/).filter(Boolean);
    if (!fields.length) return;
    const where = `${file}:${i + 1}`;
    if (fields.length !== 4)
      throw new JudgeError('bad_request', `${where}: expected "FROM-EDITION NUMBER TO-EDITION NUMBER|-", got "${body.trim()}"`);
    const [fromEdition, from, toEdition, to] = fields as [string, string, string, string];
    if (!EDITION.test(fromEdition) || !EDITION.test(toEdition)) throw new JudgeError('bad_request', `${where}: editions look like en-2020-07-03`);
    if (!NUMBER.test(from) || (to !== '-' && !NUMBER.test(to))) throw new JudgeError('bad_request', `${where}: "${from}" or "${to}" is not a rule number (or "-")`);
    pins.push({ fromEdition, toEdition, from, to: to === '-' ? null : to, why: comment.join('#').trim() });
  });
  return pins;
}

let loaded: { pins: Pin[]; sha256: string } | undefined;

export function pinnedPairs(): { pins: Pin[]; sha256: string } {
  if (!loaded) {
    const text = readFileSync(PINNED_FILE, 'utf8');
    loaded = { pins: parsePins(text), sha256: createHash('sha256').update(text).digest('hex') };
  }
  return loaded;
}

export function pinsFor(pins: Pin[], fromEdition: string, toEdition: string): Pin[] {
  return pins.filter((p) => p.fromEdition === fromEdition && p.toEdition === toEdition);
}
