// /log: the workout in progress. Started from a workout (?workoutId=, with ?programDayId= from a program's day),
// from a past log (?repeat=) or empty (?empty=1, or its button); every change saved as it is made, queued on this
// device while offline.
import { useMutation } from '@apollo/client/react';
import { Alert, Badge, Button, Heading, HStack, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { CloudOff, Pause, Play, Plus, Timer } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '../../components/loading/LoadingOverlay';
import { ConfirmDialog } from '../../components/overlays/ConfirmDialog';
import { notify } from '../../components/toaster/toaster';
import { DiscardLiveLogDocument, StartLiveLogDocument, type ExercisePicker_ExerciseFragment } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { unwrapResult } from '../../components/forms/mutation-result';
import { usePageShellSettings, usePageTitle } from '../../lib/page-shell';
import { formatDuration } from '../../../../common/units';
import { usePreferences } from '../settings/preferences';
import { BuilderContext, type BuilderContextValue } from '../workout-builder/components/builder-context';
import { ExercisePicker } from '../workout-builder/components/ExercisePicker';
import { useReference } from '../workout-builder/reference';
import { ExerciseCard } from './components/ExerciseCard';
import { FinishDialog } from './components/FinishDialog';
import { LogSummary } from './components/LogSummary';
import { completedSetCount, newId, type LiveLog } from './model';
import { DEFAULT_REST_SECONDS } from './constants';
import { useLoggerReference } from './reference';
import { restTimer } from './rest-timer';
import { afterTick, workingSetNumber } from './set-order';
import { S } from './strings';
import { activeSecondsNow, useLiveLog, useSyncState, type Clock } from './use-live-log';

function ActiveClock({ log, clock }: { log: LiveLog; clock: Clock }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (log.status !== 'IN_PROGRESS') return;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [log.status]);
  return (
    <HStack gap="1" fontVariantNumeric="tabular-nums" aria-label="Active time" role="timer" data-testid="active-clock">
      <Timer size={16} aria-hidden="true" />
      <Text fontWeight="semibold">{formatDuration(activeSecondsNow(log, clock, now))}</Text>
    </HStack>
  );
}

function SyncStatus() {
  const sync = useSyncState();
  const offline = !sync.reachable || (typeof navigator !== 'undefined' && !navigator.onLine);
  const text = offline
    ? `Offline: ${sync.pending} change${sync.pending === 1 ? '' : 's'} saved on this device, sent when you are back online`
    : sync.pending
      ? 'Saving…'
      : 'All changes saved';
  return (
    <Badge
      colorPalette={offline ? 'orange' : sync.pending ? 'gray' : 'green'}
      whiteSpace="normal"
      role="status"
      aria-live="polite"
      data-testid="sync-status"
    >
      {offline && <CloudOff size={12} aria-hidden="true" />}
      {text}
    </Badge>
  );
}

function TitleField({ title, onSave }: { title: string; onSave(title: string): void }) {
  const [text, setText] = useState(title);
  const [was, setWas] = useState(title);
  if (was !== title) {
    setWas(title);
    setText(title);
  }
  return (
    <Input
      aria-label="Workout title"
      fontSize={{ base: 'lg', md: 'xl' }}
      fontWeight="bold"
      height="9"
      flex="1"
      minWidth="0"
      variant="flushed"
      maxLength={120}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={() => text.trim() && text.trim() !== title && onSave(text.trim())}
    />
  );
}

/** Starts the log the address asks for, once. */
function useStartFromAddress(start: (variables: { workoutId?: string; repeat?: string; programDayId?: string }) => Promise<void>) {
  const [params, setParams] = useSearchParams();
  const started = useRef(false);
  const workoutId = params.get('workoutId') ?? undefined;
  const repeat = params.get('repeat') ?? undefined;
  const programDayId = params.get('programDayId') ?? undefined;
  const wanted = !!(workoutId || repeat || params.has('empty'));
  useEffect(() => {
    if (!wanted || started.current) return;
    started.current = true;
    void start({ workoutId, repeat, programDayId }).finally(() => setParams({}, { replace: true }));
  }, [wanted, workoutId, repeat, programDayId, start, setParams]);
  return wanted;
}

