// Shapes of the reference catalogue as it is written in this folder. The seed runner upserts each entry by its code.

export interface MeasurementSeed {
  code: string;
  name: string;
  /** Canonical unit the value is stored in; the web app converts at the edge. */
  unit: 'count' | 'kg' | 'm' | 's' | 'percent' | 'W' | 'm/s' | 'cm' | 'band' | 'tempo';
}

export interface ExerciseTypeSeed {
  code: string;
  name: string;
  measurements: string[];
}

export interface EquipmentSeed {
  code: string;
  name: string;
}

export interface EquipmentGroupSeed {
  code: string;
  name: string;
  parent: string | null;
  type: 'main_group';
  sortOrder: number;
  isFilter: boolean;
  equipment: string[];
}

export interface MuscleSeed {
  code: string;
  name: string;
  friendlyName: string;
}

export type MuscleGroupType = 'main_group' | 'subgroup' | 'exercise_group' | 'filter_group';

export interface MuscleGroupSeed {
  code: string;
  name: string;
  parent: string | null;
  type: MuscleGroupType;
  muscles: string[];
}

export interface ExerciseTagSeed {
  code: string;
  name: string;
  description: string;
  isCategory: boolean;
}

export interface PublishedStatusSeed {
  code: string;
  name: string;
  emoji: string;
  backgroundColor: string;
  color: string;
  sortOrder: number;
}

export interface SocialMediaPlatformSeed {
  code: string;
  name: string;
  /** Contains a {username} placeholder; empty for EMAIL, EARLY and WEBSITE. */
  urlFormat: string;
  /** Regular expression source a username must match on this platform. */
  usernamePattern: string;
  /** Hover styling shown on the social link. */
  style: { hoverColor: string; hoverBackground: string };
}

export interface LocaleSeed {
  code: string;
  name: string;
  published: boolean;
}

export interface InstructionSeed {
  steps: string[];
  tips: string[];
  commonMistakes: string[];
}

export interface MuscleUsageSeed {
  muscleCode: string;
  targetPercentage: number;
  isPrimary: boolean;
}

/** One piece of equipment, or a list of alternatives any one of which will do ("a squat rack or a power rack"). */
export type EquipmentNeedSeed = string | string[];

/** The locales the catalogue is written in besides en-US, whose name and aliases are the exercise's own. */
export type TranslatedLocale = 'es-ES';

export interface ExerciseNameSeed {
  name: string;
  aliases: string[];
}

export interface ExerciseSeed {
  code: string;
  name: string;
  aliases: string[];
  type: string;
  tags: string[];
  requiredEquipment: EquipmentNeedSeed[];
  optionalEquipment: EquipmentNeedSeed[];
  muscleUsage: MuscleUsageSeed[];
  instructions: { 'en-US': InstructionSeed } & Partial<Record<TranslatedLocale, InstructionSeed>>;
  /** The name and aliases people use in other languages. */
  names?: Partial<Record<TranslatedLocale, ExerciseNameSeed>>;
}

/** A translation written after the exercise: its name and aliases, and its instructions when they are not inline. */
export interface ExerciseTranslationSeed extends ExerciseNameSeed {
  instructions?: InstructionSeed;
}

export interface MergedExerciseSeed {
  /** The code that goes: its workouts, logs and records move to `into`, and links to it still resolve. */
  from: string;
  into: string;
}
