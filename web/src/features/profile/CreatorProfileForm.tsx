// The signed-in creator edits their own profile: names, bio, photo and social links, saved with
// updateCreatorProfile (the server lets an owner change everything but the verified and pinned flags). Links the
// server has already turned down stop the save before anything is sent.
import { useMutation, useQuery } from '@apollo/client/react';
import { Grid } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DESCRIPTION_MAX_CHARS, NAME_MAX_CHARS } from '../../components/forms/constants';
import { EditForm } from '../../components/forms/EditForm';
import { TextareaField, TextField } from '../../components/forms/fields';
import { creatorProfileChecks, creatorProfileFields, socialLinksChange } from '../../components/creator-profile/creator-profile-input';
import { mediaChange } from '../../components/forms/form-checks';
import { NameField, UserNameField } from '../../components/forms/form-fields';
import { unwrapResult } from '../../components/forms/mutation-result';
import { useFormErrors } from '../../components/forms/use-form-errors';
import { draftsFromLinks } from '../../components/social-links/social-links';
import { SocialLinksEditor } from '../../components/social-links/SocialLinksEditor';
import { useRejectedUsernames } from '../../components/social-links/use-username-check';
import { SocialLinkPlatformsDocument, UpdateProfileCreatorDocument, type ProfileCreatorFragment } from '../../gql/graphql';
import { ProfilePhotoField, type ProfilePhoto } from './ProfilePhotoField';

export interface CreatorProfileFormProps {
  profile: ProfileCreatorFragment;
  /** Called after a save (true) or on Cancel (false). */
  onDone(saved: boolean): void;
}

export function CreatorProfileForm({ profile, onDone }: CreatorProfileFormProps) {
  const { t } = useTranslation();
  const [displayName, setDisplayName] = useState(profile.displayName ?? '');
  const [fullName, setFullName] = useState(profile.fullName);
  const [userName, setUserName] = useState(profile.userName);
  const [bio, setBio] = useState(profile.bio ?? '');
  const [photo, setPhoto] = useState<ProfilePhoto | null>(profile.profilePhoto);
  const [links, setLinks] = useState(() => draftsFromLinks(profile.socialLinks));
  const platforms = useQuery(SocialLinkPlatformsDocument).data?.socialMediaPlatforms ?? [];
  const rejectedUsernames = useRejectedUsernames();
  const { errors, formError, saving, submit } = useFormErrors();
  const [update] = useMutation(UpdateProfileCreatorDocument);

  const onSubmit = async () => {
    const draft = { fullName, displayName, userName, bio, links };
    const saved = await submit(
      creatorProfileChecks(draft, platforms, rejectedUsernames(links, platforms), t),
      async () => {
        const result = await update({
          variables: {
            creatorProfileId: profile.creatorProfileId,
            input: {
              ...creatorProfileFields(draft),
              ...mediaChange('profilePhotoId', photo, profile.profilePhoto),
              ...socialLinksChange(links, profile.socialLinks),
            },
          },
        });
        unwrapResult(result.data?.updateCreatorProfile, t);
      },
      t('profile.saved'),
    );
    if (saved) onDone(true);
  };

  return (
    <EditForm
      label={t('profile.formLabel')}
      onSubmit={onSubmit}
      onCancel={() => onDone(false)}
      saving={saving}
      formError={formError}
      testId="creator-profile-form"
    >
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        <TextField
          label={t('profile.displayName')}
          value={displayName}
          onValueChange={setDisplayName}
          maxLength={NAME_MAX_CHARS}
          autoFocus
          helper={t('profile.displayNameHelp')}
          error={errors.displayName}
        />
        <NameField label={t('profile.fullName')} value={fullName} onValueChange={setFullName} error={errors.fullName} />
        <UserNameField label={t('profile.userName')} value={userName} onValueChange={setUserName} error={errors.userName} />
      </Grid>
      <TextareaField
        label={t('profile.bio')}
        value={bio}
        onValueChange={setBio}
        maxLength={DESCRIPTION_MAX_CHARS}
        rows={4}
        helper={t('profile.bioHelp')}
        error={errors.bio}
      />
      <ProfilePhotoField name={displayName.trim() || fullName} value={photo} onChange={setPhoto} error={errors.profilePhotoId} />
      <SocialLinksEditor platforms={platforms} links={links} onChange={setLinks} errors={errors} />
    </EditForm>
  );
}
