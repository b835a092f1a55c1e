// The website layout (§2.1/§2.5): signed-out pages get the website header, the page, and a small footer.
import { Box, Flex, HStack, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { PRODUCT_NAME } from '../../lib/constants';
import { WebsiteHeader } from '../headers/WebsiteHeader';
import { ShellFrame } from './ShellFrame';

export function WebsiteFooter() {
  const { t } = useTranslation();
  return (
    <Box as="footer" borderTopWidth="1px" borderColor="border" bg="surface">
      <Flex maxWidth="1280px" mx="auto" px={{ base: '4', md: '6' }} py="6" gap="4" justify="space-between" wrap="wrap" align="center">
        <Text fontSize="sm" color="fg.muted">
          {PRODUCT_NAME} · {t('app.tagline')}
        </Text>
        <HStack as="nav" aria-label={t('app.shell.legal')} gap="4">
          <Link asChild fontSize="sm" color="fg.muted">
            <RouterLink to="/terms">{t('app.sidebar.terms')}</RouterLink>
          </Link>
          <Link asChild fontSize="sm" color="fg.muted">
            <RouterLink to="/privacy">{t('app.sidebar.privacy')}</RouterLink>
          </Link>
          <Link asChild fontSize="sm" color="fg.muted">
            <RouterLink to="/pmf">{t('app.website.wtf')}</RouterLink>
          </Link>
        </HStack>
      </Flex>
    </Box>
  );
}

export function WebsiteFrame({ children }: { children: ReactNode }) {
  return (
    <ShellFrame>
      <Flex direction="column" minHeight="100dvh">
        <WebsiteHeader />
        <Box
          as="main"
          id="main-content"
          tabIndex={-1}
          outline="none"
          flex="1"
          // At least a screen tall: the footer starts below the fold and stays there while the page's content loads.
          minHeight="100dvh"
          width="100%"
          maxWidth="1280px"
          mx="auto"
          px={{ base: '4', md: '6' }}
          py={{ base: '6', md: '10' }}
        >
          {children}
        </Box>
        <WebsiteFooter />
      </Flex>
    </ShellFrame>
  );
}

export function WebsiteLayout() {
  return (
    <WebsiteFrame>
      <Outlet />
    </WebsiteFrame>
  );
}
