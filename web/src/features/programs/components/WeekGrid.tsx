// A program's weeks × 7 days as a grid (a list on phones): each day's type with its icon and colour, its title and
// its workout linked to the workout's page.
import { Badge, Box, Grid, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { ProgramPageQuery } from '../../../gql/graphql';
import { workoutPagePath } from '../../workouts/actions';
import { DAY_STYLE, weekGrid } from './days';

type Day = ProgramPageQuery['program']['programDays'][number];

export function DayCell({ day, highlight = false }: { day: Day | null; highlight?: boolean }) {
  const { t } = useTranslation();
  const type = day?.dayType ?? 'Empty';
  const { icon: Icon, palette } = DAY_STYLE[type];
  return (
    <Stack
      gap="1"
      p="2"
      minHeight="20"
      borderWidth={highlight ? '2px' : '1px'}
      borderColor={highlight ? 'blue.solid' : 'border'}
      borderRadius="md"
      bg={type === 'Empty' ? 'transparent' : `${palette}.subtle`}
      data-testid="program-day"
      data-day-type={type}
    >
      <Badge colorPalette={palette} alignSelf="start" variant="plain" px="0">
        <Icon size={14} aria-hidden="true" />
        {t(`programs.dayTypes.${type}`)}
      </Badge>
      {day?.title ? (
        <Text fontSize="sm" fontWeight="medium">
          {day.title}
        </Text>
      ) : null}
      {day?.dayType === 'Workout' ? (
        day.workout ? (
          <Link asChild fontSize="sm">
            <RouterLink to={workoutPagePath(day.workout.workoutId)}>{day.workout.workoutTitle}</RouterLink>
          </Link>
        ) : (
          <Text fontSize="xs" color="fg.muted">
            {t('programs.workoutHidden')}
          </Text>
        )
      ) : null}
      {day?.notes ? (
        <Text fontSize="xs" color="fg.muted">
          {day.notes}
        </Text>
      ) : null}
    </Stack>
  );
}

export function WeekGrid({
  days,
  weekCount,
  today,
}: {
  days: readonly Day[];
  weekCount: number;
  today?: { week: number; day: number } | null;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="4" data-testid="program-grid">
      {weekGrid(days, weekCount).map((week, weekIndex) => (
        <Box key={weekIndex} as="section" aria-label={t('programs.week', { number: weekIndex + 1 })}>
          <Heading as="h3" size="sm" mb="2">
            {t('programs.week', { number: weekIndex + 1 })}
          </Heading>
          <Grid
            as="ol"
            listStyleType="none"
            templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(7, minmax(0, 1fr))' }}
            gap="2"
          >
            {week.map((day, dayIndex) => (
              <li key={dayIndex} aria-label={t('programs.dayName', { number: dayIndex + 1 })}>
                <Text fontSize="xs" color="fg.muted" mb="1" hideFrom="md">
                  {t('programs.dayName', { number: dayIndex + 1 })}
                </Text>
                <DayCell day={day} highlight={today?.week === weekIndex + 1 && today.day === dayIndex + 1} />
              </li>
            ))}
          </Grid>
        </Box>
      ))}
    </Stack>
  );
}
