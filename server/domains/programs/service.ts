import type { AppContext } from '../../context.js';
import type { Prisma } from '../../db/generated/sqlite/client.ts';
import { requireUser } from '../../auth/permissions.js';
import { AppError, badInput, notFound, type FieldError } from '../../lib/errors.js';
import { orderByOf } from '../../lib/ordering.js';
import { keyedBy, paginate } from '../../lib/pagination.js';
import { withKey, type Selection } from '../../lib/query.js';
import { searchTextOf } from '../../lib/search-text.js';
import { parseId, parseInput } from '../../lib/validate.js';
import { assertMediaExists } from '../media/references.js';
import { bumpDuplicateCount, forgetEngagement, rateContent, recordShare, recordView } from '../content/engagement.js';
import { announceContent } from '../feed/service.js';
import { assertCanChange, checkByline, contentListFilters, isPublishedStatus, visibleContent } from '../content/visibility.js';
import { prepareExercises } from '../workouts/exercises.js';
import { createWorkout, exportWorkout } from '../workouts/service.js';
import { programDocument } from './document.js';
import {
  createProgramInput,
  DAYS_PER_WEEK,
  enrollInput,
  PROGRAM_ORDERING,
  programsQuery,
  updateProgramInput,
  type ProgramDayInput,
} from './schemas.js';

const idOf = (raw: unknown) => parseId('programId', raw);

export async function getProgram(ctx: AppContext, rawId: unknown, selection: Selection = {}) {
  const program = await ctx.db.program.findFirst({
    ...withKey(selection, 'programId'),
    where: { AND: [{ programId: idOf(rawId) }, visibleContent(ctx.viewer)] },
  });
  if (!program) throw notFound('Program');
  return program;
}

export async function listPrograms(ctx: AppContext, rawQuery: unknown, selection: Selection = {}) {
  const query = parseInput(programsQuery, rawQuery ?? {});
  const where: Prisma.ProgramWhereInput = contentListFilters(ctx, query);
  return paginate(
    query,
    keyedBy('programId'),
    (window) =>
      ctx.db.program.findMany({
        ...withKey(selection, 'programId'),
        where,
        orderBy: orderByOf(PROGRAM_ORDERING, query.sort, query.order),
        ...window,
      }),
    () => ctx.db.program.count({ where }),
  );
}

/** One day of a program the viewer may see. */
export async function getProgramDay(ctx: AppContext, rawId: unknown, selection: Selection = {}) {
  const programDayId = parseId('programDayId', rawId);
  const day = await ctx.db.programDay.findFirst({
    ...withKey(selection, 'programDayId'),
    where: { programDayId, program: visibleContent(ctx.viewer) },
  });
  if (!day) throw notFound('Program day');
  return day;
}

interface Plan {
  weekCount: number;
  visibility: string;
  publishedStatusCode: string;
  days: ProgramDayInput[];
}

/**
 * A program's days must fit its weeks, one per slot; Workout days name a workout the author can see, other days
 * none. A published program may only lean on workouts its audience can open: published ones, PUBLIC (or BUDDIES
 * ones of the same author for a BUDDIES program). Answers the plan's weekly duration and workout-day count.
 */
