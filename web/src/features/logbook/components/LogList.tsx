// The member's logs, newest first, a page at a time as the list scrolls (with a button for keyboards and failures).
import { useQuery } from '@apollo/client/react';
import { Button, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { NotebookPen } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { LogbookListDocument } from '../../../gql/graphql';
import { useInfinitePages } from '../../../lib/infinite-scroll';
import { isOfflineError } from '../../../lib/online';
import { usePreloadedFetchPolicy } from '../../../lib/preload';
import { S } from '../strings';
import { LIST_VARIABLES } from '../variables';
import { LogEntry } from './LogEntry';

export function LogbookEmpty() {
  return (
    <Stack gap="3" align="start" data-testid="logbook-empty" borderWidth="1px" borderStyle="dashed" rounded="l2" p="6">
      <NotebookPen aria-hidden="true" />
      <Heading as="h2" size="md">
        {S.emptyTitle}
      </Heading>
      <Text color="fg.muted">{S.emptyText}</Text>
      <HStack gap="2" wrap="wrap">
        <Button asChild>
          <RouterLink to="/workouts">{S.fromWorkouts}</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/log">{S.emptyLog}</RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}

export function LogList() {
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
        {isOfflineError(error) ? S.listOffline : S.listFailed}
      </Text>
    );
  if (!list?.edges.length) return <LogbookEmpty />;
  return (
    <Stack gap="2">
      <Stack as="ul" gap="2" listStyleType="none" aria-label={S.loggedWorkouts}>
        {list.edges.map((edge) => (
          <LogEntry key={edge.node.workoutLogId} log={edge.node} />
        ))}
      </Stack>
      <div ref={pages.sentinelRef} />
      {pages.failed ? (
        <Text color="fg.error" role="alert">
          {S.loadFailed}
        </Text>
      ) : null}
      {list.pageInfo.hasNextPage ? (
        <Button variant="outline" onClick={pages.loadMore} loading={pages.loading} alignSelf="center">
          {S.loadMore}
        </Button>
      ) : null}
    </Stack>
  );
}
