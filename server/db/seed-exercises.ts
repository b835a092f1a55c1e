// The starter Flexicon: created when missing, and upgraded in place when the catalogue changes. Each seeded exercise
// remembers the checksum of what the seed wrote; a new catalogue rewrites it only while its content still has that
// checksum, so an administrator's edits (names, muscles, equipment, the house instructions) are never overwritten.
// Exercises an earlier catalogue listed twice are merged the way an administrator would merge them.
import crypto from 'node:crypto';
import type { Prisma } from './generated/sqlite/client.ts';
import type { Db } from './client.js';
import { exercises, mergedExercises } from '../../prisma/seed/exercises/index.js';
import type { EquipmentNeedSeed, ExerciseNameSeed, ExerciseSeed, InstructionSeed } from '../../prisma/seed/types.js';
import { exerciseSearchText } from '../domains/exercises/search.js';
import { inCatalogue } from '../domains/exercises/visibility.js';
import { actingAs } from '../lib/acting-as.js';
import { HOUSE_CREATOR } from '../domains/creator-profiles/house.js';
import { mergeExercises } from '../domains/exercises/service.js';
import { rowsOfSlots, slotsOf } from '../domains/exercises/equipment-slots.js';

const HOUSE = HOUSE_CREATOR.creatorProfileId;

/** What the seed decides about an exercise, in one order whatever order the database returns rows in. */
interface SeededContent {
  name: string;
  type: string;
  aliases: string[];
  tags: string[];
  requiredEquipment: EquipmentNeedSeed[];
  optionalEquipment: EquipmentNeedSeed[];
  muscleUsage: { muscleCode: string; targetPercentage: number; isPrimary: boolean }[];
  instructions: Record<string, InstructionSeed>;
  names: Record<string, ExerciseNameSeed>;
}

/** Alternatives in one order whatever order they were written or stored in; a lone item stays a plain code. */
const canonicalNeeds = (needs: EquipmentNeedSeed[]) =>
  needs.map((need) => (Array.isArray(need) ? (need.length === 1 ? need[0]! : [...need].sort()) : need));

// Equipment without alternatives and an exercise without translated names hash as they did before either existed,
// so a database seeded by an earlier catalogue still recognises its untouched exercises.
const checksumOf = ({ names, ...content }: SeededContent) =>
  crypto
    .createHash('sha256')
    .update(
      JSON.stringify({
        ...content,
        requiredEquipment: canonicalNeeds(content.requiredEquipment),
        optionalEquipment: canonicalNeeds(content.optionalEquipment),
        aliases: [...content.aliases].sort(),
        tags: [...content.tags].sort(),
        muscleUsage: [...content.muscleUsage].sort((a, b) => a.muscleCode.localeCompare(b.muscleCode)),
        instructions: Object.keys(content.instructions)
          .sort()
          .map((locale) => {
            const { steps, tips, commonMistakes } = content.instructions[locale]!;
            return [locale, { steps, tips, commonMistakes }];
          }),
        ...(Object.keys(names).length
          ? {
              names: Object.keys(names)
                .sort()
                .map((locale) => [locale, { name: names[locale]!.name, aliases: [...names[locale]!.aliases].sort() }]),
            }
          : {}),
      }),
    )
    .digest('hex');

const seedContent = (e: ExerciseSeed): SeededContent => ({
  name: e.name,
  type: e.type,
  aliases: e.aliases,
  tags: e.tags,
  requiredEquipment: e.requiredEquipment,
  optionalEquipment: e.optionalEquipment,
  muscleUsage: e.muscleUsage.map(({ muscleCode, targetPercentage, isPrimary }) => ({ muscleCode, targetPercentage, isPrimary })),
  instructions: Object.fromEntries(Object.entries(e.instructions).filter((entry): entry is [string, InstructionSeed] => !!entry[1])),
  names: Object.fromEntries(Object.entries(e.names ?? {}).filter((entry): entry is [string, ExerciseNameSeed] => !!entry[1])),
});

