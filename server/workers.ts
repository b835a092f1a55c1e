// WORKERS=N (config.ts): N processes run the whole app on one port, and Node's cluster hands the connections round
// among them. The first readies the database (migrations, catalogue, admin) and the others start once it listens, so
// the first answer comes as soon as one process could give it and no two run migrations. This process only watches:
// a worker that dies is started again, after a pause that grows while workers keep dying, so a broken start does not spin.
import cluster, { type Worker } from 'node:cluster';

/** A worker that ends sooner than this after its start counts as failing at start. */
const STEADY_MS = 10_000;
const MAX_PAUSE_MS = 30_000;
const ROLE = 'LIFTMATES_WORKER';

/** Starts `count` workers running `entry` (the server's main module, built or under tsx) with this process's flags. */
export function runWorkers(count: number, entry: string, log: (message: string) => void = console.error): void {
  cluster.setupPrimary({ exec: entry, execArgv: process.execArgv });
  let stopping = false;
  let failures = 0;
  let prepared = false;
  const startedAt = new Map<Worker, number>();
  const start = () => {
    const worker = cluster.fork({ [ROLE]: prepared ? 'serve' : 'prepare' });
    startedAt.set(worker, Date.now());
    return worker;
  };
  const startTheRest = () => {
    prepared = true;
    for (let index = 1; index < count; index += 1) start();
  };
  const listening = new Set<number>();
  cluster.on('listening', (worker) => {
    if (listening.size === count) return;
    listening.add(worker.id);
    if (listening.size === count) log(`${count} workers listening`);
  });
  start().once('listening', startTheRest);
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (!startedAt.size) process.exit(0);
      return;
    }
    failures = lived < STEADY_MS ? failures + 1 : 0;
    const pause = Math.min(MAX_PAUSE_MS, failures ? 250 * 2 ** failures : 0);
    log(`Worker ${worker.process.pid} ended (${signal ?? `code ${code}`}); starting another${pause ? ` in ${pause} ms` : ''}`);
    setTimeout(() => {
      if (stopping) return;
      const replacement = start();
      // The first one died before the database was ready: its replacement readies it, then the rest start.
      if (!prepared) replacement.once('listening', startTheRest);
    }, pause);
  });
  const stop = () => {
    stopping = true;
    if (!startedAt.size) process.exit(0);
    for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** Whether this process is a worker started by runWorkers. */
export const isWorker = () => cluster.isWorker && !!process.env[ROLE];

/** Whether this process readies the database before serving: a single process, or the first worker. */
export const preparesDatabase = () => !isWorker() || process.env[ROLE] === 'prepare';
