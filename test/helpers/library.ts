// The real library over the shipped rules/ and ../shared/cr-en, loaded once per test worker
// (test/global-setup.ts has already built the cache in data/, so this only reads it).
import { openLibrary } from '../../src/library/index.ts';
import type { RulesLibrary } from '../../src/library/types.ts';
import { CR_EN } from './paths.ts';

let library: Promise<RulesLibrary> | undefined;

export function testLibrary(): Promise<RulesLibrary> {
  return (library ??= openLibrary({ rulesDirs: [CR_EN] }));
}
