// The explain worker's entry point. Worker threads start without the tsx loader the
// main thread runs under, so this plain-JS bootstrap registers it and then loads the
// TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./explain-worker.ts');
