// The logbook's web side: the calendar's month grid and keys, the edit form's change (values typed in pounds sent
// in kilograms, untouched values sent exactly as stored, new and removed sets, the log's own fields, bad input kept
// on the page), the log page (sets in the member's units, record badges by name, Edit → Save sends one change), the
// calendar moved by the keyboard, and the history charts' hidden tables.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider, SessionStore, type UserInfo } from '../../web/src/features/auth/session';
import { addMonths, byDay, dayKey, monthStart, monthWeeks, moveDay } from '../../web/src/features/logbook/calendar';
import { HistoryCharts } from '../../web/src/features/logbook/components/HistoryCharts';
import { LogCalendar } from '../../web/src/features/logbook/components/LogCalendar';
import { changeOf, draftOf, newSet } from '../../web/src/features/logbook/edit';
import { measurementLookup } from '../../web/src/features/logbook/format';
import { LogPage } from '../../web/src/features/logbook/pages/LogPage';
import { PreferencesProvider } from '../../web/src/features/settings/preferences';
import {
  LogbookChangeLogDocument,
  LogbookListDocument,
  LogbookLogDocument,
  LogbookReferenceDocument,
  type LogbookChangeLogMutationVariables,
  type LogbookListQueryVariables,
  type LogPage_LogFragment,
} from '../../web/src/gql/graphql';
import { recordingMock, renderAdmin } from './admin-render';
import { json } from './setup';

const USER: UserInfo = {
  userId: 'user-1',
  email: 'lifter@example.test',
  userName: 'lifter',
  userTimezone: null,
  roles: ['User'],
  measurementSystem: 'IMPERIAL',
  emailConfirmed: true,
  creatorProfile: null,
  userPrivateMeta: { gender: 'Male' },
};

const REFERENCE = {
  exerciseTypes: [{ __typename: 'ExerciseType', exerciseTypeCode: 'WEIGHT_REPS', exerciseTypeExerciseMeasurements: ['REPS', 'WEIGHT'] }],
  measurements: [
    { __typename: 'Measurement', measurementCode: 'REPS', measurementName: 'Reps', unit: 'count' },
    { __typename: 'Measurement', measurementCode: 'WEIGHT', measurementName: 'Weight', unit: 'kg' },
  ],
} as const;

const measurementsOf = measurementLookup(REFERENCE as never);

const set = (id: string, kg: number, records: string[] = []) => ({
  __typename: 'WorkoutLogSet' as const,
  workoutLogSetId: id,
  setType: 'NORMAL' as const,
  rpe: null,
  completedAt: '2026-03-10T10:10:00.000Z',
  values: [
    { __typename: 'LoggedValue' as const, measurementCode: 'WEIGHT', value: kg },
    { __typename: 'LoggedValue' as const, measurementCode: 'REPS', value: 5 },
  ],
  personalRecords: records as LogPage_LogFragment['logExercises'][number]['sets'][number]['personalRecords'],
});

