// The working copy and its draft in local storage: written shortly after each change while it differs from the
// saved workout, removed once saved or discarded, and offered back (with a notice) when the builder opens again.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
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

  // What is still to be written: flushed when the builder goes away (leaving the page, closing the tab) so the last
  // keystrokes before leaving are kept too.
  const pending = useRef<string | null>(null);
  const forget = useCallback(() => {
    pending.current = null;
    removeStorage(storageKey);
  }, [storageKey]);
  const flush = useCallback(() => {
    if (pending.current !== null) writeStorage(storageKey, pending.current);
    pending.current = null;
  }, [storageKey]);

  useEffect(() => {
    if (!dirty) {
      forget();
      return;
    }
    pending.current = JSON.stringify(draft);
    const timer = window.setTimeout(flush, DRAFT_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [draft, dirty, flush, forget]);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  const discard = useCallback(() => {
    setDraft(baseline);
    setRestored(false);
    forget();
  }, [baseline, forget]);

  /** After a save: the server's copy is the new baseline and the draft is gone. */
  const markSaved = useCallback(
    (next: WorkoutDraft) => {
      setBaseline(next);
      setDraft(next);
      setRestored(false);
      forget();
    },
    [forget],
  );

  return { draft, setDraft, dirty, restored, dismissRestored: () => setRestored(false), discard, markSaved };
}
