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

const groupCode = () => unique('G_').toUpperCase();

describe('muscles over REST', () => {
  it('lists and reads muscles for anyone', async () => {
    const list = await server.api('GET', '/muscles');
    expect(list.status).toBe(200);
    expect(list.body.data[0]).toEqual({
      muscleCode: expect.any(String),
      muscleName: expect.any(String),
      friendlyName: expect.any(String),
      muscleThumbnail: null,
    });
    const one = await server.api('GET', '/muscles/QUADRICEPS');
    expect(one.body.data).toMatchObject({ muscleCode: 'QUADRICEPS', friendlyName: 'Quads' });
    expect((await server.api('GET', '/muscles/NOT_A_MUSCLE')).status).toBe(404);
    expect((await server.api('GET', '/muscles/lower-case')).status).toBe(400);
  });

  it('lets only administrators rename a muscle', async () => {
    const body = { friendlyName: 'Quads' };
    expect((await server.api('PUT', '/muscles/QUADRICEPS', { body })).status).toBe(401);
    expect((await server.api('PUT', '/muscles/QUADRICEPS', { body, auth: member })).status).toBe(403);
    const ok = await server.api('PUT', '/muscles/QUADRICEPS', { body, auth: admin });
    expect(ok.status).toBe(200);
    expect(ok.body.data.friendlyName).toBe('Quads');
    const bad = await server.api('PUT', '/muscles/QUADRICEPS', { body: { friendlyName: '' }, auth: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toEqual([{ field: 'friendlyName', message: 'Required' }]);
    const unknownField = await server.api('PUT', '/muscles/QUADRICEPS', { body: { colour: 'red' }, auth: admin });
    expect(unknownField.status).toBe(400);
    expect((await server.api('PUT', '/muscles/NOT_A_MUSCLE', { body, auth: admin })).status).toBe(404);
  });
});

describe('muscle groups over REST', () => {
  it('filters by type and parent', async () => {
    const subgroups = await server.api('GET', '/muscle-groups?muscleGroupType=subgroup&muscleGroupParent=LOWER_BODY');
    expect(subgroups.status).toBe(200);
    const codes = subgroups.body.data.map((g: { muscleGroupCode: string }) => g.muscleGroupCode);
    expect(codes).toEqual(expect.arrayContaining(['QUADS', 'HAMSTRINGS', 'GLUTES_AND_HIPS', 'CALVES_SHINS']));
    expect(subgroups.body.data.every((g: { muscleGroupParent: string }) => g.muscleGroupParent === 'LOWER_BODY')).toBe(true);
    expect((await server.api('GET', '/muscle-groups?muscleGroupType=galaxy')).status).toBe(400);
  });

  it('creates and edits a group with members, refusing cycles and unknown muscles', async () => {
    const code = groupCode();
    const body = {
      muscleGroupName: 'Test Pump',
      muscleGroupType: 'exercise_group',
      muscleGroupParent: 'CHEST',
      muscleGroupMuscles: ['PECTORALIS_MINOR'],
    };
    expect((await server.api('PUT', `/muscle-groups/${code}`, { body })).status).toBe(401);
    expect((await server.api('PUT', `/muscle-groups/${code}`, { body, auth: member })).status).toBe(403);
    const incomplete = await server.api('PUT', `/muscle-groups/${code}`, { body: { muscleGroupParent: 'CHEST' }, auth: admin });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual(['muscleGroupName', 'muscleGroupType']);
    const created = await server.api('PUT', `/muscle-groups/${code}`, { body, auth: admin });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      muscleGroupCode: code,
      muscleGroupParent: 'CHEST',
      muscleGroupMuscles: ['PECTORALIS_MINOR'],
    });
    const edited = await server.api('PUT', `/muscle-groups/${code}`, {
      body: { muscleGroupMuscles: ['PECTORALIS_MINOR', 'SERRATUS_ANTERIOR'] },
      auth: admin,
    });
    expect(edited.body.data.muscleGroupMuscles).toEqual(['PECTORALIS_MINOR', 'SERRATUS_ANTERIOR']);
    expect((await server.api('GET', `/muscle-groups/${code}`)).body.data.muscleGroupName).toBe('Test Pump');

    const child = groupCode();
    await server.api('PUT', `/muscle-groups/${child}`, {
      body: { muscleGroupName: 'Child', muscleGroupType: 'exercise_group', muscleGroupParent: code },
      auth: admin,
    });
    const cycle = await server.api('PUT', `/muscle-groups/${code}`, { body: { muscleGroupParent: child }, auth: admin });
    expect(cycle.status).toBe(400);
    expect(cycle.body.error.details[0].message).toBe('A group cannot be placed under itself');
    const unknown = await server.api('PUT', `/muscle-groups/${code}`, { body: { muscleGroupMuscles: ['NOT_A_MUSCLE'] }, auth: admin });
    expect(unknown.status).toBe(400);
  });
});