const LOG: LogPage_LogFragment = {
  __typename: 'WorkoutLog',
  workoutLogId: 'log-1',
  viewerCanEdit: true,
  workoutLogTitle: 'Push day',
  status: 'COMPLETED',
  visibility: 'BUDDIES',
  startedAt: '2026-03-10T10:00:00.000Z',
  endedAt: '2026-03-10T11:00:00.000Z',
  activeSeconds: 3600,
  notes: null,
  perceivedEffort: 7,
  logSummary: {
    __typename: 'WorkoutLogSummary',
    exerciseCount: 1,
    setCount: 2,
    totalVolume: 800,
    activeSeconds: 3600,
    personalRecordCount: 2,
  },
  muscleUsage: [],
  logExercises: [
    {
      __typename: 'WorkoutLogExercise',
      workoutLogExerciseId: 'exercise-1',
      exerciseCode: 'BARBELL_BENCH_PRESS',
      exerciseName: 'Barbell Bench Press',
      exerciseTypeCode: 'WEIGHT_REPS',
      firstTime: false,
      notes: null,
      sets: [set('set-1', 80, ['MAX_WEIGHT', 'ESTIMATED_1RM']), set('set-2', 80)],
    },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the calendar', () => {
  it('lays a month out in weeks from Monday with blanks around it', () => {
    const weeks = monthWeeks(new Date(2026, 2, 1)); // March 2026 starts on a Sunday
    expect(weeks[0]!.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(weeks[0]![6]!.getDate()).toBe(1);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('moves by day, week, week end and month, keeping the day within a shorter month', () => {
    const day = new Date(2026, 0, 31);
    expect(dayKey(moveDay(day, 'ArrowRight')!)).toBe('2026-02-01');
    expect(dayKey(moveDay(day, 'ArrowUp')!)).toBe('2026-01-24');
    expect(dayKey(moveDay(day, 'PageDown')!)).toBe('2026-02-28');
    expect(dayKey(moveDay(new Date(2026, 2, 11), 'Home')!)).toBe('2026-03-09');
    expect(dayKey(moveDay(new Date(2026, 2, 11), 'End')!)).toBe('2026-03-15');
    expect(moveDay(day, 'a')).toBeNull();
    expect(dayKey(addMonths(monthStart(day), -1))).toBe('2025-12-01');
  });

  it('groups logs by the local day they started', () => {
    const days = byDay([
      { startedAt: new Date(2026, 2, 3, 7).toISOString() },
      { startedAt: new Date(2026, 2, 3, 19).toISOString() },
      { startedAt: new Date(2026, 2, 4, 7).toISOString() },
    ]);
    expect(days.get('2026-03-03')).toHaveLength(2);
    expect(days.get('2026-03-04')).toHaveLength(1);
  });
});

describe('the edit form’s change', () => {
  const AT = '2026-03-10T11:00:00.000Z';

  it('sends nothing when nothing changed, even with values shown in pounds', () => {
    const draft = draftOf(LOG, measurementsOf, 'imperial', 'en-US');
    expect(draft.exercises[0]!.sets[0]!.values.WEIGHT!.text).toBe('176.4');
    expect(changeOf(LOG, draft, measurementsOf, 'imperial', AT)).toEqual({ input: {} });
  });

  it('sends a changed weight in kilograms and the untouched ones exactly as stored', () => {
    const draft = draftOf(LOG, measurementsOf, 'imperial', 'en-US');
    const second = draft.exercises[0]!.sets[1]!;
    second.values.WEIGHT = { ...second.values.WEIGHT!, text: '200' };
    second.rpe = '8.5';
    const { input } = changeOf(LOG, draft, measurementsOf, 'imperial', AT);
    const sets = input!.exercises![0]!.sets!;
    expect(sets[0]!.values).toContainEqual({ measurementCode: 'WEIGHT', value: 80 });
    expect(sets[1]!.values).toContainEqual({ measurementCode: 'WEIGHT', value: 90.718474 });
    expect(sets[1]).toMatchObject({ workoutLogSetId: 'set-2', position: 1, rpe: 8.5, completed: true });
  });

  it('adds sets with new ids and the previous values, removes sets, and changes the log’s own fields', () => {
    const draft = draftOf(LOG, measurementsOf, 'metric', 'en-US');
    const exercise = draft.exercises[0]!;
    const added = newSet(exercise, 'set-new');
    exercise.sets = [exercise.sets[0]!, added];
    draft.removedSetIds = ['set-2'];
    draft.title = ' Heavy push ';
    draft.notes = 'Good';
    draft.visibility = 'PRIVATE';
    draft.perceivedEffort = '';
    const { input } = changeOf(LOG, draft, measurementsOf, 'metric', AT);
    expect(input).toMatchObject({
      workoutLogTitle: 'Heavy push',
      notes: 'Good',
      visibility: 'PRIVATE',
      perceivedEffort: null,
      removedSetIds: ['set-2'],
    });
    expect(input!.exercises![0]!.sets![1]).toMatchObject({
      workoutLogSetId: 'set-new',
      position: 1,
      completed: true,
      completedAt: AT,
      values: expect.arrayContaining([{ measurementCode: 'WEIGHT', value: 80 }]),
    });
  });

  it('names the fields that are not numbers and sends nothing', () => {
    const draft = draftOf(LOG, measurementsOf, 'metric', 'en-US');
    draft.exercises[0]!.sets[0]!.values.REPS = { text: 'five', initialText: '5', initialValue: 5 };
    draft.exercises[0]!.sets[1]!.rpe = '14';
    draft.title = '  ';
    expect(changeOf(LOG, draft, measurementsOf, 'metric', AT)).toEqual({
      errors: { 'set-1.REPS': 'notANumber', 'set-2.rpe': 'rpeRange', title: 'titleRequired' },
    });
  });
});

function renderRoute(element: React.ReactNode, path: string, entry: string, mocks: Parameters<typeof renderAdmin>[1]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json({ data: { userInfo: USER } })),
  );
  const store = new SessionStore();
  store.setUserInfo(USER);
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '/logbook/exercises/:exerciseCode', element: <p>History</p> },
      { path: '/logbook', element: <p>Logbook list</p> },
    ],
    { initialEntries: [entry] },
  );
  renderAdmin(
    <SessionProvider store={store}>
      <PreferencesProvider>
        <RouterProvider router={router} />
      </PreferencesProvider>
    </SessionProvider>,
    mocks,
  );
  return router;
}

