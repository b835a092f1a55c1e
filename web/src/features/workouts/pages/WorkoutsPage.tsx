// My Workouts at /workouts: the member's own workouts (drafts included) or, on the Discover tab, everything
// published to them; searchable by title, sorted by recency, title, rating or views, a page at a time.
import { useQuery } from '@apollo/client/react';
import { Button, EmptyState, Field, Heading, HStack, Input, NativeSelect, SimpleGrid, Stack, Text, Group } from '@chakra-ui/react';
import { Dumbbell, Import, Plus } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { WorkoutListDocument, type WorkoutOrderField } from '../../../gql/graphql';
import { useInfinitePages } from '../../../lib/infinite-scroll';
import { usePageShell } from '../../../lib/page-shell';
import { usePreloadedFetchPolicy } from '../../../lib/preload';
import { useSession } from '../../auth/session';
import { WorkoutCard, WorkoutCardSkeleton } from '../components/WorkoutCard';
import { useLanguage } from '../../../i18n';
import { formatCount } from '../../../../../common/numbers';
import { workoutListVariables, type WorkoutTab } from '../variables';
import { RetryAlert } from '../../../components/loading/RetryAlert';

const TABS: WorkoutTab[] = ['mine', 'discover'];
const SORTS: WorkoutOrderField[] = ['RECENT', 'TITLE', 'RATING', 'VIEWS'];

export function WorkoutsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageShell({ title: t('workouts.listTitle') });
  const [params, setParams] = useSearchParams();
  const { status } = useSession();
  const tab: WorkoutTab = params.get('tab') === 'discover' ? 'discover' : 'mine';
  const sort = (SORTS as string[]).includes(params.get('sort') ?? '') ? (params.get('sort') as WorkoutOrderField) : 'RECENT';
  const [search, setSearch] = useState(params.get('q') ?? '');
  const committedSearch = useDeferredValue(search.trim());
  const variables = workoutListVariables(tab, sort, committedSearch);
  const fetchPolicies = usePreloadedFetchPolicy(WorkoutListDocument, variables);
  const { data, previousData, error, loading, refetch, fetchMore } = useQuery(WorkoutListDocument, { variables, ...fetchPolicies });
  const list = data?.workouts ?? (loading ? previousData?.workouts : undefined);
  const pages = useInfinitePages(!!list?.pageInfo.hasNextPage, list?.pageInfo.endCursor ?? null, (after) =>
    fetchMore({ variables: { after } }),
  );

  const setParam = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const header = (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          {t('workouts.listTitle')}
        </Heading>
        <HStack gap="2">
          <Button asChild variant="outline" size="sm">
            <RouterLink to="/workouts/import">
              <Import aria-hidden="true" />
              {t('workouts.import')}
            </RouterLink>
          </Button>
          <Button asChild size="sm">
            <RouterLink to="/workouts/create">
              <Plus aria-hidden="true" />
              {t('workouts.create')}
            </RouterLink>
          </Button>
        </HStack>
      </HStack>
      <Group attached role="group" aria-label={t('workouts.listTitle')} alignSelf="start">
        {TABS.map((value) => (
          <Button
            key={value}
            size="sm"
            variant={tab === value ? 'solid' : 'outline'}
            aria-pressed={tab === value}
            onClick={() => setParam('tab', value === 'discover' ? 'discover' : null)}
          >
            {t(`workouts.tabs.${value}`)}
          </Button>
        ))}
      </Group>
      <HStack gap="3" align="end" wrap="wrap">
        <Field.Root flex="1" minWidth="12rem">
          <Field.Label>{t('workouts.searchLabel')}</Field.Label>
          <Input
            type="search"
            value={search}
            placeholder={t('workouts.searchPlaceholder')}
            onChange={(event) => {
              setSearch(event.target.value);
              setParam('q', event.target.value.trim() || null);
            }}
            data-testid="workout-search"
          />
        </Field.Root>
        <Field.Root width="auto">
          <Field.Label>{t('workouts.sortLabel')}</Field.Label>
          <NativeSelect.Root size="md">
            <NativeSelect.Field
              value={sort}
              onChange={(event) => setParam('sort', event.target.value === 'RECENT' ? null : event.target.value)}
            >
              {SORTS.map((field) => (
                <option key={field} value={field}>
                  {t(`workouts.sorts.${field}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </HStack>
    </Stack>
  );

  if (error && !list) {
    return (
      <Stack gap="6">
        {header}
        <RetryAlert title={t('workouts.errorTitle')} message={error.message} retryLabel={t('workouts.retry')} onRetry={refetch} />
      </Stack>
    );
  }

  const empty = list && list.edges.length === 0;
  return (
    <Stack gap="6">
      {header}
      {!list ? (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" aria-busy="true">
          <Text srOnly role="status">
            {t('workouts.loading')}
          </Text>
          {Array.from({ length: 6 }, (_, index) => (
            <WorkoutCardSkeleton key={index} />
          ))}
        </SimpleGrid>
      ) : empty ? (
        <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderColor="border" borderRadius="xl" data-testid="empty-state">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <Dumbbell aria-hidden="true" />
            </EmptyState.Indicator>
            <EmptyState.Title>
              {committedSearch
                ? t('workouts.empty.searchTitle')
                : tab === 'mine'
                  ? t('workouts.empty.mineTitle')
                  : t('workouts.empty.discoverTitle')}
            </EmptyState.Title>
            <EmptyState.Description textAlign="center">
              {committedSearch ? t('workouts.empty.search') : tab === 'mine' ? t('workouts.empty.mine') : t('workouts.empty.discover')}
            </EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <>
          <Text color="fg.muted" fontSize="sm" data-testid="workout-count" aria-live="polite">
            {t('workouts.count', { count: list.totalCount, shown: formatCount(list.totalCount, language) })}
          </Text>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="4">
            {list.edges.map(({ node }) => (
              <li key={node.workoutId}>
                <WorkoutCard workout={node} signedIn={status === 'authenticated'} />
              </li>
            ))}
          </SimpleGrid>
          {list.pageInfo.hasNextPage ? (
            <Stack align="center" ref={pages.sentinelRef}>
              <Button variant="outline" onClick={pages.loadMore} loading={pages.loading} data-testid="workouts-more">
                {t('workouts.loadMore')}
              </Button>
            </Stack>
          ) : null}
        </>
      )}
    </Stack>
  );
}
