// `npm run db:seed -- --demo`: demo members, creators and content to explore the app with. Idempotent by e-mail:
// accounts that exist are left alone. The password comes from DEMO_PASSWORD, or is generated and printed once.
import crypto from 'node:crypto';
import type { Db } from './client.js';
import { creatorSearchText } from '../lib/search-text.js';
import { createAccount } from '../domains/users/service.js';
import type { RoleCode } from '../auth/roles.js';
import { actingAs } from '../lib/acting-as.js';
import { createWorkout, rateWorkout } from '../domains/workouts/service.js';
import { createProgram } from '../domains/programs/service.js';
import { pairKeyOf } from '../domains/buddies/service.js';

interface DemoPerson {
  email: string;
  userName: string;
  roles: RoleCode[];
  creator?: { fullName: string; displayName: string; bio: string; links: [string, string][] };
}

const PEOPLE: DemoPerson[] = [
  { email: 'admin@demo.liftmates.app', userName: 'demo_admin', roles: ['Admin', 'Creator'] },
  {
    email: 'coach.rivera@demo.liftmates.app',
    userName: 'coach_rivera',
    roles: ['Creator'],
    creator: {
      fullName: 'Alex Rivera',
      displayName: 'Coach Rivera',
      bio: 'Strength coach. Heavy basics, smart volume.',
      links: [
        ['INSTAGRAM', 'coach.rivera'],
        ['YOUTUBE', 'coachrivera'],
      ],
    },
  },
  {
    email: 'mia.chen@demo.liftmates.app',
    userName: 'mia_moves',
    roles: ['Creator'],
    creator: {
      fullName: 'Mia Chen',
      displayName: 'Mia Moves',
      bio: 'Mobility, kettlebells and conditioning for busy people.',
      links: [
        ['TIKTOK', 'miamoves'],
        ['STRAVA', '1234567'],
      ],
    },
  },
  { email: 'sam@demo.liftmates.app', userName: 'sam_lifts', roles: [] },
  { email: 'jo@demo.liftmates.app', userName: 'jo_runs', roles: [] },
];

interface DemoWorkout {
  title: string;
  description: string;
  exercises: { code: string; sets: number; reps: number; weightKg?: number; restSeconds: number; superset?: number }[];
}

const WORKOUTS: DemoWorkout[] = [
  {
    title: 'Push Day Foundations',
    description: 'Chest, shoulders and triceps with room to grow.',
    exercises: [
      { code: 'BARBELL_BENCH_PRESS', sets: 4, reps: 6, weightKg: 70, restSeconds: 150 },
      { code: 'SEATED_DUMBBELL_SHOULDER_PRESS', sets: 3, reps: 10, weightKg: 18, restSeconds: 90 },
      { code: 'DUMBBELL_LATERAL_RAISE', sets: 3, reps: 15, weightKg: 8, restSeconds: 45, superset: 1 },
      { code: 'TRICEPS_PUSHDOWN', sets: 3, reps: 12, weightKg: 25, restSeconds: 45, superset: 1 },
    ],
  },
  {
    title: 'Pull Day Builder',
    description: 'Back width and thickness, finished with arms.',
    exercises: [
      { code: 'PULL_UP', sets: 4, reps: 8, restSeconds: 120 },
      { code: 'BARBELL_BENT_OVER_ROW', sets: 4, reps: 8, weightKg: 60, restSeconds: 120 },
      { code: 'LAT_PULLDOWN', sets: 3, reps: 12, weightKg: 50, restSeconds: 90 },
      { code: 'BARBELL_CURL', sets: 3, reps: 12, weightKg: 12, restSeconds: 60 },
    ],
  },
  {
    title: 'Leg Day Classic',
    description: 'Squat, hinge, lunge: the three that matter.',
    exercises: [
      { code: 'BARBELL_BACK_SQUAT', sets: 5, reps: 5, weightKg: 90, restSeconds: 180 },
      { code: 'BARBELL_ROMANIAN_DEADLIFT', sets: 3, reps: 10, weightKg: 70, restSeconds: 120 },
      { code: 'DUMBBELL_WALKING_LUNGE', sets: 3, reps: 12, weightKg: 16, restSeconds: 90 },
      { code: 'MACHINE_STANDING_CALF_RAISE', sets: 4, reps: 15, weightKg: 40, restSeconds: 60 },
    ],
  },
];

