// The equipment catalogue: server search (debounced), sort by a column header, pages of 25, and an edit drawer for
// the name, the thumbnail and the groups an item belongs to; new items; delete with a confirmation.
import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, HStack, IconButton, Stack, Table, Text } from '@chakra-ui/react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { AdminDrawer } from '../components/AdminDrawer';
import { notify } from '../../../components/toaster/toaster';
import {
  AdminDeleteEquipmentDocument,
  AdminEquipmentDocument,
  AdminEquipmentGroupsDocument,
  AdminUpsertEquipmentDocument,
  type AdminEquipmentGroupFragment,
  type AdminEquipmentItemFragment,
} from '../../../gql/graphql';
import { AdminPage } from '../components/AdminPage';
import { CheckboxChips } from '../components/CheckboxChips';
import { AdminTable, PlainHeader, SortableHeader, TableMessageRow } from '../components/DataTable';
import { DeleteConfirm } from '../components/DeleteConfirm';
import { EditForm } from '../components/EditForm';
import { TextField } from '../components/fields';
import { Pager } from '../components/Pager';
import { SearchField } from '../components/SearchField';
import { Thumb } from '../components/Thumb';
import { ThumbnailField, type ThumbnailValue } from '../components/ThumbnailField';
import { ADMIN_PAGE_SIZE, NAME_MAX_CHARS } from '../constants';
import { codeError } from '../lib/codes';
import { resourceExists } from '../lib/exists';
import { describeFailure, MutationFailure, unwrapResult, type FieldErrors } from '../lib/mutation-result';
import { nextSort, sortRows, type SortState } from '../lib/sort';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { useFormErrors } from '../lib/use-form-errors';
import { adminStrings } from '../strings';

const t = adminStrings.equipment;
type SortKey = 'equipmentName' | 'equipmentCode' | 'groups';

function EquipmentForm({
  item,
  groups,
  onDone,
}: {
  item: AdminEquipmentItemFragment | null;
  groups: readonly AdminEquipmentGroupFragment[];
  onDone(saved: boolean): void;
}) {
  const [code, setCode] = useState(item?.equipmentCode ?? '');
  const [name, setName] = useState(item?.equipmentName ?? '');
  const [thumbnail, setThumbnail] = useState<ThumbnailValue | null>(item?.equipmentThumbnail ?? null);
  const [memberOf, setMemberOf] = useState<string[]>(item ? [...item.equipmentEquipmentGroups] : []);
  const { errors, formError, saving, run, reject } = useFormErrors();
  const [upsert] = useMutation(AdminUpsertEquipmentDocument);
  const groupOptions = [...groups]
    .sort((a, b) => a.sortOrder - b.sortOrder || a.equipmentGroupName.localeCompare(b.equipmentGroupName))
    .map((group) => ({ value: group.equipmentGroupCode, label: group.equipmentGroupName }));

  const submit = async () => {
    const local: FieldErrors = {};
    if (!item) {
      const problem = codeError(code);
      if (problem) local.equipmentCode = problem;
    }
    if (!name.trim()) local.equipmentName = adminStrings.common.required;
    if (Object.keys(local).length) return reject(local, adminStrings.common.fixFields);
    const ok = await run(async () => {
      if (!item && (await resourceExists(`/equipment/${code}`)))
        throw new MutationFailure(adminStrings.common.codeTaken, 'CONFLICT', [
          { field: 'equipmentCode', message: adminStrings.common.codeTaken },
        ]);
      const thumbnailChanged = (thumbnail?.mediaAssetId ?? null) !== (item?.equipmentThumbnail?.mediaAssetId ?? null);
      const result = await upsert({
        variables: {
          equipmentCode: item?.equipmentCode ?? code,
          input: {
            equipmentName: name.trim(),
            equipmentEquipmentGroups: memberOf,
            ...(thumbnailChanged ? { thumbnailId: thumbnail?.mediaAssetId ?? null } : {}),
          },
        },
      });
      unwrapResult(result.data?.upsertEquipment);
    });
    if (ok) {
      notify.success(item ? adminStrings.common.saved(t.what) : adminStrings.common.created(t.what));
      onDone(true);
    }
  };

  return (
    <EditForm
      label={item ? t.editTitle(item.equipmentName) : t.newTitle}
      onSubmit={submit}
      onCancel={() => onDone(false)}
      saving={saving}
      formError={formError}
    >
      <TextField
        label={adminStrings.common.code}
        required={!item}
        value={code}
        onValueChange={(value) => setCode(value.toUpperCase())}
        readOnly={!!item}
        fontFamily="mono"
        helper={adminStrings.common.codeHelp}
        error={errors.equipmentCode}
      />
      <TextField label={t.name} required value={name} onValueChange={setName} maxLength={NAME_MAX_CHARS} error={errors.equipmentName} />
      <ThumbnailField label={t.thumbnail} value={thumbnail} onChange={setThumbnail} error={errors.thumbnailId} description={name} />
      <CheckboxChips
        legend={t.groups}
        options={groupOptions}
        selected={memberOf}
        onChange={setMemberOf}
        error={errors.equipmentEquipmentGroups}
      />
    </EditForm>
  );
}

