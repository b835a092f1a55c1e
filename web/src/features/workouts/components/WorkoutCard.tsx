// A workout card (My Workouts, Discover): background with title and creator, exercise count, duration, volume in
// the user's units, top muscle groups, rating (one decimal or N/A) and views, and a menu of what the viewer may do.
import { Badge, Box, Card, HStack, IconButton, Menu, Portal, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import { Clock, Copy, Dumbbell, Eye, MoreVertical, Pencil, Play, Share2, Star, Trash2, Weight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Avatar } from '../../../components/avatar/Avatar';
import type { WorkoutCardFragment } from '../../../gql/graphql';
import { creatorName } from '../../../lib/creator-display';
import { usePreferences } from '../../settings/preferences';
import { useWorkoutActions, workoutEditPath, workoutPagePath } from '../actions';
import { startLogPath } from '../../live-log/paths';
import { formatVolume } from '../../../../../common/units';
import { formatWorkoutLength } from '../format';
import { useLanguage } from '../../../i18n';
import { formatCount } from '../../../../../common/numbers';
import { CardRating, ContentCardRoot } from './ContentCard';
import { CardBackground } from './CardBackground';

const TOP_GROUPS = 3;

function Stat({ icon: Icon, label, children }: { icon: typeof Clock; label: string; children: string }) {
  return (
    <HStack gap="1" color="fg.muted" fontSize="sm" title={label}>
      <Icon size={14} aria-hidden="true" />
      <Text as="span" srOnly>
        {label}:
      </Text>
      <Text as="span">{children}</Text>
    </HStack>
  );
}

export function WorkoutCard({ workout, signedIn }: { workout: WorkoutCardFragment; signedIn: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { measurementSystem } = usePreferences();
  const actions = useWorkoutActions(workout);
  const creator = workout.creatorProfile;
  const canRate = signedIn && !workout.viewerCanEdit;
  return (
    <ContentCardRoot data-testid="workout-card" data-workout-id={workout.workoutId}>
      <CardBackground id={workout.workoutId} image={workout.workoutBackgroundImage} sizes="(min-width: 768px) 33vw, 100vw" height="32">
        <Stack justify="end" height="100%" p="3" gap="1" color="white">
          <HStack gap="1.5">
            {workout.publishedStatusCode === 'DRAFT' ? <Badge colorPalette="yellow">{t('workouts.card.draft')}</Badge> : null}
            {workout.visibility === 'PRIVATE' ? <Badge colorPalette="gray">{t('workouts.card.private')}</Badge> : null}
            {workout.visibility === 'BUDDIES' ? <Badge colorPalette="purple">{t('workouts.card.buddies')}</Badge> : null}
          </HStack>
          <Card.Title as="h3" fontSize="lg" lineHeight="short" textShadow="0 1px 2px rgba(0,0,0,.6)">
            <RouterLink to={workoutPagePath(workout.workoutId)} style={{ outline: 'none' }}>
              <Box as="span" position="absolute" inset="0" zIndex="0" aria-hidden="true" />
              {workout.workoutTitle}
            </RouterLink>
          </Card.Title>
        </Stack>
      </CardBackground>
      <Card.Body gap="3" p="3">
        <HStack justify="space-between" gap="2">
          <HStack gap="2" minWidth="0">
            <Avatar name={creatorName(creator, t)} src={creator?.profilePhoto?.fileUrl} size="sm" decorative />
            <Text fontSize="sm" truncate>
              {creator ? creatorName(creator, t) : t('workouts.card.unknownCreator')}
            </Text>
          </HStack>
          <Menu.Root positioning={{ placement: 'bottom-end' }}>
            <Menu.Trigger asChild>
              <IconButton
                variant="ghost"
                size="sm"
                aria-label={t('workouts.menu.label', { title: workout.workoutTitle })}
                position="relative"
                zIndex="1"
                data-testid="workout-menu"
              >
                <MoreVertical aria-hidden="true" />
              </IconButton>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content>
                  <Menu.Item value="share" onSelect={actions.share}>
                    <Share2 size={14} aria-hidden="true" />
                    {t('workouts.menu.share')}
                  </Menu.Item>
                  {signedIn ? (
                    <Menu.Item value="start" asChild>
                      <RouterLink to={startLogPath(workout.workoutId)}>
                        <Play size={14} aria-hidden="true" />
                        {t('workouts.menu.start')}
                      </RouterLink>
                    </Menu.Item>
                  ) : null}
                  {signedIn ? (
                    <Menu.Item value="duplicate" onSelect={actions.duplicate} disabled={actions.duplicating}>
                      <Copy size={14} aria-hidden="true" />
                      {t('workouts.menu.duplicate')}
                    </Menu.Item>
                  ) : null}
                  {canRate ? (
                    <Menu.Item value="rate" onSelect={actions.openRating}>
                      <Star size={14} aria-hidden="true" />
                      {t('workouts.menu.rate')}
                    </Menu.Item>
                  ) : null}
                  {workout.viewerCanEdit ? (
                    <>
                      <Menu.Item value="edit" asChild>
                        <RouterLink to={workoutEditPath(workout.workoutId)}>
                          <Pencil size={14} aria-hidden="true" />
                          {t('workouts.menu.edit')}
                        </RouterLink>
                      </Menu.Item>
                      <Menu.Item value="delete" color="fg.error" onSelect={actions.confirmDelete}>
                        <Trash2 size={14} aria-hidden="true" />
                        {t('workouts.menu.delete')}
                      </Menu.Item>
                    </>
                  ) : null}
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        </HStack>
        <Wrap gap="3">
          <Stat icon={Dumbbell} label={t('workouts.page.exerciseCount')}>
            {t('workouts.card.exercises', { count: workout.workoutSummary.exerciseCount })}
          </Stat>
          <Stat icon={Clock} label={t('workouts.page.duration')}>
            {formatWorkoutLength(workout.workoutSummary.estimatedDuration)}
          </Stat>
          {workout.workoutSummary.totalVolume > 0 ? (
            <Stat icon={Weight} label={t('workouts.page.volume')}>
              {formatVolume(workout.workoutSummary.totalVolume, measurementSystem, language)}
            </Stat>
          ) : null}
        </Wrap>
        {workout.muscleGroups.length ? (
          <Wrap gap="1.5">
            {workout.muscleGroups.slice(0, TOP_GROUPS).map((group) => (
              <Badge key={group.muscleGroupCode} variant="subtle" colorPalette="orange">
                {group.muscleGroupName}
              </Badge>
            ))}
          </Wrap>
        ) : null}
        <HStack justify="space-between" mt="auto">
          <CardRating
            average={workout.workoutAnalytics.ratingAverage}
            count={workout.workoutAnalytics.ratingCount}
            testId="workout-rating"
          />
          <Stat icon={Eye} label={t('workouts.page.views')}>
            {t('workouts.card.views', {
              count: workout.workoutAnalytics.totalViews,
              shown: formatCount(workout.workoutAnalytics.totalViews, language),
            })}
          </Stat>
        </HStack>
      </Card.Body>
      {actions.dialogs}
    </ContentCardRoot>
  );
}

export function WorkoutCardSkeleton() {
  return (
    <Card.Root variant="outline" overflow="hidden">
      <Skeleton height="32" />
      <Card.Body gap="3" p="3">
        <Skeleton height="5" width="60%" />
        <Skeleton height="4" width="80%" />
        <Skeleton height="4" width="40%" />
      </Card.Body>
    </Card.Root>
  );
}
