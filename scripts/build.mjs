// `npm run build` (run by `npm pack` / `npm publish` through prepack): compile src/ to dist/,
// one .js file per .ts file with relative imports rewritten from .ts to .js — so a path
// computed from import.meta.url (rules/, cards/, docs/) stays the same two levels up — and
// copy the files src/ reads at run time that are not TypeScript (the web app, data files). Each file is
// transpiled on its own (TypeScript's transpileModule: types stripped, nothing resolved),
// which takes a second where a checked build takes twenty; type checking is
// `npm run typecheck`'s job.
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'src');
const dist = path.join(root, 'dist');
const compilerOptions = {
  module: ts.ModuleKind.ESNext,
  target: ts.ScriptTarget.ES2022,
  rewriteRelativeImportExtensions: true,
};

rmSync(dist, { recursive: true, force: true });
let count = 0;
for (const rel of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
  if (!rel.endsWith('.ts') || rel.endsWith('.d.ts') || rel.startsWith(`web${path.sep}public`)) continue;
  const { outputText, diagnostics } = ts.transpileModule(readFileSync(path.join(src, rel), 'utf8'), { compilerOptions, fileName: rel, reportDiagnostics: true });
  if (diagnostics?.length) throw new Error(`${rel}: ${ts.flattenDiagnosticMessageText(diagnostics[0].messageText, '\n')}`);
  const out = path.join(dist, rel.replace(/\.ts$/, '.js'));
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, outputText);
  count++;
}

// Every other file in src/ is read at run time next to the code that reads it (the web app,
// the history's pinned pairs…), so it is copied as it is — except the .mjs bootstrap that
// loads TypeScript in a worker, which compiled code does not need.
for (const rel of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
  const from = path.join(src, rel);
  if (!statSync(from).isFile() || (rel.endsWith('.ts') && !rel.startsWith(`web${path.sep}public`)) || rel.endsWith('.mjs')) continue;
  mkdirSync(path.dirname(path.join(dist, rel)), { recursive: true });
  cpSync(from, path.join(dist, rel));
}
// Swagger UI for /docs (src/api/routes/docs-ui.ts): its two files, with its licence and
// notice (Apache-2.0), go into the package, so an install needs neither the swagger-ui-dist
// package (a development dependency) nor a CDN.
const swaggerUi = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
mkdirSync(path.join(dist, 'api', 'swagger-ui'), { recursive: true });
for (const name of ['swagger-ui-bundle.js', 'swagger-ui.css', 'LICENSE', 'NOTICE'])
  cpSync(path.join(swaggerUi, name), path.join(dist, 'api', 'swagger-ui', name));

console.log(`built ${count} modules into ${path.relative(root, dist)}/`);
