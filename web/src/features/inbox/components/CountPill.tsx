// The red count on the bell and beside the sidebar's Buddies link: what it says is for the eye only, the control it
// sits on names the number for screen readers.
import { Box, type BoxProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import { formatCount } from '../../../lib/numbers';

export function CountPill({ count, ...props }: { count: number } & BoxProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!count) return null;
  return (
    <Box
      as="span"
      display="inline-block"
      minWidth="18px"
      height="18px"
      px="1"
      borderRadius="full"
      bg="red.600"
      color="white"
      fontSize="2xs"
      fontWeight="bold"
      lineHeight="18px"
      textAlign="center"
      aria-hidden="true"
      {...props}
    >
      {count >= 100 ? t('inbox.badgeMax') : formatCount(count, language)}
    </Box>
  );
}
