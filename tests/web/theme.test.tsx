// Theme of spec §4: light | dark | system (system follows prefers-color-scheme live), default light, stored under
// 'theme-preference'; the dark variant dark | oled stored separately; the cycle light → dark → oled → light; and
// the classes the Chakra tokens follow.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  applyAppearance,
  nextInCycle,
  readDarkVariant,
  readThemePreference,
  resolveAppearance,
  ThemeProvider,
  useTheme,
} from '../../web/src/lib/theme';
import { setMediaMatches } from './setup';

function Probe() {
  const theme = useTheme();
  return (
    <div>
      <output data-testid="state">{`${theme.preference}|${theme.variant}|${theme.appearance}`}</output>
      <button onClick={() => theme.setPreference('system')}>system</button>
      <button onClick={() => theme.setPreference('dark')}>dark</button>
      <button onClick={() => theme.setVariant('oled')}>oled</button>
      <button onClick={theme.cycle}>cycle</button>
      <button onClick={() => theme.setOverride('dark')}>override</button>
      <button onClick={() => theme.setOverride(null)}>release</button>
    </div>
  );
}

const state = () => screen.getByTestId('state').textContent;
const click = (name: string) => fireEvent.click(screen.getByText(name));

describe('theme storage', () => {
  it('defaults to light and the dark variant, and ignores unknown stored values', () => {
    expect(readThemePreference()).toBe('light');
    expect(readDarkVariant()).toBe('dark');
    localStorage.setItem('theme-preference', 'purple');
    localStorage.setItem('theme-dark-variant', 'neon');
    expect(readThemePreference()).toBe('light');
    expect(readDarkVariant()).toBe('dark');
  });

  it('reads what is stored under theme-preference and the separate variant key', () => {
    localStorage.setItem('theme-preference', 'dark');
    localStorage.setItem('theme-dark-variant', 'oled');
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(state()).toBe('dark|oled|oled');
    expect(document.documentElement.className).toContain('oled');
  });

  it('saves the preference and the variant under their own keys', () => {
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(state()).toBe('light|dark|light');
    click('dark');
    expect(localStorage.getItem('theme-preference')).toBe('dark');
    expect(localStorage.getItem('theme-dark-variant')).toBeNull();
    click('oled');
    expect(localStorage.getItem('theme-dark-variant')).toBe('oled');
    expect(state()).toBe('dark|oled|oled');
  });

  it('cycles light → dark → oled → light', () => {
    expect(nextInCycle('light')).toEqual({ preference: 'dark', variant: 'dark' });
    expect(nextInCycle('dark')).toEqual({ preference: 'dark', variant: 'oled' });
    expect(nextInCycle('oled')).toEqual({ preference: 'light' });
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    click('cycle');
    expect(state()).toBe('dark|dark|dark');
    click('cycle');
    expect(state()).toBe('dark|oled|oled');
    click('cycle');
    expect(state()).toBe('light|oled|light');
    expect(localStorage.getItem('theme-preference')).toBe('light');
  });

  it('system follows prefers-color-scheme live', () => {
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    click('system');
    expect(localStorage.getItem('theme-preference')).toBe('system');
    expect(state()).toBe('system|dark|light');
    act(() => setMediaMatches('(prefers-color-scheme: dark)', true));
    expect(state()).toBe('system|dark|dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    act(() => setMediaMatches('(prefers-color-scheme: dark)', false));
    expect(state()).toBe('system|dark|light');
    expect(resolveAppearance('system', 'oled', true)).toBe('oled');
  });

  it('a page override wins until released, without touching storage', () => {
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    click('override');
    expect(state()).toBe('light|dark|dark');
    expect(localStorage.getItem('theme-preference')).toBeNull();
    click('release');
    expect(state()).toBe('light|dark|light');
  });

  it('follows another tab through the storage event', () => {
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    localStorage.setItem('theme-preference', 'dark');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme-preference', newValue: 'dark' }));
    });
    expect(state()).toBe('dark|dark|dark');
  });

  it('applies classes, color-scheme and theme-color for each appearance', () => {
    const root = document.documentElement;
    applyAppearance('light');
    expect([...root.classList].sort()).toEqual(['light']);
    expect(root.style.colorScheme).toBe('light');
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#F5F5F5');
    applyAppearance('dark');
    expect([...root.classList].sort()).toEqual(['dark']);
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#000000');
    applyAppearance('oled');
    expect([...root.classList].sort()).toEqual(['dark', 'oled']);
    expect(root.dataset.theme).toBe('oled');
  });

  it('keeps working when local storage throws (the failure is logged)', () => {
    const original = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const errors: unknown[] = [];
    const originalError = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      render(
        <ThemeProvider>
          <Probe />
        </ThemeProvider>,
      );
      click('dark');
      expect(state()).toBe('dark|dark|dark');
      expect(errors.length).toBeGreaterThan(0);
    } finally {
      Storage.prototype.setItem = original;
      console.error = originalError;
    }
  });
});
