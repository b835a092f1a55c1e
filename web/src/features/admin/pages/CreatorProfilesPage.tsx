// Creator profiles: debounced search, verified/pinned filters, "Load more" pages, sort by a column header (over the
// loaded rows), verify and pin in the row, create and edit in a drawer, delete with a confirmation.
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Grid, HStack, IconButton, Stack, Table, Text } from '@chakra-ui/react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Avatar } from '../../../components/avatar/Avatar';
import { AdminDrawer } from '../components/AdminDrawer';
import { notify } from '../../../components/toaster/toaster';
import {
  AdminCreateCreatorProfileDocument,
  AdminCreatorProfilesDocument,
  AdminDeleteCreatorProfileDocument,
  AdminUpdateCreatorProfileDocument,
  type AdminCreatorProfileFragment,
} from '../../../gql/graphql';
import { creatorHandle, creatorName } from '../../../lib/creator-display';
import { AdminPage } from '../components/AdminPage';
import { AdminTable, PlainHeader, SortableHeader, TableMessageRow } from '../components/DataTable';
import { DeleteConfirm } from '../components/DeleteConfirm';
import { EditForm } from '../components/EditForm';
import { CheckboxField, InlineSwitch, SwitchField, TextareaField, TextField } from '../components/fields';
import { LoadMore } from '../components/Pager';
import { SearchField } from '../components/SearchField';
import { ThumbnailField, type ThumbnailValue } from '../components/ThumbnailField';
import { ADMIN_PAGE_SIZE, DESCRIPTION_MAX_CHARS, NAME_MAX_CHARS } from '../constants';
import { useFormatDate } from '../lib/format';
import { describeFailure, unwrapResult, type FieldErrors } from '../lib/mutation-result';
import { nextSort, sortRows, type SortState } from '../lib/sort';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { useFormErrors } from '../lib/use-form-errors';
import { adminStrings } from '../strings';

const t = adminStrings.creators;
type SortKey = 'name' | 'userName' | 'isVerified' | 'isPinned' | 'createdAt';
const USER_NAME_PATTERN = /^[A-Za-z0-9_.]{3,30}$/;

function ProfileForm({ profile, onDone }: { profile: AdminCreatorProfileFragment | null; onDone(saved: boolean): void }) {
  const [fullName, setFullName] = useState(profile?.fullName ?? '');
  const [displayName, setDisplayName] = useState(profile?.displayName ?? '');
  const [userName, setUserName] = useState(profile?.userName ?? '');
  const [bio, setBio] = useState(profile?.bio ?? '');
  const [photo, setPhoto] = useState<ThumbnailValue | null>(profile?.profilePhoto ?? null);
  const [isVerified, setIsVerified] = useState(profile?.isVerified ?? false);
  const [isPinned, setIsPinned] = useState(profile?.isPinned ?? false);
  const { errors, formError, saving, run, reject } = useFormErrors();
  const [create] = useMutation(AdminCreateCreatorProfileDocument);
  const [update] = useMutation(AdminUpdateCreatorProfileDocument);

  const submit = async () => {
    const local: FieldErrors = {};
    if (!fullName.trim()) local.fullName = adminStrings.common.required;
    if (!USER_NAME_PATTERN.test(userName.trim()))
      local.userName = adminStrings.creators.userName + ': 3 to 30 letters, digits, underscores or dots';
    if (Object.keys(local).length) return reject(local, adminStrings.common.fixFields);
    const fields = {
      fullName: fullName.trim(),
      displayName: displayName.trim() || null,
      userName: userName.trim(),
      bio: bio.trim() || null,
      isVerified,
      isPinned,
    };
    const ok = await run(async () => {
      if (profile) {
        const photoChanged = (photo?.mediaAssetId ?? null) !== (profile.profilePhoto?.mediaAssetId ?? null);
        const result = await update({
          variables: {
            creatorProfileId: profile.creatorProfileId,
            input: { ...fields, ...(photoChanged ? { profilePhotoId: photo?.mediaAssetId ?? null } : {}) },
          },
        });
        unwrapResult(result.data?.updateCreatorProfile);
      } else {
        const result = await create({ variables: { input: { ...fields, ...(photo ? { profilePhotoId: photo.mediaAssetId } : {}) } } });
        unwrapResult(result.data?.createCreatorProfile);
      }
    });
    if (ok) {
      notify.success(profile ? adminStrings.common.saved('Creator profile') : adminStrings.common.created('Creator profile'));
      onDone(true);
    }
  };

  return (
    <EditForm
      label={profile ? t.editTitle(creatorName(profile)) : t.newTitle}
      onSubmit={submit}
      onCancel={() => onDone(false)}
      saving={saving}
      formError={formError}
    >
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        <TextField
          label={t.fullName}
          required
          value={fullName}
          onValueChange={setFullName}
          maxLength={NAME_MAX_CHARS}
          error={errors.fullName}
        />
        <TextField
          label={t.displayName}
          value={displayName}
          onValueChange={setDisplayName}
          maxLength={NAME_MAX_CHARS}
          error={errors.displayName}
        />
        <TextField
          label={t.userName}
          required
          value={userName}
          onValueChange={setUserName}
          maxLength={30}
          error={errors.userName}
          autoComplete="off"
        />
      </Grid>
      <TextareaField label={t.bio} value={bio} onValueChange={setBio} maxLength={DESCRIPTION_MAX_CHARS} error={errors.bio} rows={4} />
      <ThumbnailField label={t.photo} value={photo} onChange={setPhoto} error={errors.profilePhotoId} description={fullName} />
      <HStack gap="6" flexWrap="wrap">
        <CheckboxField label={t.verified} checked={isVerified} onCheckedChange={setIsVerified} error={errors.isVerified} />
        <CheckboxField label={t.pinned} checked={isPinned} onCheckedChange={setIsPinned} error={errors.isPinned} />
      </HStack>
    </EditForm>
  );
}

