// Equipment groups: order, Flexicon filter flag (toggled in the row), members, thumbnail, parent; create, edit,
// delete with a confirmation. The list is short, so it is sorted in the page.
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Grid, HStack, IconButton, Table, Text } from '@chakra-ui/react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { AdminDrawer } from '../components/AdminDrawer';
import { notify } from '../../../components/toaster/toaster';
import {
  AdminDeleteEquipmentGroupDocument,
  AdminEquipmentDocument,
  AdminEquipmentGroupsDocument,
  AdminUpsertEquipmentGroupDocument,
  type AdminEquipmentGroupFragment,
} from '../../../gql/graphql';
import { AdminPage } from '../components/AdminPage';
import { AdminTable, PlainHeader, SortableHeader, TableMessageRow } from '../components/DataTable';
import { DeleteConfirm } from '../components/DeleteConfirm';
import { EditForm } from '../components/EditForm';
import { InlineSwitch, NumberField, SelectField, SwitchField, TextField } from '../components/fields';
import { SearchableMultiSelect } from '../components/SearchableMultiSelect';
import { Thumb } from '../components/Thumb';
import { ThumbnailField, type ThumbnailValue } from '../components/ThumbnailField';
import { NAME_MAX_CHARS, SORT_ORDER_MAX } from '../constants';
import { codeError } from '../lib/codes';
import { describeFailure, unwrapResult, type FieldErrors } from '../lib/mutation-result';
import { nextSort, sortRows, type SortState } from '../lib/sort';
import { useFormErrors } from '../lib/use-form-errors';
import { adminStrings } from '../strings';

const t = adminStrings.equipmentGroups;
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
  const [code, setCode] = useState(group?.equipmentGroupCode ?? '');
  const [name, setName] = useState(group?.equipmentGroupName ?? '');
  const [parent, setParent] = useState(group?.equipmentGroupParent ?? '');
  const [sortOrder, setSortOrder] = useState<number | ''>(group?.sortOrder ?? Math.max(0, ...groups.map((item) => item.sortOrder)) + 1);
  const [isFilter, setIsFilter] = useState(group?.isFilter ?? false);
  const [thumbnail, setThumbnail] = useState<ThumbnailValue | null>(group?.equipmentGroupThumbnail ?? null);
  const [members, setMembers] = useState<string[]>(group ? [...group.equipmentGroupEquipment] : []);
  const { errors, formError, saving, run, reject } = useFormErrors();
  const [upsert] = useMutation(AdminUpsertEquipmentGroupDocument);
  const parentOptions = groups
    .filter((item) => item.equipmentGroupCode !== group?.equipmentGroupCode)
    .map((item) => ({ value: item.equipmentGroupCode, label: item.equipmentGroupName }));

  const submit = async () => {
    const local: FieldErrors = {};
    if (!group) {
      const problem =
        codeError(code) ?? (groups.some((item) => item.equipmentGroupCode === code) ? adminStrings.common.codeTaken : undefined);
      if (problem) local.equipmentGroupCode = problem;
    }
    if (!name.trim()) local.equipmentGroupName = adminStrings.common.required;
    if (sortOrder === '' || !Number.isInteger(sortOrder) || sortOrder < 0 || sortOrder > SORT_ORDER_MAX)
      local.sortOrder = `Use 0 to ${SORT_ORDER_MAX}`;
    if (Object.keys(local).length) return reject(local, adminStrings.common.fixFields);
    const ok = await run(async () => {
      const thumbnailChanged = (thumbnail?.mediaAssetId ?? null) !== (group?.equipmentGroupThumbnail?.mediaAssetId ?? null);
      const result = await upsert({
        variables: {
          equipmentGroupCode: group?.equipmentGroupCode ?? code,
          input: {
            equipmentGroupName: name.trim(),
            equipmentGroupParent: parent || null,
            sortOrder: Number(sortOrder),
            isFilter,
            equipmentGroupEquipment: members,
            ...(thumbnailChanged ? { thumbnailId: thumbnail?.mediaAssetId ?? null } : {}),
          },
        },
      });
      unwrapResult(result.data?.upsertEquipmentGroup);
    });
    if (ok) {
      notify.success(group ? adminStrings.common.saved(t.what) : adminStrings.common.created(t.what));
      onDone(true);
    }
  };

  return (
    <EditForm
      label={group ? t.editTitle(group.equipmentGroupName) : t.newTitle}
      onSubmit={submit}
      onCancel={() => onDone(false)}
      saving={saving}
      formError={formError}
    >
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        <TextField
          label={adminStrings.common.code}
          required={!group}
          value={code}
          onValueChange={(value) => setCode(value.toUpperCase())}
          readOnly={!!group}
          fontFamily="mono"
          helper={adminStrings.common.codeHelp}
          error={errors.equipmentGroupCode}
        />
        <TextField
          label={t.name}
          required
          value={name}
          onValueChange={setName}
          maxLength={NAME_MAX_CHARS}
          error={errors.equipmentGroupName}
        />
        <SelectField
          label={t.parent}
          value={parent}
          onValueChange={setParent}
          options={parentOptions}
          placeholder={t.noParent}
          error={errors.equipmentGroupParent}
        />
        <NumberField
          label={adminStrings.common.sortOrder}
          value={sortOrder}
          onValueChange={setSortOrder}
          min={0}
          max={SORT_ORDER_MAX}
          error={errors.sortOrder}
        />
      </Grid>
      <SwitchField label={t.isFilter} checked={isFilter} onCheckedChange={setIsFilter} error={errors.isFilter} />
      <ThumbnailField label={t.thumbnail} value={thumbnail} onChange={setThumbnail} error={errors.thumbnailId} description={name} />
      <SearchableMultiSelect
        label={t.members}
        options={equipmentOptions}
        value={members}
        onChange={setMembers}
        error={errors.equipmentGroupEquipment}
      />
    </EditForm>
  );
}

