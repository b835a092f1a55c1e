// Keyboard focus helpers for the overlay stack: which elements Tab can reach inside a layer.

const FOCUSABLE_SELECTOR = [
  'a[href]',
  'area[href]',
  'button',
  'input',
  'select',
  'textarea',
  'iframe',
  'summary',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

function isTabbable(element: HTMLElement) {
  if (element.tabIndex < 0) return false;
  if ('disabled' in element && (element as HTMLButtonElement).disabled) return false;
  if (element instanceof HTMLInputElement && element.type === 'hidden') return false;
  if (element.closest('[hidden], [inert]')) return false;
  // Browsers know what is rendered (display: none, visibility: hidden); jsdom has no checkVisibility and no layout.
  if (typeof element.checkVisibility === 'function') return element.checkVisibility({ visibilityProperty: true });
  return true;
}

/** The elements Tab visits inside `root`, in document order (positive tabindex is not used in this app). */
export function getTabbables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)).filter(isTabbable);
}

/** Where focus goes when a layer becomes the topmost modal: [data-autofocus], the first tabbable, or the layer. */
export function getInitialFocus(root: HTMLElement): HTMLElement {
  const preferred = root.querySelector<HTMLElement>('[data-autofocus]');
  if (preferred && isTabbable(preferred)) return preferred;
  return getTabbables(root)[0] ?? root;
}

export function focusElement(element: HTMLElement) {
  if (!element.hasAttribute('tabindex') && element.tabIndex < 0) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}
