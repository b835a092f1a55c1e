// /log: the workout in progress. Started from a workout (?workoutId=, with ?programDayId= from a program's day),
// from a past log (?repeat=) or empty (?empty=1, or its button); every change saved as it is made, queued on this
// device while offline.
import { useMutation } from '@apollo/client/react';
import { Alert, Badge, Button, Heading, HStack, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { CloudOff, Pause, Play, Plus, Timer } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { TogetherPanel } from '../together/TogetherPanel';
import { ExerciseCard } from './components/ExerciseCard';
import { FinishDialog } from './components/FinishDialog';
import { LogSummary } from './components/LogSummary';
import { completedSetCount, newId, type LiveLog } from './model';
import { DEFAULT_REST_SECONDS } from './constants';
import { useLoggerReference } from './reference';
import { restTimer } from './rest-timer';
import { afterTick, workingSetNumber } from './set-order';
import { activeSecondsNow, useLiveLog, useSyncState, type Clock } from './use-live-log';

function ActiveClock({ log, clock }: { log: LiveLog; clock: Clock }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (log.status !== 'IN_PROGRESS') return;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [log.status]);
  return (
    <HStack gap="1" fontVariantNumeric="tabular-nums" aria-label={t('liveLog.activeTime')} role="timer" data-testid="active-clock">
      <Timer size={16} aria-hidden="true" />
      <Text fontWeight="semibold">{formatDuration(activeSecondsNow(log, clock, now))}</Text>
    </HStack>
  );
}

function SyncStatus() {
  const { t } = useTranslation();
  const sync = useSyncState();
  const offline = !sync.reachable || (typeof navigator !== 'undefined' && !navigator.onLine);
  const text = offline ? t('liveLog.offline', { count: sync.pending }) : sync.pending ? t('liveLog.saving') : t('liveLog.allSaved');
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
  const { t } = useTranslation();
  const [text, setText] = useState(title);
  const [was, setWas] = useState(title);
  if (was !== title) {
    setWas(title);
    setText(title);
  }
  return (
    <Input
      aria-label={t('liveLog.workoutTitle')}
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
  const { t } = useTranslation();
  usePageTitle(t('liveLog.title'));
  const navigate = useNavigate();
  const { measurementSystem: system } = usePreferences();
  const { outerBorder } = usePageShellSettings();
  const { state, edit, act, adopt, forget } = useLiveLog();
  const sync = useSyncState();
  const reference = useLoggerReference();
  const lookups = useReference(reference);
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
      notify.show(t('liveLog.finishFirst'));
      return;
    }
    try {
      const result = await startLog({
        variables: {
          workoutId: variables.workoutId ?? null,
          input: { workoutLogId: newId(), repeatWorkoutLogId: variables.repeat ?? null, programDayId: variables.programDayId ?? null },
        },
      });
      adopt(unwrapResult(result.data?.startWorkoutLog, t).data);
    } catch (error) {
      notify.error(t('liveLog.startFailed'), { description: errorMessage(error) });
    }
  };
  const startingFromAddress = useStartFromAddress(start);

  if (state.kind === 'loading' || (startingFromAddress && state.kind === 'none') || starting.loading) return <PageSpinner />;

  if (state.kind === 'none')
    return (
      <Stack gap="5" maxWidth="3xl" mx="auto">
        <Heading as="h1" size="xl">
          {t('liveLog.title')}
        </Heading>
        <Text color="fg.muted">{t('liveLog.noneInProgress')}</Text>
        <HStack gap="3" wrap="wrap">
          <Button onClick={() => void start({})} data-testid="start-empty">
            <Plus aria-hidden="true" /> {t('liveLog.startEmpty')}
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/workouts">{t('liveLog.chooseWorkout')}</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/logbook?tab=workout">{t('liveLog.yourLogbook')}</RouterLink>
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
          {t('liveLog.title')}
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
              aria-label={paused ? t('liveLog.resume') : t('liveLog.pause')}
              onClick={() => act(paused ? 'Resume' : 'Pause')}
              data-testid="pause-resume"
            >
              {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
              <chakra.span hideBelow="sm">{paused ? t('liveLog.resume') : t('liveLog.pause')}</chakra.span>
            </Button>
            <Button size="sm" flexShrink="0" onClick={finish} data-testid="finish-workout">
              {t('liveLog.finish')}
            </Button>
          </HStack>
          <HStack gap={{ base: '2', md: '3' }} wrap="wrap">
            <ActiveClock log={log} clock={clock} />
            {paused && <Badge colorPalette="orange">{t('liveLog.paused')}</Badge>}
            <SyncStatus />
          </HStack>
        </Stack>
        {paused && (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>{t('liveLog.pausedHint')}</Alert.Title>
          </Alert.Root>
        )}
        <TogetherPanel part="crew" workoutLogId={log.workoutLogId} system={system} reference={reference} />
        {log.logExercises.length === 0 && <Text color="fg.muted">{t('liveLog.addFirst')}</Text>}
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
              const number = next && workingSetNumber(next.exercise.sets, next.index);
              const label = !next
                ? ''
                : number === null
                  ? t('liveLog.rest.nextOfType', {
                      exercise: next.exercise.exerciseName,
                      type: t(`liveLog.setType.${next.exercise.sets[next.index]!.setType}`).toLowerCase(),
                    })
                  : t('liveLog.rest.nextSet', { exercise: next.exercise.exerciseName, number });
              const notice = {
                title: t('liveLog.rest.over'),
                body: label ? t('liveLog.rest.next', { label }) : t('liveLog.rest.yourNextSet'),
              };
              if (rests) restTimer.start(rest ?? DEFAULT_REST_SECONDS, label, notice);
              else restTimer.skip();
            }}
            onSwap={() => setPicker({ swap: exercise.workoutLogExerciseId })}
          />
        ))}
        <HStack gap="2" wrap="wrap">
          <Button variant="outline" onClick={() => setPicker({ swap: null })} data-testid="add-exercise">
            <Plus aria-hidden="true" /> {t('liveLog.addExercise')}
          </Button>
          <TogetherPanel part="start" workoutLogId={log.workoutLogId} system={system} reference={reference} />
          <Button variant="ghost" colorPalette="red" onClick={() => setDiscarding(true)}>
            {t('liveLog.discardWorkout')}
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
        title={t('liveLog.discardTitle')}
        message={completedSetCount(log) ? t('liveLog.discardSets') : t('liveLog.discardEmpty')}
        confirmLabel={t('liveLog.discard')}
        destructive
        onCancel={() => setDiscarding(false)}
        onConfirm={async () => {
          try {
            unwrapResult((await discardLog({ variables: { workoutLogId: log.workoutLogId } })).data?.deleteWorkoutLog, t);
          } catch (error) {
            notify.error(t('liveLog.discardFailed'), { description: errorMessage(error) });
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
