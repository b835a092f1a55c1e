// The Publish tab: under which creator profile the workout shows (your own, made here if you have none; an
// administrator may pick any), its published status (members: draft or published; administrators: any) and who
// may see it.
import { useQuery } from '@apollo/client/react';
import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField, type SelectOption } from '../../../components/forms/fields';
import { useDebouncedValue } from '../../../components/forms/use-debounced-value';
import { PublishCreatorProfilesDocument, type BuilderReferenceQuery, type Visibility } from '../../../gql/graphql';
import { creatorName } from '../../../lib/creator-display';
import { useSession } from '../../auth/session';
import { MEMBER_STATUSES, VISIBILITIES } from '../constants';
import type { WorkoutDraft } from '../draft';
import { useBuilder } from './builder-context';
import { NewCreatorProfile } from './NewCreatorProfile';

export interface PublishPanelProps {
  draft: WorkoutDraft;
  onChange(changes: Partial<WorkoutDraft>): void;
  statuses: BuilderReferenceQuery['publishedStatuses'];
  /** The profile the workout is under now, which an administrator's list may not hold. */
  currentCreator: SelectOption | null;
}

function useCreatorOptions(isAdmin: boolean, search: string, currentCreator: SelectOption | null): SelectOption[] {
  const { t } = useTranslation();
  const { userInfo } = useSession();
  const { data } = useQuery(PublishCreatorProfilesDocument, {
    variables: { search: search || null },
    skip: !isAdmin,
    fetchPolicy: 'cache-first',
  });
  const own = userInfo?.creatorProfile
    ? [{ value: userInfo.creatorProfile.creatorProfileId, label: `@${userInfo.creatorProfile.userName}` }]
    : [];
  const listed = isAdmin
    ? (data?.creatorProfiles.edges ?? []).map(({ node }) => ({
        value: node.creatorProfileId,
        label: `${creatorName(node, t)} (@${node.userName})`,
      }))
    : own;
  const options = currentCreator && !listed.some((option) => option.value === currentCreator.value) ? [currentCreator, ...listed] : listed;
  return [{ value: '', label: t('builder.publish.none') }, ...options];
}

export function PublishPanel({ draft, onChange, statuses, currentCreator }: PublishPanelProps) {
  const { t } = useTranslation();
  const { isAdmin, userInfo } = useSession();
  const { errors } = useBuilder();
  const [search, setSearch] = useState('');
  const creatorOptions = useCreatorOptions(isAdmin, useDebouncedValue(search.trim()), currentCreator);
  const allowed = (code: string) => isAdmin || (MEMBER_STATUSES as readonly string[]).includes(code) || code === draft.publishedStatusCode;
  const statusOptions = [...statuses]
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .filter((status) => allowed(status.publishedStatusCode))
    .map((status) => ({ value: status.publishedStatusCode, label: status.publishedStatusName }));
  const noProfile = !isAdmin && !userInfo?.creatorProfile && !draft.creatorProfileId;

  return (
    <Stack gap="5" maxWidth="32rem" data-testid="builder-publish">
      <Text color="fg.muted">{t('builder.publish.intro')}</Text>
      {noProfile ? (
        <Stack gap="1">
          <NewCreatorProfile onCreated={(creatorProfileId) => onChange({ creatorProfileId })} />
          {errors.creatorProfileId && (
            <Text color="red.fg" fontSize="sm">
              {errors.creatorProfileId}
            </Text>
          )}
        </Stack>
      ) : (
        <Stack gap="2">
          {isAdmin && <TextField label={t('builder.publish.searchCreators')} type="search" value={search} onValueChange={setSearch} />}
          <SelectField
            label={t('builder.fields.creator')}
            value={draft.creatorProfileId ?? ''}
            onValueChange={(value) => onChange({ creatorProfileId: value || null })}
            options={creatorOptions}
            error={errors.creatorProfileId}
          />
        </Stack>
      )}
      <SelectField
        label={t('builder.fields.status')}
        value={draft.publishedStatusCode}
        onValueChange={(publishedStatusCode) => onChange({ publishedStatusCode })}
        options={statusOptions}
        error={errors.publishedStatusCode}
      />
      <SelectField
        label={t('builder.fields.visibility')}
        value={draft.visibility}
        onValueChange={(value) => onChange({ visibility: value as Visibility })}
        options={VISIBILITIES.map((visibility) => ({ value: visibility, label: t(`builder.visibilities.${visibility}`) }))}
        error={errors.visibility}
      />
    </Stack>
  );
}
