// An empty logbook offers to start a workout now: an empty log at once, or one of the member's latest workouts in
// the live logger; with no workouts of their own, to build or import one.
import { useQuery } from '@apollo/client/react';
import { Button, Heading, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { NotebookPen, Play, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { LogbookStartWorkoutsDocument } from '../../../gql/graphql';
import { START_EMPTY_LOG_PATH, startLogPath } from '../../live-log/paths';
import { formatCount } from '../../../../../common/numbers';
import { useLanguage } from '../../../i18n';

function YourWorkouts() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, loading } = useQuery(LogbookStartWorkoutsDocument);
  if (loading && !data) return <Skeleton height="12" width="full" />;
  const workouts = data?.workouts.edges.map((edge) => edge.node) ?? [];
  if (!workouts.length)
    return (
      <HStack gap="2" wrap="wrap">
        <Text color="fg.muted">{t('logbook.noWorkouts')}</Text>
        <Link asChild fontWeight="medium">
          <RouterLink to="/workouts/create">{t('logbook.buildWorkout')}</RouterLink>
        </Link>
        <Text color="fg.muted" aria-hidden="true">
          ·
        </Text>
        <Link asChild fontWeight="medium">
          <RouterLink to="/workouts/import">{t('logbook.importWorkout')}</RouterLink>
        </Link>
      </HStack>
    );
  return (
    <Stack gap="2" width="full">
      <Text fontWeight="medium" id="logbook-start-workouts">
        {t('logbook.yourWorkouts')}
      </Text>
      <Stack as="ul" gap="2" listStyleType="none" aria-labelledby="logbook-start-workouts">
        {workouts.map((workout) => (
          <HStack
            as="li"
            key={workout.workoutId}
            justify="space-between"
            gap="3"
            borderWidth="1px"
            borderColor="border.muted"
            rounded="l2"
            ps="3"
            pe="1.5"
            py="1.5"
            data-testid="logbook-start-workout"
          >
            <Stack gap="0" minWidth="0">
              <Text fontWeight="semibold" truncate>
                {workout.workoutTitle}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {t('logbook.exercises', { count: workout.workoutSummary.exerciseCount })}
              </Text>
            </Stack>
            <Button
              asChild
              size="sm"
              variant="outline"
              flexShrink={0}
              aria-label={t('logbook.startWorkout', { title: workout.workoutTitle })}
            >
              <RouterLink to={startLogPath(workout.workoutId)}>
                <Play aria-hidden="true" />
                {t('logbook.start')}
              </RouterLink>
            </Button>
          </HStack>
        ))}
      </Stack>
      {data!.workouts.totalCount > workouts.length ? (
        <Link asChild fontSize="sm">
          <RouterLink to="/workouts">{t('logbook.allWorkouts', { shown: formatCount(data!.workouts.totalCount, language) })}</RouterLink>
        </Link>
      ) : null}
    </Stack>
  );
}

export function LogbookEmpty() {
  const { t } = useTranslation();
  return (
    <Stack gap="4" align="start" data-testid="logbook-empty" borderWidth="1px" borderStyle="dashed" rounded="l2" p={{ base: '4', md: '6' }}>
      <NotebookPen aria-hidden="true" />
      <Stack gap="1">
        <Heading as="h2" size="md">
          {t('logbook.emptyTitle')}
        </Heading>
        <Text color="fg.muted">{t('logbook.emptyText')}</Text>
      </Stack>
      <Button asChild colorPalette="blue">
        <RouterLink to={START_EMPTY_LOG_PATH}>
          <Plus aria-hidden="true" />
          {t('logbook.emptyLog')}
        </RouterLink>
      </Button>
      <YourWorkouts />
    </Stack>
  );
}
