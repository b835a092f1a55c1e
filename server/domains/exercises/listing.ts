// Which exercises a Flexicon page holds, in hand-written SQL (server/db/sql.ts): the filters, the sort, the cursor
// and the total. The Flexicon is the app's most read list and Prisma's planning and mapping cost several times what
// SQLite spends on these statements. One text serves both databases; every filter is a condition of one WHERE
// clause, so a page costs the same statements whatever is filtered.
import type { Viewer } from '../../auth/viewer.js';
import type { Exercise } from '../../db/generated/sqlite/client.ts';
import { dateOf, placeholders, type Row, type Sql } from '../../db/sql.js';
import { unauthenticated } from '../../lib/errors.js';
import { normalizeSearch } from '../../lib/search-text.js';
import { cardColumns, cardOf, EXERCISE_COLUMNS, type ExerciseCard } from './cards.js';
import type { exerciseFilterSchema, exercisesQuery } from './schemas.js';
import { catalogueExercisesSql, listedStatusesSql, type SqlCondition } from './visibility.js';

type Filter = ReturnType<typeof exerciseFilterSchema.parse>;
export type ExerciseSort = ReturnType<typeof exercisesQuery.parse>['sort'];

const LISTED_COLUMNS = EXERCISE_COLUMNS.map((column) => `e."${column}"`).join(', ');

/** A row as Prisma gives it: dates are Date objects (SQLite hands back the text Prisma wrote). */
const exerciseOf = (row: Row): Exercise => ({
  exerciseCode: String(row.exerciseCode),
  exerciseName: String(row.exerciseName),
  description: row.description === null ? null : String(row.description),
  exerciseTypeCode: String(row.exerciseTypeCode),
  publishedStatusCode: String(row.publishedStatusCode),
  searchText: String(row.searchText),
  seedChecksum: row.seedChecksum === null ? null : String(row.seedChecksum),
  ownerUserId: row.ownerUserId === null ? null : String(row.ownerUserId),
  createdAt: dateOf(row.createdAt),
  updatedAt: dateOf(row.updatedAt),
});

/** A sort by `column`, ties broken by the code: the last key is unique, so a cursor names one place in the list. */
const sortBy = (column: string, descending: boolean, codeDescending = false) => [
  { column, descending },
  { column: 'exerciseCode', descending: codeDescending },
];

const SORT_COLUMNS: Record<ExerciseSort, { column: string; descending: boolean }[]> = {
  NAME_ASC: sortBy('exerciseName', false),
  NAME_DESC: sortBy('exerciseName', true, true),
  NEWEST: sortBy('createdAt', true),
  RECENTLY_UPDATED: sortBy('updatedAt', true),
};

const all = (conditions: (SqlCondition | null)[]): SqlCondition => {
  const present = conditions.filter((condition): condition is SqlCondition => !!condition);
  return {
    text: present.length ? present.map((condition) => condition.text).join(' AND ') : '1 = 1',
    params: present.flatMap((condition) => condition.params),
  };
};

const inList = (column: string, codes: string[]): SqlCondition => ({ text: `${column} IN (${placeholders(codes)})`, params: codes });

/**
 * Muscles in the given groups at any level: the hierarchy is main group → subgroup → exercise group, so three
 * levels reach every member muscle. Uncorrelated, so it is worked out once per statement, not once per exercise.
 */
const musclesUnder = (groups: string[]): SqlCondition => ({
  text: `SELECT gm."muscleCode" FROM "MuscleGroupMuscle" gm
    JOIN "MuscleGroup" g ON g."muscleGroupCode" = gm."muscleGroupCode"
    LEFT JOIN "MuscleGroup" p ON p."muscleGroupCode" = g."muscleGroupParent"
    WHERE g."muscleGroupCode" IN (${placeholders(groups)}) OR g."muscleGroupParent" IN (${placeholders(groups)})
      OR p."muscleGroupParent" IN (${placeholders(groups)})`,
  params: [...groups, ...groups, ...groups],
});

