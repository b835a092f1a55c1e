// The creator's profile photo as others will see it (the round avatar), with upload, replace and remove. Uploading
// goes through the same helper as the admin's image fields, so the server's type and size rules read the same.
import { Field, HStack, Stack } from '@chakra-ui/react';
import { Avatar } from '../../components/avatar/Avatar';
import { ImageUploadButtons } from '../../components/forms/ImageUploadButtons';
import { useMediaUpload } from '../../components/forms/use-media-upload';
import { useTranslation } from 'react-i18next';

export interface ProfilePhoto {
  mediaAssetId: string;
  fileUrl: string;
}

export interface ProfilePhotoFieldProps {
  /** The name the avatar's initials come from while there is no photo, and the photo's description. */
  name: string;
  value: ProfilePhoto | null;
  onChange(value: ProfilePhoto | null): void;
  error?: string;
}

export function ProfilePhotoField({ name, value, onChange, error }: ProfilePhotoFieldProps) {
  const { t } = useTranslation();
  const upload = useMediaUpload({
    description: name,
    uploadedMessage: t('profile.photoUploaded'),
    onUploaded: (asset) => onChange({ mediaAssetId: asset.mediaAssetId, fileUrl: asset.fileUrl }),
  });
  const shownError = upload.uploadError ?? error;
  return (
    <Field.Root invalid={!!shownError}>
      <Field.Label htmlFor={upload.inputId}>{t('profile.photo')}</Field.Label>
      <HStack gap="4" align="center" wrap="wrap">
        <Avatar name={name} src={value?.fileUrl ?? null} size="xl" decorative />
        <Stack gap="2" direction="row" wrap="wrap">
          <ImageUploadButtons
            upload={upload}
            hasImage={!!value}
            onRemove={() => onChange(null)}
            labels={{
              choose: t('profile.photoChoose'),
              replace: t('profile.photoReplace'),
              uploading: t('profile.photoUploading'),
              remove: t('profile.photoRemove'),
            }}
          />
        </Stack>
      </HStack>
      {shownError ? (
        <Field.ErrorText color="red.fg">{shownError}</Field.ErrorText>
      ) : (
        !value && <Field.HelperText>{t('profile.noPhoto')}</Field.HelperText>
      )}
    </Field.Root>
  );
}
