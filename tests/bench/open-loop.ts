// Requests sent at a fixed rate whatever the answers do (an open loop), each one's latency measured from the moment
// it was due: what a member waits for one save while others save too. autocannon's own rate limit paces each of its
// connections in bursts, which puts its queueing into the figures; this spreads the sends evenly over the second.
import http from 'node:http';
import type { ApiRequest } from './scenarios.js';

export interface OpenLoopFigures {
  sent: number;
  p50: number;
  p99: number;
  /** The same, as the server timed each answer (its Server-Timing header): the client's figures less the queueing. */
  serverP50: number;
  serverP99: number;
  errors: number;
}

const SERVER_DURATION = /app;dur=([\d.]+)/;

/** The value below which `share` of the sorted values lie. */
export const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

export async function openLoop(origin: string, request: ApiRequest, rate: number, seconds: number): Promise<OpenLoopFigures> {
  const url = new URL(origin);
  // Enough connections that a slow answer never holds back the next send.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const latencies: number[] = [];
  const serverLatencies: number[] = [];
  let errors = 0;
  const send = (due: number) =>
    new Promise<void>((resolve) => {
      const made = request.next?.() ?? { path: request.path, headers: request.headers ?? {}, body: request.body ?? '' };
      const outgoing = http.request(
        { host: url.hostname, port: url.port, path: made.path, method: request.method, headers: made.headers, agent },
        (response) => {
          const timed = SERVER_DURATION.exec(String(response.headers['server-timing'] ?? ''));
          if (timed) serverLatencies.push(Number(timed[1]));
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
  const figure = (values: number[], share: number) => Math.round(percentile(values, share) * 10) / 10;
  const sorted = latencies.sort((a, b) => a - b);
  const server = serverLatencies.sort((a, b) => a - b);
  return {
    sent: total,
    p50: figure(sorted, 0.5),
    p99: figure(sorted, 0.99),
    serverP50: figure(server, 0.5),
    serverP99: figure(server, 0.99),
    errors,
  };
}
