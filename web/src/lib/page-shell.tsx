// Per-page shell settings of spec §4/§2.7: theme override, breadcrumbs, outer border, fixed width, scroll allowance,
// plus the page title and description. They reset to the defaults on every route change, and a page overrides them
// with usePageShell() / usePageTitle(). Overrides are stored with the location key they were made under, so a new
// location shows the defaults until its page says otherwise (no race between parent and child effects).
import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { Appearance } from './theme';

export interface Crumb {
  label: string;
  to?: string;
}

export interface PageShellSettings {
  /** Force an appearance while this page is shown; null follows the user's theme. */
  theme: Appearance | null;
  /** null: derived from the path; false: none; a list: exactly these. */
  breadcrumbs: Crumb[] | false | null;
  /** The framed border around the content on large screens. */
  outerBorder: boolean;
  /** 864 px content (1064 px on xl) on wide screens. */
  fixedWidth: boolean;
  /** Extra space below the content so the last items can scroll clear of floating controls. */
  scrollAllowance: boolean;
  /** Page title (shown as 'title | Liftmates'); null gives the product name. */
  title: string | null;
  /** Meta description; null gives the default description. */
  description: string | null;
}

export const PAGE_SHELL_DEFAULTS: PageShellSettings = {
  theme: null,
  breadcrumbs: null,
  outerBorder: true,
  fixedWidth: false,
  scrollAllowance: true,
  title: null,
  description: null,
};

interface Stored {
  key: string;
  overrides: Partial<PageShellSettings>;
}

interface PageShellApply {
  locationKey: string;
  apply(key: string, overrides: Partial<PageShellSettings>): void;
}

// Two contexts: pages that set overrides read only the stable one, so applying their overrides (an effect after a
// page renders, or hydrates) re-renders the shell that shows the settings, not the pages themselves.
const PageShellSettingsContext = createContext<PageShellSettings>(PAGE_SHELL_DEFAULTS);
const PageShellApplyContext = createContext<PageShellApply | null>(null);

export function PageShellProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [stored, setStored] = useState<Stored | null>(null);
  // A transition: a page applies its overrides in an effect, which on a server-rendered page runs while parts of it
  // are still being hydrated. Any context change above those parts makes React hydrate them at the change's priority
  // at once, in one long task; as a transition they go on hydrating in slices.
  const apply = useCallback((key: string, overrides: Partial<PageShellSettings>) => {
    startTransition(() =>
      setStored((current) => {
        const merged = current && current.key === key ? { ...current.overrides, ...overrides } : overrides;
        if (current && current.key === key && shallowEqual(current.overrides, merged)) return current;
        return { key, overrides: merged };
      }),
    );
  }, []);
  const settings = useMemo<PageShellSettings>(
    () => (stored && stored.key === location.key ? { ...PAGE_SHELL_DEFAULTS, ...stored.overrides } : PAGE_SHELL_DEFAULTS),
    [stored, location.key],
  );
  const applyValue = useMemo(() => ({ locationKey: location.key, apply }), [location.key, apply]);
  return (
    <PageShellApplyContext.Provider value={applyValue}>
      <PageShellSettingsContext.Provider value={settings}>{children}</PageShellSettingsContext.Provider>
    </PageShellApplyContext.Provider>
  );
}

function shallowEqual(a: object, b: object) {
  const aKeys = Object.keys(a);
  if (aKeys.length !== Object.keys(b).length) return false;
  return aKeys.every((key) => (a as Record<string, unknown>)[key] === (b as Record<string, unknown>)[key]);
}

export function usePageShellSettings(): PageShellSettings {
  return useContext(PageShellSettingsContext);
}

/** Override shell settings for the current page. Pass a stable object (or primitives via useMemo). */
export function usePageShell(overrides: Partial<PageShellSettings>) {
  const context = useContext(PageShellApplyContext);
  const apply = context?.apply;
  const key = context?.locationKey;
  const serialized = JSON.stringify(overrides);
  useEffect(() => {
    if (!apply || key === undefined) return;
    apply(key, JSON.parse(serialized) as Partial<PageShellSettings>);
  }, [apply, key, serialized]);
}

/** 'title | Liftmates' for this page. */
export function usePageTitle(title: string | null | undefined, description?: string) {
  usePageShell(description ? { title: title ?? null, description } : { title: title ?? null });
}
