// The overlay stack as pure data: which layer sits where, which one is the topmost modal, what is inert.
//
// Ordering: layers are sorted by priority (OVERLAY_PRIORITIES), then by opening order (the later one above).
// z-index:  zIndex = OVERLAY_BASE_Z_INDEX + rank * OVERLAY_Z_INDEX_STEP, where rank is the layer's position in
//           that order counted from 0 at the bottom (1000, 1010, 1020, ...). Chakra's own popovers (1500) and toasts
//           (1700) therefore stay above every stacked layer, and a dialog is above a drawer even when opened first.
// Modals:   dialog, alert, drawer and sheet. The topmost modal is the highest-ranked modal; it alone takes focus.
//           Every layer ranked below it is inert, and so is the app root. Layers ranked above it (a popover opened
//           from within it) stay live.
// Limit:    at most OVERLAY_STACK_LIMIT modals; opening one more evicts the oldest modal by opening order.
import {
  MODAL_OVERLAY_TYPES,
  OVERLAY_BASE_Z_INDEX,
  OVERLAY_PRIORITIES,
  OVERLAY_STACK_LIMIT,
  OVERLAY_Z_INDEX_STEP,
  type OverlayType,
} from './constants';

export interface OverlayEntry {
  id: string;
  type: OverlayType;
  /** Opening sequence number: larger means opened later. */
  order: number;
}

export interface StackedOverlay extends OverlayEntry {
  priority: number;
  modal: boolean;
  zIndex: number;
  /** Below the topmost modal: not reachable by pointer, keyboard or assistive technology. */
  inert: boolean;
  isTopModal: boolean;
}

export interface OverlayStackState {
  /** Bottom to top. */
  layers: readonly StackedOverlay[];
  topModalId: string | null;
  isAnyDialogOpen: boolean;
}

export const isModalType = (type: OverlayType) => MODAL_OVERLAY_TYPES.includes(type);

export function compareOverlays(a: OverlayEntry, b: OverlayEntry) {
  return OVERLAY_PRIORITIES[a.type] - OVERLAY_PRIORITIES[b.type] || a.order - b.order;
}

export function computeOverlayStack(entries: readonly OverlayEntry[]): OverlayStackState {
  const sorted = [...entries].sort(compareOverlays);
  let topModalRank = -1;
  sorted.forEach((entry, rank) => {
    if (isModalType(entry.type)) topModalRank = rank;
  });
  const layers = sorted.map((entry, rank): StackedOverlay => ({
    ...entry,
    priority: OVERLAY_PRIORITIES[entry.type],
    modal: isModalType(entry.type),
    zIndex: OVERLAY_BASE_Z_INDEX + rank * OVERLAY_Z_INDEX_STEP,
    inert: rank < topModalRank,
    isTopModal: rank === topModalRank,
  }));
  return { layers, topModalId: topModalRank >= 0 ? (sorted[topModalRank]?.id ?? null) : null, isAnyDialogOpen: topModalRank >= 0 };
}

/** The modals to close so that the stack holds at most `limit` modals, oldest first. */
export function overflowingModals(entries: readonly OverlayEntry[], limit = OVERLAY_STACK_LIMIT): string[] {
  const modals = entries.filter((entry) => isModalType(entry.type)).sort((a, b) => a.order - b.order);
  return modals.slice(0, Math.max(0, modals.length - limit)).map((entry) => entry.id);
}
