// A lifter's account as it looks after a few weeks of use, made through the REST API the way the app makes it: a
// creator profile, three published workouts and a four-week program built from them and followed, three weeks of
// logged sessions (pounds, a US time zone), a buddy with logs and a post of their own, and a session still running.
import { randomUUID } from 'node:crypto';
import { expect, request as playwrightRequest, type APIRequestContext, type APIResponse } from '@playwright/test';
import { ADMIN, newAccount, signUpViaApi, unique } from './shell';

const DAY_MS = 86_400_000;
const KG_PER_LB = 0.45359237;

interface PlannedExercise {
  exerciseCode: string;
  /** Pounds in week 1 (none: bodyweight), reps per set. */
  pounds?: number;
  reps: number;
  sets: number;
}

const SESSIONS: { title: string; exercises: PlannedExercise[] }[] = [
  {
    title: 'Push Day',
    exercises: [
      { exerciseCode: 'BARBELL_BENCH_PRESS', pounds: 155, reps: 5, sets: 4 },
      { exerciseCode: 'BARBELL_OVERHEAD_PRESS', pounds: 95, reps: 6, sets: 3 },
      { exerciseCode: 'DUMBBELL_LATERAL_RAISE', pounds: 20, reps: 12, sets: 3 },
    ],
  },
  {
    title: 'Pull Day',
    exercises: [
      { exerciseCode: 'CONVENTIONAL_DEADLIFT', pounds: 245, reps: 5, sets: 3 },
      { exerciseCode: 'PULL_UP', reps: 8, sets: 4 },
      { exerciseCode: 'BARBELL_BENT_OVER_ROW', pounds: 135, reps: 8, sets: 3 },
    ],
  },
  {
    title: 'Leg Day',
    exercises: [
      { exerciseCode: 'BARBELL_BACK_SQUAT', pounds: 205, reps: 5, sets: 5 },
      { exerciseCode: 'BARBELL_ROMANIAN_DEADLIFT', pounds: 155, reps: 8, sets: 3 },
    ],
  },
];

export interface Lifter {
  /** Signed in as the lifter (cookies), for pages and the API. */
  request: APIRequestContext;
  account: { email: string; password: string; userName: string };
  buddy: { email: string; password: string; userName: string };
  workoutIds: string[];
  programId: string;
  finishedLogIds: string[];
  close(): Promise<void>;
}

const values = (exercise: PlannedExercise, week: number) => [
  ...(exercise.pounds === undefined ? [] : [{ measurementCode: 'WEIGHT', value: (exercise.pounds + week * 5) * KG_PER_LB }]),
  { measurementCode: 'REPS', value: exercise.reps },
];

async function ok(response: Promise<APIResponse>, status?: number) {
  const answered = await response;
  if (status) expect(answered.status(), await answered.text()).toBe(status);
  else expect(answered.ok(), await answered.text()).toBe(true);
  return (await answered.json().catch(() => ({}))).data;
}

/** One session logged at `startedAt`: every set ticked a few minutes apart, ended for buddies to see. */
async function logSession(request: APIRequestContext, session: (typeof SESSIONS)[number], week: number, startedAt: Date, end = true) {
  const workoutLogId = randomUUID();
  await ok(
    request.post('/api/workout-logs', { data: { workoutLogId, workoutLogTitle: session.title, startedAt: startedAt.toISOString() } }),
    201,
  );
  let minute = 0;
  const exercises = session.exercises.map((exercise, position) => ({
    workoutLogExerciseId: randomUUID(),
    exerciseCode: exercise.exerciseCode,
    position,
    sets: Array.from({ length: exercise.sets }, (_, index) => ({
      workoutLogSetId: randomUUID(),
      position: index,
      setType: 'NORMAL',
      // An open set has no completion time: the server refuses one beside completed: false.
      ...(end || index < 2
        ? { completed: true, completedAt: new Date(startedAt.getTime() + (minute += 3) * 60_000).toISOString() }
        : { completed: false }),
      values: values(exercise, week),
    })),
  }));
  await ok(request.put(`/api/workout-logs/${workoutLogId}`, { data: { exercises } }));
  if (end) {
    const at = new Date(startedAt.getTime() + (minute + 5) * 60_000).toISOString();
    await ok(request.put(`/api/workout-logs/${workoutLogId}?action=End&at=${encodeURIComponent(at)}`, { data: { visibility: 'BUDDIES' } }));
  }
  return workoutLogId;
}

/** A new member who has confirmed their e-mail with the code mailed to them (read from the outbox by the admin). */
async function signedUp(baseURL: string, prefix: string) {
  const request = await playwrightRequest.newContext({ baseURL });
  const account = await signUpViaApi(request, newAccount(prefix));
  const admin = await playwrightRequest.newContext({ baseURL });
  await ok(admin.post('/api/auth/password/initiate', { data: ADMIN }));
  const outbox = await ok(admin.get(`/api/mail-outbox?to=${encodeURIComponent(account.email)}&limit=1`));
  await admin.dispose();
  const code = /\b(\d{6})\b/.exec(outbox.items[0].text as string)![1];
  await ok(request.post('/api/auth/confirm-email', { data: { email: account.email, code } }));
  return { request, account };
}

