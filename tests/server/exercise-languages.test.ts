// Exercises in more than one language and equipment with alternatives, through REST and GraphQL alike: Spanish names
// found by search with or without accents, names shown in the language asked for (English when there is none),
// "one of" equipment slots, the "only what I have" filter honouring them, and administrators editing both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, unique, type Auth, type TestServer } from '../support/server.js';

let server: TestServer;
let admin: Auth;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signUp({ roles: ['Admin'] });
});
afterAll(() => server.close());

const restSearch = async (text: string, auth?: Auth) =>
  (await server.api('GET', `/exercises?search=${encodeURIComponent(text)}&limit=100`, { auth })).body.data.items.map(
    (item: { exerciseCode: string }) => item.exerciseCode,
  ) as string[];

const gqlSearch = async (text: string, auth?: Auth) => {
  const { data } = await server.gql<{ exercises: { edges: { node: { exerciseCode: string } }[] } }>(
    `query($filter: ExerciseFilter) { exercises(filter: $filter, first: 100) { edges { node { exerciseCode } } } }`,
    { filter: { search: text } },
    auth,
  );
  return data.exercises.edges.map((edge) => edge.node.exerciseCode);
};

const code = (prefix: string) => unique(`${prefix}_`).toUpperCase();

describe('exercise names in every language', () => {
  it.each([
    ['sentadilla búlgara', 'BULGARIAN_SPLIT_SQUAT'],
    ['sentadilla bulgara', 'BULGARIAN_SPLIT_SQUAT'],
    ['SENTADILLA BÚLGARA', 'BULGARIAN_SPLIT_SQUAT'],
    ['press banca', 'BARBELL_BENCH_PRESS'],
    ['jalón al pecho', 'LAT_PULLDOWN'],
    ['peso muerto', 'CONVENTIONAL_DEADLIFT'],
  ])('finds "%s" through REST and GraphQL', async (text, expected) => {
    expect(await restSearch(text)).toContain(expected);
    expect(await gqlSearch(text)).toContain(expected);
  });

  it('puts the exercise named exactly what was searched first, then the rest in order, each once across pages', async () => {
    const restFirst = async (text: string) =>
      (await server.api('GET', `/exercises?search=${encodeURIComponent(text)}&limit=5`)).body.data.items[0].exerciseCode;
    const gqlFirst = async (text: string) =>
      (
        await server.gql(`query($s: String) { exercises(filter: { search: $s }, first: 5) { edges { node { exerciseCode } } } }`, {
          s: text,
        })
      ).data.exercises.edges[0].node.exerciseCode;
    for (const [text, expected] of [
      ['push-up', 'PUSH_UP'],
      ['Press banca', 'BARBELL_BENCH_PRESS'],
      ['squat', 'BARBELL_BACK_SQUAT'],
    ]) {
      expect(await restFirst(text!)).toBe(expected);
      expect(await gqlFirst(text!)).toBe(expected);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let total = 0;
    do {
      const page: { body: { data: { items: { exerciseCode: string }[]; nextCursor: string | null; totalCount: number } } } =
        await server.api('GET', `/exercises?search=push%20up&limit=4${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.body.data.items.map((item) => item.exerciseCode));
      total = page.body.data.totalCount;
      cursor = page.body.data.nextCursor;
    } while (cursor);
    expect(seen[0]).toBe('PUSH_UP');
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toHaveLength(total);
    expect(total).toBeGreaterThan(8);
  });

  it('shows the name in the language asked for, falling back to English', async () => {
    const query = `query($code: ID!, $locale: String!) { exercise(exerciseCode: $code) {
      exerciseName localizedName(localeCode: $locale) names { localeCode name aliases } } }`;
    const spanish = await server.gql(query, { code: 'BULGARIAN_SPLIT_SQUAT', locale: 'es-ES' });
    expect(spanish.data.exercise).toMatchObject({ exerciseName: 'Bulgarian Split Squat', localizedName: 'Sentadilla búlgara' });
    expect(spanish.data.exercise.names).toEqual([{ localeCode: 'es-ES', name: 'Sentadilla búlgara', aliases: expect.any(Array) }]);
    expect((await server.gql(query, { code: 'BULGARIAN_SPLIT_SQUAT', locale: 'en-US' })).data.exercise.localizedName).toBe(
      'Bulgarian Split Squat',
    );
    expect((await server.gql(query, { code: 'BULGARIAN_SPLIT_SQUAT', locale: 'fr-FR' })).data.exercise.localizedName).toBe(
      'Bulgarian Split Squat',
    );
    const rest = await server.api('GET', '/exercises/BULGARIAN_SPLIT_SQUAT');
    expect(rest.body.data.names).toEqual([{ localeCode: 'es-ES', name: 'Sentadilla búlgara', aliases: expect.any(Array) }]);
  });

  it('lets an administrator name an exercise per locale, found at once by search, through REST and GraphQL', async () => {
    const restCode = code('NAMED_REST');
    const base = {
      exerciseName: `Landmine Rotation ${restCode}`,
      exerciseTypeCode: 'WEIGHT_REPS',
      publishedStatusCode: 'PUBLISHED',
      muscleUsage: [{ muscleCode: 'EXTERNAL_OBLIQUES', targetPercentage: 100, isPrimary: true }],
    };
    const created = await server.api('PUT', `/exercises/${restCode}`, {
      body: { ...base, names: [{ localeCode: 'es-ES', name: `Rotación con mina ${restCode}`, aliases: ['Giro ruso con barra'] }] },
      auth: admin,
    });
    expect(created.status).toBe(200);
    expect(created.body.data.names).toEqual([
      { localeCode: 'es-ES', name: `Rotación con mina ${restCode}`, aliases: ['Giro ruso con barra'] },
    ]);
    expect(await restSearch(`rotacion con mina ${restCode}`)).toEqual([restCode]);
    expect(await gqlSearch('giro ruso con barra')).toContain(restCode);

    const unknownLocale = await server.api('PUT', `/exercises/${restCode}`, {
      body: { names: [{ localeCode: 'xx-XX', name: 'Nope' }] },
      auth: admin,
    });
    expect(unknownLocale.status).toBe(400);
    expect(unknownLocale.body.error.details).toEqual([expect.objectContaining({ field: 'names' })]);
    const twice = await server.api('PUT', `/exercises/${restCode}`, {
      body: {
        names: [
          { localeCode: 'es-ES', name: 'Uno' },
          { localeCode: 'es-ES', name: 'Dos' },
        ],
      },
      auth: admin,
    });
    expect(twice.status).toBe(400);
    expect((await server.api('PUT', `/exercises/${restCode}`, { body: { names: [] } })).status).toBe(401);

    const gqlCode = code('NAMED_GQL');
    const upsert = `mutation($code: ID!, $input: UpsertExerciseInput!) { upsertExercise(exerciseCode: $code, input: $input) {
      __typename ... on MutationUpsertExerciseSuccess { data { localizedName(localeCode: "es-ES") names { localeCode name aliases } } }
      ... on AppError { code details { field message } } } }`;
    const input = { ...base, exerciseName: `Landmine Rotation ${gqlCode}`, names: [{ localeCode: 'es-ES', name: `Rotación ${gqlCode}` }] };
    const member = await server.signUp();
    expect((await server.gql(upsert, { code: gqlCode, input }, member)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const bad = await server.gql(upsert, { code: gqlCode, input: { ...input, names: [{ localeCode: 'xx-XX', name: 'Nope' }] } }, admin);
    expect(bad.data.upsertExercise).toMatchObject({ __typename: 'AppError', code: 'BAD_USER_INPUT', details: [{ field: 'names' }] });
    const ok = await server.gql(upsert, { code: gqlCode, input }, admin);
    expect(ok.data.upsertExercise.data).toEqual({
      localizedName: `Rotación ${gqlCode}`,
      names: [{ localeCode: 'es-ES', name: `Rotación ${gqlCode}`, aliases: [] }],
    });
    expect(await restSearch(`rotacion ${gqlCode}`)).toEqual([gqlCode]);
  });

  it('keeps the merged exercise’s names in every locale as aliases of the one that stays', async () => {
    const [kept, merged] = [code('KEPT'), code('GONE')];
    const body = (name: string, spanish: string) => ({
      exerciseName: name,
      exerciseTypeCode: 'WEIGHT_REPS',
      publishedStatusCode: 'PUBLISHED',
      muscleUsage: [{ muscleCode: 'QUADRICEPS', targetPercentage: 100, isPrimary: true }],
      names: [{ localeCode: 'es-ES', name: spanish, aliases: [] }],
    });
    await server.api('PUT', `/exercises/${kept}`, { body: body(`Kept ${kept}`, `Sentadilla ${kept}`), auth: admin });
    await server.api('PUT', `/exercises/${merged}`, { body: body(`Gone ${merged}`, `Sentadilla vieja ${merged}`), auth: admin });
    const result = await server.api('POST', '/exercises/merge', {
      body: { sourceExerciseCode: merged, targetExerciseCode: kept },
      auth: admin,
    });
    expect(result.status).toBe(200);
    expect(result.body.data.exercise.names).toEqual([
      { localeCode: 'es-ES', name: `Sentadilla ${kept}`, aliases: [`Sentadilla vieja ${merged}`] },
    ]);
    expect(await gqlSearch(`sentadilla vieja ${merged}`)).toEqual([kept]);
  });
});

describe('equipment alternatives', () => {
  it('lists "one of" slots through REST and GraphQL', async () => {
    const rest = await server.api('GET', '/exercises/BARBELL_BACK_SQUAT');
    expect(rest.body.data.requiredEquipmentSlots).toEqual(
      expect.arrayContaining([{ equipmentCodes: ['POWER_RACK', 'SQUAT_RACK'] }, { equipmentCodes: ['BARBELL'] }]),
    );
    const { data } = await server.gql(`{ exercise(exerciseCode: "BARBELL_BACK_SQUAT") {
      requiredEquipmentSlots { equipmentCodes } optionalEquipmentSlots { equipmentCodes } } }`);
    expect(data.exercise.requiredEquipmentSlots).toEqual(rest.body.data.requiredEquipmentSlots);
    expect(data.exercise.optionalEquipmentSlots).toEqual(rest.body.data.optionalEquipmentSlots);
  });

  it('counts an exercise as doable with any one of its alternatives, through REST and GraphQL', async () => {
    const member = await server.signUp();
    const mine = async () => {
      const rest = (
        await server.api('GET', '/exercises?withMyEquipment=true&limit=100&search=barbell%20back%20squat', { auth: member })
      ).body.data.items.map((item: { exerciseCode: string }) => item.exerciseCode);
      const { data } = await server.gql(
        `{ exercises(filter: { withMyEquipment: true, search: "barbell back squat" }, first: 100) { edges { node { exerciseCode } } } }`,
        {},
        member,
      );
      expect(data.exercises.edges.map((edge: { node: { exerciseCode: string } }) => edge.node.exerciseCode)).toEqual(rest);
      return rest as string[];
    };
    const own = (equipmentCodes: string[]) => server.api('PUT', '/user/equipment', { body: { equipmentCodes }, auth: member });
    await own(['BARBELL', 'WEIGHT_PLATES']);
    expect(await mine()).not.toContain('BARBELL_BACK_SQUAT');
    await own(['BARBELL', 'WEIGHT_PLATES', 'POWER_RACK']);
    expect(await mine()).toContain('BARBELL_BACK_SQUAT');
    await own(['BARBELL', 'WEIGHT_PLATES', 'SQUAT_RACK']);
    expect(await mine()).toContain('BARBELL_BACK_SQUAT');
    await own(['BARBELL', 'BUMPER_PLATES', 'SQUAT_RACK']);
    expect(await mine()).not.toContain('BARBELL_BACK_SQUAT');
  });

  it('lets an administrator set alternatives, and keeps them when an editor sends flat lists', async () => {
    const exerciseCode = code('ALT');
    const put = (body: Record<string, unknown>) => server.api('PUT', `/exercises/${exerciseCode}`, { body, auth: admin });
    const created = await put({
      exerciseName: `Alternatives ${exerciseCode}`,
      exerciseTypeCode: 'WEIGHT_REPS',
      muscleUsage: [{ muscleCode: 'QUADRICEPS', targetPercentage: 100, isPrimary: true }],
      requiredEquipmentSlots: [{ equipmentCodes: ['DUMBBELLS', 'KETTLEBELLS'] }, { equipmentCodes: ['FLAT_BENCH'] }],
      optionalEquipmentSlots: [{ equipmentCodes: ['DIP_BELT', 'WEIGHT_VEST'] }],
    });
    expect(created.status).toBe(200);
    expect(created.body.data.requiredEquipmentSlots).toEqual([
      { equipmentCodes: ['DUMBBELLS', 'KETTLEBELLS'] },
      { equipmentCodes: ['FLAT_BENCH'] },
    ]);
    expect(created.body.data.optionalEquipmentSlots).toEqual([{ equipmentCodes: ['DIP_BELT', 'WEIGHT_VEST'] }]);

    const flat = await put({ requiredEquipment: ['KETTLEBELLS', 'DUMBBELLS', 'YOGA_MAT'] });
    expect(flat.body.data.requiredEquipmentSlots).toEqual([
      { equipmentCodes: ['DUMBBELLS', 'KETTLEBELLS'] },
      { equipmentCodes: ['YOGA_MAT'] },
    ]);

    const unknown = await put({ requiredEquipmentSlots: [{ equipmentCodes: ['WARP_DRIVE'] }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details).toEqual([expect.objectContaining({ field: 'requiredEquipment' })]);
    expect((await put({ requiredEquipmentSlots: [{ equipmentCodes: [] }] })).status).toBe(400);

    const upsert = `mutation($code: ID!, $input: UpsertExerciseInput!) { upsertExercise(exerciseCode: $code, input: $input) {
      __typename ... on MutationUpsertExerciseSuccess { data { requiredEquipmentSlots { equipmentCodes } } }
      ... on AppError { code details { field message } } } }`;
    const viaGraphql = await server.gql(
      upsert,
      { code: exerciseCode, input: { requiredEquipmentSlots: [{ equipmentCodes: ['SQUAT_RACK', 'POWER_RACK'] }] } },
      admin,
    );
    expect(viaGraphql.data.upsertExercise.data.requiredEquipmentSlots).toEqual([{ equipmentCodes: ['POWER_RACK', 'SQUAT_RACK'] }]);
    const invalid = await server.gql(
      upsert,
      { code: exerciseCode, input: { requiredEquipmentSlots: [{ equipmentCodes: ['WARP_DRIVE'] }] } },
      admin,
    );
    expect(invalid.data.upsertExercise).toMatchObject({ code: 'BAD_USER_INPUT', details: [{ field: 'requiredEquipment' }] });
  });
});
