// Muscles: names, friendly names and thumbnails. Searched and sorted in the page (the list is short).
import { useMutation, useQuery } from '@apollo/client/react';
import { Table } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditForm } from '../../../components/forms/EditForm';
import { mediaChange } from '../../../components/forms/form-checks';
import { NameField } from '../../../components/forms/form-fields';
import { unwrapResult, type FieldErrors } from '../../../components/forms/mutation-result';
import { useEditForm } from '../../../components/forms/use-form-errors';
import { AdminMusclesDocument, AdminUpdateMuscleDocument, type AdminMuscleFragment } from '../../../gql/graphql';
import { CodeField } from '../components/CodeField';
import { PlainHeader, SortableHeader } from '../components/DataTable';
import { ListPage } from '../components/ListPage';
import { CodeCell, ThumbCell } from '../components/ListTable';
import { SearchField } from '../components/SearchField';
import { ThumbnailField, type ThumbnailValue } from '../components/ThumbnailField';
import { sortRows } from '../lib/sort';
import { useSearch } from '../lib/use-search';
import { useSortState } from '../lib/use-sort-state';

type SortKey = 'muscleName' | 'friendlyName' | 'muscleCode';

function MuscleForm({ muscle, onDone }: { muscle: AdminMuscleFragment; onDone(saved: boolean): void }) {
  const { t } = useTranslation();
  const [muscleName, setMuscleName] = useState(muscle.muscleName);
  const [friendlyName, setFriendlyName] = useState(muscle.friendlyName);
  const [thumbnail, setThumbnail] = useState<ThumbnailValue | null>(muscle.muscleThumbnail);
  const { errors, save, formProps } = useEditForm({ isNew: false, what: t('admin.muscles.what'), onDone });
  const [updateMuscle] = useMutation(AdminUpdateMuscleDocument);

  const submit = () => {
    const local: FieldErrors = {};
    if (!muscleName.trim()) local.muscleName = t('admin.common.required');
    if (!friendlyName.trim()) local.friendlyName = t('admin.common.required');
    return save(local, async () => {
      const result = await updateMuscle({
        variables: {
          muscleCode: muscle.muscleCode,
          input: {
            muscleName: muscleName.trim(),
            friendlyName: friendlyName.trim(),
            ...mediaChange('thumbnailId', thumbnail, muscle.muscleThumbnail),
          },
        },
      });
      unwrapResult(result.data?.updateMuscle, t);
    });
  };

  return (
    <EditForm label={t('admin.muscles.editTitle', { name: muscle.muscleName })} onSubmit={submit} {...formProps}>
      <CodeField value={muscle.muscleCode} onValueChange={() => undefined} isNew={false} />
      <NameField label={t('admin.muscles.muscleName')} value={muscleName} onValueChange={setMuscleName} error={errors.muscleName} />
      <NameField label={t('admin.muscles.friendlyName')} value={friendlyName} onValueChange={setFriendlyName} error={errors.friendlyName} />
      <ThumbnailField
        label={t('admin.muscles.thumbnail')}
        value={thumbnail}
        onChange={setThumbnail}
        error={errors.thumbnailId}
        description={friendlyName}
      />
    </EditForm>
  );
}

export function MusclesPage() {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(AdminMusclesDocument);
  const { search, setSearch, debounced } = useSearch();
  const query = debounced.toLowerCase();
  const { sort, onSort } = useSortState<SortKey>({ key: 'muscleName', direction: 'ascending' });

  const rows = useMemo(() => {
    const all = data?.muscles ?? [];
    const filtered = query
      ? all.filter((muscle) => `${muscle.muscleName} ${muscle.friendlyName} ${muscle.muscleCode}`.toLowerCase().includes(query))
      : all;
    return sortRows(filtered, (muscle) => muscle[sort.key], sort.direction);
  }, [data, query, sort]);

  return (
    <ListPage
      title={t('admin.sections.muscles')}
      description={t('admin.muscles.intro')}
      texts={{ table: t('admin.muscles.table'), editTitle: (name) => t('admin.muscles.editTitle', { name }) }}
      nameOf={(muscle) => muscle.muscleName}
      keyOf={(muscle) => muscle.muscleCode}
      list={{ rows, hasData: !!data, loading, error }}
      emptyMessage={t('admin.common.emptySearch')}
      toolbar={
        <SearchField
          label={t('admin.muscles.searchLabel')}
          value={search}
          onValueChange={setSearch}
          placeholder={t('admin.muscles.searchPlaceholder')}
        />
      }
      columns={4}
      headers={
        <>
          <PlainHeader srOnly>{t('admin.muscles.thumbnail')}</PlainHeader>
          <SortableHeader label={t('admin.muscles.muscleName')} sortKey="muscleName" sort={sort} onSort={onSort} />
          <SortableHeader label={t('admin.muscles.friendlyName')} sortKey="friendlyName" sort={sort} onSort={onSort} />
          <SortableHeader label={t('admin.common.code')} sortKey="muscleCode" sort={sort} onSort={onSort} />
        </>
      }
      cells={(muscle) => (
        <>
          <ThumbCell url={muscle.muscleThumbnail?.fileUrl} name={muscle.friendlyName} />
          <Table.Cell px="3" fontWeight="medium">
            {muscle.muscleName}
          </Table.Cell>
          <Table.Cell px="3">{muscle.friendlyName}</Table.Cell>
          <CodeCell>{muscle.muscleCode}</CodeCell>
        </>
      )}
      // A saved muscle comes back from the mutation into the cache: the list needs no refetch.
      form={(muscle, done) => muscle && <MuscleForm muscle={muscle} onDone={done} />}
    />
  );
}