export function LiveLogPage() {
  usePageTitle('Log a workout');
  const navigate = useNavigate();
  const { measurementSystem: system } = usePreferences();
  const { outerBorder } = usePageShellSettings();
  const { state, edit, act, adopt, forget } = useLiveLog();
  const sync = useSyncState();
  const lookups = useReference(useLoggerReference());
  const [startLog, starting] = useMutation(StartLiveLogDocument);
  const [discardLog] = useMutation(DiscardLiveLogDocument);
  const [picker, setPicker] = useState<{ swap: string | null } | null>(null);
  const [finishing, setFinishing] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const context = useMemo<BuilderContextValue>(
    () => ({ system, ...lookups, errors: {}, setLocalError: () => undefined }),
    [system, lookups],
  );

  const start = async (variables: { workoutId?: string; repeat?: string; programDayId?: string }) => {
    if (state.kind === 'log') {
      notify.show('Finish or discard the workout in progress first');
      return;
    }
    try {
      const result = await startLog({
        variables: {
          workoutId: variables.workoutId ?? null,
          input: { workoutLogId: newId(), repeatWorkoutLogId: variables.repeat ?? null, programDayId: variables.programDayId ?? null },
        },
      });
      adopt(unwrapResult(result.data?.startWorkoutLog).data);
    } catch (error) {
      notify.error('The workout could not be started', { description: errorMessage(error) });
    }
  };
  const startingFromAddress = useStartFromAddress(start);

  if (state.kind === 'loading' || (startingFromAddress && state.kind === 'none') || starting.loading) return <PageSpinner />;

  if (state.kind === 'none')
    return (
      <Stack gap="5" maxWidth="3xl" mx="auto">
        <Heading as="h1" size="xl">
          Log a workout
        </Heading>
        <Text color="fg.muted">No workout in progress. Start one from a workout of yours or the Discover list, or log as you go.</Text>
        <HStack gap="3" wrap="wrap">
          <Button onClick={() => void start({})} data-testid="start-empty">
            <Plus aria-hidden="true" /> Start an empty workout
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/workouts">Choose a workout</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/logbook?tab=workout">Your logbook</RouterLink>
          </Button>
        </HStack>
      </Stack>
    );

  const { log, clock } = state;
  if (log.status === 'COMPLETED')
    return (
      <Stack gap="5" maxWidth="3xl" mx="auto">
        <Heading as="h1" size="xl">
          {log.workoutLogTitle}
        </Heading>
        <LogSummary log={log} system={system} syncing={sync.pending > 0} />
      </Stack>
    );

  const paused = log.status === 'PAUSED';
  const addOrSwap = (exercise: ExercisePicker_ExerciseFragment) => {
    const measurements = lookups.measurementsOf(exercise.exerciseTypeCode).map((item) => item.measurementCode);
    const details = {
      exerciseCode: exercise.exerciseCode,
      exerciseName: exercise.exerciseName,
      exerciseTypeCode: exercise.exerciseTypeCode,
      measurements,
    };
    if (picker?.swap) edit({ kind: 'swapExercise', exerciseId: picker.swap, ...details });
    else edit({ kind: 'addExercise', exerciseId: newId(), ...details });
    setPicker(null);
  };
  const finish = () => (completedSetCount(log) ? setFinishing(true) : setDiscarding(true));

  return (
    <BuilderContext.Provider value={context}>
      <Stack gap={{ base: '2', md: '4' }} maxWidth="2xl" mx="auto" pb="24">
        <Heading as="h1" srOnly>
          Log a workout
        </Heading>
        {/* Two short lines (the title with Pause and Finish, then the clock and the save status): on a phone most
            of the screen is sets. */}
        <Stack
          gap="1"
          position="sticky"
          top="0"
          zIndex="sticky"
          bg={outerBorder ? { base: 'bg', lg: 'surface' } : 'bg'}
          py="1.5"
          data-testid="live-log-header"
        >
          <HStack gap="2">
            <TitleField title={log.workoutLogTitle} onSave={(title) => edit({ kind: 'title', title })} />
            <Button
              size="sm"
              variant="outline"
              flexShrink="0"
              px={{ base: '2', sm: '3' }}
              aria-label={paused ? 'Resume' : 'Pause'}
              onClick={() => act(paused ? 'Resume' : 'Pause')}
              data-testid="pause-resume"
            >
              {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
              <chakra.span hideBelow="sm">{paused ? 'Resume' : 'Pause'}</chakra.span>
            </Button>
            <Button size="sm" flexShrink="0" onClick={finish} data-testid="finish-workout">
              Finish
            </Button>
          </HStack>
          <HStack gap={{ base: '2', md: '3' }} wrap="wrap">
            <ActiveClock log={log} clock={clock} />
            {paused && <Badge colorPalette="orange">Paused</Badge>}
            <SyncStatus />
          </HStack>
        </Stack>
        {paused && (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>Paused: the clock stops until you resume.</Alert.Title>
          </Alert.Root>
        )}
        {log.logExercises.length === 0 && <Text color="fg.muted">Add your first exercise to start logging sets.</Text>}
        {log.logExercises.map((exercise, index) => (
          <ExerciseCard
            key={exercise.workoutLogExerciseId}
            exercise={exercise}
            index={index}
            count={log.logExercises.length}
            measurements={lookups.measurementsOf(exercise.exerciseTypeCode)}
            system={system}
            onEdit={edit}
            onSetDone={(setId, rest) => {
              // A superset goes straight on to its next exercise (a rest still running is over); the rest comes
              // after each round.
              const { next, rest: rests } = afterTick(log, exercise.workoutLogExerciseId, setId);
              const label = next
                ? S.nextSet(
                    next.exercise.exerciseName,
                    next.exercise.sets[next.index]!.setType,
                    workingSetNumber(next.exercise.sets, next.index),
                  )
                : '';
              if (rests) restTimer.start(rest ?? DEFAULT_REST_SECONDS, label);
              else restTimer.skip();
            }}
            onSwap={() => setPicker({ swap: exercise.workoutLogExerciseId })}
          />
        ))}
        <HStack gap="2" wrap="wrap">
          <Button variant="outline" onClick={() => setPicker({ swap: null })} data-testid="add-exercise">
            <Plus aria-hidden="true" /> Add exercise
          </Button>
          <Button variant="ghost" colorPalette="red" onClick={() => setDiscarding(true)}>
            Discard workout
          </Button>
        </HStack>
      </Stack>
      {picker && (
        <ExercisePicker
          onClose={() => setPicker(null)}
          onPick={addOrSwap}
          canAdd
          inWorkout={new Set(log.logExercises.map((exercise) => exercise.exerciseCode))}
        />
      )}
      {finishing && (
        <FinishDialog
          open
          initial={{ notes: log.notes, perceivedEffort: log.perceivedEffort, visibility: log.visibility }}
          onClose={() => setFinishing(false)}
          onFinish={(input) => {
            setFinishing(false);
            restTimer.skip();
            act('End', input);
          }}
        />
      )}
      <ConfirmDialog
        open={discarding}
        title="Discard this workout?"
        message={
          completedSetCount(log)
            ? 'Every set of it will be deleted.'
            : 'No set is completed yet, so there is nothing to finish. Discard it?'
        }
        confirmLabel="Discard"
        destructive
        onCancel={() => setDiscarding(false)}
        onConfirm={async () => {
          try {
            unwrapResult((await discardLog({ variables: { workoutLogId: log.workoutLogId } })).data?.deleteWorkoutLog);
          } catch (error) {
            notify.error('The workout could not be discarded', { description: errorMessage(error) });
            return;
          }
          setDiscarding(false);
          restTimer.skip();
          await forget(log.workoutLogId);
          void navigate('/logbook?tab=workout');
        }}
      />
    </BuilderContext.Provider>
  );
}
