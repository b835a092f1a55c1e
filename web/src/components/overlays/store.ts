// The live overlay stack: layers register when they open and leave when they close. On every change the store
// recomputes the stack (stack.ts), applies inertness to the DOM at once (#root and the layers below the topmost
// modal get the `inert` attribute), then, once React has committed, moves focus: into the new topmost modal, or
// back to where it was before the closed modal opened.
import { APP_ROOT_ID, type OverlayType } from './constants';
import { focusElement, getInitialFocus, getTabbables } from './focus';
import { computeOverlayStack, overflowingModals, type OverlayEntry, type OverlayStackState } from './stack';

interface LayerRecord {
  entry: OverlayEntry;
  onClose: () => void;
  /** What had focus when the layer opened; focus goes back there when it closes. */
  returnFocus: HTMLElement | null;
}

const INERT = 'inert';

const currentDocument = () => (typeof document === 'undefined' ? null : document);

export class OverlayStore {
  private records = new Map<string, LayerRecord>();
  private elements = new Map<string, HTMLElement>();
  private sequence = 0;
  private state: OverlayStackState = computeOverlayStack([]);
  private listeners = new Set<() => void>();
  /** The app root is made inert by the store only if it was not inert already; only then is it restored. */
  private rootMadeInert: HTMLElement | null = null;
  /** A topmost modal whose content is not mounted yet: focus moves in once it is. */
  private pendingFocus: string | null = null;
  private focusTask: (() => void) | null = null;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = (): OverlayStackState => this.state;

  /** Registers an open layer. Opening a modal beyond the limit closes the oldest modal (its onClose is called). */
  open(id: string, type: OverlayType, onClose: () => void) {
    const existing = this.records.get(id);
    if (existing) {
      existing.onClose = onClose;
      if (existing.entry.type === type) return;
      existing.entry = { ...existing.entry, type };
      this.commit(null);
      return;
    }
    const doc = currentDocument();
    const active = doc?.activeElement;
    const returnFocus = active instanceof HTMLElement && active !== doc?.body ? active : null;
    this.sequence += 1;
    this.records.set(id, { entry: { id, type, order: this.sequence }, onClose, returnFocus });
    const evicted = overflowingModals(this.entries())
      .map((evictedId) => this.records.get(evictedId))
      .filter((record): record is LayerRecord => record !== undefined);
    for (const record of evicted) this.records.delete(record.entry.id);
    this.commit(null);
    for (const record of evicted) record.onClose();
  }

  close(id: string) {
    const record = this.records.get(id);
    if (!record) return;
    this.records.delete(id);
    this.commit(record);
  }

  /** The layer's content element (its focus scope). Called by the layer's ref, before or after `open`. */
  setElement(id: string, element: HTMLElement | null) {
    if (element) this.elements.set(id, element);
    else this.elements.delete(id);
    this.applyInertness();
    if (element && this.pendingFocus === id && this.state.topModalId === id) this.scheduleFocus(() => this.focusInto(id));
  }

  closeLayer(id: string) {
    this.records.get(id)?.onClose();
  }

  closeTopModal() {
    if (this.state.topModalId) this.closeLayer(this.state.topModalId);
  }

  closeAll() {
    for (const record of [...this.records.values()].reverse()) record.onClose();
  }

  /** Keyboard and focus guards: Tab cycles inside the topmost modal; focus never rests in an inert region. */
  attach(doc: Document) {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const scope = this.topModalElement();
      if (!scope) return;
      const active = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
      const inside = active !== null && scope.contains(active);
      // Focus resting in a live, unregistered region above the modal (a toast, a portalled menu) tabs as usual.
      if (!inside && active && active !== doc.body && !active.closest(`[${INERT}]`)) return;
      const tabbables = getTabbables(scope);
      const first = tabbables[0];
      const last = tabbables[tabbables.length - 1];
      if (!first || !last) {
        event.preventDefault();
        focusElement(scope);
        return;
      }
      if (!inside || active === scope) {
        event.preventDefault();
        focusElement(event.shiftKey ? last : first);
      } else if (event.shiftKey && active === first) {
        event.preventDefault();
        focusElement(last);
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        focusElement(first);
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (!target || !this.state.topModalId || !target.closest(`[${INERT}]`)) return;
      this.focusInto(this.state.topModalId);
    };
    doc.addEventListener('keydown', onKeyDown, true);
    doc.addEventListener('focusin', onFocusIn, true);
    return () => {
      doc.removeEventListener('keydown', onKeyDown, true);
      doc.removeEventListener('focusin', onFocusIn, true);
    };
  }

  private entries() {
    return [...this.records.values()].map((record) => record.entry);
  }

  private topModalElement() {
    return this.state.topModalId ? (this.elements.get(this.state.topModalId) ?? null) : null;
  }

  private commit(removed: LayerRecord | null) {
    const previousTop = this.state.topModalId;
    this.state = computeOverlayStack(this.entries());
    this.applyInertness();
    const top = this.state.topModalId;
    if (top !== previousTop) {
      const closedTop = removed && removed.entry.id === previousTop ? removed : null;
      if (closedTop) {
        const target = closedTop.returnFocus;
        this.scheduleFocus(() => this.restoreFocus(target));
      } else if (top) {
        this.scheduleFocus(() => this.focusInto(top));
      } else {
        this.pendingFocus = null;
      }
    }
    for (const listener of [...this.listeners]) listener();
  }

  /**
   * Focus moves after React's commit: the store changes during layout effects, and React restores focus to the
   * element that had it before the commit once its mutations are done. The latest decision of a tick wins.
   */
  private scheduleFocus(task: () => void) {
    const idle = this.focusTask === null;
    this.focusTask = task;
    if (!idle) return;
    queueMicrotask(() => {
      const next = this.focusTask;
      this.focusTask = null;
      next?.();
    });
  }

  private applyInertness() {
    const doc = currentDocument();
    if (!doc) return;
    const root = doc.getElementById(APP_ROOT_ID);
    if (this.state.isAnyDialogOpen) {
      if (root && !root.hasAttribute(INERT)) {
        root.setAttribute(INERT, '');
        this.rootMadeInert = root;
      }
    } else if (this.rootMadeInert) {
      this.rootMadeInert.removeAttribute(INERT);
      this.rootMadeInert = null;
    }
    for (const layer of this.state.layers) {
      const element = this.elements.get(layer.id);
      if (!element) continue;
      if (layer.inert) element.setAttribute(INERT, '');
      else element.removeAttribute(INERT);
    }
  }

  private focusInto(id: string) {
    if (this.state.topModalId !== id) return;
    const element = this.elements.get(id);
    if (!element) {
      this.pendingFocus = id;
      return;
    }
    this.pendingFocus = null;
    const active = element.ownerDocument.activeElement;
    if (active && element.contains(active)) return;
    focusElement(getInitialFocus(element));
  }

  /** Back to what had focus before the closed modal opened, if it is reachable; else into the new topmost modal. */
  private restoreFocus(target: HTMLElement | null) {
    const top = this.state.topModalId;
    const scope = top ? this.elements.get(top) : null;
    const usable = target !== null && target.isConnected && !target.closest(`[${INERT}]`) && (!top || (scope?.contains(target) ?? false));
    if (usable) {
      this.pendingFocus = null;
      focusElement(target);
    } else if (top) {
      this.focusInto(top);
    }
  }
}
