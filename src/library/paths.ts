// The package's own folder (two levels above this file, in src/ and in dist/ alike): where
// rules/, cards/ and docs/ ship.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
