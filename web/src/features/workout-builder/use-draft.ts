// The working copy and its draft in local storage: written shortly after each change while it differs from the
// saved workout, removed once saved or discarded, and offered back (with a notice) when the builder opens again.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { readStorage, removeStorage, writeStorage } from '../../lib/storage';
import { DRAFT_SAVE_DELAY_MS } from './constants';
import type { WorkoutDraft } from './draft';

const sameDraft = (a: WorkoutDraft, b: WorkoutDraft) => JSON.stringify(a) === JSON.stringify(b);

function readDraft(storageKey: string): WorkoutDraft | null {
  const text = readStorage(storageKey);
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<WorkoutDraft> | null;
    // Written by an older build or by hand: not worth restoring.
    return value && typeof value.workoutTitle === 'string' && Array.isArray(value.exercises) ? (value as WorkoutDraft) : null;
  } catch {
    return null;
  }
}

export function useDraft(storageKey: string, saved: WorkoutDraft) {
  const [stored] = useState(() => {
    const value = readDraft(storageKey);
    return value && !sameDraft(value, saved) ? value : null;
  });
  const [baseline, setBaseline] = useState(saved);
  const [draft, setDraft] = useState(stored ?? saved);
  const [restored, setRestored] = useState(stored !== null);
  const dirty = useMemo(() => !sameDraft(draft, baseline), [draft, baseline]);

  useEffect(() => {
    if (!dirty) {
      removeStorage(storageKey);
      return;
    }
    const timer = window.setTimeout(() => writeStorage(storageKey, JSON.stringify(draft)), DRAFT_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [storageKey, draft, dirty]);

  const discard = useCallback(() => {
    setDraft(baseline);
    setRestored(false);
    removeStorage(storageKey);
  }, [baseline, storageKey]);

  /** After a save: the server's copy is the new baseline and the draft is gone. */
  const markSaved = useCallback(
    (next: WorkoutDraft) => {
      setBaseline(next);
      setDraft(next);
      setRestored(false);
      removeStorage(storageKey);
    },
    [storageKey],
  );

  return { draft, setDraft, dirty, restored, dismissRestored: () => setRestored(false), discard, markSaved };
}
