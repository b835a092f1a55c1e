// Pull-to-refresh numbers (spec §4, §9). Distances in CSS pixels, velocities in pixels per millisecond.

/** The indicator must be pulled this far (after damping) for a release to refresh. */
export const PULL_THRESHOLD = 80;
/** The indicator never grows beyond this. */
export const PULL_MAX = 120;
/** A finger moving back up faster than this disarms the gesture (the user is changing their mind). */
export const PULL_VELOCITY_THRESHOLD = 0.15;
/** The finger must move this far down before a touch becomes a pull (taps and small jitters are ignored). */
export const PULL_ACTIVATION_THRESHOLD = 10;
/** Indicator distance = finger distance × damping, so the pull feels resistant. */
export const PULL_DAMPING = 0.55;
/** After the refresh finishes, the indicator stays this long before it springs back. */
export const PULL_SETTLE_MS = 300;
