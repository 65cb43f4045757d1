// The static import graph of a source folder, read with the TypeScript compiler's own
// pre-processor (so multi-line imports, `export … from` and `import type` all count), and the
// cycles in it: the check behind "no import cycle inside src/engine".
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Every .ts file below `root` → the files below `root` it imports (relative imports only). */
export function importGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (file.endsWith('.ts')) {
        const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
        const deps = importedFiles
          .map((f) => f.fileName)
          .filter((f) => f.startsWith('.'))
          .map((f) => path.resolve(path.dirname(file), f))
          .filter((f) => f.startsWith(root + path.sep));
        graph.set(file, [...new Set(deps)]);
      }
    }
  };
  walk(root);
  return graph;
}

/** The graph with each file replaced by its group (`group(file)`), self-edges dropped. */
export function groupGraph(graph: Map<string, string[]>, group: (file: string) => string): Map<string, string[]> {
  const out = new Map<string, Set<string>>();
  for (const [from, tos] of graph) {
    const g = group(from);
    const set = out.get(g) ?? new Set<string>();
    for (const to of tos) if (group(to) !== g) set.add(group(to));
    out.set(g, set);
  }
  return new Map([...out].map(([k, v]) => [k, [...v]]));
}

/** The strongly connected components with more than one node (Tarjan): each one is an import cycle. */
export function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const stack: string[] = [];
  const onStack = new Set<string>();
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    idx.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return found;
}
