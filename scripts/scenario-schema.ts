// `npm run schema:scenario`: writes the scenario format as JSON Schema (from the zod schema
// that validates scenarios, src/engine/scenario/schema.ts) to src/api/scenario.schema.json,
// where the explain route's OpenAPI description reads it. A test fails when the file is stale.
import { writeFileSync } from 'node:fs';
import { scenarioJsonSchema } from '../src/engine/scenario/schema.ts';

const target = new URL('../src/api/scenario.schema.json', import.meta.url);
writeFileSync(target, JSON.stringify(scenarioJsonSchema(), null, 2) + '\n');
console.log(`wrote ${target.pathname}`);
