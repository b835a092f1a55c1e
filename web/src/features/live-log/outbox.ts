// What the logger has not yet heard the server confirm, kept in IndexedDB so a closed tab, a reload or a phone
// without signal in a basement gym loses nothing: the changes in the order they were made, and the log as this
// device last showed it. Changes leave in order, one at a time, and are removed only once the server answered.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { LiveLog, Outgoing } from './model';

interface LoggerDb extends DBSchema {
  outbox: { key: number; value: Outgoing };
  drafts: { key: string; value: { workoutLogId: string; log: LiveLog; savedAt: number } };
}

let database: Promise<IDBPDatabase<LoggerDb>> | null = null;

function db() {
  database ??= openDB<LoggerDb>('liftmates-logger', 1, {
    upgrade(store) {
      store.createObjectStore('outbox', { autoIncrement: true });
      store.createObjectStore('drafts', { keyPath: 'workoutLogId' });
    },
  });
  return database;
}

export async function enqueue(change: Outgoing) {
  await (await db()).add('outbox', change);
}

/** The oldest change not yet confirmed, with its key. */
export async function nextChange(): Promise<{ key: number; change: Outgoing } | null> {
  const cursor = await (await db()).transaction('outbox').store.openCursor();
  return cursor ? { key: cursor.key, change: cursor.value } : null;
}

export async function confirmChange(key: number) {
  await (await db()).delete('outbox', key);
}

export async function pendingCount(workoutLogId?: string) {
  const all = await (await db()).getAll('outbox');
  return workoutLogId ? all.filter((change) => change.workoutLogId === workoutLogId).length : all.length;
}

/** Drops every queued change of a log (it was discarded, or the server refused it and its state was read again). */
export async function forgetLog(workoutLogId: string) {
  const store = (await db()).transaction(['outbox', 'drafts'], 'readwrite');
  let cursor = await store.objectStore('outbox').openCursor();
  while (cursor) {
    if (cursor.value.workoutLogId === workoutLogId) await cursor.delete();
    cursor = await cursor.continue();
  }
  await store.objectStore('drafts').delete(workoutLogId);
  await store.done;
}

export async function saveDraft(log: LiveLog) {
  await (await db()).put('drafts', { workoutLogId: log.workoutLogId, log, savedAt: Date.now() });
}

/** The most recently saved draft of a log still in progress on this device. */
export async function latestDraft(): Promise<LiveLog | null> {
  const drafts = await (await db()).getAll('drafts');
  const open = drafts.filter((draft) => draft.log.status !== 'COMPLETED').sort((a, b) => b.savedAt - a.savedAt);
  return open[0]?.log ?? null;
}
