// matchMedia as a hook (breakpoints the layout needs in JS, such as whether the sidebar toggle applies).
import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from './constants';

export function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    (callback) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', callback);
      return () => list.removeEventListener('change', callback);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : serverValue),
    () => serverValue,
  );
}

export const minWidth = (name: keyof typeof BREAKPOINTS) => `(min-width: ${BREAKPOINTS[name]})`;

/** Desktop from lg (1024 px): the sidebar is shown; below it the sidebar is a drawer. */
export const useIsDesktop = () => useMediaQuery(minWidth('lg'));
/** Extra-large screens (1280 px): the sidebar collapse toggle shows. */
export const useIsXl = () => useMediaQuery(minWidth('xl'));
export const useIs2xl = () => useMediaQuery(minWidth('2xl'));
