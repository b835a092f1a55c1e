export const workoutImport = {};
