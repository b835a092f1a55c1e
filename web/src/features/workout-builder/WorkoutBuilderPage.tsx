// The workout builder (/workouts/create, /workouts/new, /workouts/{identifier}): title, description, background and
// the ordered exercises with their sets on the Build tab, byline and visibility on the Publish tab, and the live
// summary beside them. The working copy is kept as a draft in this browser until it is saved.
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Grid, Heading, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { Plus, Save } from 'lucide-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { notFound } from '../../app/error-pages/not-found';
import { breadcrumbsFor } from '../../app/headers/breadcrumbs';
import { TextareaField, TextField, type SelectOption } from '../../components/forms/fields';
import { describeFailure, isNotFound, MutationFailure, unwrapResult } from '../../components/forms/mutation-result';
import { PageSpinner } from '../../components/loading/LoadingOverlay';
import { ConfirmDialog } from '../../components/overlays/ConfirmDialog';
import { notify } from '../../components/toaster/toaster';
import {
  BuilderReferenceDocument,
  CreateBuilderWorkoutDocument,
  UpdateBuilderWorkoutDocument,
  WorkoutBuilderDocument,
  type BuilderReferenceQuery,
  type ExercisePicker_ExerciseFragment,
} from '../../gql/graphql';
import { creatorName } from '../../lib/creator-display';
import { usePageShell, usePageTitle } from '../../lib/page-shell';
import { usePreloadedFetchPolicy } from '../../lib/preload';
import { useSession } from '../auth/session';
import { usePreferences } from '../settings/preferences';
import { BackgroundChooser, backgroundOptionsOf } from './components/BackgroundChooser';
import { BuilderContext, type BuilderContextValue } from './components/builder-context';
import { ExerciseList } from './components/ExerciseList';
import { ExercisePicker } from './components/ExercisePicker';
import { PublishPanel } from './components/PublishPanel';
import { SummaryPanel } from './components/SummaryPanel';
import { draftStorageKey, MAX_DESCRIPTION_CHARS, MAX_EXERCISES, MAX_TITLE_CHARS, WORKOUTS_PATH, workoutEditPath } from './constants';
import { draftFromWorkout, emptyDraft, errorKey, newExercise, toWorkoutInput, type WorkoutDraft } from './draft';
import { useDraft } from './use-draft';
import { useReference } from './reference';
import { useUnsavedGuard } from './use-unsaved-guard';

type Tab = 'build' | 'publish';
/** Fields of the Publish tab: a message about one of them opens that tab. */
const PUBLISH_FIELDS = new Set(['creatorProfileId', 'publishedStatusCode', 'visibility']);

interface BuilderProps {
  workoutId: string | null;
  saved: WorkoutDraft;
  reference: BuilderReferenceQuery | undefined;
  currentCreator: SelectOption | null;
}

