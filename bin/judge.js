#!/usr/bin/env node
// The `judge` command. Sources are TypeScript run through tsx, so a clone works
// right after `npm install` with no build step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