describe('the log page', () => {
  it('shows sets in pounds with their records, and saves an edited weight as one change', async () => {
    const sent: LogbookChangeLogMutationVariables[] = [];
    const saved: LogPage_LogFragment = {
      ...LOG,
      logExercises: [{ ...LOG.logExercises[0]!, sets: [set('set-1', 80, ['ESTIMATED_1RM']), set('set-2', 90.718474, ['MAX_WEIGHT'])] }],
    };
    renderRoute(<LogPage />, '/logbook/:workoutLogId', '/logbook/log-1', [
      recordingMock(LogbookLogDocument, () => ({ workoutLog: LOG })),
      recordingMock(LogbookReferenceDocument, () => REFERENCE),
      recordingMock(
        LogbookChangeLogDocument,
        () => ({ changeWorkoutLog: { __typename: 'MutationChangeWorkoutLogSuccess', data: saved } }),
        sent,
      ),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Push day' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('log-set-values')[0]!.textContent).toBe('176.4 lb × 5'));
    const firstSet = screen.getAllByTestId('log-set')[0]!;
    expect(
      within(firstSet)
        .getAllByTestId('record-badge')
        .map((badge) => badge.textContent?.trim()),
    ).toEqual(['Heaviest weight', 'Best e1RM']);
    expect(screen.getByRole('link', { name: 'Barbell Bench Press' }).getAttribute('href')).toBe('/logbook/exercises/BARBELL_BENCH_PRESS');
    expect(screen.getByRole('link', { name: 'Repeat' }).getAttribute('href')).toBe('/log?repeat=log-1');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const weight = screen.getByLabelText('Barbell Bench Press, set 2: Weight (lb)');
    await user.clear(weight);
    await user.type(weight, '200');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.workoutLogId).toBe('log-1');
    expect(sent[0]!.input.exercises![0]!.sets![1]!.values).toContainEqual({ measurementCode: 'WEIGHT', value: 90.718474 });
    await waitFor(() => expect(screen.getAllByTestId('log-set-values')[1]!.textContent).toBe('200 lb × 5'));
    expect(within(screen.getAllByTestId('log-set')[1]!).getByTestId('record-badge').textContent?.trim()).toBe('Heaviest weight');
  });

  it('says an exercise done for the first time set a baseline, and shows no records on it', async () => {
    const first: LogPage_LogFragment = {
      ...LOG,
      logSummary: { ...LOG.logSummary, personalRecordCount: 0 },
      logExercises: [{ ...LOG.logExercises[0]!, firstTime: true, sets: [set('set-1', 80), set('set-2', 80)] }],
    };
    renderRoute(<LogPage />, '/logbook/:workoutLogId', '/logbook/log-1', [
      recordingMock(LogbookLogDocument, () => ({ workoutLog: first })),
      recordingMock(LogbookReferenceDocument, () => REFERENCE),
    ]);
    const exercise = await screen.findByTestId('log-exercise');
    expect(within(exercise).getByTestId('first-time').textContent).toContain('First time');
    expect(exercise.textContent).toContain('these sets are the baseline your records start from');
    expect(within(exercise).queryAllByTestId('record-badge')).toHaveLength(0);
  });

  it('says so when the log is not there', async () => {
    renderRoute(<LogPage />, '/logbook/:workoutLogId', '/logbook/gone', [
      {
        request: { query: LogbookLogDocument, variables: { workoutLogId: 'gone' } },
        result: { errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }] as never },
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
      recordingMock(LogbookReferenceDocument, () => REFERENCE),
    ]);
    expect(await screen.findByTestId('log-not-found')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Workout log not found');
  });
});

describe('the calendar view', () => {
  it('marks the days with logs, moves with the arrow keys and lists a chosen day’s logs', async () => {
    const day = new Date(2026, 2, 10, 9);
    const sent: LogbookListQueryVariables[] = [];
    const entry = {
      __typename: 'WorkoutLog',
      workoutLogId: 'log-1',
      workoutLogTitle: 'Push day',
      status: 'COMPLETED',
      startedAt: day.toISOString(),
      logSummary: LOG.logSummary,
    };
    renderRoute(<LogCalendar initialDay={new Date(2026, 2, 9)} />, '/logbook', '/logbook', [
      recordingMock(
        LogbookListDocument,
        (variables: LogbookListQueryVariables) => ({
          workoutLogs: {
            __typename: 'QueryWorkoutLogsConnection',
            totalCount: 1,
            pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
            edges:
              variables.from === new Date(2026, 2, 1).toISOString() ? [{ __typename: 'QueryWorkoutLogsConnectionEdge', node: entry }] : [],
          },
        }),
        sent,
      ),
    ]);
    const grid = await screen.findByRole('grid');
    await waitFor(() => expect(grid.querySelectorAll('[data-has-logs]')).toHaveLength(1));
    expect(sent[0]).toMatchObject({ from: new Date(2026, 2, 1).toISOString(), to: new Date(2026, 3, 1).toISOString() });
    const start = grid.querySelector<HTMLButtonElement>('[data-day="2026-03-09"]')!;
    expect(start.tabIndex).toBe(0);
    const user = userEvent.setup();
    start.focus();
    await user.keyboard('{ArrowRight}');
    const next = grid.querySelector<HTMLButtonElement>('[data-day="2026-03-10"]')!;
    await waitFor(() => expect(document.activeElement).toBe(next));
    expect(next.getAttribute('aria-label')).toContain('1 workout');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('link', { name: 'Push day' })).toBeTruthy();
    await user.keyboard('{PageDown}');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 }).textContent).toMatch(/April|4/));
    await waitFor(() => expect(sent.some((variables) => variables.from === new Date(2026, 3, 1).toISOString())).toBe(true));
  });
});

