// What a Flexicon card shows, read by hand-written SQL (see listing.ts for why): the exercises' rows with their
// muscle usage and their equipment, two statements for a whole page. A selection that asks for nothing else (as the
// Flexicon's page does) is answered this way; anything more goes through Prisma.
import type { Exercise, Prisma } from '../../db/generated/sqlite/client.ts';
import { placeholders, type Sql } from '../../db/sql.js';
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

/** A row as the drivers give it: the codes as text, numbers and booleans in whichever form the driver has. */
type Raw<T> = { [K in keyof T]: T[K] extends string ? string : unknown };

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
 * The cards of these exercises (rows of EXERCISE_COLUMNS), in their order: two statements whatever their number, each
 * read in the order of its card index (exercise first), so SQLite neither sorts nor visits the table.
 */
export async function exerciseCards(sql: Sql, exercises: Exercise[]): Promise<ExerciseCard[]> {
  if (!exercises.length) return [];
  const codes = exercises.map((row) => row.exerciseCode);
  const [muscles, equipment] = await Promise.all([
    sql.all<Raw<ExerciseCard['muscleUsage'][number]>>(
      `SELECT ${MUSCLE_COLUMNS.map((column) => `"${column}"`).join(', ')} FROM "ExerciseMuscle"
       WHERE "exerciseCode" IN (${placeholders(codes)}) ORDER BY "exerciseCode", "targetPercentage" DESC, "muscleCode" ASC`,
      codes,
    ),
    sql.all<Raw<ExerciseCard['equipment'][number]>>(
      `SELECT ${EQUIPMENT_COLUMNS.map((column) => `"${column}"`).join(', ')} FROM "ExerciseEquipment"
       WHERE "exerciseCode" IN (${placeholders(codes)}) ORDER BY "exerciseCode", "isRequired" DESC, "slot" ASC, "equipmentCode" ASC`,
      codes,
    ),
  ]);
  const cards = new Map<string, ExerciseCard>(exercises.map((row) => [row.exerciseCode, { ...row, muscleUsage: [], equipment: [] }]));
  // In the statements' order. SQLite's driver gives integers as BigInt and booleans as 0 and 1.
  for (const row of muscles) {
    cards
      .get(row.exerciseCode)!
      .muscleUsage.push({ ...row, targetPercentage: Number(row.targetPercentage), isPrimary: Boolean(row.isPrimary) });
  }
  for (const row of equipment) {
    cards.get(row.exerciseCode)!.equipment.push({ ...row, slot: Number(row.slot), isRequired: Boolean(row.isRequired) });
  }
  return [...cards.values()];
}
