// Muscles: names, friendly names and thumbnails. Searched and sorted in the page (the list is short).
import { useMutation, useQuery } from '@apollo/client/react';
import { IconButton, Stack, Table } from '@chakra-ui/react';
import { Pencil } from 'lucide-react';
import { useMemo, useState } from 'react';
import { AdminDrawer } from '../components/AdminDrawer';
import { notify } from '../../../components/toaster/toaster';
import { AdminMusclesDocument, AdminUpdateMuscleDocument, type AdminMuscleFragment } from '../../../gql/graphql';
import { AdminPage } from '../components/AdminPage';
import { AdminTable, PlainHeader, SortableHeader, TableMessageRow } from '../components/DataTable';
import { EditForm } from '../components/EditForm';
import { TextField } from '../components/fields';
import { SearchField } from '../components/SearchField';
import { Thumb } from '../components/Thumb';
import { ThumbnailField, type ThumbnailValue } from '../components/ThumbnailField';
import { NAME_MAX_CHARS } from '../constants';
import { describeFailure, unwrapResult } from '../lib/mutation-result';
import { nextSort, sortRows, type SortState } from '../lib/sort';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { useFormErrors } from '../lib/use-form-errors';
import { adminStrings } from '../strings';

const t = adminStrings.muscles;
type SortKey = 'muscleName' | 'friendlyName' | 'muscleCode';

function MuscleForm({ muscle, onDone }: { muscle: AdminMuscleFragment; onDone(): void }) {
  const [muscleName, setMuscleName] = useState(muscle.muscleName);
  const [friendlyName, setFriendlyName] = useState(muscle.friendlyName);
  const [thumbnail, setThumbnail] = useState<ThumbnailValue | null>(muscle.muscleThumbnail);
  const { errors, formError, saving, run, reject } = useFormErrors();
  const [updateMuscle] = useMutation(AdminUpdateMuscleDocument);

  const submit = async () => {
    const local: Record<string, string> = {};
    if (!muscleName.trim()) local.muscleName = adminStrings.common.required;
    if (!friendlyName.trim()) local.friendlyName = adminStrings.common.required;
    if (Object.keys(local).length) return reject(local, adminStrings.common.fixFields);
    const ok = await run(async () => {
      const thumbnailChanged = (thumbnail?.mediaAssetId ?? null) !== (muscle.muscleThumbnail?.mediaAssetId ?? null);
      const result = await updateMuscle({
        variables: {
          muscleCode: muscle.muscleCode,
          input: {
            muscleName: muscleName.trim(),
            friendlyName: friendlyName.trim(),
            ...(thumbnailChanged ? { thumbnailId: thumbnail?.mediaAssetId ?? null } : {}),
          },
        },
      });
      unwrapResult(result.data?.updateMuscle);
    });
    if (ok) {
      notify.success(adminStrings.common.saved(t.what));
      onDone();
    }
  };

  return (
    <EditForm label={t.editTitle(muscle.muscleName)} onSubmit={submit} onCancel={onDone} saving={saving} formError={formError}>
      <TextField label={adminStrings.common.code} value={muscle.muscleCode} onValueChange={() => undefined} readOnly fontFamily="mono" />
      <TextField
        label={t.muscleName}
        required
        value={muscleName}
        onValueChange={setMuscleName}
        maxLength={NAME_MAX_CHARS}
        error={errors.muscleName}
      />
      <TextField
        label={t.friendlyName}
        required
        value={friendlyName}
        onValueChange={setFriendlyName}
        maxLength={NAME_MAX_CHARS}
        error={errors.friendlyName}
      />
      <ThumbnailField label={t.thumbnail} value={thumbnail} onChange={setThumbnail} error={errors.thumbnailId} description={friendlyName} />
    </EditForm>
  );
}

export function MusclesPage() {
  const { data, loading, error } = useQuery(AdminMusclesDocument);
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim().toLowerCase());
  const [sort, setSort] = useState<SortState<SortKey>>({ key: 'muscleName', direction: 'ascending' });
  const [editing, setEditing] = useState<AdminMuscleFragment | null>(null);

  const rows = useMemo(() => {
    const all = data?.muscles ?? [];
    const filtered = query
      ? all.filter((muscle) => `${muscle.muscleName} ${muscle.friendlyName} ${muscle.muscleCode}`.toLowerCase().includes(query))
      : all;
    return sortRows(filtered, (muscle) => muscle[sort.key], sort.direction);
  }, [data, query, sort]);

  const onSort = (key: SortKey) => setSort((current) => nextSort(current, key));
  const columns = 5;
  return (
    <AdminPage title={adminStrings.sections.muscles} description={t.intro}>
      <Stack gap="4">
        <SearchField label={t.searchLabel} value={search} onValueChange={setSearch} />
        <AdminTable label={t.table}>
          <Table.Header>
            <Table.Row>
              <PlainHeader srOnly>{t.thumbnail}</PlainHeader>
              <SortableHeader label={t.muscleName} sortKey="muscleName" sort={sort} onSort={onSort} />
              <SortableHeader label={t.friendlyName} sortKey="friendlyName" sort={sort} onSort={onSort} />
              <SortableHeader label={adminStrings.common.code} sortKey="muscleCode" sort={sort} onSort={onSort} />
              <PlainHeader srOnly>{adminStrings.common.actions}</PlainHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {!data && loading && (
              <TableMessageRow colSpan={columns} loading>
                {adminStrings.common.loading}
              </TableMessageRow>
            )}
            {!data && error && <TableMessageRow colSpan={columns}>{describeFailure(error).message}</TableMessageRow>}
            {data && rows.length === 0 && <TableMessageRow colSpan={columns}>{adminStrings.common.emptySearch}</TableMessageRow>}
            {rows.map((muscle) => (
              <Table.Row key={muscle.muscleCode}>
                <Table.Cell px="3" width="14">
                  <Thumb url={muscle.muscleThumbnail?.fileUrl} label={adminStrings.upload.preview(muscle.friendlyName)} />
                </Table.Cell>
                <Table.Cell px="3" fontWeight="medium">
                  {muscle.muscleName}
                </Table.Cell>
                <Table.Cell px="3">{muscle.friendlyName}</Table.Cell>
                <Table.Cell px="3" fontFamily="mono" fontSize="xs">
                  {muscle.muscleCode}
                </Table.Cell>
                <Table.Cell px="3" textAlign="end">
                  <IconButton aria-label={t.editTitle(muscle.muscleName)} variant="ghost" size="sm" onClick={() => setEditing(muscle)}>
                    <Pencil aria-hidden="true" />
                  </IconButton>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </AdminTable>
      </Stack>
      <AdminDrawer open={!!editing} onClose={() => setEditing(null)} title={editing ? t.editTitle(editing.muscleName) : ''}>
        {editing && <MuscleForm key={editing.muscleCode} muscle={editing} onDone={() => setEditing(null)} />}
      </AdminDrawer>
    </AdminPage>
  );
}
