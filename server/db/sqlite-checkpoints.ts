// SQLite in WAL mode copies the log back into the database file (a checkpoint, with an fsync) on the commit that
// makes the log pass 1,000 pages. That commit is a request's: ticking a set took 5-11 ms instead of 2-3 about once
// every 80 saves, which made the slowest percent of saves. Checkpoints run instead on a connection of their own in a
// worker thread, every CHECKPOINT_EVERY_MS, PASSIVE (they never wait on the app's readers or writers, and these never
// wait on them). The app's connection still checkpoints by itself past SAFETY_NET_PAGES, should the worker stop.
// A PASSIVE checkpoint leaves the log file as long as it grew (40 MB after a burst of writes): once a tick finds the
// log copied back whole and not written since the previous tick, the worker truncates it (TRUNCATE takes the write
// lock for an instant, so only when idle); it never waits for a lock: a TRUNCATE waiting on a reader holds off every
// writer meanwhile, which made the app's writes time out behind it. Under steady writes the app's journal_size_limit (client.ts) trims it
// whenever SQLite starts the log over.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type BetterSqlite3 from 'better-sqlite3';

export const CHECKPOINT_EVERY_MS = 1000;
/** 40 MiB of log at 4 KiB pages: reached only if the worker's checkpoints stopped. */
export const SAFETY_NET_PAGES = 10_000;

// A script rather than a module file, so the worker runs the same way under Node, tsx and the test runner.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { timeout: 0 });
let previousFrames = -1;
const checkpoint = () => {
  try {
    const [{ busy, log, checkpointed }] = db.pragma('wal_checkpoint(PASSIVE)');
    if (busy === 0 && log > 0 && checkpointed === log && log === previousFrames) db.pragma('wal_checkpoint(TRUNCATE)');
    previousFrames = log;
  } catch (error) {
    parentPort.postMessage(String(error));
  }
};
const timer = setInterval(checkpoint, workerData.everyMs);
parentPort.on('message', () => {
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort.close();
});
`;

/** Starts checkpointing the database of `client` in the background; the function it returns stops it. */
export function checkpointInBackground(client: BetterSqlite3.Database, onError: (message: string) => void): () => Promise<void> {
  client.pragma(`wal_autocheckpoint = ${SAFETY_NET_PAGES}`);
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: { driver, file: client.name, everyMs: CHECKPOINT_EVERY_MS },
    // It allocates next to nothing: the default young generation (32-48 MB) was most of its memory.
    resourceLimits: { maxYoungGenerationSizeMb: 2 },
  });
  worker.on('message', onError);
  worker.on('error', (error) => onError(String(error)));
  worker.unref();
  // A worker that has already ended (it could not open the file) has nothing to stop: waiting for its exit would hang.
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  let running = true;
  void exited.then(() => (running = false));
  return () => {
    if (running) {
      // Held until it has made its last checkpoint and closed its connection.
      worker.ref();
      worker.postMessage('stop');
    }
    return exited;
  };
}
