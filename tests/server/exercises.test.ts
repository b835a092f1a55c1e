import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, unique, type Auth, type TestServer } from '../support/server.js';

let server: TestServer;
let admin: Auth;
let member: Auth;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signUp({ roles: ['Admin'] });
  member = await server.signUp();
});
afterAll(() => server.close());

type Summary = {
  exerciseCode: string;
  exerciseName: string;
  requiredEquipment: string[];
  requiredEquipmentSlots: { equipmentCodes: string[] }[];
  muscleUsage: { muscleCode: string; isPrimary: boolean }[];
  publishedStatusCode: string;
};
type Page = { items: Summary[]; nextCursor: string | null; totalCount: number };

const code = (prefix = 'EX') => unique(`${prefix}_`).toUpperCase();
const list = async (query: string, auth?: Auth) => server.api<{ data: Page; error?: any }>('GET', `/exercises${query}`, { auth });
const codesOf = (page: Page) => page.items.map((item) => item.exerciseCode);

/** Member muscles of a group and of its descendants, read through the public API. */
async function musclesUnder(groupCode: string) {
  const groups = (await server.api('GET', '/muscle-groups')).body.data as {
    muscleGroupCode: string;
    muscleGroupParent: string | null;
    muscleGroupMuscles: string[];
  }[];
  const wanted = new Set([groupCode]);
  for (let round = 0; round < 3; round += 1)
    for (const g of groups) if (g.muscleGroupParent && wanted.has(g.muscleGroupParent)) wanted.add(g.muscleGroupCode);
  return new Set(groups.filter((g) => wanted.has(g.muscleGroupCode)).flatMap((g) => g.muscleGroupMuscles));
}

const validExercise = {
  exerciseName: 'Test Landmine Squat',
  exerciseTypeCode: 'WEIGHT_REPS',
  publishedStatusCode: 'PUBLISHED',
  aliases: ['Landmine Goblet Squat'],
  exerciseTagCodes: ['LEGS_SPLIT', 'COMPOUND'],
  requiredEquipment: ['LANDMINE', 'BARBELL'],
  optionalEquipment: ['WEIGHT_PLATES'],
  muscleUsage: [
    { muscleCode: 'QUADRICEPS', targetPercentage: 60, isPrimary: true },
    { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 40, isPrimary: false },
  ],
  instructions: [
    {
      localeCode: 'en-US',
      steps: ['Hold the end of the bar at your chest.', 'Squat down and stand up.'],
      tips: ['Stay tall.'],
      commonMistakes: [],
    },
    { localeCode: 'es-ES', steps: ['Sujeta el extremo de la barra en el pecho.', 'Baja en sentadilla y sube.'] },
  ],
};

