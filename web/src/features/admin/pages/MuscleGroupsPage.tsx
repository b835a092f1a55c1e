// Muscle groups as a tree: main groups → subgroups → exercise groups (each level can be folded), with the filter
// groups listed apart. Create and edit in a drawer: name, type, parent, order, member muscles, thumbnail. Delete
// with a confirmation; the server refuses a group that still has child groups and the confirmation says why.
import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Grid, HStack, IconButton, Spinner, Stack, Text } from '@chakra-ui/react';
import { ChevronDown, ChevronRight, Pencil } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EditForm } from '../../../components/forms/EditForm';
import { SelectField } from '../../../components/forms/fields';
import { NameField } from '../../../components/forms/form-fields';
import {
  AdminCreateMuscleGroupDocument,
  AdminDeleteMuscleGroupDocument,
  AdminMuscleGroupsDocument,
  AdminUpsertMuscleGroupDocument,
  type AdminMuscleGroupFragment,
  type MuscleGroupType,
} from '../../../gql/graphql';
import { AdminPage, AdminSection } from '../components/AdminPage';
import { CodeField } from '../components/CodeField';
import { EditDrawer, type Editing } from '../components/EditDrawer';
import { ParentGroupField, SortOrderField } from '../components/form-fields';
import { DeleteIconButton } from '../components/ListTable';
import { NewButton } from '../components/NewButton';
import { SearchableMultiSelect } from '../components/SearchableMultiSelect';
import { Thumb } from '../components/Thumb';
import { ThumbnailField, type ThumbnailValue } from '../components/ThumbnailField';

import { mediaChange } from '../../../components/forms/form-checks';
import { describeFailure, unwrapResult, type FieldErrors } from '../../../components/forms/mutation-result';
import { useEditForm } from '../../../components/forms/use-form-errors';
import { newCodeError } from '../lib/codes';
import { buildMuscleGroupTree, byOrder, descendantsOf, type MuscleGroupTree } from '../lib/muscle-group-tree';
import { sortOrderError } from '../lib/sort-order';
import { useDeleteFlow } from '../lib/use-delete-flow';

const TYPES: MuscleGroupType[] = ['main_group', 'subgroup', 'exercise_group', 'filter_group'];

type Group = AdminMuscleGroupFragment;

interface NodeProps {
  group: Group;
  tree: MuscleGroupTree;
  muscleNames: Map<string, string>;
  collapsed: ReadonlySet<string>;
  onToggle(code: string): void;
  onEdit(group: Group): void;
  onDelete(group: Group): void;
  depth: number;
}

function GroupRow({
  group,
  muscleNames,
  onEdit,
  onDelete,
  toggle,
}: {
  group: Group;
  muscleNames: Map<string, string>;
  onEdit(group: Group): void;
  onDelete(group: Group): void;
  toggle?: ReactNode;
}) {
  const { t } = useTranslation();
  const muscles = group.muscleGroupMuscles.map((code) => muscleNames.get(code) ?? code);
  return (
    <HStack
      gap={{ base: '2', md: '3' }}
      py="2"
      px={{ base: '1', md: '2' }}
      borderRadius="md"
      _hover={{ bg: 'surface.hover' }}
      align="center"
    >
      <Box width="6" flexShrink={0}>
        {toggle}
      </Box>
      <Thumb url={group.muscleGroupThumbnail?.fileUrl} label={t('admin.upload.preview', { label: group.muscleGroupName })} />
      <Stack gap="0" flex="1" minWidth="0">
        <HStack gap="2" flexWrap="wrap">
          <Text fontWeight="medium">{group.muscleGroupName}</Text>
          <Badge size="sm" variant="subtle" whiteSpace="normal">
            {t(`admin.muscleGroups.types.${group.muscleGroupType}`)}
          </Badge>
          <Text as="span" fontFamily="mono" fontSize="xs" color="fg.muted">
            {group.muscleGroupCode}
          </Text>
        </HStack>
        {muscles.length > 0 && (
          <Text fontSize="xs" color="fg.muted" lineClamp={2}>
            {t('admin.muscleGroups.muscleCount', { count: muscles.length })}: {muscles.join(', ')}
          </Text>
        )}
      </Stack>
      <IconButton
        aria-label={t('admin.muscleGroups.editGroup', { name: group.muscleGroupName })}
        variant="ghost"
        size="sm"
        onClick={() => onEdit(group)}
      >
        <Pencil aria-hidden="true" />
      </IconButton>
      <DeleteIconButton name={group.muscleGroupName} onClick={() => onDelete(group)} />
    </HStack>
  );
}