export function CreatorProfilesPage() {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  const [verifiedOnly, setVerifiedOnly] = useState(false);
  const [pinnedOnly, setPinnedOnly] = useState(false);
  const [sort, setSort] = useState<SortState<SortKey>>({ key: 'name', direction: 'ascending' });
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminCreatorProfileFragment | null>(null);
  const formatDate = useFormatDate();
  const filter = { search: debounced || undefined, isVerified: verifiedOnly || undefined, isPinned: pinnedOnly || undefined };
  const { data, previousData, loading, error, fetchMore, refetch } = useQuery(AdminCreatorProfilesDocument, {
    variables: { filter, first: ADMIN_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const [update] = useMutation(AdminUpdateCreatorProfileDocument);
  const [deleteProfile] = useMutation(AdminDeleteCreatorProfileDocument);

  const shown = data ?? previousData;
  const profiles = useMemo(() => shown?.creatorProfiles.edges.map((edge) => edge.node) ?? [], [shown]);
  const rows = useMemo(
    () => sortRows(profiles, (profile) => (sort.key === 'name' ? creatorName(profile) : profile[sort.key]), sort.direction),
    [profiles, sort],
  );
  const editingProfile = editing && editing !== 'new' ? (profiles.find((profile) => profile.creatorProfileId === editing) ?? null) : null;
  const onSort = (key: SortKey) =>
    setSort((current) =>
      nextSort(current, key, key === 'createdAt' || key === 'isVerified' || key === 'isPinned' ? 'descending' : 'ascending'),
    );

  const toggle = async (profile: AdminCreatorProfileFragment, field: 'isVerified' | 'isPinned', on: boolean) => {
    try {
      const result = await update({ variables: { creatorProfileId: profile.creatorProfileId, input: { [field]: on } } });
      unwrapResult(result.data?.updateCreatorProfile);
      const name = creatorName(profile);
      notify.success(field === 'isVerified' ? t.verifiedNow(name, on) : t.pinnedNow(name, on));
    } catch (cause) {
      notify.error(describeFailure(cause).message);
    }
  };

  const remove = async (profile: AdminCreatorProfileFragment) => {
    try {
      const result = await deleteProfile({ variables: { creatorProfileId: profile.creatorProfileId } });
      unwrapResult(result.data?.deleteCreatorProfile);
      notify.success(adminStrings.common.deleted('Creator profile'));
      setDeleting(null);
      await refetch();
    } catch (cause) {
      notify.error(describeFailure(cause).message);
    }
  };

  const columns = 6;
  return (
    <AdminPage
      title={adminStrings.sections.creatorProfiles}
      description={t.intro}
      actions={
        <Button colorPalette="blue" size="sm" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          {t.newButton}
        </Button>
      }
    >
      <Stack gap="3">
        <SearchField label={t.searchLabel} value={search} onValueChange={setSearch} placeholder={t.searchPlaceholder} />
        <HStack gap="6" flexWrap="wrap">
          <SwitchField label={t.verifiedOnly} checked={verifiedOnly} onCheckedChange={setVerifiedOnly} />
          <SwitchField label={t.pinnedOnly} checked={pinnedOnly} onCheckedChange={setPinnedOnly} />
        </HStack>
      </Stack>
      <AdminTable label={t.table} testId="admin-creators-table">
        <Table.Header>
          <Table.Row>
            <SortableHeader label={t.name} sortKey="name" sort={sort} onSort={onSort} />
            <SortableHeader label={t.userName} sortKey="userName" sort={sort} onSort={onSort} />
            <SortableHeader label={t.verified} sortKey="isVerified" sort={sort} onSort={onSort} />
            <SortableHeader label={t.pinned} sortKey="isPinned" sort={sort} onSort={onSort} />
            <SortableHeader label={t.created} sortKey="createdAt" sort={sort} onSort={onSort} />
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
          {shown && rows.length === 0 && <TableMessageRow colSpan={columns}>{t.empty}</TableMessageRow>}
          {rows.map((profile) => {
            const name = creatorName(profile);
            return (
              <Table.Row key={profile.creatorProfileId}>
                <Table.Cell px="3">
                  <HStack gap="3">
                    {/* Verified and pinned have their own columns; the avatar's badge tooltip would only repeat them. */}
                    <Avatar name={name} src={profile.profilePhoto?.fileUrl} size="sm" decorative />
                    <Stack gap="0">
                      <Text fontWeight="medium">{name}</Text>
                      {!profile.userId && (
                        <Text fontSize="xs" color="fg.muted">
                          {t.noAccount}
                        </Text>
                      )}
                    </Stack>
                  </HStack>
                </Table.Cell>
                <Table.Cell px="3">{creatorHandle(profile)}</Table.Cell>
                <Table.Cell px="3">
                  <InlineSwitch
                    label={t.verifiedLabel(name)}
                    checked={profile.isVerified}
                    onCheckedChange={(on) => void toggle(profile, 'isVerified', on)}
                  />
                </Table.Cell>
                <Table.Cell px="3">
                  <InlineSwitch
                    label={t.pinnedLabel(name)}
                    checked={profile.isPinned}
                    onCheckedChange={(on) => void toggle(profile, 'isPinned', on)}
                  />
                </Table.Cell>
                <Table.Cell px="3" whiteSpace="nowrap">
                  {formatDate(profile.createdAt)}
                </Table.Cell>
                <Table.Cell px="3" textAlign="end">
                  <HStack gap="1" justify="flex-end">
                    <IconButton
                      aria-label={t.editTitle(name)}
                      variant="ghost"
                      size="sm"
                      onClick={() => setEditing(profile.creatorProfileId)}
                    >
                      <Pencil aria-hidden="true" />
                    </IconButton>
                    <IconButton
                      aria-label={`${adminStrings.common.delete} ${name}`}
                      variant="ghost"
                      colorPalette="red"
                      size="sm"
                      onClick={() => setDeleting(profile)}
                    >
                      <Trash2 aria-hidden="true" />
                    </IconButton>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </AdminTable>
      <LoadMore
        hasMore={!!shown?.creatorProfiles.pageInfo.hasNextPage}
        loading={loading && !!shown}
        onLoadMore={() => void fetchMore({ variables: { after: shown?.creatorProfiles.pageInfo.endCursor } })}
        summary={shown ? adminStrings.common.showing(rows.length) : undefined}
      />
      <AdminDrawer
        open={editing === 'new' || !!editingProfile}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t.newTitle : editingProfile ? t.editTitle(creatorName(editingProfile)) : ''}
      >
        {(editing === 'new' || editingProfile) && (
          <ProfileForm
            key={editingProfile?.creatorProfileId ?? 'new'}
            profile={editingProfile}
            onDone={(saved) => {
              setEditing(null);
              if (saved && !editingProfile) void refetch();
            }}
          />
        )}
      </AdminDrawer>
      <DeleteConfirm
        open={!!deleting}
        what={t.what}
        message={deleting ? t.deleteMessage(creatorName(deleting)) : ''}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
        onClose={() => setDeleting(null)}
      />
    </AdminPage>
  );
}