describe('the Flexicon over REST', () => {
  it('lists published exercises by name, a page at a time, with a total', async () => {
    const first = await list('?limit=10');
    expect(first.status).toBe(200);
    expect(first.body.data.items).toHaveLength(10);
    expect(first.body.data.totalCount).toBeGreaterThanOrEqual(250);
    const names = first.body.data.items.map((item) => item.exerciseName);
    expect(names).toEqual([...names].sort());
    const second = await list(`?limit=10&cursor=${first.body.data.nextCursor}`);
    expect(codesOf(second.body.data).some((c) => codesOf(first.body.data).includes(c))).toBe(false);
    expect(second.body.data.items[0]!.exerciseName >= names[9]!).toBe(true);
    const desc = await list('?limit=5&sort=NAME_DESC');
    expect(desc.body.data.items[0]!.exerciseName >= desc.body.data.items[4]!.exerciseName).toBe(true);
    expect((await list('?limit=0')).status).toBe(400);
    expect((await list('?sort=RANDOM')).body.error.details[0].field).toBe('sort');
  });

  it('searches names and aliases ignoring case and accents, every word matching', async () => {
    const byName = await list('?search=BACK%20squat');
    expect(codesOf(byName.body.data)).toContain('BARBELL_BACK_SQUAT');
    const byAlias = await list('?search=high-bar');
    expect(codesOf(byAlias.body.data)).toContain('BARBELL_BACK_SQUAT');
    const none = await list('?search=zzzz%20qqqq');
    expect(none.body.data).toEqual({ items: [], nextCursor: null, totalCount: 0 });
  });

  it('finds a name typed without its spaces, the exercise of that name first, and never across two names', async () => {
    const joined = await list('?search=benchpress');
    expect(codesOf(joined.body.data)).toContain('BARBELL_BENCH_PRESS');
    const spaced = await list('?search=bench%20press');
    expect(codesOf(joined.body.data)[0]).toBe(codesOf(spaced.body.data)[0]);
    expect(codesOf((await list('?search=pullup')).body.data)).toContain('PULL_UP');
    // "squat" ends one name and "high" starts an alias of the back squat: joined, they are no word of either.
    expect(codesOf((await list('?search=squathigh')).body.data)).not.toContain('BARBELL_BACK_SQUAT');
  });

  it('filters by muscle group at every level of the hierarchy', async () => {
    for (const group of ['LOWER_BODY', 'QUADS', 'UPPER_CHEST']) {
      const muscles = await musclesUnder(group);
      expect(muscles.size).toBeGreaterThan(0);
      const page = await list(`?muscleGroupCodes=${group}&limit=100`);
      expect(page.body.data.totalCount).toBeGreaterThan(0);
      for (const item of page.body.data.items) expect(item.muscleUsage.some((u) => muscles.has(u.muscleCode))).toBe(true);
    }
    const quads = await list('?muscleGroupCodes=QUADS&limit=100');
    const lowerBody = await list('?muscleGroupCodes=LOWER_BODY&limit=100');
    expect(lowerBody.body.data.totalCount).toBeGreaterThan(quads.body.data.totalCount);
    const primary = await list('?muscleCodes=QUADRICEPS&primaryOnly=true&limit=100');
    for (const item of primary.body.data.items) expect(item.muscleUsage.find((u) => u.muscleCode === 'QUADRICEPS')?.isPrimary).toBe(true);
  });

  it('filters by equipment, equipment group, tags and type, all filters applying together', async () => {
    const kettlebells = await list('?equipmentGroupCodes=KETTLEBELLS&limit=100');
    expect(codesOf(kettlebells.body.data)).toContain('KETTLEBELL_SWING');
    const combined = await list('?equipmentCodes=DUMBBELLS&exerciseTypeCodes=WEIGHT_REPS&exerciseTagCodes=UNILATERAL&limit=100');
    expect(combined.body.data.totalCount).toBeGreaterThan(0);
    for (const item of combined.body.data.items) {
      const detail = (await server.api('GET', `/exercises/${item.exerciseCode}`)).body.data;
      expect([...detail.requiredEquipment, ...detail.optionalEquipment]).toContain('DUMBBELLS');
      expect(detail.exerciseType.exerciseTypeCode).toBe('WEIGHT_REPS');
      expect(detail.exerciseTagCodes).toContain('UNILATERAL');
    }
    expect((await list('?equipmentCodes=dumbbells')).status).toBe(400);
  });

  it('filters by the equipment a member has', async () => {
    expect((await list('?withMyEquipment=true')).status).toBe(401);
    const saved = await server.api('PUT', '/user/equipment', {
      body: { equipmentCodes: ['DUMBBELLS', 'FLAT_BENCH', 'YOGA_MAT'] },
      auth: member,
    });
    expect(saved.body.data).toEqual(['DUMBBELLS', 'FLAT_BENCH', 'YOGA_MAT']);
    expect((await server.api('GET', '/user/equipment', { auth: member })).body.data).toEqual(['DUMBBELLS', 'FLAT_BENCH', 'YOGA_MAT']);
    expect((await server.api('PUT', '/user/equipment', { body: { equipmentCodes: ['WARP_DRIVE'] }, auth: member })).status).toBe(400);
    const mine = await list('?withMyEquipment=true&limit=100', member);
    expect(mine.body.data.totalCount).toBeGreaterThan(0);
    // Every need is met by something the member has; a need with alternatives by any one of them.
    for (const item of mine.body.data.items)
      for (const slot of item.requiredEquipmentSlots)
        expect(slot.equipmentCodes.some((needed) => ['DUMBBELLS', 'FLAT_BENCH', 'YOGA_MAT'].includes(needed))).toBe(true);
    expect(codesOf(mine.body.data)).not.toContain('BARBELL_BACK_SQUAT');
  });

  it('reads one exercise with its type, measurements, muscles and equipment', async () => {
    const squat = await server.api('GET', '/exercises/BARBELL_BACK_SQUAT');
    expect(squat.status).toBe(200);
    expect(squat.body.data).toMatchObject({
      exerciseCode: 'BARBELL_BACK_SQUAT',
      exerciseName: 'Barbell Back Squat',
      exerciseType: { exerciseTypeCode: 'WEIGHT_REPS', exerciseTypeExerciseMeasurements: ['REPS', 'WEIGHT'] },
      publishedStatus: { publishedStatusCode: 'PUBLISHED', emoji: expect.any(String) },
      requiredEquipment: expect.arrayContaining(['BARBELL']),
      contributions: [{ creatorProfileId: 'liftmates', contributionRole: 'ORIGINAL_AUTHOR' }],
    });
    expect(squat.body.data.muscleUsage.reduce((sum: number, u: { targetPercentage: number }) => sum + u.targetPercentage, 0)).toBe(100);
    expect((await server.api('GET', '/exercises/NOT_AN_EXERCISE')).status).toBe(404);
    const related = await server.api('GET', '/exercises/BARBELL_BACK_SQUAT/related?limit=5');
    expect(related.body.data).toHaveLength(5);
    expect(related.body.data.map((e: Summary) => e.exerciseCode)).not.toContain('BARBELL_BACK_SQUAT');
    expect(
      related.body.data.every((e: Summary) => e.muscleUsage.some((u) => ['QUADRICEPS', 'GLUTEUS_MAXIMUS'].includes(u.muscleCode))),
    ).toBe(true);
  });

  it('serves the reference lists', async () => {
    expect((await server.api('GET', '/exercise-tags')).body.data).toHaveLength(28);
    const types = (await server.api('GET', '/exercise-types')).body.data;
    expect(types.find((t: { exerciseTypeCode: string }) => t.exerciseTypeCode === 'TREADMILL').exerciseTypeExerciseMeasurements).toEqual([
      'TREADMILL_INCLINE_PERCENTAGE',
      'SPEED',
      'DURATION',
      'DISTANCE',
    ]);
    expect(
      (await server.api('GET', '/published-statuses')).body.data.map((s: { publishedStatusCode: string }) => s.publishedStatusCode),
    ).toHaveLength(8);
    expect((await server.api('GET', '/measurements')).body.data.length).toBeGreaterThanOrEqual(15);
  });
});