function TreeNode({ group, tree, muscleNames, collapsed, onToggle, onEdit, onDelete, depth }: NodeProps) {
  const { t } = useTranslation();
  const children = tree.childrenOf.get(group.muscleGroupCode) ?? [];
  const open = !collapsed.has(group.muscleGroupCode);
  const listId = `muscle-group-children-${group.muscleGroupCode}`;
  const toggle =
    children.length > 0 ? (
      <IconButton
        aria-label={
          open
            ? t('admin.muscleGroups.collapse', { name: group.muscleGroupName })
            : t('admin.muscleGroups.expand', { name: group.muscleGroupName })
        }
        aria-expanded={open}
        aria-controls={listId}
        variant="ghost"
        size="2xs"
        onClick={() => onToggle(group.muscleGroupCode)}
      >
        {open ? <ChevronDown aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
      </IconButton>
    ) : null;
  return (
    <Box as="li" data-testid={`muscle-group-${group.muscleGroupCode}`}>
      <GroupRow group={group} muscleNames={muscleNames} onEdit={onEdit} onDelete={onDelete} toggle={toggle} />
      {children.length > 0 && open && (
        <Stack
          as="ul"
          id={listId}
          gap="0"
          listStyleType="none"
          m="0"
          // A phone has room for three levels only with a narrow step between them.
          ps={{ base: '2', md: depth === 0 ? '6' : '8' }}
          borderStartWidth="1px"
          borderColor="border"
          ms={{ base: '3', md: '5' }}
        >
          {children.map((child) => (
            <TreeNode
              key={child.muscleGroupCode}
              group={child}
              tree={tree}
              muscleNames={muscleNames}
              collapsed={collapsed}
              onToggle={onToggle}
              onEdit={onEdit}
              onDelete={onDelete}
              depth={depth + 1}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}

function GroupForm({
  group,
  groups,
  tree,
  muscles,
  onDone,
}: {
  group: Group | null;
  groups: readonly Group[];
  tree: MuscleGroupTree;
  muscles: { value: string; label: string; hint: string }[];
  onDone(saved: boolean): void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState(group?.muscleGroupCode ?? '');
  const [name, setName] = useState(group?.muscleGroupName ?? '');
  const [type, setType] = useState<MuscleGroupType | ''>(group?.muscleGroupType ?? '');
  const [parent, setParent] = useState(group?.muscleGroupParent ?? '');
  const [sortOrder, setSortOrder] = useState<number | ''>(group?.sortOrder ?? 0);
  const [members, setMembers] = useState<string[]>(group ? [...group.muscleGroupMuscles] : []);
  const [thumbnail, setThumbnail] = useState<ThumbnailValue | null>(group?.muscleGroupThumbnail ?? null);
  const { errors, save, formProps } = useEditForm({ isNew: !group, what: t('admin.muscleGroups.what'), onDone });
  const [create] = useMutation(AdminCreateMuscleGroupDocument);
  const [upsert] = useMutation(AdminUpsertMuscleGroupDocument);
  const excluded = group ? descendantsOf(group.muscleGroupCode, tree.childrenOf).add(group.muscleGroupCode) : new Set<string>();
  const parentOptions = [...groups]
    .filter((item) => !excluded.has(item.muscleGroupCode) && item.muscleGroupType !== 'filter_group')
    .sort(byOrder)
    .map((item) => ({
      value: item.muscleGroupCode,
      label: `${item.muscleGroupName} (${t(`admin.muscleGroups.types.${item.muscleGroupType}`)})`,
    }));

  const submit = () => {
    const local: FieldErrors = {};
    const codeProblem = group ? undefined : newCodeError(t, code, (value) => groups.some((item) => item.muscleGroupCode === value));
    if (codeProblem) local.muscleGroupCode = codeProblem;
    if (!name.trim()) local.muscleGroupName = t('admin.common.required');
    if (!type) local.muscleGroupType = t('admin.common.required');
    const orderProblem = sortOrderError(t, sortOrder);
    if (orderProblem) local.sortOrder = orderProblem;
    const input = {
      muscleGroupName: name.trim(),
      muscleGroupType: type || undefined,
      // null moves the group to the top level; leaving the field out would keep its parent.
      muscleGroupParent: parent || null,
      sortOrder: Number(sortOrder),
      muscleGroupMuscles: members,
      ...mediaChange('thumbnailId', thumbnail, group?.muscleGroupThumbnail),
    };
    return save(local, async () => {
      // The list may be stale (another editor): creating still refuses a taken code, with CONFLICT on muscleGroupCode.
      if (group) unwrapResult((await upsert({ variables: { muscleGroupCode: group.muscleGroupCode, input } })).data?.upsertMuscleGroup, t);
      else unwrapResult((await create({ variables: { muscleGroupCode: code, input } })).data?.createMuscleGroup, t);
    });
  };

  return (
    <EditForm
      label={group ? t('admin.muscleGroups.editTitle', { name: group.muscleGroupName }) : t('admin.muscleGroups.newTitle')}
      onSubmit={submit}
      {...formProps}
    >
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        <CodeField value={code} onValueChange={setCode} isNew={!group} error={errors.muscleGroupCode} />
        <NameField label={t('admin.muscleGroups.name')} value={name} onValueChange={setName} error={errors.muscleGroupName} />
        <SelectField
          label={t('admin.muscleGroups.type')}
          required
          value={type}
          onValueChange={(value) => setType(value as MuscleGroupType | '')}
          options={TYPES.map((value) => ({ value, label: t(`admin.muscleGroups.types.${value}`) }))}
          placeholder={group ? undefined : t('admin.common.required')}
          error={errors.muscleGroupType}
        />
        <ParentGroupField value={parent} onValueChange={setParent} options={parentOptions} error={errors.muscleGroupParent} />
        <SortOrderField value={sortOrder} onValueChange={setSortOrder} error={errors.sortOrder} />
      </Grid>
      <SearchableMultiSelect
        label={t('admin.muscleGroups.muscles')}
        options={muscles}
        value={members}
        onChange={setMembers}
        error={errors.muscleGroupMuscles}
      />
      <ThumbnailField
        label={t('admin.muscleGroups.thumbnail')}
        value={thumbnail}
        onChange={setThumbnail}
        error={errors.thumbnailId}
        description={name}
      />
    </EditForm>
  );
}

export function MuscleGroupsPage() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(AdminMuscleGroupsDocument);
  const [collapsed, setCollapsed] = useState<Set<string>>(() => new Set());
  const [editing, setEditing] = useState<Editing<Group>>(null);
  const [deleteGroup] = useMutation(AdminDeleteMuscleGroupDocument);
  const deletion = useDeleteFlow<Group>({
    title: t('admin.muscleGroups.deleteTitle'),
    message: (group) => t('admin.muscleGroups.deleteMessage', { name: group.muscleGroupName, code: group.muscleGroupCode }),
    remove: async (group) => {
      const result = await deleteGroup({ variables: { muscleGroupCode: group.muscleGroupCode } });
      unwrapResult(result.data?.deleteMuscleGroup, t);
    },
    deleted: t('admin.muscleGroups.deleted'),
    onDeleted: () => refetch(),
  });
  const groups = useMemo(() => data?.muscleGroups ?? [], [data]);
  const tree = useMemo(() => buildMuscleGroupTree(groups), [groups]);
  const muscleNames = useMemo(
    () => new Map((data?.muscles ?? []).map((muscle) => [muscle.muscleCode, muscle.friendlyName || muscle.muscleName])),
    [data],
  );
  const muscleOptions = useMemo(
    () =>
      [...(data?.muscles ?? [])]
        .sort((a, b) => a.muscleName.localeCompare(b.muscleName))
        .map((muscle) => ({ value: muscle.muscleCode, label: muscle.muscleName, hint: muscle.friendlyName })),
    [data],
  );
  const toggle = (code: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(code)) next.delete(code);
      else next.add(code);
      return next;
    });

  const onEdit = (group: Group) => setEditing(group);
  const nodeProps = { tree, muscleNames, collapsed, onToggle: toggle, onEdit, onDelete: deletion.ask, depth: 0 };
  return (
    <AdminPage
      title={t('admin.sections.muscleGroups')}
      description={t('admin.muscleGroups.intro')}
      actions={<NewButton label={t('admin.muscleGroups.newButton')} onClick={() => setEditing('new')} />}
    >
      {!data && loading && (
        <Box py="10" textAlign="center" role="status">
          <Spinner />
          <Text srOnly>{t('admin.common.loading')}</Text>
        </Box>
      )}
      {!data && error && (
        <Text color="red.fg" role="alert">
          {describeFailure(error).message}
        </Text>
      )}
      {data && (
        <>
          <AdminSection title={t('admin.muscleGroups.tree')} id="muscle-tree">
            <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" aria-label={t('admin.muscleGroups.tree')}>
              {tree.roots.map((group) => (
                <TreeNode key={group.muscleGroupCode} group={group} {...nodeProps} />
              ))}
            </Stack>
          </AdminSection>
          {tree.unplaced.length > 0 && (
            <AdminSection title={t('admin.muscleGroups.unplaced')} id="muscle-unplaced">
              <Stack as="ul" gap="0" listStyleType="none" m="0" p="0">
                {tree.unplaced.map((group) => (
                  <TreeNode key={group.muscleGroupCode} group={group} {...nodeProps} />
                ))}
              </Stack>
            </AdminSection>
          )}
          <AdminSection
            title={t('admin.muscleGroups.filterGroups')}
            id="muscle-filters"
            description={t('admin.muscleGroups.filterGroupsHelp')}
          >
            <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" aria-label={t('admin.muscleGroups.filterGroups')}>
              {tree.filterGroups.map((group) => (
                <Box as="li" key={group.muscleGroupCode} data-testid={`muscle-group-${group.muscleGroupCode}`}>
                  <GroupRow group={group} muscleNames={muscleNames} onEdit={onEdit} onDelete={deletion.ask} />
                </Box>
              ))}
            </Stack>
          </AdminSection>
        </>
      )}
      <EditDrawer
        editing={editing}
        onClose={() => setEditing(null)}
        newTitle={t('admin.muscleGroups.newTitle')}
        editTitle={(group) => t('admin.muscleGroups.editTitle', { name: group.muscleGroupName })}
        itemKey={(group) => group.muscleGroupCode}
      >
        {(group) => (
          <GroupForm
            group={group}
            groups={groups}
            tree={tree}
            muscles={muscleOptions}
            onDone={() => {
              setEditing(null);
              void refetch().catch(() => undefined);
            }}
          />
        )}
      </EditDrawer>
      {deletion.dialog}
    </AdminPage>
  );
}
