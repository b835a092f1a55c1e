// The opt-in to notifications on this device: offered where the browser can push, asked for only on a click.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/toaster/toaster';
import { errorMessage } from '../../../lib/errors';
import { usePushOptIn } from '../push';

export function PushOptIn() {
  const { t } = useTranslation();
  const push = usePushOptIn();
  if (push.state === 'checking' || push.state === 'unsupported') return null;
  const turnOn = () =>
    push.turnOn().then(
      (on) => on && notify.success(t('inbox.push.enabled')),
      (error: unknown) => notify.error(t('inbox.push.failed'), { description: errorMessage(error) }),
    );
  const turnOff = () => push.turnOff().then(() => notify.success(t('inbox.push.disabled')));
  return (
    <HStack
      as="section"
      aria-label={t('inbox.push.title')}
      gap="3"
      px="3"
      py="2.5"
      borderRadius="l2"
      bg="bg.subtle"
      data-testid="push-opt-in"
    >
      <BellRing size={18} aria-hidden="true" />
      <Stack gap="0" flex="1" minWidth="0">
        <Text fontSize="sm" fontWeight="medium">
          {t('inbox.push.title')}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {push.state === 'on' ? t('inbox.push.on') : push.state === 'blocked' ? t('inbox.push.blocked') : t('inbox.push.offer')}
        </Text>
      </Stack>
      {push.state === 'off' ? (
        <Button size="sm" variant="outline" onClick={() => void turnOn()} loading={push.busy}>
          {t('inbox.push.turnOn')}
        </Button>
      ) : null}
      {push.state === 'on' ? (
        <Button size="sm" variant="ghost" onClick={() => void turnOff()} loading={push.busy}>
          {t('inbox.push.turnOff')}
        </Button>
      ) : null}
    </HStack>
  );
}
