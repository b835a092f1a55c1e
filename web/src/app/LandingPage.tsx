// '/' (empty layout): the product, its tagline and description, sign-in and register buttons (or the way into the
// app when signed in), and 'Explore the Flexicon'.
import { Box, Button, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BookOpen, NotebookPen, Users } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../features/auth/session';
import { DEFAULT_SIGNED_IN_PATH } from '../lib/constants';
import { usePageTitle } from '../lib/page-shell';
import { WebsiteHeader } from './headers/WebsiteHeader';
import { PageMain } from './layouts/EmptyLayout';
import { ShellFrame } from './layouts/ShellFrame';
import { WebsiteFooter } from './layouts/WebsiteLayout';

const FEATURE_ICONS = [NotebookPen, Users, BookOpen];

export function LandingPage() {
  const { t } = useTranslation();
  usePageTitle(null);
  const { status } = useSession();
  return (
    <ShellFrame>
      <WebsiteHeader />
      <PageMain>
        <Container maxWidth="5xl" py={{ base: '12', md: '24' }} px={{ base: '5', md: '8' }}>
          <Stack gap="8" align="center" textAlign="center">
            <Stack gap="4" align="center">
              <Heading as="h1" size={{ base: '4xl', md: '6xl' }} letterSpacing="tight" data-testid="landing-title">
                {t('app.productName')}
              </Heading>
              <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="semibold" color="brand.fg">
                {t('app.tagline')}
              </Text>
              <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxWidth="xl">
                {t('app.description')}
              </Text>
            </Stack>
            <HStack gap="3" wrap="wrap" justify="center">
              {status === 'authenticated' ? (
                <Button asChild colorPalette="blue" size="lg">
                  <RouterLink to={DEFAULT_SIGNED_IN_PATH}>{t('app.landing.openApp')}</RouterLink>
                </Button>
              ) : (
                <>
                  <Button asChild colorPalette="blue" size="lg">
                    <RouterLink to="/auth/register">{t('app.landing.register')}</RouterLink>
                  </Button>
                  <Button asChild variant="outline" size="lg">
                    <RouterLink to="/auth/login">{t('app.landing.signIn')}</RouterLink>
                  </Button>
                </>
              )}
            </HStack>
            <Button asChild variant="plain" color="flexicon" fontWeight="semibold" size="lg">
              <RouterLink to="/flexicon/explore">
                <BookOpen aria-hidden="true" />
                {t('app.landing.explore')}
              </RouterLink>
            </Button>
          </Stack>
          <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="5" mt={{ base: '14', md: '20' }} listStyleType="none" p="0">
            {t('app.landing.features', { returnObjects: true }).map((feature, index) => {
              const Icon = FEATURE_ICONS[index] ?? BookOpen;
              return (
                <Box as="li" key={feature.title} bg="surface" borderWidth="1px" borderColor="border" borderRadius="xl" p="6">
                  <Icon aria-hidden="true" />
                  <Heading as="h2" size="md" mt="3" mb="2">
                    {feature.title}
                  </Heading>
                  <Text color="fg.muted" fontSize="sm">
                    {feature.text}
                  </Text>
                </Box>
              );
            })}
          </SimpleGrid>
        </Container>
      </PageMain>
      <WebsiteFooter />
    </ShellFrame>
  );
}
