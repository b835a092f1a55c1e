// The overlay stack of spec §4/§9 for the whole app. Dialogs, alerts, drawers and sheets register here while open;
// the stack decides their z-index, which one is the topmost modal (focus and Tab trap), and what is inert.
// See stack.ts for the ordering and z-index formula.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ReactNode } from 'react';
import { OVERLAY_LAYER_ATTRIBUTE, OVERLAY_PROVIDER_MISSING, type OverlayType } from './constants';
import type { OverlayStackState, StackedOverlay } from './stack';
import { OverlayStore } from './store';

export interface OverlayContextValue extends OverlayStackState {
  /** Closes one layer by asking its owner to close it (its onClose). */
  closeLayer: (id: string) => void;
  closeTopModal: () => void;
  closeAll: () => void;
  /** For useOverlayLayer; components normally do not need it. */
  store: OverlayStore;
}

const OverlayContext = createContext<OverlayContextValue | null>(null);

export function OverlayProvider({ children }: { children?: ReactNode }) {
  const [store] = useState(() => new OverlayStore());
  useEffect(() => store.attach(document), [store]);
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const value = useMemo<OverlayContextValue>(
    () => ({
      ...state,
      store,
      closeLayer: (id) => store.closeLayer(id),
      closeTopModal: () => store.closeTopModal(),
      closeAll: () => store.closeAll(),
    }),
    [state, store],
  );
  return <OverlayContext.Provider value={value}>{children}</OverlayContext.Provider>;
}

export function useOverlay(): OverlayContextValue {
  const value = useContext(OverlayContext);
  if (!value) throw new Error(OVERLAY_PROVIDER_MISSING);
  return value;
}

export interface OverlayLayerOptions {
  type: OverlayType;
  open: boolean;
  /** Called when the stack closes the layer (stack limit, Escape, outside click); the owner must then close it. */
  onClose: () => void;
}

export interface OverlayLayerHandle {
  id: string;
  /** This layer's place in the stack while open, else null. */
  layer: StackedOverlay | null;
  zIndex: number | undefined;
  isTopModal: boolean;
  /** Put on the layer's content element: the focus scope and the element made inert when covered. */
  contentRef: (element: HTMLElement | null) => void;
  contentProps: { [OVERLAY_LAYER_ATTRIBUTE]: string };
}

/** Registers a layer in the stack while `open` is true. */
export function useOverlayLayer({ type, open, onClose }: OverlayLayerOptions): OverlayLayerHandle {
  const { store, layers } = useOverlay();
  const id = useId();
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });
  useLayoutEffect(() => {
    if (!open) return;
    store.open(id, type, () => onCloseRef.current());
    return () => store.close(id);
  }, [open, id, type, store]);
  const contentRef = useCallback((element: HTMLElement | null) => store.setElement(id, element), [store, id]);
  const layer = layers.find((entry) => entry.id === id) ?? null;
  return {
    id,
    layer,
    zIndex: layer?.zIndex,
    isTopModal: layer?.isTopModal ?? false,
    contentRef,
    contentProps: { [OVERLAY_LAYER_ATTRIBUTE]: id },
  };
}
