// Each scenario: an API request, and the same rows fetched by hand-written SQL through the plain driver (see
// raw-server.ts) for comparison. The SQL is written once for SQLite and PostgreSQL (quoted identifiers).
import assert from 'node:assert/strict';
import fs from 'node:fs';

/** Runs one SQL statement on the plain driver and returns its rows. */
export type RawQuery = (sql: string) => Promise<Record<string, unknown>[]>;

export interface Scenario {
  name: string;
  api: { path: string; method: 'GET' | 'POST'; body?: string };
  rawPath: string;
  raw(query: RawQuery): Promise<unknown>;
  assertSameRows(api: unknown, raw: unknown): void;
}

const graphql = (query: string) => ({ path: '/graphql', method: 'POST' as const, body: JSON.stringify({ query }) });

/** Rows of a parent joined to its children, folded into parents with a child list, in query order. */
function fold<R extends Record<string, unknown>>(
  rows: R[],
  parentKey: keyof R,
  parentFields: (keyof R)[],
  childKey: keyof R,
  childFields: (keyof R)[],
  listName: string,
) {
  const parents = new Map<unknown, Record<string, unknown>>();
  for (const row of rows) {
    let parent = parents.get(row[parentKey]);
    if (!parent) {
      parent = Object.fromEntries(parentFields.map((field) => [field, row[field]]));
      parent[listName] = [];
      parents.set(row[parentKey], parent);
    }
    if (row[childKey] !== null) (parent[listName] as unknown[]).push(Object.fromEntries(childFields.map((field) => [field, row[field]])));
  }
  return [...parents.values()];
}

/** Counts and integers may come back as BigInt or text depending on the driver; JSON wants numbers. */
const numbers = <R extends Record<string, unknown>>(rows: R[]) =>
  rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'bigint' ? Number(v) : v])) as R);

const FLEXICON_PAGE = fs.readFileSync(new URL('../../web/src/features/flexicon/flexicon-page.graphql', import.meta.url), 'utf8');
const PUBLISHED = `e."publishedStatusCode" IN ('PUBLISHED', 'FAVORITES')`;

/** Training a muscle anywhere under LOWER_BODY and using equipment of four groups. */
const FLEXICON_FILTER = { muscleGroupCodes: ['LOWER_BODY'], equipmentGroupCodes: ['BARBELL', 'DUMBBELLS', 'KETTLEBELLS', 'MACHINES'] };
const FLEXICON_FILTER_WHERE = `
  AND EXISTS (SELECT 1 FROM "ExerciseMuscle" em
    JOIN "MuscleGroupMuscle" gm ON gm."muscleCode" = em."muscleCode"
    JOIN "MuscleGroup" g ON g."muscleGroupCode" = gm."muscleGroupCode"
    LEFT JOIN "MuscleGroup" p ON p."muscleGroupCode" = g."muscleGroupParent"
    WHERE em."exerciseCode" = e."exerciseCode"
      AND (g."muscleGroupCode" = 'LOWER_BODY' OR g."muscleGroupParent" = 'LOWER_BODY' OR p."muscleGroupParent" = 'LOWER_BODY'))
  AND EXISTS (SELECT 1 FROM "ExerciseEquipment" ee
    JOIN "EquipmentGroupMember" egm ON egm."equipmentCode" = ee."equipmentCode"
    WHERE ee."exerciseCode" = e."exerciseCode" AND egm."equipmentGroupCode" IN ('BARBELL', 'DUMBBELLS', 'KETTLEBELLS', 'MACHINES'))`;

