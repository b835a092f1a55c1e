// The admin home: counts of exercises per status and of the reference lists, each linking to its page.
import { useQuery } from '@apollo/client/react';
import { Box, Card, Heading, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ADMIN_SECTIONS } from '../../../app/admin/items';
import { describeFailure } from '../../../components/forms/mutation-result';
import { AdminDashboardDocument, type AdminDashboardQuery } from '../../../gql/graphql';
import { AdminPage } from '../components/AdminPage';
import { useLanguage } from '../../../i18n';
import { formatCount } from '../../../lib/numbers';
import { STATUS_COLOURS, statusColourStyle } from '../lib/status-colours';

type StatusAlias = 'published' | 'favorites' | 'reviewed' | 'draft' | 'unreviewed' | 'pending' | 'recycling' | 'trash';
const STATUS_ALIASES: Record<string, StatusAlias> = {
  PUBLISHED: 'published',
  FAVORITES: 'favorites',
  REVIEWED: 'reviewed',
  DRAFT: 'draft',
  UNREVIEWED: 'unreviewed',
  PENDING: 'pending',
  RECYCLING: 'recycling',
  TRASH: 'trash',
};

function countFor(data: AdminDashboardQuery | undefined, href: string): number | undefined {
  if (!data) return undefined;
  switch (href) {
    case '/admin/exercises':
      return data.allExercises.totalCount;
    case '/admin/muscles':
      return data.muscles.length;
    case '/admin/muscle-groups':
      return data.muscleGroups.length;
    case '/admin/equipments':
      return data.equipment.length;
    case '/admin/equipment-groups':
      return data.equipmentGroups.length;
    case '/admin/social-media':
      return data.socialMediaPlatforms.length;
    case '/admin/locales':
      return data.locales.length;
    default:
      return undefined;
  }
}

function CountCard({
  to,
  label,
  count,
  icon: Icon,
  description,
}: {
  to: string;
  label: string;
  count?: ReactNode;
  icon?: LucideIcon;
  description?: string;
}) {
  return (
    <Card.Root as="li" position="relative" variant="outline" bg="surface" _hover={{ borderColor: 'border.emphasized' }}>
      <Card.Body gap="1.5" p="4">
        {Icon && <Icon size={20} aria-hidden="true" />}
        {count !== undefined && (
          <Text fontSize="2xl" fontWeight="bold" lineHeight="1.2">
            {count}
          </Text>
        )}
        <Heading as="h3" size="sm">
          <LinkOverlay asChild>
            <RouterLink to={to}>{label}</RouterLink>
          </LinkOverlay>
        </Heading>
        {description && (
          <Text fontSize="sm" color="fg.muted">
            {description}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

export function AdminDashboardPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const countText = (count: number | undefined) => (count === undefined ? '—' : formatCount(count, language));
  const { data, error } = useQuery(AdminDashboardDocument);
  const statuses = [...(data?.publishedStatuses ?? [])].sort((a, b) => a.sortOrder - b.sortOrder);
  return (
    <AdminPage title={t('admin.dashboard.title')} documentTitle={t('admin.dashboard.title')} description={t('admin.dashboard.intro')}>
      {error && !data && (
        <Text color="red.fg" role="alert">
          {describeFailure(error).message}
        </Text>
      )}
      <Stack as="section" aria-labelledby="dashboard-status" gap="3">
        <Heading as="h2" size="lg" id="dashboard-status">
          {t('admin.dashboard.exercisesByStatus')}
        </Heading>
        <SimpleGrid as="ul" columns={{ base: 2, md: 4 }} gap="3" listStyleType="none" p="0" m="0">
          {statuses.map((status) => {
            const alias = STATUS_ALIASES[status.publishedStatusCode];
            const count = alias && data ? data[alias].totalCount : undefined;
            return (
              <Card.Root
                as="li"
                key={status.publishedStatusCode}
                position="relative"
                variant="outline"
                style={statusColourStyle(status)}
                css={STATUS_COLOURS}
                borderColor="transparent"
                data-testid={`dashboard-status-${status.publishedStatusCode}`}
              >
                <Card.Body gap="1" p="4">
                  <Text fontSize="2xl" fontWeight="bold" lineHeight="1.2">
                    {countText(count)}
                  </Text>
                  <Heading as="h3" size="sm" color="inherit">
                    <LinkOverlay asChild>
                      <RouterLink to={`/admin/exercises?status=${status.publishedStatusCode}`}>
                        <Box as="span" aria-hidden="true">
                          {status.emoji}
                        </Box>{' '}
                        {status.publishedStatusName}
                      </RouterLink>
                    </LinkOverlay>
                  </Heading>
                </Card.Body>
              </Card.Root>
            );
          })}
        </SimpleGrid>
      </Stack>
      <Stack as="section" aria-labelledby="dashboard-sections" gap="3">
        <Heading as="h2" size="lg" id="dashboard-sections">
          {t('admin.dashboard.reference')}
        </Heading>
        <SimpleGrid as="ul" columns={{ base: 1, md: 2, xl: 3 }} gap="3" listStyleType="none" p="0" m="0">
          {ADMIN_SECTIONS.map((section) => {
            const count = countFor(data, section.href);
            return (
              <CountCard
                key={section.href}
                to={section.href}
                label={t(section.label)}
                icon={section.icon}
                description={section.description && t(section.description)}
                count={count === undefined ? undefined : countText(count)}
              />
            );
          })}
        </SimpleGrid>
        <Text fontSize="sm" color="fg.muted">
          {t('admin.dashboard.noTotals')}
        </Text>
      </Stack>
    </AdminPage>
  );
}
