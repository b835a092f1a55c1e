import { recomputeRecords } from '../workout-logs/records.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { sqlOf } from '../../db/sql.js';
import type { Exercise, Prisma } from '../../db/generated/sqlite/client.ts';
import { requireAdmin, requireUser } from '../../auth/permissions.js';
import { AppError, badInput, conflict, notFound, type FieldError } from '../../lib/errors.js';
import { keyedBy, paginate } from '../../lib/pagination.js';
import { withKey, type Selection } from '../../lib/query.js';
import { codeKeyedWrites, createsRow, type SaveMode } from '../../lib/saving.js';
import { normalizeSearch } from '../../lib/search-text.js';
import { parseInput } from '../../lib/validate.js';
import { HOUSE_CREATOR } from '../creator-profiles/house.js';
import {
  createExerciseInput,
  exercisesQuery,
  mergeExercisesInput,
  relatedQuery,
  upsertExerciseInput,
  userEquipmentInput,
} from './schemas.js';
import { rowsOfSlots } from './equipment-slots.js';
import { isCardSelection } from './cards.js';
import { both, countExercises, exerciseFilterSql, listedCards, listedExercises, namedExactly, not, type ListWindow } from './listing.js';
import { exerciseSearchText } from './search.js';
import { catalogueCode, findVisible, listedStatuses, visibleExerciseCode, visibleExercises, type SqlCondition } from './visibility.js';

/**
 * The Flexicon: search, filters, sort and one page, with the total counted when asked for. A search's first page
 * starts with the exercises named exactly what was typed ("push-up" finds Push-Up before Archer Push-Up among dozens
 * of variations); the rest follow in the sort's order, and later pages continue with the rest. Which exercises, and
 * the cards of a page that asks for no more, are read by hand-written SQL (listing.ts, cards.ts); any other
 * selection is loaded through Prisma for the page's exercises.
 */
export async function listExercises(ctx: AppContext, rawQuery: unknown, selection: Selection = {}) {
  const query = parseInput(exercisesQuery, rawQuery ?? {});
  const sql = sqlOf(ctx.db);
  const where = exerciseFilterSql(ctx.viewer, query);
  const term = query.search ? normalizeSearch(query.search) : '';
  const firstPage = !query.cursor && !query.backward;
  // A page that asks for cards only gets them with its rows; any other selection is loaded for the listed codes.
  const cards = isCardSelection(selection);
  const list = (condition: SqlCondition, window: ListWindow): Promise<Exercise[]> =>
    cards ? listedCards(sql, condition, window) : listedExercises(sql, condition, window);
  const leading =
    term && firstPage && query.limit > 1 ? await list(both(where, namedExactly(term)), { sort: query.sort, take: query.limit - 1 }) : [];
  const rest = term ? both(where, not(namedExactly(term))) : where;
  const page = await paginate(
    { ...query, limit: query.limit - leading.length },
    keyedBy('exerciseCode'),
    ({ cursor, take }) => list(rest, { sort: query.sort, after: cursor?.exerciseCode, take }),
    () => countExercises(sql, where),
  );
  const listed = [...leading, ...page.items];
  const items = cards ? listed : await exercisesByCode(ctx.db, listed, selection);
  return { ...page, items };
}

/** The listed exercises with what `selection` asks for, in the list's order, in one query. */
async function exercisesByCode(db: Db, listed: Exercise[], selection: Selection) {
  if (!listed.length) return [];
  const rows = await db.exercise.findMany({
    ...withKey(selection, 'exerciseCode'),
    where: { exerciseCode: { in: listed.map((row) => row.exerciseCode) } },
  });
  const byCode = new Map(rows.map((row) => [row.exerciseCode, row]));
  // An exercise deleted since it was listed is left out.
  return listed.flatMap((row) => byCode.get(row.exerciseCode) ?? []);
}

/** One exercise; a merged code resolves to the exercise it was merged into. */
export async function getExercise(ctx: AppContext, rawCode: string, selection: Selection = {}) {
  const exerciseCode = await visibleExerciseCode(ctx, rawCode);
  return ctx.db.exercise.findUniqueOrThrow({ ...withKey(selection, 'exerciseCode'), where: { exerciseCode } });
}

