export const homies = {};
