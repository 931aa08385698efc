// Node 20 ignores `--import tsx` in a worker's execArgv: under tsx (dev, tests, scripts) the worker starts
// here, registers tsx for itself and loads the TypeScript source.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-worker.ts');
