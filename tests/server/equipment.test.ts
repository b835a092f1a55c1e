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

const code = (prefix: string) => unique(`${prefix}_`).toUpperCase();
type Item = { equipmentCode: string; equipmentName: string; equipmentEquipmentGroups: string[] };

describe('equipment over REST', () => {
  it('lists the catalogue sorted by name, with groups and thumbnails', async () => {
    const list = await server.api<{ data: Item[] }>('GET', '/equipment');
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBeGreaterThanOrEqual(95);
    const names = list.body.data.map((item) => item.equipmentName);
    for (let i = 1; i < names.length; i += 1) expect(names[i - 1]! <= names[i]!).toBe(true);
    const treadmill = list.body.data.find((item) => item.equipmentCode === 'TREADMILL');
    expect(treadmill).toEqual({
      equipmentCode: 'TREADMILL',
      equipmentName: 'Treadmill',
      equipmentThumbnail: null,
      equipmentEquipmentGroups: ['CARDIO_MACHINES'],
    });
  });

  it('looks up by a list of codes, de-duplicated and sorted by name, and filters by text and group', async () => {
    const byCodes = await server.api<{ data: Item[] }>('GET', '/equipment?equipmentCodes=TREADMILL,BARBELL,TREADMILL,DUMBBELLS');
    expect(byCodes.body.data.map((item) => item.equipmentCode)).toEqual(['BARBELL', 'DUMBBELLS', 'TREADMILL']);
    const search = await server.api<{ data: Item[] }>('GET', '/equipment?search=kettle');
    expect(search.body.data.map((item) => item.equipmentCode)).toContain('KETTLEBELLS');
    expect(
      search.body.data.every((item) => item.equipmentName.toLowerCase().includes('kettle') || item.equipmentCode.includes('KETTLE')),
    ).toBe(true);
    const cables = await server.api<{ data: Item[] }>('GET', '/equipment?equipmentGroupCode=CABLES');
    expect(cables.body.data.map((item) => item.equipmentCode)).toContain('ROPE_ATTACHMENT');
    expect(cables.body.data.every((item) => item.equipmentEquipmentGroups.includes('CABLES'))).toBe(true);
    const bad = await server.api('GET', '/equipment?equipmentCodes=barbell');
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].field).toBe('equipmentCodes.0');
  });

  it('reads one item, 404 for an unknown code and 400 for a malformed one', async () => {
    expect((await server.api('GET', '/equipment/BARBELL')).body.data.equipmentName).toBe('Barbell');
    expect((await server.api('GET', '/equipment/NOPE_NOT_HERE')).status).toBe(404);
    expect((await server.api('GET', '/equipment/barbell')).status).toBe(400);
  });

  it('lets only administrators create, change and delete equipment', async () => {
    const newCode = code('EQ');
    const body = { equipmentName: 'Test Sled Harness', equipmentEquipmentGroups: ['CARDIO_MACHINES'] };
    expect((await server.api('PUT', `/equipment/${newCode}`, { body })).status).toBe(401);
    expect((await server.api('PUT', `/equipment/${newCode}`, { body, auth: member })).status).toBe(403);
    const noName = await server.api('PUT', `/equipment/${newCode}`, { body: {}, auth: admin });
    expect(noName.status).toBe(400);
    expect(noName.body.error.details).toEqual([{ field: 'equipmentName', message: 'Required for new equipment' }]);
    const badGroup = await server.api('PUT', `/equipment/${newCode}`, {
      body: { ...body, equipmentEquipmentGroups: ['NOT_A_GROUP'] },
      auth: admin,
    });
    expect(badGroup.status).toBe(400);
    const created = await server.api('PUT', `/equipment/${newCode}`, { body, auth: admin });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      equipmentCode: newCode,
      equipmentName: 'Test Sled Harness',
      equipmentEquipmentGroups: ['CARDIO_MACHINES'],
    });
    const renamed = await server.api('PUT', `/equipment/${newCode}`, { body: { equipmentName: 'Sled Harness' }, auth: admin });
    expect(renamed.body.data).toMatchObject({ equipmentName: 'Sled Harness', equipmentEquipmentGroups: ['CARDIO_MACHINES'] });
    const regrouped = await server.api('PUT', `/equipment/${newCode}`, {
      body: { equipmentEquipmentGroups: ['CARDIO_MACHINES', 'MACHINES'] },
      auth: admin,
    });
    expect(regrouped.status).toBe(200);
    expect(regrouped.body.data).toMatchObject({ equipmentName: 'Sled Harness', equipmentEquipmentGroups: ['CARDIO_MACHINES', 'MACHINES'] });
    const group = await server.api('GET', '/equipment-groups/CARDIO_MACHINES');
    expect(group.body.data.equipmentGroupEquipment).toContain(newCode);

    expect((await server.api('DELETE', `/equipment/${newCode}`, { auth: member })).status).toBe(403);
    const deleted = await server.api('DELETE', `/equipment/${newCode}`, { auth: admin });
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeNull();
    expect((await server.api('GET', `/equipment/${newCode}`)).status).toBe(404);
    expect((await server.api('DELETE', `/equipment/${newCode}`, { auth: admin })).status).toBe(404);
  });
});

