export const programs = {};
