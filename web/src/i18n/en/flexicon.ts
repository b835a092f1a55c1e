export const flexicon = {};