const storedSelect = {
  exerciseCode: true,
  exerciseName: true,
  exerciseTypeCode: true,
  seedChecksum: true,
  createdAt: true,
  updatedAt: true,
  aliases: { where: { isMergedCode: false }, select: { alias: true } },
  tags: { select: { exerciseTagCode: true } },
  equipment: { orderBy: { slot: 'asc' }, select: { equipmentCode: true, isRequired: true, slot: true } },
  names: { select: { localeCode: true, name: true, aliases: true } },
  muscleUsage: { select: { muscleCode: true, targetPercentage: true, isPrimary: true } },
  instructions: {
    where: { creatorProfileId: HOUSE },
    select: { localeCode: true, steps: true, tips: true, commonMistakes: true, createdAt: true, updatedAt: true },
  },
} satisfies Prisma.ExerciseSelect;
type Stored = Prisma.ExerciseGetPayload<{ select: typeof storedSelect }>;

const storedContent = (row: Stored): SeededContent => ({
  name: row.exerciseName,
  type: row.exerciseTypeCode,
  aliases: row.aliases.map((alias) => alias.alias),
  tags: row.tags.map((tag) => tag.exerciseTagCode),
  requiredEquipment: slotsOf(row.equipment.filter((item) => item.isRequired)),
  optionalEquipment: slotsOf(row.equipment.filter((item) => !item.isRequired)),
  muscleUsage: row.muscleUsage,
  instructions: Object.fromEntries(
    row.instructions.map((text) => [
      text.localeCode,
      { steps: text.steps, tips: text.tips, commonMistakes: text.commonMistakes } as unknown as InstructionSeed,
    ]),
  ),
  names: Object.fromEntries(row.names.map((entry) => [entry.localeCode, { name: entry.name, aliases: entry.aliases as string[] }])),
});

/** The checksum of a seeded exercise's content as it stands in the database. */
export async function storedSeedChecksum(db: Db, exerciseCode: string) {
  return checksumOf(storedContent(await db.exercise.findUniqueOrThrow({ where: { exerciseCode }, select: storedSelect })));
}

/**
 * Rows written before exercises remembered their seed checksum count as untouched when nothing about them changed
 * after they were created.
 */
const untouchedSinceCreated = (row: Stored) =>
  [row, ...row.instructions].every((entry) => entry.updatedAt.getTime() - entry.createdAt.getTime() < 1000);

/** The exercise's relations, as the seed writes them on create and on upgrade alike. */
const relationsOf = (e: ExerciseSeed) => ({
  aliases: e.aliases.map((alias) => ({ alias })),
  tags: e.tags.map((exerciseTagCode) => ({ exerciseTagCode })),
  equipment: [...rowsOfSlots(e.requiredEquipment, true), ...rowsOfSlots(e.optionalEquipment, false)],
  names: Object.entries(seedContent(e).names).map(([localeCode, { name, aliases }]) => ({ localeCode, name, aliases })),
  muscleUsage: e.muscleUsage.map(({ muscleCode, targetPercentage, isPrimary }) => ({ muscleCode, targetPercentage, isPrimary })),
  instructions: Object.entries(seedContent(e).instructions).map(([localeCode, text]) => ({
    localeCode,
    creatorProfileId: HOUSE,
    steps: text.steps,
    tips: text.tips,
    commonMistakes: text.commonMistakes,
  })),
});

const searchTextFor = (e: ExerciseSeed, mergedCodes: string[] = []) =>
  exerciseSearchText({ code: e.code, name: e.name, aliases: e.aliases, mergedCodes, names: Object.values(seedContent(e).names) });

async function createExercise(tx: Prisma.TransactionClient, e: ExerciseSeed) {
  const relations = relationsOf(e);
  await tx.exercise.create({
    data: {
      exerciseCode: e.code,
      exerciseName: e.name,
      exerciseTypeCode: e.type,
      publishedStatusCode: 'PUBLISHED',
      searchText: searchTextFor(e),
      seedChecksum: checksumOf(seedContent(e)),
      aliases: { create: relations.aliases },
      tags: { create: relations.tags },
      equipment: { create: relations.equipment },
      muscleUsage: { create: relations.muscleUsage },
      contributions: { create: [{ creatorProfileId: HOUSE, contributionRole: 'ORIGINAL_AUTHOR' }] },
      instructions: { create: relations.instructions },
      names: { create: relations.names },
    },
  });
}

