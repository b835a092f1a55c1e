// Cursor paging with a "Load more" button and infinite scroll: a sentinel below the list asks for the next page as
// it nears the viewport; a failed page waits for the button.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

const MARGIN = '600px 0px';

export function useInfinitePages(hasNextPage: boolean, endCursor: string | null, fetchMore: (after: string) => Promise<unknown>) {
  const [failedAt, setFailedAt] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const inFlight = useRef(false);
  const loadMore = useCallback(() => {
    if (!hasNextPage || !endCursor || inFlight.current) return;
    inFlight.current = true;
    setLoading(true);
    setFailedAt(null);
    fetchMore(endCursor)
      .catch(() => setFailedAt(endCursor))
      .finally(() => {
        inFlight.current = false;
        setLoading(false);
      });
  }, [fetchMore, hasNextPage, endCursor]);
  const failed = failedAt !== null && failedAt === endCursor;

  const sentinelRef = useRef<HTMLDivElement | null>(null);
  const loadMoreRef = useRef(loadMore);
  useLayoutEffect(() => {
    loadMoreRef.current = loadMore;
  });
  useEffect(() => {
    const node = sentinelRef.current;
    if (!node || !hasNextPage || failed || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && loadMoreRef.current(), {
      rootMargin: MARGIN,
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, endCursor, failed]);

  return { loadMore, loading, failed, sentinelRef };
}
