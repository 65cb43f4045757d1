// The web app's routes, mounted by the API at `/`: the app shell for `/` and every deep link
// (`/r/702.19c`, `/explain`), the static files under /assets/, the service worker at the root
// (its scope must cover the whole site), and the per-edition data the browser keeps for
// offline reading and search. Rules, search and explanations themselves come from /v1/.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { JudgeError } from '../errors.ts';
import type { RulesLibrary } from '../library/types.ts';
import { documentNamed } from '../tree/documents.ts';
import { type Asset, encodedBody, loadAssets, makeAsset } from './assets.ts';
import { compactEdition } from './offline-data.ts';

/** Bump when the compact data format changes, so browsers drop their cached copies. */
const DATA_FORMAT = 2;

function send(c: Context, asset: Asset, cacheControl: string): Response {
  c.header('ETag', asset.etag);
  c.header('Cache-Control', cacheControl);
  c.header('Vary', 'Accept-Encoding');
  if (c.req.header('If-None-Match') === asset.etag) return c.body(null, 304);
  const { body, encoding } = encodedBody(asset, c.req.header('Accept-Encoding'));
  c.header('Content-Type', asset.type);
  if (encoding) c.header('Content-Encoding', encoding);
  return c.body(new Uint8Array(body), 200);
}

function jsonError(c: Context, err: JudgeError): Response {
  const status = err.code === 'not_found' ? 404 : 400;
  return c.json({ error: { code: err.code, message: err.message, ...(err.suggestions ? { suggestions: err.suggestions } : {}) } }, status);
}

/** The service worker: its template plus the list of files to keep and a version that
 *  changes whenever any of them does, so an update replaces the old cache. */
function serviceWorker(assets: Map<string, Asset>): Asset {
  const template = readFileSync(path.join(import.meta.dirname, 'sw-template.js'), 'utf8');
  const shell = ['/', ...[...assets.keys()].map((rel) => `/assets/${rel}`)];
  const version = createHash('sha256')
    .update(template)
    .update([...assets.values()].map((a) => a.etag).join())
    .digest('base64url')
    .slice(0, 12);
  const prelude = `const VERSION = ${JSON.stringify(version)};\nconst SHELL = ${JSON.stringify(shell)};\n`;
  return makeAsset(Buffer.from(prelude + template), 'text/javascript; charset=utf-8');
}

/** Whether a deep link names something in the edition asked for (else the default one) —
 *  any form the lookup accepts ("702.19c", "702.19 c", "601.2a-d", "7"), or a glossary
 *  term — and, for a single rule, the API address the app will fetch it from. */
function deepLink(library: RulesLibrary, number: string, edition: string | undefined): { found: boolean; preload?: string } {
  if (!library.editions().length) return { found: true }; // nothing loaded: the app says so itself
  if (number.startsWith('glossary:')) return { found: true };
  const sel = edition && (library.editions().some((e) => e.id === edition) || documentNamed(edition)) ? { edition } : {};
  try {
    const views = library.lookup(number, sel);
    const head = views[0]?.number;
    const single = head !== undefined && views.every((v) => v.number.startsWith(head));
    return { found: views.length > 0, ...(single ? { preload: `/v1/rules/${encodeURIComponent(head)}` } : {}) };
  } catch (err) {
    if (err instanceof JudgeError) return { found: false };
    throw err;
  }
}

