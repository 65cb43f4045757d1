// Search indexes saved in the data cache, beside the parsed editions: an index is built once
// per edition and loaded after that, by the CLI, MCP and the server alike. Node only (the
// browser builds its indexes from the edition data it holds, src/web/offline-search.ts).
//
// A file is named by the edition, its source's sha256 and a fingerprint of the code that
// builds indexes (the text of the modules that decide what an index holds, and the package
// version): any change to how indexes are built makes new names, and an old file is never
// read by new code. Beside each index lies a small lexicon (the edition's words and its
// glossary's), which is all that telling a query's language needs. Files are written whole to a temporary name,
// then renamed; one that cannot be read or decoded is built again.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Edition } from '../tree/types.ts';
import { CODEC_VERSION, decodeIndex, encodeIndex } from './index-codec.ts';
import { lexiconOf, type IndexData, type Lexicon } from './index-data.ts';

/** The modules whose code decides what an index holds (beside this file, .ts or .js). */
const BUILD_MODULES = ['index-build', 'index-codec', 'index-data', 'analyze', 'lemmas', 'stopwords', 'postings', 'snippet', 'card-index', 'card-kinds'];

let fingerprint: string | undefined;

/** A short hash of the index-building code and the package version. */
export function buildFingerprint(): string {
  if (fingerprint) return fingerprint;
  const here = path.dirname(fileURLToPath(import.meta.url));
  const hash = createHash('sha256').update(`codec ${CODEC_VERSION}\n`);
  for (const name of BUILD_MODULES) {
    const file = [`${name}.ts`, `${name}.js`].map((f) => path.join(here, f)).find((f) => existsSync(f));
    hash.update(file ? readFileSync(file) : `(no ${name})`);
  }
  try {
    hash.update(JSON.parse(readFileSync(path.join(here, '..', '..', 'package.json'), 'utf8')).version ?? '');
  } catch {
    // no package.json beside the code: the modules' text decides alone
  }
  return (fingerprint = hash.digest('hex').slice(0, 12));
}

/** Where the indexes live and how they are read and written; what the pool asks of it. */
export interface IndexStorage {
  load(edition: Edition): IndexData | undefined;
  save(edition: Edition, data: IndexData): void;
  /** What telling a query's language needs, without loading the index; undefined when
   *  none is saved. */
  lexicon(edition: Edition): Lexicon | undefined;
}

export class IndexStore implements IndexStorage {
  constructor(readonly dir: string) {}

  private base(edition: Edition): string {
    const sha = edition.source?.sha256?.slice(0, 16) ?? 'nosource';
    return path.join(this.dir, `${edition.id}.${sha}.${buildFingerprint()}`);
  }

  load(edition: Edition): IndexData | undefined {
    const file = `${this.base(edition)}.index`;
    let bytes: Buffer;
    try {
      bytes = readFileSync(file);
    } catch {
      return undefined;
    }
    try {
      const data = decodeIndex(bytes);
      return data.edition === edition.id ? data : undefined;
    } catch {
      return undefined; // damaged: built again and written over
    }
  }

  lexicon(edition: Edition): Lexicon | undefined {
    try {
      const saved = JSON.parse(readFileSync(`${this.base(edition)}.lexicon.json`, 'utf8')) as Record<keyof Lexicon, string[]>;
      return { words: new Set(saved.words), glossary: new Set(saved.glossary), english: new Set(saved.english) };
    } catch {
      return undefined;
    }
  }

  /** Saves the index and its lexicon; a folder that cannot be written leaves the search
   *  working, only slower next time. Older files of the same edition are removed. */
  save(edition: Edition, data: IndexData): void {
    const base = this.base(edition);
    try {
      mkdirSync(this.dir, { recursive: true });
      const lexicon = lexiconOf(data);
      writeAtomically(`${base}.lexicon.json`, JSON.stringify({ words: [...lexicon.words.keys()], glossary: [...lexicon.glossary], english: [...lexicon.english] }));
      writeAtomically(`${base}.index`, encodeIndex(data));
      const mine = path.basename(base);
      for (const name of readdirSync(this.dir)) {
        if (name.startsWith(`${edition.id}.`) && !name.startsWith(`${mine}.`) && /\.(index|lexicon\.json)$/.test(name)) unlinkSync(path.join(this.dir, name));
      }
    } catch {
      // read-only or full: the index stays in memory
    }
  }
}

function writeAtomically(file: string, data: string | Uint8Array): void {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, data);
  renameSync(tmp, file);
}
