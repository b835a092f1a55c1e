// The workout builder: values typed in the user's units stored canonically and back, ranges such as 8–12, superset
// joining, reordering from the keyboard, the 30 s drag timeout, a draft restored from local storage (and discarded),
// the question before leaving unsaved work, the Publish tab's choices, recently used exercises, and the server's
// messages shown at the input they name.
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getI18n } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider, SessionStore, type UserInfo } from '../../web/src/features/auth/session';
import { formatMeasurementValue, parseMeasurementValue } from '../../common/units';
import { PreferencesProvider } from '../../web/src/features/settings/preferences';
import { draftStorageKey, RECENT_EXERCISES_LIMIT } from '../../web/src/features/workout-builder/constants';
import { readRecentExercises, rememberExercise } from '../../web/src/features/workout-builder/recent-exercises';
import { emptyDraft, newKey, supersetGroups, type ExerciseDraft, type WorkoutDraft } from '../../web/src/features/workout-builder/draft';
import { parseTarget } from '../../web/src/features/workout-builder/targets';
import { useDragTimeout } from '../../web/src/features/workout-builder/use-drag-timeout';
import { WorkoutBuilderPage } from '../../web/src/features/workout-builder/WorkoutBuilderPage';
import {
  BuilderReferenceDocument,
  CreateBuilderWorkoutDocument,
  type CreateBuilderWorkoutMutationVariables,
  type ExercisePicker_ExerciseFragment,
} from '../../web/src/gql/graphql';
import { DRAG_TIMEOUT_MS } from '../../web/src/lib/constants';
import { recordingMock, renderAdmin } from './admin-render';
import { json } from './setup';

const USER: UserInfo = {
  userId: 'user-1',
  email: 'coach@example.test',
  userName: 'coach',
  userTimezone: null,
  roles: ['User'],
  measurementSystem: 'IMPERIAL',
  emailConfirmed: true,
  creatorProfile: { creatorProfileId: 'creator-1', userName: 'coach', profilePhoto: null },
  userPrivateMeta: { gender: 'Male' },
};

const REFERENCE = {
  exerciseTypes: [
    {
      __typename: 'ExerciseType',
      exerciseTypeCode: 'WEIGHT_REPS',
      exerciseTypeName: 'Weight & Reps',
      exerciseTypeExerciseMeasurements: ['REPS', 'WEIGHT'],
    },
    {
      __typename: 'ExerciseType',
      exerciseTypeCode: 'BODYWEIGHT_REPS',
      exerciseTypeName: 'Bodyweight Reps',
      exerciseTypeExerciseMeasurements: ['REPS'],
    },
  ],
  measurements: [
    { __typename: 'Measurement', measurementCode: 'REPS', measurementName: 'Reps', unit: 'count' },
    { __typename: 'Measurement', measurementCode: 'WEIGHT', measurementName: 'Weight', unit: 'kg' },
  ],
  publishedStatuses: [
    { __typename: 'PublishedStatus', publishedStatusCode: 'DRAFT', publishedStatusName: 'Draft', sortOrder: 1 },
    { __typename: 'PublishedStatus', publishedStatusCode: 'PUBLISHED', publishedStatusName: 'Published', sortOrder: 2 },
  ],
};

const exercise = (exerciseCode: string, exerciseName: string, exerciseTypeCode = 'WEIGHT_REPS'): ExercisePicker_ExerciseFragment => ({
  __typename: 'Exercise',
  exerciseCode,
  exerciseName,
  exerciseTypeCode,
  muscleUsage: [{ __typename: 'MuscleUsage', muscleCode: 'QUADRICEPS', targetPercentage: 60, isPrimary: true }],
});

const item = (
  picked: ExercisePicker_ExerciseFragment,
  targets: Record<string, { value: number; valueMax: number | null }> = {},
): ExerciseDraft => ({
  key: newKey(),
  exercise: picked,
  notes: '',
  restSeconds: null,
  supersetWithNext: false,
  sets: [{ key: newKey(), setType: 'NORMAL', restSeconds: null, tempo: '', targetRpe: null, notes: '', targets }],
});

const STORED: WorkoutDraft = {
  ...emptyDraft('creator-1'),
  workoutTitle: 'Leg day',
  exercises: [
    item(exercise('BARBELL_BACK_SQUAT', 'Barbell Back Squat')),
    item(exercise('BARBELL_BENCH_PRESS', 'Barbell Bench Press')),
    item(exercise('PUSH_UP', 'Push-Up', 'BODYWEIGHT_REPS'), { REPS: { value: 15, valueMax: null } }),
  ],
};

