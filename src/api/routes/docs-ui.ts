// GET /docs: the OpenAPI document rendered by Swagger UI (swagger-ui-dist, Apache-2.0), with
// "Try it out" against this same server. Its two files are served from the package itself —
// scripts/build.mjs copies them into dist/api/swagger-ui/ with their licence, and a
// development checkout reads them from node_modules — so the page fetches nothing from
// outside the server. Swagger UI rather than Scalar: two files (1.9 MB) from one package
// against Scalar's 272 packages (287 MB installed), and no fonts fetched from a CDN.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { JudgeError } from '../../errors.ts';
import type { ApiEnv } from '../router.ts';

/** The files of swagger-ui-dist the page uses, by the name they are served under. */
export const SWAGGER_UI_FILES = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
} as const;

/** Where the build puts them (dist/api/swagger-ui/), relative to this module. */
const COPIED = fileURLToPath(new URL('../swagger-ui/', import.meta.url));

/** The folder holding Swagger UI's files: the build's copy, else the installed package. */
export function swaggerUiDir(): string | null {
  if (existsSync(path.join(COPIED, 'swagger-ui-bundle.js'))) return COPIED;
  try {
    return path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  } catch {
    return null;
  }
}

// The page and its start-up script are files of their own so that the page needs no inline
// script. validatorUrl: null keeps Swagger UI from sending the document to swagger.io.
const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>MTG Judge API</title>
<link rel="stylesheet" href="/docs/swagger-ui.css">
</head><body>
<div id="swagger-ui"><p style="font:15px system-ui,sans-serif;margin:2rem">Loading the API reference… (machine-readable: <a href="/openapi.json">/openapi.json</a>)</p></div>
<script src="/docs/swagger-ui-bundle.js"></script>
<script src="/docs/start.js"></script>
</body></html>`;

const START = `window.ui = SwaggerUIBundle({
  url: '/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
});
`;

export function registerDocsUi(app: OpenAPIHono<ApiEnv>): void {
  const cache = new Map<string, Buffer>();
  app.get('/docs', (c) => c.html(PAGE));
  app.get('/docs/start.js', (c) => c.body(START, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }));
  for (const [name, type] of Object.entries(SWAGGER_UI_FILES)) {
    app.get(`/docs/${name}`, (c) => {
      let body = cache.get(name);
      if (!body) {
        const dir = swaggerUiDir();
        if (!dir) throw new JudgeError('not_found', `/docs/${name}: Swagger UI is not installed (the swagger-ui-dist package); /openapi.json has the same description`);
        cache.set(name, (body = readFileSync(path.join(dir, name))));
      }
      return c.body(new Uint8Array(body), 200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=3600' });
    });
  }
}
