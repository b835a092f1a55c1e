export const components = {};
