// data/: the ingested editions, cached per source file (by its sha256 and the parser
// version) so a file is parsed once, and every command that needs rules builds what is
// missing on demand — a fresh clone works without a manual ingest step.
import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { JudgeError } from '../errors.ts';
import { PARSER_VERSION } from '../ingest/version.ts';
import type { Edition } from '../tree/types.ts';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface DataOptions {
  /** Extra rules folders (the CLI's --rules). */
  rulesDirs?: string[];
  /** Leave out the shipped rules/ folder (tests that want only their own sources). */
  noDefaults?: boolean;
  dataDir?: string;
  /** Where progress and per-file failures are told; silent when absent. */
  log?: (line: string) => void;
}

export interface DataResult {
  editions: Edition[];
  failures: Array<{ file: string; message: string }>;
}

/** The folders to read: rules/, rules/local/ (where `judge fetch` saves), $JUDGE_RULES, --rules. */
export function rulesDirectories(opts: DataOptions = {}): string[] {
  const fromEnv = (process.env.JUDGE_RULES ?? '').split(path.delimiter).filter(Boolean);
  const defaults = opts.noDefaults ? [] : [path.join(REPO_ROOT, 'rules'), path.join(REPO_ROOT, 'rules', 'local')];
  return [...new Set([...defaults, ...fromEnv, ...(opts.rulesDirs ?? [])].map((d) => path.resolve(d)))];
}

async function listRuleFiles(dir: string): Promise<string[]> {
  let entries: string[];
  try {
    entries = await readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT' && dir.endsWith(`${path.sep}local`)) return [];
    throw new JudgeError('not_found', `rules folder ${dir}: cannot read (${(err as NodeJS.ErrnoException).code})`);
  }
  const files: string[] = [];
  for (const name of entries.sort()) {
    // Hidden files and a folder's README (rules/README.md says where each text comes from).
    if (name.startsWith('.') || /^readme(\.|$)/i.test(name)) continue;
    const file = path.join(dir, name);
    if ((await stat(file)).isFile()) files.push(file);
  }
  return files;
}

function displayPath(file: string): string {
  const rel = path.relative(REPO_ROOT, file);
  return rel.startsWith('..') && path.isAbsolute(rel) ? file : rel.startsWith('..') ? file : rel;
}

export function dataDirectory(opts: DataOptions = {}): string {
  return path.resolve(opts.dataDir ?? process.env.JUDGE_DATA_DIR ?? path.join(REPO_ROOT, 'data'));
}

export async function ensureData(opts: DataOptions = {}): Promise<DataResult> {
  const dataDir = dataDirectory(opts);
  const cacheDir = path.join(dataDir, 'cache');
  await mkdir(cacheDir, { recursive: true });
  const result: DataResult = { editions: [], failures: [] };
  const seen = new Set<string>();
  const hashes = await SourceHashes.open(path.join(cacheDir, 'sources.json'));
  for (const dir of rulesDirectories(opts)) {
    for (const file of await listRuleFiles(dir)) {
      const shown = displayPath(file);
      try {
        const sha = await hashes.sha256(file);
        if (seen.has(sha)) continue; // the same file reached through two folders
        seen.add(sha);
        const cached = path.join(cacheDir, `${sha}.v${PARSER_VERSION}.json`);
        let edition: Edition | null = await readLazily(cached);
        if (!edition) {
          // The parser (remark and friends) loads only when a file actually needs parsing.
          const { ingestBytes } = await import('../ingest/ingest.ts');
          edition = ingestBytes(await readFile(file), shown);
          await writeAtomically(cached, JSON.stringify(edition));
          await writeAtomically(metaFile(cached), JSON.stringify(withoutTree(edition)));
          opts.log?.(`ingested ${shown} → ${edition.id}`);
        }
        edition.source.file = shown;
        result.editions.push(edition);
      } catch (err) {
        const message = err instanceof JudgeError ? err.message : `${shown}: ${(err as Error).message}`;
        result.failures.push({ file: shown, message });
        opts.log?.(`skipped ${message}`);
      }
    }
  }
  await hashes.save();
  // Two sources with the same effective date and language: keep both, the later one suffixed.
  const ids = new Map<string, number>();
  for (const e of result.editions) {
    const n = (ids.get(e.id) ?? 0) + 1;
    ids.set(e.id, n);
    if (n > 1) {
      e.notes = [...e.notes, `Another source (${e.id}) has the same language and date; this one is ${e.id}~${n}.`];
      e.id = `${e.id}~${n}`;
    }
  }
  return result;
}

// Lazy trees: next to each cached edition lies its metadata without the tree (a few KB).
// Loading reads only that; the tree is parsed from the full file the first time `root` is
// read. With 46 editions, start-up reads 46 small files instead of 70 MB of JSON, and an
// old release costs memory only once someone asks for it.
const metaFile = (cached: string) => cached.replace(/\.json$/, '.meta.json');

function withoutTree(edition: Edition): Omit<Edition, 'root'> {
  const { root: _root, ...meta } = edition;
  return meta;
}

async function writeAtomically(file: string, text: string): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, text);
  await rename(tmp, file); // atomic: parallel test workers never read half a file
}

/** The cached edition with its tree loaded on first use; null when not cached. */
async function readLazily(cached: string): Promise<Edition | null> {
  let meta: Omit<Edition, 'root'>;
  try {
    meta = JSON.parse(await readFile(metaFile(cached), 'utf8')) as Omit<Edition, 'root'>;
  } catch {
    // A cache written before the metadata files: read it whole, and add the metadata.
    try {
      const edition = JSON.parse(await readFile(cached, 'utf8')) as Edition;
      await writeAtomically(metaFile(cached), JSON.stringify(withoutTree(edition))).catch(() => undefined);
      return edition;
    } catch {
      return null;
    }
  }
  const edition = meta as Edition;
  Object.defineProperty(edition, 'root', {
    configurable: true,
    enumerable: true,
    get() {
      const root = (JSON.parse(readFileSync(cached, 'utf8')) as Edition).root;
      Object.defineProperty(edition, 'root', { value: root, enumerable: true, writable: true });
      return root;
    },
  });
  return edition;
}

/** Each rules file's sha256, remembered with its size and modification time: a file that
 *  has neither changed size nor been touched is not read again to know its hash (the way
 *  make and git's index decide), so a warm start reads no rules text at all. */
class SourceHashes {
  private changed = false;
  private constructor(
    private readonly file: string,
    private readonly known: Record<string, { size: number; mtimeMs: number; sha256: string }>,
  ) {}

  static async open(file: string): Promise<SourceHashes> {
    try {
      return new SourceHashes(file, JSON.parse(await readFile(file, 'utf8')));
    } catch {
      return new SourceHashes(file, {});
    }
  }

  async sha256(source: string): Promise<string> {
    const { size, mtimeMs } = await stat(source);
    const had = this.known[source];
    if (had && had.size === size && had.mtimeMs === mtimeMs) return had.sha256;
    const sha256 = createHash('sha256').update(await readFile(source)).digest('hex');
    this.known[source] = { size, mtimeMs, sha256 };
    this.changed = true;
    return sha256;
  }

  async save(): Promise<void> {
    if (this.changed) await writeAtomically(this.file, JSON.stringify(this.known)).catch(() => undefined);
  }
}
