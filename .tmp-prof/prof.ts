import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { explain } from '/work/main/src/engine/index.ts';
const sc = parse(readFileSync('/work/main/bench/scenarios/twenty-actions.yaml', 'utf8'));
for (let i = 0; i < 50; i++) explain(sc);
const t = performance.now();
for (let i = 0; i < 300; i++) explain(sc);
console.log(((performance.now() - t) / 300).toFixed(3), 'ms');