describe('deleting muscle groups', () => {
  const create = (code: string, body: Record<string, unknown>) => server.api('PUT', `/muscle-groups/${code}`, { body, auth: admin });

  it('lets only administrators delete, refuses a group with child groups, and detaches member muscles', async () => {
    const parent = groupCode();
    const child = groupCode();
    await create(parent, { muscleGroupName: 'Delete parent', muscleGroupType: 'exercise_group', muscleGroupParent: 'CHEST' });
    await create(child, {
      muscleGroupName: 'Delete child',
      muscleGroupType: 'exercise_group',
      muscleGroupParent: parent,
      muscleGroupMuscles: ['PECTORALIS_MINOR', 'SERRATUS_ANTERIOR'],
    });
    expect((await server.api('DELETE', `/muscle-groups/${child}`)).status).toBe(401);
    expect((await server.api('DELETE', `/muscle-groups/${child}`, { auth: member })).status).toBe(403);

    const refused = await server.api('DELETE', `/muscle-groups/${parent}`, { auth: admin });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: 'CONFLICT',
      message: `Muscle group ${parent} still has child groups (${child}): move them under another group or delete them first`,
      details: [],
    });
    expect((await server.api('GET', `/muscle-groups/${parent}`)).status).toBe(200);

    const deleted = await server.api('DELETE', `/muscle-groups/${child}`, { auth: admin });
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeNull();
    expect((await server.api('GET', `/muscle-groups/${child}`)).status).toBe(404);
    expect(await server.db.muscleGroupMuscle.count({ where: { muscleGroupCode: child } })).toBe(0);
    expect((await server.api('GET', '/muscles/SERRATUS_ANTERIOR')).status).toBe(200);
    const chest = await server.api('GET', '/muscle-groups?muscleGroupParent=CHEST');
    expect(chest.body.data.map((g: { muscleGroupCode: string }) => g.muscleGroupCode)).toContain(parent);

    // Once its children are gone the parent goes too.
    expect((await server.api('DELETE', `/muscle-groups/${parent}`, { auth: admin })).status).toBe(204);
    expect((await server.api('DELETE', `/muscle-groups/${parent}`, { auth: admin })).body.error).toEqual({
      code: 'NOT_FOUND',
      message: `Muscle group ${parent} was not found`,
      details: [],
    });
  });

  it('refuses malformed codes and leaves seeded groups with subgroups in place', async () => {
    const malformed = await server.api('DELETE', '/muscle-groups/lower-case', { auth: admin });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.details).toEqual([
      { field: 'muscleGroupCode', message: 'Use UPPER_SNAKE_CASE: capital letters, digits and underscores' },
    ]);
    expect((await server.api('DELETE', '/muscle-groups/LOWER_BODY', { auth: admin })).status).toBe(409);
    expect((await server.api('GET', '/muscle-groups?muscleGroupParent=LOWER_BODY')).body.data.length).toBeGreaterThan(0);
  });

  it('deletes over GraphQL with typed errors', async () => {
    const parent = groupCode();
    const child = groupCode();
    await create(parent, { muscleGroupName: 'GraphQL parent', muscleGroupType: 'exercise_group', muscleGroupParent: 'CHEST' });
    await create(child, { muscleGroupName: 'GraphQL child', muscleGroupType: 'exercise_group', muscleGroupParent: parent });
    const mutation = `mutation($code: ID!) { deleteMuscleGroup(muscleGroupCode: $code) {
      __typename ... on MutationDeleteMuscleGroupSuccess { data } ... on AppError { code message details { field message } } } }`;
    expect((await server.gql(mutation, { code: child })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await server.gql(mutation, { code: child }, member)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await server.gql(mutation, { code: parent }, admin)).data.deleteMuscleGroup).toMatchObject({
      __typename: 'AppError',
      code: 'CONFLICT',
      message: expect.stringContaining(child),
    });
    expect((await server.gql(mutation, { code: 'not a code' }, admin)).data.deleteMuscleGroup).toMatchObject({
      __typename: 'AppError',
      code: 'BAD_USER_INPUT',
      details: [{ field: 'muscleGroupCode' }],
    });
    expect((await server.gql(mutation, { code: child }, admin)).data.deleteMuscleGroup).toEqual({
      __typename: 'MutationDeleteMuscleGroupSuccess',
      data: true,
    });
    expect((await server.gql(mutation, { code: child }, admin)).data.deleteMuscleGroup).toMatchObject({
      __typename: 'AppError',
      code: 'NOT_FOUND',
    });
    const tree = await server.gql(`query($code: ID!) { muscleGroup(muscleGroupCode: $code) { children { muscleGroupCode } } }`, {
      code: parent,
    });
    expect(tree.data.muscleGroup.children).toEqual([]);
    expect((await server.gql(mutation, { code: parent }, admin)).data.deleteMuscleGroup.__typename).toBe(
      'MutationDeleteMuscleGroupSuccess',
    );
  });
});

