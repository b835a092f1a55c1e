export const content = {};
