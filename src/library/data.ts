// data/: the ingested editions, cached per source file (by its sha256 and the parser
// version) so a file is parsed once, and every command that needs rules builds what is
// missing on demand — a fresh clone works without a manual ingest step.
import { existsSync } from 'node:fs';
import { readdir, readFile, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { JudgeError } from '../errors.ts';
import type { Edition } from '../tree/types.ts';
import { cacheFileOf, lazyEdition, readLazily, writeAtomicallySync, writeEditionCache } from './edition-cache.ts';
import { parseNow, type ParseJob } from './parse-client.ts';
import { ARCHIVE, readManifest, releaseBytes, SHIPPED_DIR, type Manifest } from './shipped.ts';
import { englishReleaseOf } from './translations.ts';
import { userCacheDir, userRulesDir, writable, writableSync } from './user-dirs.ts';
import { REPO_ROOT } from './paths.ts';

export { REPO_ROOT };

export interface DataOptions {
  /** Extra rules folders (the CLI's --rules). */
  rulesDirs?: string[];
  /** Leave out the shipped rules/ folder and releases (tests that want only their own sources). */
  noDefaults?: boolean;
  /** The shipped releases' folder (default rules/releases/; tests point elsewhere). */
  shippedDir?: string;
  dataDir?: string;
  /** Where progress and per-file failures are told; silent when absent. */
  log?: (line: string) => void;
}

export interface DataResult {
  editions: Edition[];
  failures: Array<{ file: string; message: string }>;
  /** Files holding an edition another file holds more completely: not loaded. */
  duplicates: Array<{ file: string; id: string; kept: string; message: string }>;
  /** The shipped releases loaded, each with what parsing it takes (./parse-client.ts);
   *  `isCached` says whether that was done already. */
  shipped: ShippedJob[];
  /** Where parsed editions are cached, and whether this process could write there (if
   *  not, what it parsed is kept in memory only). */
  cache: { folder: string; writable: boolean };
}

export type ShippedJob = ParseJob & { id: string; isCached(): boolean };

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
  const log = canWrite ? opts.log : onceTold(opts.log, inMemoryNotice(cacheDir));
  const result: DataResult = { editions: [], failures: [], duplicates: [], shipped: [], cache: { folder: cacheDir, writable: canWrite } };
  const seen = new Set<string>();
  const hashes = await SourceHashes.open(path.join(cacheDir, 'sources.json'));
  for (const dir of rulesDirectories(opts)) {
    for (const file of await listRuleFiles(dir, result.failures)) {
      const shown = displayPath(file);
      try {
        const sha = await hashes.sha256(file);
        if (seen.has(sha)) continue; // the same file reached through two folders
        seen.add(sha);
        const cached = cacheFileOf(cacheDir, sha);
        const edition = (await readLazily(cached)) ?? (await parseAndCache(await readFile(file), shown, cached, log));
        edition.source.file = shown;
        result.editions.push(edition);
      } catch (err) {
        fail(result, shown, err, opts.log);
      }
    }
  }
  await hashes.save();
  const shippedDir = opts.shippedDir ?? (opts.noDefaults ? undefined : SHIPPED_DIR);
  const manifest = shippedDir ? readManifest(shippedDir) : null;
  if (manifest) await addShipped(result, manifest, shippedDir!, cacheDir, seen, log);
  keepMostComplete(result, opts.log);
  return result;
}

/**
 * The shipped English releases (./shipped.ts), listed from their manifest. A text a folder
 * already gave (the latest ships as a file too) is not loaded twice. The English release a
 * loaded translation is paired with is parsed now, like a folder's file, as the translation
 * is shown beside it from the first request; every other release when its tree is first
 * needed (./parse-client.ts), or in the background (Library.prepareAll).
 */
async function addShipped(result: DataResult, manifest: Manifest, dir: string, cacheDir: string, seen: Set<string>, log?: (line: string) => void): Promise<void> {
  const oldest = manifest.releases.map((r) => r.meta.id).sort()[0];
  const translated = new Set(result.editions.map((e) => (e.lang === 'en' ? null : englishReleaseOf(e, oldest))));
  const archive = displayPath(path.join(dir, ARCHIVE));
  for (const release of manifest.releases) {
    if (seen.has(release.sha256)) continue;
    seen.add(release.sha256);
    const job: ParseJob = { release, dir, display: `${archive}:${release.name}`, cached: cacheFileOf(cacheDir, release.sha256) };
    try {
      const edition = translated.has(release.meta.id)
        ? ((await readLazily(job.cached)) ?? (await parseAndCache(releaseBytes(release, dir), job.display, job.cached, log)))
        : lazyEdition(release.meta, job.cached, () => parseNow(job));
      edition.source.file = job.display;
      result.editions.push(edition);
      result.shipped.push({ ...job, id: release.meta.id, isCached: () => existsSync(job.cached) });
    } catch (err) {
      fail(result, job.display, err, log);
    }
  }
}

/** Parses a text now (the parser loads only when a text needs it). */
async function parseAndCache(bytes: Uint8Array, shown: string, cached: string, log?: (line: string) => void): Promise<Edition> {
  const { ingestBytes } = await import('../ingest/ingest.ts');
  const edition = ingestBytes(bytes, shown);
  writeEditionCache(cached, edition);
  log?.(`ingested ${shown} → ${edition.id}`);
  return edition;
}

/** A log that, after the first line it is given, also tells `notice` (once). */
function onceTold(log: ((line: string) => void) | undefined, notice: string): ((line: string) => void) | undefined {
  if (!log) return undefined;
  let told = false;
  return (line) => {
    log(line);
    if (!told && line.startsWith('ingested ')) (told = true), log(notice);
  };
}

function fail(result: DataResult, shown: string, err: unknown, log?: (line: string) => void): void {
  const message = err instanceof JudgeError ? err.message : `${shown}: ${(err as Error).message}`;
  result.failures.push({ file: shown, message });
  log?.(`skipped ${message}`);
}

/** Two sources of the same edition (same language and date): the most complete is served,
 *  the other reported. */
function keepMostComplete(result: DataResult, log?: (line: string) => void): void {
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
    log?.(`skipped ${message}`);
  }
  result.editions = result.editions.filter((e) => best.get(e.id) === e);
  result.shipped = result.shipped.filter((s) => result.editions.some((e) => e.id === s.id && e.source.file === s.display));
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
    if (this.changed) writeAtomicallySync(this.file, JSON.stringify(this.known));
  }
}
