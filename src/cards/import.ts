// Reading a card file as a stream: Scryfall's bulk JSON and MTGJSON's AtomicCards are
// 100–150 MB, so entries are converted one at a time (stream-json) instead of parsing
// the whole document. Gzip is recognised by its magic bytes; the format by the document's
// first character ('[' a Scryfall or store array, '{' an MTGJSON object).
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import chain from 'stream-chain';
import { parser } from 'stream-json';
import { pick } from 'stream-json/filters/pick.js';
import { streamArray } from 'stream-json/streamers/stream-array.js';
import { streamObject } from 'stream-json/streamers/stream-object.js';
import { JudgeError } from '../errors.ts';
import { entryProblem, fromArrayElement, fromMtgjson } from './formats.ts';
import type { OracleCard } from './types.ts';

export type CardFormat = 'scryfall' | 'mtgjson';

export interface ImportResult {
  format: CardFormat;
  cards: OracleCard[];
  /** Entries that are not cards (no name or type line), by position in the file. */
  skipped: Array<{ entry: string; problem: string }>;
}

/** Reads a card file (plain or gzip) from disk. */
export function readCardFile(file: string): Promise<ImportResult> {
  return readCardStream(createReadStream(file), file);
}

/** Reads a card document from any byte stream; `label` names it in error messages. */
export async function readCardStream(bytes: Readable, label: string): Promise<ImportResult> {
  const { first, rest } = await peek(bytes, label);
  const gzip = first[0] === 0x1f && first[1] === 0x8b;
  let text: Readable = Readable.from(rest, { objectMode: false });
  if (gzip) text = text.pipe(createGunzip());
  const { first: head, rest: body } = await peek(text, label);
  const opening = head.toString('utf8').trimStart()[0];
  if (opening !== '[' && opening !== '{') {
    throw new JudgeError('bad_request', `${label}: not a card file (expected a JSON array of Scryfall cards or an MTGJSON AtomicCards object, found "${head.toString('utf8').trimStart().slice(0, 20)}")`);
  }
  const format: CardFormat = opening === '[' ? 'scryfall' : 'mtgjson';
  const steps = format === 'scryfall' ? [parser(), streamArray()] : [parser(), pick({ filter: 'data' }), streamObject()];
  const pipeline = chain([Readable.from(body, { objectMode: false }), ...steps]);

  const result: ImportResult = { format, cards: [], skipped: [] };
  let count = 0;
  try {
    for await (const item of pipeline as AsyncIterable<{ key: string | number; value: unknown }>) {
      count++;
      const entry = format === 'scryfall' ? `[${item.key}]` : `data["${item.key}"]`;
      const value = item.value;
      const converted =
        format === 'scryfall'
          ? isObject(value) ? fromArrayElement(value) : null
          : Array.isArray(value) && value.every(isObject) ? fromMtgjson(String(item.key), value) : null;
      if (!converted) {
        result.skipped.push({ entry, problem: format === 'scryfall' ? 'not a card object' : 'not a list of card faces' });
        continue;
      }
      for (const card of converted) {
        const problem = entryProblem(card);
        if (problem) result.skipped.push({ entry, problem });
        else result.cards.push(card);
      }
    }
  } catch (err) {
    if (err instanceof JudgeError) throw err;
    throw new JudgeError('bad_request', `${label}: not valid JSON after ${count} entries (${(err as Error).message})`);
  }
  if (result.cards.length === 0) {
    throw new JudgeError('bad_request', `${label}: no cards in it${format === 'mtgjson' ? ' (an MTGJSON file needs a "data" object of cards by name)' : ''}`);
  }
  return result;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The stream's first chunk, and an iterable of the whole stream from the start again. */
async function peek(stream: Readable, label: string): Promise<{ first: Buffer; rest: AsyncIterable<Buffer> }> {
  const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let next: IteratorResult<Buffer>;
  try {
    next = await iterator.next();
  } catch (err) {
    throw new JudgeError('bad_request', `${label}: cannot read it (${(err as Error).message})`);
  }
  if (next.done) throw new JudgeError('bad_request', `${label}: the file is empty`);
  const first = Buffer.from(next.value);
  async function* rest(): AsyncIterable<Buffer> {
    yield first;
    for (let r = await iterator.next(); !r.done; r = await iterator.next()) yield r.value;
  }
  return { first, rest: rest() };
}
