// Where a member is in a program they follow: today's week and day, its type and its workout.
import { Badge, Button, Card, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Dumbbell, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { ProgramEnrollmentFieldsFragment } from '../../../gql/graphql';
import { workoutPagePath } from '../../workouts/actions';
import { startLogPath } from '../../live-log/paths';
import { programPagePath } from '../actions';
import { DAY_STYLE } from './days';

export function EnrollmentCard({ enrollment, showTitle = true }: { enrollment: ProgramEnrollmentFieldsFragment; showTitle?: boolean }) {
  const { t } = useTranslation();
  const type = enrollment.todayDayType ?? 'Empty';
  const { icon: Icon, palette } = DAY_STYLE[type];
  return (
    <Card.Root variant="subtle" data-testid="program-enrollment" data-program-id={enrollment.programId}>
      <Card.Body gap="2" p="4">
        {showTitle ? (
          <Link asChild fontWeight="semibold">
            <RouterLink to={programPagePath(enrollment.programId)}>{enrollment.programTitle}</RouterLink>
          </Link>
        ) : null}
        {enrollment.finished ? (
          <Text>{t('programs.finished')}</Text>
        ) : (
          <Stack gap="2">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="medium">
                {t('programs.today')}: {t('programs.todayLine', { week: enrollment.currentWeekNumber, day: enrollment.currentDayOfWeek })}
              </Text>
              <Badge colorPalette={palette}>
                <Icon size={14} aria-hidden="true" />
                {t(`programs.dayTypes.${type}`)}
              </Badge>
            </HStack>
            {enrollment.todayWorkoutId ? (
              <HStack gap="2" wrap="wrap">
                <Button asChild size="sm">
                  <RouterLink to={startLogPath(enrollment.todayWorkoutId, enrollment.todayProgramDayId)} data-testid="start-program-day">
                    <Play aria-hidden="true" />
                    {t('programs.startToday')}
                  </RouterLink>
                </Button>
                <Button asChild size="sm" variant="outline">
                  <RouterLink to={workoutPagePath(enrollment.todayWorkoutId)}>
                    <Dumbbell aria-hidden="true" />
                    {t('programs.openWorkout')}
                  </RouterLink>
                </Button>
              </HStack>
            ) : null}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
