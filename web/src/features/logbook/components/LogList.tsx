// The member's logs, newest first, a page at a time as the list scrolls (with a button for keyboards and failures).
import { useQuery } from '@apollo/client/react';
import { Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LogbookListDocument } from '../../../gql/graphql';
import { useInfinitePages } from '../../../lib/infinite-scroll';
import { isOfflineError } from '../../../lib/online';
import { usePreloadedFetchPolicy } from '../../../lib/preload';
import { LIST_VARIABLES } from '../variables';
import { LogbookEmpty } from './LogbookEmpty';
import { LogEntry } from './LogEntry';

export function LogList() {
  const { t } = useTranslation();
  const policies = usePreloadedFetchPolicy(LogbookListDocument, LIST_VARIABLES);
  const { data, loading, error, fetchMore } = useQuery(LogbookListDocument, { variables: LIST_VARIABLES, ...policies });
  const list = data?.workoutLogs;
  const pages = useInfinitePages(!!list?.pageInfo.hasNextPage, list?.pageInfo.endCursor ?? null, (after) =>
    fetchMore({ variables: { after } }),
  );
  if (loading && !list)
    return (
      <Stack gap="2" aria-busy="true">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height="16" />
        ))}
      </Stack>
    );
  // An unanswered list (offline) is not an empty logbook.
  if (!list && error)
    return (
      <Text color="fg.muted" role="status" data-testid="logbook-unavailable">
        {isOfflineError(error) ? t('logbook.listOffline') : t('logbook.listFailed')}
      </Text>
    );
  if (!list?.edges.length) return <LogbookEmpty />;
  return (
    <Stack gap="2">
      <Stack as="ul" gap="2" listStyleType="none" aria-label={t('logbook.loggedWorkouts')}>
        {list.edges.map((edge) => (
          <LogEntry key={edge.node.workoutLogId} log={edge.node} />
        ))}
      </Stack>
      <div ref={pages.sentinelRef} />
      {pages.failed ? (
        <Text color="fg.error" role="alert">
          {t('logbook.loadFailed')}
        </Text>
      ) : null}
      {list.pageInfo.hasNextPage ? (
        <Button variant="outline" onClick={pages.loadMore} loading={pages.loading} alignSelf="center">
          {t('logbook.loadMore')}
        </Button>
      ) : null}
    </Stack>
  );
}
