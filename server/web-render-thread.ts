// The server's renders run in a thread of their own: a render is tens of milliseconds of one CPU, and on the server's
// thread every answer queued behind it waited that long. The thread loads the web app's server build once; each
// GraphQL request a render makes comes back here (`ask`), so it goes through the app's own endpoint, its permissions
// and response cache, on the server's thread, while the thread goes on with other renders.
import { Worker } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import type { Language } from '../common/languages.js';
import type { RenderedPage } from './web-render.js';

export interface RenderRequest {
  url: string;
  language: string | null;
  interfaceLanguage: Language;
  timeoutMs: number;
}

export interface GraphqlAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** A render's failure, as the thread reports it: its name tells a page that does not exist from a fault. */
export class RenderFailed extends Error {
  constructor(name: string, message: string, stack?: string) {
    super(message);
    this.name = name;
    if (stack) this.stack = stack;
  }
}

// A script rather than a module file, so the thread runs the same way under Node, tsx and the test runner.
const THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const loaded = import(workerData.entry);
const answers = new Map();
let asked = 0;
const fetchFor = (renderId) => async (_input, init) => {
  const id = asked++;
  const body = typeof init?.body === 'string' ? init.body : '';
  const answer = await new Promise((resolve) => {
    answers.set(id, resolve);
    parentPort.postMessage({ kind: 'ask', renderId, id, body });
  });
  return new Response(answer.body, { status: answer.status, headers: { 'content-type': answer.contentType } });
};
parentPort.on('message', async (message) => {
  if (message.kind === 'answer') {
    answers.get(message.id)?.(message.answer);
    answers.delete(message.id);
    return;
  }
  const { renderId, request } = message;
  try {
    const { render } = await loaded;
    const rendered = await render(request.url, {
      fetch: fetchFor(renderId),
      language: request.language,
      interfaceLanguage: request.interfaceLanguage,
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    parentPort.postMessage({ kind: 'rendered', renderId, rendered });
  } catch (error) {
    const failure = { name: error?.name ?? 'Error', message: String(error?.message ?? error), stack: error?.stack };
    parentPort.postMessage({ kind: 'failed', renderId, failure });
  }
});
`;

/** Past its timeout and this, a render's thread is taken as stuck. */
const STUCK_GRACE_MS = 2_000;

interface Running {
  settled?: () => void;
  ask: (body: string) => Promise<GraphqlAnswer>;
  resolve: (page: RenderedPage | null) => void;
  reject: (error: Error) => void;
}

type FromThread =
  | { kind: 'ask'; renderId: number; id: number; body: string }
  | { kind: 'rendered'; renderId: number; rendered: RenderedPage | null }
  | { kind: 'failed'; renderId: number; failure: { name: string; message: string; stack?: string } };

export interface RenderThread {
  render(request: RenderRequest, ask: (body: string) => Promise<GraphqlAnswer>): Promise<RenderedPage | null>;
  close(): Promise<void>;
}

/** Starts the thread that renders with the server build at `entry`; it is started again should it end. */
export function startRenderThread(entry: string, onError: (error: unknown) => void): RenderThread {
  const running = new Map<number, Running>();
  let nextId = 0;
  let worker: Worker | null = null;
  let closed = false;
  const spawn = () => {
    const started = new Worker(THREAD, {
      eval: true,
      workerData: { entry: pathToFileURL(entry).href },
    });
    // Waiting renders hold the process; an idle thread does not.
    started.unref();
    started.on('message', (message: FromThread) => {
      const render = running.get(message.renderId);
      if (!render) return;
      if (message.kind === 'ask') {
        void render.ask(message.body).then(
          (answer) => started.postMessage({ kind: 'answer', id: message.id, answer }),
          (error: unknown) =>
            started.postMessage({
              kind: 'answer',
              id: message.id,
              answer: { status: 500, contentType: 'text/plain', body: String(error) },
            }),
        );
        return;
      }
      running.delete(message.renderId);
      render.settled?.();
      if (!running.size) started.unref();
      if (message.kind === 'rendered') render.resolve(message.rendered);
      else render.reject(new RenderFailed(message.failure.name, message.failure.message, message.failure.stack));
    });
    started.on('error', onError);
    started.on('exit', () => {
      if (worker === started) worker = null;
      for (const render of running.values()) {
        render.settled?.();
        render.reject(new Error('The render thread ended'));
      }
      running.clear();
    });
    return started;
  };
  return {
    render(request, ask) {
      if (closed) return Promise.resolve(null);
      worker ??= spawn();
      worker.ref();
      const renderId = nextId++;
      const thread = worker;
      return new Promise<RenderedPage | null>((resolve, reject) => {
        running.set(renderId, { ask, resolve, reject });
        thread.postMessage({ kind: 'render', renderId, request });
        // The render's own signal ends a render waiting on answers; a thread stuck computing is replaced.
        const stuck = setTimeout(() => void thread.terminate(), request.timeoutMs + STUCK_GRACE_MS);
        stuck.unref();
        running.get(renderId)!.settled = () => clearTimeout(stuck);
      });
    },
    async close() {
      closed = true;
      await worker?.terminate();
    },
  };
}
