// Muscle groups as a tree: main groups → subgroups → exercise groups (each level can be folded), with the filter
// groups listed apart. Create and edit in a drawer: name, type, parent, order, member muscles, thumbnail.
import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Grid, HStack, IconButton, Spinner, Stack, Text } from '@chakra-ui/react';
import { ChevronDown, ChevronRight, Pencil, Plus } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { AdminDrawer } from '../components/AdminDrawer';
import { notify } from '../../../components/toaster/toaster';
import {
  AdminMuscleGroupsDocument,
  AdminUpsertMuscleGroupDocument,
  type AdminMuscleGroupFragment,
  type MuscleGroupType,
} from '../../../gql/graphql';
import { AdminPage, AdminSection } from '../components/AdminPage';
import { EditForm } from '../components/EditForm';
import { NumberField, SelectField, TextField } from '../components/fields';
import { SearchableMultiSelect } from '../components/SearchableMultiSelect';
import { Thumb } from '../components/Thumb';
import { ThumbnailField, type ThumbnailValue } from '../components/ThumbnailField';
import { NAME_MAX_CHARS, SORT_ORDER_MAX } from '../constants';
import { codeError } from '../lib/codes';
import { buildMuscleGroupTree, byOrder, descendantsOf, type MuscleGroupTree } from '../lib/muscle-group-tree';
import { describeFailure, unwrapResult, type FieldErrors } from '../lib/mutation-result';
import { adminStrings } from '../strings';

const t = adminStrings.muscleGroups;
const TYPES: MuscleGroupType[] = ['main_group', 'subgroup', 'exercise_group', 'filter_group'];

type Group = AdminMuscleGroupFragment;

interface NodeProps {
  group: Group;
  tree: MuscleGroupTree;
  muscleNames: Map<string, string>;
  collapsed: ReadonlySet<string>;
  onToggle(code: string): void;
  onEdit(group: Group): void;
  depth: number;
}

function GroupRow({
  group,
  muscleNames,
  onEdit,
  toggle,
}: {
  group: Group;
  muscleNames: Map<string, string>;
  onEdit(group: Group): void;
  toggle?: ReactNode;
}) {
  const muscles = group.muscleGroupMuscles.map((code) => muscleNames.get(code) ?? code);
  return (
    <HStack gap="3" py="2" px="2" borderRadius="md" _hover={{ bg: 'surface.hover' }} align="center">
      <Box width="6" flexShrink={0}>
        {toggle}
      </Box>
      <Thumb url={group.muscleGroupThumbnail?.fileUrl} label={adminStrings.upload.preview(group.muscleGroupName)} />
      <Stack gap="0" flex="1" minWidth="0">
        <HStack gap="2" flexWrap="wrap">
          <Text fontWeight="medium">{group.muscleGroupName}</Text>
          <Badge size="sm" variant="subtle">
            {t.types[group.muscleGroupType]}
          </Badge>
          <Text as="span" fontFamily="mono" fontSize="xs" color="fg.muted">
            {group.muscleGroupCode}
          </Text>
        </HStack>
        {muscles.length > 0 && (
          <Text fontSize="xs" color="fg.muted" lineClamp={2}>
            {t.muscleCount(muscles.length)}: {muscles.join(', ')}
          </Text>
        )}
      </Stack>
      <IconButton aria-label={t.editGroup(group.muscleGroupName)} variant="ghost" size="sm" onClick={() => onEdit(group)}>
        <Pencil aria-hidden="true" />
      </IconButton>
    </HStack>
  );
}