type Input = ReturnType<typeof upsertExerciseInput.parse>;

/** Every code an exercise refers to must exist; the errors name the field that holds the unknown code. */
async function checkReferences(ctx: AppContext, input: Input) {
  const errors: FieldError[] = [];
  const check = async (field: string, codes: string[] | undefined, count: (codes: string[]) => Promise<number>) => {
    const unique = [...new Set(codes ?? [])];
    if (unique.length && (await count(unique)) !== unique.length) errors.push({ field, message: 'Some codes do not exist' });
  };
  await check('exerciseTypeCode', input.exerciseTypeCode ? [input.exerciseTypeCode] : [], (codes) =>
    ctx.db.exerciseType.count({ where: { exerciseTypeCode: { in: codes } } }),
  );
  await check('publishedStatusCode', input.publishedStatusCode ? [input.publishedStatusCode] : [], (codes) =>
    ctx.db.publishedStatus.count({ where: { publishedStatusCode: { in: codes } } }),
  );
  await check('exerciseTagCodes', input.exerciseTagCodes, (codes) =>
    ctx.db.exerciseTag.count({ where: { exerciseTagCode: { in: codes } } }),
  );
  const countEquipment = (codes: string[]) => ctx.db.equipment.count({ where: { equipmentCode: { in: codes } } });
  await check('requiredEquipment', input.requiredEquipmentSlots?.flat() ?? input.requiredEquipment, countEquipment);
  await check('optionalEquipment', input.optionalEquipmentSlots?.flat() ?? input.optionalEquipment, countEquipment);
  await check(
    'names',
    input.names?.map((entry) => entry.localeCode),
    (codes) => ctx.db.locale.count({ where: { localeCode: { in: codes } } }),
  );
  await check(
    'muscleUsage',
    input.muscleUsage?.map((entry) => entry.muscleCode),
    (codes) => ctx.db.muscle.count({ where: { muscleCode: { in: codes } } }),
  );
  await check(
    'contributions',
    input.contributions?.map((entry) => entry.creatorProfileId),
    (ids) => ctx.db.creatorProfile.count({ where: { creatorProfileId: { in: ids } } }),
  );
  await check(
    'instructions',
    input.instructions?.map((entry) => entry.localeCode),
    (codes) => ctx.db.locale.count({ where: { localeCode: { in: codes } } }),
  );
  if (errors.length)
    throw badInput(errors.length === 1 ? `${errors[0]!.field}: ${errors[0]!.message}` : 'Some fields are not valid', errors);
}

