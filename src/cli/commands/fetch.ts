import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Command } from 'commander';
import { JudgeError } from '../../errors.ts';
import { userRulesDir } from '../../library/user-dirs.ts';
import { readManifest } from '../../library/shipped.ts';
import { ingestBytes } from '../../ingest/ingest.ts';
import { printJson } from '../open-library.ts';

export const RULES_PAGE = 'https://magic.wizards.com/en/rules';
/** Where Wizards publishes each release's text, by its date ({yyyy}, {yyyymmdd}). */
export const RELEASE_URL = 'https://media.wizards.com/{yyyy}/downloads/MagicCompRules%20{yyyymmdd}.txt';

/** The link to the plain-text release on the rules page. */
export function findTextLink(html: string, base: string): string | null {
  const m = /href="([^"]+?\.txt)"/i.exec(html);
  return m ? new URL(m[1]!.replace(/ /g, '%20'), base).href : null;
}

/** The address of the release of `date` (YYYY-MM-DD) after `template`'s pattern. */
export function releaseUrl(date: string, template = RELEASE_URL): string {
  return template.replace(/\{yyyy\}/g, date.slice(0, 4)).replace(/\{yyyymmdd\}/g, date.replace(/-/g, ''));
}

/** The shipped release of that date — effective date or archive date — if there is one. */
function shippedRelease(date: string): { id: string; name: string } | undefined {
  const r = readManifest()?.releases.find((x) => x.meta.effectiveDate === date || x.name === `${date}.txt`);
  return r && { id: r.meta.id, name: r.name };
}

async function get(url: string): Promise<Response> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
    if (!res.ok) throw new JudgeError(res.status >= 500 ? 'unreachable' : 'not_found', `${url}: HTTP ${res.status}`);
    return res;
  } catch (err) {
    if (err instanceof JudgeError) throw err;
    throw new JudgeError('unreachable', `cannot reach ${url} (${(err as Error).cause ?? (err as Error).message}); download the .txt release by hand and pass its folder with --rules`);
  }
}

// `judge fetch [--date D]`: download the current English release — or the one of a date —
// into the user's rules folder ($XDG_DATA_HOME/mtg-judge/rules or the platform's), which
// every command reads next to the shipped rulebooks; never into the package folder, which
// may be read-only. A release the package already ships is not downloaded again.
export function register(program: Command): void {
  program
    .command('fetch')
    .option('--date <YYYY-MM-DD>', 'the release of that date (effective or published) instead of the current one')
    .option('--url <url>', `the rules page, or a .txt release itself; with --date, the release address with {yyyy} and {yyyymmdd} (default ${RELEASE_URL})`)
    .option('--out <dir>', 'where to save it', userRulesDir())
    .option('--json', 'print JSON: {edition, rules, file, url}, or {edition, shipped: true} for a release the package ships')
    .action(async (opts: { url?: string; date?: string; out: string; json?: boolean }) => {
      const alreadyShipped = (id: string, detail: string) =>
        opts.json ? printJson({ edition: id, shipped: true }) : void process.stdout.write(`${id} ships with this package (rules/releases/${detail}); nothing ${opts.date ? 'to download' : 'saved'}\n`);
      let textUrl = opts.url ?? RULES_PAGE;
      if (opts.date !== undefined) {
        if (!/^\d{4}-\d{2}-\d{2}$/.test(opts.date) || Number.isNaN(Date.parse(opts.date)))
          throw new JudgeError('bad_request', `--date must be a date like 2024-11-08, not "${opts.date}"`);
        const shipped = shippedRelease(opts.date);
        if (shipped) return alreadyShipped(shipped.id, `, ${shipped.name}`);
        textUrl = releaseUrl(opts.date, opts.url ?? RELEASE_URL);
      } else if (!/\.txt($|\?)/i.test(textUrl)) {
        const page = await (await get(textUrl)).text();
        textUrl = findTextLink(page, textUrl) ?? '';
        if (!textUrl) throw new JudgeError('not_found', `${opts.url ?? RULES_PAGE}: no link to a .txt release on that page`);
      }
      const bytes = new Uint8Array(await (await get(textUrl)).arrayBuffer());
      const edition = ingestBytes(bytes, textUrl); // refuses anything that is not a rules text
      if (readManifest()?.releases.some((r) => r.sha256 === edition.source.sha256)) return alreadyShipped(edition.id, '');
      await mkdir(opts.out, { recursive: true });
      const file = path.join(opts.out, `${edition.id}.txt`);
      await writeFile(file, bytes);
      if (opts.json) return printJson({ edition: edition.id, rules: edition.counts.rules, file, url: textUrl });
      process.stdout.write(`saved ${edition.id} (${edition.counts.rules} rules) to ${file}\n`);
    });
}
