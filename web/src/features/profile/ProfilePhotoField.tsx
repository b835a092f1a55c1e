// The creator's profile photo as others will see it (the round avatar), with upload, replace and remove. Uploading
// goes through the same helper as the admin's image fields, so the server's type and size rules read the same.
import { Button, Field, HStack, Stack, VisuallyHidden } from '@chakra-ui/react';
import { Upload } from 'lucide-react';
import { Avatar } from '../../components/avatar/Avatar';
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
  const { inputId, inputRef, uploading, uploadError, onFile, choose } = useMediaUpload({
    description: name,
    uploadedMessage: t('profile.photoUploaded'),
    onUploaded: (asset) => onChange({ mediaAssetId: asset.mediaAssetId, fileUrl: asset.fileUrl }),
  });
  const shownError = uploadError ?? error;
  return (
    <Field.Root invalid={!!shownError}>
      <Field.Label htmlFor={inputId}>{t('profile.photo')}</Field.Label>
      <HStack gap="4" align="center" wrap="wrap">
        <Avatar name={name} src={value?.fileUrl ?? null} size="xl" decorative />
        <Stack gap="2" direction="row" wrap="wrap">
          <VisuallyHidden asChild>
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              onChange={(event) => void onFile(event.target.files?.[0])}
            />
          </VisuallyHidden>
          <Button size="sm" variant="outline" onClick={choose} loading={uploading} loadingText={t('profile.photoUploading')}>
            <Upload aria-hidden="true" />
            {value ? t('profile.photoReplace') : t('profile.photoChoose')}
          </Button>
          {value && (
            <Button size="sm" variant="ghost" onClick={() => onChange(null)} disabled={uploading}>
              {t('profile.photoRemove')}
            </Button>
          )}
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
