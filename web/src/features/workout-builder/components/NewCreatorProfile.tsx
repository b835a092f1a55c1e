// Publishing needs a creator profile: a member without one makes it here, in the Publish tab, without leaving the
// workout (a display name, the account's user name to start with, an optional bio). It is created through POST
// /creator-profiles like the profile page's; the session is read again so the profile and the Creator role show at
// once, and the workout is put under it.
import { Button, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAME_MAX_CHARS } from '../../../components/forms/constants';
import { TextareaField, TextField } from '../../../components/forms/fields';
import { FormStack } from '../../../components/forms/FormStack';
import { notify } from '../../../components/toaster/toaster';
import { request } from '../../../lib/request';
import { FormError } from '../../auth/AuthFrame';
import { useSession } from '../../auth/session';
import { useAuthForm } from '../../auth/useAuthForm';

export function NewCreatorProfile({ onCreated }: { onCreated(creatorProfileId: string): void }) {
  const { t } = useTranslation();
  const { userInfo, revalidate } = useSession();
  const [name, setName] = useState('');
  const [userName, setUserName] = useState(userInfo?.userName ?? '');
  const [bio, setBio] = useState('');
  const { busy, formError, errors, run, bind, clearField } = useAuthForm();

  const fullNameField = bind('fullName', name, setName);
  const userNameField = bind('userName', userName, setUserName);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const created = await run(() =>
      request<{ creatorProfileId: string }>({
        url: '/creator-profiles',
        method: 'POST',
        data: { fullName: name.trim(), userName: userName.trim(), bio: bio.trim() || undefined },
      }),
    );
    if (!created) return;
    await revalidate({ force: true });
    notify.success(t('builder.publish.newProfile.created'), { description: t('builder.publish.newProfile.createdHelp') });
    onCreated(created.creatorProfileId);
  };

  return (
    <Stack gap="3" borderWidth="1px" borderColor="border.muted" rounded="l2" p="4" data-testid="new-creator-profile">
      <Text fontWeight="medium">{t('builder.publish.newProfile.label')}</Text>
      <Text color="fg.muted" fontSize="sm">
        {t('builder.publish.noProfile')}
      </Text>
      <FormStack gap="3" onSubmit={onSubmit} noValidate aria-label={t('builder.publish.newProfile.label')}>
        <FormError message={formError} />
        <TextField
          label={t('builder.publish.newProfile.name')}
          required
          maxLength={NAME_MAX_CHARS}
          autoComplete="name"
          helper={t('builder.publish.newProfile.nameHelp')}
          {...fullNameField}
        />
        <TextField
          label={t('builder.publish.newProfile.userName')}
          required
          autoComplete="off"
          helper={t('builder.publish.newProfile.userNameHelp')}
          {...userNameField}
        />
        <TextareaField
          label={t('builder.publish.newProfile.bio')}
          helper={t('builder.publish.newProfile.bioHelp')}
          rows={2}
          maxLength={2000}
          value={bio}
          error={errors.bio}
          onValueChange={(value) => {
            setBio(value);
            clearField('bio');
          }}
        />
        <Button type="submit" alignSelf="start" loading={busy} data-testid="new-creator-profile-submit">
          {t('builder.publish.newProfile.create')}
        </Button>
      </FormStack>
    </Stack>
  );
}
