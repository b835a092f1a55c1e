// Equipment groups: order, Flexicon filter flag (toggled in the row), members, thumbnail, parent; create, edit,
// delete with a confirmation. The list is short, so it is sorted in the page.
import { useMutation, useQuery } from '@apollo/client/react';
import { Grid, Table, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditForm } from '../../../components/forms/EditForm';
import { InlineSwitch, SwitchField } from '../../../components/forms/fields';
import { NameField } from '../../../components/forms/form-fields';
import {
  AdminCreateEquipmentGroupDocument,
  AdminDeleteEquipmentGroupDocument,
  AdminEquipmentDocument,
  AdminEquipmentGroupsDocument,
  AdminUpsertEquipmentGroupDocument,
  type AdminEquipmentGroupFragment,
} from '../../../gql/graphql';
import { CodeField } from '../components/CodeField';
import { PlainHeader, SortableHeader } from '../components/DataTable';
import { ParentGroupField, SortOrderField } from '../components/form-fields';
import { ListPage } from '../components/ListPage';
import { CodeCell, ThumbCell } from '../components/ListTable';
import { SearchableMultiSelect } from '../components/SearchableMultiSelect';
import { ThumbnailField, type ThumbnailValue } from '../components/ThumbnailField';

import { mediaChange } from '../../../components/forms/form-checks';
import { unwrapResult, type FieldErrors } from '../../../components/forms/mutation-result';
import { useEditForm } from '../../../components/forms/use-form-errors';
import { newCodeError } from '../lib/codes';
import { withToasts } from '../lib/notify-action';
import { sortRows } from '../lib/sort';
import { sortOrderError } from '../lib/sort-order';
import { useDeleteFlow } from '../lib/use-delete-flow';
import { useSortState } from '../lib/use-sort-state';

type SortKey = 'equipmentGroupName' | 'equipmentGroupCode' | 'sortOrder' | 'members' | 'isFilter';

