// Unsaved work is not lost by leaving: a page unload asks the browser's own question, and a move inside the app
// waits for the user's answer in a confirmation dialog (the draft stays in local storage either way).
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

export function useUnsavedGuard(active: boolean) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
  return blocker;
}
