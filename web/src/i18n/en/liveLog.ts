export const liveLog = {};
