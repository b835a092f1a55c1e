export const units = {};
