// What a Flexicon card shows, read by hand-written SQL (see listing.ts for why): the exercises' rows with their
// muscle usage and their equipment, read in the statement that lists the page. A selection that asks for nothing
// else (as the Flexicon's page does) is answered this way; anything more goes through Prisma.
import type { Exercise, Prisma } from '../../db/generated/sqlite/client.ts';
import { jsonRows, jsonRowsOf, type Row, type Sql } from '../../db/sql.js';
import type { Selection } from '../../lib/query.js';

/** The relations a card carries, ordered as the GraphQL fields and REST lists order them. */
const CARD_INCLUDE = {
  muscleUsage: { orderBy: [{ targetPercentage: 'desc' }, { muscleCode: 'asc' }] },
  equipment: { orderBy: [{ isRequired: 'desc' }, { slot: 'asc' }, { equipmentCode: 'asc' }] },
} satisfies Prisma.ExerciseInclude;

export type ExerciseCard = Prisma.ExerciseGetPayload<{ include: typeof CARD_INCLUDE }>;

/** What a card holds as a Prisma selection would name it: every column of each row, and its relations' arguments. */
interface Shape {
  columns: readonly string[];
  relations: Record<string, { args: object; shape: Shape }>;
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
    muscleUsage: { args: CARD_INCLUDE.muscleUsage, shape: { columns: MUSCLE_COLUMNS, relations: {} } },
    equipment: { args: CARD_INCLUDE.equipment, shape: { columns: EQUIPMENT_COLUMNS, relations: {} } },
  },
};

type Tree = Record<string, unknown>;

/**
 * Whether a Prisma selection (`select` names columns and relations, `include` means every column plus relations)
 * asks for nothing `shape` does not hold: relations read with the very arguments (order, filter) the shape was read
 * with, their own selections covered in turn.
 */
function covers(shape: Shape, selection: Tree): boolean {
  return Object.entries((selection.select ?? selection.include ?? {}) as Tree).every(([field, value]) => {
    if (!value) return true;
    if (shape.columns.includes(field)) return value === true;
    const relation = shape.relations[field];
    return (
      !!relation &&
      typeof value === 'object' &&
      JSON.stringify(withoutSelection(value as Tree)) === JSON.stringify(relation.args) &&
      covers(relation.shape, value as Tree)
    );
  });
}

const withoutSelection = ({ select: _select, include: _include, ...args }: Tree) => args;

/** Whether a card holds everything `selection` asks for. */
export const isCardSelection = (selection: Selection): boolean => covers(CARD, selection as Tree);

/**
 * The columns that carry a card's muscle usage and equipment, beside the row of its exercise `e`, each a JSON list in
 * the relation's order: the page's rows and their cards in one statement, and one value per card rather than a row
 * per muscle (a page of 20 has over a hundred), which cost SQLite and the driver more than the aggregation does.
 */
export const cardColumns = (sql: Sql) =>
  `(SELECT ${jsonRows(sql, ['m."muscleCode"', 'm."targetPercentage"', 'm."isPrimary"'], 'm."targetPercentage" DESC, m."muscleCode" ASC')}
     FROM "ExerciseMuscle" m WHERE m."exerciseCode" = e."exerciseCode") AS "muscleUsage",
   (SELECT ${jsonRows(sql, ['q."equipmentCode"', 'q."isRequired"', 'q."slot"'], 'q."isRequired" DESC, q."slot" ASC, q."equipmentCode" ASC')}
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
