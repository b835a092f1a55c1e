export const admin = {};