async function saveExercise(ctx: AppContext, mode: SaveMode, rawCode: unknown, input: Input, selection: Selection) {
  const admin = requireAdmin(ctx);
  const exerciseCode = catalogueCode('exerciseCode', rawCode);
  const existing = await ctx.db.exercise.findUnique({ where: { exerciseCode }, include: { aliases: true, names: true } });
  if (createsRow(mode, !!existing, `Exercise ${exerciseCode}`, 'exerciseCode')) {
    const mergedInto = await ctx.db.exerciseAlias.findFirst({
      where: { alias: exerciseCode, isMergedCode: true },
      select: { exerciseCode: true },
    });
    if (mergedInto)
      throw conflict(`Exercise ${exerciseCode} was merged into ${mergedInto.exerciseCode}; its code still leads there`, [
        { field: 'exerciseCode', message: 'This code is taken' },
      ]);
    const missing = (['exerciseName', 'exerciseTypeCode'] as const).filter((field) => !input[field]);
    if (missing.length)
      throw badInput(
        'A new exercise needs a name and a type',
        missing.map((field) => ({ field, message: 'Required for a new exercise' })),
      );
  }
  await checkReferences(ctx, input);
  const name = input.exerciseName ?? existing!.exerciseName;
  const storedAliases = existing?.aliases ?? [];
  const aliases = input.aliases ?? storedAliases.filter((alias) => !alias.isMergedCode).map((alias) => alias.alias);
  const names = input.names ?? existing?.names.map((entry) => ({ name: entry.name, aliases: entry.aliases as string[] })) ?? [];
  const mergedCodes = storedAliases.filter((alias) => alias.isMergedCode).map((alias) => alias.alias);
  const fields = {
    exerciseName: name,
    description: input.description,
    exerciseTypeCode: input.exerciseTypeCode,
    publishedStatusCode: input.publishedStatusCode,
    searchText: exerciseSearchText({ code: exerciseCode, name, aliases, mergedCodes, names }),
  };
  const authorId = admin.creatorProfileId ?? HOUSE_CREATOR.creatorProfileId;
  return ctx.db.$transaction(async (tx) => {
    if (existing) await tx.exercise.update({ where: { exerciseCode }, data: fields });
    else
      await tx.exercise.create({
        data: {
          ...fields,
          exerciseCode,
          exerciseName: name,
          exerciseTypeCode: input.exerciseTypeCode!,
          publishedStatusCode: input.publishedStatusCode ?? 'DRAFT',
        },
      });
    if (input.aliases) {
      await tx.exerciseAlias.deleteMany({ where: { exerciseCode, isMergedCode: false } });
      const unique = [...new Set(input.aliases)];
      if (unique.length) await tx.exerciseAlias.createMany({ data: unique.map((alias) => ({ exerciseCode, alias })) });
    }
    if (input.exerciseTagCodes) {
      await tx.exerciseTagLink.deleteMany({ where: { exerciseCode } });
      await tx.exerciseTagLink.createMany({
        data: [...new Set(input.exerciseTagCodes)].map((exerciseTagCode) => ({ exerciseCode, exerciseTagCode })),
      });
    }
    if (input.requiredEquipment || input.optionalEquipment || input.requiredEquipmentSlots || input.optionalEquipmentSlots) {
      const current = await tx.exerciseEquipment.findMany({ where: { exerciseCode }, orderBy: { slot: 'asc' } });
      const required = equipmentSlotsOf(
        input.requiredEquipmentSlots,
        input.requiredEquipment,
        current.filter((row) => row.isRequired),
      );
      const taken = new Set(required.flat());
      const optional = equipmentSlotsOf(
        input.optionalEquipmentSlots,
        input.optionalEquipment,
        current.filter((row) => !row.isRequired),
      )
        .map((slot) => slot.filter((code) => !taken.has(code)))
        .filter((slot) => slot.length);
      await tx.exerciseEquipment.deleteMany({ where: { exerciseCode } });
      await tx.exerciseEquipment.createMany({
        data: [
          ...rowsOfSlots(required, true).map((row) => ({ exerciseCode, ...row })),
          ...rowsOfSlots(optional, false).map((row) => ({ exerciseCode, ...row })),
        ],
      });
    }
    if (input.names) {
      await tx.exerciseName.deleteMany({ where: { exerciseCode } });
      await tx.exerciseName.createMany({
        data: input.names.map((entry) => ({
          exerciseCode,
          localeCode: entry.localeCode,
          name: entry.name,
          aliases: [...new Set(entry.aliases)],
        })),
      });
    }
    if (input.muscleUsage) {
      await tx.exerciseMuscle.deleteMany({ where: { exerciseCode } });
      await tx.exerciseMuscle.createMany({ data: input.muscleUsage.map((entry) => ({ exerciseCode, ...entry })) });
    }
    if (input.contributions) {
      await tx.exerciseContribution.deleteMany({ where: { exerciseCode } });
      const seen = new Set<string>();
      const rows = input.contributions.filter(
        (entry) =>
          !seen.has(`${entry.creatorProfileId}/${entry.contributionRole}`) &&
          seen.add(`${entry.creatorProfileId}/${entry.contributionRole}`),
      );
      await tx.exerciseContribution.createMany({ data: rows.map((entry) => ({ exerciseCode, ...entry })) });
    } else if (!existing) {
      await tx.exerciseContribution.create({ data: { exerciseCode, creatorProfileId: authorId, contributionRole: 'CURATOR' } });
    }
    for (const text of input.instructions ?? []) {
      const creatorProfileId = text.creatorProfileId ?? authorId;
      const content = { steps: text.steps, tips: text.tips, commonMistakes: text.commonMistakes };
      await tx.exerciseInstruction.upsert({
        where: { exerciseCode_localeCode_creatorProfileId: { exerciseCode, localeCode: text.localeCode, creatorProfileId } },
        create: { exerciseCode, localeCode: text.localeCode, creatorProfileId, ...content },
        update: content,
      });
    }
    return tx.exercise.findUniqueOrThrow({ ...withKey(selection, 'exerciseCode'), where: { exerciseCode } });
  });
}

