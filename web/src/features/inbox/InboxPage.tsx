// /inbox: the whole inbox, a page at a time as it scrolls, with the opt-in to notifications on this device.
import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/page-shell';
import { InboxPanel } from './components/InboxPanel';

export function InboxPage() {
  const { t } = useTranslation();
  usePageTitle(t('inbox.title'));
  return (
    <Stack maxWidth="2xl" width="full">
      <InboxPanel variant="page" />
    </Stack>
  );
}
