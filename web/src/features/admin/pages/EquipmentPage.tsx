// The equipment catalogue: server search (debounced), sort by a column header, pages of 25, and an edit drawer for
// the name, the thumbnail and the groups an item belongs to; new items; delete with a confirmation.
import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, HStack, Table, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditForm } from '../../../components/forms/EditForm';
import { mediaChange } from '../../../components/forms/form-checks';
import { NameField } from '../../../components/forms/form-fields';
import { unwrapResult, type FieldErrors } from '../../../components/forms/mutation-result';
import { useEditForm } from '../../../components/forms/use-form-errors';
import {
  AdminCreateEquipmentDocument,
  AdminDeleteEquipmentDocument,
  AdminEquipmentDocument,
  AdminEquipmentGroupsDocument,
  AdminUpsertEquipmentDocument,
  type AdminEquipmentGroupFragment,
  type AdminEquipmentItemFragment,
} from '../../../gql/graphql';
import { CheckboxChips } from '../components/CheckboxChips';
import { CodeField } from '../components/CodeField';
import { PlainHeader, SortableHeader } from '../components/DataTable';
import { ListPage } from '../components/ListPage';
import { CodeCell, ThumbCell } from '../components/ListTable';
import { Pager } from '../components/Pager';
import { SearchField } from '../components/SearchField';
import { ThumbnailField, type ThumbnailValue } from '../components/ThumbnailField';
import { ADMIN_PAGE_SIZE } from '../constants';
import { codeError } from '../lib/codes';
import { sortRows } from '../lib/sort';
import { useDeleteFlow } from '../lib/use-delete-flow';
import { useSearch } from '../lib/use-search';
import { useSortState } from '../lib/use-sort-state';

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
  const { t } = useTranslation();
  const [code, setCode] = useState(item?.equipmentCode ?? '');
  const [name, setName] = useState(item?.equipmentName ?? '');
  const [thumbnail, setThumbnail] = useState<ThumbnailValue | null>(item?.equipmentThumbnail ?? null);
  const [memberOf, setMemberOf] = useState<string[]>(item ? [...item.equipmentEquipmentGroups] : []);
  const { errors, save, formProps } = useEditForm({ isNew: !item, what: t('admin.equipment.what'), onDone });
  const [create] = useMutation(AdminCreateEquipmentDocument);
  const [upsert] = useMutation(AdminUpsertEquipmentDocument);
  const groupOptions = [...groups]
    .sort((a, b) => a.sortOrder - b.sortOrder || a.equipmentGroupName.localeCompare(b.equipmentGroupName))
    .map((group) => ({ value: group.equipmentGroupCode, label: group.equipmentGroupName }));

  const submit = () => {
    const local: FieldErrors = {};
    if (!item) {
      const problem = codeError(t, code);
      if (problem) local.equipmentCode = problem;
    }
    if (!name.trim()) local.equipmentName = t('admin.common.required');
    const input = {
      equipmentName: name.trim(),
      equipmentEquipmentGroups: memberOf,
      ...mediaChange('thumbnailId', thumbnail, item?.equipmentThumbnail),
    };
    return save(local, async () => {
      // A new item is created, so a taken code comes back as CONFLICT on equipmentCode instead of changing that item.
      if (item) unwrapResult((await upsert({ variables: { equipmentCode: item.equipmentCode, input } })).data?.upsertEquipment, t);
      else unwrapResult((await create({ variables: { equipmentCode: code, input } })).data?.createEquipment, t);
    });
  };

  return (
    <EditForm
      label={item ? t('admin.equipment.editTitle', { name: item.equipmentName }) : t('admin.equipment.newTitle')}
      onSubmit={submit}
      {...formProps}
    >
      <CodeField value={code} onValueChange={setCode} isNew={!item} error={errors.equipmentCode} />
      <NameField label={t('admin.equipment.name')} value={name} onValueChange={setName} error={errors.equipmentName} />
      <ThumbnailField
        label={t('admin.equipment.thumbnail')}
        value={thumbnail}
        onChange={setThumbnail}
        error={errors.thumbnailId}
        description={name}
      />
      <CheckboxChips
        legend={t('admin.equipment.groups')}
        options={groupOptions}
        selected={memberOf}
        onChange={setMemberOf}
        error={errors.equipmentEquipmentGroups}
      />
    </EditForm>
  );
}

