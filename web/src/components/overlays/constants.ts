// The overlay stack's numbers (spec §3 "Overlay layer types", §4 "Overlays", §9 "Overlays").

/** Every kind of layer the stack knows, with its priority: a higher priority always sits above a lower one. */
export const OVERLAY_PRIORITIES = {
  content: 0,
  dropdown: 5,
  tooltip: 15,
  drawer: 20,
  sheet: 25,
  popover: 30,
  dialog: 30,
  alert: 40,
} as const;

export type OverlayType = keyof typeof OVERLAY_PRIORITIES;

/** Layers that block the page: they take focus, trap Tab and make everything below them inert. */
export const MODAL_OVERLAY_TYPES: readonly OverlayType[] = ['dialog', 'alert', 'drawer', 'sheet'];

/** At most this many modal layers are open at once; opening one more closes the oldest. */
export const OVERLAY_STACK_LIMIT = 3;

/** z-index of the lowest layer; each layer above it adds one step (see `computeOverlayStack`). */
export const OVERLAY_BASE_Z_INDEX = 1000;
export const OVERLAY_Z_INDEX_STEP = 10;

/** The element that holds the application (web/index.html); it turns inert while a modal is open. */
export const APP_ROOT_ID = 'root';

/** Attribute put on each layer's content element so the stack can find it (focus, inertness). */
export const OVERLAY_LAYER_ATTRIBUTE = 'data-overlay-layer';

export const OVERLAY_PROVIDER_MISSING = 'useOverlay must be used within an OverlayProvider';
