// The live log on this device: read from the server or, when changes are still waiting (offline, or a reload before
// they left), from the copy kept in IndexedDB; every edit applied here at once, saved as a draft and queued for the
// server; the server's figures (records, summary, muscle map) joined in once nothing newer waits.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { notify } from '../../components/toaster/toaster';
import { errorMessage } from '../../lib/errors';
import { ActiveLiveLogDocument, type WorkoutLogAction, type WorkoutLogChange } from '../../gql/graphql';
import { applyAction, applyEdit, savedSetIds, withServerFigures, type Edit, type LiveLog } from './model';
import { forgetLog, latestDraft, pendingCount, saveDraft } from './outbox';
import { flush, onRejected, onServerLog, queueChange, syncState } from './sync';

/** Active seconds as of a moment: the stored figure, plus the running stretch while in progress. */
export interface Clock {
  activeSeconds: number;
  at: number;
}

export const activeSecondsNow = (log: LiveLog, clock: Clock, now = Date.now()) =>
  log.status === 'IN_PROGRESS' ? clock.activeSeconds + Math.max(0, Math.floor((now - clock.at) / 1000)) : clock.activeSeconds;

export type LoadState = { kind: 'loading' } | { kind: 'none' } | { kind: 'log'; log: LiveLog; clock: Clock };

export function useSyncState() {
  return useSyncExternalStore(syncState.subscribe, syncState.get, syncState.get);
}

export function useLiveLog() {
  const client = useApolloClient();
  const [state, setState] = useState<LoadState>({ kind: 'loading' });
  const current = useRef<LoadState>(state);
  current.current = state;

  const show = useCallback((log: LiveLog, clock: Clock) => {
    const next: LoadState = { kind: 'log', log, clock };
    current.current = next;
    setState(next);
    // The draft keeps the active time as of now, so a reload offline resumes the clock where it was.
    void saveDraft({ ...log, activeSeconds: activeSecondsNow(log, clock) }).catch(() => undefined);
  }, []);

  const readServer = useCallback(async () => {
    const result = await client.query({ query: ActiveLiveLogDocument, fetchPolicy: 'network-only' });
    return result.data?.activeWorkoutLog ?? null;
  }, [client]);

  const load = useCallback(async () => {
    const draft = await latestDraft().catch(() => null);
    let server: LiveLog | null | undefined;
    try {
      server = await readServer();
    } catch {
      server = undefined;
    }
    const waiting = draft ? await pendingCount(draft.workoutLogId) : 0;
    // Changes still waiting make this device's copy the newest; otherwise the server's (another device may have
    // logged meanwhile). Unreachable server: the copy here is all there is.
    const pick = draft && (server === undefined || (waiting > 0 && server?.workoutLogId === draft.workoutLogId)) ? draft : server;
    if (!pick) {
      if (draft && server === null && !waiting) await forgetLog(draft.workoutLogId);
      setState({ kind: 'none' });
      return;
    }
    show(pick, { activeSeconds: pick.activeSeconds, at: Date.now() });
  }, [readServer, show]);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    const offServer = onServerLog((server, waiting) => {
      const now = current.current;
      if (now.kind !== 'log' || now.log.workoutLogId !== server.workoutLogId || waiting > 0) return;
      const merged = {
        ...withServerFigures(now.log, server),
        status: server.status,
        activeSeconds: server.activeSeconds,
        pausedAt: server.pausedAt,
        endedAt: server.endedAt,
      };
      show(merged, { activeSeconds: server.activeSeconds, at: Date.now() });
    });
    const offRejected = onRejected((change, error) => {
      notify.error('A change could not be saved', { description: errorMessage(error) });
      // What the server holds is the truth again: drop what waits for this log and read it back.
      void forgetLog(change.workoutLogId)
        .then(readServer)
        .then((server) => (server ? show(server, { activeSeconds: server.activeSeconds, at: Date.now() }) : setState({ kind: 'none' })))
        .catch(() => undefined);
    });
    return () => {
      offServer();
      offRejected();
    };
  }, [readServer, show]);

  const edit = useCallback(
    (change: Edit) => {
      const now = current.current;
      if (now.kind !== 'log') return;
      const applied = applyEdit(now.log, change);
      show(applied.log, now.clock);
      const setIds = savedSetIds(change, applied.change);
      if (Object.keys(applied.change).length)
        void queueChange({
          workoutLogId: now.log.workoutLogId,
          input: applied.change,
          at: new Date().toISOString(),
          ...(setIds ? { setIds } : {}),
        });
    },
    [show],
  );

  const act = useCallback(
    (action: WorkoutLogAction, input?: WorkoutLogChange) => {
      const now = current.current;
      if (now.kind !== 'log') return;
      const at = new Date().toISOString();
      const seconds = activeSecondsNow(now.log, now.clock);
      const log = applyAction(
        {
          ...now.log,
          ...(input?.notes !== undefined ? { notes: input.notes } : {}),
          ...(input?.perceivedEffort !== undefined ? { perceivedEffort: input.perceivedEffort } : {}),
          ...(input?.visibility ? { visibility: input.visibility } : {}),
        },
        action,
        at,
        seconds,
      );
      show(log, { activeSeconds: seconds, at: Date.now() });
      void queueChange({ workoutLogId: now.log.workoutLogId, action, input, at });
    },
    [show],
  );

  /** A log the server just made (a start): shown and kept here from now on. */
  const adopt = useCallback((log: LiveLog) => show(log, { activeSeconds: log.activeSeconds, at: Date.now() }), [show]);

  const forget = useCallback(async (workoutLogId: string) => {
    await forgetLog(workoutLogId);
    setState({ kind: 'none' });
  }, []);

  return { state, edit, act, adopt, forget, reload: load, flush };
}
