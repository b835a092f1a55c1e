// /logbook?tab=workout | feed: the member's logbook (a list or a month calendar beside this week's sets per muscle)
// and the Homies feed. The tabs are links, so each tab has its own address and the browser's back button.
import { Button, Grid, Heading, HStack, Link, SegmentGroup, Skeleton, Stack, Tabs } from '@chakra-ui/react';
import { ArrowDownUp } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../../lib/page-shell';
import { LogCalendar } from '../components/LogCalendar';
import { LogList } from '../components/LogList';
import { ThisWeek } from '../components/ThisWeek';

const HomiesFeed = lazy(() => import('../../homies/HomiesFeed').then((module) => ({ default: module.HomiesFeed })));

type Tab = 'workout' | 'feed';
const TABS = [
  { value: 'workout', label: 'logbook.logbook' },
  { value: 'feed', label: 'logbook.homies' },
] as const satisfies readonly { value: Tab; label: string }[];

type View = 'list' | 'calendar';

function Logbook() {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('list');
  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="6" alignItems="start">
      <Stack gap="4" minWidth="0">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <SegmentGroup.Root
            value={view}
            onValueChange={(details) => setView(details.value as View)}
            size="sm"
            aria-label={t('logbook.views')}
          >
            <SegmentGroup.Indicator />
            <SegmentGroup.Items
              items={[
                { value: 'list', label: t('logbook.list') },
                { value: 'calendar', label: t('logbook.calendar') },
              ]}
            />
          </SegmentGroup.Root>
          <Button asChild size="sm">
            <RouterLink to="/log">{t('logbook.logWorkout')}</RouterLink>
          </Button>
        </HStack>
        {view === 'list' ? <LogList /> : <LogCalendar />}
      </Stack>
      <Stack gap="4" minWidth="0">
        <ThisWeek />
        <Link asChild fontSize="sm">
          <RouterLink to="/logbook/import">
            <ArrowDownUp size={14} aria-hidden="true" /> {t('logbook.importExport')}
          </RouterLink>
        </Link>
      </Stack>
    </Grid>
  );
}

const followedAlready = () => {};

export function LogbookPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tab = params.get('tab');
  const valid = tab === 'workout' || tab === 'feed';
  const current: Tab = valid ? tab : 'workout';
  usePageTitle(current === 'feed' ? t('logbook.homies') : t('logbook.logbook'));
  useEffect(() => {
    if (!valid) void navigate('/logbook?tab=workout', { replace: true });
  }, [valid, navigate]);
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {current === 'feed' ? t('logbook.homies') : t('logbook.logbook')}
      </Heading>
      {/* Both panels stay in the page (the hidden one empty) so every tab's aria-controls names an element. The tabs
          are links: arrow keys move between them and Enter follows one. The address is the tab's only source: when it
          changes, the tabs have no navigating of their own to do (theirs clicks the link with an event the router
          never sees, so the browser loads the whole document again). */}
      <Tabs.Root value={current} variant="line" activationMode="manual" navigate={followedAlready}>
        <Tabs.List aria-label={t('logbook.tabs')}>
          {TABS.map((item) => (
            <Tabs.Trigger key={item.value} value={item.value} asChild>
              <RouterLink to={`/logbook?tab=${item.value}`}>{t(item.label)}</RouterLink>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="workout" pt="4">
          {current === 'workout' ? <Logbook /> : null}
        </Tabs.Content>
        <Tabs.Content value="feed" pt="4">
          {current === 'feed' ? (
            <Suspense fallback={<Skeleton height="40" />}>
              <HomiesFeed />
            </Suspense>
          ) : null}
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
