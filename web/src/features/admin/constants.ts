// The admin area's numbers, in one place (the server's limits are repeated here so forms can say so before saving).

/** Rows per page in the admin tables. */
export const ADMIN_PAGE_SIZE = 25;
/** Creator profiles offered in the creator pickers. */
export const CREATOR_OPTIONS_LIMIT = 50;
/** Muscle usage: the target percentages of an exercise add up to exactly this. */
export const MUSCLE_USAGE_TOTAL = 100;
export const MUSCLE_USAGE_MAX_ROWS = 20;
export const MUSCLE_PERCENTAGE_MIN = 1;
export const MUSCLE_PERCENTAGE_MAX = 100;
/** Instructions: steps, tips and common mistakes per instruction, and characters per item. */
export const INSTRUCTION_MAX_ITEMS = 20;
export const INSTRUCTION_ITEM_MAX_CHARS = 500;
export const EXERCISE_MAX_ALIASES = 20;
export const EXERCISE_MAX_EQUIPMENT = 20;
export const SORT_ORDER_MAX = 10000;
/** Options shown at once in a searchable multi-select (the search narrows the rest). */
export const MULTI_SELECT_VISIBLE_OPTIONS = 60;
/** Fallback hover colours of a new social platform (the server's defaults). */
export const DEFAULT_PLATFORM_STYLE = { hoverColor: '#FFFFFF', hoverBackground: '#000000' } as const;
export const COLOUR_PATTERN = /^#[0-9A-Fa-f]{6}$/;
/** The placeholder a social platform's URL format must contain. */
export const USERNAME_PLACEHOLDER = '{username}';
/** The spec's published status codes (§3), used by the dashboard's counts. */
export const PUBLISHED_STATUS_CODES = [
  'PUBLISHED',
  'FAVORITES',
  'REVIEWED',
  'DRAFT',
  'UNREVIEWED',
  'PENDING',
  'RECYCLING',
  'TRASH',
] as const;
/** Examples shown in empty fields: formats, not words. */
export const LOCALE_CODE_EXAMPLE = 'fr-FR';
export const URL_FORMAT_EXAMPLE = 'https://example.com/{username}';
export const VIDEO_URL_EXAMPLE = 'https://www.youtube.com/watch?v=…';
/** The roles an administrator can grant (§6). */
export const GRANTABLE_ROLES = ['Admin', 'Creator', 'User'] as const;