/**
 * The exercise trains one of these muscles (as a primary mover when asked). Written as membership of the set of
 * exercises that do, worked out once per statement: probing each exercise for each muscle costs far more when a
 * group holds dozens of muscles.
 */
const trains = (muscles: SqlCondition, primaryOnly: boolean): SqlCondition => ({
  text: `e."exerciseCode" IN (SELECT em."exerciseCode" FROM "ExerciseMuscle" em
    WHERE em."muscleCode" IN (${muscles.text})${primaryOnly ? ' AND em."isPrimary"' : ''})`,
  params: muscles.params,
});

/** The exercise uses one of these pieces of equipment, needed or not: a set worked out once, as for muscles. */
const uses = (equipment: SqlCondition): SqlCondition => ({
  text: `e."exerciseCode" IN (SELECT ee."exerciseCode" FROM "ExerciseEquipment" ee WHERE ee."equipmentCode" IN (${equipment.text}))`,
  params: equipment.params,
});

/**
 * Every need is met by what the member has: a required item, or one of its alternatives (the required rows sharing
 * its slot).
 */
const equipmentMetBy = (userId: string): SqlCondition => ({
  text: `NOT EXISTS (SELECT 1 FROM "ExerciseEquipment" need WHERE need."exerciseCode" = e."exerciseCode" AND need."isRequired"
    AND NOT EXISTS (SELECT 1 FROM "ExerciseEquipment" alt
      JOIN "UserEquipment" ue ON ue."equipmentCode" = alt."equipmentCode" AND ue."userId" = ?
      WHERE alt."exerciseCode" = e."exerciseCode" AND alt."isRequired" AND alt."slot" = need."slot"))`,
  params: [userId],
});

/** Every filter as one condition. Values within one filter are alternatives; different filters all apply. */
export function exerciseFilterSql(viewer: Viewer | null, filter: Filter): SqlCondition {
  const conditions: (SqlCondition | null)[] = [catalogueExercisesSql(viewer), listedStatusesSql(viewer, filter.publishedStatusCodes)];
  const words = filter.search ? normalizeSearch(filter.search).split(' ').filter(Boolean) : [];
  // searchText and the words hold only letters, digits and spaces: nothing LIKE would read as a wildcard. A word is
  // also found with a name's spaces left out, as people type it ("benchpress", "pullup"); the parts' separators stay,
  // so a word never runs from one name into the next.
  for (const word of words)
    conditions.push({ text: `(e."searchText" LIKE ? OR REPLACE(e."searchText", ' ', '') LIKE ?)`, params: [`%${word}%`, `%${word}%`] });
  const primaryOnly = !!filter.primaryOnly;
  if (filter.muscleCodes?.length) {
    conditions.push(trains({ text: placeholders(filter.muscleCodes), params: filter.muscleCodes }, primaryOnly));
  }
  if (filter.muscleGroupCodes?.length) conditions.push(trains(musclesUnder(filter.muscleGroupCodes), primaryOnly));
  if (filter.equipmentCodes?.length) conditions.push(uses({ text: placeholders(filter.equipmentCodes), params: filter.equipmentCodes }));
  if (filter.equipmentGroupCodes?.length) {
    conditions.push(
      uses({
        text: `SELECT egm."equipmentCode" FROM "EquipmentGroupMember" egm WHERE egm."equipmentGroupCode" IN (${placeholders(filter.equipmentGroupCodes)})`,
        params: filter.equipmentGroupCodes,
      }),
    );
  }
  if (filter.withMyEquipment) {
    if (!viewer) throw unauthenticated('Sign in to filter by the equipment you have');
    conditions.push(equipmentMetBy(viewer.userId));
  }
  if (filter.exerciseTagCodes?.length) {
    conditions.push({
      text: `EXISTS (SELECT 1 FROM "ExerciseTagLink" t WHERE t."exerciseCode" = e."exerciseCode"
        AND t."exerciseTagCode" IN (${placeholders(filter.exerciseTagCodes)}))`,
      params: filter.exerciseTagCodes,
    });
  }
  if (filter.exerciseTypeCodes?.length) conditions.push(inList('e."exerciseTypeCode"', filter.exerciseTypeCodes));
  return all(conditions);
}

