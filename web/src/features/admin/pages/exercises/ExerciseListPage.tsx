// The admin exercise list: debounced search, status filter chips, server-side sort by clicking a column header
// (aria-sort), cursor pagination (Previous/Next), and per row an edit link and a delete with confirmation.
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Button, Link, Stack, Table, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { unwrapResult } from '../../../../components/forms/mutation-result';
import { useDebouncedValue } from '../../../../components/forms/use-debounced-value';
import {
  AdminDeleteExerciseDocument,
  AdminExercisesDocument,
  AdminReferenceDocument,
  type AdminExerciseRowFragment,
  type ExerciseSort,
} from '../../../../gql/graphql';
import { PlainHeader, SortableHeader } from '../../components/DataTable';
import { ListPage } from '../../components/ListPage';
import { CodeCell } from '../../components/ListTable';
import { Pager } from '../../components/Pager';
import { SearchField } from '../../components/SearchField';
import { StatusBadge, StatusChips } from '../../components/StatusBadge';
import { ADMIN_PAGE_SIZE } from '../../constants';
import { useFormatDate } from '../../lib/format';
import type { SortDirection, SortState } from '../../lib/sort';
import { useDeleteFlow } from '../../lib/use-delete-flow';

type SortKey = 'name' | 'updated' | 'created';

/** The server sorts by name (both ways), most recently updated, or newest. */
const SORTS: Record<string, { state: SortState<SortKey>; server: ExerciseSort }> = {
  NAME_ASC: { state: { key: 'name', direction: 'ascending' }, server: 'NAME_ASC' },
  NAME_DESC: { state: { key: 'name', direction: 'descending' }, server: 'NAME_DESC' },
  RECENTLY_UPDATED: { state: { key: 'updated', direction: 'descending' }, server: 'RECENTLY_UPDATED' },
  NEWEST: { state: { key: 'created', direction: 'descending' }, server: 'NEWEST' },
};

function serverSortFor(current: ExerciseSort, key: SortKey): ExerciseSort {
  if (key === 'name') return current === 'NAME_ASC' ? 'NAME_DESC' : 'NAME_ASC';
  return key === 'updated' ? 'RECENTLY_UPDATED' : 'NEWEST';
}

