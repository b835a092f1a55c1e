import { useCallback } from 'react';
import { formatDate } from '../../../lib/dates';
import { useTimeZone } from '../../auth/session';

/** Dates in the user's time zone (§4): 'Nov 23, 2026'. */
export function useFormatDate() {
  const timeZone = useTimeZone();
  return useCallback((iso: string | null | undefined) => formatDate(iso, timeZone), [timeZone]);
}
