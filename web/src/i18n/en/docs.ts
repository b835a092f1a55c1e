export const docs = {};