const APP_ERROR = (details: { field: string; message: string }[] = []) => ({
  createWorkout: {
    __typename: 'AppError',
    code: 'BAD_INPUT',
    message: 'Some fields need attention.',
    details: details.map((detail) => ({ __typename: 'FieldError', ...detail })),
  },
});

function renderBuilder({
  draft = STORED,
  createAnswer = APP_ERROR(),
  userInfo = USER,
}: { draft?: WorkoutDraft | null; createAnswer?: unknown; userInfo?: UserInfo } = {}) {
  if (draft) window.localStorage.setItem(draftStorageKey(null), JSON.stringify(draft));
  const sent: CreateBuilderWorkoutMutationVariables[] = [];
  // The session provider checks the session on mount: it answers with the same user.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json({ data: { userInfo } })),
  );
  const store = new SessionStore();
  store.setUserInfo(userInfo);
  const router = createMemoryRouter(
    [
      { path: '/workouts/create', element: <WorkoutBuilderPage /> },
      { path: '/flexicon', element: <p>Flexicon</p> },
    ],
    { initialEntries: ['/workouts/create'] },
  );
  renderAdmin(
    <SessionProvider store={store}>
      <PreferencesProvider>
        <RouterProvider router={router} />
      </PreferencesProvider>
    </SessionProvider>,
    [recordingMock(BuilderReferenceDocument, () => REFERENCE), recordingMock(CreateBuilderWorkoutDocument, () => createAnswer, sent)],
  );
  return { sent, router };
}

const exerciseItem = (name: string) => screen.getAllByTestId('builder-exercise').find((element) => element.textContent?.includes(name))!;
const names = () => screen.getAllByTestId('builder-exercise-name').map((element) => element.textContent);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('units', () => {
  it('round-trips values typed in either measurement system through canonical units', () => {
    // 135 lb is 61.23496995 kg, kept unrounded; shown again in pounds it is 135, in kilograms 61.2.
    expect(parseMeasurementValue('135', 'kg', 'imperial')).toBe(135 * 0.45359237);
    expect(formatMeasurementValue(135 * 0.45359237, 'kg', 'imperial')).toBe('135');
    expect(formatMeasurementValue(135 * 0.45359237, 'kg', 'metric')).toBe('61.2');
    for (const [unit, text] of [
      ['kg', '62.5'],
      ['m', '3.1'],
      ['cm', '24'],
      ['m/s', '6.5'],
      ['count', '12'],
    ] as const) {
      for (const system of ['metric', 'imperial'] as const) {
        const canonical = parseMeasurementValue(text, unit, system)!;
        expect(formatMeasurementValue(canonical, unit, system)).toBe(text);
      }
    }
    expect(parseMeasurementValue('5', 'm', 'metric')).toBe(5000);
    expect(parseMeasurementValue('1:30', 's', 'imperial')).toBe(90);
    expect(formatMeasurementValue(90, 's', 'metric')).toBe('1:30');
    expect(parseMeasurementValue('heavy', 'kg', 'metric')).toBeNull();
  });
});

