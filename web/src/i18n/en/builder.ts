export const builder = {};
