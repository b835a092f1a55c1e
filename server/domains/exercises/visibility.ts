// Who may see an exercise, decided here for every read of an exercise and of what hangs off it (instructions,
// videos, related exercises, page metadata): anyone sees published exercises, contributors see the ones they
// contributed to whatever their status, administrators see all. A hidden exercise answers exactly as an unknown
// one, so its existence is not revealed.
//
// A member's own exercise (one kept under the member's name from an imported history) is seen by that member alone,
// administrators included: it belongs to their logbook, not to the catalogue. So it is never listed (the Flexicon,
// its search and counts, the admin lists, related exercises), never on a server-rendered page, never in a workout
// (workouts are shared) and never in another member's matcher. Its name does show in the member's logs to whoever
// may read those logs (a buddy opening a BUDDIES log sees its sets under that name), as the log's own text.
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { Prisma } from '../../db/generated/sqlite/client.ts';
import { isAdmin, type Viewer } from '../../auth/viewer.js';
import { badInput, notFound } from '../../lib/errors.js';
import { parseCode } from '../../lib/validate.js';
import { placeholders } from '../../db/sql.js';
import { PUBLIC_STATUSES } from './schemas.js';

const isPublished: Prisma.ExerciseWhereInput = { publishedStatusCode: { in: PUBLIC_STATUSES } };
/** The catalogue alone, whatever the status: what the seed and administrators' writes work on. */
export const inCatalogue: Prisma.ExerciseWhereInput = { ownerUserId: null };

/** Every member's own exercise has a code of this form, which no catalogue code may take. */
export const OWN_CODE_PREFIX = 'MY_';

/** Catalogue exercises the viewer may see. */
export function catalogueExercises(viewer: Viewer | null): Prisma.ExerciseWhereInput {
  if (isAdmin(viewer)) return inCatalogue;
  if (!viewer?.creatorProfileId) return { AND: [inCatalogue, isPublished] };
  return { AND: [inCatalogue, { OR: [isPublished, { contributions: { some: { creatorProfileId: viewer.creatorProfileId } } }] }] };
}

/** Catalogue exercises the viewer may see, and the viewer's own exercises: what their logbook can hold. */
export function visibleExercises(viewer: Viewer | null): Prisma.ExerciseWhereInput {
  if (!viewer) return catalogueExercises(viewer);
  return { OR: [catalogueExercises(viewer), { ownerUserId: viewer.userId }] };
}

/**
 * What lists show when no status is asked for: published catalogue exercises, and for administrators every status
 * (the Flexicon doubles as their catalogue). Own exercises are never listed, whatever the status asked for.
 */
export function listedStatuses(viewer: Viewer | null, requested: string[] | undefined): Prisma.ExerciseWhereInput {
  if (requested?.length) return { AND: [inCatalogue, { publishedStatusCode: { in: requested } }] };
  return isAdmin(viewer) ? inCatalogue : { AND: [inCatalogue, isPublished] };
}

/** The member's own exercises. */
export const ownExercises = (userId: string): Prisma.ExerciseWhereInput => ({ ownerUserId: userId });

/** For what names an exercise whatever its status (a member's records on their profile): not another's own one. */
export function notOthersOwn(viewer: Viewer | null): Prisma.ExerciseWhereInput {
  return viewer ? { OR: [inCatalogue, { ownerUserId: viewer.userId }] } : inCatalogue;
}

/**
 * A code an administrator (or the catalogue seed) writes under: never one of a member's own exercises, so the
 * catalogue can neither take such a code nor edit, merge or delete such an exercise.
 */
export function catalogueCode(field: string, rawCode: unknown): string {
  const code = parseCode(field, rawCode);
  if (code.startsWith(OWN_CODE_PREFIX))
    throw badInput(`${field}: Codes starting ${OWN_CODE_PREFIX} are members' own exercises`, [
      { field, message: `Codes starting ${OWN_CODE_PREFIX} are members' own exercises` },
    ]);
  return code;
}

/** A condition on the exercise aliased `e` in hand-written SQL, with its parameters in the order they appear. */
export interface SqlCondition {
  text: string;
  params: unknown[];
}

const isPublishedSql = (): SqlCondition => ({
  text: `e."publishedStatusCode" IN (${placeholders(PUBLIC_STATUSES)})`,
  params: [...PUBLIC_STATUSES],
});

const inCatalogueSql: SqlCondition = { text: `e."ownerUserId" IS NULL`, params: [] };

/** catalogueExercises for hand-written SQL. */
export function catalogueExercisesSql(viewer: Viewer | null): SqlCondition {
  if (isAdmin(viewer)) return inCatalogueSql;
  const published = isPublishedSql();
  if (!viewer?.creatorProfileId) return { text: `(${inCatalogueSql.text} AND ${published.text})`, params: published.params };
  return {
    text: `(${inCatalogueSql.text} AND (${published.text} OR EXISTS (SELECT 1 FROM "ExerciseContribution" c WHERE c."exerciseCode" = e."exerciseCode" AND c."creatorProfileId" = ?)))`,
    params: [...published.params, viewer.creatorProfileId],
  };
}

/** listedStatuses for hand-written SQL. */
export function listedStatusesSql(viewer: Viewer | null, requested: string[] | undefined): SqlCondition {
  if (requested?.length)
    return { text: `(${inCatalogueSql.text} AND e."publishedStatusCode" IN (${placeholders(requested)}))`, params: requested };
  if (isAdmin(viewer)) return inCatalogueSql;
  const published = isPublishedSql();
  return { text: `(${inCatalogueSql.text} AND ${published.text})`, params: published.params };
}

/**
 * For reads that name an exercise by code whatever its status (a member's own history of it): anything but another
 * member's own exercise.
 */
export function notOthersOwnSql(viewer: Viewer | null): SqlCondition {
  if (!viewer) return inCatalogueSql;
  return { text: `(e."ownerUserId" IS NULL OR e."ownerUserId" = ?)`, params: [viewer.userId] };
}

/** A code, or a code that was merged away (it lives on as an alias of the kept exercise). */
const knownAs = (code: string): Prisma.ExerciseWhereInput => ({
  OR: [{ exerciseCode: code }, { aliases: { some: { alias: code, isMergedCode: true } } }],
});

/** The code of the exercise `rawCode` names, if it exists and the viewer may see it; otherwise NOT_FOUND. */
export async function visibleExerciseCode(ctx: Pick<AppContext, 'db' | 'viewer'>, rawCode: string): Promise<string> {
  const found = await findVisible(ctx.db, ctx.viewer, parseCode('exerciseCode', rawCode));
  if (!found) throw notFound(`Exercise ${rawCode}`);
  return found;
}

export async function findVisible(db: Db, viewer: Viewer | null, rawCode: string): Promise<string | null> {
  const code = rawCode.trim().toUpperCase();
  const row = await db.exercise.findFirst({ where: { AND: [knownAs(code), visibleExercises(viewer)] }, select: { exerciseCode: true } });
  return row?.exerciseCode ?? null;
}
