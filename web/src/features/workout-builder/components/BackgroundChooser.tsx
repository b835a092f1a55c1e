// The workout's background: one of the offered pictures (the card backgrounds, once the app has a list of them) or
// a picture the creator uploads. Options are plain {id, name, url, thumbHash} so any source can supply them.
import { Box, Button, HStack, Image, Stack, Text, Wrap } from '@chakra-ui/react';
import { ImageOff, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMediaUpload } from '../../../components/forms/use-media-upload';
import type { BackgroundChooser_ImageFragment, BackgroundChooser_OptionFragment } from '../../../gql/graphql';

export interface BackgroundOption {
  id: string;
  name: string;
  url: string;
  thumbHash: string | null;
}

export interface BackgroundChooserProps {
  value: BackgroundChooser_ImageFragment | null;
  onChange(value: BackgroundChooser_ImageFragment | null): void;
  options?: readonly BackgroundOption[];
  error?: string;
}

/** The card backgrounds as the chooser's options, shown by their small copies. */
export const backgroundOptionsOf = (backgrounds: readonly BackgroundChooser_OptionFragment[] | undefined): BackgroundOption[] =>
  (backgrounds ?? []).map((background) => ({
    id: background.mediaAsset.mediaAssetId,
    name: background.name,
    url: background.mediaAsset.thumbnailUrl ?? background.mediaAsset.fileUrl,
    thumbHash: background.mediaAsset.thumbHash,
  }));

const fromOption = (option: BackgroundOption): BackgroundChooser_ImageFragment => ({
  mediaAssetId: option.id,
  fileName: option.name,
  fileUrl: option.url,
  thumbHash: option.thumbHash,
});

export function BackgroundChooser({ value, onChange, options = [], error }: BackgroundChooserProps) {
  const { t } = useTranslation();
  const upload = useMediaUpload({
    description: t('builder.fields.background'),
    uploadedMessage: t('builder.background.uploaded'),
    onUploaded: (media) =>
      onChange({ mediaAssetId: media.mediaAssetId, fileName: media.fileName, fileUrl: media.fileUrl, thumbHash: media.thumbHash ?? null }),
  });
  return (
    <Stack gap="2" role="group" aria-labelledby={`${upload.inputId}-label`}>
      <Text id={`${upload.inputId}-label`} fontSize="sm" fontWeight="medium">
        {t('builder.fields.background')}
      </Text>
      <HStack gap="3" align="center" wrap="wrap">
        <Box
          width="160px"
          height="90px"
          borderRadius="l2"
          overflow="hidden"
          bg="bg.muted"
          display="grid"
          placeItems="center"
          flexShrink={0}
        >
          {value ? (
            <Image src={value.fileUrl} alt="" width="100%" height="100%" objectFit="cover" data-testid="background-preview" />
          ) : (
            <Text fontSize="xs" color="fg.muted">
              {t('builder.background.none')}
            </Text>
          )}
        </Box>
        <Stack gap="2">
          <input
            id={upload.inputId}
            ref={upload.inputRef}
            type="file"
            accept="image/*"
            hidden
            onChange={(event) => void upload.onFile(event.target.files?.[0])}
          />
          <Button size="sm" variant="outline" onClick={upload.choose} loading={upload.uploading}>
            <Upload aria-hidden="true" />
            {t('builder.background.upload')}
          </Button>
          {value && (
            <Button size="sm" variant="ghost" onClick={() => onChange(null)}>
              <ImageOff aria-hidden="true" />
              {t('builder.background.remove')}
            </Button>
          )}
        </Stack>
      </HStack>
      {options.length > 0 && (
        <Wrap gap="2">
          {options.map((option) => (
            <Button
              key={option.id}
              variant="outline"
              p="0"
              width="80px"
              height="45px"
              overflow="hidden"
              aria-pressed={value?.mediaAssetId === option.id}
              aria-label={t('builder.background.choose', { name: option.name })}
              onClick={() => onChange(fromOption(option))}
            >
              <Image src={option.url} alt="" width="100%" height="100%" objectFit="cover" />
            </Button>
          ))}
        </Wrap>
      )}
      {(upload.uploadError ?? error) && (
        <Text color="red.fg" fontSize="sm">
          {upload.uploadError ?? error}
        </Text>
      )}
    </Stack>
  );
}
