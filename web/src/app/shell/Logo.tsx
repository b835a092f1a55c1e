import { Box, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Dumbbell } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { PRODUCT_NAME } from '../../lib/constants';

export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <Box
      as="span"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      width={`${size}px`}
      height={`${size}px`}
      borderRadius="lg"
      bg="brand.solid"
      color="white"
      flexShrink={0}
      aria-hidden="true"
    >
      <Dumbbell size={Math.round(size * 0.6)} />
    </Box>
  );
}

/** The product logo as a link; the word mark hides when `compact`. */
export function Logo({ to = '/', compact = false, label = PRODUCT_NAME }: { to?: string; compact?: boolean; label?: string }) {
  const { t } = useTranslation();
  return (
    <HStack asChild gap="2.5" borderRadius="md" focusRing="outside" textDecoration="none" minWidth="0">
      <RouterLink to={to} aria-label={t('app.shell.home', { name: label })}>
        <LogoMark />
        <Text
          as="span"
          fontWeight="extrabold"
          fontSize="lg"
          letterSpacing="tight"
          lineHeight="1.2"
          // "Administración de Liftmates" is wider than the sidebar: a longer name takes a second line.
          lineClamp={2}
          srOnly={compact || undefined}
          aria-hidden="true"
        >
          {label}
        </Text>
      </RouterLink>
    </HStack>
  );
}