async function ensurePerson(db: Db, person: DemoPerson, password: string, created: string[]) {
  const existing = await db.user.findUnique({ where: { email: person.email }, include: { creatorProfile: true } });
  if (!existing) created.push(person.email);
  const user =
    existing ??
    (await createAccount(db, { email: person.email, password, userName: person.userName, roles: person.roles, emailConfirmed: true }));
  if (person.creator && !existing?.creatorProfile) {
    await db.creatorProfile.create({
      data: {
        userId: user.userId,
        fullName: person.creator.fullName,
        displayName: person.creator.displayName,
        userName: person.userName,
        userNameKey: person.userName.toLowerCase(),
        searchText: creatorSearchText({ ...person.creator, userName: person.userName }),
        bio: person.creator.bio,
        isVerified: true,
        socialLinks: {
          create: person.creator.links.map(([socialMediaPlatformCode, username], sortOrder) => ({
            socialMediaPlatformCode,
            username,
            sortOrder,
          })),
        },
      },
    });
  }
  return db.user.findUniqueOrThrow({ where: { email: person.email }, include: { creatorProfile: true, roles: true } });
}

type Person = Awaited<ReturnType<typeof ensurePerson>>;

async function ensureWorkout(db: Db, workout: DemoWorkout, author: Person) {
  const existing = await db.workout.findFirst({ where: { workoutTitle: workout.title, authorUserId: author.userId } });
  if (existing) return existing;
  return createWorkout(actingAs(db, author), {
    workoutTitle: workout.title,
    workoutDescription: workout.description,
    creatorProfileId: author.creatorProfile?.creatorProfileId ?? null,
    publishedStatusCode: 'PUBLISHED',
    visibility: 'PUBLIC',
    workoutExercises: workout.exercises.map((e) => ({
      exerciseCode: e.code,
      supersetGroup: e.superset ?? null,
      restSeconds: e.restSeconds,
      sets: Array.from({ length: e.sets }, () => ({
        targets: [{ measurementCode: 'REPS', value: e.reps }, ...(e.weightKg ? [{ measurementCode: 'WEIGHT', value: e.weightKg }] : [])],
      })),
    })),
  });
}

export async function seedDemo(db: Db) {
  const password = process.env.DEMO_PASSWORD ?? crypto.randomBytes(9).toString('base64url');
  const people = [];
  const created: string[] = [];
  for (const person of PEOPLE) people.push(await ensurePerson(db, person, password, created));
  const [, rivera, mia, sam, jo] = people as [
    unknown,
    (typeof people)[number],
    (typeof people)[number],
    (typeof people)[number],
    (typeof people)[number],
  ];

  const workouts: { workoutId: string }[] = [];
  for (const [index, workout] of WORKOUTS.entries()) {
    const author = index === 2 ? mia : rivera;
    workouts.push(await ensureWorkout(db, workout, author));
  }
  for (const [member, rating] of [
    [sam, 5],
    [jo, 4],
  ] as const) {
    for (const workout of workouts) await rateWorkout(actingAs(db, member), workout.workoutId, { rating });
  }

  const program = await db.program.findFirst({ where: { programTitle: 'Three-Day Split', authorUserId: rivera.userId } });
  if (!program) {
    const dayPlan = ['Workout', 'Rest', 'Workout', 'ActiveRecovery', 'Workout', 'Cardio', 'Rest'] as const;
    let nextWorkout = 0;
    await createProgram(actingAs(db, rivera), {
      programTitle: 'Three-Day Split',
      programDescription: 'Push, pull and legs across a week, with recovery built in.',
      creatorProfileId: rivera.creatorProfile?.creatorProfileId ?? null,
      publishedStatusCode: 'PUBLISHED',
      weekCount: 1,
      programDays: dayPlan.map((dayType, index) => ({
        weekNumber: 1,
        dayNumber: index + 1,
        dayType,
        workoutId: dayType === 'Workout' ? (workouts[nextWorkout++ % workouts.length]?.workoutId ?? null) : null,
      })),
    });
  }

  await db.buddyship.upsert({
    where: { pairKey: pairKeyOf(sam.userId, jo.userId) },
    create: {
      pairKey: pairKeyOf(sam.userId, jo.userId),
      requesterId: sam.userId,
      addresseeId: jo.userId,
      status: 'ACCEPTED',
      respondedAt: new Date(),
    },
    update: {},
  });

  if (created.length && !process.env.DEMO_PASSWORD) console.warn(`New demo accounts (${created.join(', ')}) use the password: ${password}`);
  return { accountsCreated: created.length, workouts: workouts.length, programs: 1 };
}
