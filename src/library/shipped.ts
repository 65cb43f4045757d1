// The English releases that ship with the package (rules/releases/, written by
// `npm run build:releases`): every official release, byte for byte, in one brotli stream
// (consecutive releases share most of their text, so 114 of them cost under 1 MB), with a
// manifest holding each one's place in the stream, sha256 and metadata as the parser saw it
// — so all of them are listed at start without decompressing or parsing any — and the
// matchings between them (src/history) precomputed, so translations pair by identity from
// the first request. A release's text is decompressed only when its tree is first needed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { ChainOptions, ReleaseMatch, Span, SpanSource } from '../history/index.ts';
import type { EditionMeta } from './edition-cache.ts';
import { REPO_ROOT } from './paths.ts';

export const SHIPPED_DIR = path.join(REPO_ROOT, 'rules', 'releases');
export const ARCHIVE = 'cr-en.br';
export const MANIFEST = 'cr-en.json';
export const MATCHINGS = 'matchings.json.br';
export const SPANS = 'spans';


export interface ShippedRelease {
  /** The file's name in the archive of official releases (its archive date, not its effective date). */
  name: string;
  /** Where its bytes stand in the decompressed stream. */
  offset: number;
  length: number;
  sha256: string;
  meta: EditionMeta;
}

export interface Manifest {
  /** The parser (src/ingest PARSER_VERSION) that produced `meta`; a test keeps it current. */
  parserVersion: number;
  releases: ShippedRelease[];
}

export interface ShippedMatchings {
  /** src/history MATCH_VERSION of the matchings. */
  matchVersion: number;
  /** Keyed like the matching cache (src/history/cache.ts matchKey). */
  steps: Record<string, ReleaseMatch>;
}

/** The manifest of the shipped releases, or null when the package has none (a checkout
 *  before `npm run build:releases`). */
export function readManifest(dir = SHIPPED_DIR): Manifest | null {
  const file = path.join(dir, MANIFEST);
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

// The decompressed stream (78 MB) is kept briefly after use: releases are usually wanted
// in bursts (a history walks many of them), and one decompression (about 0.2 s) serves them all.
let stream: { dir: string; bytes: Buffer; timer: NodeJS.Timeout } | undefined;
const KEEP_MS = 5_000;

function decompressed(dir: string): Buffer {
  if (stream?.dir === dir) {
    stream.timer.refresh();
    return stream.bytes;
  }
  const bytes = brotliDecompressSync(readFileSync(path.join(dir, ARCHIVE)));
  const timer = setTimeout(() => (stream = undefined), KEEP_MS);
  timer.unref();
  stream = { dir, bytes, timer };
  return bytes;
}

/** A shipped release's bytes, exactly as published. */
export function releaseBytes(release: ShippedRelease, dir = SHIPPED_DIR): Buffer {
  return decompressed(dir).subarray(release.offset, release.offset + release.length);
}

/** The matchings between consecutive shipped releases; empty when none ship. */
export function readMatchings(dir = SHIPPED_DIR): ShippedMatchings {
  const file = path.join(dir, MATCHINGS);
  if (!existsSync(file)) return { matchVersion: -1, steps: {} };
  return JSON.parse(brotliDecompressSync(readFileSync(file)).toString('utf8')) as ShippedMatchings;
}

/** A span's file name: `en-2020-07-03_en-2026-08-07.json`. */
export const spanFile = (older: string, newer: string) => `${older}_${newer}.json`;

/** The composed matchings from a translation's English release to the latest shipped one
 *  (src/history Span), one file each, read when first needed; none when none ship. */
export function readSpans(dir = SHIPPED_DIR): SpanSource {
  const folder = path.join(dir, SPANS);
  const out: SpanSource = new Map();
  if (!existsSync(folder)) return out;
  for (const name of readdirSync(folder)) {
    const m = /^(.+)_(.+)\.json$/.exec(name);
    if (m) out.set(`${m[1]}>${m[2]}`, () => JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as Span);
  }
  return out;
}

/** What the chain of releases takes from the package: the matchings, read on the first one
 *  asked for (a history or a diff), and the spans. */
export function shippedIdentity(dir = SHIPPED_DIR): Pick<ChainOptions, 'precomputed' | 'spans'> {
  let steps: Record<string, ReleaseMatch> | undefined;
  return { precomputed: (key) => (steps ??= readMatchings(dir).steps)[key], spans: readSpans(dir) };
}
