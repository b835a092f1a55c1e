import { useCallback } from 'react';
import { useTimeZone } from '../../auth/session';

/** Dates in the user's time zone (§4): 'Nov 23, 2026'. */
export function useFormatDate() {
  const timeZone = useTimeZone();
  return useCallback(
    (iso: string | null | undefined) => {
      if (!iso) return '';
      const date = new Date(iso);
      if (Number.isNaN(date.getTime())) return '';
      try {
        return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone }).format(date);
      } catch {
        return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(date);
      }
    },
    [timeZone],
  );
}
