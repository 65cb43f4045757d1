// The front end's files, read once from ./public and kept in memory, each compressed form
// made the first time a client asks for it and kept: compressing per request would cost
// more than serving it, and compressing everything at start (brotli at its best quality on
// half a megabyte) held the server's first answer back by most of a second.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chooseEncoding, type Encoding } from '../http/encoding.ts';

export const PUBLIC_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'public');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.yaml': 'text/yaml; charset=utf-8',
  '.png': 'image/png',
  '.md': 'text/plain; charset=utf-8', // the scenario format, readable as it is written
};

export interface Asset {
  body: Buffer;
  /** Compressed on first use, then kept. */
  readonly gzip: Buffer;
  readonly br: Buffer;
  type: string;
  etag: string;
}

export function makeAsset(body: Buffer, type: string): Asset {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  let gzip: Buffer | undefined;
  let br: Buffer | undefined;
  return {
    body,
    type,
    etag,
    get gzip() {
      return (gzip ??= gzipSync(body, { level: 9 }));
    },
    get br() {
      // Best quality costs seconds on a megabyte of edition data; the app's own files get it.
      return (br ??= brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: body.length > 200_000 ? 6 : 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }));
    },
  };
}

function listFiles(dir: string, prefix = ''): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...listFiles(path.join(dir, entry.name), rel));
    else out.push(rel);
  }
  return out.sort();
}

/** Every file under public/, keyed by its path relative to it ("app.js", "examples/d07.yaml"). */
export function loadAssets(dir = PUBLIC_DIR): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  for (const rel of listFiles(dir)) {
    const type = TYPES[path.extname(rel)] ?? 'application/octet-stream';
    assets.set(rel, makeAsset(readFileSync(path.join(dir, rel)), type));
  }
  return assets;
}

/** The client's preferred encoding, as for API answers (q=0 honoured). */
export function encodedBody(asset: Asset, acceptEncoding: string | undefined): { body: Buffer; encoding?: Encoding } {
  const encoding = chooseEncoding(acceptEncoding);
  return encoding ? { body: asset[encoding], encoding } : { body: asset.body };
}