/**
 * Equipment slots to store: the slots given, or a flat list in which codes that were alternatives stay alternatives
 * (so an editor that knows only flat lists cannot split "a squat rack or a power rack" into two needs), or what is
 * stored. Each code appears once.
 */
function equipmentSlotsOf(slots: string[][] | undefined, flat: string[] | undefined, stored: { equipmentCode: string; slot: number }[]) {
  const seen = new Set<string>();
  const once = (codes: string[]) => codes.filter((code) => !seen.has(code) && seen.add(code));
  if (slots) return slots.map(once).filter((slot) => slot.length);
  const storedSlot = new Map(stored.map((row) => [row.equipmentCode, row.slot]));
  const grouped = new Map<string, string[]>();
  for (const code of once(flat ?? stored.map((row) => row.equipmentCode))) {
    const key = storedSlot.has(code) ? `stored ${storedSlot.get(code)}` : `new ${code}`;
    grouped.set(key, [...(grouped.get(key) ?? []), code]);
  }
  return [...grouped.values()];
}

/**
 * upsertExercise changes an exercise, or creates it when the code is new (then a name and a type are required);
 * lists that are given replace the stored ones, lists left out stay as they are. createExercise answers CONFLICT
 * when the code is taken, also by an exercise merged away.
 */
export const { upsert: upsertExercise, create: createExercise } = codeKeyedWrites({
  codeField: 'exerciseCode',
  upsertInput: upsertExerciseInput,
  createInput: createExerciseInput,
  save: saveExercise,
});

export async function deleteExercise(ctx: AppContext, rawCode: string) {
  requireAdmin(ctx);
  const exerciseCode = catalogueCode('exerciseCode', rawCode);
  const exercise = await ctx.db.exercise.findUnique({ where: { exerciseCode }, select: { exerciseCode: true } });
  if (!exercise) throw notFound(`Exercise ${exerciseCode}`);
  const [inWorkouts, inLogs] = await Promise.all([
    ctx.db.workoutExercise.count({ where: { exerciseCode } }),
    ctx.db.workoutLogExercise.count({ where: { exerciseCode } }),
  ]);
  if (inWorkouts || inLogs) {
    throw conflict(
      `Exercise ${exerciseCode} is used in ${inWorkouts} workouts and ${inLogs} logs: merge it into another exercise instead of deleting it`,
    );
  }
  await ctx.db.exercise.delete({ where: { exerciseCode } });
}

/**
 * Folds a duplicate into the exercise that stays: workouts, logs, personal records, videos, instructions and
 * contributions move over (the kept exercise's own instructions win where both have one for the same locale and
 * creator), the duplicate's names become aliases, and its code keeps resolving to the kept exercise.
 */
/**
 * Members' records of the merged-away exercise join the kept one's: derived again from their now-joined history, so
 * each member keeps one best per record.
 */
async function mergeRecords(tx: Prisma.TransactionClient, source: string, target: string) {
  const members = await tx.personalRecord.findMany({ where: { exerciseCode: source }, select: { userId: true }, distinct: ['userId'] });
  const { count } = await tx.personalRecord.deleteMany({ where: { exerciseCode: source } });
  for (const { userId } of members) await recomputeRecords(tx, userId, target);
  return count;
}

