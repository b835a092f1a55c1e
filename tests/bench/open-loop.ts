// Requests sent at a fixed rate whatever the answers do (an open loop), each one's latency measured from the moment
// it was due: what a member waits for one save while others save too. autocannon's own rate limit paces each of its
// connections in bursts, which puts its queueing into the figures; this spreads the sends evenly over the second.
import http from 'node:http';
import type { ApiRequest } from './scenarios.js';

export interface OpenLoopFigures {
  sent: number;
  p50: number;
  p99: number;
  errors: number;
}

/** The value below which `share` of the sorted values lie. */
export const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

export async function openLoop(origin: string, request: ApiRequest, rate: number, seconds: number): Promise<OpenLoopFigures> {
  const url = new URL(origin);
  // Enough connections that a slow answer never holds back the next send.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const latencies: number[] = [];
  let errors = 0;
  const send = (due: number) =>
    new Promise<void>((resolve) => {
      const made = request.next?.() ?? { path: request.path, headers: request.headers ?? {}, body: request.body ?? '' };
      const outgoing = http.request(
        { host: url.hostname, port: url.port, path: made.path, method: request.method, headers: made.headers, agent },
        (response) => {
          response.resume();
          response.on('end', () => {
            if ((response.statusCode ?? 500) >= 400) errors += 1;
            latencies.push(performance.now() - due);
            resolve();
          });
        },
      );
      outgoing.on('error', () => {
        errors += 1;
        resolve();
      });
      outgoing.end(made.body);
    });
  const total = Math.round(rate * seconds);
  const start = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let index = 0; index < total; index += 1) {
    const due = start + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(send(due));
  }
  await Promise.all(inFlight);
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return { sent: total, p50: Math.round(percentile(sorted, 0.5) * 10) / 10, p99: Math.round(percentile(sorted, 0.99) * 10) / 10, errors };
}
