// Rules the written catalogue keeps, checked on the seed files themselves so a slip shows before any database sees
// it: muscle shares that add up, codes that exist, one code per lift in every language, instructions in every
// locale, sentences that are not filler repeated across exercises, types that log the load the equipment adds, tags
// that mean one thing, US units in the en-US text and metric ones in Spanish, and every Flexicon filter chip worth
// pressing.
// `npm test` expects no problem; `npm run check:catalogue` lists them while the catalogue is being written.
import { equipment } from './equipment.js';
import { equipmentGroups } from './equipment-groups.js';
import { exerciseTags } from './exercise-tags.js';
import { exerciseTypes } from './exercise-types.js';
import { muscleGroups } from './muscle-groups.js';
import { muscles } from './muscles.js';
import type { EquipmentNeedSeed, ExerciseSeed, InstructionSeed, TranslatedLocale } from './types.js';

export const TRANSLATED_LOCALES: TranslatedLocale[] = ['es-ES'];

/** Fewest exercises a filter chip of the Flexicon may return. */
export const MIN_PER_FILTER_CHIP = 8;
/** Most exercises one instruction sentence may appear in before it counts as filler. */
export const MAX_SENTENCE_REUSE = 3;

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

const codes = (rows: { code: string }[]) => new Set(rows.map((row) => row.code));
const muscleCodes = codes(muscles);
const equipmentCodes = codes(equipment);
const tagCodes = codes(exerciseTags);
const typeCodes = codes(exerciseTypes);
const typesLoggingLoad = new Set(
  exerciseTypes
    .filter((type) => type.measurements.some((code) => code === 'WEIGHT' || code === 'BODYWEIGHT_PLUS_WEIGHT'))
    .map((type) => type.code),
);

/** Every equipment code an exercise names, alternatives included. */
export const equipmentOf = (needs: EquipmentNeedSeed[]) => needs.flat();
const allEquipmentOf = (e: ExerciseSeed) => [...equipmentOf(e.requiredEquipment), ...equipmentOf(e.optionalEquipment)];

/** How names compare: case, accents and punctuation aside. */
export const nameKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const sentencesOf = (text: InstructionSeed) => [...text.steps, ...text.tips, ...text.commonMistakes];

/** Muscle codes of a muscle group and of every group below it. */
function musclesUnder(groupCode: string): Set<string> {
  const found = new Set(muscleGroups.find((group) => group.code === groupCode)?.muscles ?? []);
  for (const child of muscleGroups.filter((group) => group.parent === groupCode))
    for (const code of musclesUnder(child.code)) found.add(code);
  return found;
}

/** The chips the Flexicon offers, each with the exercises it would return. */
export function filterChipCounts(exercises: ExerciseSeed[]): { chip: string; count: number }[] {
  const chips: { chip: string; count: number }[] = [];
  for (const group of muscleGroups.filter((g) => g.type === 'main_group' || g.type === 'subgroup')) {
    const members = musclesUnder(group.code);
    chips.push({
      chip: `muscles ${group.code}`,
      count: exercises.filter((e) => e.muscleUsage.some((u) => members.has(u.muscleCode))).length,
    });
  }
  for (const group of equipmentGroups.filter((g) => g.isFilter)) {
    const members = new Set(group.equipment);
    chips.push({
      chip: `equipment ${group.code}`,
      count: exercises.filter((e) => allEquipmentOf(e).some((code) => members.has(code))).length,
    });
  }
  for (const tag of exerciseTags.filter((t) => t.isCategory))
    chips.push({ chip: `tag ${tag.code}`, count: exercises.filter((e) => e.tags.includes(tag.code)).length });
  for (const type of exerciseTypes) chips.push({ chip: `type ${type.code}`, count: exercises.filter((e) => e.type === type.code).length });
  return chips;
}