describe('exercise administration over REST', () => {
  it('lets only administrators create and change exercises, with per-field validation', async () => {
    const newCode = code();
    expect((await server.api('PUT', `/exercises/${newCode}`, { body: validExercise })).status).toBe(401);
    expect((await server.api('PUT', `/exercises/${newCode}`, { body: validExercise, auth: member })).status).toBe(403);
    const incomplete = await server.api('PUT', `/exercises/${newCode}`, { body: { aliases: [] }, auth: admin });
    expect(incomplete.body.error.details).toEqual([
      { field: 'exerciseName', message: 'Required for a new exercise' },
      { field: 'exerciseTypeCode', message: 'Required for a new exercise' },
    ]);
    const badUsage = await server.api('PUT', `/exercises/${newCode}`, {
      body: { ...validExercise, muscleUsage: [{ muscleCode: 'QUADRICEPS', targetPercentage: 70, isPrimary: false }] },
      auth: admin,
    });
    expect(badUsage.status).toBe(400);
    expect(badUsage.body.error.details).toEqual([
      { field: 'muscleUsage', message: 'Mark at least one muscle as primary' },
      { field: 'muscleUsage', message: 'Target percentages must add up to 100' },
    ]);
    const unknownCodes = await server.api('PUT', `/exercises/${newCode}`, {
      body: {
        ...validExercise,
        exerciseTypeCode: 'FLYING',
        requiredEquipment: ['JETPACK'],
        muscleUsage: [{ muscleCode: 'WINGS', targetPercentage: 100, isPrimary: true }],
      },
      auth: admin,
    });
    expect(unknownCodes.body.error.details.map((d: { field: string }) => d.field)).toEqual([
      'exerciseTypeCode',
      'requiredEquipment',
      'muscleUsage',
    ]);

    const created = await server.api('PUT', `/exercises/${newCode}`, { body: validExercise, auth: admin });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      exerciseCode: newCode,
      aliases: ['Landmine Goblet Squat'],
      exerciseTagCodes: ['COMPOUND', 'LEGS_SPLIT'],
      requiredEquipment: ['LANDMINE', 'BARBELL'],
      optionalEquipment: ['WEIGHT_PLATES'],
      contributions: [{ contributionRole: 'CURATOR' }],
    });
    const found = await list(`?search=landmine%20goblet`);
    expect(codesOf(found.body.data)).toContain(newCode);

    const drafted = await server.api('PUT', `/exercises/${newCode}`, {
      body: { publishedStatusCode: 'DRAFT', exerciseName: 'Test Landmine Squat v2' },
      auth: admin,
    });
    expect(drafted.body.data).toMatchObject({
      exerciseName: 'Test Landmine Squat v2',
      publishedStatusCode: 'DRAFT',
      aliases: ['Landmine Goblet Squat'],
    });
    expect((await server.api('GET', `/exercises/${newCode}`)).status).toBe(404);
    expect((await server.api('GET', `/exercises/${newCode}`, { auth: admin })).status).toBe(200);
    expect(codesOf((await list(`?search=landmine%20goblet`)).body.data)).not.toContain(newCode);
    expect(codesOf((await list(`?search=landmine%20goblet&publishedStatusCodes=DRAFT`, admin)).body.data)).toEqual([newCode]);

    expect((await server.api('DELETE', `/exercises/${newCode}`, { auth: member })).status).toBe(403);
    expect((await server.api('DELETE', `/exercises/${newCode}`, { auth: admin })).status).toBe(204);
    expect((await server.api('GET', `/exercises/${newCode}`, { auth: admin })).status).toBe(404);
  });

  it('merges a duplicate: workouts, logs, videos, instructions and credits move, and the old code resolves', async () => {
    const keep = code('KEEP');
    const dupe = code('DUPE');
    await server.api('PUT', `/exercises/${keep}`, { body: validExercise, auth: admin });
    await server.api('PUT', `/exercises/${dupe}`, {
      body: {
        ...validExercise,
        exerciseName: 'Landmine Squat (duplicate)',
        aliases: ['Mine Squat'],
        instructions: [{ localeCode: 'es-ES', steps: ['Paso único.'] }],
      },
      auth: admin,
    });
    const creator = await server.signUp();
    const profile = (
      await server.api('POST', '/creator-profiles', { body: { fullName: 'Video Coach', userName: unique('vc') }, auth: creator })
    ).body.data;
    await server.db.exerciseVideo.create({
      data: { exerciseCode: dupe, creatorProfileId: profile.creatorProfileId, videoUrl: 'https://example.com/v.mp4' },
    });
    await server.db.exerciseInstruction.create({
      data: {
        exerciseCode: dupe,
        localeCode: 'en-US',
        creatorProfileId: profile.creatorProfileId,
        steps: ['Mine.'],
        tips: [],
        commonMistakes: [],
      },
    });
    const workout = await server.db.workout.create({
      data: { workoutTitle: 'Leg day', authorUserId: creator.userId, exercises: { create: [{ exerciseCode: dupe, position: 0 }] } },
    });

    const body = { targetExerciseCode: keep, sourceExerciseCode: dupe };
    expect((await server.api('POST', '/exercises/merge', { body, auth: member })).status).toBe(403);
    expect(
      (await server.api('POST', '/exercises/merge', { body: { targetExerciseCode: keep, sourceExerciseCode: keep }, auth: admin })).status,
    ).toBe(400);
    expect(
      (
        await server.api('POST', '/exercises/merge', {
          body: { targetExerciseCode: keep, sourceExerciseCode: 'NO_SUCH_EXERCISE' },
          auth: admin,
        })
      ).status,
    ).toBe(404);
    const merged = await server.api('POST', '/exercises/merge', { body, auth: admin });
    expect(merged.status).toBe(200);
    expect(merged.body.data.moved).toEqual({ workouts: 1, logs: 0, personalRecords: 0, videos: 1, instructions: 1 });
    expect(merged.body.data.exercise.aliases).toEqual(
      expect.arrayContaining(['Landmine Goblet Squat', 'Landmine Squat (duplicate)', 'Mine Squat']),
    );
    expect(merged.body.data.exercise.mergedCodes).toEqual([dupe]);

    const viaOldCode = await server.api('GET', `/exercises/${dupe}`);
    expect(viaOldCode.body.data.exerciseCode).toBe(keep);
    expect(codesOf((await list('?search=mine%20squat')).body.data)).toContain(keep);
    expect(await server.db.workoutExercise.findFirst({ where: { workoutId: workout.workoutId } })).toMatchObject({ exerciseCode: keep });
    expect(await server.db.exerciseVideo.count({ where: { exerciseCode: keep } })).toBe(1);
    // The kept exercise's own es-ES text wins over the duplicate's; the creator's en-US text moves over.
    const instructions = await server.db.exerciseInstruction.findMany({
      where: { exerciseCode: keep },
      orderBy: [{ localeCode: 'asc' }, { creatorProfileId: 'asc' }],
    });
    expect(instructions.map((i) => [i.localeCode, i.creatorProfileId])).toEqual(
      expect.arrayContaining([
        ['en-US', profile.creatorProfileId],
        ['es-ES', expect.any(String)],
      ]),
    );
    expect(instructions.find((i) => i.localeCode === 'es-ES')!.steps).toEqual(validExercise.instructions[1]!.steps);
    expect((await server.api('DELETE', `/exercises/${keep}`, { auth: admin })).status).toBe(409);
  });
});

