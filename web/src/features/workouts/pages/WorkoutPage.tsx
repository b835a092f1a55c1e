// A workout's page at /w/{workoutId}, readable signed out when published and PUBLIC: its background, title and
// creator, the summary, the muscles it works on the body map, every exercise and set in the user's units, and what
// the viewer may do (rate, copy, start, share, export, edit). A view is counted once on arrival (the server counts
// one per viewer per day); a workout the viewer may not see is the 404 page.
import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Grid, Heading, HStack, Link, Skeleton, SkeletonText, Stack, Stat, Text, Wrap } from '@chakra-ui/react';
import { Copy, Download, Pencil, Play, Share2 } from 'lucide-react';
import { useDeferredValue, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { startLogPath } from '../../live-log/paths';
import { notFound } from '../../../app/error-pages/not-found';
import { BodyMap } from '../../../components/body-map/BodyMap';
import { RecordWorkoutViewDocument, WorkoutPageDocument, type WorkoutPageQuery } from '../../../gql/graphql';
import { usePageShell } from '../../../lib/page-shell';
import { usePreloadedFetchPolicy } from '../../../lib/preload';
import { useRecordView } from '../../../lib/record-view';
import { useSession } from '../../auth/session';
import { isNotFoundError } from '../../flexicon/pages/ExercisePage';
import { usePreferences } from '../../settings/preferences';
import { useWorkoutActions, workoutEditPath } from '../actions';
import { CardBackground } from '../components/CardBackground';
import { ExerciseList } from '../components/ExerciseList';
import { StarPicker } from '../components/RatingDialog';
import { formatVolume } from '../../../../../common/units';
import { formatWorkoutLength, formatRating } from '../format';
import { useLanguage } from '../../../i18n';
import { workoutPageVariables } from '../variables';
import { BackLink, CreatorByline, PageFallback } from '../components/ContentPage';
import { formatCount } from '../../../../../common/numbers';

function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  const headingId = useId();
  return (
    <Stack gap="3" as="section" aria-labelledby={headingId} id={id}>
      <Heading as="h2" size="lg" id={headingId}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function WorkoutSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="6" aria-busy="true">
      <Text srOnly role="status">
        {t('workouts.page.loading')}
      </Text>
      <Skeleton height="48" borderRadius="xl" />
      <SkeletonText noOfLines={4} gap="3" />
    </Stack>
  );
}

export function WorkoutPage() {
  const { t } = useTranslation();
  const { workoutId = '' } = useParams();
  const location = useLocation();
  const { status } = useSession();
  const signedIn = status === 'authenticated';
  const { measurementSystem } = usePreferences();
  const variables = workoutPageVariables(workoutId);
  const fetchPolicies = usePreloadedFetchPolicy(WorkoutPageDocument, variables);
  const { data, error, loading, refetch } = useQuery(WorkoutPageDocument, { variables, ...fetchPolicies });
  const workout = useDeferredValue(data?.workout);
  usePageShell({
    title: workout?.workoutTitle ?? null,
    description: workout?.workoutDescription ?? null,
    breadcrumbs: [{ label: t('workouts.listTitle'), to: '/workouts' }, ...(workout ? [{ label: workout.workoutTitle }] : [])],
  });

  const shownId = workout?.workoutId;
  useRecordView(RecordWorkoutViewDocument, shownId ? { workoutId: shownId } : null);

  if (error && isNotFoundError(error)) notFound(`Workout ${workoutId} was not found`);

  const back = <BackLink to="/workouts" label={t('workouts.page.back')} />;

  if (!workout) {
    return (
      <PageFallback
        back={back}
        error={error}
        errorTitle={t('workouts.page.errorTitle')}
        retryLabel={t('workouts.retry')}
        onRetry={refetch}
        loading={loading}
        skeleton={<WorkoutSkeleton />}
      />
    );
  }

  return (
    <LoadedWorkout
      workout={workout}
      signedIn={signedIn}
      system={measurementSystem}
      back={back}
      loginTo={`/auth/login?callbackUrl=${encodeURIComponent(location.pathname)}`}
    />
  );
}

type Workout = WorkoutPageQuery['workout'];