/** Every rule with the exercises (or chips, or sentences) that break it; an empty list means the rule holds. */
export function catalogueProblems(exercises: ExerciseSeed[]): Record<string, string[]> {
  const offenders = (check: (exercise: ExerciseSeed) => unknown) => exercises.filter((e) => check(e)).map((e) => e.code);
  const problems: Record<string, string[]> = {
    'muscle shares add up to 100': offenders((e) => e.muscleUsage.reduce((sum, row) => sum + row.targetPercentage, 0) !== 100),
    'a primary muscle is marked': offenders((e) => !e.muscleUsage.some((row) => row.isPrimary)),
    'a muscle doing more of the work than a primary one is primary too': offenders((e) => {
      const leastPrimary = Math.min(...e.muscleUsage.filter((row) => row.isPrimary).map((row) => row.targetPercentage));
      return e.muscleUsage.some((row) => !row.isPrimary && row.targetPercentage > leastPrimary);
    }),
    'every muscle share is positive and listed once': offenders(
      (e) =>
        e.muscleUsage.some((row) => row.targetPercentage <= 0) ||
        new Set(e.muscleUsage.map((row) => row.muscleCode)).size !== e.muscleUsage.length,
    ),
    'muscle codes exist': offenders((e) => e.muscleUsage.some((row) => !muscleCodes.has(row.muscleCode))),
    'equipment codes exist': offenders((e) => allEquipmentOf(e).some((code) => !equipmentCodes.has(code))),
    'alternatives list at least two items, each once': offenders(
      (e) =>
        [...e.requiredEquipment, ...e.optionalEquipment].some((need) => Array.isArray(need) && need.length < 2) ||
        new Set(allEquipmentOf(e)).size !== allEquipmentOf(e).length,
    ),
    'tag codes exist, each once': offenders((e) => e.tags.some((code) => !tagCodes.has(code)) || new Set(e.tags).size !== e.tags.length),
    'type codes exist': offenders((e) => !typeCodes.has(e.type)),
    'codes are upper snake case': offenders((e) => !/^[A-Z0-9]+(?:_[A-Z0-9]+)*$/.test(e.code)),
    'each code is written once': exercises
      .map((e) => e.code)
      .filter((code, index, all) => all.indexOf(code) !== index)
      .map((code) => `${code} is written twice`),
    'muscle groups list muscles that exist': muscleGroups.flatMap((group) => group.muscles.filter((code) => !muscleCodes.has(code))),
    'equipment groups list equipment that exists': equipmentGroups.flatMap((group) =>
      group.equipment.filter((code) => !equipmentCodes.has(code)),
    ),
    'every equipment code is used': [...equipmentCodes].filter((code) => !exercises.some((e) => allEquipmentOf(e).includes(code))),
    'instructions have steps, tips and mistakes': offenders((e) =>
      [e.instructions['en-US'], ...TRANSLATED_LOCALES.map((locale) => e.instructions[locale])].some(
        (text) => !text || text.steps.length < 3 || text.tips.length < 1 || text.commonMistakes.length < 1,
      ),
    ),
    'translations keep every step, tip and mistake': offenders((e) =>
      TRANSLATED_LOCALES.some((locale) => {
        const text = e.instructions[locale];
        const english = e.instructions['en-US'];
        return (
          text &&
          (text.steps.length !== english.steps.length ||
            text.tips.length !== english.tips.length ||
            text.commonMistakes.length !== english.commonMistakes.length)
        );
      }),
    ),
    'every locale names the exercise': offenders((e) => TRANSLATED_LOCALES.some((locale) => !e.names?.[locale]?.name.trim())),
    'optional weights go with a type that logs weight': offenders(
      (e) => equipmentOf(e.optionalEquipment).some((code) => LOADS.has(code)) && !typesLoggingLoad.has(e.type),
    ),
    'REPS_ONLY is for drills and strikes that move no load, BODYWEIGHT_REPS for the rest': offenders((e) => {
      const drill = e.tags.some((tag) => tag === 'STRETCHING' || tag === 'MARTIAL_ARTS');
      return (e.type === 'REPS_ONLY' && !drill) || (e.type === 'BODYWEIGHT_REPS' && drill);
    }),
    'MACHINE is for guided machines, never a cable': offenders(
      (e) => e.tags.includes('MACHINE') && equipmentOf(e.requiredEquipment).some((code) => CABLES.has(code)),
    ),
    'the en-US text uses US spelling and units, metric only beside US figures': exercises.flatMap((e) =>
      sentencesOf(e.instructions['en-US'])
        .filter(
          (sentence) =>
            /\b\d+(?:[.,]\d+)?(?:\s?-\s?\d+(?:[.,]\d+)?)?\s?(?:kg|cm|km|m|km\/h)\b(?![^(]*\))/.test(sentence) ||
            /centre|metre|colour/i.test(sentence),
        )
        .map((sentence) => `${e.code}: ${sentence}`),
    ),
    'the es-ES text uses metric units': exercises.flatMap((e) =>
      TRANSLATED_LOCALES.flatMap((locale) => {
        const text = e.instructions[locale];
        return (text ? sentencesOf(text) : [])
          .filter((sentence) =>
            /\d+(?:[.,]\d+)?\s?(?:pulgadas?|libras?|lbs?|pies|yardas?|millas?|mph|inch(?:es)?|pounds?|feet|yards?|miles?)\b/i.test(
              sentence,
            ),
          )
          .map((sentence) => `${e.code} (${locale}): ${sentence}`);
      }),
    ),
    [`no sentence appears in more than ${MAX_SENTENCE_REUSE} exercises`]: reusedSentences(exercises),
    'no name or alias belongs to two exercises': sharedNames(exercises),
    [`every filter chip returns at least ${MIN_PER_FILTER_CHIP} exercises`]: filterChipCounts(exercises)
      .filter(({ count }) => count < MIN_PER_FILTER_CHIP)
      .map(({ chip, count }) => `${chip}: ${count}`),
  };
  return problems;
}

function reusedSentences(exercises: ExerciseSeed[]): string[] {
  const users = new Map<string, Set<string>>();
  for (const e of exercises)
    for (const [locale, text] of Object.entries(e.instructions) as [string, InstructionSeed | undefined][])
      for (const sentence of text ? sentencesOf(text) : []) {
        const key = `${locale}: ${sentence}`;
        users.set(key, (users.get(key) ?? new Set()).add(e.code));
      }
  return [...users].filter(([, used]) => used.size > MAX_SENTENCE_REUSE).map(([sentence, used]) => `${sentence} (${[...used].join(', ')})`);
}

/** Within each language, a name or alias leads to one exercise only (the code counts as an English name). */
function sharedNames(exercises: ExerciseSeed[]): string[] {
  const owners = new Map<string, Set<string>>();
  const own = (locale: string, name: string, code: string) => {
    const key = `${locale}: ${nameKey(name)}`;
    owners.set(key, (owners.get(key) ?? new Set()).add(code));
  };
  for (const e of exercises) {
    for (const name of [e.code, e.name, ...e.aliases]) own('en-US', name, e.code);
    for (const locale of TRANSLATED_LOCALES)
      for (const name of [e.names?.[locale]?.name ?? '', ...(e.names?.[locale]?.aliases ?? [])]) if (name) own(locale, name, e.code);
  }
  return [...owners].filter(([, owning]) => owning.size > 1).map(([name, owning]) => `${name}: ${[...owning].join(', ')}`);
}
