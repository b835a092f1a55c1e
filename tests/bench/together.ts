// Training together under load: BENCH_TOGETHER_SESSIONS sessions (default 100) of three members each, every member
// with the session's subscription open and ticking a set at random moments, one every 20 s on average, for
// BENCH_TOGETHER_SECONDS (default 60). It measures each save (client and server side) and, for each saved set, the
// time from its save being answered to its arrival on the other two members' open subscriptions. Everything goes
// through the public API: sign-ups, buddy requests, logs, the session, the subscription (server-sent events).
import { randomUUID } from 'node:crypto';
import { percentile } from './open-loop.js';
import { eachData } from '../support/subscription.js';

export const TOGETHER_NAME = 'Together: live sessions of three, a set every 20 s each';

const SERVER_DURATION = /app;dur=([\d.]+)/;
const MEAN_SECONDS_BETWEEN_SETS = 20;

interface Member {
  cookie: string;
  userName: string;
  workoutLogId: string;
  exerciseId: string;
  sessionId: string;
}

async function call(base: string, method: string, path: string, cookie: string | null, body?: unknown) {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 200)}`);
  return { response, body: text ? JSON.parse(text) : null };
}

async function signUp(base: string, index: number, run: string) {
  const userName = `crew${run}${index}`;
  const { response } = await call(base, 'POST', '/auth/signup', null, {
    email: `${userName}@bench.liftmates.app`,
    userName,
    password: 'bench-password-123',
  });
  const cookie = response.headers
    .getSetCookie()
    .find((value) => value.startsWith('jwt_token='))
    ?.split(';')[0];
  if (!cookie) throw new Error('Signing up gave no session');
  return { cookie, userName };
}

/** Runs `work` over `items`, `width` at a time. */
async function inBatches<T, R>(items: T[], width: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += width)
    results.push(...(await Promise.all(items.slice(start, start + width).map((item, offset) => work(item, start + offset)))));
  return results;
}

/** Three buddies (the first is the host, buddies with the other two) in a session, each with a workout in progress. */
async function crewOf(base: string, run: string, crewIndex: number): Promise<Member[]> {
  const people = [];
  for (let seat = 0; seat < 3; seat += 1) people.push(await signUp(base, crewIndex * 3 + seat, run));
  const [host, ...guests] = people as [(typeof people)[number], ...typeof people];
  for (const guest of guests) {
    const asked = await call(base, 'POST', '/buddies/requests', host.cookie, { userName: guest.userName });
    await call(base, 'POST', `/buddies/requests/${asked.body.data.buddyshipId}/accept`, guest.cookie);
  }
  const logs: { workoutLogId: string }[] = [];
  for (const person of people)
    logs.push((await call(base, 'POST', '/workout-logs', person.cookie, { workoutLogTitle: 'Bench together' })).body.data);
  const sessionId = (await call(base, 'POST', '/training-sessions', host.cookie, {})).body.data.trainingSessionId as string;
  await call(base, 'POST', `/training-sessions/${sessionId}/invitations`, host.cookie, {
    userNames: guests.map((guest) => guest.userName),
  });
  for (const guest of guests) await call(base, 'POST', '/training-sessions/join', guest.cookie, { trainingSessionId: sessionId });
  return people.map((person, seat) => ({
    ...person,
    workoutLogId: logs[seat]!.workoutLogId,
    exerciseId: randomUUID(),
    sessionId,
  }));
}

/** A member's open subscription: calls `onSets` with the ids of the sets each update carries, as it arrives. */
async function listen(base: string, member: Member, onSets: (ids: string[]) => void) {
  const controller = new AbortController();
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', cookie: member.cookie },
    body: JSON.stringify({
      query: `subscription { trainingSessionUpdated(trainingSessionId: "${member.sessionId}") { kind sets { workoutLogSetId } } }`,
    }),
    signal: controller.signal,
  });
  const opened = new Promise<void>((resolve) => {
    void eachData(response.body!, (data) => {
      resolve();
      const update = (data as { data?: { trainingSessionUpdated?: { sets?: { workoutLogSetId: string }[] } } }).data
        ?.trainingSessionUpdated;
      if (update?.sets?.length) onSets(update.sets.map((set) => set.workoutLogSetId));
    });
  });
  await opened;
  return () => controller.abort();
}

export async function runTogether(base: string) {
  const sessions = Number(process.env.BENCH_TOGETHER_SESSIONS ?? 100);
  const seconds = Number(process.env.BENCH_TOGETHER_SECONDS ?? 60);
  const run = Date.now().toString(36);
  const crews = await inBatches(
    Array.from({ length: sessions }, (_, index) => index),
    10,
    (index) => crewOf(base, run, index),
  );
  const members = crews.flat();

  const answeredAt = new Map<string, number>();
  const arrivals = new Map<string, number[]>();
  const closers = await inBatches(members, 50, (member) =>
    listen(base, member, (ids) => {
      const now = performance.now();
      for (const id of ids) arrivals.set(id, [...(arrivals.get(id) ?? []), now]);
    }),
  );

  const saves: number[] = [];
  const serverSaves: number[] = [];
  let errors = 0;
  const tick = async (member: Member, position: number) => {
    const workoutLogSetId = randomUUID();
    const sent = performance.now();
    try {
      const { response } = await call(base, 'PUT', `/workout-logs/${member.workoutLogId}`, member.cookie, {
        exercises: [
          {
            workoutLogExerciseId: member.exerciseId,
            exerciseCode: 'BARBELL_BENCH_PRESS',
            sets: [
              {
                workoutLogSetId,
                position,
                completed: true,
                values: [
                  { measurementCode: 'WEIGHT', value: 60 + position * 2.5 },
                  { measurementCode: 'REPS', value: 8 },
                ],
              },
            ],
          },
        ],
      });
      const answered = performance.now();
      answeredAt.set(workoutLogSetId, answered);
      saves.push(answered - sent);
      const timed = SERVER_DURATION.exec(response.headers.get('server-timing') ?? '');
      if (timed) serverSaves.push(Number(timed[1]));
    } catch {
      errors += 1;
    }
  };
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    members.map(async (member) => {
      let position = 0;
      for (;;) {
        // Exponential gaps: sets come at random moments, one every MEAN_SECONDS_BETWEEN_SETS on average.
        const gap = -Math.log(1 - Math.random()) * MEAN_SECONDS_BETWEEN_SETS * 1000;
        if (performance.now() + gap > until) return;
        await new Promise((resolve) => setTimeout(resolve, gap));
        await tick(member, position);
        position += 1;
      }
    }),
  );
  // The last sets' updates are given a moment to arrive.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  for (const close of closers) close();

  const delays: number[] = [];
  let early = 0;
  let missing = 0;
  for (const [id, answered] of answeredAt) {
    const times = arrivals.get(id) ?? [];
    // Each of the other two members hears of it; a set restated (none here) would be heard again.
    missing += Math.max(0, 2 - times.length);
    for (const time of times.slice(0, 2)) {
      if (time < answered) early += 1;
      delays.push(Math.max(0, time - answered));
    }
  }
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const figure = (values: number[], share: number) => (Math.round(percentile(sorted(values), share) * 10) / 10).toFixed(1);
  console.log(`\n${TOGETHER_NAME}`);
  console.log(
    `  ${sessions} sessions, ${members.length} members, ${seconds} s: ${saves.length} sets saved (${(saves.length / seconds).toFixed(1)} a second), errors ${errors}`,
  );
  console.log(
    `  a set's save: p50 ${figure(saves, 0.5)} ms  p99 ${figure(saves, 0.99)} ms; in the server: p50 ${figure(serverSaves, 0.5)} ms  p99 ${figure(serverSaves, 0.99)} ms`,
  );
  console.log(
    `  from the save's answer to the others' subscriptions: ${delays.length} deliveries, p50 ${figure(delays, 0.5)} ms  p99 ${figure(delays, 0.99)} ms  max ${figure(delays, 1)} ms (${early} before the answer, counted as 0), missing ${missing}`,
  );
}