/** Rewrites what the seed decides; the exercise's merged codes, videos, other creators' instructions stay. */
async function upgradeExercise(tx: Prisma.TransactionClient, e: ExerciseSeed) {
  const relations = relationsOf(e);
  const exerciseCode = e.code;
  const mergedCodes = await tx.exerciseAlias.findMany({ where: { exerciseCode, isMergedCode: true }, select: { alias: true } });
  await tx.exerciseAlias.deleteMany({ where: { exerciseCode, isMergedCode: false } });
  await tx.exerciseTagLink.deleteMany({ where: { exerciseCode } });
  await tx.exerciseEquipment.deleteMany({ where: { exerciseCode } });
  await tx.exerciseMuscle.deleteMany({ where: { exerciseCode } });
  await tx.exerciseInstruction.deleteMany({ where: { exerciseCode, creatorProfileId: HOUSE } });
  await tx.exerciseName.deleteMany({ where: { exerciseCode } });
  await tx.exercise.update({
    where: { exerciseCode },
    data: {
      exerciseName: e.name,
      exerciseTypeCode: e.type,
      searchText: searchTextFor(
        e,
        mergedCodes.map((row) => row.alias),
      ),
      seedChecksum: checksumOf(seedContent(e)),
      aliases: { create: relations.aliases },
      tags: { create: relations.tags },
      equipment: { create: relations.equipment },
      muscleUsage: { create: relations.muscleUsage },
      instructions: { create: relations.instructions },
      names: { create: relations.names },
    },
  });
}

export interface ExerciseSeedCounts {
  exercisesCreated: number;
  exercisesUpdated: number;
  exercisesMerged: number;
}

export async function seedExercises(db: Db): Promise<ExerciseSeedCounts> {
  // Members' own exercises are theirs: the catalogue neither reads nor writes them.
  const stored = new Map((await db.exercise.findMany({ where: inCatalogue, select: storedSelect })).map((row) => [row.exerciseCode, row]));
  const missing: ExerciseSeed[] = [];
  const changed: ExerciseSeed[] = [];
  const adopted: { exerciseCode: string; seedChecksum: string }[] = [];
  for (const e of exercises) {
    const row = stored.get(e.code);
    const wanted = checksumOf(seedContent(e));
    if (!row) missing.push(e);
    else if (row.seedChecksum !== wanted) {
      const current = checksumOf(storedContent(row));
      if (current === wanted) adopted.push({ exerciseCode: e.code, seedChecksum: wanted });
      else if (row.seedChecksum ? current === row.seedChecksum : untouchedSinceCreated(row)) changed.push(e);
    }
  }
  await db.$transaction(
    async (tx) => {
      for (const e of missing) await createExercise(tx, e);
      for (const e of changed) await upgradeExercise(tx, e);
      for (const row of adopted)
        await tx.exercise.update({ where: { exerciseCode: row.exerciseCode }, data: { seedChecksum: row.seedChecksum } });
    },
    { timeout: 120_000 },
  );
  let exercisesMerged = 0;
  // The catalogue merges as an administrator would, through the same service.
  const admin = actingAs(db, { userId: 'catalogue', roles: [{ roleCode: 'Admin' }], creatorProfile: null });
  for (const merge of mergedExercises) {
    if (stored.has(merge.from) && (stored.has(merge.into) || missing.some((e) => e.code === merge.into))) {
      await mergeExercises(admin, { sourceExerciseCode: merge.from, targetExerciseCode: merge.into });
      exercisesMerged += 1;
    } else if (!stored.has(merge.from)) {
      // A database that never had the duplicate still sends its old links to the exercise that stayed.
      const key = { exerciseCode_alias: { exerciseCode: merge.into, alias: merge.from } };
      await db.exerciseAlias.upsert({
        where: key,
        create: { exerciseCode: merge.into, alias: merge.from, isMergedCode: true },
        update: {},
      });
    }
  }
  return { exercisesCreated: missing.length, exercisesUpdated: changed.length, exercisesMerged };
}
