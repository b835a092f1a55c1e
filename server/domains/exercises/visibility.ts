// Who may see an exercise, decided here for every read of an exercise and of what hangs off it (instructions,
// videos, related exercises, page metadata): anyone sees published exercises, contributors see the ones they
// contributed to whatever their status, administrators see all. A hidden exercise answers exactly as an unknown
// one, so its existence is not revealed.
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { Prisma } from '../../db/generated/sqlite/client.ts';
import { isAdmin, type Viewer } from '../../auth/viewer.js';
import { notFound } from '../../lib/errors.js';
import { parseCode } from '../../lib/validate.js';
import { placeholders } from '../../db/sql.js';
import { PUBLIC_STATUSES } from './schemas.js';

const isPublished: Prisma.ExerciseWhereInput = { publishedStatusCode: { in: PUBLIC_STATUSES } };

export function visibleExercises(viewer: Viewer | null): Prisma.ExerciseWhereInput {
  if (isAdmin(viewer)) return {};
  if (!viewer?.creatorProfileId) return isPublished;
  return { OR: [isPublished, { contributions: { some: { creatorProfileId: viewer.creatorProfileId } } }] };
}

/**
 * What lists show when no status is asked for: published exercises, and for administrators every status (the
 * Flexicon doubles as their catalogue).
 */
export function listedStatuses(viewer: Viewer | null, requested: string[] | undefined): Prisma.ExerciseWhereInput {
  if (requested?.length) return { publishedStatusCode: { in: requested } };
  return isAdmin(viewer) ? {} : isPublished;
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

/** visibleExercises for hand-written SQL; null when nothing is hidden. */
export function visibleExercisesSql(viewer: Viewer | null): SqlCondition | null {
  if (isAdmin(viewer)) return null;
  const published = isPublishedSql();
  if (!viewer?.creatorProfileId) return published;
  return {
    text: `(${published.text} OR EXISTS (SELECT 1 FROM "ExerciseContribution" c WHERE c."exerciseCode" = e."exerciseCode" AND c."creatorProfileId" = ?))`,
    params: [...published.params, viewer.creatorProfileId],
  };
}

/** listedStatuses for hand-written SQL; null when every status is listed. */
export function listedStatusesSql(viewer: Viewer | null, requested: string[] | undefined): SqlCondition | null {
  if (requested?.length) return { text: `e."publishedStatusCode" IN (${placeholders(requested)})`, params: requested };
  return isAdmin(viewer) ? null : isPublishedSql();
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
