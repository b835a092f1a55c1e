// Each scenario: an API request, and the same rows fetched by hand-written SQL through the plain driver (see
// raw-server.ts) for comparison. The SQL is written once for SQLite and PostgreSQL (quoted identifiers).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { BenchFixture } from './fixtures.js';
import type { LogbookFixture } from './logbook-data.js';
import { print } from 'graphql';
import { SaveLiveLogSetsDocument } from '../../web/src/gql/graphql.js';

/** Runs one SQL statement on the plain driver and returns its rows. */
export type RawQuery = (sql: string) => Promise<Record<string, unknown>[]>;

export interface ApiRequest {
  path: string;
  method: 'GET' | 'POST' | 'PUT';
  body?: string;
  headers?: Record<string, string>;
  /** Makes each request anew (a write that must not repeat itself): the path, headers and body to send. */
  next?: () => { path: string; headers: Record<string, string>; body: string };
}

export interface Scenario {
  name: string;
  api: ApiRequest;
  /** The plain-driver baseline; a write scenario without one reports its own figures only. */
  rawPath?: string;
  raw?(query: RawQuery): Promise<unknown>;
  assertSameRows?(api: unknown, raw: unknown): void;
  /** Runs before each round against the API's origin, e.g. to give a write scenario fresh rows. */
  setup?(origin: string): Promise<void>;
  /** A write also measured at fixed arrival rates (BENCH_RATES), for its latency below saturation. */
  fixedRates?: boolean;
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

export const FLEXICON_PAGE = fs.readFileSync(new URL('../../web/src/features/flexicon/flexicon-page.graphql', import.meta.url), 'utf8');
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
          SELECT page."exerciseCode", ee."equipmentCode", ee."isRequired", ee."slot"
          FROM (${page}) page JOIN "ExerciseEquipment" ee ON ee."exerciseCode" = page."exerciseCode"
          ORDER BY page."exerciseCode", ee."isRequired" DESC, ee."slot", ee."equipmentCode"`),
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
          { equipmentCode: row.equipmentCode, isRequired: Boolean(row.isRequired), slot: Number(row.slot) },
        ]);
      }
      return {
        totalCount: Number(count[0]!.n),
        // The page asks for names in English, the exercise's own: localizedName is exerciseName.
        nodes: nodes.map((node) => ({ ...node, localizedName: node.exerciseName, equipment: equipmentOf.get(node.exerciseCode) ?? [] })),
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

const CREATOR = `creatorProfile { creatorProfileId fullName displayName userName profilePhoto { fileUrl } }`;
const CARD = `workoutId workoutTitle workoutBackgroundImage { fileUrl thumbHash } ${CREATOR}
  workoutSummary { exerciseCount estimatedDuration totalVolume } workoutAnalytics { ratingCount ratingAverage totalViews }
  muscleUsage { muscleCode targetPercentage isPrimary }`;
const WORKOUT_PAGE = `query($id: ID!) { workout(workoutId: $id) { ${CARD} workoutDescription visibility publishedStatusCode
  workoutExercises { workoutExerciseId exerciseCode exercise { exerciseName exerciseTypeCode } supersetGroup restSeconds notes
    sets { workoutSetId setType restSeconds tempo targetRpe notes targets { measurementCode value valueMax } } } } }`;
const WORKOUT_CARDS = `query($id: String) { workouts(first: 20, filter: { creatorProfileId: $id }) { totalCount edges { node { ${CARD} } } } }`;
const VISIBLE_WORKOUT = `w."publishedStatusCode" IN ('PUBLISHED', 'FAVORITES') AND w."visibility" = 'PUBLIC'`;
const WORKOUT_COLUMNS = `w."workoutId", w."workoutTitle", w."description", w."visibility", w."publishedStatusCode", w."exerciseCount",
  w."estimatedDuration", w."totalVolume", w."ratingCount", w."ratingAverage", w."viewCount", w."lastUpdated",
  c."creatorProfileId", c."fullName", c."displayName", c."userName", photo."fileUrl" AS "photoUrl",
  bg."fileUrl" AS "backgroundUrl", bg."thumbHash" AS "backgroundThumbHash"`;
const WORKOUT_JOINS = `LEFT JOIN "CreatorProfile" c ON c."creatorProfileId" = w."creatorProfileId"
  LEFT JOIN "MediaAsset" photo ON photo."mediaAssetId" = c."profilePhotoId"
  LEFT JOIN "MediaAsset" bg ON bg."mediaAssetId" = w."backgroundImageId"`;

/** Muscle rows by workout, in query order. */
function musclesByWorkout(rows: Record<string, unknown>[]) {
  const byWorkout = new Map<unknown, { muscleCode: unknown; targetPercentage: unknown; isPrimary: boolean }[]>();
  for (const row of numbers(rows)) {
    const list = byWorkout.get(row.workoutId) ?? [];
    list.push({ muscleCode: row.muscleCode, targetPercentage: row.targetPercentage, isPrimary: Boolean(row.isPrimary) });
    byWorkout.set(row.workoutId, list);
  }
  return byWorkout;
}

/** A workout row of the plain driver as the card fields of the API. */
function cardOf(row: Record<string, unknown>, muscles: ReturnType<typeof musclesByWorkout>) {
  return {
    workoutId: row.workoutId,
    workoutTitle: row.workoutTitle,
    workoutBackgroundImage: row.backgroundUrl ? { fileUrl: row.backgroundUrl, thumbHash: row.backgroundThumbHash } : null,
    creatorProfile: row.creatorProfileId
      ? {
          creatorProfileId: row.creatorProfileId,
          fullName: row.fullName,
          displayName: row.displayName,
          userName: row.userName,
          profilePhoto: row.photoUrl ? { fileUrl: row.photoUrl } : null,
        }
      : null,
    workoutSummary: { exerciseCount: row.exerciseCount, estimatedDuration: row.estimatedDuration, totalVolume: row.totalVolume },
    workoutAnalytics: { ratingCount: row.ratingCount, ratingAverage: row.ratingAverage, totalViews: row.viewCount },
    muscleUsage: muscles.get(row.workoutId) ?? [],
  };
}

/** The muscle usage of the given workouts (a list of quoted ids). */
const musclesOf = (ids: string) => `SELECT wm."workoutId", wm."muscleCode", wm."targetPercentage", wm."isPrimary"
  FROM "WorkoutMuscle" wm WHERE wm."workoutId" IN (${ids || "''"})
  ORDER BY wm."targetPercentage" DESC, wm."muscleCode"`;

/** The workout scenarios read the fixture the bench makes (fixtures.ts): its creator's cards and its 10-exercise workout. */
function workoutScenarios(fixture: BenchFixture): Scenario[] {
  const quote = (id: string) => `'${id.replace(/'/g, "''")}'`;
  const page = `SELECT ${WORKOUT_COLUMNS} FROM "Workout" w ${WORKOUT_JOINS}
    WHERE w."creatorProfileId" = ${quote(fixture.creatorProfileId)} AND ${VISIBLE_WORKOUT}
    ORDER BY w."lastUpdated" DESC, w."workoutId" ASC LIMIT 20`;
  const one = `SELECT ${WORKOUT_COLUMNS} FROM "Workout" w ${WORKOUT_JOINS} WHERE w."workoutId" = ${quote(fixture.workoutId)} AND ${VISIBLE_WORKOUT}`;
  return [
    {
      name: 'My Workouts: a page of 20 workout cards',
      api: { ...graphql(WORKOUT_CARDS), body: JSON.stringify({ query: WORKOUT_CARDS, variables: { id: fixture.creatorProfileId } }) },
      rawPath: '/bench/raw/workout-cards',
      async raw(query) {
        const [rows, count] = await Promise.all([
          query(page),
          query(
            `SELECT COUNT(*) AS n FROM "Workout" w WHERE w."creatorProfileId" = ${quote(fixture.creatorProfileId)} AND ${VISIBLE_WORKOUT}`,
          ),
        ]);
        const byWorkout = musclesByWorkout(await query(musclesOf(rows.map((row) => quote(String(row.workoutId))).join(', '))));
        return { totalCount: Number(count[0]!.n), nodes: numbers(rows).map((row) => cardOf(row, byWorkout)) };
      },
      assertSameRows(api, raw) {
        const connection = (api as { data: { workouts: { totalCount: number; edges: { node: unknown }[] } } }).data.workouts;
        const expected = (raw as { data: { totalCount: number; nodes: unknown[] } }).data;
        assert.equal(connection.totalCount, expected.totalCount);
        assert.deepEqual(
          connection.edges.map((edge) => edge.node),
          expected.nodes,
        );
      },
    },
    {
      name: 'A workout page (/w/{id}) of 10 exercises and 40 sets',
      api: { ...graphql(WORKOUT_PAGE), body: JSON.stringify({ query: WORKOUT_PAGE, variables: { id: fixture.workoutId } }) },
      rawPath: '/bench/raw/workout-page',
      async raw(query) {
        const exercises = `SELECT we."workoutExerciseId", we."exerciseCode", e."exerciseName", e."exerciseTypeCode", we."supersetGroup",
            we."restSeconds", we."notes", we."position"
          FROM "WorkoutExercise" we JOIN "Exercise" e ON e."exerciseCode" = we."exerciseCode"
          WHERE we."workoutId" = ${quote(fixture.workoutId)}`;
        const [rows, muscles, exerciseRows, setRows] = await Promise.all([
          query(one),
          query(musclesOf(quote(fixture.workoutId))),
          query(`${exercises} ORDER BY we."position"`),
          query(`SELECT s."workoutExerciseId", s."workoutSetId", s."setType", s."restSeconds", s."tempo", s."targetRpe", s."notes",
              t."measurementCode", t."value", t."valueMax"
            FROM "WorkoutSet" s LEFT JOIN "WorkoutSetTarget" t ON t."workoutSetId" = s."workoutSetId"
            WHERE s."workoutExerciseId" IN (SELECT "workoutExerciseId" FROM (${exercises}) ids)
            ORDER BY s."position", t."measurementCode"`),
        ]);
        const row = numbers(rows)[0]!;
        const sets = fold(
          numbers(setRows),
          'workoutSetId',
          ['workoutExerciseId', 'workoutSetId', 'setType', 'restSeconds', 'tempo', 'targetRpe', 'notes'],
          'measurementCode',
          ['measurementCode', 'value', 'valueMax'],
          'targets',
        );
        return {
          ...cardOf(row, musclesByWorkout(muscles)),
          workoutDescription: row.description,
          visibility: row.visibility,
          publishedStatusCode: row.publishedStatusCode,
          workoutExercises: numbers(exerciseRows).map((exercise) => ({
            workoutExerciseId: exercise.workoutExerciseId,
            exerciseCode: exercise.exerciseCode,
            exercise: { exerciseName: exercise.exerciseName, exerciseTypeCode: exercise.exerciseTypeCode },
            supersetGroup: exercise.supersetGroup,
            restSeconds: exercise.restSeconds,
            notes: exercise.notes,
            sets: sets
              .filter((set) => set.workoutExerciseId === exercise.workoutExerciseId)
              .map(({ workoutExerciseId: _exercise, ...set }) => set),
          })),
        };
      },
      assertSameRows(api, raw) {
        const { workoutTitle, ...workout } = (api as { data: { workout: { workoutTitle: string } } }).data.workout;
        const expected = (raw as { data: { workoutTitle: string } }).data;
        assert.equal(workoutTitle, expected.workoutTitle);
        assert.deepEqual({ workoutTitle, ...workout }, expected);
      },
    },
  ];
}

