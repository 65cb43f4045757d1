// The engine's folders depend on one another one way only (issue 24 item 4, issue 25): oracle/
// reads text and knows no game; game/ is the core and resolves instructions through a registry
// that effects/ fills (engine/index.ts wires it); no folder imports another that imports it back.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycles, groupGraph, importGraph } from './helpers/imports.ts';

const root = path.resolve(import.meta.dirname, '../src/engine');
const graph = importGraph(root);
/** A subfolder of src/engine, or a file at its top (index.ts, replay.ts, citations.ts…). */
const part = (file: string): string => path.relative(root, file).split(path.sep)[0]!;
const edges = (from: string, to: string): string[] =>
  [...graph].flatMap(([f, deps]) => (part(f) === from ? deps.filter((d) => part(d) === to).map((d) => `${path.relative(root, f)} → ${path.relative(root, d)}`) : []));

describe('engine layering', () => {
  it('reads the imports of every engine file', () => {
    expect(graph.size).toBeGreaterThan(300);
    expect(graph.get(path.join(root, 'game', 'instructions.ts'))).toContain(path.join(root, 'game', 'effect-registry.ts'));
  });

  it('has no import cycle between its folders', () => {
    expect(cycles(groupGraph(graph, part))).toEqual([]);
  });

  it('keeps the core free of effects and the reader free of the game', () => {
    expect(edges('game', 'effects')).toEqual([]);
    expect(edges('oracle', 'game')).toEqual([]);
    expect(edges('oracle', 'effects')).toEqual([]);
  });

  it('finds a cycle when there is one (the check can fail)', () => {
    const g = new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]);
    expect(cycles(g)).toEqual([['a', 'b', 'c']]);
  });
});
