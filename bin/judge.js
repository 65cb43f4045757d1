#!/usr/bin/env node
// The `judge` command. An installed package runs the compiled JavaScript in dist/ (built by
// `npm pack` / `npm publish`, see scripts/build.mjs). A development checkout has src/ and
// runs the TypeScript through tsx (a devDependency), so an edit takes effect at once and a
// dist/ left over from a local `npm run build` never shadows it.
import { existsSync } from 'node:fs';

const source = new URL('../src/cli/main.ts', import.meta.url);
const compiled = new URL('../dist/cli/main.js', import.meta.url);

/** tsx's loader, or null where it is not installed (a checkout installed without dev dependencies). */
async function tsxLoader() {
  try {
    return await import('tsx/esm/api');
  } catch {
    return null;
  }
}

let main;
const tsx = existsSync(source) && !process.env.JUDGE_USE_DIST ? await tsxLoader() : null;
if (tsx) {
  tsx.register();
  ({ main } = await import(source.href));
} else {
  ({ main } = await import(compiled.href));
}
process.exitCode = await main(process.argv.slice(2));
