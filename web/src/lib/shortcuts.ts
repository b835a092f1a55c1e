// Keyboard shortcuts of spec §2.7/§4: t cycles the theme, m flips the measurement system, Shift+G flips the
// gender, Ctrl+Shift+P opens the profile. Ignored while typing in an input, a textarea, a select or editable content.
import { useEffect, useRef } from 'react';

export interface ShortcutActions {
  cycleTheme(): void;
  toggleMeasurement(): void;
  toggleGender(): void;
  openProfile(): void;
}

export type ShortcutName = keyof ShortcutActions;

export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || !(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') {
    const type = (target as HTMLInputElement).type;
    return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(type);
  }
  // contenteditable="true" on an ancestor (isContentEditable is missing in some environments).
  return !!target.closest('[contenteditable=""], [contenteditable="true"], [contenteditable="plaintext-only"]');
}

/** Which shortcut a key press means, or null. */
export function shortcutFor(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'target' | 'isComposing'>,
): ShortcutName | null {
  if (event.isComposing || isTypingTarget(event.target)) return null;
  const key = event.key.toLowerCase();
  if ((event.ctrlKey || event.metaKey) && event.shiftKey && !event.altKey && key === 'p') return 'openProfile';
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (event.shiftKey) return key === 'g' ? 'toggleGender' : null;
  if (key === 't') return 'cycleTheme';
  if (key === 'm') return 'toggleMeasurement';
  return null;
}

/** Listens on the window; the latest actions are always used. */
export function useShortcuts(actions: ShortcutActions, enabled = true) {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      const name = shortcutFor(event);
      if (!name) return;
      event.preventDefault();
      latest.current[name]();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
