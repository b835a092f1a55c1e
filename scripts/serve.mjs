// npm start / npm run serve: the server built ahead of time (dist/server), built again first only when the targets
// named (server, web) changed since their last build (build.mjs). It runs in this same process: one Node start.
import { buildIfChanged } from './build.mjs';

await buildIfChanged(process.argv.slice(2));
await import('../dist/server/main.js');
