// The bell in the signed-in headers: the count of items not seen yet, kept current live (use-inbox.ts). On large
// screens it opens the inbox in a popover; on phones and tablets it leads to /inbox.
import { Box, Float, IconButton, Popover, Portal, Spinner } from '@chakra-ui/react';
import { Bell } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CountPill } from './components/CountPill';
import { inboxStrings as S } from './strings';
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

const bellProps = (count: number) =>
  ({ variant: 'ghost', size: 'sm', position: 'relative', 'aria-label': S.bell(count), 'data-testid': 'inbox-bell' }) as const;

/** Keeps the numbers current where a header shows no bell (the logger's). */
export function InboxLive() {
  useInboxLive();
  return null;
}

export function InboxBell() {
  useInboxLive();
  const { unseenCount } = useInboxBadge();
  const [open, setOpen] = useState(false);
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
            <IconButton {...bellProps(unseenCount)}>
              <Bell aria-hidden="true" />
              <CountBadge count={unseenCount} />
            </IconButton>
          </Popover.Trigger>
          <Portal>
            <Popover.Positioner>
              <Popover.Content width="380px" maxHeight="min(640px, calc(100dvh - 80px))" overflowY="auto" data-testid="inbox-popover">
                <Popover.Body p="3">
                  <Suspense fallback={<Spinner aria-label={S.loading} />}>
                    <InboxPanel variant="popover" onNavigate={() => setOpen(false)} />
                  </Suspense>
                </Popover.Body>
              </Popover.Content>
            </Popover.Positioner>
          </Portal>
        </Popover.Root>
      </Box>
      <Box hideFrom="lg">
        <IconButton asChild {...bellProps(unseenCount)}>
          <RouterLink to="/inbox">
            <Bell aria-hidden="true" />
            <CountBadge count={unseenCount} />
          </RouterLink>
        </IconButton>
      </Box>
    </>
  );
}