export function ExerciseListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('search') ?? '');
  const debouncedSearch = useDebouncedValue(search.trim());
  const statuses = useMemo(() => (params.get('status') ?? '').split(',').filter(Boolean), [params]);
  const sort: ExerciseSort = (SORTS[params.get('sort') ?? '']?.server ?? 'NAME_ASC') as ExerciseSort;
  const filterKey = `${debouncedSearch}|${statuses.join(',')}|${sort}`;
  const [pages, setPages] = useState<{ key: string; cursors: (string | null)[] }>({ key: filterKey, cursors: [null] });
  // A new search, filter or sort starts again at page 1.
  const cursors = pages.key === filterKey ? pages.cursors : [null];
  const after = cursors[cursors.length - 1] ?? null;

  const reference = useQuery(AdminReferenceDocument);
  const { data, previousData, loading, error, refetch } = useQuery(AdminExercisesDocument, {
    variables: {
      filter: { search: debouncedSearch || undefined, publishedStatusCodes: statuses.length ? statuses : undefined },
      sort,
      first: ADMIN_PAGE_SIZE,
      after,
    },
  });
  const shown = data ?? previousData;
  const connection = shown?.exercises;
  const rows = connection?.edges.map((edge) => edge.node) ?? [];
  const statusByCode = useMemo(
    () => new Map((reference.data?.publishedStatuses ?? []).map((status) => [status.publishedStatusCode, status])),
    [reference.data],
  );
  const sortedStatuses = useMemo(
    () => [...(reference.data?.publishedStatuses ?? [])].sort((a, b) => a.sortOrder - b.sortOrder),
    [reference.data],
  );
  const formatDate = useFormatDate();

  const client = useApolloClient();
  const [deleteExercise] = useMutation(AdminDeleteExerciseDocument);
  const deletion = useDeleteFlow<AdminExerciseRowFragment>({
    title: t('admin.exercises.deleteTitle'),
    message: (exercise) => t('admin.exercises.deleteMessage', { name: exercise.exerciseName, code: exercise.exerciseCode }),
    remove: async (exercise) => {
      const result = await deleteExercise({ variables: { exerciseCode: exercise.exerciseCode } });
      unwrapResult(result.data?.deleteExercise, t);
      client.cache.evict({ id: client.cache.identify({ __typename: 'Exercise', exerciseCode: exercise.exerciseCode }) });
      client.cache.gc();
    },
    deleted: t('admin.exercises.deleted'),
    onDeleted: () => refetch(),
  });

  const updateParams = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };

  const onSearch = (value: string) => {
    setSearch(value);
    updateParams({ search: value.trim() || null });
  };

  const sortState = SORTS[sort]?.state ?? { key: 'name' as SortKey, direction: 'ascending' as SortDirection };
  const onSort = (key: SortKey) => {
    const next = serverSortFor(sort, key);
    updateParams({ sort: next === 'NAME_ASC' ? null : next });
  };

  const page = cursors.length;
  const total = connection?.totalCount;
  return (
    <ListPage
      title={t('admin.sections.exercises')}
      description={t('admin.exercises.intro')}
      texts={{ table: t('admin.exercises.table'), editTitle: (name) => t('admin.exercises.editLabel', { name }) }}
      nameOf={(exercise) => exercise.exerciseName}
      keyOf={(exercise) => exercise.exerciseCode}
      list={{ rows, hasData: !!shown, loading, error }}
      emptyMessage={t('admin.exercises.empty')}
      testId="admin-exercises-table"
      rowTestId="admin-exercise-row"
      pageActions={
        <Button asChild colorPalette="blue" size="sm">
          <RouterLink to="/admin/exercises/new">
            <Plus aria-hidden="true" />
            {t('admin.exercises.newButton')}
          </RouterLink>
        </Button>
      }
      toolbar={
        <Stack gap="4">
          <SearchField
            label={t('admin.exercises.searchLabel')}
            value={search}
            onValueChange={onSearch}
            placeholder={t('admin.exercises.searchPlaceholder')}
          />
          <StatusChips
            statuses={sortedStatuses}
            selected={statuses}
            onChange={(selected) => updateParams({ status: selected.join(',') || null })}
          />
        </Stack>
      }
      columns={6}
      headers={
        <>
          <SortableHeader label={t('admin.exercises.name')} sortKey="name" sort={sortState} onSort={onSort} />
          <PlainHeader>{t('admin.common.code')}</PlainHeader>
          <PlainHeader>{t('admin.exercises.type')}</PlainHeader>
          <PlainHeader>{t('admin.exercises.status')}</PlainHeader>
          <SortableHeader label={t('admin.exercises.updated')} sortKey="updated" sort={sortState} onSort={onSort} />
          <SortableHeader label={t('admin.exercises.created')} sortKey="created" sort={sortState} onSort={onSort} hideBelow="2xl" />
        </>
      }
      cells={(exercise) => (
        <>
          <Table.Cell px="3">
            <Link asChild fontWeight="medium" color="brand.fg">
              <RouterLink to={`/admin/exercises/${exercise.exerciseCode}`}>{exercise.exerciseName}</RouterLink>
            </Link>
            {exercise.aliases.length > 0 && (
              <Text fontSize="xs" color="fg.muted" lineClamp={1}>
                {exercise.aliases.join(', ')}
              </Text>
            )}
          </Table.Cell>
          <CodeCell>{exercise.exerciseCode}</CodeCell>
          <Table.Cell px="3">{exercise.exerciseType.exerciseTypeName}</Table.Cell>
          <Table.Cell px="3">
            <StatusBadge status={statusByCode.get(exercise.publishedStatusCode)} code={exercise.publishedStatusCode} />
          </Table.Cell>
          <Table.Cell px="3" whiteSpace="nowrap">
            {formatDate(exercise.updatedAt)}
          </Table.Cell>
          <Table.Cell px="3" whiteSpace="nowrap" hideBelow="2xl">
            {formatDate(exercise.createdAt)}
          </Table.Cell>
        </>
      )}
      editTo={(exercise) => `/admin/exercises/${exercise.exerciseCode}`}
      onDelete={deletion.ask}
      footer={
        <Pager
          label={t('admin.exercises.table')}
          page={page}
          hasPrevious={page > 1}
          hasNext={!!connection?.pageInfo.hasNextPage}
          onPrevious={() => setPages({ key: filterKey, cursors: cursors.slice(0, -1) })}
          onNext={() =>
            connection?.pageInfo.endCursor && setPages({ key: filterKey, cursors: [...cursors, connection.pageInfo.endCursor] })
          }
          summary={total === undefined ? undefined : t('admin.exercises.count', { count: total })}
        />
      }
    >
      {deletion.dialog}
    </ListPage>
  );
}

export default ExerciseListPage;