function Builder({ workoutId, saved, reference, currentCreator }: BuilderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { measurementSystem } = usePreferences();
  const { draft, setDraft, dirty, restored, dismissRestored, discard, markSaved } = useDraft(draftStorageKey(workoutId), saved);
  // Once created, this is the workout's page, before the address says so: the move to /workouts/{id} can take a
  // moment on a slow phone, and the page must not offer to create the workout again meanwhile.
  const [createdId, setCreatedId] = useState<string | null>(null);
  const savedId = workoutId ?? createdId;
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [tab, setTab] = useState<Tab>('build');
  const [pickerOpen, setPickerOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [createWorkout] = useMutation(CreateBuilderWorkoutDocument);
  const [updateWorkout] = useMutation(UpdateBuilderWorkoutDocument);
  const blocker = useUnsavedGuard(dirty && !saving);
  const lookups = useReference(reference);
  const backgroundOptions = useMemo(() => backgroundOptionsOf(reference?.workoutCardBackgrounds), [reference]);

  const setLocalError = useCallback((key: string, message: string | null) => {
    setLocalErrors((current) => {
      if ((current[key] ?? null) === message) return current;
      const next = { ...current };
      if (message) next[key] = message;
      else delete next[key];
      return next;
    });
  }, []);
  const context = useMemo<BuilderContextValue>(
    () => ({ system: measurementSystem, ...lookups, errors: { ...serverErrors, ...localErrors }, setLocalError }),
    [measurementSystem, lookups, serverErrors, localErrors, setLocalError],
  );

  const update = (changes: Partial<WorkoutDraft>) => setDraft((current) => ({ ...current, ...changes }));
  const addExercise = (exercise: ExercisePicker_ExerciseFragment) =>
    setDraft((current) => ({ ...current, exercises: [...current.exercises, newExercise(exercise)] }));

  const showErrors = (fields: Record<string, string>, message: string) => {
    setServerErrors(fields);
    setFormError(message);
    notify.error(message);
    const keys = Object.keys(fields);
    if (keys.length) setTab(keys.every((key) => PUBLISH_FIELDS.has(key)) ? 'publish' : 'build');
  };

  // One save at a time: a second press (or Enter) while the first is on its way would create the workout twice.
  const inFlight = useRef(false);
  const save = async () => {
    if (inFlight.current) return;
    if (Object.keys(localErrors).length) {
      setTab('build');
      return showErrors({}, t('builder.errors.fixFields'));
    }
    if (!draft.workoutTitle.trim()) return showErrors({ workoutTitle: t('builder.errors.titleRequired') }, t('builder.errors.fixFields'));
    setServerErrors({});
    setFormError(null);
    setSaving(true);
    inFlight.current = true;
    const sent = draft;
    try {
      const input = toWorkoutInput(sent);
      if (savedId) {
        const result = await updateWorkout({ variables: { workoutId: savedId, input } });
        markSaved(draftFromWorkout(unwrapResult(result.data?.updateWorkout, t).data));
        notify.success(t('builder.toasts.saved'));
      } else {
        const result = await createWorkout({ variables: { input } });
        const workout = unwrapResult(result.data?.createWorkout, t).data;
        setCreatedId(workout.workoutId);
        markSaved(draftFromWorkout(workout));
        notify.success(t('builder.toasts.created'));
        void navigate(workoutEditPath(workout.workoutId), { replace: true });
      }
    } catch (cause) {
      const details = cause instanceof MutationFailure ? cause.details : [];
      showErrors(
        Object.fromEntries(details.map((detail) => [errorKey(sent, detail.field), detail.message])),
        describeFailure(cause).message,
      );
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  };

  return (
    <BuilderContext.Provider value={context}>
      <Stack gap="5">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Heading as="h1" size="2xl">
            {savedId ? t('builder.titles.edit') : t('builder.titles.create')}
          </Heading>
          <Button
            colorPalette="blue"
            onClick={() => void save()}
            loading={saving}
            loadingText={t('builder.actions.saving')}
            disabled={!!savedId && !dirty}
            data-testid="builder-save"
          >
            <Save aria-hidden="true" />
            {savedId ? t('builder.actions.save') : t('builder.actions.create')}
          </Button>
        </HStack>
        {restored && (
          <Alert.Root status="info" data-testid="draft-restored">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('builder.draft.restored')}</Alert.Title>
            </Alert.Content>
            <HStack gap="2">
              <Button size="sm" variant="outline" onClick={discard}>
                {t('builder.draft.discard')}
              </Button>
              <Button size="sm" variant="ghost" onClick={dismissRestored}>
                {t('builder.draft.keep')}
              </Button>
            </HStack>
          </Alert.Root>
        )}
        {formError && (
          <Alert.Root status="error" data-testid="builder-error">
            <Alert.Indicator />
            <Alert.Title>{formError}</Alert.Title>
          </Alert.Root>
        )}
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) 340px' }} gap="6" alignItems="start">
          <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value as Tab)} variant="line">
            <Tabs.List>
              <Tabs.Trigger value="build">{t('builder.tabs.build')}</Tabs.Trigger>
              <Tabs.Trigger value="publish">{t('builder.tabs.publish')}</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="build">
              <Stack gap="5">
                <TextField
                  label={t('builder.fields.title')}
                  required
                  value={draft.workoutTitle}
                  onValueChange={(workoutTitle) => update({ workoutTitle })}
                  maxLength={MAX_TITLE_CHARS}
                  placeholder={t('builder.placeholders.title')}
                  error={context.errors.workoutTitle}
                />
                <TextareaField
                  label={t('builder.fields.description')}
                  value={draft.workoutDescription}
                  onValueChange={(workoutDescription) => update({ workoutDescription })}
                  maxLength={MAX_DESCRIPTION_CHARS}
                  error={context.errors.workoutDescription}
                />
                <BackgroundChooser
                  options={backgroundOptions}
                  value={draft.background}
                  onChange={(background) => update({ background })}
                  error={context.errors.workoutBackgroundImageId}
                />
                <Stack gap="3">
                  <HStack justify="space-between">
                    <Heading as="h2" size="lg">
                      {t('builder.exercises.heading')}
                    </Heading>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setPickerOpen(true)}
                      disabled={draft.exercises.length >= MAX_EXERCISES}
                    >
                      <Plus aria-hidden="true" />
                      {t('builder.exercises.add')}
                    </Button>
                  </HStack>
                  {context.errors.workoutExercises && <Text color="red.fg">{context.errors.workoutExercises}</Text>}
                  {draft.exercises.length ? (
                    <ExerciseList exercises={draft.exercises} onChange={(exercises) => update({ exercises })} />
                  ) : (
                    <Text color="fg.muted">{t('builder.exercises.empty')}</Text>
                  )}
                </Stack>
              </Stack>
            </Tabs.Content>
            <Tabs.Content value="publish">
              <PublishPanel draft={draft} onChange={update} statuses={reference?.publishedStatuses ?? []} currentCreator={currentCreator} />
            </Tabs.Content>
          </Tabs.Root>
          <SummaryPanel draft={draft} />
        </Grid>
      </Stack>
      {/* Mounted only while open: its Flexicon lists are not worth asking for until someone adds an exercise. */}
      {pickerOpen && (
        <ExercisePicker
          onClose={() => setPickerOpen(false)}
          onPick={addExercise}
          canAdd={draft.exercises.length < MAX_EXERCISES}
          inWorkout={new Set(draft.exercises.map((item) => item.exercise.exerciseCode))}
        />
      )}
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={t('builder.draft.leaveTitle')}
        message={t('builder.draft.leaveMessage')}
        confirmLabel={t('builder.draft.leave')}
        cancelLabel={t('builder.draft.stay')}
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </BuilderContext.Provider>
  );
}

