// The front end's files, read once from ./public and kept in memory with their gzip and
// brotli forms precomputed: the whole app is a few dozen kilobytes, and compressing per
// request would cost more than serving it.
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
  gzip: Buffer;
  br: Buffer;
  type: string;
  etag: string;
}

export function makeAsset(body: Buffer, type: string): Asset {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  return {
    body,
    type,
    etag,
    gzip: gzipSync(body, { level: 9 }),
    // Best quality costs seconds on a megabyte of edition data; the app's own files get it.
    br: brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: body.length > 200_000 ? 6 : 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
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