describe('the history charts', () => {
  // jsdom lays nothing out: the charts measure 0 × 0 and say so; the tables are what these tests read.
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('give every chart a hidden table of its figures and leave out charts with nothing to show', () => {
    renderAdmin(
      <HistoryCharts
        loadUnit="kg"
        points={[
          { key: 'a', label: '1 Mar 26', e1rm: 93.33, weight: 80, volume: 800, reps: 10 },
          { key: 'b', label: '8 Mar 26', e1rm: 99.17, weight: 85, volume: 850, reps: 10 },
        ]}
      />,
    );
    for (const field of ['e1rm', 'weight', 'volume', 'reps'])
      expect(screen.getByTestId(`chart-table-${field}`).querySelectorAll('tbody tr')).toHaveLength(2);
    expect(screen.getByTestId('epley').textContent).toBe('Epley: 1RM = weight × (1 + reps ÷ 30)');
    expect(within(screen.getByTestId('chart-table-e1rm')).getByText('99.17')).toBeTruthy();
  });

  it('draws no weight charts for an exercise without weight', () => {
    renderAdmin(<HistoryCharts loadUnit="kg" points={[{ key: 'a', label: '1 Mar 26', e1rm: null, weight: null, volume: 0, reps: 30 }]} />);
    expect(screen.queryByTestId('chart-e1rm')).toBeNull();
    expect(screen.queryByTestId('chart-volume')).toBeNull();
    expect(screen.getByTestId('chart-reps')).toBeTruthy();
  });
});