export async function makeLifter(baseURL: string): Promise<Lifter> {
  const { request, account } = await signedUp(baseURL, 'lifter_');
  const { request: buddyRequest, account: buddy } = await signedUp(baseURL, 'buddy_');
  const { userInfo } = await ok(request.get('/api/auth/session'));
  await ok(
    request.put('/api/user', {
      data: {
        userName: userInfo.userName,
        userTimezone: 'America/New_York',
        measurementSystem: 'IMPERIAL',
        userPrivateMeta: userInfo.userPrivateMeta,
      },
    }),
  );

  const { buddyshipId } = await ok(buddyRequest.post('/api/buddies/requests', { data: { userName: account.userName } }), 201);
  await ok(request.post(`/api/buddies/requests/${buddyshipId}/accept`));

  const { creatorProfileId } = await ok(
    request.post('/api/creator-profiles', { data: { fullName: 'Jordan Reyes', displayName: 'Coach Jordan', userName: unique('jordan') } }),
    201,
  );
  const workoutIds: string[] = [];
  for (const session of SESSIONS) {
    const workout = await ok(
      request.post('/api/workouts', {
        data: {
          workoutTitle: session.title,
          workoutDescription: `${session.title}: the basics, heavy, with room to grow.`,
          creatorProfileId,
          publishedStatusCode: 'PUBLISHED',
          visibility: 'PUBLIC',
          workoutExercises: session.exercises.map((exercise) => ({
            exerciseCode: exercise.exerciseCode,
            sets: Array.from({ length: exercise.sets }, () => ({ targets: [{ measurementCode: 'REPS', value: exercise.reps }] })),
          })),
        },
      }),
      201,
    );
    workoutIds.push(workout.workoutId);
  }
  const program = await ok(
    request.post('/api/workout-programs', {
      data: {
        programTitle: 'Four Weeks of Basics',
        programDescription: 'Push, pull and legs three times a week, a little heavier every week.',
        creatorProfileId,
        publishedStatusCode: 'PUBLISHED',
        visibility: 'PUBLIC',
        weekCount: 4,
        programDays: [1, 2, 3, 4].flatMap((weekNumber) =>
          [1, 2, 3, 4, 5, 6, 7].map((dayNumber) =>
            dayNumber % 2 === 1 && dayNumber < 7
              ? { weekNumber, dayNumber, dayType: 'Workout', workoutId: workoutIds[(dayNumber - 1) / 2] }
              : { weekNumber, dayNumber, dayType: dayNumber === 7 ? 'Rest' : 'ActiveRecovery' },
          ),
        ),
      },
    }),
    201,
  );
  await ok(request.post(`/api/workout-programs/${program.programId}/enrollment`, { data: {} }), 201);

  // Three weeks back, Monday, Wednesday and Friday mornings.
  const today = new Date();
  const finishedLogIds: string[] = [];
  for (let week = 0; week < 3; week += 1) {
    for (const [index, session] of SESSIONS.entries()) {
      const day = new Date(today.getTime() - (21 - week * 7 - index * 2) * DAY_MS);
      day.setUTCHours(11 + index, 15, 0, 0);
      finishedLogIds.push(await logSession(request, session, week, day));
    }
  }
  await logSession(buddyRequest, SESSIONS[2]!, 1, new Date(today.getTime() - 2 * DAY_MS));
  await ok(buddyRequest.post('/api/feed', { data: { message: 'New squat PR today. Who is in for legs on Friday?' } }), 201);
  // The buddy cheers the lifter's latest session: props and a comment, which reach the lifter's inbox.
  const feed = await ok(buddyRequest.get('/api/feed?limit=20'));
  const latest = (feed.items as { feedItemId: string; contentType: string; workoutLog?: { workoutLogId: string } | null }[]).find(
    (item) => item.contentType === 'WORKOUT_LOG' && item.workoutLog?.workoutLogId === finishedLogIds.at(-1),
  );
  expect(latest, 'the lifter’s last session in the buddy’s feed').toBeTruthy();
  await ok(buddyRequest.put(`/api/feed/${latest!.feedItemId}/props`, { data: {} }));
  await ok(buddyRequest.post(`/api/feed/${latest!.feedItemId}/comments`, { data: { body: 'Strong week! Squats Friday?' } }), 201);
  // A session under way, so the logger has sets to show.
  await logSession(request, SESSIONS[0]!, 3, new Date(today.getTime() - 20 * 60_000), false);

  return {
    request,
    account,
    buddy,
    workoutIds,
    programId: program.programId,
    finishedLogIds,
    close: async () => {
      await request.dispose();
      await buddyRequest.dispose();
    },
  };
}
