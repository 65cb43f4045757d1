// GET /openapi.json (generated from the routes' zod schemas) and GET /docs, which renders
// it with Swagger UI served from the package (./docs-ui.ts) — no CDN.
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { ApiEnv } from '../router.ts';
import { registerDocsUi } from './docs-ui.ts';

export const OPENAPI_INFO = {
  openapi: '3.0.3',
  info: {
    title: 'MTG Judge API',
    version: '1.0.0',
    description:
      'The Magic: The Gathering Comprehensive Rules (English, Italian, Portuguese): lookup, search, glossary and scenario explanations. Errors are `{error: {code, message, suggestions?, details?}}`.',
    license: { name: 'MIT (code); rules texts and card data: see NOTICE', url: 'https://opensource.org/license/mit' },
  },
  // Relative: the server that serves this document (`judge serve`, default http://127.0.0.1:8787).
  servers: [{ url: '/', description: 'The server this document came from' }],
  // Read-only public data: no authentication on any route.
  security: [],
};

export function registerDocs(app: OpenAPIHono<ApiEnv>): void {
  app.doc('/openapi.json', OPENAPI_INFO);
  registerDocsUi(app);
}
