// A program's page at /programs/{programId}, readable signed out when published and PUBLIC: its title, creator and
// summary, the week grid, and for members following it (from a chosen week and day), today's day and workout;
// rating, copying, sharing, export and, for its author, editing. A view is counted on arrival.
import { useQuery } from '@apollo/client/react';
import { Box, Button, Field, Heading, HStack, Link, NativeSelect, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import { Copy, Download, LogOut, Pencil, Play, Share2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { notFound } from '../../../app/error-pages/not-found';
import { MyProgramEnrollmentsDocument, ProgramPageDocument, RecordProgramViewDocument, type ProgramPageQuery } from '../../../gql/graphql';
import { usePageShell } from '../../../lib/page-shell';
import { usePreloadedFetchPolicy } from '../../../lib/preload';
import { useRecordView } from '../../../lib/record-view';
import { useSession } from '../../auth/session';
import { isNotFoundError } from '../../flexicon/pages/ExercisePage';
import { CardBackground } from '../../workouts/components/CardBackground';
import { StarPicker } from '../../workouts/components/RatingDialog';
import { formatWorkoutLength, formatRating } from '../../workouts/format';
import { programEditPath, useProgramActions } from '../actions';
import { DAYS_PER_WEEK } from '../components/days';
import { EnrollmentCard } from '../components/EnrollmentCard';
import { WeekGrid } from '../components/WeekGrid';
import { useLanguage } from '../../../i18n';
import { formatCount } from '../../../../../common/numbers';
import { BackLink, CreatorByline, PageFallback } from '../../workouts/components/ContentPage';

type Program = ProgramPageQuery['program'];

/** A symbol, not a word: the same in every language. */
const RATING_STAR = '★';

export function ProgramPage() {
  const { t } = useTranslation();
  const { programId = '' } = useParams();
  const variables = { programId };
  const fetchPolicies = usePreloadedFetchPolicy(ProgramPageDocument, variables);
  const { data, error, loading, refetch } = useQuery(ProgramPageDocument, { variables, ...fetchPolicies });
  const program = data?.program;
  usePageShell({
    title: program?.programTitle ?? null,
    description: program?.programDescription ?? null,
    breadcrumbs: [{ label: t('programs.listTitle'), to: '/programs' }, ...(program ? [{ label: program.programTitle }] : [])],
  });
  const shownId = program?.programId;
  useRecordView(RecordProgramViewDocument, shownId ? { programId: shownId } : null);
  if (error && isNotFoundError(error)) notFound(`Program ${programId} was not found`);

  const back = <BackLink to="/programs" label={t('programs.back')} />;
  if (!program)
    return (
      <PageFallback
        back={back}
        error={error}
        errorTitle={t('programs.pageError')}
        retryLabel={t('programs.retry')}
        onRetry={refetch}
        loading={loading}
        skeleton={
          <Stack aria-busy="true">
            <Text srOnly role="status">
              {t('programs.pageLoading')}
            </Text>
            <Skeleton height="48" borderRadius="xl" />
          </Stack>
        }
      />
    );
  return <LoadedProgram program={program} back={back} />;
}

function LoadedProgram({ program, back }: { program: Program; back: React.ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { status } = useSession();
  const signedIn = status === 'authenticated';
  const location = useLocation();
  const actions = useProgramActions(program);
  const enrollments = useQuery(MyProgramEnrollmentsDocument, { skip: !signedIn }).data?.myProgramEnrollments ?? [];
  const enrollment = enrollments.find((item) => item.programId === program.programId);
  const [startWeek, setStartWeek] = useState(1);
  const [startDay, setStartDay] = useState(1);
  const creator = program.creatorProfile;
  const summary = program.programSummary;
  return (
    <Stack gap={{ base: '8', md: '10' }} as="article" data-testid="program-page" data-program-id={program.programId}>
      <Stack gap="3">
        {back}
        <CardBackground id={program.programId} image={program.programBackgroundImage} sizes="100vw" minHeight="48" borderRadius="xl">
          <Stack justify="end" minHeight="48" p={{ base: '4', md: '6' }} gap="3" color="white">
            <Heading as="h1" size={{ base: '2xl', md: '4xl' }} textShadow="0 1px 3px rgba(0,0,0,.6)">
              {program.programTitle}
            </Heading>
            <CreatorByline creator={creator} />
          </Stack>
        </CardBackground>
        {program.programDescription ? <Text maxWidth="70ch">{program.programDescription}</Text> : null}
        <Wrap gap="3" color="fg.muted" fontSize="sm" data-testid="program-summary">
          <Text>{t('programs.weeks', { count: summary.weekCount })}</Text>
          <Text>{t('programs.workoutDays', { count: summary.workoutDayCount })}</Text>
          {summary.estimatedWeeklyDuration ? (
            <Text>{t('programs.perWeek', { duration: formatWorkoutLength(summary.estimatedWeeklyDuration) })}</Text>
          ) : null}
          <Text>
            {RATING_STAR} {formatRating(program.programAnalytics.ratingAverage, language, t('workouts.noRating'))} (
            {formatCount(program.programAnalytics.ratingCount, language)})
          </Text>
        </Wrap>
        <Wrap gap="2">
          {signedIn ? (
            <Button variant="outline" onClick={actions.duplicate} loading={actions.duplicating}>
              <Copy aria-hidden="true" />
              {t('programs.duplicate')}
            </Button>
          ) : null}
          <Button variant="outline" onClick={actions.share} data-testid="program-share">
            <Share2 aria-hidden="true" />
            {t('programs.share')}
          </Button>
          <Button variant="outline" asChild>
            <a href={`/api/workout-programs/${encodeURIComponent(program.programId)}/export`} download>
              <Download aria-hidden="true" />
              {t('programs.export')}
            </a>
          </Button>
          {program.viewerCanEdit ? (
            <>
              <Button variant="outline" asChild>
                <RouterLink to={programEditPath(program.programId)}>
                  <Pencil aria-hidden="true" />
                  {t('programs.edit')}
                </RouterLink>
              </Button>
              <Button variant="outline" colorPalette="red" onClick={actions.confirmDelete}>
                <Trash2 aria-hidden="true" />
                {t('programs.delete')}
              </Button>
            </>
          ) : null}
        </Wrap>
      </Stack>

      {!signedIn ? (
        <Text color="fg.muted">
          {t('programs.signInToFollow')}{' '}
          <Link asChild>
            <RouterLink to={`/auth/login?callbackUrl=${encodeURIComponent(location.pathname)}`}>{t('programs.signIn')}</RouterLink>
          </Link>
        </Text>
      ) : (
        <Stack gap="4" as="section" aria-label={t('programs.start')}>
          {enrollment ? (
            <Stack gap="2">
              <EnrollmentCard enrollment={enrollment} showTitle={false} />
              <Button variant="ghost" size="sm" alignSelf="start" onClick={() => void actions.unfollow()} data-testid="program-leave">
                <LogOut aria-hidden="true" />
                {t('programs.leave')}
              </Button>
            </Stack>
          ) : null}
          <HStack gap="3" align="end" wrap="wrap">
            <Field.Root width="auto">
              <Field.Label>{t('programs.startWeek')}</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  value={startWeek}
                  onChange={(event) => setStartWeek(Number(event.target.value))}
                  data-testid="program-start-week"
                >
                  {Array.from({ length: summary.weekCount }, (_, index) => (
                    <option key={index} value={index + 1}>
                      {t('programs.week', { number: index + 1 })}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root width="auto">
              <Field.Label>{t('programs.startDay')}</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  value={startDay}
                  onChange={(event) => setStartDay(Number(event.target.value))}
                  data-testid="program-start-day"
                >
                  {Array.from({ length: DAYS_PER_WEEK }, (_, index) => (
                    <option key={index} value={index + 1}>
                      {t('programs.dayName', { number: index + 1 })}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Button
              onClick={() => void actions.follow((startWeek - 1) * DAYS_PER_WEEK + startDay)}
              loading={actions.enrolling}
              data-testid="program-start"
            >
              <Play aria-hidden="true" />
              {enrollment ? t('programs.restart') : t('programs.start')}
            </Button>
          </HStack>
          {program.viewerCanEdit ? (
            <Text fontSize="sm" color="fg.muted">
              {t('programs.ownProgram')}
            </Text>
          ) : (
            <HStack gap="3" wrap="wrap">
              <Text fontWeight="medium">{program.viewerRating ? t('programs.yourRating') : t('programs.rateIt')}</Text>
              <StarPicker value={program.viewerRating ?? 0} onChange={(rating) => void actions.rate(rating)} label={t('programs.rateIt')} />
            </HStack>
          )}
        </Stack>
      )}

      <Box as="section" aria-label={t('programs.grid')}>
        <Heading as="h2" size="lg" mb="3">
          {t('programs.grid')}
        </Heading>
        <WeekGrid
          days={program.programDays}
          weekCount={summary.weekCount}
          today={enrollment && !enrollment.finished ? { week: enrollment.currentWeekNumber, day: enrollment.currentDayOfWeek } : null}
        />
      </Box>
      {actions.dialogs}
    </Stack>
  );
}