/** A page of the Flexicon as the web app asks for it (FlexiconPage), and the same cards and total by hand. */
function flexiconScenario(name: string, rawPath: string, first: number, filter: object | undefined, where: string): Scenario {
  return {
    name,
    api: {
      path: '/graphql',
      method: 'POST',
      body: JSON.stringify({ query: FLEXICON_PAGE, variables: { first, filter, sort: 'NAME_ASC' } }),
    },
    rawPath,
    async raw(query) {
      const page = `SELECT e."exerciseCode", e."exerciseName", e."exerciseTypeCode", e."publishedStatusCode" FROM "Exercise" e
        WHERE ${where} ORDER BY e."exerciseName", e."exerciseCode" LIMIT ${first}`;
      const [muscles, equipment, count] = await Promise.all([
        query(`
          SELECT page.*, em."muscleCode", em."targetPercentage", em."isPrimary"
          FROM (${page}) page LEFT JOIN "ExerciseMuscle" em ON em."exerciseCode" = page."exerciseCode"
          ORDER BY page."exerciseName", page."exerciseCode", em."targetPercentage" DESC, em."muscleCode"`),
        query(`
          SELECT page."exerciseCode", ee."equipmentCode", ee."isRequired"
          FROM (${page}) page JOIN "ExerciseEquipment" ee ON ee."exerciseCode" = page."exerciseCode"
          ORDER BY page."exerciseCode", ee."isRequired" DESC, ee."slot"`),
        query(`SELECT COUNT(*) AS n FROM "Exercise" e WHERE ${where}`),
      ]);
      const nodes = fold(
        numbers(muscles).map((row): Record<string, unknown> => ({ ...row, isPrimary: Boolean(row.isPrimary) })),
        'exerciseCode',
        ['exerciseCode', 'exerciseName', 'exerciseTypeCode', 'publishedStatusCode'],
        'muscleCode',
        ['muscleCode', 'targetPercentage', 'isPrimary'],
        'muscleUsage',
      );
      const equipmentOf = new Map<unknown, unknown[]>();
      for (const row of equipment) {
        equipmentOf.set(row.exerciseCode, [
          ...(equipmentOf.get(row.exerciseCode) ?? []),
          { equipmentCode: row.equipmentCode, isRequired: Boolean(row.isRequired) },
        ]);
      }
      return {
        totalCount: Number(count[0]!.n),
        nodes: nodes.map((node) => ({ ...node, equipment: equipmentOf.get(node.exerciseCode) ?? [] })),
      };
    },
    assertSameRows(api, raw) {
      const connection = (api as { data: { exercises: { totalCount: number; edges: { node: unknown }[] } } }).data.exercises;
      const expected = (raw as { data: { totalCount: number; nodes: unknown[] } }).data;
      assert.equal(connection.totalCount, expected.totalCount);
      assert.deepEqual(
        connection.edges.map((edge) => edge.node),
        expected.nodes,
      );
    },
  };
}

export const scenarios: Scenario[] = [
  {
    name: 'Muscle-group tree (groups with their muscles)',
    api: graphql(
      '{ muscleGroups { muscleGroupCode muscleGroupName muscleGroupType muscleGroupParent sortOrder muscles { muscleCode muscleName friendlyName } } }',
    ),
    rawPath: '/bench/raw/muscle-groups',
    async raw(query) {
      const rows = numbers(
        await query(`
          SELECT g."muscleGroupCode", g."muscleGroupName", g."muscleGroupType", g."muscleGroupParent", g."sortOrder",
                 m."muscleCode", m."muscleName", m."friendlyName"
          FROM "MuscleGroup" g
          LEFT JOIN "MuscleGroupMuscle" gm ON gm."muscleGroupCode" = g."muscleGroupCode"
          LEFT JOIN "Muscle" m ON m."muscleCode" = gm."muscleCode"
          ORDER BY g."sortOrder", g."muscleGroupName", m."muscleCode"`),
      );
      return fold(
        rows,
        'muscleGroupCode',
        ['muscleGroupCode', 'muscleGroupName', 'muscleGroupType', 'muscleGroupParent', 'sortOrder'],
        'muscleCode',
        ['muscleCode', 'muscleName', 'friendlyName'],
        'muscles',
      );
    },
    assertSameRows(api, raw) {
      assert.deepEqual((api as { data: { muscleGroups: unknown } }).data.muscleGroups, (raw as { data: unknown }).data);
    },
  },
  {
    name: 'Equipment-group list (groups with their equipment)',
    api: graphql(
      '{ equipmentGroups { equipmentGroupCode equipmentGroupName sortOrder isFilter equipment { equipmentCode equipmentName } } }',
    ),
    rawPath: '/bench/raw/equipment-groups',
    async raw(query) {
      const rows = numbers(
        await query(`
          SELECT g."equipmentGroupCode", g."equipmentGroupName", g."sortOrder", g."isFilter", e."equipmentCode", e."equipmentName"
          FROM "EquipmentGroup" g
          LEFT JOIN "EquipmentGroupMember" gm ON gm."equipmentGroupCode" = g."equipmentGroupCode"
          LEFT JOIN "Equipment" e ON e."equipmentCode" = gm."equipmentCode"
          ORDER BY g."sortOrder", g."equipmentGroupName", e."equipmentName", e."equipmentCode"`),
      ).map((row): Record<string, unknown> => ({ ...row, isFilter: Boolean(row.isFilter) }));
      return fold(
        rows,
        'equipmentGroupCode',
        ['equipmentGroupCode', 'equipmentGroupName', 'sortOrder', 'isFilter'],
        'equipmentCode',
        ['equipmentCode', 'equipmentName'],
        'equipment',
      );
    },
    assertSameRows(api, raw) {
      assert.deepEqual((api as { data: { equipmentGroups: unknown } }).data.equipmentGroups, (raw as { data: unknown }).data);
    },
  },
  flexiconScenario('Flexicon first page of 20 (no filter)', '/bench/raw/flexicon-first-page', 20, undefined, PUBLISHED),
  flexiconScenario(
    'Flexicon page of 50 (filtered by muscle group and equipment groups)',
    '/bench/raw/flexicon-page',
    50,
    FLEXICON_FILTER,
    PUBLISHED + FLEXICON_FILTER_WHERE,
  ),
];
