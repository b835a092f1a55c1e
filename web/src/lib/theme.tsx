// Theme of spec §4: preference light | dark | system (system follows prefers-color-scheme live), default light,
// stored under 'theme-preference'; the dark variant dark | oled is stored separately. The `t` shortcut cycles
// light → dark → oled → light. A page may override the appearance for as long as it is shown (page shell).
// The appearance is applied as classes on <html>: 'light', or 'dark' (+ 'oled'), which Chakra's tokens follow.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  APPEARANCE_COOKIE,
  DARK_MEDIA_QUERY,
  DARK_VARIANTS,
  DEFAULT_DARK_VARIANT,
  DEFAULT_THEME_PREFERENCE,
  SURFACE_COLORS,
  THEME_COLORS,
  THEME_PREFERENCES,
  THEME_STORAGE_KEY,
  THEME_VARIANT_STORAGE_KEY,
} from './constants';
import { serverData } from './server-data';
import { readStorage, writeStorage } from './storage';

export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export type DarkVariant = (typeof DARK_VARIANTS)[number];
/** What the screen shows. */
export type Appearance = 'light' | 'dark' | 'oled';

export function readThemePreference(): ThemePreference {
  const value = readStorage(THEME_STORAGE_KEY);
  return (THEME_PREFERENCES as readonly string[]).includes(value ?? '') ? (value as ThemePreference) : DEFAULT_THEME_PREFERENCE;
}

export function readDarkVariant(): DarkVariant {
  const value = readStorage(THEME_VARIANT_STORAGE_KEY);
  return (DARK_VARIANTS as readonly string[]).includes(value ?? '') ? (value as DarkVariant) : DEFAULT_DARK_VARIANT;
}

export function resolveAppearance(preference: ThemePreference, variant: DarkVariant, systemDark: boolean): Appearance {
  const dark = preference === 'dark' || (preference === 'system' && systemDark);
  return dark ? variant : 'light';
}

/** The `t` shortcut: light → dark, dark → oled, oled → light. */
export function nextInCycle(appearance: Appearance): { preference: ThemePreference; variant?: DarkVariant } {
  if (appearance === 'light') return { preference: 'dark', variant: 'dark' };
  if (appearance === 'dark') return { preference: 'dark', variant: 'oled' };
  return { preference: 'light' };
}

export function applyAppearance(appearance: Appearance, root: HTMLElement = document.documentElement) {
  const dark = appearance !== 'light';
  root.classList.toggle('dark', dark);
  root.classList.toggle('light', !dark);
  root.classList.toggle('oled', appearance === 'oled');
  // Unchanged values are not written again: a write to <html>'s attributes restyles the whole page.
  if (root.dataset.theme !== appearance) root.dataset.theme = appearance;
  const colorScheme = dark ? 'dark' : 'light';
  if (root.style.colorScheme !== colorScheme) root.style.colorScheme = colorScheme;
  // The server sends the next page in this appearance (server/web.ts); a year, as the stored preference lasts.
  const cookie = `${APPEARANCE_COOKIE}=${appearance}`;
  if (!document.cookie.split('; ').includes(cookie)) document.cookie = `${cookie}; path=/; max-age=31536000; samesite=lax`;
  const color = appearance === 'light' ? THEME_COLORS.light : appearance === 'oled' ? SURFACE_COLORS.oled : THEME_COLORS.dark;
  let meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.appendChild(meta);
  }
  meta.content = color;
}

function subscribeSystem(callback: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const query = window.matchMedia(DARK_MEDIA_QUERY);
  query.addEventListener('change', callback);
  return () => query.removeEventListener('change', callback);
}

const systemDarkSnapshot = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(DARK_MEDIA_QUERY).matches : false);

export function useSystemDark() {
  return useSyncExternalStore(subscribeSystem, systemDarkSnapshot, () => false);
}

export interface ThemeContextValue {
  preference: ThemePreference;
  variant: DarkVariant;
  /** The user's appearance, before any page override. */
  userAppearance: Appearance;
  /** What is on screen. */
  appearance: Appearance;
  setPreference(preference: ThemePreference): void;
  setVariant(variant: DarkVariant): void;
  cycle(): void;
  /** Page shell: force an appearance while a page is shown (null gives the user's choice back). */
  setOverride(appearance: Appearance | null): void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

/**
 * The server renders without the visitor's storage, so in the default theme; <html> carries their appearance all the
 * same (server/web.ts, main.tsx). A page it rendered hydrates in that default too, or what depends on the theme (the
 * toggle's icon and label) would differ from the HTML; the stored theme is read the moment hydration is done.
 */
const renderedOnServer = () => typeof document === 'undefined' || serverData() !== null;

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [hydrating, setHydrating] = useState(renderedOnServer);
  const [preference, setPreferenceState] = useState<ThemePreference>(() => (hydrating ? DEFAULT_THEME_PREFERENCE : readThemePreference()));
  const [variant, setVariantState] = useState<DarkVariant>(() => (hydrating ? DEFAULT_DARK_VARIANT : readDarkVariant()));
  const [override, setOverride] = useState<Appearance | null>(null);
  const systemDark = useSystemDark();
  const userAppearance = resolveAppearance(preference, variant, systemDark);
  const appearance = override ?? userAppearance;

  useLayoutEffect(() => {
    if (!hydrating) return;
    setPreferenceState(readThemePreference());
    setVariantState(readDarkVariant());
    setHydrating(false);
  }, [hydrating]);

  // <html> already shows the stored appearance (main.tsx): the default a hydrating page renders in is never applied.
  useEffect(() => {
    if (!hydrating) applyAppearance(appearance);
  }, [appearance, hydrating]);

  const setPreference = useCallback((next: ThemePreference) => {
    setPreferenceState(next);
    writeStorage(THEME_STORAGE_KEY, next);
  }, []);
  const setVariant = useCallback((next: DarkVariant) => {
    setVariantState(next);
    writeStorage(THEME_VARIANT_STORAGE_KEY, next);
  }, []);
  const cycle = useCallback(() => {
    const next = nextInCycle(userAppearance);
    setPreference(next.preference);
    if (next.variant) setVariant(next.variant);
  }, [userAppearance, setPreference, setVariant]);

  // Another tab changed the theme: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY) setPreferenceState(readThemePreference());
      if (event.key === THEME_VARIANT_STORAGE_KEY) setVariantState(readDarkVariant());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const value = useMemo<ThemeContextValue>(
    () => ({ preference, variant, userAppearance, appearance, setPreference, setVariant, cycle, setOverride }),
    [preference, variant, userAppearance, appearance, setPreference, setVariant, cycle],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used within a ThemeProvider');
  return value;
}
