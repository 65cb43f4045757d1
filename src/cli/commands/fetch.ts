import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Command } from 'commander';
import { JudgeError } from '../../errors.ts';
import { userRulesDir } from '../../library/user-dirs.ts';
import { ingestBytes } from '../../ingest/ingest.ts';
import { printJson } from '../open-library.ts';

export const RULES_PAGE = 'https://magic.wizards.com/en/rules';

/** The link to the plain-text release on the rules page. */
export function findTextLink(html: string, base: string): string | null {
  const m = /href="([^"]+?\.txt)"/i.exec(html);
  return m ? new URL(m[1]!.replace(/ /g, '%20'), base).href : null;
}

async function get(url: string): Promise<Response> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
    if (!res.ok) throw new JudgeError('not_found', `${url}: HTTP ${res.status}`);
    return res;
  } catch (err) {
    if (err instanceof JudgeError) throw err;
    throw new JudgeError('not_found', `cannot reach ${url} (${(err as Error).cause ?? (err as Error).message}); download the .txt release by hand and pass its folder with --rules`);
  }
}

// `judge fetch`: download the current English release into the user's rules folder
// ($XDG_DATA_HOME/mtg-judge/rules or the platform's), which every command reads next to
// the shipped rulebooks; never into the package folder, which may be read-only.
export function register(program: Command): void {
  program
    .command('fetch')
    .option('--url <url>', 'the rules page, or a .txt release itself', RULES_PAGE)
    .option('--out <dir>', 'where to save it', userRulesDir())
    .option('--json', 'print JSON: {edition, rules, file, url}')
    .action(async (opts: { url: string; out: string; json?: boolean }) => {
      let textUrl = opts.url;
      if (!/\.txt($|\?)/i.test(textUrl)) {
        const page = await (await get(textUrl)).text();
        textUrl = findTextLink(page, textUrl) ?? '';
        if (!textUrl) throw new JudgeError('not_found', `${opts.url}: no link to a .txt release on that page`);
      }
      const bytes = new Uint8Array(await (await get(textUrl)).arrayBuffer());
      const edition = ingestBytes(bytes, textUrl); // refuses anything that is not a rules text
      await mkdir(opts.out, { recursive: true });
      const file = path.join(opts.out, `${edition.id}.txt`);
      await writeFile(file, bytes);
      if (opts.json) return printJson({ edition: edition.id, rules: edition.counts.rules, file, url: textUrl });
      process.stdout.write(`saved ${edition.id} (${edition.counts.rules} rules) to ${file}\n`);
    });
}
