// The workouts the workout scenarios read, made through the project's own services: a creator with 40 published
// workouts of 4 to 8 exercises, and one workout of 10 exercises with 4 sets each for the workout page.
import type { Db } from '../../server/db/client.js';
import { actingAs } from '../../server/lib/acting-as.js';
import { createAccount } from '../../server/domains/users/service.js';
import { createCreatorProfile } from '../../server/domains/creator-profiles/service.js';
import { createWorkout } from '../../server/domains/workouts/service.js';

export interface BenchFixture {
  creatorProfileId: string;
  workoutId: string;
}

const CODES = [
  'BARBELL_BENCH_PRESS',
  'BARBELL_BACK_SQUAT',
  'BARBELL_ROMANIAN_DEADLIFT',
  'PULL_UP',
  'SEATED_DUMBBELL_SHOULDER_PRESS',
  'LAT_PULLDOWN',
  'BARBELL_CURL',
  'TRICEPS_PUSHDOWN',
  'DUMBBELL_WALKING_LUNGE',
  'MACHINE_STANDING_CALF_RAISE',
];

const exercise = (code: string, index: number) => ({
  exerciseCode: code,
  supersetGroup: index >= 8 ? 1 : null,
  restSeconds: 90,
  sets: [
    { setType: 'WARMUP' as const, targets: [{ measurementCode: 'REPS', value: 12 }] },
    ...[0, 1, 2].map(() => ({ targets: [{ measurementCode: 'REPS', value: 8, valueMax: 12 }] })),
  ],
});

export async function createBenchFixture(db: Db): Promise<BenchFixture> {
  const user = await createAccount(db, {
    email: `bench-${Date.now()}@bench.liftmates.app`,
    password: 'bench-password-123',
    userName: `bench_${Date.now().toString(36)}`,
    roles: ['Creator'],
    emailConfirmed: true,
  });
  const member = { userId: user.userId, roles: [{ roleCode: 'Creator' }], creatorProfile: null };
  const profile = await createCreatorProfile(actingAs(db, member), {
    fullName: 'Bench Coach',
    userName: `coach_${Date.now().toString(36)}`,
  });
  const ctx = actingAs(db, { ...member, creatorProfile: profile });
  const published = { creatorProfileId: profile.creatorProfileId, publishedStatusCode: 'PUBLISHED', visibility: 'PUBLIC' };
  for (let index = 0; index < 40; index += 1) {
    const count = 4 + (index % 5);
    await createWorkout(ctx, {
      ...published,
      workoutTitle: `Bench workout ${index + 1}`,
      workoutExercises: CODES.slice(0, count).map(exercise),
    });
  }
  const ten = await createWorkout(ctx, {
    ...published,
    workoutTitle: 'Bench: ten exercises',
    workoutDescription: 'Every major lift, four sets each.',
    workoutExercises: CODES.map(exercise),
  });
  return { creatorProfileId: profile.creatorProfileId, workoutId: ten.workoutId };
}
