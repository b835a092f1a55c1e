// Sends the logger's queued changes in order whenever the server can be reached: at start, at once when the browser
// says it is online again, and while changes wait after a failed delivery, again after 2 s, 4 s, 8 s... up to a
// minute apart. Offline, nothing is tried (a request would fail, logged by the browser) until the network is back.
// A change the server refuses (it can never succeed) is dropped and reported; a change that could not be delivered
// stays first in line.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { MutationFailure } from '../../components/forms/mutation-result';
import { isOnline } from '../../lib/online';
import { confirmChange, enqueue, nextChange, pendingCount } from './outbox';
import type { Outgoing, ServerAnswer } from './model';

export interface SyncState {
  /** False while the browser is offline, and after a change could not be delivered until one is. */
  reachable: boolean;
  pending: number;
  syncing: boolean;
}

type Sender = (change: Outgoing) => Promise<ServerAnswer | null>;
type Listener = () => void;
type ServerListener = (log: ServerAnswer, pendingForLog: number) => void;
type RejectListener = (change: Outgoing, error: unknown) => void;

const RETRY_FIRST_MS = 2000;
const RETRY_MAX_MS = 60_000;

let state: SyncState = { reachable: true, pending: 0, syncing: false };
let sender: Sender | null = null;
let running: Promise<void> | null = null;
/**
 * Set when a flush is asked for while one runs: a change queued after the running one last looked at the queue (it
 * found nothing left and is only finishing) is sent by another round, instead of waiting for the next edit.
 */
let askedAgain = false;
let timer: ReturnType<typeof setTimeout> | null = null;
/** Deliveries failed in a row: the next retry waits twice as long as the last. */
let failures = 0;
let listening = false;
const listeners = new Set<Listener>();
const serverListeners = new Set<ServerListener>();
const rejectListeners = new Set<RejectListener>();

function set(patch: Partial<SyncState>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export const syncState = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: () => state,
};

export function onServerLog(listener: ServerListener) {
  serverListeners.add(listener);
  return () => void serverListeners.delete(listener);
}

export function onRejected(listener: RejectListener) {
  rejectListeners.add(listener);
  return () => void rejectListeners.delete(listener);
}

/** A refusal from the server (bad input, a conflict) will not change by sending again; anything else may. */
const isRefusal = (error: unknown) => CombinedGraphQLErrors.is(error) || error instanceof MutationFailure;

function scheduleRetry() {
  if (timer || !isOnline()) return;
  const delay = Math.min(RETRY_FIRST_MS * 2 ** failures, RETRY_MAX_MS);
  failures += 1;
  timer = setTimeout(() => {
    timer = null;
    void flush();
  }, delay);
}

function cancelRetry() {
  if (timer) clearTimeout(timer);
  timer = null;
  failures = 0;
}

function listenToNetwork() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('online', () => {
    cancelRetry();
    set({ reachable: true });
    void flush();
  });
  window.addEventListener('offline', () => set({ reachable: false }));
}

async function drain() {
  set({ syncing: true });
  try {
    for (;;) {
      const next = await nextChange();
      if (!next || !sender) break;
      try {
        const log = await sender(next.change);
        await confirmChange(next.key);
        failures = 0;
        set({ reachable: true });
        if (log) {
          const waiting = await pendingCount(log.workoutLogId);
          for (const listener of serverListeners) listener(log, waiting);
        }
      } catch (error) {
        if (!isRefusal(error)) {
          set({ reachable: false });
          scheduleRetry();
          break;
        }
        failures = 0;
        await confirmChange(next.key);
        for (const listener of rejectListeners) listener(next.change, error);
      }
    }
  } finally {
    set({ syncing: false, pending: await pendingCount() });
  }
}

export function flush(): Promise<void> {
  if (running) {
    askedAgain = true;
    return running;
  }
  askedAgain = false;
  running = drain().finally(() => {
    running = null;
    if (askedAgain && state.reachable) void flush();
  });
  return running;
}

/** Starts sending with `send`; safe to call again (the last sender wins). */
export function startSync(send: Sender) {
  sender = send;
  listenToNetwork();
  if (!isOnline()) set({ reachable: false });
  void pendingCount().then((pending) => set({ pending }));
  void flush();
}

export async function queueChange(change: Outgoing) {
  await enqueue(change);
  set({ pending: state.pending + 1 });
  void flush();
}
