// What each exercise type measures, for the set fields. Kept in local storage too, so a logger reopened without a
// network still knows which fields a set has.
import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import { LiveLogReferenceDocument, type LiveLogReferenceQuery } from '../../gql/graphql';
import { readStorage, writeStorage } from '../../lib/storage';

const STORAGE_KEY = 'liftmates.logger-reference';

function stored(): LiveLogReferenceQuery | undefined {
  try {
    const text = readStorage(STORAGE_KEY);
    return text ? (JSON.parse(text) as LiveLogReferenceQuery) : undefined;
  } catch {
    return undefined;
  }
}

export function useLoggerReference(): LiveLogReferenceQuery | undefined {
  const { data } = useQuery(LiveLogReferenceDocument);
  useEffect(() => {
    if (data) writeStorage(STORAGE_KEY, JSON.stringify(data));
  }, [data]);
  const fallback = useMemo(() => (data ? undefined : stored()), [data]);
  return data ?? fallback;
}
