// The spec's numbers, keys and fixed values for the web app, in one place (spec §2, §4, §7, §9).
// Other helpers add their own constants in their own folders rather than editing this file.

export const PRODUCT_NAME = 'Liftmates';
export const ADMIN_AREA_NAME = 'Liftmates Admin';

/** Base of every REST call; trailing slashes are trimmed by the request helper (§7). */
export const API_BASE_URL = '/api';
export const GRAPHQL_URL = '/graphql';

// Auth (§2.2, §4, §8)
export const LOGIN_PATH = '/auth/login';
export const AUTH_COOKIES = ['jwt_token', 'refresh_token'] as const;
export const AUTH_REFRESH_URL = '/auth/refresh';
export const AUTH_SIGNOUT_URL = '/auth/signout';
export const AUTH_SESSION_URL = '/auth/session';
export const AUTH_EVENT_STORAGE_KEY = 'auth-event';
export const AUTH_CHANGE_EVENT = 'auth-change';
/** Where a sign-in lands when no callbackUrl was given. */
export const DEFAULT_SIGNED_IN_PATH = '/logbook?tab=workout';
/** Paths reachable without signing in (§2.2). */
export const PUBLIC_AUTH_PATHS = ['/login', '/register', '/forgot-password'] as const;

// Session (§7)
export const SESSION_DEDUPE_MS = 30_000;

// Theme (§4)
export const THEME_STORAGE_KEY = 'theme-preference';
export const THEME_VARIANT_STORAGE_KEY = 'theme-dark-variant';
/** The appearance last shown, also kept as a cookie so the server can send a page in it (no light flash first). */
export const APPEARANCE_COOKIE = 'liftmates-appearance';
export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;
export const DARK_VARIANTS = ['dark', 'oled'] as const;
export const DEFAULT_THEME_PREFERENCE = 'light';
export const DEFAULT_DARK_VARIANT = 'dark';
export const DARK_MEDIA_QUERY = '(prefers-color-scheme: dark)';
/** Page background colours of §4. */
export const THEME_COLORS = { light: '#F5F5F5', dark: '#000000' } as const;
/** Surfaces (sidebar, headers, cards, panels): white in light, dark grey in dark, true black in oled. */
export const SURFACE_COLORS = { light: '#FFFFFF', dark: '#18181B', oled: '#000000' } as const;

// Measurement system and gender (§3, §4)
export const MEASUREMENT_STORAGE_KEY = 'measurement-system';
export const GENDER_STORAGE_KEY = 'user-gender';
export const IMPERIAL_REGIONS = ['US', 'LR', 'MM'] as const;
export const DEFAULT_GENDER = 'Male';

// Sidebar (§2.3, §9)
export const SIDEBAR_STORAGE_KEY = 'sidebar-collapsed';
export const SIDEBAR_COLLAPSED_WIDTH = 70;
export const SIDEBAR_EXPANDED_WIDTH = 240;
export const SIDEBAR_WIDE_WIDTH = 280;
export const SIDEBAR_HOVER_COLLAPSE_MS = 350;
export const WEBSITE_LINK_ANIMATION_MS = 2000;

// Drag and drop (§4, §9): a drag left hanging turns itself off.
export const DRAG_TIMEOUT_MS = 30_000;

// Breakpoints (§9): mobile up to md, tablet md–lg, desktop from lg.
export const BREAKPOINTS = {
  sm: '480px',
  sm2: '640px',
  md: '768px',
  lg: '1024px',
  lg2: '1200px',
  xl: '1280px',
  '2xl': '1536px',
} as const;

// Page shell (§2.7)
export const FIXED_CONTENT_WIDTH = 864;
export const FIXED_CONTENT_WIDTH_XL = 1064;

// Toasts (§9)
export const TOAST_DURATION_MS = 4000;
export const TOAST_SUCCESS_DURATION_MS = 2000;
export const TOAST_ERROR_DURATION_MS = 4000;
export const TOAST_MAX = 20;
export const TOAST_RADIUS = '8px';

// Tooltip (§9)
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_CLOSE_DELAY_MS = 300;

// Avatar (§9)
export const AVATAR_SIZES = { sm: 32, md: 40, lg: 48, xl: 64 } as const;

// Loading (§9)
export const PROGRESS_BAR_MIN_PERCENT = 8;
export const SIMULATED_PROGRESS_MIN_MS = 2000;
export const SIMULATED_PROGRESS_MAX_MS = 4000;

// Support and social (§2.3)
export const SUPPORT_EMAIL = 'support@liftmates.app';
export const SOCIAL_LINKS = [
  { label: 'Twitter', href: 'https://twitter.com/liftmates' },
  { label: 'Telegram', href: 'https://t.me/liftmates' },
  { label: 'Email', href: `mailto:${SUPPORT_EMAIL}` },
] as const;

// Page metadata (§2.7)
export const PAGE_META_DEFAULTS = {
  type: 'website',
  locale: 'en_US',
  twitterCard: 'summary_large_image',
  /** 1200×630, the size link previews expect; crawlers ignore SVG here. */
  image: '/og-image.png',
} as const;

/** Role codes the server sends in userInfo.roles (§3, §6). */
export const ROLES = { admin: 'Admin', creator: 'Creator', user: 'User', anon: 'Anon' } as const;
