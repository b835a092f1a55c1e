// The opt-in to notifications on this device: offered where the browser can push, asked for only on a click.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { BellRing } from 'lucide-react';
import { notify } from '../../../components/toaster/toaster';
import { errorMessage } from '../../../lib/errors';
import { usePushOptIn } from '../push';
import { inboxStrings } from '../strings';

const S = inboxStrings.push;

export function PushOptIn() {
  const push = usePushOptIn();
  if (push.state === 'checking' || push.state === 'unsupported') return null;
  const turnOn = () =>
    push.turnOn().then(
      (on) => on && notify.success(S.enabled),
      (error: unknown) => notify.error(S.failed, { description: errorMessage(error) }),
    );
  const turnOff = () => push.turnOff().then(() => notify.success(S.disabled));
  return (
    <HStack as="section" aria-label={S.title} gap="3" px="3" py="2.5" borderRadius="l2" bg="bg.subtle" data-testid="push-opt-in">
      <BellRing size={18} aria-hidden="true" />
      <Stack gap="0" flex="1" minWidth="0">
        <Text fontSize="sm" fontWeight="medium">
          {S.title}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {push.state === 'on' ? S.on : push.state === 'blocked' ? S.blocked : S.offer}
        </Text>
      </Stack>
      {push.state === 'off' ? (
        <Button size="sm" variant="outline" onClick={() => void turnOn()} loading={push.busy}>
          {S.turnOn}
        </Button>
      ) : null}
      {push.state === 'on' ? (
        <Button size="sm" variant="ghost" onClick={() => void turnOff()} loading={push.busy}>
          {S.turnOff}
        </Button>
      ) : null}
    </HStack>
  );
}
