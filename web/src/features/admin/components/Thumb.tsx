import { Box, Image } from '@chakra-ui/react';
import { ImageOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A small square thumbnail in a table row, or a muted "no image" mark. */
export function Thumb({ url, label }: { url?: string | null; label: string }) {
  const { t } = useTranslation();
  return (
    <Box
      width="10"
      height="10"
      borderRadius="md"
      overflow="hidden"
      bg="bg.muted"
      display="flex"
      alignItems="center"
      justifyContent="center"
      flexShrink={0}
    >
      {url ? (
        <Image src={url} alt={label} width="100%" height="100%" objectFit="cover" />
      ) : (
        <ImageOff size={16} role="img" aria-label={t('admin.upload.none')} />
      )}
    </Box>
  );
}
