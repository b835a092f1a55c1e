// The bell in the signed-in headers: the count of items not seen yet, kept current live (use-inbox.ts). On large
// screens it opens the inbox in a popover; on phones and tablets it leads to /inbox.
import { Box, Float, IconButton, Popover, Portal, Spinner } from '@chakra-ui/react';
import { Bell } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useLanguage, type TFunction } from '../../i18n';
import { formatCount } from '../../lib/numbers';
import type { Language } from '../../../../common/languages';
import { CountPill } from './components/CountPill';
import { useInboxBadge, useInboxLive } from './use-inbox';

// The list arrives with the first opening: the header itself stays small.
const InboxPanel = lazy(() => import('./components/InboxPanel').then((module) => ({ default: module.InboxPanel })));

function CountBadge({ count }: { count: number }) {
  if (!count) return null;
  return (
    <Float placement="top-end" offset="2">
      <CountPill count={count} data-testid="inbox-count" />
    </Float>
  );
}

/** The bell's name for screen readers, with what the badge shows. */
const bellLabel = (count: number, t: TFunction, language: Language) =>
  count ? t('inbox.bellNew', { shown: count >= 100 ? t('inbox.badgeMax') : formatCount(count, language) }) : t('inbox.bell');

const bellProps = (label: string) =>
  ({ variant: 'ghost', size: 'sm', position: 'relative', 'aria-label': label, 'data-testid': 'inbox-bell' }) as const;

/** Keeps the numbers current where a header shows no bell (the logger's). */
export function InboxLive() {
  useInboxLive();
  return null;
}

export function InboxBell() {
  useInboxLive();
  const { unseenCount } = useInboxBadge();
  const [open, setOpen] = useState(false);
  const { t } = useTranslation();
  const label = bellLabel(unseenCount, t, useLanguage());
  return (
    <>
      <Box hideBelow="lg">
        <Popover.Root
          open={open}
          onOpenChange={(details) => setOpen(details.open)}
          positioning={{ placement: 'bottom-end', gutter: 8 }}
          lazyMount
          unmountOnExit
        >
          <Popover.Trigger asChild>
            <IconButton {...bellProps(label)}>
              <Bell aria-hidden="true" />
              <CountBadge count={unseenCount} />
            </IconButton>
          </Popover.Trigger>
          <Portal>
            <Popover.Positioner>
              <Popover.Content width="380px" maxHeight="min(640px, calc(100dvh - 80px))" overflowY="auto" data-testid="inbox-popover">
                <Popover.Body p="3">
                  <Suspense fallback={<Spinner aria-label={t('inbox.loading')} />}>
                    <InboxPanel variant="popover" onNavigate={() => setOpen(false)} />
                  </Suspense>
                </Popover.Body>
              </Popover.Content>
            </Popover.Positioner>
          </Portal>
        </Popover.Root>
      </Box>
      <Box hideFrom="lg">
        <IconButton asChild {...bellProps(label)}>
          <RouterLink to="/inbox">
            <Bell aria-hidden="true" />
            <CountBadge count={unseenCount} />
          </RouterLink>
        </IconButton>
      </Box>
    </>
  );
}
