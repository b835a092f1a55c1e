// The catalogue's rules (prisma/seed/rules.ts) hold for the whole written catalogue, and the corrections a coach asked
// for stay made. `npm run check:catalogue` lists the same problems while the catalogue is being written.
import { describe, expect, it } from 'vitest';
import { exercises, translations, writtenExercises } from '../../prisma/seed/exercises/index.js';
import { muscleGroups } from '../../prisma/seed/muscle-groups.js';
import { catalogueProblems, filterChipCounts, MIN_PER_FILTER_CHIP, nameKey } from '../../prisma/seed/rules.js';

describe('the written catalogue', () => {
  const problems = catalogueProblems(exercises);

  it.each(Object.keys(problems))('keeps the rule: %s', (rule) => {
    expect(problems[rule]).toEqual([]);
  });

  it('holds at least 600 exercises, and every filter chip returns enough of them', () => {
    expect(exercises.length).toBeGreaterThanOrEqual(600);
    for (const { chip, count } of filterChipCounts(exercises)) expect(count, chip).toBeGreaterThanOrEqual(MIN_PER_FILTER_CHIP);
  });

  it('writes each translation once: for an exercise that exists, and not again where the exercise carries it inline', () => {
    const written = new Map(writtenExercises.map((exercise) => [exercise.code, exercise]));
    for (const [locale, byCode] of Object.entries(translations) as [keyof typeof translations, (typeof translations)['es-ES']][])
      for (const [code, translation] of Object.entries(byCode)) {
        const exercise = written.get(code);
        expect(exercise, `${locale} ${code}`).toBeDefined();
        expect(exercise!.names?.[locale], `${locale} name of ${code}`).toBeUndefined();
        if (translation.instructions) expect(exercise!.instructions[locale], `${locale} instructions of ${code}`).toBeUndefined();
      }
  });

  it('finds the lifts people search for in Spanish, accents or not', () => {
    const owner = (typed: string) =>
      exercises.find((exercise) =>
        [exercise.names?.['es-ES']?.name ?? '', ...(exercise.names?.['es-ES']?.aliases ?? [])].some(
          (name) => nameKey(name) === nameKey(typed),
        ),
      )?.code;
    expect(owner('sentadilla bulgara')).toBe('BULGARIAN_SPLIT_SQUAT');
    expect(owner('press banca')).toBe('BARBELL_BENCH_PRESS');
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
});
