// The website header of §2.5 for signed-out (website) pages: the logo, the website links WTF (/pmf), Flexicon
// (/flexicon/explore, active for any /flexicon or /e/ path) and Terms, then the user's account popover when signed
// in, else the theme toggle and a sign-in button. Under /flexicon/ it shows 'The Flexicon' on mobile and tablet.
// The active link's underline animates in and the animation ends after 2000 ms.
import { Box, Button, Flex, Heading, HStack, Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useSession } from '../../features/auth/session';
import { loginUrl } from '../../lib/navigation';
import { WEBSITE_LINK_ANIMATION_MS } from '../../lib/constants';
import { useLazyComponent } from '../../lib/lazy-component';
import { Logo } from '../shell/Logo';
import { ThemeToggle } from '../shell/ThemeToggle';

/** The account menu is for signed-in visitors only: it loads when one is there. */
const loadAccountMenu = () => import('../sidebar/AccountMenu').then((module) => module.AccountMenu);

export const WEBSITE_LINKS = [
  { href: '/pmf', label: 'wtf', isActive: (path: string) => path === '/pmf' },
  {
    href: '/flexicon/explore',
    label: 'flexicon',
    isActive: (path: string) => path === '/flexicon' || path.startsWith('/flexicon/') || path.startsWith('/e/'),
  },
  { href: '/terms', label: 'terms', isActive: (path: string) => path === '/terms' },
] as const;

function useLinkAnimation() {
  const [animating, setAnimating] = useState(true);
  useEffect(() => {
    const id = window.setTimeout(() => setAnimating(false), WEBSITE_LINK_ANIMATION_MS);
    return () => window.clearTimeout(id);
  }, []);
  return animating;
}

function WebsiteLinks() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const animating = useLinkAnimation();
  return (
    <HStack as="ul" gap={{ base: '1', md: '2' }} listStyleType="none" m="0" p="0">
      {WEBSITE_LINKS.map((link) => {
        const active = link.isActive(pathname);
        return (
          <li key={link.href}>
            <Link
              asChild
              position="relative"
              px="3"
              py="2"
              fontSize="sm"
              fontWeight={active ? 'semibold' : 'medium'}
              color={active ? 'fg' : 'fg.muted'}
              borderRadius="md"
              textDecoration="none"
              _hover={{ color: 'fg', bg: 'surface.hover', textDecoration: 'none' }}
              focusRing="outside"
              data-animating={active && animating ? '' : undefined}
            >
              <RouterLink to={link.href} aria-current={active ? 'page' : undefined}>
                {t(`app.website.${link.label}`)}
                {active && (
                  <Box
                    as="span"
                    position="absolute"
                    left="3"
                    right="3"
                    bottom="1"
                    height="2px"
                    borderRadius="full"
                    bg="brand.solid"
                    transformOrigin="left"
                    animation={animating ? 'scale-x-in 0.4s ease-out' : undefined}
                    aria-hidden="true"
                  />
                )}
              </RouterLink>
            </Link>
          </li>
        );
      })}
    </HStack>
  );
}

export function WebsiteHeader() {
  const { t } = useTranslation();
  const { status } = useSession();
  const AccountMenu = useLazyComponent(loadAccountMenu, status === 'authenticated');
  const location = useLocation();
  const flexicon = location.pathname.startsWith('/flexicon/');
  const here = `${location.pathname}${location.search}`;
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="10"
      bg="surface/90"
      backdropFilter="saturate(180%) blur(8px)"
      borderBottomWidth="1px"
      borderColor="border"
    >
      <Flex
        align="center"
        gap="3"
        rowGap="1"
        wrap={{ base: 'wrap', md: 'nowrap' }}
        minHeight="60px"
        px={{ base: '3', md: '6' }}
        py={{ base: '2', md: '0' }}
        maxWidth="1280px"
        mx="auto"
        data-testid="website-header"
      >
        {flexicon ? (
          <>
            <Box display={{ base: 'block', lg: 'none' }}>
              <Logo compact />
            </Box>
            <Box display={{ base: 'none', lg: 'block' }}>
              <Logo />
            </Box>
          </>
        ) : (
          <Logo />
        )}
        {flexicon && (
          <Heading as="p" size="md" hideFrom="lg">
            {t('app.website.flexiconTitle')}
          </Heading>
        )}
        <Box
          as="nav"
          aria-label={t('app.shell.website')}
          flex={{ base: 'none', md: '1' }}
          order={{ base: 3, md: 0 }}
          width={{ base: '100%', md: 'auto' }}
          display="flex"
          justifyContent={{ base: 'flex-start', md: 'center' }}
          overflowX="auto"
        >
          <WebsiteLinks />
        </Box>
        <HStack gap="1" flexShrink={0} ml="auto">
          {status === 'authenticated' ? (
            <Box width={{ base: '52px', md: '220px' }}>{AccountMenu ? <AccountMenu expanded={false} /> : null}</Box>
          ) : (
            <>
              <ThemeToggle />
              {status === 'unauthenticated' && !location.pathname.startsWith('/auth/') && (
                <Button asChild size="sm" colorPalette="blue">
                  <RouterLink to={loginUrl(here === '/' ? undefined : here)}>{t('app.website.signIn')}</RouterLink>
                </Button>
              )}
            </>
          )}
        </HStack>
      </Flex>
    </Box>
  );
}
