/** The logger, starting from a workout (and the program day it is for). */
export const startLogPath = (workoutId: string, programDayId?: string | null) =>
  `/log?workoutId=${encodeURIComponent(workoutId)}${programDayId ? `&programDayId=${encodeURIComponent(programDayId)}` : ''}`;

/** The logger, starting an empty log at once. */
export const START_EMPTY_LOG_PATH = '/log?empty=1';
