// The API's garbage-collection pauses (BENCH_GC=1): the API process runs with V8's --trace-gc and this reads what it
// prints, so a run's latency tail can be set beside the pauses of the main thread that fell inside it.
import readline from 'node:readline';
import type { Readable } from 'node:stream';

export interface GcPauses {
  count: number;
  p50: number;
  p99: number;
  max: number;
  total: number;
}

// `[pid:0x2f4c1d70]    22614 ms: Scavenge 205.1 (392.8) -> 191.3 (392.8) MB, 4.17 / 0.00 ms  (...)`: the isolate,
// the kind and the pause on the thread it ran on.
const LINE = /^\[\d+:(0x[0-9a-f]+)\]\s+[\d.]+ ms: ([A-Za-z-]+) .*? MB, ([\d.]+) \/ [\d.]+ ms/;

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

export function watchGcPauses(output: Readable) {
  const pauses: { isolate: string; kind: string; ms: number }[] = [];
  const lines = new Map<string, number>();
  readline.createInterface({ input: output }).on('line', (line) => {
    const match = LINE.exec(line);
    if (!match) return;
    const [, isolate, kind, ms] = match as unknown as [string, string, string, string];
    pauses.push({ isolate, kind, ms: Number(ms) });
    lines.set(isolate, (lines.get(isolate) ?? 0) + 1);
  });
  return {
    /** Starts a window; the function it returns gives the main thread's pauses since then, by kind. */
    mark() {
      const from = pauses.length;
      return (): Record<string, GcPauses> => {
        // Worker threads (the database driver's, the module loader's) print too; the busiest isolate is the main one.
        const main = [...lines].sort((a, b) => b[1] - a[1])[0]?.[0];
        const byKind = new Map<string, number[]>();
        for (const pause of pauses.slice(from)) {
          if (pause.isolate === main) byKind.set(pause.kind, [...(byKind.get(pause.kind) ?? []), pause.ms]);
        }
        return Object.fromEntries(
          [...byKind].map(([kind, list]) => {
            const sorted = list.sort((a, b) => a - b);
            const total = sorted.reduce((sum, ms) => sum + ms, 0);
            return [
              kind,
              { count: sorted.length, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), max: sorted.at(-1) ?? 0, total },
            ];
          }),
        );
      };
    },
  };
}

/** `Scavenge 120 × p50 4.1 / p99 23.8 / max 47.2 ms (total 612 ms)`, one kind after another. */
export function describeGcPauses(byKind: Record<string, GcPauses>) {
  const parts = Object.entries(byKind).map(
    ([kind, figures]) =>
      `${kind} ${figures.count} × p50 ${figures.p50} / p99 ${figures.p99} / max ${figures.max} ms (total ${figures.total.toFixed(0)} ms)`,
  );
  return parts.length ? parts.join('; ') : 'none';
}