describe('equipment groups over REST', () => {
  it('lists the 13 main groups in the spec order, all filters', async () => {
    const groups = await server.api<{
      data: { equipmentGroupCode: string; sortOrder: number; isFilter: boolean; equipmentGroupType: string }[];
    }>('GET', '/equipment-groups?isFilter=true');
    expect(groups.status).toBe(200);
    const main = groups.body.data.filter((group) => group.equipmentGroupType === 'main_group');
    expect(main.slice(0, 13).map((group) => group.equipmentGroupCode)).toEqual([
      'MACHINES',
      'CARDIO_MACHINES',
      'CABLES',
      'DUMBBELLS',
      'KETTLEBELLS',
      'TRX_TRAINER',
      'MEDICINE_BALL',
      'RESISTANCE_BANDS',
      'GYMNASTIC_RINGS',
      'BOSU_BALL',
      'BARBELL',
      'WEIGHT_PLATES',
      'FOAM_ROLLER',
    ]);
    expect((await server.api('GET', '/equipment-groups?isFilter=maybe')).status).toBe(400);
  });

  it('creates a nested group with members, refuses cycles, and deletes it keeping its equipment', async () => {
    const parent = code('GP');
    const child = code('GC');
    expect((await server.api('PUT', `/equipment-groups/${parent}`, { body: { equipmentGroupName: 'Parent' }, auth: member })).status).toBe(
      403,
    );
    const created = await server.api('PUT', `/equipment-groups/${parent}`, {
      body: { equipmentGroupName: 'Parent', sortOrder: 50, isFilter: false },
      auth: admin,
    });
    expect(created.status).toBe(200);
    const childGroup = await server.api('PUT', `/equipment-groups/${child}`, {
      body: { equipmentGroupName: 'Child', equipmentGroupParent: parent, equipmentGroupEquipment: ['BARBELL', 'EZ_BAR'] },
      auth: admin,
    });
    expect(childGroup.body.data).toMatchObject({
      equipmentGroupParent: parent,
      equipmentGroupEquipment: ['BARBELL', 'EZ_BAR'],
      isFilter: true,
    });
    const children = await server.api('GET', `/equipment-groups?equipmentGroupParent=${parent}`);
    expect(children.body.data.map((group: { equipmentGroupCode: string }) => group.equipmentGroupCode)).toEqual([child]);
    const cycle = await server.api('PUT', `/equipment-groups/${parent}`, { body: { equipmentGroupParent: child }, auth: admin });
    expect(cycle.status).toBe(400);
    expect(cycle.body.error.details[0]).toEqual({ field: 'equipmentGroupParent', message: 'A group cannot be placed under itself' });
    const unknownMember = await server.api('PUT', `/equipment-groups/${child}`, {
      body: { equipmentGroupEquipment: ['NO_SUCH_THING'] },
      auth: admin,
    });
    expect(unknownMember.status).toBe(400);
    const reordered = await server.api('PUT', `/equipment-groups/${child}`, { body: { sortOrder: 7 }, auth: admin });
    expect(reordered.body.data).toMatchObject({
      equipmentGroupName: 'Child',
      sortOrder: 7,
      equipmentGroupEquipment: ['BARBELL', 'EZ_BAR'],
    });
    const badSort = await server.api('PUT', `/equipment-groups/${child}`, { body: { sortOrder: 'first' }, auth: admin });
    expect(badSort.body.error.details[0]).toEqual({ field: 'sortOrder', message: 'Must be a number' });

    expect((await server.api('DELETE', `/equipment-groups/${parent}`, { auth: admin })).status).toBe(204);
    expect((await server.api('GET', `/equipment-groups/${child}`)).body.data.equipmentGroupParent).toBeNull();
    expect((await server.api('DELETE', `/equipment-groups/${child}`, { auth: admin })).status).toBe(204);
    expect((await server.api('GET', '/equipment/EZ_BAR')).status).toBe(200);
  });
});

