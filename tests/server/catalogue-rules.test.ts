// Rules the written catalogue keeps, checked on the seed files themselves so a slip fails before any database sees
// it: muscle shares that add up, codes that exist, one code per lift, instruction sentences that are not filler
// repeated across exercises, types that log the load the equipment adds, tags that mean one thing, and US units in
// the en-US text.
import { describe, expect, it } from 'vitest';
import { exercises } from '../../prisma/seed/exercises/index.js';
import { equipment } from '../../prisma/seed/equipment.js';
import { equipmentGroups } from '../../prisma/seed/equipment-groups.js';
import { exerciseTags } from '../../prisma/seed/exercise-tags.js';
import { exerciseTypes } from '../../prisma/seed/exercise-types.js';
import { muscleGroups } from '../../prisma/seed/muscle-groups.js';
import { muscles } from '../../prisma/seed/muscles.js';
import type { ExerciseSeed, InstructionSeed } from '../../prisma/seed/types.js';

const codes = (rows: { code: string }[]) => new Set(rows.map((row) => row.code));
const muscleCodes = codes(muscles);
const equipmentCodes = codes(equipment);
const tagCodes = codes(exerciseTags);
const typeCodes = codes(exerciseTypes);

/** Equipment that adds a load a lifter would log. */
const LOADS = new Set([
  'BARBELL',
  'EZ_BAR',
  'TRAP_BAR',
  'SAFETY_SQUAT_BAR',
  'DUMBBELLS',
  'ADJUSTABLE_DUMBBELLS',
  'KETTLEBELLS',
  'WEIGHT_PLATES',
  'BUMPER_PLATES',
  'WEIGHT_VEST',
  'DIP_BELT',
  'ANKLE_WEIGHTS',
  'SANDBAG',
  'MEDICINE_BALL',
  'SLAM_BALL',
  'WALL_BALL',
]);
const CABLES = new Set(['CABLE_MACHINE', 'CABLE_STATION', 'CABLE_CROSSOVER', 'FUNCTIONAL_TRAINER', 'SEATED_CABLE_ROW_MACHINE']);
const typesLoggingLoad = new Set(
  exerciseTypes
    .filter((type) => type.measurements.some((code) => code === 'WEIGHT' || code === 'BODYWEIGHT_PLUS_WEIGHT'))
    .map((type) => type.code),
);

const texts = (exercise: ExerciseSeed) =>
  Object.entries(exercise.instructions).flatMap(([locale, text]: [string, InstructionSeed | undefined]) =>
    text ? [...text.steps, ...text.tips, ...text.commonMistakes].map((sentence) => ({ locale, sentence })) : [],
  );

const offenders = (check: (exercise: ExerciseSeed) => unknown) =>
  exercises.filter((exercise) => check(exercise)).map((exercise) => exercise.code);

