// Wires a Chakra Dialog or Drawer (both Zag dialogs) into the overlay stack. Zag's own modal behaviour (its focus
// trap, aria-hidden on siblings, pointer blocking, Escape for its most recent layer) is switched off: the stack
// decides z-index, focus, Tab trapping, inertness and which layer Escape or an outside click closes.
import { useCallback, useRef, type CSSProperties } from 'react';
import { useOverlay, useOverlayLayer } from './OverlayProvider';
import type { OverlayType } from './constants';
import { getInitialFocus } from './focus';

export interface StackedDialogOptions {
  type: Extract<OverlayType, 'dialog' | 'alert' | 'drawer' | 'sheet'>;
  open: boolean;
  onClose: () => void;
  /** Close when the user clicks outside (on the backdrop). Default true. */
  closeOnInteractOutside?: boolean;
}

interface DismissEvent {
  preventDefault: () => void;
}

export function useStackedDialog({ type, open, onClose, closeOnInteractOutside = true }: StackedDialogOptions) {
  const { closeTopModal } = useOverlay();
  const layer = useOverlayLayer({ type, open, onClose });
  const { contentRef: registerContent } = layer;
  const contentElement = useRef<HTMLElement | null>(null);
  const contentRef = useCallback(
    (element: HTMLElement | null) => {
      contentElement.current = element;
      registerContent(element);
    },
    [registerContent],
  );
  const layerStyle: CSSProperties | undefined = layer.zIndex === undefined ? undefined : { zIndex: layer.zIndex };
  // One below the positioner: when a layer reopens while its previous backdrop is still animating out, DOM order
  // alone would otherwise let the newer backdrop cover the content.
  const backdropStyle: CSSProperties | undefined = layer.zIndex === undefined ? undefined : { zIndex: layer.zIndex - 1 };
  const rootProps = {
    open,
    onOpenChange: (details: { open: boolean }) => {
      if (!details.open) onClose();
    },
    modal: false,
    trapFocus: false,
    preventScroll: true,
    restoreFocus: false,
    closeOnInteractOutside,
    closeOnEscape: true,
    lazyMount: true,
    unmountOnExit: true,
    // Zag focuses the same element the stack would: [data-autofocus], else the first tabbable.
    initialFocusEl: () => (contentElement.current ? getInitialFocus(contentElement.current) : null),
    // Only the topmost modal closes on an outside click; moving focus to a toast or menu never closes a layer.
    onInteractOutside: (event: DismissEvent) => {
      if (!layer.isTopModal) event.preventDefault();
    },
    onFocusOutside: (event: DismissEvent) => event.preventDefault(),
    // Escape closes the stack's topmost modal, whichever layer Zag saw last.
    onEscapeKeyDown: (event: DismissEvent) => {
      event.preventDefault();
      closeTopModal();
    },
    // A layer closing below this one must not take this one with it (Zag dismisses nested layers by default).
    onRequestDismiss: (event: DismissEvent) => event.preventDefault(),
  };
  return {
    layer,
    rootProps,
    backdropProps: { style: backdropStyle },
    positionerProps: { style: layerStyle },
    contentProps: { ref: contentRef, ...layer.contentProps },
  };
}