describe('ranges', () => {
  const reps = { measurementCode: 'REPS', unit: 'count' };
  const weight = { measurementCode: 'WEIGHT', unit: 'kg' };
  // The English catalogue, as setup.ts gives it to components rendered alone.
  const { t } = getI18n();

  it('reads a range where one makes sense, and says what is wrong otherwise', () => {
    expect(parseTarget('8-12', reps, 'metric', t)).toEqual({ ok: true, target: { value: 8, valueMax: 12 } });
    expect(parseTarget(' 8 – 12 ', reps, 'metric', t)).toEqual({ ok: true, target: { value: 8, valueMax: 12 } });
    expect(parseTarget('10', reps, 'metric', t)).toEqual({ ok: true, target: { value: 10, valueMax: null } });
    expect(parseTarget('', reps, 'metric', t)).toEqual({ ok: true, target: null });
    expect(parseTarget('12-8', reps, 'metric', t)).toEqual({ ok: false, error: 'The top of a range must not be below its bottom' });
    expect(parseTarget('100-120', weight, 'metric', t)).toEqual({ ok: false, error: 'One number here, no range' });
  });

  it('sends a typed range and a weight in pounds as canonical values', async () => {
    const user = userEvent.setup();
    const { sent } = renderBuilder();
    const squat = await waitFor(() => exerciseItem('Barbell Back Squat'));
    await user.type(within(squat).getByLabelText('Set 1 Reps'), '8-12');
    await user.type(within(squat).getByLabelText('Set 1 Weight (lb)'), '135');
    await user.click(screen.getByRole('button', { name: 'Create workout' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const [first] = sent[0]!.input.workoutExercises ?? [];
    expect(first?.sets?.[0]?.targets).toEqual([
      { measurementCode: 'REPS', value: 8, valueMax: 12 },
      { measurementCode: 'WEIGHT', value: 135 * 0.45359237, valueMax: null },
    ]);
  });

  it('keeps a range that does not read from being sent, with its message at the field', async () => {
    const user = userEvent.setup();
    const { sent } = renderBuilder();
    const squat = await waitFor(() => exerciseItem('Barbell Back Squat'));
    await user.type(within(squat).getByLabelText('Set 1 Reps'), '12-8');
    expect(within(squat).getByText('The top of a range must not be below its bottom')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create workout' }));
    expect(await screen.findByTestId('builder-error')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('shows the server’s message at the input its field names', async () => {
    const user = userEvent.setup();
    renderBuilder({ createAnswer: APP_ERROR([{ field: 'workoutExercises.2.sets.0.targets.0.value', message: 'Too large' }]) });
    await waitFor(() => exerciseItem('Push-Up'));
    await user.click(screen.getByRole('button', { name: 'Create workout' }));
    const pushUp = exerciseItem('Push-Up');
    expect(await within(pushUp).findByText('Too large')).toBeTruthy();
  });
});

describe('publishing', () => {
  it('offers a member draft or published, and a member without a creator profile makes one in place', async () => {
    const user = userEvent.setup();
    renderBuilder({ draft: null, userInfo: { ...USER, creatorProfile: null } });
    await user.click(await screen.findByRole('tab', { name: 'Publish' }));
    const status = screen.getByLabelText('Status') as HTMLSelectElement;
    expect([...status.options].map((option) => option.value)).toEqual(['DRAFT', 'PUBLISHED']);
    const form = within(screen.getByTestId('new-creator-profile'));
    expect((form.getByLabelText(/Creator user name/) as HTMLInputElement).value).toBe(USER.userName);
    expect(form.getByLabelText(/Display name/)).toBeTruthy();
    expect(screen.getAllByRole('option', { name: /Public/ })).toHaveLength(1);
  });

  it('opens the Publish tab at the server’s message about the creator profile', async () => {
    const user = userEvent.setup();
    const { sent } = renderBuilder({
      createAnswer: APP_ERROR([{ field: 'creatorProfileId', message: 'Assign a creator profile before publishing' }]),
    });
    await user.click(await screen.findByRole('tab', { name: 'Publish' }));
    await user.selectOptions(screen.getByLabelText('Creator profile'), '');
    await user.selectOptions(screen.getByLabelText('Status'), 'PUBLISHED');
    await user.selectOptions(screen.getByLabelText('Visibility'), 'BUDDIES');
    await user.click(screen.getByRole('tab', { name: 'Build' }));
    await user.click(screen.getByRole('button', { name: 'Create workout' }));
    expect(await screen.findByText('Assign a creator profile before publishing')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Publish' }).getAttribute('aria-selected')).toBe('true');
    expect(sent[0]!.input).toMatchObject({ creatorProfileId: null, publishedStatusCode: 'PUBLISHED', visibility: 'BUDDIES' });
  });
});

describe('recently used exercises', () => {
  it('keeps the latest additions first, each once, up to the limit', () => {
    for (let index = 0; index < RECENT_EXERCISES_LIMIT + 2; index += 1) rememberExercise(exercise(`E${index}`, `Exercise ${index}`));
    rememberExercise(exercise('E5', 'Exercise 5'));
    const codes = readRecentExercises().map((item) => item.exerciseCode);
    expect(codes).toHaveLength(RECENT_EXERCISES_LIMIT);
    expect(codes.slice(0, 3)).toEqual(['E5', 'E9', 'E8']);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('supersets', () => {
  it('numbers runs of joined exercises and ignores a join after the last one', () => {
    const [a, b, c, d] = ['A', 'B', 'C', 'D'].map((code) => item(exercise(code, code)));
    expect(supersetGroups([{ ...a!, supersetWithNext: true }, b!, { ...c!, supersetWithNext: true }, d!])).toEqual([1, 1, 2, 2]);
    expect(
      supersetGroups([{ ...a!, supersetWithNext: true }, { ...b!, supersetWithNext: true }, c!, { ...d!, supersetWithNext: true }]),
    ).toEqual([1, 1, 1, null]);
  });

  it('joins an exercise with the next, draws them as one and sends one group', async () => {
    const user = userEvent.setup();
    const { sent } = renderBuilder();
    await waitFor(() => exerciseItem('Barbell Bench Press'));
    await user.click(within(exerciseItem('Barbell Bench Press')).getByRole('checkbox', { name: /Superset with next/ }));
    expect(exerciseItem('Barbell Bench Press').dataset.superset).toBe('true');
    expect(exerciseItem('Push-Up').dataset.superset).toBe('true');
    expect(exerciseItem('Barbell Back Squat').dataset.superset).toBeUndefined();
    // The last exercise has nothing to join.
    expect(within(exerciseItem('Push-Up')).queryByRole('checkbox', { name: /Superset with next/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create workout' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.input.workoutExercises?.map((entry) => entry.supersetGroup)).toEqual([null, 1, 1]);
  });
});

describe('reordering', () => {
  it('moves exercises with the keyboard through the move buttons', async () => {
    const user = userEvent.setup();
    renderBuilder();
    await waitFor(() => exerciseItem('Push-Up'));
    within(exerciseItem('Barbell Back Squat')).getByRole('button', { name: 'Move Barbell Back Squat down' }).focus();
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['1. Barbell Bench Press', '2. Barbell Back Squat', '3. Push-Up']);
    within(exerciseItem('Push-Up')).getByRole('button', { name: 'Move Push-Up up' }).focus();
    await user.keyboard(' ');
    expect(names()).toEqual(['1. Barbell Bench Press', '2. Push-Up', '3. Barbell Back Squat']);
    expect(
      within(exerciseItem('Barbell Bench Press')).getByRole('button', { name: 'Move Barbell Bench Press up' }).hasAttribute('disabled'),
    ).toBe(true);
  });

  it('turns the drag state off by itself after 30 seconds', () => {
    vi.useFakeTimers();
    const onTimeout = vi.fn();
    const { result } = renderHook(() => useDragTimeout(onTimeout));
    act(() => result.current.start());
    expect(result.current.dragging).toBe(true);
    act(() => vi.advanceTimersByTime(DRAG_TIMEOUT_MS - 1));
    expect(result.current.dragging).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.dragging).toBe(false);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });
});

describe('drafts', () => {
  it('restores unsaved changes with a notice, keeps writing them, and discards them on request', async () => {
    const user = userEvent.setup();
    renderBuilder();
    expect(await screen.findByText('Restored your unsaved changes')).toBeTruthy();
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Leg day');
    expect(names()).toEqual(['1. Barbell Back Squat', '2. Barbell Bench Press', '3. Push-Up']);

    await user.type(screen.getByLabelText(/^Title/), '!');
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem(draftStorageKey(null))!).workoutTitle).toBe('Leg day!'));

    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('');
    expect(screen.queryByTestId('builder-exercise')).toBeNull();
    expect(screen.queryByText('Restored your unsaved changes')).toBeNull();
    expect(window.localStorage.getItem(draftStorageKey(null))).toBeNull();
  });

  it('asks before leaving with unsaved work, and lets the user stay or go', async () => {
    const user = userEvent.setup();
    const { router } = renderBuilder({ draft: null });
    await user.type(await screen.findByLabelText(/^Title/), 'Pull day');
    act(() => void router.navigate('/flexicon'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/workouts/create');
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Pull day');

    act(() => void router.navigate('/flexicon'));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Flexicon')).toBeTruthy();
    // The work is still there for next time.
    expect(JSON.parse(window.localStorage.getItem(draftStorageKey(null))!).workoutTitle).toBe('Pull day');
  });

  it('opens empty, without a notice, when there is no draft', async () => {
    renderBuilder({ draft: null });
    expect(await screen.findByText('No exercises yet. Add some from the Flexicon.')).toBeTruthy();
    expect(screen.queryByText('Restored your unsaved changes')).toBeNull();
  });
});
