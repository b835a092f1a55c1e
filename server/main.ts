// Start-up (built as dist/server/main.js for npm run serve, or from source under tsx for npm run dev and the tests):
// one process serving (serve.ts), or with WORKERS above 1 a small one that starts and watches the workers
// (workers.ts). It loads the app only where it serves, so the watching process stays small.
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config.js';
import { isWorker, preparesDatabase, runWorkers } from './workers.js';

// Built, stack traces name the TypeScript sources; the maps are read only when a stack is printed.
if (!import.meta.url.endsWith('.ts')) process.setSourceMapsEnabled(true);
const config = loadConfig();
if (config.workers > 1 && !isWorker()) {
  runWorkers(config.workers, fileURLToPath(import.meta.url));
} else {
  const { serve } = await import('./serve.js');
  await serve(config, preparesDatabase());
}
