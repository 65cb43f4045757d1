// The parse worker's entry point from src/ (a checkout, the tests): worker threads start
// without the tsx loader the main thread runs under, so this registers it first.
import { register } from 'tsx/esm/api';

register();
await import('./parse-worker.ts');
