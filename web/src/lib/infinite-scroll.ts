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

  const sentinelRef = useNearViewport(loadMore, hasNextPage && !failed, endCursor);

  return { loadMore, loading, failed, sentinelRef };
}

/**
 * The element given the returned ref calls `onNear` as it nears the viewport (within `margin`), while `active`. A new
 * `page` watches afresh, so a sentinel still in view after a page arrives asks again.
 */
export function useNearViewport(onNear: () => void, active: boolean, page: unknown, margin = MARGIN) {
  const ref = useRef<HTMLDivElement | null>(null);
  const latest = useRef(onNear);
  useLayoutEffect(() => {
    latest.current = onNear;
  });
  useEffect(() => {
    const node = ref.current;
    if (!node || !active || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && latest.current(), {
      rootMargin: margin,
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [active, page, margin]);
  return ref;
}