async function checkPlan(ctx: AppContext, plan: Plan, authorUserId: string) {
  const errors: FieldError[] = [];
  const slots = new Set<string>();
  plan.days.forEach((day, index) => {
    const field = `programDays.${index}`;
    if (day.weekNumber > plan.weekCount)
      errors.push({
        field: `${field}.weekNumber`,
        message: `Past weekCount: the program has ${plan.weekCount} ${plan.weekCount === 1 ? 'week' : 'weeks'}`,
      });
    const slot = `${day.weekNumber}/${day.dayNumber}`;
    if (slots.has(slot)) errors.push({ field: `${field}.dayNumber`, message: `Week ${day.weekNumber} already has a day ${day.dayNumber}` });
    slots.add(slot);
    if (day.dayType === 'Workout' && !day.workoutId)
      errors.push({ field: `${field}.workoutId`, message: 'Choose the workout of this day' });
    if (day.dayType !== 'Workout' && day.workoutId)
      errors.push({ field: `${field}.workoutId`, message: 'Only Workout days have a workout' });
  });
  const ids = plan.days.flatMap((day) => (day.workoutId ? [day.workoutId] : []));
  const workouts = new Map(
    (
      await ctx.db.workout.findMany({
        where: { AND: [{ workoutId: { in: ids } }, visibleContent(ctx.viewer)] },
        select: { workoutId: true, authorUserId: true, publishedStatusCode: true, visibility: true, estimatedDuration: true },
      })
    ).map((workout) => [workout.workoutId, workout]),
  );
  const published = isPublishedStatus(plan.publishedStatusCode);
  plan.days.forEach((day, index) => {
    if (!day.workoutId) return;
    const workout = workouts.get(day.workoutId);
    const field = `programDays.${index}.workoutId`;
    if (!workout) errors.push({ field, message: 'No workout you can see has this id' });
    else if (published && plan.visibility !== 'PRIVATE') {
      const open =
        isPublishedStatus(workout.publishedStatusCode) &&
        (workout.visibility === 'PUBLIC' || (workout.visibility === plan.visibility && workout.authorUserId === authorUserId));
      if (!open) errors.push({ field, message: 'Publish this workout to the program’s audience first' });
    }
  });
  if (errors.length)
    throw badInput(errors.length === 1 ? `${errors[0]!.field}: ${errors[0]!.message}` : 'Some program days are not valid', errors);
  const workoutDays = plan.days.filter((day) => day.workoutId);
  const totalSeconds = workoutDays.reduce((sum, day) => sum + (workouts.get(day.workoutId!)?.estimatedDuration ?? 0), 0);
  return { workoutDayCount: workoutDays.length, estimatedWeeklyDuration: Math.round(totalSeconds / plan.weekCount) };
}

const dayRows = (programId: string, days: ProgramDayInput[]): Prisma.ProgramDayCreateManyInput[] =>
  days.map((day) => ({
    programId,
    weekNumber: day.weekNumber,
    dayNumber: day.dayNumber,
    dayType: day.dayType,
    title: day.title || null,
    notes: day.notes || null,
    workoutId: day.workoutId ?? null,
  }));

export async function createProgram(ctx: AppContext, rawInput: unknown, selection: Selection = {}) {
  const viewer = requireUser(ctx);
  const input = parseInput(createProgramInput, rawInput);
  const byline = { creatorProfileId: input.creatorProfileId ?? null, publishedStatusCode: input.publishedStatusCode ?? 'DRAFT' };
  await checkByline(ctx, byline);
  await assertMediaExists(ctx, 'programBackgroundImageId', input.programBackgroundImageId);
  const visibility = input.visibility ?? 'PUBLIC';
  const summary = await checkPlan(ctx, { ...byline, visibility, weekCount: input.weekCount, days: input.programDays }, viewer.userId);
  const saved = await ctx.db.$transaction(async (tx) => {
    const program = await tx.program.create({
      data: {
        programTitle: input.programTitle,
        searchText: searchTextOf([input.programTitle]),
        description: input.programDescription || null,
        authorUserId: viewer.userId,
        ...byline,
        visibility,
        backgroundImageId: input.programBackgroundImageId ?? null,
        weekCount: input.weekCount,
        ...summary,
      },
      select: { programId: true },
    });
    if (input.programDays.length) await tx.programDay.createMany({ data: dayRows(program.programId, input.programDays) });
    return tx.program.findUniqueOrThrow({ ...withKey(selection, 'programId'), where: { programId: program.programId } });
  });
  await announceContent(ctx, 'Program', saved.programId);
  return saved;
}

async function visibleWithDays(ctx: AppContext, rawId: unknown) {
  const program = await ctx.db.program.findFirst({
    where: { AND: [{ programId: idOf(rawId) }, visibleContent(ctx.viewer)] },
    include: { days: { orderBy: [{ weekNumber: 'asc' }, { dayNumber: 'asc' }] } },
  });
  if (!program) throw notFound('Program');
  return program;
}

async function findForChange(ctx: AppContext, rawId: unknown) {
  const program = await visibleWithDays(ctx, rawId);
  assertCanChange(ctx, program.authorUserId, 'this program');
  return program;
}

/**
 * The author or an administrator changes a program. A given day list replaces the days; days that stay in the
 * same slot keep their id, so links to a day and members' logs of it survive an edit.
 */
