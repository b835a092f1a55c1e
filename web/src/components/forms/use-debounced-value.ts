import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from './constants';

/** The value, once it has stopped changing for `delay` ms (search boxes query the server after typing pauses). */
export function useDebouncedValue<T>(value: T, delay: number = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
