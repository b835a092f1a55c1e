export const placeholders = {};