export async function updateProgram(ctx: AppContext, rawId: unknown, rawInput: unknown, selection: Selection = {}) {
  requireUser(ctx);
  const input = parseInput(updateProgramInput, rawInput);
  const current = await findForChange(ctx, rawId);
  const byline = {
    creatorProfileId: input.creatorProfileId === undefined ? current.creatorProfileId : input.creatorProfileId,
    publishedStatusCode: input.publishedStatusCode ?? current.publishedStatusCode,
  };
  await checkByline(ctx, byline, current);
  await assertMediaExists(ctx, 'programBackgroundImageId', input.programBackgroundImageId);
  const days =
    input.programDays ??
    current.days.map((day) => ({ ...day, dayType: day.dayType as ProgramDayInput['dayType'], title: day.title, notes: day.notes }));
  const plan = {
    ...byline,
    visibility: input.visibility ?? current.visibility,
    weekCount: input.weekCount ?? current.weekCount,
    days,
  };
  const summary = await checkPlan(ctx, plan, current.authorUserId);
  const title = input.programTitle ?? current.programTitle;
  const saved = await ctx.db.$transaction(async (tx) => {
    if (input.programDays) {
      const kept = new Map(current.days.map((day) => [`${day.weekNumber}/${day.dayNumber}`, day.programDayId]));
      const wanted = new Set(input.programDays.map((day) => `${day.weekNumber}/${day.dayNumber}`));
      const gone = current.days.filter((day) => !wanted.has(`${day.weekNumber}/${day.dayNumber}`)).map((day) => day.programDayId);
      if (gone.length) await tx.programDay.deleteMany({ where: { programDayId: { in: gone } } });
      const rows = dayRows(current.programId, input.programDays);
      const fresh = rows.filter((row) => !kept.has(`${row.weekNumber}/${row.dayNumber}`));
      if (fresh.length) await tx.programDay.createMany({ data: fresh });
      for (const row of rows.filter((candidate) => kept.has(`${candidate.weekNumber}/${candidate.dayNumber}`)))
        await tx.programDay.update({ where: { programDayId: kept.get(`${row.weekNumber}/${row.dayNumber}`)! }, data: row });
    }
    return tx.program.update({
      ...withKey(selection, 'programId'),
      where: { programId: current.programId },
      data: {
        programTitle: title,
        searchText: searchTextOf([title]),
        ...(input.programDescription !== undefined ? { description: input.programDescription || null } : {}),
        ...(input.programBackgroundImageId !== undefined ? { backgroundImageId: input.programBackgroundImageId } : {}),
        ...byline,
        visibility: plan.visibility,
        weekCount: plan.weekCount,
        ...summary,
      },
    });
  });
  await announceContent(ctx, 'Program', saved.programId);
  return saved;
}

export async function deleteProgram(ctx: AppContext, rawId: unknown) {
  const program = await findForChange(ctx, rawId);
  await ctx.db.$transaction(async (tx) => {
    await forgetEngagement(tx, 'Program', program.programId);
    await tx.program.delete({ where: { programId: program.programId } });
  });
}

/** A copy in the caller's library as a private draft; its days keep pointing at the same workouts. */
export async function duplicateProgram(ctx: AppContext, rawId: unknown, selection: Selection = {}) {
  const viewer = requireUser(ctx);
  const original = await visibleWithDays(ctx, rawId);
  const copy = await ctx.db.$transaction(async (tx) => {
    const created = await tx.program.create({
      data: {
        programTitle: original.programTitle,
        searchText: original.searchText,
        description: original.description,
        authorUserId: viewer.userId,
        creatorProfileId: viewer.creatorProfileId,
        visibility: 'PRIVATE',
        backgroundImageId: original.backgroundImageId,
        duplicatedFromId: original.programId,
        weekCount: original.weekCount,
        workoutDayCount: original.workoutDayCount,
        estimatedWeeklyDuration: original.estimatedWeeklyDuration,
      },
      select: { programId: true },
    });
    const days = original.days.map(({ programDayId: _id, programId: _program, ...day }) => ({ ...day, programId: created.programId }));
    if (days.length) await tx.programDay.createMany({ data: days });
    await bumpDuplicateCount(tx, 'Program', original.programId);
    return created;
  });
  return ctx.db.program.findUniqueOrThrow({ ...withKey(selection, 'programId'), where: { programId: copy.programId } });
}

