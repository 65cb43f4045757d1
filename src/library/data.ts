// data/: the ingested editions, cached per source file (by its sha256 and the parser
// version) so a file is parsed once, and every command that needs rules builds what is
// missing on demand — a fresh clone works without a manual ingest step.
import { readFileSync } from 'node:fs';
import { readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { JudgeError } from '../errors.ts';
import { PARSER_VERSION } from '../ingest/version.ts';
import type { Edition } from '../tree/types.ts';
import { readSectionsFrom, writeSections } from './sections.ts';
import { userCacheDir, userRulesDir, writable, writableSync } from './user-dirs.ts';

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
  /** Files holding an edition another file holds more completely: not loaded. */
  duplicates: Array<{ file: string; id: string; kept: string; message: string }>;
  /** Where parsed editions are cached, and whether this process could write there (if
   *  not, what it parsed is kept in memory only). */
  cache: { folder: string; writable: boolean };
}

/** The folders to read: rules/, rules/local/, the user's rules folder (where `judge fetch`
 *  saves), $JUDGE_RULES, --rules. */
export function rulesDirectories(opts: DataOptions = {}): string[] {
  const fromEnv = (process.env.JUDGE_RULES ?? '').split(path.delimiter).filter(Boolean);
  const defaults = opts.noDefaults ? [] : [path.join(REPO_ROOT, 'rules'), path.join(REPO_ROOT, 'rules', 'local'), userRulesDir()];
  return [...new Set([...defaults, ...fromEnv, ...(opts.rulesDirs ?? [])].map((d) => path.resolve(d)))];
}

/** The rules files of a folder; an entry that cannot be read (a dangling link, a link
 *  loop, no permission) is reported in `failures` and skipped, never fatal. */
async function listRuleFiles(dir: string, failures: DataResult['failures']): Promise<string[]> {
  let entries: string[];
  try {
    entries = await readdir(dir);
  } catch (err) {
    // The optional folders (rules/local/, the user's rules folder) need not exist.
    if ((err as NodeJS.ErrnoException).code === 'ENOENT' && (dir.endsWith(`${path.sep}local`) || dir === userRulesDir())) return [];
    throw new JudgeError('not_found', `rules folder ${dir}: cannot read (${(err as NodeJS.ErrnoException).code})`);
  }
  const files: string[] = [];
  for (const name of entries.sort()) {
    // Hidden files and a folder's README (rules/README.md says where each text comes from).
    if (name.startsWith('.') || /^readme(\.|$)/i.test(name)) continue;
    const file = path.join(dir, name);
    try {
      if ((await stat(file)).isFile()) files.push(file);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      const why = code === 'ENOENT' ? 'a link to nothing' : code === 'ELOOP' ? 'a link loop' : `cannot read (${code})`;
      failures.push({ file: displayPath(file), message: `${displayPath(file)}: ${why}; skipped` });
    }
  }
  return files;
}