/** In each locale the kept exercise keeps its name; the merged one's name and aliases become its aliases there. */
function mergedNames(
  kept: { localeCode: string; name: string; aliases: unknown }[],
  merged: { localeCode: string; name: string; aliases: unknown }[],
) {
  const byLocale = new Map(
    kept.map((entry) => [entry.localeCode, { localeCode: entry.localeCode, name: entry.name, aliases: entry.aliases as string[] }]),
  );
  for (const entry of merged) {
    const current = byLocale.get(entry.localeCode);
    if (!current) byLocale.set(entry.localeCode, { localeCode: entry.localeCode, name: entry.name, aliases: entry.aliases as string[] });
    else {
      const known = new Set([current.name, ...current.aliases].map(normalizeSearch));
      for (const alias of [entry.name, ...(entry.aliases as string[])])
        if (!known.has(normalizeSearch(alias)) && known.add(normalizeSearch(alias))) current.aliases.push(alias);
    }
  }
  return [...byLocale.values()];
}

export async function mergeExercises(ctx: AppContext, rawInput: unknown, selection: Selection = {}) {
  requireAdmin(ctx);
  const input = parseInput(mergeExercisesInput, rawInput);
  const source = catalogueCode('sourceExerciseCode', input.sourceExerciseCode);
  const target = catalogueCode('targetExerciseCode', input.targetExerciseCode);
  const [sourceRow, targetRow] = await Promise.all([
    ctx.db.exercise.findUnique({ where: { exerciseCode: source }, include: { aliases: true, names: true } }),
    ctx.db.exercise.findUnique({ where: { exerciseCode: target }, include: { aliases: true, names: true } }),
  ]);
  const missing: FieldError[] = [];
  if (!sourceRow) missing.push({ field: 'sourceExerciseCode', message: `Exercise ${source} does not exist` });
  if (!targetRow) missing.push({ field: 'targetExerciseCode', message: `Exercise ${target} does not exist` });
  if (!sourceRow || !targetRow) throw new AppError('NOT_FOUND', missing.map((entry) => entry.message).join('; '), missing);
  const moved = await ctx.db.$transaction(async (tx) => {
    const counts = {
      workouts: (await tx.workoutExercise.updateMany({ where: { exerciseCode: source }, data: { exerciseCode: target } })).count,
      logs: (await tx.workoutLogExercise.updateMany({ where: { exerciseCode: source }, data: { exerciseCode: target } })).count,
      personalRecords: await mergeRecords(tx, source, target),
      videos: (await tx.exerciseVideo.updateMany({ where: { exerciseCode: source }, data: { exerciseCode: target } })).count,
      instructions: 0,
    };
    const kept = new Set(
      (
        await tx.exerciseInstruction.findMany({ where: { exerciseCode: target }, select: { localeCode: true, creatorProfileId: true } })
      ).map((row) => `${row.localeCode}/${row.creatorProfileId}`),
    );
    for (const row of await tx.exerciseInstruction.findMany({ where: { exerciseCode: source } })) {
      if (kept.has(`${row.localeCode}/${row.creatorProfileId}`)) continue;
      await tx.exerciseInstruction.update({
        where: {
          exerciseCode_localeCode_creatorProfileId: {
            exerciseCode: source,
            localeCode: row.localeCode,
            creatorProfileId: row.creatorProfileId,
          },
        },
        data: { exerciseCode: target },
      });
      counts.instructions += 1;
    }
    const credits = new Set(
      (await tx.exerciseContribution.findMany({ where: { exerciseCode: target } })).map(
        (row) => `${row.creatorProfileId}/${row.contributionRole}`,
      ),
    );
    for (const row of await tx.exerciseContribution.findMany({ where: { exerciseCode: source } })) {
      if (!credits.has(`${row.creatorProfileId}/${row.contributionRole}`)) {
        await tx.exerciseContribution.create({
          data: { exerciseCode: target, creatorProfileId: row.creatorProfileId, contributionRole: row.contributionRole },
        });
      }
    }
    const names = new Set([targetRow.exerciseName.toLowerCase(), ...targetRow.aliases.map((alias) => alias.alias.toLowerCase())]);
    const newAliases = [
      { alias: source, isMergedCode: true },
      { alias: sourceRow.exerciseName, isMergedCode: false },
      ...sourceRow.aliases.map((alias) => ({ alias: alias.alias, isMergedCode: alias.isMergedCode })),
    ].filter((alias) => !names.has(alias.alias.toLowerCase()) && names.add(alias.alias.toLowerCase()));
    const localizedNames = mergedNames(targetRow.names, sourceRow.names);
    await tx.exercise.delete({ where: { exerciseCode: source } });
    await tx.exerciseAlias.createMany({ data: newAliases.map((alias) => ({ ...alias, exerciseCode: target })) });
    for (const entry of localizedNames)
      await tx.exerciseName.upsert({
        where: { exerciseCode_localeCode: { exerciseCode: target, localeCode: entry.localeCode } },
        create: { exerciseCode: target, ...entry },
        update: { aliases: entry.aliases },
      });
    const allAliases = [...targetRow.aliases, ...newAliases];
    await tx.exercise.update({
      where: { exerciseCode: target },
      data: {
        searchText: exerciseSearchText({
          code: target,
          name: targetRow.exerciseName,
          aliases: allAliases.filter((alias) => !alias.isMergedCode).map((alias) => alias.alias),
          mergedCodes: allAliases.filter((alias) => alias.isMergedCode).map((alias) => alias.alias),
          names: localizedNames,
        }),
      },
    });
    return counts;
  });
  const exercise = await ctx.db.exercise.findUniqueOrThrow({ ...withKey(selection, 'exerciseCode'), where: { exerciseCode: target } });
  return { exercise, moved };
}