export const rateProgram = (ctx: AppContext, rawId: unknown, rawInput: unknown) => rateContent(ctx, 'Program', idOf(rawId), rawInput);
export const viewProgram = (ctx: AppContext, rawId: unknown) => recordView(ctx, 'Program', idOf(rawId));
export const shareProgram = (ctx: AppContext, rawId: unknown, rawInput: unknown) => recordShare(ctx, 'Program', idOf(rawId), rawInput);

/** The program as a JSON document, each Workout day carrying the workout's own document. */
export async function exportProgram(ctx: AppContext, rawId: unknown) {
  const program = await visibleWithDays(ctx, rawId);
  const documents = new Map<string, Awaited<ReturnType<typeof exportWorkout>>['workout']>();
  for (const workoutId of new Set(program.days.flatMap((day) => (day.workoutId ? [day.workoutId] : [])))) {
    const document = await exportWorkout(ctx, workoutId).catch(() => null);
    if (document) documents.set(workoutId, document.workout);
  }
  return {
    format: 'liftmates.program' as const,
    version: 1 as const,
    exportedAt: new Date().toISOString(),
    program: {
      programTitle: program.programTitle,
      programDescription: program.description,
      visibility: program.visibility,
      weekCount: program.weekCount,
      programDays: program.days.map((day) => ({
        weekNumber: day.weekNumber,
        dayNumber: day.dayNumber,
        dayType: day.dayType,
        title: day.title,
        notes: day.notes,
        workout: (day.workoutId && documents.get(day.workoutId)) || null,
      })),
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Enrolment: a member follows a program from a day; today's day follows from the calendar.
// ---------------------------------------------------------------------------------------------------------------

const DAY_MS = 86_400_000;
const utcMidnight = (date: Date) => Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());

/** The member's day in the program (1 = week 1, day 1) on `now`, counted in whole UTC days from their day 1. */
export function programDayNumber(startedAt: Date, now: Date): number {
  return Math.floor((utcMidnight(now) - utcMidnight(startedAt)) / DAY_MS) + 1;
}

export const weekAndDay = (dayNumber: number) => ({
  weekNumber: Math.floor((dayNumber - 1) / DAYS_PER_WEEK) + 1,
  dayNumber: ((dayNumber - 1) % DAYS_PER_WEEK) + 1,
});

export async function enrollInProgram(ctx: AppContext, rawId: unknown, rawInput: unknown, now = new Date()) {
  const viewer = requireUser(ctx);
  const { startDayNumber = 1 } = parseInput(enrollInput, rawInput ?? {});
  const program = await getProgram(ctx, rawId, { select: { programId: true, weekCount: true } });
  if (startDayNumber > program.weekCount * DAYS_PER_WEEK)
    throw badInput(`startDayNumber: The program has ${program.weekCount * DAYS_PER_WEEK} days`, [
      { field: 'startDayNumber', message: `The program has ${program.weekCount * DAYS_PER_WEEK} days` },
    ]);
  const startedAt = new Date(utcMidnight(now) - (startDayNumber - 1) * DAY_MS);
  const key = { programId_userId: { programId: program.programId, userId: viewer.userId } };
  await ctx.db.programEnrollment.upsert({
    where: key,
    create: { programId: program.programId, userId: viewer.userId, startedAt },
    update: { startedAt, completedAt: null },
  });
  return enrollmentOf(ctx, program.programId, now);
}

export async function leaveProgram(ctx: AppContext, rawId: unknown) {
  const viewer = requireUser(ctx);
  const programId = idOf(rawId);
  const { count } = await ctx.db.programEnrollment.deleteMany({ where: { programId, userId: viewer.userId } });
  if (!count) throw notFound('Enrolment');
}

/** The caller's enrolments (newest first), each with today's day of the program and, if any, its workout. */
export async function myEnrollments(ctx: AppContext, now = new Date()) {
  const viewer = requireUser(ctx);
  const rows = await ctx.db.programEnrollment.findMany({
    where: { userId: viewer.userId, program: visibleContent(ctx.viewer) },
    orderBy: { startedAt: 'desc' },
    take: 20,
    include: { program: { select: { programId: true, programTitle: true, weekCount: true, days: true } } },
  });
  return rows.map((row) => todayOf(row, now));
}

async function enrollmentOf(ctx: AppContext, programId: string, now: Date) {
  const row = await ctx.db.programEnrollment.findUniqueOrThrow({
    where: { programId_userId: { programId, userId: requireUser(ctx).userId } },
    include: { program: { select: { programId: true, programTitle: true, weekCount: true, days: true } } },
  });
  return todayOf(row, now);
}

type EnrollmentRow = Prisma.ProgramEnrollmentGetPayload<{
  include: { program: { select: { programId: true; programTitle: true; weekCount: true; days: true } } };
}>;

function todayOf(row: EnrollmentRow, now: Date) {
  const current = programDayNumber(row.startedAt, now);
  const finished = current > row.program.weekCount * DAYS_PER_WEEK;
  const slot = weekAndDay(current);
  const today = finished
    ? null
    : (row.program.days.find((day) => day.weekNumber === slot.weekNumber && day.dayNumber === slot.dayNumber) ?? null);
  return {
    programId: row.programId,
    programTitle: row.program.programTitle,
    startedAt: row.startedAt,
    currentDayNumber: current,
    currentWeekNumber: slot.weekNumber,
    currentDayOfWeek: slot.dayNumber,
    finished,
    todayProgramDayId: today?.programDayId ?? null,
    todayDayType: finished ? null : (today?.dayType ?? 'Empty'),
    todayWorkoutId: today?.workoutId ?? null,
  };
}

/**
 * Imports a program export as the caller's draft: its workouts become the caller's draft workouts (one per distinct
 * workout, however many days use it), then the program is made of them. Every workout is checked against the
 * Flexicon before anything is stored, so a document that cannot be imported leaves nothing behind.
 */
export async function importProgram(ctx: AppContext, raw: unknown, selection: Selection = {}) {
  requireUser(ctx);
  const unwrapped = raw && typeof raw === 'object' && 'data' in raw && !('format' in raw) ? (raw as { data: unknown }).data : raw;
  const { program } = parseInput(programDocument, unwrapped);
  const distinct = new Map<string, { index: number; workout: NonNullable<(typeof program.programDays)[number]['workout']> }>();
  program.programDays.forEach((day, index) => {
    if (day.workout && !distinct.has(JSON.stringify(day.workout)))
      distinct.set(JSON.stringify(day.workout), { index, workout: day.workout });
  });
  const entries = [...distinct.entries()];
  const inputs = entries.map(([key, { index, workout }]) => ({
    key,
    index,
    input: {
      workoutTitle: workout.workoutTitle,
      workoutDescription: workout.workoutDescription ?? null,
      visibility: workout.visibility ?? 'PUBLIC',
      workoutExercises: workout.workoutExercises.map(({ exerciseName: _name, ...exercise }) => exercise),
    },
  }));
  for (const { index, input } of inputs) {
    await prepareExercises(ctx, input.workoutExercises).catch((error: unknown) => {
      if (!(error instanceof AppError)) throw error;
      const details = error.details.map((detail) => ({ ...detail, field: `programDays.${index}.workout.${detail.field}` }));
      throw badInput(
        details.length === 1 ? `${details[0]!.field}: ${details[0]!.message}` : 'Some workouts of this program cannot be imported',
        details,
      );
    });
  }
  const created = new Map<string, string>();
  for (const { key, input } of inputs) created.set(key, (await createWorkout(ctx, input, { select: { workoutId: true } })).workoutId);
  return createProgram(
    ctx,
    {
      programTitle: program.programTitle,
      programDescription: program.programDescription ?? null,
      visibility: program.visibility ?? 'PUBLIC',
      weekCount: program.weekCount,
      programDays: program.programDays.map((day) => ({
        weekNumber: day.weekNumber,
        dayNumber: day.dayNumber,
        // A Workout day exported without its workout (one the exporter could not open) comes in as an Empty day.
        dayType: day.dayType === 'Workout' && !day.workout ? 'Empty' : day.dayType,
        title: day.title ?? null,
        notes: day.notes ?? null,
        workoutId: day.workout ? created.get(JSON.stringify(day.workout))! : null,
      })),
    },
    selection,
  );
}
