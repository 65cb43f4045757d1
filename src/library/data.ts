// data/: the ingested editions, cached per source file (by its sha256 and the parser
// version) so a file is parsed once, and every command that needs rules builds what is
// missing on demand — a fresh clone works without a manual ingest step.
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { JudgeError } from '../errors.ts';
import { PARSER_VERSION } from '../ingest/version.ts';
import type { Edition } from '../tree/types.ts';
import { userCacheDir, userRulesDir, writable } from './user-dirs.ts';

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
async function readCached(file: string): Promise<Edition | null> {
  let value: unknown;
  try {
    value = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return null;
  }
  const e = value as Partial<Edition> | null;
  const whole = !!e && typeof e === 'object' && typeof e.id === 'string' && !!e.root && Array.isArray(e.root.children) && !!e.counts && !!e.source;
  return whole ? (e as Edition) : null;
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
async function dataDirectory(opts: DataOptions): Promise<string> {
  const chosen = opts.dataDir ?? process.env.JUDGE_DATA_DIR;
  if (chosen) return path.resolve(chosen);
  const beside = path.join(REPO_ROOT, 'data');
  return (await writable(beside)) ? beside : userCacheDir();
}

export async function ensureData(opts: DataOptions = {}): Promise<DataResult> {
  const dataDir = await dataDirectory(opts);
  const cacheDir = path.join(dataDir, 'cache');
  try {
    await mkdir(cacheDir, { recursive: true });
  } catch (err) {
    throw new JudgeError('bad_request', `cannot create the data folder ${cacheDir} (${(err as NodeJS.ErrnoException).code}); set JUDGE_DATA_DIR to a folder you can write`);
  }
  await removeLeftoverTemps(cacheDir, opts.log);
  const result: DataResult = { editions: [], failures: [], duplicates: [] };
  const seen = new Set<string>();
  for (const dir of rulesDirectories(opts)) {
    for (const file of await listRuleFiles(dir, result.failures)) {
      const shown = displayPath(file);
      try {
        const bytes = await readFile(file);
        const sha = createHash('sha256').update(bytes).digest('hex');
        if (seen.has(sha)) continue; // the same file reached through two folders
        seen.add(sha);
        const cached = path.join(cacheDir, `${sha}.v${PARSER_VERSION}.json`);
        let edition = await readCached(cached);
        if (!edition) {
          // The parser (remark and friends) loads only when a file actually needs parsing.
          const { ingestBytes } = await import('../ingest/ingest.ts');
          edition = ingestBytes(bytes, shown);
          const tmp = `${cached}.${process.pid}.tmp`;
          await writeFile(tmp, JSON.stringify(edition));
          await rename(tmp, cached); // atomic: parallel test workers never read half a file
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
