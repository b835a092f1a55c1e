// The running rest, pinned to the bottom of every page: time left, 15 s less or more, skip.
import { Box, Button, HStack, Progress, Text } from '@chakra-ui/react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { formatDuration } from '../../../../../common/units';
import { REST_STEP_SECONDS, restTimer } from '../rest-timer';

export function RestTimerBar() {
  const timer = useSyncExternalStore(restTimer.subscribe, restTimer.get, restTimer.get);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!timer) return;
    setNow(Date.now());
    const tick = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(tick);
  }, [timer]);
  if (!timer) return null;
  // `now` is the last tick's, which may predate a rest started since: the time left never exceeds the rest (a
  // progress value below 0 is refused by the progress bar with an error).
  const left = Math.min(timer.totalSeconds, Math.max(0, Math.ceil((timer.endsAt - now) / 1000)));
  return (
    <Box
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="docked"
      bg="bg.panel"
      borderTopWidth="1px"
      borderColor="border"
      px="4"
      py="2"
      role="timer"
      aria-label="Rest timer"
      data-testid="rest-timer"
    >
      <HStack justify="space-between" gap="3" maxWidth="3xl" mx="auto">
        <Box flex="1" minWidth="0">
          <Text fontSize="sm" truncate>
            Rest{timer.label ? ` · next: ${timer.label}` : ''}
          </Text>
          <Progress.Root value={Math.round(((timer.totalSeconds - left) / timer.totalSeconds) * 100)} size="xs" aria-label="Rest elapsed">
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Box>
        <Text fontSize="2xl" fontWeight="bold" fontVariantNumeric="tabular-nums" data-testid="rest-timer-left">
          {formatDuration(left)}
        </Text>
        <HStack gap="1">
          <Button size="sm" variant="outline" onClick={() => restTimer.adjust(-REST_STEP_SECONDS)} aria-label="15 seconds less rest">
            −15
          </Button>
          <Button size="sm" variant="outline" onClick={() => restTimer.adjust(REST_STEP_SECONDS)} aria-label="15 seconds more rest">
            +15
          </Button>
          <Button size="sm" onClick={restTimer.skip}>
            Skip
          </Button>
        </HStack>
      </HStack>
    </Box>
  );
}
