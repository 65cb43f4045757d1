// The real library over what the package ships (rules/ and rules/releases/), loaded once per
// test worker (test/global-setup.ts has already parsed every edition into data/, so this
// only reads the cache).
import { openLibrary } from '../../src/library/index.ts';
import type { RulesLibrary } from '../../src/library/types.ts';

let library: Promise<RulesLibrary> | undefined;

export function testLibrary(): Promise<RulesLibrary> {
  return (library ??= openLibrary());
}
