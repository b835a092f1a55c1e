export const logHistory = {};
