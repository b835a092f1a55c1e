export const workouts = {};