/** Temp files a killed ingest left behind: those of processes no longer running, or old. */
async function removeLeftoverTemps(cacheDir: string, log?: (line: string) => void): Promise<void> {
  for (const name of await readdir(cacheDir)) {
    const match = /\.(\d+)\.tmp$/.exec(name);
    if (!match) continue;
    const file = path.join(cacheDir, name);
    const ageMs = Date.now() - (await stat(file).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs;
    if (processAlive(Number(match[1])) && ageMs < 10 * 60_000) continue; // another ingest is writing it
    await unlink(file).catch(() => undefined);
    log?.(`removed a leftover temp file ${name}`);
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A cache file is used only if it holds an edition; `null`, a cut-off or foreign file is re-parsed. */
/** True when cached metadata has what an edition needs without its tree. */
function wholeMeta(e: Partial<Edition> | null): boolean {
  return !!e && typeof e === 'object' && typeof e.id === 'string' && !!e.counts && !!e.source;
}

async function readCached(file: string): Promise<Edition | null> {
  let value: unknown;
  try {
    value = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return null;
  }
  const e = value as Partial<Edition> | null;
  return wholeMeta(e) && !!e!.root && Array.isArray(e!.root.children) ? (e as Edition) : null;
}

/** How much of the rules an edition holds, to pick among two texts of the same edition. */
function completeness(e: Edition): number {
  const c = e.counts;
  return c.sections + c.rules + c.subrules + c.subsubrules + c.examples + c.glossary + (e.coverage ?? 0);
}

function displayPath(file: string): string {
  const rel = path.relative(REPO_ROOT, file);
  return rel.startsWith('..') && path.isAbsolute(rel) ? file : rel.startsWith('..') ? file : rel;
}

/** data/ in the package folder when it can be written, else the user's cache folder (an
 *  install in a read-only folder); $JUDGE_DATA_DIR or opts.dataDir override both. */
export function dataDirectory(opts: DataOptions = {}): string {
  const chosen = opts.dataDir ?? process.env.JUDGE_DATA_DIR;
  if (chosen) return path.resolve(chosen);
  const beside = path.join(REPO_ROOT, 'data');
  return writableSync(beside) ? beside : userCacheDir();
}

export const inMemoryNotice = (cacheDir: string) =>
  `${cacheDir} cannot be written: parsed editions are kept in memory for this run (set JUDGE_DATA_DIR to a folder that can be written)`;

export async function ensureData(opts: DataOptions = {}): Promise<DataResult> {
  const dataDir = dataDirectory(opts);
  const cacheDir = path.join(dataDir, 'cache');
  // A folder nobody may write (a read-only image, a locked-down home) is read as far as it
  // goes; what is parsed anew is then kept in memory for this run instead of failing.
  const canWrite = await writable(cacheDir);
  if (canWrite) await removeLeftoverTemps(cacheDir, opts.log);
  const keep = canWrite ? writeAtomically : async () => undefined;
  let toldInMemory = false;
  const result: DataResult = { editions: [], failures: [], duplicates: [], cache: { folder: cacheDir, writable: canWrite } };
  const seen = new Set<string>();
  const hashes = await SourceHashes.open(path.join(cacheDir, 'sources.json'));
  for (const dir of rulesDirectories(opts)) {
    for (const file of await listRuleFiles(dir, result.failures)) {
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
          await keep(cached, JSON.stringify(edition));
          await keep(metaFile(cached), JSON.stringify(withoutTree(edition)));
          if (canWrite) writeSections(cached, edition);
          opts.log?.(`ingested ${shown} → ${edition.id}`);
          if (!canWrite && !toldInMemory) opts.log?.(inMemoryNotice(cacheDir));
          toldInMemory = !canWrite;
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
  // Two sources of the same edition (same language and date): the most complete is served,
  // the other reported.
  const best = new Map<string, Edition>();
  for (const e of result.editions) {
    const other = best.get(e.id);
    if (!other || completeness(e) > completeness(other)) best.set(e.id, e);
  }
  for (const e of result.editions) {
    const kept = best.get(e.id)!;
    if (kept === e) continue;
    const message = `${e.source.file}: holds ${e.id} like ${kept.source.file}, which is more complete (${kept.counts.rules} rules, ${kept.counts.glossary} glossary entries against ${e.counts.rules} and ${e.counts.glossary}); not loaded`;
    result.duplicates.push({ file: e.source.file, id: e.id, kept: kept.source.file, message });
    opts.log?.(`skipped ${message}`);
  }
  result.editions = result.editions.filter((e) => best.get(e.id) === e);
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
  let meta: Omit<Edition, 'root'> | null = null;
  try {
    meta = JSON.parse(await readFile(metaFile(cached), 'utf8')) as Omit<Edition, 'root'>;
  } catch {
    // absent (an older cache) or damaged: handled below
  }
  if (!wholeMeta(meta)) {
    // A cache written before the metadata files, or a damaged one: read it whole (null when
    // it is damaged too, so the source is parsed again), and add the metadata.
    const edition = await readCached(cached);
    if (edition) await writeAtomically(metaFile(cached), JSON.stringify(withoutTree(edition))).catch(() => undefined);
    return edition;
  }
  const edition = meta as Edition;
  Object.defineProperty(edition, 'root', {
    configurable: true,
    enumerable: true,
    get() {
      const root = (JSON.parse(readFileSync(cached, 'utf8')) as Edition).root;
      Object.defineProperty(edition, 'root', { value: root, enumerable: true, writable: true });
      // A cache written before the section files gets them now, for the next start.
      if (!sectionsRead) writeSections(cached, edition);
      return root;
    },
  });
  // Until the tree is needed whole, one section can be read on its own (./sections.ts).
  const sectionsRead = readSectionsFrom(edition, cached);
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
