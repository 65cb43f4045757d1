// For the API tests: a real listening server on the real library, and a checker that
// validates every response against the API's OpenAPI description — the zod schemas the
// routes were declared with (the same ones /openapi.json is generated from).
import type { ZodType } from 'zod';
import { createApp } from '../../src/api/app.ts';
import { ErrorSchema } from '../../src/api/schemas.ts';
import { startServer, type RunningServer } from '../../src/api/server.ts';
import type { RulesLibrary } from '../../src/library/types.ts';
import { testLibrary } from './library.ts';

export interface ApiTestServer extends RunningServer {
  library: RulesLibrary;
  /** Request log lines written so far. */
  logLines: string[];
}

/** `warm`: warm up before /ready says 200, as `judge serve` does; off by default, so a test
 *  file pays only for the workers and indexes it uses (they start on first use). */
export async function startApiTestServer({ warm = false } = {}): Promise<ApiTestServer> {
  const library = await testLibrary();
  const logLines: string[] = [];
  const server = await startServer({ port: 0, library, log: (line) => logLines.push(line), warm });
  return { ...server, library, logLines };
}

interface RouteDefinition {
  type: string;
  route?: {
    method: string;
    path: string;
    responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
}

/**
 * Checks a response against the OpenAPI description: the route (path template + method)
 * must be documented, the status must be one of its documented responses, and a JSON
 * body must satisfy the zod schema documented for that status. Responses outside any
 * documented route (unknown paths, 405) must be the API's error body.
 * Returns a list of problems (empty when the response conforms).
 */
export function openApiChecker(library: RulesLibrary, doc: OpenApiDocument) {
  const definitions = (createApp({ library }).openAPIRegistry.definitions as RouteDefinition[]).filter((d) => d.route);
  const routes = definitions.map((d) => ({
    ...d.route!,
    regex: new RegExp('^' + d.route!.path.replace(/\{[^}]+\}/g, '[^/]+') + '$'),
  }));

  return (method: string, path: string, status: number, body: unknown, contentType: string | null): string[] => {
    const pathname = path.split('?')[0];
    const route = routes.find((r) => r.method === method.toLowerCase() && r.regex.test(pathname));
    const isJson = (contentType ?? '').includes('application/json');
    if (!route) {
      if (status < 400 || !isJson) return []; // not an API route (web app, docs, /mcp)
      const parsed = ErrorSchema.safeParse(body);
      return parsed.success ? [] : [`${method} ${path} ${status}: error body does not match Error: ${parsed.error.message}`];
    }
    const documented = doc.paths[route.path]?.[route.method];
    if (!documented) return [`${method} ${route.path} is missing from /openapi.json`];
    if (!documented.responses[String(status)]) {
      return [`${method} ${path}: status ${status} is not documented (documented: ${Object.keys(documented.responses).join(', ')})`];
    }
    const schema = route.responses[String(status)]?.content?.['application/json']?.schema as ZodType | undefined;
    if (!schema) return [];
    if (!isJson) return [`${method} ${path} ${status}: expected JSON, got ${contentType}`];
    const parsed = schema.safeParse(body);
    return parsed.success ? [] : [`${method} ${path} ${status}: body does not match the documented schema: ${parsed.error.message.slice(0, 500)}`];
  };
}

/** GET against a running test server, each answer checked against its own OpenAPI document;
 *  what does not match is collected in `problems` for one assertion at the end. */
export async function checkedGetter(server: ApiTestServer, problems: string[]) {
  const check = openApiChecker(server.library, (await (await fetch(`${server.url}/openapi.json`)).json()) as OpenApiDocument);
  return async (urlPath: string) => {
    const res = await fetch(server.url + urlPath);
    const body = await res.json();
    problems.push(...check('GET', urlPath, res.status, body, res.headers.get('content-type')));
    return { res, status: res.status, body };
  };
}
