import { Button, HStack, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface PagerProps {
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious(): void;
  onNext(): void;
  summary?: ReactNode;
  label: string;
}

/** Previous / Next pagination (cursor pages on the server, or pages of a list loaded at once). */
export function Pager({ page, hasPrevious, hasNext, onPrevious, onNext, summary, label }: PagerProps) {
  const { t } = useTranslation();
  return (
    <HStack as="nav" aria-label={label} justify="space-between" gap="3" flexWrap="wrap">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {summary}
      </Text>
      <HStack gap="2">
        <Button size="sm" variant="outline" onClick={onPrevious} disabled={!hasPrevious}>
          <ChevronLeft aria-hidden="true" />
          {t('admin.common.previous')}
        </Button>
        <Text fontSize="sm" minWidth="16" textAlign="center">
          {t('admin.common.pageOf', { page })}
        </Text>
        <Button size="sm" variant="outline" onClick={onNext} disabled={!hasNext}>
          {t('admin.common.next')}
          <ChevronRight aria-hidden="true" />
        </Button>
      </HStack>
    </HStack>
  );
}

/** "Load more" for connections whose pages the cache merges. */
export function LoadMore({
  hasMore,
  loading,
  onLoadMore,
  summary,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoadMore(): void;
  summary?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <HStack justify="space-between" gap="3" flexWrap="wrap">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {summary}
      </Text>
      {hasMore && (
        <Button size="sm" variant="outline" onClick={onLoadMore} loading={loading}>
          {t('admin.common.loadMore')}
        </Button>
      )}
    </HStack>
  );
}

/** What ConnectionLoadMore reads of a connection: its total, how far it has loaded, and the rows loaded. */
export interface LoadedConnection {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
  edges: readonly unknown[];
}

/** "Load more" under a list read from a connection, with its total: the next page starts after the last cursor loaded. */
export function ConnectionLoadMore({
  connection,
  loading,
  count,
  fetchMore,
}: {
  /** Absent until the first page has arrived. */
  connection: LoadedConnection | undefined;
  loading: boolean;
  /** The total in words ('57 accounts'). */
  count(total: number): string;
  fetchMore(options: { variables: { after?: string | null } }): unknown;
}) {
  const { t } = useTranslation();
  const shown = connection?.edges.length ?? 0;
  const summary =
    connection &&
    (shown >= connection.totalCount
      ? count(connection.totalCount)
      : t('admin.common.partlyShown', { total: count(connection.totalCount), shown }));
  return (
    <LoadMore
      hasMore={!!connection?.pageInfo.hasNextPage}
      loading={loading && !!connection}
      onLoadMore={() => void Promise.resolve(fetchMore({ variables: { after: connection?.pageInfo.endCursor } })).catch(() => undefined)}
      summary={summary}
    />
  );
}
