import { useCallback } from 'react';
import { useLanguage } from '../../../i18n';
import { formatDate } from '../../../lib/dates';
import { useTimeZone } from '../../auth/session';

/** Dates in the user's time zone (§4) and the interface's language: 'Nov 23, 2026'. */
export function useFormatDate() {
  const timeZone = useTimeZone();
  const language = useLanguage();
  return useCallback((iso: string | null | undefined) => formatDate(iso, timeZone, 'medium', language), [timeZone, language]);
}
