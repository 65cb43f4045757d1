#!/usr/bin/env node
// The `judge` command. An installed package runs the compiled JavaScript in dist/ (built by
// `npm pack` / `npm publish`, see scripts/build.mjs). A development checkout has src/ and
// runs the TypeScript through tsx (a devDependency), so an edit takes effect at once and a
// dist/ left over from a local `npm run build` never shadows it.
import { existsSync } from 'node:fs';

const source = new URL('../src/cli/main.ts', import.meta.url);
let main;
if (existsSync(source) && !process.env.JUDGE_USE_DIST) {
  const { register } = await import('tsx/esm/api');
  register();
  ({ main } = await import(source.href));
} else {
  ({ main } = await import(new URL('../dist/cli/main.js', import.meta.url).href));
}
process.exitCode = await main(process.argv.slice(2));