describe('muscles over GraphQL', () => {
  const TREE = `{ muscleGroups { muscleGroupCode muscleGroupThumbnail { fileUrl } muscles { muscleCode friendlyName muscleThumbnail { fileUrl thumbHash } } children { muscleGroupCode } } }`;

  it('loads the nested tree (groups → muscles → thumbnails) in the same number of statements as rows grow', async () => {
    server.statements.reset();
    const first = await server.gql(TREE);
    expect(first.errors).toBeUndefined();
    const before = server.statements.count;
    const groupsBefore = first.data.muscleGroups.length;

    // Grow the data: more groups, more members, and thumbnails on muscles.
    const asset = await server.db.mediaAsset.create({
      data: {
        fileName: 'quads.png',
        filePath: 'x/quads.png',
        fileUrl: '/media/x/quads.png',
        fileFormat: 'png',
        fileSize: 10,
        thumbHash: 'abc',
      },
    });
    await server.db.muscle.update({ where: { muscleCode: 'TIBIALIS_ANTERIOR' }, data: { thumbnailId: asset.mediaAssetId } });
    for (let i = 0; i < 5; i += 1) {
      await server.api('PUT', `/muscle-groups/${groupCode()}`, {
        auth: admin,
        body: {
          muscleGroupName: `Grown ${i}`,
          muscleGroupType: 'exercise_group',
          muscleGroupParent: 'CALVES_SHINS',
          muscleGroupMuscles: ['GASTROCNEMIUS', 'SOLEUS', 'TIBIALIS_ANTERIOR'],
        },
      });
    }

    server.statements.reset();
    const second = await server.gql(TREE);
    expect(second.errors).toBeUndefined();
    expect(second.data.muscleGroups.length).toBeGreaterThanOrEqual(groupsBefore + 5);
    const tibialis = second.data.muscleGroups
      .flatMap((g: { muscles: { muscleCode: string }[] }) => g.muscles)
      .find((m: { muscleCode: string }) => m.muscleCode === 'TIBIALIS_ANTERIOR');
    expect(tibialis.muscleThumbnail).toEqual({ fileUrl: '/media/x/quads.png', thumbHash: 'abc' });
    expect(server.statements.count).toBe(before);
    expect(before).toBeLessThanOrEqual(6);
  });

  it('updates through typed results: success for admins, AppError for bad input, FORBIDDEN for members', async () => {
    const mutation = `mutation($code: ID!, $name: String) { updateMuscle(muscleCode: $code, input: { friendlyName: $name }) {
      __typename ... on MutationUpdateMuscleSuccess { data { muscleCode friendlyName } } ... on AppError { code message details { field message } } } }`;
    const ok = await server.gql(mutation, { code: 'SOLEUS', name: 'Soleus' }, admin);
    expect(ok.data.updateMuscle).toEqual({
      __typename: 'MutationUpdateMuscleSuccess',
      data: { muscleCode: 'SOLEUS', friendlyName: 'Soleus' },
    });
    const bad = await server.gql(mutation, { code: 'SOLEUS', name: 'x'.repeat(200) }, admin);
    expect(bad.data.updateMuscle).toMatchObject({
      __typename: 'AppError',
      code: 'BAD_USER_INPUT',
      details: [{ field: 'friendlyName', message: 'Must be at most 120 characters' }],
    });
    const denied = await server.gql(mutation, { code: 'SOLEUS', name: 'Soleus' }, member);
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await server.gql(mutation, { code: 'SOLEUS', name: 'Soleus' });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