describe('equipment over GraphQL', () => {
  it('serves the groups with nested equipment and resolves equipment slots', async () => {
    const result = await server.gql(
      `{ equipmentGroups(filter: { isFilter: true }) { equipmentGroupCode sortOrder equipment { equipmentCode equipmentName } } }`,
    );
    expect(result.errors).toBeUndefined();
    const cardio = result.data.equipmentGroups.find(
      (group: { equipmentGroupCode: string }) => group.equipmentGroupCode === 'CARDIO_MACHINES',
    );
    expect(cardio.equipment.map((item: { equipmentCode: string }) => item.equipmentCode)).toEqual(
      expect.arrayContaining(['TREADMILL', 'ASSAULT_BIKE']),
    );
    const slots =
      await server.gql(`{ equipmentSets(required: [{ equipmentCodes: ["BARBELL", "NOT_REAL"] }], optional: [{ equipmentCodes: ["FLAT_BENCH", "ADJUSTABLE_BENCH"] }]) {
      required { equipment { equipmentCode } } optional { equipment { equipmentCode } } } }`);
    expect(slots.data.equipmentSets).toEqual({
      required: [{ equipment: [{ equipmentCode: 'BARBELL' }] }],
      optional: [{ equipment: [{ equipmentCode: 'FLAT_BENCH' }, { equipmentCode: 'ADJUSTABLE_BENCH' }] }],
    });
  });

  it('returns typed errors from mutations and refuses members', async () => {
    const mutation = `mutation($code: ID!, $input: UpsertEquipmentInput!) { upsertEquipment(equipmentCode: $code, input: $input) {
      __typename ... on MutationUpsertEquipmentSuccess { data { equipmentCode equipmentName } } ... on AppError { code message details { field message } } } }`;
    const denied = await server.gql(mutation, { code: code('GQ'), input: { equipmentName: 'X' } }, member);
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const invalid = await server.gql(mutation, { code: code('GQ'), input: {} }, admin);
    expect(invalid.data.upsertEquipment).toMatchObject({
      __typename: 'AppError',
      code: 'BAD_USER_INPUT',
      details: [{ field: 'equipmentName', message: 'Required for new equipment' }],
    });
    const newCode = code('GQ');
    const ok = await server.gql(mutation, { code: newCode, input: { equipmentName: 'GraphQL Bar' } }, admin);
    expect(ok.data.upsertEquipment).toEqual({
      __typename: 'MutationUpsertEquipmentSuccess',
      data: { equipmentCode: newCode, equipmentName: 'GraphQL Bar' },
    });
    const removed = await server.gql(
      `mutation($code: ID!) { deleteEquipment(equipmentCode: $code) { __typename ... on MutationDeleteEquipmentSuccess { data } } }`,
      { code: newCode },
      admin,
    );
    expect(removed.data.deleteEquipment).toEqual({ __typename: 'MutationDeleteEquipmentSuccess', data: true });
  });
});
