// A finished workout in the feed: its title linking to the log, duration, volume in the member's units, sets,
// records, top exercises and a small muscle map of what it trained.
import { Box, HStack, Link, Stack, Text, Wrap } from '@chakra-ui/react';
import { Clock, Layers, Weight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useLanguage } from '../../../i18n';
import { BodyMap } from '../../../components/body-map/BodyMap';
import type { FeedLog_LogFragment } from '../../../gql/graphql';
import { usePreferences } from '../../settings/preferences';
import { formatCount } from '../../../../../common/numbers';
import { formatLoad, formatVolume } from '../../../../../common/units';
import { counted, formatWorkoutLength } from '../format';
import { RecordBadges } from './RecordBadges';

/**
 * A card has room for the figure only: its title already describes every muscle to screen readers, so the legend and
 * the table are left out here.
 */
const COMPACT_MAP = { '& [data-testid=body-map-legend], & [data-testid=body-map-table]': { display: 'none' } };

export const logPath = (workoutLogId: string) => `/logbook/${workoutLogId}`;

function Stat({ icon: Icon, label, name, children }: { icon: typeof Clock; label: string; name: string; children: string }) {
  return (
    <HStack as="li" gap="1" fontSize="sm" color="fg.muted">
      <Icon size={14} aria-hidden="true" />
      <Text as="span" srOnly>
        {label}:
      </Text>
      <Text as="span" data-testid={`log-${name}`}>
        {children}
      </Text>
    </HStack>
  );
}

export function FeedLog({ log }: { log: FeedLog_LogFragment }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { measurementSystem: system } = usePreferences();
  const summary = log.logSummary;
  return (
    <HStack align="start" gap="4" wrap={{ base: 'wrap', sm: 'nowrap' }}>
      <Stack gap="2" flex="1" minWidth="0">
        <Link asChild fontWeight="semibold" fontSize="lg">
          <RouterLink to={logPath(log.workoutLogId)}>{log.workoutLogTitle}</RouterLink>
        </Link>
        <Wrap as="ul" gap="3" listStyleType="none">
          <Stat icon={Clock} name="duration" label={t('homies.card.duration')}>
            {formatWorkoutLength(summary.activeSeconds)}
          </Stat>
          <Stat icon={Weight} name="volume" label={t('homies.card.volume')}>
            {formatVolume(summary.totalVolume, system, language)}
          </Stat>
          <Stat icon={Layers} name="sets" label={t('homies.card.setsLabel')}>
            {t('homies.card.sets', counted(summary.setCount, language))}
          </Stat>
        </Wrap>
        <RecordBadges records={log.records} />
        {log.topExercises.length ? (
          <Stack as="ul" gap="0" listStyleType="none" fontSize="sm" aria-label={t('homies.card.topExercises')}>
            {log.topExercises.map((exercise) => (
              <li key={exercise.exerciseCode}>
                {formatCount(exercise.completedSetCount, language)} × {exercise.exerciseName}
                {exercise.bestWeight ? (
                  <Text as="span" color="fg.muted">
                    {' '}
                    · {t('homies.card.best')} {formatLoad(exercise.bestWeight, system, language)}
                  </Text>
                ) : null}
              </li>
            ))}
          </Stack>
        ) : null}
      </Stack>
      {log.muscleUsage.length ? (
        <Box width={{ base: '6rem', sm: '7rem' }} flexShrink={0} css={COMPACT_MAP}>
          <BodyMap muscleUsage={log.muscleUsage} view="front" />
        </Box>
      ) : null}
    </HStack>
  );
}