function GroupForm({
  group,
  groups,
  equipmentOptions,
  onDone,
}: {
  group: AdminEquipmentGroupFragment | null;
  groups: readonly AdminEquipmentGroupFragment[];
  equipmentOptions: { value: string; label: string; hint: string }[];
  onDone(saved: boolean): void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState(group?.equipmentGroupCode ?? '');
  const [name, setName] = useState(group?.equipmentGroupName ?? '');
  const [parent, setParent] = useState(group?.equipmentGroupParent ?? '');
  const [sortOrder, setSortOrder] = useState<number | ''>(group?.sortOrder ?? Math.max(0, ...groups.map((item) => item.sortOrder)) + 1);
  const [isFilter, setIsFilter] = useState(group?.isFilter ?? false);
  const [thumbnail, setThumbnail] = useState<ThumbnailValue | null>(group?.equipmentGroupThumbnail ?? null);
  const [members, setMembers] = useState<string[]>(group ? [...group.equipmentGroupEquipment] : []);
  const { errors, save, formProps } = useEditForm({ isNew: !group, what: t('admin.equipmentGroups.what'), onDone });
  const [create] = useMutation(AdminCreateEquipmentGroupDocument);
  const [upsert] = useMutation(AdminUpsertEquipmentGroupDocument);
  const parentOptions = groups
    .filter((item) => item.equipmentGroupCode !== group?.equipmentGroupCode)
    .map((item) => ({ value: item.equipmentGroupCode, label: item.equipmentGroupName }));

  const submit = () => {
    const local: FieldErrors = {};
    const codeProblem = group ? undefined : newCodeError(t, code, (value) => groups.some((item) => item.equipmentGroupCode === value));
    if (codeProblem) local.equipmentGroupCode = codeProblem;
    if (!name.trim()) local.equipmentGroupName = t('admin.common.required');
    const orderProblem = sortOrderError(t, sortOrder);
    if (orderProblem) local.sortOrder = orderProblem;
    const input = {
      equipmentGroupName: name.trim(),
      // null takes the group out from under its parent; leaving the field out would keep it there.
      equipmentGroupParent: parent || null,
      sortOrder: Number(sortOrder),
      isFilter,
      equipmentGroupEquipment: members,
      ...mediaChange('thumbnailId', thumbnail, group?.equipmentGroupThumbnail),
    };
    return save(local, async () => {
      // The list may be stale (another editor): creating still refuses a taken code, with CONFLICT on equipmentGroupCode.
      if (group)
        unwrapResult((await upsert({ variables: { equipmentGroupCode: group.equipmentGroupCode, input } })).data?.upsertEquipmentGroup, t);
      else unwrapResult((await create({ variables: { equipmentGroupCode: code, input } })).data?.createEquipmentGroup, t);
    });
  };

  return (
    <EditForm
      label={group ? t('admin.equipmentGroups.editTitle', { name: group.equipmentGroupName }) : t('admin.equipmentGroups.newTitle')}
      onSubmit={submit}
      {...formProps}
    >
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        <CodeField value={code} onValueChange={setCode} isNew={!group} error={errors.equipmentGroupCode} />
        <NameField label={t('admin.equipmentGroups.name')} value={name} onValueChange={setName} error={errors.equipmentGroupName} />
        <ParentGroupField value={parent} onValueChange={setParent} options={parentOptions} error={errors.equipmentGroupParent} />
        <SortOrderField value={sortOrder} onValueChange={setSortOrder} error={errors.sortOrder} />
      </Grid>
      <SwitchField label={t('admin.equipmentGroups.isFilter')} checked={isFilter} onCheckedChange={setIsFilter} error={errors.isFilter} />
      <ThumbnailField
        label={t('admin.equipmentGroups.thumbnail')}
        value={thumbnail}
        onChange={setThumbnail}
        error={errors.thumbnailId}
        description={name}
      />
      <SearchableMultiSelect
        label={t('admin.equipmentGroups.members')}
        options={equipmentOptions}
        value={members}
        onChange={setMembers}
        error={errors.equipmentGroupEquipment}
      />
    </EditForm>
  );
}

export function EquipmentGroupsPage() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(AdminEquipmentGroupsDocument);
  const equipment = useQuery(AdminEquipmentDocument, { variables: {} });
  const { sort, onSort } = useSortState<SortKey>({ key: 'sortOrder', direction: 'ascending' });
  const [upsert] = useMutation(AdminUpsertEquipmentGroupDocument);
  const [deleteGroup] = useMutation(AdminDeleteEquipmentGroupDocument);
  const deletion = useDeleteFlow<AdminEquipmentGroupFragment>({
    title: t('admin.equipmentGroups.deleteTitle'),
    message: (group) => t('admin.equipmentGroups.deleteMessage', { name: group.equipmentGroupName }),
    remove: async (group) => {
      const result = await deleteGroup({ variables: { equipmentGroupCode: group.equipmentGroupCode } });
      unwrapResult(result.data?.deleteEquipmentGroup, t);
    },
    deleted: t('admin.equipmentGroups.deleted'),
    onDeleted: () => refetch(),
  });

  const groups = useMemo(() => data?.equipmentGroups ?? [], [data]);
  const names = useMemo(() => new Map(groups.map((group) => [group.equipmentGroupCode, group.equipmentGroupName])), [groups]);
  const rows = useMemo(
    () => sortRows(groups, (group) => (sort.key === 'members' ? group.equipmentGroupEquipment.length : group[sort.key]), sort.direction),
    [groups, sort],
  );
  const equipmentOptions = useMemo(
    () =>
      (equipment.data?.equipment ?? []).map((item) => ({ value: item.equipmentCode, label: item.equipmentName, hint: item.equipmentCode })),
    [equipment.data],
  );

  const toggleFilter = (group: AdminEquipmentGroupFragment, isFilter: boolean) =>
    withToasts(
      async () => {
        const result = await upsert({ variables: { equipmentGroupCode: group.equipmentGroupCode, input: { isFilter } } });
        unwrapResult(result.data?.upsertEquipmentGroup, t);
      },
      t('admin.common.saved', { what: group.equipmentGroupName }),
    );

  return (
    <ListPage
      title={t('admin.sections.equipmentGroups')}
      description={t('admin.equipmentGroups.intro')}
      texts={{
        table: t('admin.equipmentGroups.table'),
        editTitle: (name) => t('admin.equipmentGroups.editTitle', { name }),
        newButton: t('admin.equipmentGroups.newButton'),
        newTitle: t('admin.equipmentGroups.newTitle'),
      }}
      nameOf={(group) => group.equipmentGroupName}
      keyOf={(group) => group.equipmentGroupCode}
      list={{ rows, hasData: !!data, loading, error }}
      columns={6}
      headers={
        <>
          <PlainHeader srOnly>{t('admin.equipmentGroups.thumbnail')}</PlainHeader>
          <SortableHeader label={t('admin.equipmentGroups.name')} sortKey="equipmentGroupName" sort={sort} onSort={onSort} />
          <SortableHeader label={t('admin.common.code')} sortKey="equipmentGroupCode" sort={sort} onSort={onSort} />
          <SortableHeader label={t('admin.common.sortOrder')} sortKey="sortOrder" sort={sort} onSort={onSort} />
          <SortableHeader label={t('admin.equipmentGroups.isFilter')} sortKey="isFilter" sort={sort} onSort={onSort} />
          <SortableHeader label={t('admin.equipmentGroups.members')} sortKey="members" sort={sort} onSort={onSort} />
        </>
      }
      cells={(group) => (
        <>
          <ThumbCell url={group.equipmentGroupThumbnail?.fileUrl} name={group.equipmentGroupName} />
          <Table.Cell px="3">
            <Text fontWeight="medium">{group.equipmentGroupName}</Text>
            {group.equipmentGroupParent && (
              <Text fontSize="xs" color="fg.muted">
                {t('admin.equipmentGroups.parent')}: {names.get(group.equipmentGroupParent) ?? group.equipmentGroupParent}
              </Text>
            )}
          </Table.Cell>
          <CodeCell>{group.equipmentGroupCode}</CodeCell>
          <Table.Cell px="3">{group.sortOrder}</Table.Cell>
          <Table.Cell px="3">
            <InlineSwitch
              label={t('admin.equipmentGroups.isFilterLabel', { name: group.equipmentGroupName })}
              checked={group.isFilter}
              onCheckedChange={(on) => void toggleFilter(group, on)}
            />
          </Table.Cell>
          <Table.Cell px="3">{t('admin.equipmentGroups.memberCount', { count: group.equipmentGroupEquipment.length })}</Table.Cell>
        </>
      )}
      onDelete={deletion.ask}
      form={(group, done) => <GroupForm group={group} groups={groups} equipmentOptions={equipmentOptions} onDone={done} />}
      onSaved={refetch}
    >
      {deletion.dialog}
    </ListPage>
  );
}
