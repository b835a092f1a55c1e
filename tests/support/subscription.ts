// A GraphQL subscription opened as the web app opens it (a streamed POST answered with server-sent events), whose
// results are collected as they come.
import type { Auth, TestServer } from './server.js';

export interface OpenSubscription<T> {
  received: T[];
  close(): void;
}

export async function subscribe<T>(
  target: TestServer,
  auth: Pick<Auth, 'headers'>,
  query: string,
  field: string,
): Promise<OpenSubscription<T>> {
  const controller = new AbortController();
  const response = await fetch(`${target.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...auth.headers },
    body: JSON.stringify({ query }),
    signal: controller.signal,
  });
  if (!/text\/event-stream/.test(response.headers.get('content-type') ?? ''))
    throw new Error(`Not a subscription stream: ${response.status} ${await response.text()}`);
  const received: T[] = [];
  void eachData(response.body!, (data) => received.push((data as { data: Record<string, T> }).data[field] as T));
  return { received, close: () => controller.abort() };
}

/** Calls `onData` with each server-sent event's JSON data as it arrives, until the stream ends or is aborted. */
export async function eachData(body: NonNullable<Response['body']>, onData: (data: unknown) => void) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const event = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = event.split('\n').find((line) => line.startsWith('data:'));
        if (data && data.length > 6) onData(JSON.parse(data.slice(5)));
      }
    }
  } catch {
    // Aborted when its reader is done.
  }
}

/** Waits (up to 5 s) until `check` holds. */
export async function until(check: () => boolean, what: string) {
  for (let waited = 0; waited < 5000; waited += 25) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Timed out waiting for ${what}`);
}
