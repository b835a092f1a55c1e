// Parts of the shell that only some visitors see (the signed-in menus and layout) or open (the feedback dialog) load
// when first wanted, so the public pages' first load does not carry them.
import { useEffect, useState, type ComponentType } from 'react';

/** The component once `wanted` has been true and its module has arrived; null until then (or if it failed to load). */
export function useLazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, wanted: boolean): ComponentType<P> | null {
  const [component, setComponent] = useState<{ Component: ComponentType<P> } | null>(null);
  const [loadOnce] = useState(() => load);
  useEffect(() => {
    if (!wanted || component) return;
    let live = true;
    loadOnce().then(
      (Component) => live && setComponent({ Component }),
      (error: unknown) => console.error('A part of the page failed to load', error),
    );
    return () => {
      live = false;
    };
  }, [wanted, component, loadOnce]);
  return component?.Component ?? null;
}
