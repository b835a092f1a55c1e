// Shown above the page while the browser is offline: the page then shows what this device has kept (the logger its
// waiting sets), and the rest once the network is back.
import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CloudOff } from 'lucide-react';
import { useOnline } from '../../lib/online';

export function OfflineNotice() {
  const { t } = useTranslation();
  if (useOnline()) return null;
  return (
    <Alert.Root status="warning" variant="subtle" borderRadius="lg" size="sm" mb="4" data-testid="offline-notice">
      <Alert.Indicator>
        <CloudOff />
      </Alert.Indicator>
      <Alert.Content minWidth="0">
        <Alert.Title>{t('app.offline.title')}</Alert.Title>
        <Alert.Description>{t('app.offline.description')}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
