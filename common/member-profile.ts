// What a member tells about themselves (in the onboarding, later in their settings): the goals they train for, from
// a fixed list, and their current body weight, kept in kilograms. The server checks both against these; the web app
// offers exactly these goals and refuses the same weights before sending them.
export const TRAINING_GOALS = ['STRENGTH', 'MUSCLE', 'ENDURANCE', 'GENERAL_FITNESS', 'WEIGHT_LOSS', 'MOBILITY', 'SPORT'] as const;
export type TrainingGoal = (typeof TRAINING_GOALS)[number];

/** A body weight outside this range is a typo (or the wrong unit), not a lifter. */
export const BODY_WEIGHT_KG = { min: 20, max: 400 } as const;

export const isBodyWeightKg = (kg: number) => Number.isFinite(kg) && kg >= BODY_WEIGHT_KG.min && kg <= BODY_WEIGHT_KG.max;

/** Where a member stands with the onboarding: only a PENDING one is shown, and it ends FINISHED or SKIPPED. */
export const ONBOARDING_STATUSES = ['PENDING', 'FINISHED', 'SKIPPED', 'NOT_OFFERED'] as const;
export type OnboardingStatus = (typeof ONBOARDING_STATUSES)[number];

/** The web app's onboarding, where a sign-in through a provider lands a member whose onboarding is pending. */
export const ONBOARDING_PATH = '/onboarding';
