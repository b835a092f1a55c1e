// One member of the session as the others see them in the logger: where they are (exercise and set), their last
// set with their best before today, the rest they are in, and a button to give props to that set.
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/avatar/Avatar';
import type { LiveLogReferenceQuery, TogetherSession_SessionFragment } from '../../gql/graphql';
import { formatDuration, formatEstimate, formatSet, type MeasurementSystem } from '../../../../common/units';
import type { Language } from '../../../../common/languages';
import { memberName } from '../homies/format';

type Member = TogetherSession_SessionFragment['members'][number];

/** Seconds left until `until`, ticking each second while there are any. */
function useSecondsLeft(until: string | null | undefined) {
  const [now, setNow] = useState(() => Date.now());
  const end = until ? Date.parse(until) : 0;
  useEffect(() => {
    if (end <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [end]);
  return Math.max(0, Math.round((end - now) / 1000));
}

export function CrewCard({
  state,
  system,
  language,
  reference,
  onProps,
}: {
  state: Member;
  system: MeasurementSystem;
  language: Language;
  reference: LiveLogReferenceQuery | undefined;
  onProps(workoutLogSetId: string): void;
}) {
  const { t } = useTranslation();
  const name = state.isViewer ? t('together.you') : memberName(state.member);
  const resting = useSecondsLeft(state.log?.status === 'IN_PROGRESS' ? state.lastSet?.restEndsAt : null);
  const last = state.lastSet;
  const where = !state.sharesLog
    ? t('together.privateLog')
    : state.status === 'INVITED'
      ? t('together.status.INVITED')
      : state.log?.status === 'COMPLETED' || state.status === 'LEFT'
        ? t('together.finished')
        : state.log?.currentExercise
          ? t('together.onExercise', {
              exercise: state.log.currentExercise.exerciseName,
              done: Math.min(state.log.currentExercise.completedSets + 1, state.log.currentExercise.totalSets),
              total: state.log.currentExercise.totalSets,
            })
          : t('together.notStarted');
  return (
    <Stack
      gap="1.5"
      borderWidth="1px"
      borderColor="border"
      borderRadius="md"
      bg="surface"
      p="2.5"
      minWidth={{ base: '15rem', md: '16rem' }}
      flex="1 0 auto"
      maxWidth="20rem"
      data-testid="crew-card"
      data-member={state.member.userName}
    >
      <HStack gap="2" minWidth="0">
        <Avatar name={memberName(state.member)} src={state.member.profilePhotoUrl} size="sm" decorative />
        <Stack gap="0" minWidth="0" flex="1">
          <Text fontWeight="semibold" truncate>
            {name}
          </Text>
          <Text fontSize="xs" color="fg.muted" truncate>
            {where}
          </Text>
        </Stack>
        {!!state.log?.personalRecordCount && (
          <Text fontSize="xs" fontWeight="semibold" color="yellow.fg" flexShrink="0">
            🏆 {t('together.records', { count: state.log.personalRecordCount })}
          </Text>
        )}
      </HStack>
      {last && (
        <HStack gap="2" justify="space-between" minWidth="0">
          <Stack gap="0" minWidth="0">
            <Text fontSize="sm" fontVariantNumeric="tabular-nums" data-testid="crew-last-set" truncate>
              {formatSet(last.values, reference?.measurements ?? [], system, language)}
              {last.records.length > 0 && ' 🏆'}
            </Text>
            <Text fontSize="xs" color="fg.muted" truncate>
              {last.exerciseName}
              {last.bestBefore ? ` · ${t('together.bestBefore', { value: formatEstimate(last.bestBefore, system, language) })}` : ''}
            </Text>
          </Stack>
          {!state.isViewer && (
            <Button
              size="xs"
              variant="outline"
              flexShrink="0"
              aria-label={t('together.propsTo', { name })}
              onClick={() => onProps(last.workoutLogSetId)}
            >
              👏 {t('together.props')}
            </Button>
          )}
        </HStack>
      )}
      {resting > 0 && (
        <Box fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums" role="timer">
          {t('together.resting', { time: formatDuration(resting) })}
        </Box>
      )}
    </Stack>
  );
}
