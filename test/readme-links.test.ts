// The README as a reader meets it (on the repository's page and on the package's, which
// resolves relative links against `repository`): every relative link names a file that is
// committed, not one a checkout happens to hold, and the package says where it lives.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { REPO_ROOT } from '../src/library/data.ts';

it('links only to committed files (the screenshots included)', () => {
  const committed = new Set(execFileSync('git', ['ls-files'], { cwd: REPO_ROOT, encoding: 'utf8' }).split('\n'));
  const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
  const links = [...readme.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)].map((m) => m[1]!).filter((l) => !/^[a-z]+:/i.test(l));
  expect(links.filter((l) => l.startsWith('screenshots/')).length).toBeGreaterThan(5);
  expect(links.filter((l) => !committed.has(path.normalize(l)))).toEqual([]);
});

it('names its repository, home page and issue tracker', () => {
  const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as Record<string, unknown>;
  expect(pkg.repository).toMatchObject({ type: 'git', url: expect.stringMatching(/^git\+https:\/\//) });
  expect(pkg.homepage).toMatch(/^https:\/\//);
  expect(pkg.bugs).toMatchObject({ url: expect.stringMatching(/^https:\/\//) });
});

it('serves the web app the same scenario format the docs describe', () => {
  const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');
  expect(read('src/web/public/scenario-format.md')).toBe(read('docs/scenario-format.md'));
});