function TreeNode({ group, tree, muscleNames, collapsed, onToggle, onEdit, depth }: NodeProps) {
  const children = tree.childrenOf.get(group.muscleGroupCode) ?? [];
  const open = !collapsed.has(group.muscleGroupCode);
  const listId = `muscle-group-children-${group.muscleGroupCode}`;
  const toggle =
    children.length > 0 ? (
      <IconButton
        aria-label={open ? t.collapse(group.muscleGroupName) : t.expand(group.muscleGroupName)}
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
      <GroupRow group={group} muscleNames={muscleNames} onEdit={onEdit} toggle={toggle} />
      {children.length > 0 && open && (
        <Stack
          as="ul"
          id={listId}
          gap="0"
          listStyleType="none"
          m="0"
          ps={depth === 0 ? '6' : '8'}
          borderStartWidth="1px"
          borderColor="border"
          ms="5"
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
  onDone(): void;
}) {
  const [code, setCode] = useState(group?.muscleGroupCode ?? '');
  const [name, setName] = useState(group?.muscleGroupName ?? '');
  const [type, setType] = useState<MuscleGroupType | ''>(group?.muscleGroupType ?? '');
  const [parent, setParent] = useState(group?.muscleGroupParent ?? '');
  const [sortOrder, setSortOrder] = useState<number | ''>(group?.sortOrder ?? 0);
  const [members, setMembers] = useState<string[]>(group ? [...group.muscleGroupMuscles] : []);
  const [thumbnail, setThumbnail] = useState<ThumbnailValue | null>(group?.muscleGroupThumbnail ?? null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [upsert] = useMutation(AdminUpsertMuscleGroupDocument);
  const excluded = group ? descendantsOf(group.muscleGroupCode, tree.childrenOf).add(group.muscleGroupCode) : new Set<string>();
  const parentOptions = [...groups]
    .filter((item) => !excluded.has(item.muscleGroupCode) && item.muscleGroupType !== 'filter_group')
    .sort(byOrder)
    .map((item) => ({ value: item.muscleGroupCode, label: `${item.muscleGroupName} (${t.types[item.muscleGroupType]})` }));

  const submit = async () => {
    const local: FieldErrors = {};
    if (!group) {
      const problem = codeError(code) ?? (groups.some((item) => item.muscleGroupCode === code) ? adminStrings.common.codeTaken : undefined);
      if (problem) local.muscleGroupCode = problem;
    }
    if (!name.trim()) local.muscleGroupName = adminStrings.common.required;
    if (!type) local.muscleGroupType = adminStrings.common.required;
    if (sortOrder === '' || !Number.isInteger(sortOrder) || sortOrder < 0 || sortOrder > SORT_ORDER_MAX)
      local.sortOrder = `Use 0 to ${SORT_ORDER_MAX}`;
    setErrors(local);
    setFormError(null);
    if (Object.keys(local).length) {
      setFormError(adminStrings.common.fixFields);
      return;
    }
    setSaving(true);
    try {
      const thumbnailChanged = (thumbnail?.mediaAssetId ?? null) !== (group?.muscleGroupThumbnail?.mediaAssetId ?? null);
      const result = await upsert({
        variables: {
          muscleGroupCode: group?.muscleGroupCode ?? code,
          input: {
            muscleGroupName: name.trim(),
            muscleGroupType: type || undefined,
            muscleGroupParent: parent || null,
            sortOrder: Number(sortOrder),
            muscleGroupMuscles: members,
            ...(thumbnailChanged ? { thumbnailId: thumbnail?.mediaAssetId ?? null } : {}),
          },
        },
      });
      unwrapResult(result.data?.upsertMuscleGroup);
      notify.success(group ? adminStrings.common.saved(t.what) : adminStrings.common.created(t.what));
      onDone();
    } catch (cause) {
      const failure = describeFailure(cause);
      setErrors(failure.fields);
      setFormError(failure.message);
      notify.error(failure.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <EditForm
      label={group ? t.editTitle(group.muscleGroupName) : t.newTitle}
      onSubmit={submit}
      onCancel={onDone}
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
          error={errors.muscleGroupCode}
        />
        <TextField label={t.name} required value={name} onValueChange={setName} maxLength={NAME_MAX_CHARS} error={errors.muscleGroupName} />
        <SelectField
          label={t.type}
          required
          value={type}
          onValueChange={(value) => setType(value as MuscleGroupType | '')}
          options={TYPES.map((value) => ({ value, label: t.types[value] }))}
          placeholder={group ? undefined : adminStrings.common.required}
          error={errors.muscleGroupType}
        />
        <SelectField
          label={t.parent}
          value={parent}
          onValueChange={setParent}
          options={parentOptions}
          placeholder={t.noParent}
          error={errors.muscleGroupParent}
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
      <SearchableMultiSelect label={t.muscles} options={muscles} value={members} onChange={setMembers} error={errors.muscleGroupMuscles} />
      <ThumbnailField label={t.thumbnail} value={thumbnail} onChange={setThumbnail} error={errors.thumbnailId} description={name} />
    </EditForm>
  );
}

export function MuscleGroupsPage() {
  const { data, loading, error, refetch } = useQuery(AdminMuscleGroupsDocument);
  const [collapsed, setCollapsed] = useState<Set<string>>(() => new Set());
  const [editing, setEditing] = useState<Group | 'new' | null>(null);
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

  const nodeProps = { tree, muscleNames, collapsed, onToggle: toggle, onEdit: (group: Group) => setEditing(group), depth: 0 };
  return (
    <AdminPage
      title={adminStrings.sections.muscleGroups}
      description={t.intro}
      actions={
        <Button colorPalette="blue" size="sm" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          {t.newButton}
        </Button>
      }
    >
      {!data && loading && (
        <Box py="10" textAlign="center" role="status">
          <Spinner />
          <Text srOnly>{adminStrings.common.loading}</Text>
        </Box>
      )}
      {!data && error && (
        <Text color="red.fg" role="alert">
          {describeFailure(error).message}
        </Text>
      )}
      {data && (
        <>
          <AdminSection title={t.tree} id="muscle-tree">
            <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" aria-label={t.tree}>
              {tree.roots.map((group) => (
                <TreeNode key={group.muscleGroupCode} group={group} {...nodeProps} />
              ))}
            </Stack>
          </AdminSection>
          {tree.unplaced.length > 0 && (
            <AdminSection title={t.unplaced} id="muscle-unplaced">
              <Stack as="ul" gap="0" listStyleType="none" m="0" p="0">
                {tree.unplaced.map((group) => (
                  <TreeNode key={group.muscleGroupCode} group={group} {...nodeProps} />
                ))}
              </Stack>
            </AdminSection>
          )}
          <AdminSection title={t.filterGroups} id="muscle-filters" description={t.filterGroupsHelp}>
            <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" aria-label={t.filterGroups}>
              {tree.filterGroups.map((group) => (
                <Box as="li" key={group.muscleGroupCode} data-testid={`muscle-group-${group.muscleGroupCode}`}>
                  <GroupRow group={group} muscleNames={muscleNames} onEdit={(item) => setEditing(item)} />
                </Box>
              ))}
            </Stack>
          </AdminSection>
        </>
      )}
      <AdminDrawer
        open={!!editing}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t.newTitle : editing ? t.editTitle(editing.muscleGroupName) : ''}
      >
        {editing && (
          <GroupForm
            key={editing === 'new' ? 'new' : editing.muscleGroupCode}
            group={editing === 'new' ? null : editing}
            groups={groups}
            tree={tree}
            muscles={muscleOptions}
            onDone={() => {
              setEditing(null);
              void refetch();
            }}
          />
        )}
      </AdminDrawer>
    </AdminPage>
  );
}