/**
 * Exercises one of whose names or aliases, in any language, is the searched text itself (searchText's parts are
 * separated by " | " and padded with a space).
 */
export function namedExactly(term: string): SqlCondition {
  // Without spaces the parts read "|name|" inside and "name" at either end: the term typed with or without its spaces.
  const compact = term.replace(/ /g, '');
  return {
    text: `(e."searchText" = ? OR e."searchText" LIKE ? OR e."searchText" LIKE ? OR e."searchText" LIKE ?
      OR REPLACE(e."searchText", ' ', '') IN (?, ?) OR REPLACE(e."searchText", ' ', '') LIKE ? OR REPLACE(e."searchText", ' ', '') LIKE ?)`,
    params: [` ${term} `, ` ${term} |%`, `%| ${term} |%`, `%| ${term} `, compact, `${compact}|%`, `%|${compact}|%`, `%|${compact}`],
  };
}

export const not = (condition: SqlCondition): SqlCondition => ({ text: `NOT ${condition.text}`, params: condition.params });
export const both = (a: SqlCondition, b: SqlCondition): SqlCondition => all([a, b]);

export async function countExercises(sql: Sql, where: SqlCondition): Promise<number> {
  const [row] = await sql.all(`SELECT COUNT(*) AS "n" FROM "Exercise" e WHERE ${where.text}`, where.params);
  return Number(row?.n ?? 0);
}

export interface ListWindow {
  sort: ExerciseSort;
  /** The exercise the page continues after (in the direction read); a code no exercise has gives an empty page. */
  after?: string;
  /** Rows to read; negative reads backwards from `after` (or from the list's end), as lib/pagination.ts asks. */
  take: number;
}

/** Up to |take| exercises in the sort's order (also when reading backwards). */
export const listedExercises = (sql: Sql, where: SqlCondition, window: ListWindow): Promise<Exercise[]> =>
  listed(sql, where, window, '', exerciseOf);

/** listedExercises with each exercise's card, in the same statement. */
export const listedCards = (sql: Sql, where: SqlCondition, window: ListWindow): Promise<ExerciseCard[]> =>
  listed(sql, where, window, `, ${cardColumns(sql)}`, (row) => cardOf(exerciseOf(row), row));

async function listed<T>(sql: Sql, where: SqlCondition, window: ListWindow, more: string, make: (row: Row) => T): Promise<T[]> {
  const backward = window.take < 0;
  const columns = SORT_COLUMNS[window.sort].map((entry) => ({ ...entry, descending: entry.descending !== backward }));
  const order = columns.map(({ column, descending }) => `e."${column}" ${descending ? 'DESC' : 'ASC'}`).join(', ');
  // Past the cursor's row by its own values: each column beyond it, or equal to it and the next ones beyond.
  const beyond = columns.map(({ column, descending }, index) =>
    [
      ...columns.slice(0, index).map((earlier) => `e."${earlier.column}" = k."${earlier.column}"`),
      `e."${column}" ${descending ? '<' : '>'} k."${column}"`,
    ].join(' AND '),
  );
  const cursor = window.after
    ? `, (SELECT ${columns.map(({ column }) => `"${column}"`).join(', ')} FROM "Exercise" WHERE "exerciseCode" = ?) k`
    : '';
  // The page's keys first, sorted by what the index on (status, name, code) holds, then its rows: sorting every
  // matching exercise's full row to keep a few costs several times more.
  const rows = await sql.all(
    `SELECT ${LISTED_COLUMNS}${more} FROM (
       SELECT e."exerciseCode" AS "pageCode" FROM "Exercise" e${cursor}
       WHERE ${where.text}${window.after ? ` AND ((${beyond.join(') OR (')}))` : ''}
       ORDER BY ${order} LIMIT ${Math.abs(window.take)}
     ) page JOIN "Exercise" e ON e."exerciseCode" = page."pageCode"
     ORDER BY ${order}`,
    window.after ? [window.after, ...where.params] : where.params,
  );
  const items = rows.map(make);
  return backward ? items.reverse() : items;
}