export function EquipmentPage() {
  const { t } = useTranslation();
  const { search, setSearch, debounced } = useSearch();
  const { data, previousData, loading, error, refetch } = useQuery(AdminEquipmentDocument, {
    variables: { search: debounced || undefined },
  });
  const groupsQuery = useQuery(AdminEquipmentGroupsDocument);
  const { sort, onSort } = useSortState<SortKey>({ key: 'equipmentName', direction: 'ascending' }, ['groups']);
  const [page, setPage] = useState({ key: '', index: 0 });
  const [deleteEquipment] = useMutation(AdminDeleteEquipmentDocument);
  const refresh = async () => {
    await Promise.all([refetch(), groupsQuery.refetch()]);
  };
  const deletion = useDeleteFlow<AdminEquipmentItemFragment>({
    title: t('admin.equipment.deleteTitle'),
    message: (item) => t('admin.equipment.deleteMessage', { name: item.equipmentName }),
    remove: async (item) => {
      const result = await deleteEquipment({ variables: { equipmentCode: item.equipmentCode } });
      unwrapResult(result.data?.deleteEquipment, t);
    },
    deleted: t('admin.equipment.deleted'),
    onDeleted: refresh,
  });

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

  return (
    <ListPage
      title={t('admin.sections.equipment')}
      description={t('admin.equipment.intro')}
      texts={{
        table: t('admin.equipment.table'),
        editTitle: (name) => t('admin.equipment.editTitle', { name }),
        newButton: t('admin.equipment.newButton'),
        newTitle: t('admin.equipment.newTitle'),
      }}
      nameOf={(item) => item.equipmentName}
      keyOf={(item) => item.equipmentCode}
      list={{ rows: pageRows, hasData: !!shown, loading, error }}
      emptyMessage={t('admin.common.emptySearch')}
      testId="admin-equipment-table"
      toolbar={
        <SearchField
          label={t('admin.equipment.searchLabel')}
          value={search}
          onValueChange={setSearch}
          placeholder={t('admin.equipment.searchPlaceholder')}
        />
      }
      columns={4}
      headers={
        <>
          <PlainHeader srOnly>{t('admin.equipment.thumbnail')}</PlainHeader>
          <SortableHeader label={t('admin.equipment.name')} sortKey="equipmentName" sort={sort} onSort={onSort} />
          <SortableHeader label={t('admin.common.code')} sortKey="equipmentCode" sort={sort} onSort={onSort} />
          <SortableHeader label={t('admin.equipment.groups')} sortKey="groups" sort={sort} onSort={onSort} />
        </>
      }
      cells={(item) => (
        <>
          <ThumbCell url={item.equipmentThumbnail?.fileUrl} name={item.equipmentName} />
          <Table.Cell px="3" fontWeight="medium">
            {item.equipmentName}
          </Table.Cell>
          <CodeCell>{item.equipmentCode}</CodeCell>
          <Table.Cell px="3">
            <HStack gap="1" flexWrap="wrap">
              {item.equipmentEquipmentGroups.length === 0 && (
                <Text fontSize="sm" color="fg.muted">
                  {t('admin.common.none')}
                </Text>
              )}
              {item.equipmentEquipmentGroups.map((code) => (
                <Badge key={code} variant="subtle" size="sm">
                  {groupNames.get(code) ?? code}
                </Badge>
              ))}
            </HStack>
          </Table.Cell>
        </>
      )}
      onDelete={deletion.ask}
      form={(item, done) => <EquipmentForm item={item} groups={groups} onDone={done} />}
      onSaved={refresh}
      footer={
        <Pager
          label={t('admin.equipment.table')}
          page={pageIndex + 1}
          hasPrevious={pageIndex > 0}
          hasNext={pageIndex + 1 < pageCount}
          onPrevious={() => setPage({ key: pageKey, index: pageIndex - 1 })}
          onNext={() => setPage({ key: pageKey, index: pageIndex + 1 })}
          summary={shown ? t('admin.equipment.count', { count: rows.length }) : undefined}
        />
      }
    >
      {deletion.dialog}
    </ListPage>
  );
}
