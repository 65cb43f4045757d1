// `npm run build:releases [-- --from DIR]`: writes rules/releases/, the English releases that
// ship with the package (see src/library/shipped.ts and rules/README.md):
//   cr-en.br           every release, byte for byte, oldest first, in one brotli stream;
//   cr-en.json         where each stands in the stream, its sha256 and its metadata as parsed;
//   matchings.json.br  the matching of each release with the next (src/history);
//   spans/             each translation's English release composed with the latest release.
// DIR (default ../shared/cr-en when it is there) holds the official .txt releases; without
// it, the releases already in rules/releases/ are read back, so a parser or matcher change
// is shipped with `npm run build:releases` alone. Parsed trees and matchings are cached in
// data/ like any command's, so a second run takes seconds.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { parseArgs } from 'node:util';
import { pinnedPairs, ReleaseChain, spanOf } from '../src/history/index.ts';
import { MATCH_VERSION } from '../src/history/match.ts';
import { PARSER_VERSION } from '../src/ingest/version.ts';
import { ensureData, REPO_ROOT } from '../src/library/data.ts';
import { withoutTree } from '../src/library/edition-cache.ts';
import { ARCHIVE, MANIFEST, MATCHINGS, readManifest, releaseBytes, SHIPPED_DIR, spanFile, SPANS, type Manifest, type ShippedMatchings } from '../src/library/shipped.ts';
import { englishReleaseOf } from '../src/library/translations.ts';
import type { Edition } from '../src/tree/types.ts';

const { values } = parseArgs({ options: { from: { type: 'string' } } });
const SHARED = path.resolve(REPO_ROOT, '..', 'shared', 'cr-en');

/** The folder of .txt releases to ship: --from, ../shared/cr-en, or the current archive unpacked. */
function sourceFolder(): { dir: string; cleanup(): void } {
  const chosen = values.from ?? (existsSync(SHARED) ? SHARED : undefined);
  if (chosen) return { dir: path.resolve(chosen), cleanup: () => undefined };
  const manifest = readManifest();
  if (!manifest) throw new Error(`no releases to read: pass --from DIR (a folder of .txt releases); ${SHIPPED_DIR} holds none yet`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'judge-releases-'));
  for (const r of manifest.releases) writeFileSync(path.join(dir, r.name), releaseBytes(r));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

const started = performance.now();
const source = sourceFolder();
try {
  const log = (line: string) => console.log(line);
  const { editions, failures, duplicates } = await ensureData({ rulesDirs: [source.dir], noDefaults: true, log });
  for (const f of [...failures, ...duplicates]) console.warn(`not shipped: ${f.message}`);
  const english = editions.filter((e) => e.lang === 'en' && e.numbering === 'modern').sort((a, b) => a.id.localeCompare(b.id));
  if (english.length !== editions.length) throw new Error(`${source.dir} holds texts other than English releases of the modern numbering`);

  // 1. The archive and its manifest.
  const name = (e: Edition) => path.basename(e.source.file);
  const bytes = english.map((e) => readFileSync(path.join(source.dir, name(e))));
  const manifest: Manifest = { parserVersion: PARSER_VERSION, releases: [] };
  let offset = 0;
  english.forEach((e, i) => {
    manifest.releases.push({ name: name(e), offset, length: bytes[i]!.length, sha256: e.source.sha256, meta: { ...withoutTree(e), source: { ...e.source, file: name(e) } } });
    offset += bytes[i]!.length;
  });
  const whole = Buffer.concat(bytes);
  // Quality 11 and the largest standard window (16 MB): each release is compressed against
  // the ones just before it, which hold most of its text.
  const brotli = (data: Buffer) =>
    brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_LGWIN]: 24, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    });
  mkdirSync(SHIPPED_DIR, { recursive: true });
  // The same texts in the same order: the archive stands (compressing takes a minute).
  const before = readManifest();
  const sameTexts = !!before && existsSync(path.join(SHIPPED_DIR, ARCHIVE)) && before.releases.map((r) => r.sha256).join() === manifest.releases.map((r) => r.sha256).join();
  if (!sameTexts) {
    console.log(`compressing ${english.length} releases (${(whole.length / 1e6).toFixed(1)} MB)…`);
    writeFileSync(path.join(SHIPPED_DIR, ARCHIVE), brotli(whole));
  }
  writeFileSync(path.join(SHIPPED_DIR, MANIFEST), JSON.stringify(manifest) + '\n');

  // 2. The matchings between consecutive releases (data/history caches them between runs).
  const chain = new ReleaseChain(
    english.map((e) => ({ id: e.id, sha256: e.source.sha256, tree: () => e })),
    { cacheDir: path.join(REPO_ROOT, 'data', 'history') },
  );
  console.log('matching consecutive releases…');
  const matchings: ShippedMatchings = { matchVersion: MATCH_VERSION, steps: chain.keyedMatchings() };
  writeFileSync(path.join(SHIPPED_DIR, MATCHINGS), brotli(Buffer.from(JSON.stringify(matchings))));

  // 3. Spans: from the English release each shipped translation is paired with to the latest.
  const { editions: shipped } = await ensureData({ rulesDirs: [path.join(REPO_ROOT, 'rules')], noDefaults: true });
  const latest = english.at(-1)!;
  rmSync(path.join(SHIPPED_DIR, SPANS), { recursive: true, force: true });
  mkdirSync(path.join(SHIPPED_DIR, SPANS));
  for (const t of shipped.filter((e) => e.lang !== 'en')) {
    const base = english.find((e) => e.id === englishReleaseOf(t, english[0]!.id));
    if (!base) throw new Error(`${t.id} is paired with ${englishReleaseOf(t, english[0]!.id)}, which is not among the releases`);
    const span = spanOf(chain, base.id, latest.id, { from: base.source.sha256, to: latest.source.sha256, pins: pinnedPairs().sha256 });
    writeFileSync(path.join(SHIPPED_DIR, SPANS, spanFile(span.from, span.to)), JSON.stringify(span) + '\n');
  }

  for (const file of readdirSync(SHIPPED_DIR, { recursive: true, encoding: 'utf8' }).filter((f) => f.includes('.')))
    console.log(`${path.join('rules', 'releases', file)}: ${(readFileSync(path.join(SHIPPED_DIR, file)).length / 1024).toFixed(0)} KB`);
  console.log(`done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
} finally {
  source.cleanup();
}
