// An image chosen by upload (POST /api/media-assets): a preview, "Upload"/"Replace" and "Remove".
import { Box, Field, HStack, Image, Text, VisuallyHidden } from '@chakra-ui/react';
import { ImageOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ImageUploadButtons } from '../../../components/forms/ImageUploadButtons';
import { useMediaUpload } from '../../../components/forms/use-media-upload';

export interface ThumbnailValue {
  mediaAssetId: string;
  fileUrl: string;
}

export interface ThumbnailFieldProps {
  label: string;
  value: ThumbnailValue | null;
  onChange(value: ThumbnailValue | null): void;
  error?: string;
  /** Stored as the image's description (its alternative text). */
  description?: string;
}

export function ThumbnailField({ label, value, onChange, error, description }: ThumbnailFieldProps) {
  const { t } = useTranslation();
  const upload = useMediaUpload({
    description,
    uploadedMessage: t('admin.upload.uploaded'),
    onUploaded: (asset) => onChange({ mediaAssetId: asset.mediaAssetId, fileUrl: asset.fileUrl }),
  });

  const shownError = upload.uploadError ?? error;
  return (
    <Field.Root invalid={!!shownError}>
      <Field.Label htmlFor={upload.inputId}>{label}</Field.Label>
      <HStack gap="4" align="center">
        <Box
          width="16"
          height="16"
          borderRadius="md"
          borderWidth="1px"
          borderColor="border"
          bg="bg.muted"
          overflow="hidden"
          display="flex"
          alignItems="center"
          justifyContent="center"
          flexShrink={0}
        >
          {value ? (
            <Image src={value.fileUrl} alt={t('admin.upload.preview', { label })} width="100%" height="100%" objectFit="cover" />
          ) : (
            <>
              <ImageOff size={20} aria-hidden="true" />
              <VisuallyHidden>{t('admin.upload.none')}</VisuallyHidden>
            </>
          )}
        </Box>
        <HStack gap="2" flexWrap="wrap">
          <ImageUploadButtons
            upload={upload}
            hasImage={!!value}
            onRemove={() => onChange(null)}
            labels={{
              choose: t('admin.upload.choose'),
              replace: t('admin.upload.replace'),
              uploading: t('admin.upload.uploading'),
              remove: t('admin.upload.remove'),
            }}
          />
        </HStack>
      </HStack>
      {shownError && <Field.ErrorText color="red.fg">{shownError}</Field.ErrorText>}
      {!shownError && !value && (
        <Text fontSize="xs" color="fg.muted">
          {t('admin.upload.none')}
        </Text>
      )}
    </Field.Root>
  );
}
