// /e/{exerciseCode} in the website layout (also fine signed in): the exercise's name, type and what is logged (units in
// the user's measurement system), tags, equipment (required and optional, alternatives joined by "or"), the body map
// with its table and the muscle groups by share, instructions per language, videos per creator, related exercises
// and a Share button. An unknown code raises the 404 page; a merged code answers with the kept exercise, whose code
// then replaces the one in the address.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Grid,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Skeleton,
  SkeletonText,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { ArrowLeft, Dumbbell, RotateCw, Share2 } from 'lucide-react';
import { useDeferredValue, useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { notFound } from '../../../app/error-pages/not-found';
import { BodyMap } from '../../../components/body-map/BodyMap';
import { ShareDialog } from '../../../components/share/ShareDialog';
import { ExercisePageDocument, type ExercisePageQuery } from '../../../gql/graphql';
import { usePageShell } from '../../../lib/page-shell';
import { usePreloadedFetchPolicy } from '../../../lib/preload';
import { usePreferences } from '../../settings/preferences';
import { ExerciseCard } from '../components/ExerciseCard';
import { InstructionsSection } from '../components/InstructionsSection';
import { useInstructionLocale } from '../components/LanguageSelect';
import { Thumbnail } from '../components/Thumbnail';
import { VideosSection } from '../components/VideosSection';
import { FLEXICON_EXPLORE_PATH, exercisePath } from '../constants';
import { useFlexiconReference } from '../reference';
import { measurementLabel } from '../../../../../common/units';
import { useCommittedValue } from '../use-committed';
import { exercisePageVariables } from '../variables';

type Exercise = ExercisePageQuery['exercise'];
type EquipmentEntry = Exercise['equipment'][number];

export function isNotFoundError(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((item) => item.extensions?.code === 'NOT_FOUND');
}

/** Equipment slots: required first, then optional; the items of one slot are alternatives. */
export function equipmentSlots(entries: readonly EquipmentEntry[]) {
  const slots = new Map<string, { isRequired: boolean; slot: number; items: EquipmentEntry[] }>();
  for (const entry of entries) {
    const key = `${entry.isRequired ? 'r' : 'o'}${entry.slot}`;
    const slot = slots.get(key) ?? { isRequired: entry.isRequired, slot: entry.slot, items: [] };
    slot.items.push(entry);
    slots.set(key, slot);
  }
  const ordered = [...slots.values()].sort((a, b) => Number(b.isRequired) - Number(a.isRequired) || a.slot - b.slot);
  return { required: ordered.filter((slot) => slot.isRequired), optional: ordered.filter((slot) => !slot.isRequired) };
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const id = useId();
  return (
    <Stack gap="3" as="section" aria-labelledby={id} data-testid={testId}>
      <Heading as="h2" size="lg" id={id}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="1.5">
      <Text as="h2" fontSize="sm" fontWeight="semibold" color="fg.muted">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

function EquipmentList({ slots }: { slots: ReturnType<typeof equipmentSlots>['required'] }) {
  const { t } = useTranslation();
  return (
    <Stack as="ul" gap="1.5" listStyleType="none">
      {slots.map((slot) => (
        <HStack as="li" key={slot.slot} gap="2" wrap="wrap">
          {slot.items.length > 1 ? (
            <Text as="span" color="fg.muted" fontSize="sm">
              {t('flexicon.exercise.oneOf')}
            </Text>
          ) : null}
          {slot.items.map((item, index) => (
            <HStack key={item.equipmentCode} gap="1.5">
              {index > 0 ? (
                <Text as="span" color="fg.muted" fontSize="sm">
                  {t('flexicon.exercise.or')}
                </Text>
              ) : null}
              <Thumbnail image={item.equipment.equipmentThumbnail} icon={Dumbbell} size={18} />
              <Text as="span">{item.equipment.equipmentName}</Text>
            </HStack>
          ))}
        </HStack>
      ))}
    </Stack>
  );
}

function Overview({ exercise }: { exercise: Exercise }) {
  const { t } = useTranslation();
  const { measurementSystem } = usePreferences();
  const slots = equipmentSlots(exercise.equipment);
  return (
    <Stack
      gap="5"
      borderWidth="1px"
      borderColor="border"
      borderRadius="xl"
      p={{ base: '4', md: '5' }}
      bg="surface"
      data-testid="exercise-overview"
    >
      <Fact label={t('flexicon.exercise.type')}>
        <Link asChild variant="underline" fontWeight="medium" alignSelf="start">
          <RouterLink to={`${FLEXICON_EXPLORE_PATH}?types=${exercise.exerciseType.exerciseTypeCode}`}>
            {exercise.exerciseType.exerciseTypeName}
          </RouterLink>
        </Link>
      </Fact>
      <Fact label={t('flexicon.exercise.measures')}>
        <Wrap gap="1.5" as="ul" listStyleType="none" data-testid="exercise-measurements">
          {exercise.exerciseType.measurements.map((measurement) => (
            <Badge as="li" key={measurement.measurementCode} size="md" variant="surface">
              {measurementLabel(measurement, measurementSystem)}
            </Badge>
          ))}
        </Wrap>
      </Fact>
      {exercise.exerciseTags.length ? (
        <Fact label={t('flexicon.exercise.tags')}>
          <Wrap gap="1.5" as="ul" listStyleType="none">
            {exercise.exerciseTags.map((tag) => (
              <Box as="li" key={tag.exerciseTagCode}>
                {tag.isCategory ? (
                  <Badge asChild size="md" variant="subtle" colorPalette="blue">
                    <RouterLink to={`${FLEXICON_EXPLORE_PATH}?tags=${tag.exerciseTagCode}`}>{tag.exerciseTagName}</RouterLink>
                  </Badge>
                ) : (
                  <Badge size="md" variant="subtle">
                    {tag.exerciseTagName}
                  </Badge>
                )}
              </Box>
            ))}
          </Wrap>
        </Fact>
      ) : null}
      <Fact label={t('flexicon.exercise.equipment')}>
        {slots.required.length || slots.optional.length ? (
          <Stack gap="3" data-testid="exercise-equipment">
            {slots.required.length ? (
              <Stack gap="1">
                <Text fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
                  {t('flexicon.exercise.required')}
                </Text>
                <EquipmentList slots={slots.required} />
              </Stack>
            ) : null}
            {slots.optional.length ? (
              <Stack gap="1">
                <Text fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
                  {t('flexicon.exercise.optional')}
                </Text>
                <EquipmentList slots={slots.optional} />
              </Stack>
            ) : null}
          </Stack>
        ) : (
          <Text>{t('flexicon.exercise.noEquipment')}</Text>
        )}
      </Fact>
    </Stack>
  );
}

function MuscleGroupBars({ groups }: { groups: Exercise['muscleGroups'] }) {
  const { t } = useTranslation();
  if (!groups.length) return null;
  return (
    <Stack gap="2" as="ul" listStyleType="none" aria-label={t('flexicon.exercise.muscleGroups')} data-testid="exercise-muscle-groups">
      {groups.map((group) => (
        <Stack as="li" key={group.muscleGroupCode} gap="1">
          <HStack justify="space-between" fontSize="sm">
            <Text>{group.muscleGroupName}</Text>
            <Text fontWeight="semibold">{group.targetPercentage}%</Text>
          </HStack>
          <Box height="2" borderRadius="full" bg="bg.emphasized" overflow="hidden" aria-hidden="true">
            <Box
              height="100%"
              borderRadius="full"
              bg="orange.solid"
              style={{ width: `${Math.min(100, Math.max(0, group.targetPercentage))}%` }}
            />
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}

function ExerciseSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="6" aria-busy="true" data-testid="exercise-loading">
      <Text srOnly role="status">
        {t('flexicon.exercise.loading')}
      </Text>
      <Skeleton height="10" width="60%" />
      <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="6">
        <SkeletonText noOfLines={6} gap="3" />
        <Skeleton height="80" />
      </Grid>
    </Stack>
  );
}

/**
 * The related exercises' cards, with the names they look up. A component of its own, so reading the reference lists
 * is a step of its own in a sliced render (the hydration of a server-rendered page), not part of the page's.
 */
function RelatedExercises({ exercises }: { exercises: NonNullable<ExercisePageQuery['exercise']>['relatedExercises'] }) {
  const { t } = useTranslation();
  const { lookups } = useFlexiconReference();
  return (
    <Section title={t('flexicon.exercise.related')} testId="exercise-related">
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 4 }} gap="3">
        {exercises.map((related) => (
          <li key={related.exerciseCode}>
            <ExerciseCard exercise={related} lookups={lookups} />
          </li>
        ))}
      </SimpleGrid>
    </Section>
  );
}

export function ExercisePage() {
  const { t } = useTranslation();
  const { exerciseCode = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [shareOpen, setShareOpen] = useState(false);
  const [locale] = useInstructionLocale();
  const variables = useCommittedValue(exercisePageVariables(exerciseCode, locale));
  // The route's loader may have asked for this exercise already (routes.tsx): its answer is taken, not asked again.
  const fetchPolicies = usePreloadedFetchPolicy(ExercisePageDocument, variables);
  const { data, error, loading, refetch } = useQuery(ExercisePageDocument, { variables, ...fetchPolicies });
  // The exercise renders as a transition: a big tree (the body map among it), done in slices; the skeleton stays on
  // screen until it is ready.
  const exercise = useDeferredValue(data?.exercise);
  const exerciseName = exercise?.localizedName ?? null;
  usePageShell({
    title: exerciseName,
    breadcrumbs: [{ label: t('flexicon.title'), to: '/flexicon' }, ...(exerciseName ? [{ label: exerciseName }] : [])],
  });

  // A merged code resolves to the exercise it was merged into: show that exercise's own address.
  const resolvedCode = exercise?.exerciseCode;
  const askedCode = variables.exerciseCode;
  useEffect(() => {
    if (resolvedCode && resolvedCode !== askedCode) {
      void navigate({ pathname: exercisePath(resolvedCode), search: location.search, hash: location.hash }, { replace: true });
    }
  }, [resolvedCode, askedCode, navigate, location.search, location.hash]);

  if (error && isNotFoundError(error)) notFound(`Exercise ${askedCode} was not found`);

  const back = (
    <Link asChild fontSize="sm" color="fg.muted" alignSelf="start">
      <RouterLink to={FLEXICON_EXPLORE_PATH}>
        <ArrowLeft size={14} aria-hidden="true" />
        {t('flexicon.exercise.backToFlexicon')}
      </RouterLink>
    </Link>
  );

  if (!exercise) {
    return (
      <Stack gap="4">
        {back}
        {error ? (
          <Alert.Root status="error" data-testid="exercise-error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('flexicon.exercise.errorTitle')}</Alert.Title>
              <Alert.Description>{error.message}</Alert.Description>
            </Alert.Content>
            <Button size="sm" variant="outline" onClick={() => void refetch().catch(() => undefined)}>
              <RotateCw aria-hidden="true" />
              {t('flexicon.retry')}
            </Button>
          </Alert.Root>
        ) : loading ? (
          <ExerciseSkeleton />
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack gap={{ base: '8', md: '10' }} as="article" data-testid="exercise-page" data-exercise-code={exercise.exerciseCode}>
      <Stack gap="3">
        {back}
        <HStack justify="space-between" align="start" gap="4" wrap="wrap">
          <Stack gap="1" minWidth="0" flex="1">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              {exercise.localizedName}
            </Heading>
            <Text color="fg.muted">{exercise.exerciseType.exerciseTypeName}</Text>
            {exercise.aliases.length ? (
              <Text fontSize="sm" color="fg.muted">
                {t('flexicon.exercise.aliases')}: {exercise.aliases.join(', ')}
              </Text>
            ) : null}
          </Stack>
          <Button variant="outline" onClick={() => setShareOpen(true)} data-testid="exercise-share">
            <Share2 aria-hidden="true" />
            {t('flexicon.exercise.share')}
          </Button>
        </HStack>
        {exercise.description ? <Text maxWidth="70ch">{exercise.description}</Text> : null}
      </Stack>

      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 3fr)' }} gap={{ base: '8', lg: '10' }} alignItems="start">
        <Overview exercise={exercise} />
        <Section title={t('flexicon.exercise.muscles')} testId="exercise-muscles">
          <Grid templateColumns={{ base: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6" alignItems="start">
            <BodyMap muscleUsage={exercise.muscleUsage} />
            <Stack gap="2">
              <Heading as="h3" size="sm">
                {t('flexicon.exercise.muscleGroups')}
              </Heading>
              <MuscleGroupBars groups={exercise.muscleGroups} />
            </Stack>
          </Grid>
        </Section>
      </Grid>

      <InstructionsSection exerciseCode={exercise.exerciseCode} />
      <VideosSection exerciseCode={exercise.exerciseCode} exerciseName={exercise.exerciseName} />

      {exercise.relatedExercises.length ? <RelatedExercises exercises={exercise.relatedExercises} /> : null}

      <ShareDialog
        open={shareOpen}
        onClose={() => setShareOpen(false)}
        title={exercise.localizedName}
        url={exercisePath(exercise.exerciseCode)}
      />
    </Stack>
  );
}
