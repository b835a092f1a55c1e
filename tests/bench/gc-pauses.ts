// The API's garbage-collection pauses (BENCH_GC=1): the API process runs with V8's --trace-gc and this reads what it
// prints, so a run's latency tail can be set beside the pauses of the main thread that fell inside it.
import readline from 'node:readline';
import type { Readable } from 'node:stream';
import { percentile } from './open-loop.js';

export interface GcPause {
  kind: string;
  ms: number;
}

// `[pid:0x2f4c1d70]    22614 ms: Scavenge 205.1 (392.8) -> 191.3 (392.8) MB, 4.17 / 0.00 ms  (...)`: the isolate,
// the kind and the pause on the thread it ran on.
const LINE = /^\[\d+:(0x[0-9a-f]+)\]\s+[\d.]+ ms: ([A-Za-z-]+) .*? MB, ([\d.]+) \/ [\d.]+ ms/;

export function watchGcPauses(output: Readable) {
  const pauses: (GcPause & { isolate: string })[] = [];
  const lines = new Map<string, number>();
  readline.createInterface({ input: output }).on('line', (line) => {
    const match = LINE.exec(line);
    if (!match) return;
    const [, isolate, kind, ms] = match as unknown as [string, string, string, string];
    pauses.push({ isolate, kind, ms: Number(ms) });
    lines.set(isolate, (lines.get(isolate) ?? 0) + 1);
  });
  return {
    /** Starts a window; the function it returns gives the main thread's pauses since then. */
    mark() {
      const from = pauses.length;
      return (): GcPause[] => {
        // Worker threads (the database driver's, the module loader's) print too; the busiest isolate is the main one.
        const main = [...lines].sort((a, b) => b[1] - a[1])[0]?.[0];
        return pauses.slice(from).filter((pause) => pause.isolate === main);
      };
    },
  };
}

/** `Scavenge 12 × p50 4.1 / p99 4.7 / max 4.7 ms (total 47 ms)`, one kind after another. */
export function describeGcPauses(pauses: GcPause[]) {
  const byKind = new Map<string, number[]>();
  for (const pause of pauses) {
    const list = byKind.get(pause.kind) ?? [];
    list.push(pause.ms);
    byKind.set(pause.kind, list);
  }
  const parts = [...byKind].map(([kind, list]) => {
    const sorted = list.sort((a, b) => a - b);
    const total = sorted.reduce((sum, ms) => sum + ms, 0);
    return `${kind} ${sorted.length} × p50 ${percentile(sorted, 0.5)} / p99 ${percentile(sorted, 0.99)} / max ${sorted.at(-1)} ms (total ${total.toFixed(0)} ms)`;
  });
  return parts.length ? parts.join('; ') : 'none';
}