export function WorkoutBuilderPage() {
  const { t } = useTranslation();
  const { identifier } = useParams();
  const workoutId = identifier ?? null;

  const { userInfo } = useSession();
  const reference = useQuery(BuilderReferenceDocument, { fetchPolicy: 'cache-first' });
  const variables = { workoutId: workoutId ?? '' };
  const fetchPolicies = usePreloadedFetchPolicy(WorkoutBuilderDocument, variables);
  const { data, error, refetch } = useQuery(WorkoutBuilderDocument, { variables, skip: !workoutId, ...fetchPolicies });
  const workout = data?.workout;
  usePageTitle(
    workout
      ? t('builder.titles.editing', { title: workout.workoutTitle })
      : workoutId
        ? t('builder.titles.edit')
        : t('builder.titles.create'),
  );
  // The path would name the workout by its id: the crumbs name it by its title.
  usePageShell({ breadcrumbs: workout ? [...breadcrumbsFor(WORKOUTS_PATH, t), { label: workout.workoutTitle }] : null });
  if (error && isNotFound(error)) notFound(`Workout ${workoutId} was not found`);
  if (error && !workout)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('builder.errors.loadFailed')}</Alert.Title>
          <Alert.Description>{describeFailure(error).message}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={() => void refetch()}>
          {t('builder.errors.retry')}
        </Button>
      </Alert.Root>
    );
  if ((workoutId && !workout) || !reference.data) return <PageSpinner />;
  if (workout && !workout.viewerCanEdit) return <Text>{t('builder.errors.notEditable')}</Text>;
  const saved = workout ? draftFromWorkout(workout) : emptyDraft(userInfo?.creatorProfile?.creatorProfileId ?? null);
  const currentCreator = workout?.creatorProfile
    ? {
        value: workout.creatorProfile.creatorProfileId,
        label: `${creatorName(workout.creatorProfile, t)} (@${workout.creatorProfile.userName})`,
      }
    : null;
  return (
    <Builder key={workoutId ?? 'new'} workoutId={workoutId} saved={saved} reference={reference.data} currentCreator={currentCreator} />
  );
}