export function EquipmentPage() {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  const { data, previousData, loading, error, refetch } = useQuery(AdminEquipmentDocument, {
    variables: { search: debounced || undefined },
  });
  const groupsQuery = useQuery(AdminEquipmentGroupsDocument);
  const [sort, setSort] = useState<SortState<SortKey>>({ key: 'equipmentName', direction: 'ascending' });
  const [page, setPage] = useState({ key: '', index: 0 });
  const [editing, setEditing] = useState<AdminEquipmentItemFragment | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminEquipmentItemFragment | null>(null);
  const [deleteEquipment] = useMutation(AdminDeleteEquipmentDocument);

  const shown = data ?? previousData;
  const groups = useMemo(() => groupsQuery.data?.equipmentGroups ?? [], [groupsQuery.data]);
  const groupNames = useMemo(() => new Map(groups.map((group) => [group.equipmentGroupCode, group.equipmentGroupName])), [groups]);
  const rows = useMemo(
    () =>
      sortRows(
        shown?.equipment ?? [],
        (item) => (sort.key === 'groups' ? item.equipmentEquipmentGroups.length : item[sort.key]),
        sort.direction,
      ),
    [shown, sort],
  );
  // Back to the first page whenever the search or the sort changes.
  const pageKey = `${debounced}|${sort.key}|${sort.direction}`;
  const pageIndex = page.key === pageKey ? page.index : 0;
  const pageCount = Math.max(1, Math.ceil(rows.length / ADMIN_PAGE_SIZE));
  const pageRows = rows.slice(pageIndex * ADMIN_PAGE_SIZE, (pageIndex + 1) * ADMIN_PAGE_SIZE);
  const onSort = (key: SortKey) => setSort((current) => nextSort(current, key, key === 'groups' ? 'descending' : 'ascending'));

  const remove = async (item: AdminEquipmentItemFragment) => {
    try {
      const result = await deleteEquipment({ variables: { equipmentCode: item.equipmentCode } });
      unwrapResult(result.data?.deleteEquipment);
      notify.success(adminStrings.common.deleted(t.what));
      setDeleting(null);
      await refetch();
      await groupsQuery.refetch();
    } catch (cause) {
      notify.error(describeFailure(cause).message);
    }
  };

  const columns = 5;
  return (
    <AdminPage
      title={adminStrings.sections.equipment}
      description={t.intro}
      actions={
        <Button colorPalette="blue" size="sm" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          {t.newButton}
        </Button>
      }
    >
      <SearchField label={t.searchLabel} value={search} onValueChange={setSearch} placeholder={t.searchPlaceholder} />
      <Stack gap="3">
        <AdminTable label={t.table} testId="admin-equipment-table">
          <Table.Header>
            <Table.Row>
              <PlainHeader srOnly>{t.thumbnail}</PlainHeader>
              <SortableHeader label={t.name} sortKey="equipmentName" sort={sort} onSort={onSort} />
              <SortableHeader label={adminStrings.common.code} sortKey="equipmentCode" sort={sort} onSort={onSort} />
              <SortableHeader label={t.groups} sortKey="groups" sort={sort} onSort={onSort} />
              <PlainHeader srOnly>{adminStrings.common.actions}</PlainHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {!shown && loading && (
              <TableMessageRow colSpan={columns} loading>
                {adminStrings.common.loading}
              </TableMessageRow>
            )}
            {!shown && error && <TableMessageRow colSpan={columns}>{describeFailure(error).message}</TableMessageRow>}
            {shown && rows.length === 0 && <TableMessageRow colSpan={columns}>{adminStrings.common.emptySearch}</TableMessageRow>}
            {pageRows.map((item) => (
              <Table.Row key={item.equipmentCode}>
                <Table.Cell px="3" width="14">
                  <Thumb url={item.equipmentThumbnail?.fileUrl} label={adminStrings.upload.preview(item.equipmentName)} />
                </Table.Cell>
                <Table.Cell px="3" fontWeight="medium">
                  {item.equipmentName}
                </Table.Cell>
                <Table.Cell px="3" fontFamily="mono" fontSize="xs">
                  {item.equipmentCode}
                </Table.Cell>
                <Table.Cell px="3">
                  <HStack gap="1" flexWrap="wrap">
                    {item.equipmentEquipmentGroups.length === 0 && (
                      <Text fontSize="sm" color="fg.muted">
                        {adminStrings.common.none}
                      </Text>
                    )}
                    {item.equipmentEquipmentGroups.map((code) => (
                      <Badge key={code} variant="subtle" size="sm">
                        {groupNames.get(code) ?? code}
                      </Badge>
                    ))}
                  </HStack>
                </Table.Cell>
                <Table.Cell px="3" textAlign="end">
                  <HStack gap="1" justify="flex-end">
                    <IconButton aria-label={t.editTitle(item.equipmentName)} variant="ghost" size="sm" onClick={() => setEditing(item)}>
                      <Pencil aria-hidden="true" />
                    </IconButton>
                    <IconButton
                      aria-label={`${adminStrings.common.delete} ${item.equipmentName}`}
                      variant="ghost"
                      colorPalette="red"
                      size="sm"
                      onClick={() => setDeleting(item)}
                    >
                      <Trash2 aria-hidden="true" />
                    </IconButton>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </AdminTable>
        <Pager
          label={t.table}
          page={pageIndex + 1}
          hasPrevious={pageIndex > 0}
          hasNext={pageIndex + 1 < pageCount}
          onPrevious={() => setPage({ key: pageKey, index: pageIndex - 1 })}
          onNext={() => setPage({ key: pageKey, index: pageIndex + 1 })}
          summary={shown ? t.count(rows.length) : undefined}
        />
      </Stack>
      <AdminDrawer
        open={!!editing}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t.newTitle : editing ? t.editTitle(editing.equipmentName) : ''}
      >
        {editing && (
          <EquipmentForm
            key={editing === 'new' ? 'new' : editing.equipmentCode}
            item={editing === 'new' ? null : editing}
            groups={groups}
            onDone={(saved) => {
              setEditing(null);
              if (saved) {
                void refetch();
                void groupsQuery.refetch();
              }
            }}
          />
        )}
      </AdminDrawer>
      <DeleteConfirm
        open={!!deleting}
        what={t.what.toLowerCase()}
        message={deleting ? t.deleteMessage(deleting.equipmentName) : ''}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
        onClose={() => setDeleting(null)}
      />
    </AdminPage>
  );
}
