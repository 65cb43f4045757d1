// `judge cards fetch`: Scryfall's current "oracle cards" bulk file, found through its
// bulk-data API and read as a stream straight into the importer (never held whole).
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { JudgeError } from '../errors.ts';
import { readCardStream, type ImportResult } from './import.ts';

export const SCRYFALL_BULK = 'https://api.scryfall.com/bulk-data/oracle-cards';

// Scryfall asks API clients to name themselves and to say what they accept.
const HEADERS = { 'User-Agent': 'mtg-judge/0.1 (card import)', Accept: 'application/json' };

async function get(url: string): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(url, { headers: HEADERS, signal: AbortSignal.timeout(120_000) });
  } catch (err) {
    throw new JudgeError('unreachable', `cannot reach ${url} (${(err as Error).cause ?? (err as Error).message}); download the bulk file by hand and run judge cards import FILE`);
  }
  if (!res.ok || !res.body) throw new JudgeError(res.status >= 500 || res.ok ? 'unreachable' : 'not_found', `${url}: HTTP ${res.status}`);
  return res;
}

/** The bulk-data entry (its download_uri) or, for a URL of a .json file itself, that file. */
export async function fetchScryfall(url = SCRYFALL_BULK): Promise<ImportResult & { url: string }> {
  let fileUrl = url;
  if (!/\.json(\.gz)?($|\?)/i.test(url)) {
    const entry = (await (await get(url)).json().catch(() => ({}))) as { download_uri?: unknown };
    if (typeof entry.download_uri !== 'string') throw new JudgeError('bad_request', `${url}: not a Scryfall bulk-data entry (no download_uri)`);
    fileUrl = entry.download_uri;
  }
  const res = await get(fileUrl);
  const result = await readCardStream(Readable.fromWeb(res.body as unknown as WebReadableStream<Uint8Array>), fileUrl);
  return { ...result, url: fileUrl };
}
