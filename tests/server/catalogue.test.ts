// The seeded reference catalogue against the counts and codes the spec gives, read through the public APIs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.js';
import * as catalogue from '../../prisma/seed/catalogue.js';
import { exercises } from '../../prisma/seed/exercises/index.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const SPEC_TAGS_NOT_CATEGORY = [
  'BODYWEIGHT_WITH_EQUIPMENT',
  'COMPOUND',
  'ENDURANCE',
  'GOOD_COOLDOWN',
  'MACHINE',
  'MARTIAL_ARTS',
  'PLATE_LOADED',
  'SWIMMING',
];

describe('reference catalogue', () => {
  it('has the 49 muscles with friendly names', async () => {
    const muscles = (await server.api('GET', '/muscles')).body.data;
    expect(muscles).toHaveLength(49);
    expect(muscles.find((m: { muscleCode: string }) => m.muscleCode === 'QUADRICEPS')).toMatchObject({ friendlyName: 'Quads' });
    expect(muscles.every((m: { friendlyName: string }) => m.friendlyName.length > 0)).toBe(true);
  });

  it('has the muscle-group hierarchy of the spec', async () => {
    const groups: { muscleGroupCode: string; muscleGroupType: string; muscleGroupParent: string | null; muscleGroupMuscles: string[] }[] = (
      await server.api('GET', '/muscle-groups')
    ).body.data;
    const ofType = (type: string) => groups.filter((g) => g.muscleGroupType === type).map((g) => g.muscleGroupCode);
    expect(ofType('main_group').sort()).toEqual(['ACCESSORIES', 'LOWER_BODY', 'UPPER_BODY']);
    expect(ofType('subgroup').sort()).toEqual(
      [
        'BACK',
        'BICEPS',
        'CALVES_SHINS',
        'CHEST',
        'CORE',
        'FOREARMS',
        'GLUTES_AND_HIPS',
        'HAMSTRINGS',
        'HIP_ABDUCTORS',
        'HIP_ADDUCTORS',
        'LOWER_BACK',
        'NECK',
        'QUADS',
        'SHOULDERS',
        'TRAPEZIUS',
        'TRICEPS',
      ].sort(),
    );
    expect(ofType('exercise_group')).toEqual(
      expect.arrayContaining([
        'ABS',
        'OBLIQUES',
        'CALVES',
        'GLUTES',
        'LATS_WIDTH',
        'UPPER_CHEST',
        'LOWER_CHEST',
        'INNER_CHEST',
        'FRONT_DELTS',
        'SIDE_DELTS',
        'REAR_DELTS',
        'ROTATOR_CUFF',
        'RHOMBOIDS_SCAPULAR',
      ]),
    );
    expect(ofType('filter_group')).toHaveLength(3);
    // Every muscle resolves to exactly one subgroup by walking up the parents.
    const subgroupOf = new Map<string, string[]>();
    for (const g of groups.filter((group) => group.muscleGroupType === 'subgroup')) {
      for (const m of g.muscleGroupMuscles) subgroupOf.set(m, [...(subgroupOf.get(m) ?? []), g.muscleGroupCode]);
    }
    expect(subgroupOf.size).toBe(49);
    expect([...subgroupOf.values()].every((list) => list.length === 1)).toBe(true);
    const codes = new Set(groups.map((g) => g.muscleGroupCode));
    expect(groups.every((g) => g.muscleGroupParent === null || codes.has(g.muscleGroupParent))).toBe(true);
  });

  it('has the 28 tags with isCategory exactly as the spec says, 19 exercise types, 8 statuses and 2 locales', async () => {
    const tags = await server.db.exerciseTag.findMany();
    expect(tags).toHaveLength(28);
    expect(
      tags
        .filter((t) => !t.isCategory)
        .map((t) => t.exerciseTagCode)
        .sort(),
    ).toEqual(SPEC_TAGS_NOT_CATEGORY);
    const types = await server.db.exerciseType.findMany({ include: { measurements: { orderBy: { sortOrder: 'asc' } } } });
    expect(types).toHaveLength(19);
    const treadmill = types.find((t) => t.exerciseTypeCode === 'TREADMILL')!;
    expect(treadmill.measurements.map((m) => m.measurementCode)).toEqual(['TREADMILL_INCLINE_PERCENTAGE', 'SPEED', 'DURATION', 'DISTANCE']);
    const statuses = await server.db.publishedStatus.findMany({ orderBy: { sortOrder: 'asc' } });
    expect(statuses.map((s) => s.publishedStatusCode)).toEqual([
      'PUBLISHED',
      'FAVORITES',
      'REVIEWED',
      'DRAFT',
      'UNREVIEWED',
      'PENDING',
      'RECYCLING',
      'TRASH',
    ]);
    expect(statuses.every((s) => s.emoji && /^#[0-9a-f]{6}$/i.test(s.backgroundColor) && /^#[0-9a-f]{6}$/i.test(s.color))).toBe(true);
    const locales = await server.db.locale.findMany({
      where: { localeCode: { in: catalogue.locales.map((l) => l.code) } },
      orderBy: { localeCode: 'asc' },
    });
    expect(catalogue.locales).toHaveLength(2);
    expect(locales.map((l) => [l.localeCode, l.published])).toEqual([
      ['en-US', true],
      ['es-ES', true],
    ]);
  });

  it('has 18 social platforms, about 100 equipment items and 13 equipment main groups', async () => {
    // Other test files add their own rows; the catalogue's own codes are what is checked here.
    const platforms = await server.db.socialMediaPlatform.findMany({
      where: { socialMediaPlatformCode: { in: catalogue.socialMediaPlatforms.map((p) => p.code) } },
    });
    expect(platforms.map((p) => p.socialMediaPlatformCode).sort()).toEqual(
      [
        'TWITTER',
        'X',
        'INSTAGRAM',
        'TIKTOK',
        'YOUTUBE',
        'STRAVA',
        'REDDIT',
        'FACEBOOK',
        'MEDIUM',
        'GITHUB',
        'TWITCH',
        'EMAIL',
        'EARLY',
        'LINKEDIN',
        'DISCORD',
        'TELEGRAM',
        'WHATSAPP',
        'WEBSITE',
      ].sort(),
    );
    expect(
      platforms
        .filter((p) => p.socialMediaPlatformUrlFormat === '')
        .map((p) => p.socialMediaPlatformCode)
        .sort(),
    ).toEqual(['EARLY', 'EMAIL', 'WEBSITE']);
    expect(
      platforms.filter((p) => p.socialMediaPlatformUrlFormat !== '').every((p) => p.socialMediaPlatformUrlFormat.includes('{username}')),
    ).toBe(true);
    const seededEquipment = catalogue.equipment.map((e) => e.code);
    expect(seededEquipment.length).toBeGreaterThanOrEqual(95);
    expect(seededEquipment.length).toBeLessThanOrEqual(120);
    expect(await server.db.equipment.count({ where: { equipmentCode: { in: seededEquipment } } })).toBe(seededEquipment.length);
    for (const code of [
      'BARBELL',
      'DUMBBELLS',
      'KETTLEBELLS',
      'TREADMILL',
      'YOGA_MAT',
      'SMITH_MACHINE',
      'RESISTANCE_BANDS',
      'TRX_TRAINER',
      'ASSAULT_BIKE',
      'LEG_PRESS_MACHINE',
      'ROPE_ATTACHMENT',
    ]) {
      expect(seededEquipment).toContain(code);
    }
    const groups = await server.db.equipmentGroup.findMany({
      where: { equipmentGroupCode: { in: catalogue.equipmentGroups.map((g) => g.code) } },
      orderBy: { sortOrder: 'asc' },
    });
    expect(groups.map((g) => [g.equipmentGroupCode, g.sortOrder])).toEqual([
      ['MACHINES', 1],
      ['CARDIO_MACHINES', 2],
      ['CABLES', 3],
      ['DUMBBELLS', 4],
      ['KETTLEBELLS', 5],
      ['TRX_TRAINER', 6],
      ['MEDICINE_BALL', 7],
      ['RESISTANCE_BANDS', 8],
      ['GYMNASTIC_RINGS', 9],
      ['BOSU_BALL', 10],
      ['BARBELL', 11],
      ['WEIGHT_PLATES', 12],
      ['FOAM_ROLLER', 13],
    ]);
  });

  it('has an encyclopedia of at least 600 exercises, every one with instructions and a name in English and Spanish', async () => {
    // Other test files add and merge exercises of their own; the seeded codes are what is checked here.
    const seeded = {
      exerciseCode: { in: exercises.map((e) => e.code) },
      exercise: { contributions: { some: { creatorProfileId: 'liftmates', contributionRole: 'ORIGINAL_AUTHOR' } } },
    };
    expect(exercises.length).toBeGreaterThanOrEqual(600);
    expect(await server.db.exercise.count({ where: { exerciseCode: seeded.exerciseCode } })).toBe(exercises.length);
    expect(await server.db.exerciseInstruction.count({ where: { ...seeded, localeCode: 'en-US', creatorProfileId: 'liftmates' } })).toBe(
      exercises.length,
    );
    expect(await server.db.exerciseInstruction.count({ where: { ...seeded, localeCode: 'es-ES', creatorProfileId: 'liftmates' } })).toBe(
      exercises.length,
    );
    expect(await server.db.exerciseName.count({ where: { ...seeded, localeCode: 'es-ES' } })).toBe(exercises.length);
    const usage = await server.db.exerciseMuscle.groupBy({
      by: ['exerciseCode'],
      where: { exerciseCode: seeded.exerciseCode },
      _sum: { targetPercentage: true },
    });
    expect(usage).toHaveLength(exercises.length);
    expect(usage.every((row) => row._sum.targetPercentage === 100)).toBe(true);
    expect(
      await server.db.exercise.count({ where: { exerciseCode: seeded.exerciseCode, muscleUsage: { none: { isPrimary: true } } } }),
    ).toBe(0);
  });

  it('seeds idempotently: a second run changes nothing', async () => {
    const { seedCatalogue } = await import('../../server/db/seed.js');
    const before = await server.db.exercise.count();
    expect((await seedCatalogue(server.db)).skipped).toBe(true);
    await server.db.seedRun.update({ where: { name: 'catalogue' }, data: { checksum: 'stale' } });
    const rerun = await seedCatalogue(server.db);
    expect(rerun).toEqual({ skipped: false, exercisesCreated: 0, exercisesUpdated: 0, exercisesMerged: 0 });
    expect(await server.db.exercise.count()).toBe(before);
  });
});

describe('upgrading a database seeded by an earlier catalogue', () => {
  const reseed = async () => {
    const { seedCatalogue } = await import('../../server/db/seed.js');
    await server.db.seedRun.update({ where: { name: 'catalogue' }, data: { checksum: 'stale' } });
    return seedCatalogue(server.db);
  };
  const muscles = async (exerciseCode: string) =>
    (await server.api('GET', `/exercises/${exerciseCode}`)).body.data.muscleUsage
      .map((row: { muscleCode: string }) => row.muscleCode)
      .sort();

  it('sends the old code of a merged duplicate to the exercise that stayed in a database that never had it', async () => {
    const response = await server.api('GET', '/exercises/DUMBBELL_REAR_DELT_FLY');
    expect(response.status).toBe(200);
    expect(response.body.data.exerciseCode).toBe('BENT_OVER_DUMBBELL_REVERSE_FLY');
  });

  it('rewrites an exercise the seed wrote and nobody edited, keeps one an administrator changed, and merges a duplicate', async () => {
    const { storedSeedChecksum } = await import('../../server/db/seed-exercises.js');
    // LEG_EXTENSION as an older catalogue wrote it, abs padding included.
    await server.db.exerciseMuscle.update({
      where: { exerciseCode_muscleCode: { exerciseCode: 'LEG_EXTENSION', muscleCode: 'QUADRICEPS' } },
      data: { targetPercentage: 95 },
    });
    await server.db.exerciseMuscle.create({
      data: { exerciseCode: 'LEG_EXTENSION', muscleCode: 'RECTUS_ABDOMINIS', targetPercentage: 5, isPrimary: false },
    });
    await server.db.exercise.update({
      where: { exerciseCode: 'LEG_EXTENSION' },
      data: { seedChecksum: await storedSeedChecksum(server.db, 'LEG_EXTENSION') },
    });
    // MACHINE_STANDING_CALF_RAISE as written before exercises remembered their seed checksum, never edited since.
    await server.db.exerciseMuscle.create({
      data: { exerciseCode: 'MACHINE_STANDING_CALF_RAISE', muscleCode: 'TRANSVERSE_ABDOMINIS', targetPercentage: 5, isPrimary: false },
    });
    await server.db.$executeRawUnsafe(`UPDATE "Exercise" SET "seedChecksum" = NULL WHERE "exerciseCode" = 'MACHINE_STANDING_CALF_RAISE'`);
    // CRUNCH as an older catalogue wrote it (one alias short), then given an alias of their own by an administrator.
    const [firstAlias] = exercises.find((exercise) => exercise.code === 'CRUNCH')!.aliases;
    await server.db.exerciseAlias.delete({ where: { exerciseCode_alias: { exerciseCode: 'CRUNCH', alias: firstAlias! } } });
    await server.db.exercise.update({
      where: { exerciseCode: 'CRUNCH' },
      data: { seedChecksum: await storedSeedChecksum(server.db, 'CRUNCH') },
    });
    await server.db.exerciseAlias.create({ data: { exerciseCode: 'CRUNCH', alias: 'Ab Crunch (our gym)' } });
    // The duplicate an older catalogue carried, with a member's workout on it.
    await server.db.exerciseAlias.deleteMany({ where: { alias: 'DUMBBELL_REAR_DELT_FLY', isMergedCode: true } });
    await server.db.exercise.create({
      data: {
        exerciseCode: 'DUMBBELL_REAR_DELT_FLY',
        exerciseName: 'Bent-Over Dumbbell Rear Delt Fly',
        exerciseTypeCode: 'WEIGHT_REPS',
        publishedStatusCode: 'PUBLISHED',
        searchText: 'bent-over dumbbell rear delt fly',
        muscleUsage: { create: [{ muscleCode: 'POSTERIOR_DELTOID', targetPercentage: 100, isPrimary: true }] },
      },
    });
    const member = await server.signUp();
    const workout = await server.api('POST', '/workouts', {
      auth: member,
      body: {
        workoutTitle: 'Rear delts',
        workoutExercises: [{ exerciseCode: 'DUMBBELL_REAR_DELT_FLY', sets: [{ targets: [{ measurementCode: 'REPS', value: 12 }] }] }],
      },
    });
    expect(workout.status, JSON.stringify(workout.body)).toBe(201);

    // BARBELL_BACK_SQUAT as the catalogue wrote it before names per locale and equipment alternatives existed: no
    // Spanish name, and the power rack an optional extra rather than an alternative to the squat rack.
    await server.db.exerciseName.deleteMany({ where: { exerciseCode: 'BARBELL_BACK_SQUAT' } });
    await server.db.exerciseEquipment.deleteMany({ where: { exerciseCode: 'BARBELL_BACK_SQUAT' } });
    await server.db.exerciseEquipment.createMany({
      data: [
        { exerciseCode: 'BARBELL_BACK_SQUAT', equipmentCode: 'BARBELL', isRequired: true, slot: 0 },
        { exerciseCode: 'BARBELL_BACK_SQUAT', equipmentCode: 'WEIGHT_PLATES', isRequired: true, slot: 1 },
        { exerciseCode: 'BARBELL_BACK_SQUAT', equipmentCode: 'SQUAT_RACK', isRequired: true, slot: 2 },
        { exerciseCode: 'BARBELL_BACK_SQUAT', equipmentCode: 'POWER_RACK', isRequired: false, slot: 0 },
      ],
    });
    await server.db.exercise.update({
      where: { exerciseCode: 'BARBELL_BACK_SQUAT' },
      data: { seedChecksum: await storedSeedChecksum(server.db, 'BARBELL_BACK_SQUAT') },
    });
    // BARBELL_FRONT_SQUAT as an older catalogue wrote it, then renamed in Spanish by an administrator: theirs stays.
    await server.db.exerciseName.update({
      where: { exerciseCode_localeCode: { exerciseCode: 'BARBELL_FRONT_SQUAT', localeCode: 'es-ES' } },
      data: { name: 'Sentadilla frontal (la de nuestro box)' },
    });
    await server.db.exercise.update({ where: { exerciseCode: 'BARBELL_FRONT_SQUAT' }, data: { seedChecksum: 'an older catalogue' } });

    expect(await reseed()).toEqual({ skipped: false, exercisesCreated: 0, exercisesUpdated: 3, exercisesMerged: 1 });
    const squat = (await server.api('GET', '/exercises/BARBELL_BACK_SQUAT')).body.data;
    expect(squat.requiredEquipmentSlots).toContainEqual({ equipmentCodes: ['POWER_RACK', 'SQUAT_RACK'] });
    expect(squat.names).toEqual([expect.objectContaining({ localeCode: 'es-ES' })]);
    expect((await server.api('GET', '/exercises/BARBELL_FRONT_SQUAT')).body.data.names).toEqual([
      expect.objectContaining({ name: 'Sentadilla frontal (la de nuestro box)' }),
    ]);
    expect(await muscles('LEG_EXTENSION')).toEqual(['QUADRICEPS']);
    expect(await muscles('MACHINE_STANDING_CALF_RAISE')).toEqual(['GASTROCNEMIUS', 'SOLEUS']);
    const crunch = (await server.api('GET', '/exercises/CRUNCH')).body.data.aliases;
    expect(crunch).toContain('Ab Crunch (our gym)');
    expect(crunch).not.toContain(firstAlias);
    const merged = await server.api('GET', '/exercises/DUMBBELL_REAR_DELT_FLY');
    expect(merged.body.data.exerciseCode).toBe('BENT_OVER_DUMBBELL_REVERSE_FLY');
    const kept = await server.api('GET', `/workouts/${workout.body.data.workoutId}`, { auth: member });
    expect(kept.body.data.workoutExercises[0].exerciseCode).toBe('BENT_OVER_DUMBBELL_REVERSE_FLY');

    // Once upgraded, the same catalogue changes nothing more.
    expect(await reseed()).toEqual({ skipped: false, exercisesCreated: 0, exercisesUpdated: 0, exercisesMerged: 0 });
  });
});

// PostgreSQL plans from table statistics, which freshly seeded tables lack until something gathers them.
if (process.env.LIFTMATES_TEST_PROVIDER === 'postgresql') {
  describe('planner statistics on PostgreSQL', () => {
    it('are gathered by the seed, so the Flexicon filters are planned for the real row counts', async () => {
      const { seedCatalogue } = await import('../../server/db/seed.js');
      const exercises = await server.db.exercise.count();
      await server.db.$executeRawUnsafe(`UPDATE pg_class SET reltuples = -1 WHERE relname = 'Exercise'`);
      await server.db.seedRun.update({ where: { name: 'catalogue' }, data: { checksum: 'stale' } });
      await seedCatalogue(server.db);
      const [row] = await server.db.$queryRawUnsafe<{ reltuples: number }[]>(`SELECT reltuples FROM pg_class WHERE relname = 'Exercise'`);
      expect(Number(row!.reltuples)).toBe(exercises);
    });
  });
}
