// The builder's numbers and fixed lists. Limits mirror server/domains/workouts/schemas.ts.
import type { SetType, Visibility } from '../../gql/graphql';

export const SET_TYPES: readonly SetType[] = ['WARMUP', 'NORMAL', 'DROP', 'FAILURE'];
export const VISIBILITIES: readonly Visibility[] = ['PUBLIC', 'BUDDIES', 'PRIVATE'];
export const DEFAULT_SET_TYPE: SetType = 'NORMAL';
export const DEFAULT_VISIBILITY: Visibility = 'PUBLIC';
export const DEFAULT_PUBLISHED_STATUS = 'DRAFT';
/** What a member may choose; an administrator may choose any published status. */
export const MEMBER_STATUSES = ['DRAFT', 'PUBLISHED'] as const;

export const MAX_EXERCISES = 50;
export const MAX_SETS = 30;
export const MAX_TITLE_CHARS = 120;
export const MAX_DESCRIPTION_CHARS = 5000;
export const MAX_NOTES_CHARS = 1000;
export const MAX_REST_SECONDS = 3600;
export const RPE_MIN = 1;
export const RPE_MAX = 10;
export const RPE_STEP = 0.5;

/** Tempo is the set's own field (four characters such as 31X0), not a target. */
export const TEMPO_MEASUREMENT = 'TEMPO';
/** Measurements a range makes sense for (8–12 reps, 30–45 s); a load is one number. */
export const RANGE_MEASUREMENTS = new Set(['REPS', 'DURATION', 'HOLD_DURATION', 'DISTANCE', 'STEPS', 'LAPS']);

/** Exercises the user added lately, newest first, shown first in the picker. */
export const RECENT_EXERCISES_STORAGE_KEY = 'workout-builder-recent-exercises';
export const RECENT_EXERCISES_LIMIT = 8;
/** The unsaved working copy of a workout ('new' before it is created). */
export const draftStorageKey = (workoutId: string | null) => `workout-draft:${workoutId ?? 'new'}`;
/** The draft is written this long after the last change. */
export const DRAFT_SAVE_DELAY_MS = 400;
export const PICKER_PAGE_SIZE = 20;

export const WORKOUTS_PATH = '/workouts';
export const workoutEditPath = (workoutId: string) => `/workouts/${encodeURIComponent(workoutId)}`;
