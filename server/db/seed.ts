// Seeds the reference catalogue (upsert by code) and the starter encyclopedia at every start. A checksum of the
// catalogue is kept in SeedRun, so a start with an unchanged catalogue costs one query. Exercises are created when
// missing and upgraded in place when the catalogue changes them (seed-exercises.ts), never over an administrator's edits.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROLE_CATALOGUE } from '../auth/roles.js';
import { providerOfClient, type Db } from './client.js';
import { creatorSearchText } from '../lib/search-text.js';
import type { ExerciseSeedCounts } from './seed-exercises.js';
import { HOUSE_CREATOR } from '../domains/creator-profiles/house.js';
import { ROOT } from './providers.js';

const SEED_DIR = path.join(ROOT, 'prisma/seed');

async function alreadySeeded(db: Db, name: string, checksum: string) {
  const run = await db.seedRun.findUnique({ where: { name } });
  return run?.checksum === checksum;
}

/** One reference row as the catalogue has it: created when new, its other columns brought back in line otherwise. */
function byCode<K extends string, D extends object>(key: K, code: string, data: D) {
  const where = { [key]: code } as Record<K, string>;
  return { where, create: { ...where, ...data }, update: data };
}

async function seedReference(db: Db) {
  const [c, { docs }] = await Promise.all([import('../../prisma/seed/catalogue.js'), import('../../prisma/seed/docs.js')]);
  await db.$transaction(
    async (tx) => {
      for (const role of ROLE_CATALOGUE) {
        await tx.role.upsert({
          where: { roleCode: role.roleCode },
          create: role,
          update: { roleName: role.roleName, description: role.description },
        });
      }
      for (const m of c.measurements) {
        await tx.measurement.upsert(byCode('measurementCode', m.code, { measurementName: m.name, unit: m.unit }));
      }
      for (const type of c.exerciseTypes) {
        await tx.exerciseType.upsert(byCode('exerciseTypeCode', type.code, { exerciseTypeName: type.name }));
        await tx.exerciseTypeMeasurement.deleteMany({ where: { exerciseTypeCode: type.code } });
        await tx.exerciseTypeMeasurement.createMany({
          data: type.measurements.map((measurementCode, sortOrder) => ({ exerciseTypeCode: type.code, measurementCode, sortOrder })),
        });
      }
      for (const s of c.publishedStatuses) {
        const data = {
          publishedStatusName: s.name,
          emoji: s.emoji,
          backgroundColor: s.backgroundColor,
          color: s.color,
          sortOrder: s.sortOrder,
        };
        await tx.publishedStatus.upsert(byCode('publishedStatusCode', s.code, data));
      }
      for (const tag of c.exerciseTags) {
        const data = { exerciseTagName: tag.name, exerciseTagDescription: tag.description, isCategory: tag.isCategory };
        await tx.exerciseTag.upsert(byCode('exerciseTagCode', tag.code, data));
      }
      for (const l of c.locales) {
        await tx.locale.upsert(byCode('localeCode', l.code, { localeName: l.name, published: l.published }));
      }
      for (const [sortOrder, p] of c.socialMediaPlatforms.entries()) {
        const data = {
          socialMediaPlatformName: p.name,
          socialMediaPlatformUrlFormat: p.urlFormat,
          usernamePattern: p.usernamePattern,
          hoverColor: p.style.hoverColor,
          hoverBackground: p.style.hoverBackground,
          sortOrder,
        };
        await tx.socialMediaPlatform.upsert(byCode('socialMediaPlatformCode', p.code, data));
      }
      for (const m of c.muscles) {
        await tx.muscle.upsert(byCode('muscleCode', m.code, { muscleName: m.name, friendlyName: m.friendlyName }));
      }
      for (const [sortOrder, g] of c.muscleGroups.entries()) {
        const data = { muscleGroupName: g.name, muscleGroupType: g.type, muscleGroupParent: g.parent, sortOrder };
        await tx.muscleGroup.upsert(byCode('muscleGroupCode', g.code, data));
        await tx.muscleGroupMuscle.deleteMany({ where: { muscleGroupCode: g.code } });
        await tx.muscleGroupMuscle.createMany({ data: g.muscles.map((muscleCode) => ({ muscleGroupCode: g.code, muscleCode })) });
      }
      for (const e of c.equipment) {
        await tx.equipment.upsert(byCode('equipmentCode', e.code, { equipmentName: e.name }));
      }
      for (const g of c.equipmentGroups) {
        const data = {
          equipmentGroupName: g.name,
          equipmentGroupType: g.type,
          equipmentGroupParent: g.parent,
          sortOrder: g.sortOrder,
          isFilter: g.isFilter,
        };
        await tx.equipmentGroup.upsert(byCode('equipmentGroupCode', g.code, data));
        await tx.equipmentGroupMember.deleteMany({ where: { equipmentGroupCode: g.code } });
        await tx.equipmentGroupMember.createMany({
          data: g.equipment.map((equipmentCode) => ({ equipmentGroupCode: g.code, equipmentCode })),
        });
      }
      await tx.creatorProfile.upsert({
        where: { creatorProfileId: HOUSE_CREATOR.creatorProfileId },
        create: {
          ...HOUSE_CREATOR,
          userNameKey: HOUSE_CREATOR.userName,
          searchText: creatorSearchText(HOUSE_CREATOR),
          isVerified: true,
          isPinned: true,
          bio: 'The Liftmates team writes the starter instructions of the Flexicon.',
        },
        update: {},
      });
      for (const doc of docs) {
        const existing = await tx.doc.findUnique({ where: { documentId: doc.documentId }, select: { documentId: true } });
        if (!existing) await tx.doc.create({ data: doc });
      }
    },
    { timeout: 60_000 },
  );
}

export interface SeedCounts extends ExerciseSeedCounts {
  skipped: boolean;
}

/**
 * Tables just filled in bulk have no planner statistics until autovacuum reaches them, and PostgreSQL then plans
 * the Flexicon's filters as if the tables were empty (nested loops over every exercise: 8 ms a statement instead
 * of 1 ms). SQLite plans from its indexes alone.
 */
async function refreshStatistics(db: Db) {
  if (providerOfClient(db) === 'postgresql') await db.$executeRawUnsafe('ANALYZE');
}

/**
 * The catalogue's checksum, of the files it is written in (prisma/seed) and of the roles and the house creator: a
 * start with an unchanged catalogue reads them (2 MB) without loading them as modules, which would keep them in
 * memory for the life of the process.
 */
function catalogueChecksum(): string {
  const hash = crypto.createHash('sha256').update(JSON.stringify({ roles: ROLE_CATALOGUE, house: HOUSE_CREATOR }));
  const files = fs.readdirSync(SEED_DIR, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  const paths = files.map((entry) => path.join(entry.parentPath, entry.name)).sort();
  for (const file of paths) hash.update(path.relative(SEED_DIR, file)).update(fs.readFileSync(file));
  return hash.digest('hex');
}

export async function seedCatalogue(db: Db): Promise<SeedCounts> {
  const checksum = catalogueChecksum();
  if (await alreadySeeded(db, 'catalogue', checksum))
    return { skipped: true, exercisesCreated: 0, exercisesUpdated: 0, exercisesMerged: 0 };
  await seedReference(db);
  const { seedExercises } = await import('./seed-exercises.js');
  const counts = await seedExercises(db);
  await refreshStatistics(db);
  await db.seedRun.upsert({
    where: { name: 'catalogue' },
    create: { name: 'catalogue', checksum },
    update: { checksum, appliedAt: new Date() },
  });
  return { skipped: false, ...counts };
}

export { seedDemo } from './seed-demo.js';
