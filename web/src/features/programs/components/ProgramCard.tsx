// A program card: background with title, creator, weeks, workout days, time a week, rating and views.
import { Badge, Box, Card, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { CalendarRange, Clock, Dumbbell, Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Avatar } from '../../../components/avatar/Avatar';
import type { ProgramCardFragment } from '../../../gql/graphql';
import { creatorName } from '../../../lib/creator-display';
import { CardBackground } from '../../workouts/components/CardBackground';
import { CardRating, ContentCardRoot } from '../../workouts/components/ContentCard';
import { formatWorkoutLength } from '../../workouts/format';
import { programPagePath } from '../actions';
import { useLanguage } from '../../../i18n';
import { formatCount } from '../../../../../common/numbers';

export function ProgramCard({ program }: { program: ProgramCardFragment }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { programSummary: summary, programAnalytics: analytics, creatorProfile: creator } = program;
  return (
    <ContentCardRoot data-testid="program-card" data-program-id={program.programId}>
      <CardBackground id={program.programId} image={program.programBackgroundImage} sizes="(min-width: 768px) 33vw, 100vw" height="28">
        <Stack justify="end" height="100%" p="3" gap="1" color="white">
          {program.publishedStatusCode === 'DRAFT' ? (
            <Badge colorPalette="yellow" alignSelf="start">
              {t('workouts.card.draft')}
            </Badge>
          ) : null}
          <Card.Title as="h3" fontSize="lg" textShadow="0 1px 2px rgba(0,0,0,.6)">
            <RouterLink to={programPagePath(program.programId)} style={{ outline: 'none' }}>
              <Box as="span" position="absolute" inset="0" aria-hidden="true" />
              {program.programTitle}
            </RouterLink>
          </Card.Title>
        </Stack>
      </CardBackground>
      <Card.Body gap="3" p="3">
        <HStack gap="2">
          <Avatar name={creatorName(creator, t)} src={creator?.profilePhoto?.fileUrl} size="sm" decorative />
          <Text fontSize="sm" truncate>
            {creatorName(creator, t)}
          </Text>
        </HStack>
        <Wrap gap="3" fontSize="sm" color="fg.muted">
          <HStack gap="1">
            <CalendarRange size={14} aria-hidden="true" />
            {t('programs.weeks', { count: summary.weekCount })}
          </HStack>
          <HStack gap="1">
            <Dumbbell size={14} aria-hidden="true" />
            {t('programs.workoutDays', { count: summary.workoutDayCount })}
          </HStack>
          {summary.estimatedWeeklyDuration ? (
            <HStack gap="1">
              <Clock size={14} aria-hidden="true" />
              {t('programs.perWeek', { duration: formatWorkoutLength(summary.estimatedWeeklyDuration) })}
            </HStack>
          ) : null}
        </Wrap>
        <HStack justify="space-between" fontSize="sm" mt="auto">
          <CardRating average={analytics.ratingAverage} testId="program-rating" />
          <HStack gap="1" color="fg.muted">
            <Eye size={14} aria-hidden="true" />
            {t('workouts.card.views', { count: analytics.totalViews, shown: formatCount(analytics.totalViews, language) })}
          </HStack>
        </HStack>
      </Card.Body>
    </ContentCardRoot>
  );
}