/** Who the logbook scenarios act as: the viewer's session, and one per member with a workout in progress. */
export interface LogbookSessions {
  viewer: Record<string, string>;
}

const isoOf = (value: unknown) => new Date(String(value).replace(' ', 'T')).toISOString();

const LIVE_EXERCISES = ['BARBELL_BACK_SQUAT', 'BARBELL_BENCH_PRESS', 'BARBELL_BENT_OVER_ROW', 'BARBELL_CURL', 'TRICEPS_PUSHDOWN'];

/** The Homies feed and an exercise's history, over the generated logbook (logbook-data.ts). */
export function logbookScenarios(logbook: LogbookFixture, sessions: LogbookSessions): Scenario[] {
  const viewer = logbook.viewer.userId;
  return [
    {
      name: 'Homies feed, first page of 20 (1,000 members, 200,000 logs)',
      api: {
        ...graphql(
          '{ feed(first: 20) { edges { node { feedItemId contentType createdAt propCount commentCount actor { userName } workoutLog { workoutLogTitle logSummary { setCount totalVolume activeSeconds personalRecordCount } } } } } }',
        ),
        headers: sessions.viewer,
      },
      rawPath: '/bench/raw/feed',
      async raw(query) {
        const rows = numbers(
          await query(`
            WITH page AS MATERIALIZED (
              SELECT "feedItemId", "createdAt" FROM (
                SELECT * FROM (
                  SELECT e."feedItemId", e."createdAt" FROM "FeedEntry" e WHERE e."ownerUserId" = '${viewer}'
                  ORDER BY e."createdAt" DESC, e."feedItemId" DESC LIMIT 20) own
                UNION ALL
                SELECT * FROM (
                  SELECT f."feedItemId", f."createdAt" FROM "FeedItem" f WHERE f."contentType" = 'UPDATE'
                  ORDER BY f."createdAt" DESC, f."feedItemId" DESC LIMIT 20) updates
              ) merged
              ORDER BY "createdAt" DESC, "feedItemId" DESC LIMIT 20
            )
            SELECT x."feedItemId", x."contentType", x."createdAt", x."propCount", x."commentCount", u."userName",
                   l."title", l."setCount", l."totalVolume", l."activeSeconds", l."personalRecordCount"
            FROM page
            JOIN "FeedItem" x ON x."feedItemId" = page."feedItemId"
            JOIN "User" u ON u."userId" = x."actorUserId"
            LEFT JOIN "WorkoutLog" l ON l."workoutLogId" = x."workoutLogId"
            ORDER BY page."createdAt" DESC, page."feedItemId" DESC`),
        );
        return rows.map((row) => ({
          feedItemId: row.feedItemId,
          contentType: row.contentType,
          createdAt: isoOf(row.createdAt),
          propCount: row.propCount,
          commentCount: row.commentCount,
          actor: { userName: row.userName },
          workoutLog:
            row.title === null
              ? null
              : {
                  workoutLogTitle: row.title,
                  logSummary: {
                    setCount: row.setCount,
                    totalVolume: row.totalVolume,
                    activeSeconds: row.activeSeconds,
                    personalRecordCount: row.personalRecordCount,
                  },
                },
        }));
      },
      assertSameRows(api, raw) {
        const nodes = (api as { data: { feed: { edges: { node: unknown }[] } } }).data.feed.edges.map((edge) => edge.node);
        assert.equal(nodes.length, 20);
        assert.deepEqual(nodes, (raw as { data: unknown }).data);
      },
    },
    {
      name: 'An exercise’s history, first page of 20 (of ~100 times done)',
      api: {
        ...graphql(
          `{ exerciseHistory(exerciseCode: "${logbook.historyExercise}", first: 20) { totalCount entries { edges { node { workoutLogExerciseId startedAt completedSetCount volume totalReps bestWeight bestEstimated1rm } } } } }`,
        ),
        headers: sessions.viewer,
      },
      rawPath: '/bench/raw/exercise-history',
      async raw(query) {
        const where = `"userId" = '${viewer}' AND "exerciseCode" = '${logbook.historyExercise}' AND "completedSetCount" > 0`;
        const [rows, count] = await Promise.all([
          query(`SELECT "workoutLogExerciseId", "startedAt", "completedSetCount", "volume", "totalReps", "bestWeight", "bestEstimated1rm"
                 FROM "WorkoutLogExercise" WHERE ${where} ORDER BY "startedAt" DESC, "workoutLogExerciseId" DESC LIMIT 20`),
          query(`SELECT COUNT(*) AS "count" FROM "WorkoutLogExercise" WHERE ${where}`),
        ]);
        return {
          totalCount: Number(count[0]!.count),
          entries: numbers(rows).map((row) => ({ ...row, startedAt: isoOf(row.startedAt) })),
        };
      },
      assertSameRows(api, raw) {
        const history = (api as { data: { exerciseHistory: { totalCount: number; entries: { edges: { node: unknown }[] } } } }).data
          .exerciseHistory;
        const expected = (raw as { data: { totalCount: number; entries: unknown[] } }).data;
        assert.ok(expected.entries.length === 20);
        assert.deepEqual({ totalCount: history.totalCount, entries: history.entries.edges.map((edge) => edge.node) }, expected);
      },
    },
  ];
}