export function EquipmentGroupsPage() {
  const { data, loading, error, refetch } = useQuery(AdminEquipmentGroupsDocument);
  const equipment = useQuery(AdminEquipmentDocument, { variables: {} });
  const [sort, setSort] = useState<SortState<SortKey>>({ key: 'sortOrder', direction: 'ascending' });
  const [editing, setEditing] = useState<AdminEquipmentGroupFragment | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminEquipmentGroupFragment | null>(null);
  const [upsert] = useMutation(AdminUpsertEquipmentGroupDocument);
  const [deleteGroup] = useMutation(AdminDeleteEquipmentGroupDocument);

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
  const onSort = (key: SortKey) => setSort((current) => nextSort(current, key));

  const toggleFilter = async (group: AdminEquipmentGroupFragment, isFilter: boolean) => {
    try {
      const result = await upsert({ variables: { equipmentGroupCode: group.equipmentGroupCode, input: { isFilter } } });
      unwrapResult(result.data?.upsertEquipmentGroup);
      notify.success(adminStrings.common.saved(group.equipmentGroupName));
    } catch (cause) {
      notify.error(describeFailure(cause).message);
    }
  };

  const remove = async (group: AdminEquipmentGroupFragment) => {
    try {
      const result = await deleteGroup({ variables: { equipmentGroupCode: group.equipmentGroupCode } });
      unwrapResult(result.data?.deleteEquipmentGroup);
      notify.success(adminStrings.common.deleted(t.what));
      setDeleting(null);
      await refetch();
    } catch (cause) {
      notify.error(describeFailure(cause).message);
    }
  };

  const columns = 7;
  return (
    <AdminPage
      title={adminStrings.sections.equipmentGroups}
      description={t.intro}
      actions={
        <Button colorPalette="blue" size="sm" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          {t.newButton}
        </Button>
      }
    >
      <AdminTable label={t.table}>
        <Table.Header>
          <Table.Row>
            <PlainHeader srOnly>{t.thumbnail}</PlainHeader>
            <SortableHeader label={t.name} sortKey="equipmentGroupName" sort={sort} onSort={onSort} />
            <SortableHeader label={adminStrings.common.code} sortKey="equipmentGroupCode" sort={sort} onSort={onSort} />
            <SortableHeader label={adminStrings.common.sortOrder} sortKey="sortOrder" sort={sort} onSort={onSort} />
            <SortableHeader label={t.isFilter} sortKey="isFilter" sort={sort} onSort={onSort} />
            <SortableHeader label={t.members} sortKey="members" sort={sort} onSort={onSort} />
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
          {rows.map((group) => (
            <Table.Row key={group.equipmentGroupCode}>
              <Table.Cell px="3" width="14">
                <Thumb url={group.equipmentGroupThumbnail?.fileUrl} label={adminStrings.upload.preview(group.equipmentGroupName)} />
              </Table.Cell>
              <Table.Cell px="3">
                <Text fontWeight="medium">{group.equipmentGroupName}</Text>
                {group.equipmentGroupParent && (
                  <Text fontSize="xs" color="fg.muted">
                    {t.parent}: {names.get(group.equipmentGroupParent) ?? group.equipmentGroupParent}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell px="3" fontFamily="mono" fontSize="xs">
                {group.equipmentGroupCode}
              </Table.Cell>
              <Table.Cell px="3">{group.sortOrder}</Table.Cell>
              <Table.Cell px="3">
                <InlineSwitch
                  label={t.isFilterLabel(group.equipmentGroupName)}
                  checked={group.isFilter}
                  onCheckedChange={(on) => void toggleFilter(group, on)}
                />
              </Table.Cell>
              <Table.Cell px="3">{t.memberCount(group.equipmentGroupEquipment.length)}</Table.Cell>
              <Table.Cell px="3" textAlign="end">
                <HStack gap="1" justify="flex-end">
                  <IconButton
                    aria-label={t.editTitle(group.equipmentGroupName)}
                    variant="ghost"
                    size="sm"
                    onClick={() => setEditing(group)}
                  >
                    <Pencil aria-hidden="true" />
                  </IconButton>
                  <IconButton
                    aria-label={`${adminStrings.common.delete} ${group.equipmentGroupName}`}
                    variant="ghost"
                    colorPalette="red"
                    size="sm"
                    onClick={() => setDeleting(group)}
                  >
                    <Trash2 aria-hidden="true" />
                  </IconButton>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </AdminTable>
      <AdminDrawer
        open={!!editing}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t.newTitle : editing ? t.editTitle(editing.equipmentGroupName) : ''}
      >
        {editing && (
          <GroupForm
            key={editing === 'new' ? 'new' : editing.equipmentGroupCode}
            group={editing === 'new' ? null : editing}
            groups={groups}
            equipmentOptions={equipmentOptions}
            onDone={(saved) => {
              setEditing(null);
              if (saved) void refetch();
            }}
          />
        )}
      </AdminDrawer>
      <DeleteConfirm
        open={!!deleting}
        what={t.what.toLowerCase()}
        message={deleting ? t.deleteMessage(deleting.equipmentGroupName) : ''}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
        onClose={() => setDeleting(null)}
      />
    </AdminPage>
  );
}
