// `judge diff FROM TO`: what changed between two English releases — rules added, removed,
// moved (old → new number) and changed, with the changed words.
import type { Command } from 'commander';
import type { ReleaseDiff } from '../../library/types.ts';
import { libraryFor, printJson } from '../open-library.ts';
import { renderChanges } from './rule.ts';

const clip = (s: string, n = 140): string => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

export function renderDiff(d: ReleaseDiff): string {
  const through = d.between.length ? `${d.between.length} release${d.between.length > 1 ? 's' : ''} between them: ${d.between[0]}${d.between.length > 1 ? ` … ${d.between.at(-1)}` : ''}` : 'consecutive releases';
  const lines = [`${d.from} → ${d.to} (${through}): ${d.added.length} added, ${d.removed.length} removed, ${d.moved.length} moved, ${d.changed.length} changed`];
  if (d.added.length) lines.push('', 'Added:', ...d.added.map((r) => `  ${r.number} ${clip(r.text)}`));
  if (d.removed.length)
    lines.push('', 'Removed:', ...d.removed.map((r) => `  ${r.number}${r.mergedInto ? ` (merged into ${r.mergedInto})` : ''} ${clip(r.text)}`));
  if (d.moved.length) lines.push('', 'Moved:', ...d.moved.map((m) => `  ${m.from} → ${m.to}`));
  if (d.changed.length)
    lines.push('', 'Changed ([-removed-] {+added+}):', ...d.changed.flatMap((c) => [`  ${c.from === c.to ? c.to : `${c.from} → ${c.to}`}`, `    ${renderChanges(c.changes)}`]));
  return lines.join('\n');
}

export function register(program: Command): void {
  program
    .command('diff')
    .argument('<from>', 'the older English release, e.g. en-2024-07-30')
    .argument('<to>', 'the newer English release, e.g. en-2024-11-08')
    .option('--json', 'print JSON')
    .action(async (from: string, to: string, opts: { json?: boolean }, command: Command) => {
      const library = await libraryFor(command);
      const d = library.releaseDiff(from, to);
      if (opts.json) return printJson(d);
      process.stdout.write(renderDiff(d) + '\n');
    });
}