function LoadedWorkout({
  workout,
  signedIn,
  system,
  back,
  loginTo,
}: {
  workout: Workout;
  signedIn: boolean;
  system: ReturnType<typeof usePreferences>['measurementSystem'];
  back: ReactNode;
  loginTo: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const actions = useWorkoutActions(workout);
  const creator = workout.creatorProfile;
  const { workoutSummary: summary, workoutAnalytics: analytics } = workout;
  const navigate = useNavigate();
  // Signed-out visitors sign in first and come back to the logger with this workout.
  const start = () => {
    const target = startLogPath(workout.workoutId);
    void navigate(signedIn ? target : `/auth/login?callbackUrl=${encodeURIComponent(target)}`);
  };
  return (
    <Stack gap={{ base: '8', md: '10' }} as="article" data-testid="workout-page" data-workout-id={workout.workoutId}>
      <Stack gap="3">
        {back}
        <CardBackground id={workout.workoutId} image={workout.workoutBackgroundImage} sizes="100vw" minHeight="56" borderRadius="xl">
          <Stack justify="end" minHeight="56" p={{ base: '4', md: '6' }} gap="3" color="white">
            <HStack gap="1.5">
              {workout.publishedStatusCode === 'DRAFT' ? <Badge colorPalette="yellow">{t('workouts.card.draft')}</Badge> : null}
              {workout.visibility !== 'PUBLIC' ? (
                <Badge>{workout.visibility === 'PRIVATE' ? t('workouts.card.private') : t('workouts.card.buddies')}</Badge>
              ) : null}
            </HStack>
            <Heading as="h1" size={{ base: '2xl', md: '4xl' }} textShadow="0 1px 3px rgba(0,0,0,.6)">
              {workout.workoutTitle}
            </Heading>
            <CreatorByline creator={creator} by={t('workouts.page.by')} />
          </Stack>
        </CardBackground>
        {workout.workoutDescription ? <Text maxWidth="70ch">{workout.workoutDescription}</Text> : null}
        <Wrap gap="2">
          <Button onClick={start} data-testid="workout-start">
            <Play aria-hidden="true" />
            {t('workouts.page.start')}
          </Button>
          {signedIn ? (
            <Button variant="outline" onClick={actions.duplicate} loading={actions.duplicating} data-testid="workout-duplicate">
              <Copy aria-hidden="true" />
              {t('workouts.page.duplicate')}
            </Button>
          ) : null}
          <Button variant="outline" onClick={actions.share} data-testid="workout-share">
            <Share2 aria-hidden="true" />
            {t('workouts.page.share')}
          </Button>
          <Button variant="outline" asChild>
            <a href={`/api/workouts/${encodeURIComponent(workout.workoutId)}/export`} download>
              <Download aria-hidden="true" />
              {t('workouts.page.export')}
            </a>
          </Button>
          {workout.viewerCanEdit ? (
            <Button variant="outline" asChild>
              <RouterLink to={workoutEditPath(workout.workoutId)}>
                <Pencil aria-hidden="true" />
                {t('workouts.page.edit')}
              </RouterLink>
            </Button>
          ) : null}
        </Wrap>
      </Stack>

      <Section title={t('workouts.page.summary')}>
        <Grid templateColumns={{ base: 'repeat(2, 1fr)', md: 'repeat(5, 1fr)' }} gap="4" data-testid="workout-summary">
          <Stat.Root>
            <Stat.Label>{t('workouts.page.exerciseCount')}</Stat.Label>
            <Stat.ValueText>{formatCount(summary.exerciseCount, language)}</Stat.ValueText>
          </Stat.Root>
          <Stat.Root>
            <Stat.Label>{t('workouts.page.duration')}</Stat.Label>
            <Stat.ValueText>{formatWorkoutLength(summary.estimatedDuration)}</Stat.ValueText>
          </Stat.Root>
          <Stat.Root>
            <Stat.Label>{t('workouts.page.volume')}</Stat.Label>
            <Stat.ValueText>{formatVolume(summary.totalVolume, system, language)}</Stat.ValueText>
          </Stat.Root>
          <Stat.Root>
            <Stat.Label>{t('workouts.page.rating')}</Stat.Label>
            <Stat.ValueText data-testid="workout-rating-average">
              {formatRating(analytics.ratingAverage, language, t('workouts.noRating'))}
              {analytics.ratingCount ? (
                <Text as="span" fontSize="sm" color="fg.muted" ms="1">
                  ({analytics.ratingCount})
                </Text>
              ) : null}
            </Stat.ValueText>
          </Stat.Root>
          <Stat.Root>
            <Stat.Label>{t('workouts.page.views')}</Stat.Label>
            <Stat.ValueText>{formatCount(analytics.totalViews, language)}</Stat.ValueText>
          </Stat.Root>
        </Grid>
        <Box data-testid="workout-rate">
          {!signedIn ? (
            <Text fontSize="sm" color="fg.muted">
              {t('workouts.page.signInToRate')}{' '}
              <Link asChild>
                <RouterLink to={loginTo}>{t('workouts.page.signIn')}</RouterLink>
              </Link>
            </Text>
          ) : workout.viewerCanEdit ? (
            <Text fontSize="sm" color="fg.muted">
              {t('workouts.page.ownWorkout')}
            </Text>
          ) : (
            <HStack gap="3" wrap="wrap">
              <Text fontWeight="medium">{workout.viewerRating ? t('workouts.page.yourRating') : t('workouts.page.rateIt')}</Text>
              <StarPicker
                value={workout.viewerRating ?? 0}
                onChange={(rating) => void actions.rate(rating).catch(() => undefined)}
                label={t('workouts.page.rateIt')}
              />
            </HStack>
          )}
        </Box>
      </Section>

      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap={{ base: '8', lg: '10' }} alignItems="start">
        <Section title={t('workouts.page.exercises')} id="workout-exercises">
          <ExerciseList exercises={workout.workoutExercises} system={system} />
        </Section>
        <Section title={t('workouts.page.muscles')}>
          <BodyMap muscleUsage={workout.muscleUsage} />
          <Wrap gap="1.5">
            {workout.muscleGroups.map((group) => (
              <Badge key={group.muscleGroupCode} variant="subtle" colorPalette="orange">
                {group.muscleGroupName}
              </Badge>
            ))}
          </Wrap>
        </Section>
      </Grid>
      {actions.dialogs}
    </Stack>
  );
}
