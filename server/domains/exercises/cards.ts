// What a Flexicon card shows, read by hand-written SQL (see listing.ts for why): the exercises' rows with their
// muscle usage and their equipment, read in the statement that lists the page. A selection that asks for nothing
// else (as the Flexicon's page does) is answered this way; anything more goes through Prisma.
import type { Exercise, Prisma } from '../../db/generated/sqlite/client.ts';
import { jsonRows, jsonRowsOf, type Row, type Sql } from '../../db/sql.js';
import type { Selection } from '../../lib/query.js';

/**
 * The order of an exercise's muscle usage and of its equipment, wherever they are listed: the GraphQL fields, REST's
 * lists and the card's SQL all read it from here.
 */
export const MUSCLE_USAGE_ORDER = [
  { targetPercentage: 'desc' },
  { muscleCode: 'asc' },
] satisfies Prisma.ExerciseMuscleOrderByWithRelationInput[];
export const EQUIPMENT_ORDER = [
  { isRequired: 'desc' },
  { slot: 'asc' },
  { equipmentCode: 'asc' },
] satisfies Prisma.ExerciseEquipmentOrderByWithRelationInput[];

/** An order as SQL over the table aliased `alias`. */
const orderSql = (alias: string, order: readonly { [column: string]: 'asc' | 'desc' | undefined }[]) =>
  order
    .flatMap((entry) => Object.entries(entry).map(([column, direction]) => `${alias}."${column}" ${direction === 'desc' ? 'DESC' : 'ASC'}`))
    .join(', ');

/** An exercise with the relations a card carries. */
export type ExerciseCard = Prisma.ExerciseGetPayload<{ include: { muscleUsage: true; equipment: true } }>;

/** What a card holds as a Prisma selection would name it: every column of each row, and the order of its relations. */
interface Shape {
  columns: readonly string[];
  relations: Record<string, { orderBy: readonly object[]; shape: Shape }>;
}

const MUSCLE_COLUMNS = ['exerciseCode', 'muscleCode', 'targetPercentage', 'isPrimary'] as const;
const EQUIPMENT_COLUMNS = ['exerciseCode', 'equipmentCode', 'isRequired', 'slot'] as const;

export const EXERCISE_COLUMNS = [
  'exerciseCode',
  'exerciseName',
  'description',
  'exerciseTypeCode',
  'publishedStatusCode',
  'searchText',
  'seedChecksum',
  'ownerUserId',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof Exercise)[];

const CARD: Shape = {
  columns: EXERCISE_COLUMNS,
  relations: {
    muscleUsage: { orderBy: MUSCLE_USAGE_ORDER, shape: { columns: MUSCLE_COLUMNS, relations: {} } },
    equipment: { orderBy: EQUIPMENT_ORDER, shape: { columns: EQUIPMENT_COLUMNS, relations: {} } },
  },
};

type Tree = Record<string, unknown>;

/**
 * Whether a Prisma selection (`select` names columns and relations, `include` means every column plus relations)
 * asks for nothing `shape` does not hold: its relations read in the order the card reads them (the very order
 * objects above, which the GraphQL fields and REST pass on) with no other argument, their own selections covered
 * in turn.
 */
function covers(shape: Shape, selection: Tree): boolean {
  return Object.entries((selection.select ?? selection.include ?? {}) as Tree).every(([field, value]) => {
    if (!value) return true;
    if (shape.columns.includes(field)) return value === true;
    const relation = shape.relations[field];
    if (!relation || typeof value !== 'object') return false;
    const { select: _select, include: _include, orderBy, ...other } = value as Tree;
    return orderBy === relation.orderBy && !Object.keys(other).length && covers(relation.shape, value as Tree);
  });
}

/** Whether a card holds everything `selection` asks for. */
export const isCardSelection = (selection: Selection): boolean => covers(CARD, selection as Tree);

/**
 * The columns that carry a card's muscle usage and equipment, beside the row of its exercise `e`, each a JSON list in
 * the relation's order: the page's rows and their cards in one statement, and one value per card rather than a row
 * per muscle (a page of 20 has over a hundred), which cost SQLite and the driver more than the aggregation does.
 */
export const cardColumns = (sql: Sql) =>
  `(SELECT ${jsonRows(sql, ['m."muscleCode"', 'm."targetPercentage"', 'm."isPrimary"'], orderSql('m', MUSCLE_USAGE_ORDER))}
     FROM "ExerciseMuscle" m WHERE m."exerciseCode" = e."exerciseCode") AS "muscleUsage",
   (SELECT ${jsonRows(sql, ['q."equipmentCode"', 'q."isRequired"', 'q."slot"'], orderSql('q', EQUIPMENT_ORDER))}
     FROM "ExerciseEquipment" q WHERE q."exerciseCode" = e."exerciseCode") AS "equipment"`;

/** An exercise's card from its row and the card columns read with it. SQLite gives booleans as 0 and 1. */
export function cardOf(exercise: Exercise, row: Row): ExerciseCard {
  const { exerciseCode } = exercise;
  return {
    ...exercise,
    muscleUsage: jsonRowsOf(row.muscleUsage).map(([muscleCode, targetPercentage, isPrimary]) => ({
      exerciseCode,
      muscleCode: String(muscleCode),
      targetPercentage: Number(targetPercentage),
      isPrimary: Boolean(isPrimary),
    })),
    equipment: jsonRowsOf(row.equipment).map(([equipmentCode, isRequired, slot]) => ({
      exerciseCode,
      equipmentCode: String(equipmentCode),
      isRequired: Boolean(isRequired),
      slot: Number(slot),
    })),
  };
}
