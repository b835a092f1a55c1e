/** Lower-case, accent-free text for LIKE searches that behave the same on SQLite and PostgreSQL. */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export const searchTextOf = (parts: string[]) => ` ${parts.map(normalizeSearch).join(' | ')} `;

/** What a creator is found by: full name, display name and user name. */
export const creatorSearchText = (profile: { fullName: string; displayName?: string | null; userName: string }) =>
  searchTextOf([profile.fullName, profile.displayName ?? '', profile.userName]);