const SAVE_SETS = print(SaveLiveLogSetsDocument);

/**
 * Logging a set, as the web logger saves it (GraphQL, answered with the log's figures and the set's records) and as
 * a REST client does with the whole log as the answer: a new completed set in one of 50 workouts in progress, each
 * workout and its exercises in turn, as members in a gym log them.
 */
export function loggingScenarios(live: LogbookFixture['live'], sessions: Record<string, string>[]): Scenario[] {
  let turn = 0;
  // The sets sent so far per exercise: the web logger restates an exercise whole, every set included, with each edit.
  const sent = new Map<string, Record<string, unknown>[]>();
  const nextSet = () => {
    const index = turn % live.length;
    const log = live[index]!;
    const position = Math.floor(turn++ / live.length) % log.exerciseIds.length;
    const workoutLogExerciseId = log.exerciseIds[position]!;
    const values = [
      { measurementCode: 'REPS', value: 5 + (turn % 5) },
      { measurementCode: 'WEIGHT', value: 20 + (turn % 80) },
    ];
    const workoutLogSetId = randomUUID();
    const sets = sent.get(workoutLogExerciseId) ?? [];
    sets.push({ workoutLogSetId, position: sets.length, setType: 'NORMAL', rpe: null, completed: true, values });
    sent.set(workoutLogExerciseId, sets);
    const exercise = { workoutLogExerciseId, exerciseCode: LIVE_EXERCISES[position], position, supersetGroup: null, notes: null, sets };
    return {
      log,
      workoutLogSetId,
      input: { exercises: [exercise] },
      headers: { ...sessions[index]!, 'content-type': 'application/json' },
    };
  };
  // Each round logs into fresh sessions of five exercises, so the sessions stay the size of real ones (tens of sets,
  // not the thousands rounds would pile up) and rounds measure the same work.
  async function setup(origin: string) {
    sent.clear();
    await Promise.all(
      live.map(async (log, index) => {
        const call = async (method: string, path: string, body?: unknown) => {
          const response = await fetch(`${origin}${path}`, {
            method,
            headers: { ...sessions[index]!, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
          return response;
        };
        const active = await call('GET', '/api/workout-logs/active');
        if (active.status === 200) {
          const { workoutLogId } = ((await active.json()) as { data: { workoutLogId: string } }).data;
          await call('DELETE', `/api/workout-logs/${workoutLogId}`);
        }
        const workoutLogId = randomUUID();
        await call('POST', '/api/workout-logs', { workoutLogId, workoutLogTitle: 'Bench session' });
        const exerciseIds = LIVE_EXERCISES.map(() => randomUUID());
        await call('PUT', `/api/workout-logs/${workoutLogId}`, {
          exercises: LIVE_EXERCISES.map((exerciseCode, position) => ({
            workoutLogExerciseId: exerciseIds[position],
            exerciseCode,
            position,
          })),
        });
        live[index] = { ...log, workoutLogId, exerciseIds };
      }),
    );
  }
  return [
    {
      name: 'Logging a set, as the web logger saves it (GraphQL SaveLiveLogSets: the figures and the exercise’s sets back)',
      setup,
      fixedRates: true,
      api: {
        path: '/graphql',
        method: 'POST',
        next() {
          const { log, input, headers } = nextSet();
          const setIds = input.exercises[0]!.sets.map((set) => set.workoutLogSetId);
          const variables = { workoutLogId: log.workoutLogId, input, setIds };
          return { path: '/graphql', headers, body: JSON.stringify({ query: SAVE_SETS, operationName: 'SaveLiveLogSets', variables }) };
        },
      },
    },
    {
      name: 'Logging a set over REST (PUT /api/workout-logs/{id}: the whole log back)',
      fixedRates: true,
      setup,
      api: {
        path: '/api/workout-logs',
        method: 'PUT',
        next() {
          const { log, input, headers } = nextSet();
          return { path: `/api/workout-logs/${log.workoutLogId}`, headers, body: JSON.stringify(input) };
        },
      },
    },
  ];
}

export const benchScenarios = (fixture: BenchFixture): Scenario[] => [
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
  ...workoutScenarios(fixture),
];
