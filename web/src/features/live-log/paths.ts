/** The logger, starting from a workout (and the program day it is for). */
export const startLogPath = (workoutId: string, programDayId?: string | null) =>
  `/log?workoutId=${encodeURIComponent(workoutId)}${programDayId ? `&programDayId=${encodeURIComponent(programDayId)}` : ''}`;
