// Spec §4/§9: a drag left hanging (a pointer lost, a keyboard drag forgotten) turns itself off after 30 s.
import { useCallback, useEffect, useRef, useState } from 'react';
import { DRAG_TIMEOUT_MS } from '../../lib/constants';

export function useDragTimeout(onTimeout: () => void, timeoutMs: number = DRAG_TIMEOUT_MS) {
  const [dragging, setDragging] = useState(false);
  const onTimeoutRef = useRef(onTimeout);
  useEffect(() => {
    onTimeoutRef.current = onTimeout;
  }, [onTimeout]);

  useEffect(() => {
    if (!dragging) return;
    const timer = window.setTimeout(() => {
      setDragging(false);
      onTimeoutRef.current();
    }, timeoutMs);
    return () => window.clearTimeout(timer);
  }, [dragging, timeoutMs]);

  const start = useCallback(() => setDragging(true), []);
  const stop = useCallback(() => setDragging(false), []);
  return { dragging, start, stop };
}