describe('the written catalogue', () => {
  it('gives every exercise muscle shares that add up to 100 with at least one primary muscle', () => {
    expect(offenders((e) => e.muscleUsage.reduce((sum, row) => sum + row.targetPercentage, 0) !== 100)).toEqual([]);
    expect(offenders((e) => !e.muscleUsage.some((row) => row.isPrimary))).toEqual([]);
    expect(offenders((e) => e.muscleUsage.some((row) => row.targetPercentage <= 0))).toEqual([]);
    expect(offenders((e) => new Set(e.muscleUsage.map((row) => row.muscleCode)).size !== e.muscleUsage.length)).toEqual([]);
  });

  it('refers only to muscles, equipment, tags and types that exist', () => {
    expect(offenders((e) => e.muscleUsage.some((row) => !muscleCodes.has(row.muscleCode)))).toEqual([]);
    expect(offenders((e) => [...e.requiredEquipment, ...e.optionalEquipment].some((code) => !equipmentCodes.has(code)))).toEqual([]);
    expect(offenders((e) => e.tags.some((code) => !tagCodes.has(code)))).toEqual([]);
    expect(offenders((e) => !typeCodes.has(e.type))).toEqual([]);
    expect(muscleGroups.flatMap((group) => group.muscles.filter((code) => !muscleCodes.has(code)))).toEqual([]);
    expect(equipmentGroups.flatMap((group) => group.equipment.filter((code) => !equipmentCodes.has(code)))).toEqual([]);
  });

  it('has one code per lift: no code, name or alias belongs to two exercises', () => {
    const owners = new Map<string, Set<string>>();
    for (const exercise of exercises)
      for (const name of [exercise.code, exercise.name, ...exercise.aliases]) {
        const key = name
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, ' ')
          .trim();
        owners.set(key, (owners.get(key) ?? new Set()).add(exercise.code));
      }
    expect([...owners].filter(([, owning]) => owning.size > 1).map(([name, owning]) => `${name}: ${[...owning].join(', ')}`)).toEqual([]);
  });

  it('names the hip abductors by the muscles that abduct the hip', () => {
    expect(muscleGroups.find((group) => group.code === 'HIP_ABDUCTORS')?.muscles).toEqual(
      expect.arrayContaining(['GLUTEUS_MEDIUS', 'GLUTEUS_MINIMUS', 'TENSOR_FASCIAE_LATAE']),
    );
  });

  it('carries the corrections a coach asked for', () => {
    const usage = (code: string) => exercises.find((exercise) => exercise.code === code)!.muscleUsage;
    const primary = (code: string) =>
      usage(code)
        .filter((row) => row.isPrimary)
        .map((row) => row.muscleCode);
    expect(primary('BACK_LEVER')).toEqual(expect.arrayContaining(['ANTERIOR_DELTOID', 'PECTORALIS_MAJOR_STERNAL']));
    expect(usage('BACK_LEVER').map((row) => row.muscleCode)).not.toContain('LATISSIMUS_DORSI');
    for (const press of ['BARBELL_BENCH_PRESS', 'BARBELL_OVERHEAD_PRESS']) {
      expect(usage(press).map((row) => row.muscleCode)).toContain('TRICEPS_LONG_HEAD');
      expect(primary(press)).toEqual(expect.arrayContaining(['ANTERIOR_DELTOID', 'TRICEPS_LATERAL_HEAD']));
    }
    expect(usage('LEG_EXTENSION').map((row) => row.muscleCode)).toEqual(['QUADRICEPS']);
    expect(usage('MACHINE_STANDING_CALF_RAISE').map((row) => row.muscleCode)).toEqual(['GASTROCNEMIUS', 'SOLEUS']);
    expect(exercises.map((exercise) => exercise.code)).not.toContain('DUMBBELL_REAR_DELT_FLY');
  });

  it('repeats no instruction sentence in more than 3 exercises', () => {
    const users = new Map<string, Set<string>>();
    for (const exercise of exercises)
      for (const { locale, sentence } of texts(exercise)) {
        const key = `${locale}: ${sentence}`;
        users.set(key, (users.get(key) ?? new Set()).add(exercise.code));
      }
    expect([...users].filter(([, used]) => used.size > 3).map(([sentence, used]) => `${sentence} (${used.size})`)).toEqual([]);
  });

  it('logs the load of any weight an exercise may add', () => {
    expect(offenders((e) => e.optionalEquipment.some((code) => LOADS.has(code)) && !typesLoggingLoad.has(e.type))).toEqual([]);
  });

  it('keeps REPS_ONLY for drills and strikes that move no load, and BODYWEIGHT_REPS for the rest', () => {
    expect(offenders((e) => e.type === 'REPS_ONLY' && !e.tags.some((tag) => tag === 'STRETCHING' || tag === 'MARTIAL_ARTS'))).toEqual([]);
    expect(offenders((e) => e.type === 'BODYWEIGHT_REPS' && e.tags.some((tag) => tag === 'STRETCHING' || tag === 'MARTIAL_ARTS'))).toEqual(
      [],
    );
  });

  it('tags MACHINE only what runs on a guided machine, never a cable', () => {
    expect(offenders((e) => e.tags.includes('MACHINE') && e.requiredEquipment.some((code) => CABLES.has(code)))).toEqual([]);
  });

  it('writes the en-US text in US spelling and units, metric figures only beside US ones', () => {
    const metricAlone = /\b\d+(?:[.,]\d+)?(?:\s?-\s?\d+(?:[.,]\d+)?)?\s?(?:kg|cm|km|m|km\/h)\b(?![^(]*\))/;
    expect(
      exercises.flatMap((exercise) =>
        texts(exercise)
          .filter(({ locale, sentence }) => locale === 'en-US' && (metricAlone.test(sentence) || /centre|metre|colour/i.test(sentence)))
          .map(({ sentence }) => `${exercise.code}: ${sentence}`),
      ),
    ).toEqual([]);
  });
});
