// The running rest, pinned to the bottom of every page: time left, the set that comes next, 15 s less or more, skip.
import { Box, Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../../../common/units';
import { REST_STEP_SECONDS, restTimer } from '../rest-timer';

export function RestTimerBar() {
  const { t } = useTranslation();
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
      px={{ base: '3', md: '4' }}
      py="1.5"
      role="timer"
      aria-label={t('liveLog.rest.timer')}
      data-testid="rest-timer"
    >
      <Progress.Root
        value={Math.round(((timer.totalSeconds - left) / timer.totalSeconds) * 100)}
        size="xs"
        aria-label={t('liveLog.rest.elapsed')}
        position="absolute"
        top="0"
        insetX="0"
      >
        <Progress.Track borderRadius="0">
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <HStack gap="2" maxWidth="2xl" mx="auto">
        <Stack gap="0" align="center" flexShrink="0">
          <Text fontSize="2xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide" lineHeight="1">
            {t('liveLog.rest.rest')}
          </Text>
          <Text fontSize="2xl" fontWeight="bold" fontVariantNumeric="tabular-nums" lineHeight="1.1" data-testid="rest-timer-left">
            {formatDuration(left)}
          </Text>
        </Stack>
        {/* Wraps rather than cuts: the next set is the point of the line. */}
        <Text flex="1" minWidth="0" fontSize="sm" lineHeight="1.25" overflowWrap="anywhere" data-testid="rest-timer-label">
          {timer.label ? t('liveLog.rest.next', { label: timer.label }) : null}
        </Text>
        <HStack gap="1" flexShrink="0">
          <Button
            size="sm"
            height="11"
            minWidth="11"
            px="2"
            variant="outline"
            onClick={() => restTimer.adjust(-REST_STEP_SECONDS)}
            aria-label={t('liveLog.rest.less')}
          >
            {`−${REST_STEP_SECONDS}`}
          </Button>
          <Button
            size="sm"
            height="11"
            minWidth="11"
            px="2"
            variant="outline"
            onClick={() => restTimer.adjust(REST_STEP_SECONDS)}
            aria-label={t('liveLog.rest.more')}
          >
            {`+${REST_STEP_SECONDS}`}
          </Button>
          <Button size="sm" height="11" px="3" onClick={restTimer.skip}>
            {t('liveLog.rest.skip')}
          </Button>
        </HStack>
      </HStack>
    </Box>
  );
}