/** Exercises that train the same primary muscles, the closest match first, among those the viewer's lists show. */
export async function relatedExercises(ctx: AppContext, rawCode: string, rawQuery: unknown, selection: Selection = {}) {
  const { limit } = parseInput(relatedQuery, rawQuery ?? {});
  const exerciseCode = await visibleExerciseCode(ctx, rawCode);
  const usage = await ctx.db.exerciseMuscle.findMany({
    where: { exerciseCode },
    select: { muscleCode: true, targetPercentage: true, isPrimary: true },
  });
  const primaries = usage.filter((entry) => entry.isPrimary).map((entry) => entry.muscleCode);
  if (!primaries.length) return [];
  const candidates = await ctx.db.exerciseMuscle.findMany({
    where: {
      muscleCode: { in: usage.map((entry) => entry.muscleCode) },
      exerciseCode: { not: exerciseCode },
      exercise: { AND: [visibleExercises(ctx.viewer), listedStatuses(ctx.viewer, undefined)] },
    },
    select: { exerciseCode: true, muscleCode: true, targetPercentage: true, isPrimary: true },
  });
  const weight = new Map(usage.map((entry) => [entry.muscleCode, entry.targetPercentage]));
  const scores = new Map<string, number>();
  for (const row of candidates) {
    const shared =
      Math.min(row.targetPercentage, weight.get(row.muscleCode) ?? 0) * (row.isPrimary && primaries.includes(row.muscleCode) ? 2 : 1);
    scores.set(row.exerciseCode, (scores.get(row.exerciseCode) ?? 0) + shared);
  }
  const best = [...scores.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, limit);
  const rows = await ctx.db.exercise.findMany({
    ...withKey(selection, 'exerciseCode'),
    where: { exerciseCode: { in: best.map(([code]) => code) } },
  });
  const byCode = new Map(rows.map((row) => [row.exerciseCode, row]));
  return best.flatMap(([code]) => byCode.get(code) ?? []);
}

export async function getMyEquipment(ctx: AppContext) {
  const viewer = requireUser(ctx);
  const rows = await ctx.db.userEquipment.findMany({
    where: { userId: viewer.userId },
    select: { equipmentCode: true },
    orderBy: { equipmentCode: 'asc' },
  });
  return rows.map((row) => row.equipmentCode);
}

