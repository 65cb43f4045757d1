// The package as a user gets it: one `npm pack` of this checkout (its prepack builds dist/),
// installed into an empty folder by scripts/install-server.sh — the container image's own
// install steps (Dockerfile): npm install, `judge ingest` into the folder's data/, write bits
// off — and the installed `judge` run there: compiled JavaScript, the shipped English,
// Italian and Portuguese rules and card pool; a user's commands cache their parsed editions
// under XDG_CACHE_HOME because the package folder cannot be written, and the server serves
// the data/ parsed at install time without writing. As root (CI containers), the installed
// commands run as the unprivileged "nobody" so that read-only really is read-only.
import { execFile, spawn } from 'node:child_process';
import { chmod, copyFile, lstat, mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/library/data.ts';

const exec = promisify(execFile);
const NOBODY = 65534;
const asRoot = process.getuid?.() === 0;

let tmp: string;
let app: string;
let tarballFiles: string[];
let tarballBytes: number;
let env: NodeJS.ProcessEnv;

/** chmod a-w (or u+w back) on a whole tree, keeping the read and execute bits. */
async function chmodTree(dir: string, change: (mode: number) => number): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) await chmodTree(p, change);
    else if (!entry.isSymbolicLink()) await chmod(p, change((await lstat(p)).mode & 0o777));
  }
  await chmod(dir, change((await lstat(dir)).mode & 0o777));
}

/** Runs a command in the installed folder as the user would (unprivileged, clean env). */
async function inApp(file: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const opts = { cwd: app, env, maxBuffer: 1 << 26, ...(asRoot ? { uid: NOBODY, gid: NOBODY } : {}) };
    const { stdout, stderr } = await exec(file, args, opts);
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'judge-pack-'));
  await chmod(tmp, 0o755);
  const npmCache = path.join(os.homedir(), '.npm'); // the registry is reached through npm's own cache
  const { stdout } = await exec('npm', ['pack', '--json', '--pack-destination', tmp, '--cache', npmCache], { cwd: REPO_ROOT, maxBuffer: 1 << 24 });
  const [packed] = JSON.parse(stdout.slice(stdout.indexOf('['))) as Array<{ filename: string; size: number; files: Array<{ path: string }> }>;
  tarballFiles = packed!.files.map((f) => f.path);
  tarballBytes = packed!.size;

  app = path.join(tmp, 'app');
  await mkdir(app);
  await copyFile(path.join(REPO_ROOT, 'src/web/public/examples/d07-trample-lifelink.yaml'), path.join(app, 'scenario.yaml'));
  const npmEnv = { ...process.env, npm_config_cache: npmCache, npm_config_prefer_offline: 'true' };
  await exec('sh', [path.join(REPO_ROOT, 'scripts/install-server.sh'), path.join(tmp, packed!.filename), app], { env: npmEnv, maxBuffer: 1 << 24 });

  const home = path.join(tmp, 'home');
  await mkdir(home, { mode: 0o777 });
  await chmod(home, 0o777);
  env = { PATH: process.env.PATH, HOME: home, XDG_CACHE_HOME: path.join(home, 'cache'), npm_config_cache: path.join(home, 'npm'), npm_config_update_notifier: 'false' };
}, 120_000);

