/** Rest after a set when neither the set nor its exercise says: the same default the workout summary plans with. */
export const DEFAULT_REST_SECONDS = 90;
