// One parsed edition in data/cache/: its tree (`<sha256>.v<parser>.json`), its metadata
// without the tree beside it (`.meta.json`, a few KB) and, for the modern numbering, one
// file per section (./sections.ts). Loading reads only the metadata; the tree is read the
// first time `root` is — or, for a shipped release never parsed here, parsed then (in a
// worker, ./parse-client.ts). With 114 English releases, start-up reads no tree at all, and
// an old release costs memory only once someone asks for it.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PARSER_VERSION } from '../ingest/version.ts';
import type { Edition } from '../tree/types.ts';
import { readSectionsFrom, writeSections } from './sections.ts';

export type EditionMeta = Omit<Edition, 'root'>;

export const cacheFileOf = (cacheDir: string, sha256: string) => path.join(cacheDir, `${sha256}.v${PARSER_VERSION}.json`);
const metaFile = (cached: string) => cached.replace(/\.json$/, '.meta.json');

export function withoutTree(edition: Edition): EditionMeta {
  const { root: _root, ...meta } = edition;
  return meta;
}

/** True when cached metadata has what an edition needs without its tree. */
function wholeMeta(e: Partial<Edition> | null): boolean {
  return !!e && typeof e === 'object' && typeof e.id === 'string' && !!e.counts && !!e.source;
}

/** The cached edition, or null when it is absent or damaged (`null`, cut short, foreign). */
function validTree(value: unknown): Edition | null {
  const e = value as Partial<Edition> | null;
  return wholeMeta(e) && !!e!.root && Array.isArray(e!.root.children) ? (e as Edition) : null;
}

export function readTreeSync(cached: string): Edition | null {
  try {
    return validTree(JSON.parse(readFileSync(cached, 'utf8')));
  } catch {
    return null;
  }
}

/** Writes a file whole or not at all: parallel processes never read half a file. Best
 *  effort: a read-only cache only costs the next start the parse. */
export function writeAtomicallySync(file: string, text: string | Uint8Array): boolean {
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(tmp, text);
    renameSync(tmp, file);
    return true;
  } catch {
    return false;
  }
}

/** The tree, its metadata and its sections, for the next start. */
export function writeEditionCache(cached: string, edition: Edition, treeJson = JSON.stringify(edition)): void {
  if (!writeAtomicallySync(cached, treeJson)) return;
  writeAtomicallySync(metaFile(cached), JSON.stringify(withoutTree(edition)));
  writeSections(cached, edition);
}

/** Defines `root` to be loaded on first read by `load`, which also refreshes the metadata
 *  (a manifest's may come from an older parser). */
function loadTreeOnFirstUse(edition: Edition, load: () => Edition): void {
  Object.defineProperty(edition, 'root', {
    configurable: true,
    enumerable: true,
    get() {
      const loaded = load();
      const file = edition.source.file;
      Object.assign(edition, withoutTree(loaded));
      edition.source = { ...loaded.source, file };
      Object.defineProperty(edition, 'root', { value: loaded.root, enumerable: true, writable: true, configurable: true });
      return loaded.root;
    },
  });
}

/** The cached edition with its tree loaded on first use; null when not cached. */
export async function readLazily(cached: string): Promise<Edition | null> {
  let meta: EditionMeta | null = null;
  try {
    meta = JSON.parse(await readFile(metaFile(cached), 'utf8')) as EditionMeta;
  } catch {
    // absent (an older cache) or damaged: handled below
  }
  if (!wholeMeta(meta)) {
    // A cache written before the metadata files, or a damaged one: read it whole (null when
    // it is damaged too, so the source is parsed again), and add the metadata.
    const edition = readTreeSync(cached);
    if (edition) writeAtomicallySync(metaFile(cached), JSON.stringify(withoutTree(edition)));
    return edition;
  }
  const edition = meta as Edition;
  // Until the tree is needed whole, one section can be read on its own (./sections.ts).
  const sectionsRead = readSectionsFrom(edition, cached);
  loadTreeOnFirstUse(edition, () => {
    const tree = readTreeSync(cached);
    if (!tree) throw new Error(`${cached}: the cached tree of ${edition.id} is missing or damaged; run \`judge ingest\``);
    // A cache written before the section files gets them now, for the next start.
    if (!sectionsRead) writeSections(cached, tree);
    return tree;
  });
  return edition;
}

/** An edition known by its metadata alone (a shipped release: ./shipped.ts), whose tree is
 *  read from the cache when it is there and made by `parse` (which caches it) when not. */
export function lazyEdition(meta: EditionMeta, cached: string, parse: () => Edition): Edition {
  const edition = { ...meta, source: { ...meta.source } } as Edition;
  readSectionsFrom(edition, cached);
  loadTreeOnFirstUse(edition, () => readTreeSync(cached) ?? parse());
  return edition;
}
