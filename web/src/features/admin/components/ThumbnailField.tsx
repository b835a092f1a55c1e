// An image chosen by upload (POST /api/media-assets): a preview, "Upload"/"Replace" and "Remove".
import { Box, Button, Field, HStack, Image, Text, VisuallyHidden } from '@chakra-ui/react';
import { ImageOff, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
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
  const { inputId, inputRef, uploading, uploadError, onFile, choose } = useMediaUpload({
    description,
    uploadedMessage: t('admin.upload.uploaded'),
    onUploaded: (asset) => onChange({ mediaAssetId: asset.mediaAssetId, fileUrl: asset.fileUrl }),
  });

  const shownError = uploadError ?? error;
  return (
    <Field.Root invalid={!!shownError}>
      <Field.Label htmlFor={inputId}>{label}</Field.Label>
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
          <VisuallyHidden asChild>
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              onChange={(event) => void onFile(event.target.files?.[0])}
            />
          </VisuallyHidden>
          <Button size="sm" variant="outline" onClick={choose} loading={uploading} loadingText={t('admin.upload.uploading')}>
            <Upload aria-hidden="true" />
            {value ? t('admin.upload.replace') : t('admin.upload.choose')}
          </Button>
          {value && (
            <Button size="sm" variant="ghost" onClick={() => onChange(null)} disabled={uploading}>
              {t('admin.upload.remove')}
            </Button>
          )}
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