describe('the Flexicon over GraphQL', () => {
  const PAGE = fs.readFileSync(new URL('../../web/src/features/flexicon/flexicon-page.graphql', import.meta.url), 'utf8');

  it('answers a Flexicon page in 2 SQL statements whatever the page size: its cards, and its total', async () => {
    const counts: number[] = [];
    for (const first of [5, 50]) {
      server.statements.reset();
      const result = await server.gql(PAGE, {
        first,
        filter: { muscleGroupCodes: ['LOWER_BODY'], equipmentGroupCodes: ['BARBELL', 'DUMBBELLS'] },
        sort: 'NAME_ASC',
      });
      expect(result.errors).toBeUndefined();
      expect(result.data.exercises.edges.length).toBe(Math.min(first, result.data.exercises.totalCount));
      expect(result.data.exercises.totalCount).toBeGreaterThan(5);
      counts.push(server.statements.count);
    }
    expect(counts).toEqual([2, 2]);
  });

  it('gives a card-only page the same exercises, cursors and cards as a page asking for more, and as REST', async () => {
    // FlexiconPage asks for cards only (read by hand-written SQL); adding a field beyond a card loads the rows through
    // Prisma. Both, and REST, must list the same exercises in the same order, page after page, both ways.
    const RICHER = PAGE.replace('publishedStatusCode\n', 'publishedStatusCode\n  exerciseTagCodes\n');
    expect(RICHER).not.toBe(PAGE);
    type Card = {
      exerciseCode: string;
      exerciseName: string;
      localizedName: string;
      exerciseTypeCode: string;
      publishedStatusCode: string;
      muscleUsage: { muscleCode: string; targetPercentage: number; isPrimary: boolean }[];
      equipment: { equipmentCode: string; isRequired: boolean; slot: number }[];
    };
    type Connection<Node = Card> = {
      totalCount: number;
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
      edges: { cursor: string; node: Node }[];
    };
    const cases = [
      { filter: {}, sort: 'NAME_ASC', rest: '' },
      { filter: { search: 'squat' }, sort: 'NAME_DESC', rest: '&search=squat' },
      {
        filter: { muscleGroupCodes: ['LOWER_BODY'], equipmentGroupCodes: ['BARBELL', 'DUMBBELLS'] },
        sort: 'NEWEST',
        rest: '&muscleGroupCodes=LOWER_BODY&equipmentGroupCodes=BARBELL,DUMBBELLS',
      },
      {
        filter: { muscleCodes: ['QUADRICEPS'], primaryOnly: true },
        sort: 'RECENTLY_UPDATED',
        rest: '&muscleCodes=QUADRICEPS&primaryOnly=true',
      },
    ];
    for (const { filter, sort, rest } of cases) {
      let after: string | null = null;
      let lastCursor = '';
      const walked: string[] = [];
      for (let step = 0; step < 3; step += 1) {
        const variables = { first: 7, filter, sort, after };
        const [cards, richer] = await Promise.all([server.gql(PAGE, variables), server.gql(RICHER, variables)]);
        expect(cards.errors).toBeUndefined();
        expect(richer.errors).toBeUndefined();
        const page = cards.data.exercises as Connection;
        const richerPage = richer.data.exercises as Connection<Card & { exerciseTagCodes: string[] }>;
        expect(page.totalCount).toBe(richerPage.totalCount);
        expect(page.pageInfo).toEqual(richerPage.pageInfo);
        expect(page.edges).toEqual(
          richerPage.edges.map(({ cursor, node: { exerciseTagCodes: _tags, ...card } }) => ({ cursor, node: card })),
        );
        const restPage = await list(`?limit=7&sort=${sort}${rest}${after ? `&cursor=${after}` : ''}`);
        expect(restPage.body.data.totalCount).toBe(page.totalCount);
        expect(restPage.body.data.nextCursor).toBe(page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null);
        expect(
          restPage.body.data.items.map((item) => ({
            exerciseCode: item.exerciseCode,
            muscleUsage: item.muscleUsage,
            requiredEquipmentSlots: item.requiredEquipmentSlots,
          })),
        ).toEqual(
          page.edges.map(({ node }) => {
            const required = new Map<number, string[]>();
            for (const entry of node.equipment.filter((row) => row.isRequired))
              required.set(entry.slot, [...(required.get(entry.slot) ?? []), entry.equipmentCode]);
            return {
              exerciseCode: node.exerciseCode,
              muscleUsage: node.muscleUsage,
              requiredEquipmentSlots: [...required.values()].map((equipmentCodes) => ({ equipmentCodes })),
            };
          }),
        );
        for (const { node } of page.edges) expect(node.localizedName).toBe(node.exerciseName);
        walked.push(...page.edges.map((edge) => edge.node.exerciseCode));
        lastCursor = page.edges[page.edges.length - 1]!.cursor;
        if (!page.pageInfo.hasNextPage) break;
        after = page.pageInfo.endCursor;
      }
      expect(new Set(walked).size).toBe(walked.length);
      // Back from the last exercise read: the seven before it, in the list's order.
      expect(walked.length).toBeGreaterThan(14);
      const back = await server.gql(PAGE.replace('first: $first, after: $after', 'last: $first, before: $after'), {
        first: 7,
        filter,
        sort,
        after: lastCursor,
      });
      expect(back.errors).toBeUndefined();
      expect((back.data.exercises as Connection).edges.map((edge) => edge.node.exerciseCode)).toEqual(walked.slice(-8, -1));
    }
  });

  it('serves the exercise page with muscle groups sorted by summed percentage and related exercises', async () => {
    const result = await server.gql(`{ exercise(exerciseCode: "BARBELL_BACK_SQUAT") {
      exerciseName exerciseType { exerciseTypeName measurements { measurementCode unit } } exerciseTags { exerciseTagCode isCategory }
      equipment { isRequired equipment { equipmentName } } muscleUsage { muscleCode targetPercentage isPrimary muscle { friendlyName } }
      muscleGroups { muscleGroupCode targetPercentage } relatedExercises(limit: 3) { exerciseCode } } }`);
    expect(result.errors).toBeUndefined();
    const exercise = result.data.exercise;
    expect(exercise.exerciseType.measurements.map((m: { measurementCode: string }) => m.measurementCode)).toEqual(['REPS', 'WEIGHT']);
    const groups = exercise.muscleGroups as { muscleGroupCode: string; targetPercentage: number }[];
    expect(groups[0]!.muscleGroupCode).toBe('QUADS');
    expect(groups.map((g) => g.targetPercentage)).toEqual([...groups.map((g) => g.targetPercentage)].sort((a, b) => b - a));
    expect(groups.reduce((sum, g) => sum + g.targetPercentage, 0)).toBeLessThanOrEqual(100);
    expect(exercise.relatedExercises).toHaveLength(3);
  });

  it('creates, merges and refuses through typed results', async () => {
    const upsert = `mutation($code: ID!, $input: UpsertExerciseInput!) { upsertExercise(exerciseCode: $code, input: $input) {
      __typename ... on MutationUpsertExerciseSuccess { data { exerciseCode muscleUsage { muscleCode } } } ... on AppError { code details { field message } } } }`;
    const newCode = code('GQL');
    expect((await server.gql(upsert, { code: newCode, input: validExercise }, member)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const invalid = await server.gql(
      upsert,
      { code: newCode, input: { ...validExercise, muscleUsage: [], exerciseTypeCode: 'NOPE_TYPE' } },
      admin,
    );
    expect(invalid.data.upsertExercise).toMatchObject({
      __typename: 'AppError',
      code: 'BAD_USER_INPUT',
      details: [{ field: 'exerciseTypeCode' }],
    });
    const ok = await server.gql(upsert, { code: newCode, input: validExercise }, admin);
    expect(ok.data.upsertExercise.data.muscleUsage.map((m: { muscleCode: string }) => m.muscleCode)).toEqual([
      'QUADRICEPS',
      'GLUTEUS_MAXIMUS',
    ]);
    const other = code('GQL');
    await server.gql(upsert, { code: other, input: { ...validExercise, exerciseName: 'Other' } }, admin);
    const merge = await server.gql(
      `mutation($input: MergeExercisesInput!) { mergeExercises(input: $input) { __typename ... on MutationMergeExercisesSuccess { data { exercise { exerciseCode mergedCodes } moved { workouts } } } } }`,
      { input: { targetExerciseCode: newCode, sourceExerciseCode: other } },
      admin,
    );
    expect(merge.data.mergeExercises.data).toEqual({ exercise: { exerciseCode: newCode, mergedCodes: [other] }, moved: { workouts: 0 } });
    const resolved = await server.gql(`query($code: ID!) { exercise(exerciseCode: $code) { exerciseCode } }`, { code: other });
    expect(resolved.data.exercise.exerciseCode).toBe(newCode);
  });
});

describe('the exercise page for crawlers', () => {
  it('puts the exercise name and a description into the HTML of /e/{code}', async () => {
    const response = await fetch(`${server.url}/e/BARBELL_BACK_SQUAT`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Barbell Back Squat | Liftmates</title>');
    expect(html).toMatch(/<meta property="og:title" content="Barbell Back Squat \| Liftmates">/);
    expect(html).toMatch(/<meta name="description" content="How to do the Barbell Back Squat: trains [^"]*Quads[^"]*">/);
    expect(html).toContain(`<meta property="og:image" content="${server.url}/og-image.png"`);
    expect(html.match(/property="og:(title|description|type)"/g)).toHaveLength(3);
    const unknown = await (await fetch(`${server.url}/e/NOT_AN_EXERCISE`)).text();
    expect(unknown).not.toContain('| Liftmates</title>');
  });
});