afterAll(async () => {
  if (app) await chmodTree(app, (mode) => mode | 0o200);
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

describe('the npm pack tarball', () => {
  it('ships the compiled code, the rules, the card pool, the docs and the licence, and no tests or sources', () => {
    expect(tarballFiles).toContain('dist/cli/main.js');
    expect(tarballFiles).toContain('dist/web/public/index.html');
    expect(tarballFiles).toContain('rules/en-comprehensive-rules-2026-08-07.txt');
    // Every English release, compressed together, with its manifest and matchings.
    expect(tarballFiles).toEqual(expect.arrayContaining(['rules/releases/cr-en.br', 'rules/releases/cr-en.json', 'rules/releases/matchings.json.br', 'rules/releases/spans/en-2020-07-03_en-2026-08-07.json']));
    expect(tarballBytes).toBeLessThan(8_000_000);
    expect(tarballFiles).toContain('cards/oracle-cards.json.gz');
    expect(tarballFiles).toContain('docs/scenario-format.md');
    // Swagger UI for /docs, copied from swagger-ui-dist with its licence (no CDN, no dependency).
    expect(tarballFiles).toEqual(expect.arrayContaining(['dist/api/swagger-ui/swagger-ui-bundle.js', 'dist/api/swagger-ui/swagger-ui.css', 'dist/api/swagger-ui/LICENSE']));
    expect(tarballFiles).toEqual(expect.arrayContaining(['LICENSE', 'NOTICE', 'README.md', 'package.json', 'bin/judge.js']));
    const stray = tarballFiles.filter((f) => /^(src|test|bench|scripts|\.ci)\//.test(f) || f.endsWith('.ts'));
    expect(stray).toEqual([]);
  });

  it('answers `npx judge rule 100.1` in English from a read-only install', async () => {
    const r = await inApp('npx', ['--no-install', 'judge', 'rule', '100.1']);
    expect(r.stderr).not.toMatch(/EACCES|\n\s+at /);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^100\.1 These Magic rules apply to any Magic game/);
    expect(r.stdout).toContain('[en-2026-08-07]');
    // The editions were parsed into the user's cache, not the package folder.
    const cached = await readdir(path.join(env.XDG_CACHE_HOME!, 'mtg-judge', 'cache'));
    // One tree per edition (beside each, its metadata): the three rulebooks, the two tournament
    // documents, and the English releases the translations are paired with; the other
    // releases wait until they are asked for.
    expect(cached.filter((f) => /^[0-9a-f]{64}\.v\d+\.json$/.test(f))).toHaveLength(7);
    await expect(readdir(path.join(app, 'node_modules', 'mtg-judge', 'data'))).rejects.toThrow(/ENOENT/);
  });

  it('answers `judge search trample` and `judge explain` there', async () => {
    const bin = path.join(app, 'node_modules', '.bin', 'judge');
    const search = await inApp(bin, ['search', 'trample']);
    expect(search.code).toBe(0);
    expect(search.stdout).toMatch(/^702\.19/);
    const explain = await inApp(bin, ['explain', 'scenario.yaml']);
    expect(explain.stderr).toBe('');
    expect(explain.code).toBe(0);
    expect(explain.stdout).toMatch(/^1\. \[declare-attackers\]/m);
    expect(explain.stdout).toContain('702.19');
  });
});

describe('every English release, from the installed package alone', () => {
  it('lists over 100 English releases, and pairs translations by identity', async () => {
    const report = JSON.parse((await inApp('npx', ['--no-install', 'judge', 'report', '--json'])).stdout);
    expect(report.editions.filter((e: { lang: string; kind?: string }) => e.lang === 'en' && e.kind !== 'policy').length).toBeGreaterThanOrEqual(100);
    const menace = await inApp('npx', ['--no-install', 'judge', 'rule', '702.111b', '--lang', 'it']);
    expect(menace.stdout).toMatch(/^702\.111b of en-2026-08-07 is 702\.110b in it-2020-07-03:\n702\.110b Una creatura con minacciare/);
  });

  it('follows a history back to 702.110b and diffs two old releases (parsed on demand into the user cache)', async () => {
    const history = await inApp('npx', ['--no-install', 'judge', 'history', '702.111b']);
    expect(history.code).toBe(0);
    expect(history.stdout).toMatch(/702\.110b/);
    const diff = await inApp('npx', ['--no-install', 'judge', 'diff', 'en-2024-07-30', 'en-2024-11-08']);
    expect(diff.code).toBe(0);
    expect(diff.stdout).toMatch(/^ {2}510\.1c$/m);
  });
});

/** `judge serve` from the installed folder, as the image runs it; resolves with its URL
 *  once ready (the banner) and everything it printed on stderr so far. */
function serveInstalled(extraEnv: NodeJS.ProcessEnv) {
  const opts = { cwd: app, env: { ...env, ...extraEnv }, ...(asRoot ? { uid: NOBODY, gid: NOBODY } : {}) };
  const server = spawn(path.join(app, 'node_modules', '.bin', 'judge'), ['serve', '--port', '0', '--quiet'], opts);
  let stderr = '';
  const url = new Promise<string>((resolve, reject) => {
    server.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk;
      const at = /serving .* at (http:\/\/\S+)/.exec(stderr);
      if (at) resolve(at[1]!.replace('0.0.0.0', '127.0.0.1'));
    });
    server.once('exit', (code) => reject(new Error(`judge serve exited ${code}: ${stderr}`)));
  });
  return { server, url, stderr: () => stderr };
}

/** Every file under `dir` with its size and modification time, to see that nothing changed. */
async function snapshot(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    const s = await stat(file);
    out.push(`${path.relative(dir, file)} ${s.size} ${s.mtimeMs}`);
  }
  return out.sort();
}

describe('the container image (Dockerfile), its install steps run in a fresh folder', () => {
  it('runs scripts/install-server.sh unprivileged, HOST=0.0.0.0, /ready as the health check', async () => {
    const dockerfile = await readFile(path.join(REPO_ROOT, 'Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/^RUN sh \/tmp\/install-server\.sh \/tmp\/mtg-judge\.tgz \/opt\/judge\b/m);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/HOST=0\.0\.0\.0/);
    expect(dockerfile).toMatch(/JUDGE_DATA_DIR=\/opt\/judge\/data/);
    expect(dockerfile).toMatch(/^HEALTHCHECK[\s\S]*\/ready/m);
  });

  it('serves the editions parsed at build time from the read-only data folder, writing nothing, and /docs from the package', async () => {
    const data = path.join(app, 'data');
    const before = await snapshot(data);
    expect(before.some((f) => /^cache\/[0-9a-f]{64}\.v\d+\.json /.test(f))).toBe(true);
    const { server, url, stderr } = serveInstalled({ HOST: '0.0.0.0', JUDGE_DATA_DIR: data });
    try {
      const base = await url;
      expect((await fetch(`${base}/ready`)).status).toBe(200);
      const rule = await fetch(`${base}/v1/rules/702.19?lang=it`);
      expect(rule.status).toBe(200);
      expect((await fetch(`${base}/v1/search?q=trample`)).status).toBe(200);
      // /docs: Swagger UI from the package itself.
      const page = await fetch(`${base}/docs`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('/docs/swagger-ui-bundle.js');
      const bundle = await fetch(`${base}/docs/swagger-ui-bundle.js`);
      expect(bundle.status).toBe(200);
      expect(bundle.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(await bundle.text()).toContain('SwaggerUIBundle');
      expect(stderr()).not.toMatch(/ingested|cannot be written/); // nothing parsed again
      expect(await snapshot(data)).toEqual(before);
    } finally {
      server.kill('SIGTERM');
    }
  });
});
