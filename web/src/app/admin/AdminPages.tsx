// The admin home and the admin section pages. The sections' tools come in a later issue: each page says so, under
// its own title, and points at what exists today.
import { Card, Heading, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Construction } from 'lucide-react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { EmptyPage } from '../../features/placeholders/EmptyPage';
import { usePageTitle } from '../../lib/page-shell';
import { strings } from '../../lib/strings';
import { ADMIN_SECTIONS, adminSectionFor } from './items';

export function AdminHomePage() {
  usePageTitle(strings.admin.title);
  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {strings.admin.title}
        </Heading>
        <Text color="fg.muted">{strings.admin.homeIntro}</Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" as="ul" listStyleType="none" p="0" m="0">
        {ADMIN_SECTIONS.map((section) => {
          const Icon = section.icon;
          return (
            <Card.Root as="li" key={section.href} position="relative" variant="outline" _hover={{ borderColor: 'border.emphasized' }}>
              <Card.Body gap="2">
                <Icon size={22} aria-hidden="true" />
                <Heading as="h2" size="md">
                  <LinkOverlay asChild>
                    <RouterLink to={section.href}>{section.label}</RouterLink>
                  </LinkOverlay>
                </Heading>
                <Text fontSize="sm" color="fg.muted">
                  {section.description}
                </Text>
              </Card.Body>
            </Card.Root>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

export function AdminSectionPage() {
  const { pathname } = useLocation();
  const section = adminSectionFor(pathname);
  const title = section?.label ?? strings.admin.title;
  return (
    <EmptyPage
      title={title}
      icon={section?.icon ?? Construction}
      emptyTitle={strings.admin.comingTitle}
      description={`${section?.description ?? strings.admin.homeIntro} ${strings.admin.comingSoon}`}
      actions={[{ label: 'Admin home', to: '/admin' }]}
    />
  );
}