export async function setMyEquipment(ctx: AppContext, rawInput: unknown) {
  const viewer = requireUser(ctx);
  const { equipmentCodes } = parseInput(userEquipmentInput, rawInput);
  const unique = [...new Set(equipmentCodes)];
  if ((await ctx.db.equipment.count({ where: { equipmentCode: { in: unique } } })) !== unique.length) {
    throw badInput('equipmentCodes: Some codes do not exist', [{ field: 'equipmentCodes', message: 'Some codes do not exist' }]);
  }
  await ctx.db.$transaction(async (tx) => {
    await tx.userEquipment.deleteMany({ where: { userId: viewer.userId } });
    await tx.userEquipment.createMany({ data: unique.map((equipmentCode) => ({ userId: viewer.userId, equipmentCode })) });
  });
  return unique.sort();
}

export interface MuscleGroupUsage {
  muscleGroupCode: string;
  muscleGroupName: string;
  targetPercentage: number;
}

const groupSelect = { muscleGroupCode: true, muscleGroupName: true, muscleGroupType: true } as const;

/** What muscleGroupUsage needs loaded with an exercise: each muscle's groups and their parents. */
export const muscleGroupUsageSelect = {
  muscleUsage: {
    select: {
      muscleCode: true,
      targetPercentage: true,
      muscle: { select: { groups: { select: { muscleGroup: { select: { ...groupSelect, parent: { select: groupSelect } } } } } } },
    },
  },
} satisfies Prisma.ExerciseSelect;

type UsageWithGroups = Prisma.ExerciseGetPayload<{ select: typeof muscleGroupUsageSelect }>['muscleUsage'];

/**
 * Spec §4: each muscle resolves to its subgroup by walking up the parents, and the subgroups are sorted by their
 * summed target percentage, highest first.
 */
export function muscleGroupUsage(usage: UsageWithGroups): MuscleGroupUsage[] {
  const totals = new Map<string, MuscleGroupUsage>();
  for (const entry of usage) {
    const groups = entry.muscle.groups.map((membership) => membership.muscleGroup);
    const group =
      groups.find((candidate) => candidate.muscleGroupType === 'subgroup') ??
      groups.find((candidate) => candidate.parent?.muscleGroupType === 'subgroup')?.parent;
    if (!group) continue;
    const total = totals.get(group.muscleGroupCode) ?? {
      muscleGroupCode: group.muscleGroupCode,
      muscleGroupName: group.muscleGroupName,
      targetPercentage: 0,
    };
    total.targetPercentage += entry.targetPercentage;
    totals.set(group.muscleGroupCode, total);
  }
  return [...totals.values()].sort((a, b) => b.targetPercentage - a.targetPercentage || a.muscleGroupName.localeCompare(b.muscleGroupName));
}

/** What crawlers see for /e/{exerciseCode}: the exercise's name and a sentence on what it trains; null when hidden. */
export async function exercisePageMeta(db: Db, rawCode: string): Promise<{ title: string; description: string } | null> {
  const exerciseCode = await findVisible(db, null, rawCode);
  if (!exerciseCode) return null;
  const exercise = await db.exercise.findUniqueOrThrow({
    where: { exerciseCode },
    select: {
      exerciseName: true,
      description: true,
      muscleUsage: {
        where: { isPrimary: true },
        select: { muscle: { select: { friendlyName: true } } },
        orderBy: { targetPercentage: 'desc' },
      },
      equipment: {
        where: { isRequired: true },
        select: { equipment: { select: { equipmentName: true } } },
        orderBy: [{ slot: 'asc' }, { equipmentCode: 'asc' }],
      },
    },
  });
  const muscles = exercise.muscleUsage.map((u) => u.muscle.friendlyName).join(', ');
  const equipment = exercise.equipment.map((e) => e.equipment.equipmentName).join(', ');
  const description =
    exercise.description ??
    [
      `How to do the ${exercise.exerciseName}`,
      muscles && `: trains ${muscles}`,
      equipment ? ` with ${equipment}` : ' with no equipment',
      '. Steps, tips and common mistakes in the Flexicon.',
    ]
      .filter(Boolean)
      .join('');
  return { title: `${exercise.exerciseName} | Liftmates`, description };
}
