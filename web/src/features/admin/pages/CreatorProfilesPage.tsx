// Creator profiles: debounced search, verified/pinned filters, "Load more" pages with the total, sort by a column
// header (on the server), verify and pin in the row, create and edit in a drawer (social links included), delete
// with a confirmation.
import { useMutation, useQuery } from '@apollo/client/react';
import { Grid, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar/Avatar';
import { creatorProfileChecks, creatorProfileFields, socialLinksChange } from '../../../components/creator-profile/creator-profile-input';
import { DESCRIPTION_MAX_CHARS, NAME_MAX_CHARS } from '../../../components/forms/constants';
import { EditForm } from '../../../components/forms/EditForm';
import { CheckboxField, InlineSwitch, SwitchField, TextareaField, TextField } from '../../../components/forms/fields';
import { mediaChange } from '../../../components/forms/form-checks';
import { NameField, UserNameField } from '../../../components/forms/form-fields';
import { unwrapResult } from '../../../components/forms/mutation-result';
import { useEditForm } from '../../../components/forms/use-form-errors';
import { draftsFromLinks, toSocialLinkInput, type SocialLinkDraft } from '../../../components/social-links/social-links';
import { SocialLinksEditor } from '../../../components/social-links/SocialLinksEditor';
import { useRejectedUsernames } from '../../../components/social-links/use-username-check';
import {
  AdminCreateCreatorProfileDocument,
  AdminCreatorProfilesDocument,
  AdminDeleteCreatorProfileDocument,
  AdminSocialMediaPlatformsDocument,
  AdminUpdateCreatorProfileDocument,
  type AdminCreatorProfileFragment,
  type CreatorProfileOrderField,
} from '../../../gql/graphql';
import { creatorHandle, creatorName } from '../../../lib/creator-display';
import { PlainHeader, SortableHeader } from '../components/DataTable';
import { ListPage } from '../components/ListPage';
import { ConnectionLoadMore } from '../components/Pager';
import { SearchField } from '../components/SearchField';
import { ThumbnailField, type ThumbnailValue } from '../components/ThumbnailField';
import { ADMIN_PAGE_SIZE } from '../constants';
import { useFormatDate } from '../lib/format';
import { withToasts } from '../lib/notify-action';
import { useDeleteFlow } from '../lib/use-delete-flow';
import { useSearch } from '../lib/use-search';
import { SERVER_SORTED_LIST, useServerSort } from '../lib/use-sort-state';

type SortKey = 'name' | 'userName' | 'isPinned' | 'createdAt';
// The server orders names by display name (profiles without one last, by full name); it has no order by verification.
const ORDER_FIELDS: Record<SortKey, CreatorProfileOrderField> = {
  name: 'DISPLAY_NAME',
  userName: 'USER_NAME',
  isPinned: 'PINNED',
  createdAt: 'CREATED_AT',
};

function ProfileForm({ profile, onDone }: { profile: AdminCreatorProfileFragment | null; onDone(saved: boolean): void }) {
  const { t } = useTranslation();
  const [fullName, setFullName] = useState(profile?.fullName ?? '');
  const [displayName, setDisplayName] = useState(profile?.displayName ?? '');
  const [userName, setUserName] = useState(profile?.userName ?? '');
  const [bio, setBio] = useState(profile?.bio ?? '');
  const [photo, setPhoto] = useState<ThumbnailValue | null>(profile?.profilePhoto ?? null);
  const [isVerified, setIsVerified] = useState(profile?.isVerified ?? false);
  const [isPinned, setIsPinned] = useState(profile?.isPinned ?? false);
  const [links, setLinks] = useState<SocialLinkDraft[]>(() => draftsFromLinks(profile?.socialLinks ?? []));
  const platformsQuery = useQuery(AdminSocialMediaPlatformsDocument, { variables: {} });
  const platforms = useMemo(
    () => [...(platformsQuery.data?.socialMediaPlatforms ?? [])].sort((a, b) => a.sortOrder - b.sortOrder),
    [platformsQuery.data],
  );
  const rejectedUsernames = useRejectedUsernames();
  const { errors, save, formProps } = useEditForm({ isNew: !profile, what: t('admin.creators.what'), onDone });
  const [create] = useMutation(AdminCreateCreatorProfileDocument);
  const [update] = useMutation(AdminUpdateCreatorProfileDocument);

  const submit = () => {
    const draft = { fullName, displayName, userName, bio, links };
    const fields = { ...creatorProfileFields(draft), isVerified, isPinned };
    return save(creatorProfileChecks(draft, platforms, rejectedUsernames(links, platforms), t), async () => {
      if (profile) {
        const result = await update({
          variables: {
            creatorProfileId: profile.creatorProfileId,
            input: {
              ...fields,
              ...mediaChange('profilePhotoId', photo, profile.profilePhoto),
              ...socialLinksChange(links, profile.socialLinks),
            },
          },
        });
        unwrapResult(result.data?.updateCreatorProfile, t);
      } else {
        const result = await create({
          variables: { input: { ...fields, ...mediaChange('profilePhotoId', photo, null), socialLinks: toSocialLinkInput(links) } },
        });
        unwrapResult(result.data?.createCreatorProfile, t);
      }
    });
  };

  return (
    <EditForm
      label={profile ? t('admin.creators.editTitle', { name: creatorName(profile, t) }) : t('admin.creators.newTitle')}
      onSubmit={submit}
      {...formProps}
    >
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        <NameField label={t('admin.creators.fullName')} value={fullName} onValueChange={setFullName} error={errors.fullName} />
        <TextField
          label={t('admin.creators.displayName')}
          value={displayName}
          onValueChange={setDisplayName}
          maxLength={NAME_MAX_CHARS}
          error={errors.displayName}
        />
        <UserNameField label={t('admin.creators.userName')} value={userName} onValueChange={setUserName} error={errors.userName} />
      </Grid>
      <TextareaField
        label={t('admin.creators.bio')}
        value={bio}
        onValueChange={setBio}
        maxLength={DESCRIPTION_MAX_CHARS}
        error={errors.bio}
        rows={4}
      />
      <ThumbnailField
        label={t('admin.creators.photo')}
        value={photo}
        onChange={setPhoto}
        error={errors.profilePhotoId}
        description={fullName}
      />
      <SocialLinksEditor platforms={platforms} links={links} onChange={setLinks} errors={errors} />
      <HStack gap="6" flexWrap="wrap">
        <CheckboxField
          label={t('admin.creators.verified')}
          checked={isVerified}
          onCheckedChange={setIsVerified}
          error={errors.isVerified}
        />
        <CheckboxField label={t('admin.creators.pinned')} checked={isPinned} onCheckedChange={setIsPinned} error={errors.isPinned} />
      </HStack>
    </EditForm>
  );
}

export function CreatorProfilesPage() {
  const { t } = useTranslation();
  const { search, setSearch, debounced } = useSearch();
  const [verifiedOnly, setVerifiedOnly] = useState(false);
  const [pinnedOnly, setPinnedOnly] = useState(false);
  const { sort, onSort, orderBy } = useServerSort<SortKey, CreatorProfileOrderField>(
    { key: 'name', direction: 'ascending' },
    ORDER_FIELDS,
    {
      descendingFirst: ['createdAt', 'isPinned'],
      flipped: ['isPinned'],
    },
  );
  const formatDate = useFormatDate();
  const filter = { search: debounced || undefined, isVerified: verifiedOnly || undefined, isPinned: pinnedOnly || undefined };
  const { data, previousData, loading, error, fetchMore, refetch } = useQuery(AdminCreatorProfilesDocument, {
    variables: { filter, orderBy, first: ADMIN_PAGE_SIZE },
    ...SERVER_SORTED_LIST,
  });
  const [update] = useMutation(AdminUpdateCreatorProfileDocument);
  const [deleteProfile] = useMutation(AdminDeleteCreatorProfileDocument);
  const deletion = useDeleteFlow<AdminCreatorProfileFragment>({
    title: t('admin.creators.deleteTitle'),
    message: (profile) => t('admin.creators.deleteMessage', { name: creatorName(profile, t) }),
    remove: async (profile) => {
      const result = await deleteProfile({ variables: { creatorProfileId: profile.creatorProfileId } });
      unwrapResult(result.data?.deleteCreatorProfile, t);
    },
    deleted: t('admin.creators.deleted'),
    onDeleted: () => refetch(),
  });

  const shown = data ?? previousData;
  const rows = useMemo(() => shown?.creatorProfiles.edges.map((edge) => edge.node) ?? [], [shown]);

  const toggle = (profile: AdminCreatorProfileFragment, field: 'isVerified' | 'isPinned', on: boolean) => {
    const name = creatorName(profile, t);
    return withToasts(
      async () => {
        const result = await update({ variables: { creatorProfileId: profile.creatorProfileId, input: { [field]: on } } });
        unwrapResult(result.data?.updateCreatorProfile, t);
      },
      field === 'isVerified'
        ? t(on ? 'admin.creators.verifiedOn' : 'admin.creators.verifiedOff', { name })
        : t(on ? 'admin.creators.pinnedOn' : 'admin.creators.pinnedOff', { name }),
    );
  };

  return (
    <ListPage<AdminCreatorProfileFragment>
      title={t('admin.sections.creatorProfiles')}
      description={t('admin.creators.intro')}
      texts={{
        table: t('admin.creators.table'),
        editTitle: (name) => t('admin.creators.editTitle', { name }),
        newButton: t('admin.creators.newButton'),
        newTitle: t('admin.creators.newTitle'),
      }}
      nameOf={(profile) => creatorName(profile, t)}
      keyOf={(profile) => profile.creatorProfileId}
      list={{ rows, hasData: !!shown, loading, error }}
      emptyMessage={t('admin.creators.empty')}
      testId="admin-creators-table"
      toolbar={
        <Stack gap="3">
          <SearchField
            label={t('admin.creators.searchLabel')}
            value={search}
            onValueChange={setSearch}
            placeholder={t('admin.creators.searchPlaceholder')}
          />
          <HStack gap="6" flexWrap="wrap">
            <SwitchField label={t('admin.creators.verifiedOnly')} checked={verifiedOnly} onCheckedChange={setVerifiedOnly} />
            <SwitchField label={t('admin.creators.pinnedOnly')} checked={pinnedOnly} onCheckedChange={setPinnedOnly} />
          </HStack>
        </Stack>
      }
      columns={5}
      headers={
        <>
          <SortableHeader label={t('admin.creators.name')} sortKey="name" sort={sort} onSort={onSort} />
          <SortableHeader label={t('admin.creators.userName')} sortKey="userName" sort={sort} onSort={onSort} />
          <PlainHeader>{t('admin.creators.verified')}</PlainHeader>
          <SortableHeader label={t('admin.creators.pinned')} sortKey="isPinned" sort={sort} onSort={onSort} />
          <SortableHeader label={t('admin.creators.created')} sortKey="createdAt" sort={sort} onSort={onSort} />
        </>
      }
      cells={(profile) => {
        const name = creatorName(profile, t);
        return (
          <>
            <Table.Cell px="3">
              <HStack gap="3">
                {/* Verified and pinned have their own columns; the avatar's badge tooltip would only repeat them. */}
                <Avatar name={name} src={profile.profilePhoto?.fileUrl} size="sm" decorative />
                <Stack gap="0">
                  <Text fontWeight="medium">{name}</Text>
                  {!profile.userId && (
                    <Text fontSize="xs" color="fg.muted">
                      {t('admin.creators.noAccount')}
                    </Text>
                  )}
                </Stack>
              </HStack>
            </Table.Cell>
            <Table.Cell px="3">{creatorHandle(profile, t)}</Table.Cell>
            <Table.Cell px="3">
              <InlineSwitch
                label={t('admin.creators.verifiedLabel', { name })}
                checked={profile.isVerified}
                onCheckedChange={(on) => void toggle(profile, 'isVerified', on)}
              />
            </Table.Cell>
            <Table.Cell px="3">
              <InlineSwitch
                label={t('admin.creators.pinnedLabel', { name })}
                checked={profile.isPinned}
                onCheckedChange={(on) => void toggle(profile, 'isPinned', on)}
              />
            </Table.Cell>
            <Table.Cell px="3" whiteSpace="nowrap">
              {formatDate(profile.createdAt)}
            </Table.Cell>
          </>
        );
      }}
      onDelete={deletion.ask}
      // An edited profile comes back from the mutation into the cache; only a new one needs the list fetched again.
      form={(profile, done) => <ProfileForm profile={profile} onDone={(saved) => done(saved && !profile)} />}
      onSaved={refetch}
      footer={
        <ConnectionLoadMore
          connection={shown?.creatorProfiles}
          loading={loading}
          count={(count) => t('admin.creators.count', { count })}
          fetchMore={fetchMore}
        />
      }
    >
      {deletion.dialog}
    </ListPage>
  );
}
