export const logbook = {};
