// GET /openapi.json (generated from the routes' zod schemas) and GET /docs, a small
// self-contained page that renders it — no CDN, so it works on a judge's laptop offline.
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { ApiEnv } from '../router.ts';

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

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>MTG Judge API</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#222}
code,pre{font:13px ui-monospace,monospace;background:#f4f4f4;border-radius:4px}
pre{padding:.6rem;overflow:auto}.op{border:1px solid #ddd;border-radius:6px;margin:1rem 0;padding:.4rem 1rem}
.m{display:inline-block;min-width:3.5rem;font-weight:700;text-transform:uppercase}.get{color:#0a6}.post{color:#06c}
table{border-collapse:collapse}td,th{border-bottom:1px solid #eee;padding:.2rem .6rem;text-align:left;vertical-align:top}
</style></head><body>
<h1>MTG Judge API</h1><p id="desc"></p><p>Machine-readable: <a href="/openapi.json">/openapi.json</a>. MCP endpoint: <code>/mcp</code> (streamable HTTP).</p>
<div id="ops">Loading…</div>
<script>
const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (ch) => ({'&':'&amp;','<':'&lt;','>':'&gt;','"':'&quot;'})[ch]);
fetch('/openapi.json').then((r) => r.json()).then((doc) => {
  document.getElementById('desc').textContent = doc.info.description;
  let html = '';
  for (const [path, item] of Object.entries(doc.paths)) for (const [method, op] of Object.entries(item)) {
    html += '<div class="op"><h3><span class="m ' + method + '">' + method + '</span> <code>' + esc(path) + '</code></h3><p>' + esc(op.summary) + '</p>';
    const params = op.parameters ?? [];
    if (params.length) html += '<table><tr><th>parameter</th><th>in</th><th>schema</th></tr>' + params.map((p) =>
      '<tr><td><code>' + esc(p.name) + '</code>' + (p.required ? ' *' : '') + '</td><td>' + esc(p.in) + '</td><td><code>' + esc(JSON.stringify(p.schema)) + '</code></td></tr>').join('') + '</table>';
    if (op.requestBody) html += '<p>Body: ' + Object.keys(op.requestBody.content).map((t) => '<code>' + esc(t) + '</code>').join(', ') + '</p>';
    html += '<p>Responses: ' + Object.entries(op.responses).map(([s, r]) => '<code>' + s + '</code> ' + esc(r.description)).join('; ') + '</p></div>';
  }
  document.getElementById('ops').innerHTML = html;
}).catch((e) => { document.getElementById('ops').textContent = 'Could not load /openapi.json: ' + e; });
</script></body></html>`;

export function registerDocs(app: OpenAPIHono<ApiEnv>): void {
  app.doc('/openapi.json', OPENAPI_INFO);
  app.get('/docs', (c) => c.html(PAGE));
}