export function webRoutes(library: RulesLibrary): Hono {
  const app = new Hono();
  const assets = loadAssets();
  const shell = assets.get('index.html')!;
  const sw = serviceWorker(assets);
  const editionData = new Map<string, Asset>();

  const noCache = 'no-cache';
  const appShell = (c: Context) => send(c, shell, noCache);
  const notFoundShell = (c: Context) => {
    const response = appShell(c);
    return response.status === 200 ? new Response(response.body, { status: 404, headers: response.headers }) : response;
  };
  app.get('/', appShell);
  // A deep link to a rule that does not exist still gets the app (which shows suggestions),
  // but with a 404, so crawlers and link checkers see it for what it is. One that exists
  // tells the browser to fetch the rule's API answer while it reads the page: the app
  // shows it before the edition's data arrives (app.js, firstRule).
  app.get('/r/:number', (c) => {
    const edition = c.req.query('edition');
    const link = deepLink(library, c.req.param('number'), edition);
    if (link.preload) c.header('Link', `<${link.preload}${edition ? `?edition=${encodeURIComponent(edition)}` : ''}>; rel=preload; as=fetch; crossorigin=anonymous`);
    const response = send(c, shell, noCache);
    if (response.status !== 200 || link.found) return response;
    return new Response(response.body, { status: 404, headers: response.headers });
  });
  // The tournament documents: /mtr and /ipg their contents, /mtr/4.2 and /ipg/2.1 a section
  // of their newest edition (a 404 with the app when the number is not there).
  for (const document of ['mtr', 'ipg'] as const) {
    app.get(`/${document}`, (c) => (library.editions().some((e) => e.document === document) ? appShell(c) : notFoundShell(c)));
    app.get(`/${document}/:number`, (c) => {
      const link = deepLink(library, c.req.param('number'), document);
      return link.found && library.editions().some((e) => e.document === document) ? appShell(c) : notFoundShell(c);
    });
  }
  app.get('/explain', appShell);
  app.get('/h/:number', appShell);
  app.get('/changes', appShell);
  app.get('/changes/:edition', appShell);
  app.get('/sw.js', (c) => send(c, sw, noCache));

  app.get('/assets/:file{.+}', (c) => {
    const asset = assets.get(c.req.param('file'));
    if (!asset) return jsonError(c, new JudgeError('not_found', `no such file: /assets/${c.req.param('file')}`));
    return send(c, asset, 'public, max-age=300');
  });

  // Which editions exist, which one each language opens by default, and each document's
  // newest edition (the tournament documents are read beside the rules, not chosen instead).
  app.get('/data/editions.json', (c) => {
    // `numbering` and `matches` (the English release a translation is paired with) say how
    // old a translation's text is; the app shows it wherever it shows one.
    const editions = library.editions().map((e) => ({
      id: e.id,
      lang: e.lang,
      title: e.title,
      effectiveDate: e.effectiveDate,
      kind: e.kind,
      document: e.document,
      numbering: e.numbering,
      ...(e.matches ? { matches: e.matches } : {}),
    }));
    const defaults: Record<string, string> = {};
    for (const lang of new Set(editions.filter((e) => e.kind !== 'policy').map((e) => e.lang))) defaults[lang] = library.resolveEdition({ lang }).id;
    const documents: Record<string, string> = {};
    for (const e of editions) documents[e.document] ??= library.resolveEdition({ edition: e.document }).id;
    const body = { default: editions.length ? library.resolveEdition().id : null, defaults, documents, editions };
    return send(c, makeAsset(Buffer.from(JSON.stringify(body)), 'application/json; charset=utf-8'), noCache);
  });

  app.get('/data/editions/:file{[^/]+\\.json}', (c) => {
    const id = c.req.param('file').replace(/\.json$/, '');
    let asset = editionData.get(id);
    if (!asset) {
      let edition;
      try {
        edition = library.resolveEdition({ edition: id });
      } catch (err) {
        if (err instanceof JudgeError) return jsonError(c, err);
        throw err;
      }
      if (edition.id !== id) return jsonError(c, new JudgeError('not_found', `unknown edition: ${id}`, { suggestions: [edition.id] }));
      // A translation also carries the English game terms that name its rules (englishTerms).
      const terms = edition.lang === 'en' ? {} : { englishTerms: library.englishTerms({ edition: edition.id }) };
      const body = Buffer.from(JSON.stringify({ format: DATA_FORMAT, ...compactEdition(edition), ...terms }));
      asset = makeAsset(body, 'application/json; charset=utf-8');
      editionData.set(id, asset);
    }
    // Editions never change under the same id and source; the ETag follows the content.
    return send(c, asset, 'public, max-age=3600');
  });

  return app;
}
