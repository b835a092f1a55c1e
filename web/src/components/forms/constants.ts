// Limits and timings of the shared form pieces (the server's limits are repeated here so forms can say so before
// saving).

/** Search boxes query the server once typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 300;
export const NAME_MAX_CHARS = 120;
/** User names (accounts and creator profiles): 3 to 30 letters, digits, underscores or dots. */
export const USER_NAME_PATTERN = /^[A-Za-z0-9_.]{3,30}$/;
export const USER_NAME_MAX_CHARS = 30;
export const EMAIL_MAX_CHARS = 254;
export const DESCRIPTION_MAX_CHARS = 2000;
