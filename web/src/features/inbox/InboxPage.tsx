// /inbox: the whole inbox, a page at a time as it scrolls, with the opt-in to notifications on this device.
import { Stack } from '@chakra-ui/react';
import { usePageTitle } from '../../lib/page-shell';
import { InboxPanel } from './components/InboxPanel';
import { inboxStrings } from './strings';

export function InboxPage() {
  usePageTitle(inboxStrings.title);
  return (
    <Stack maxWidth="2xl" width="full">
      <InboxPanel variant="page" />
    </Stack>
  );
}
