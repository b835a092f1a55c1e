// Creator display fallbacks of spec §3: name = displayName → fullName → userName → 'Unknown Creator'; handle =
// '@' + userName, or '@unknown', with '@' added when missing; a default image when there is no photo.
import type { TFunction } from '../i18n';

export interface CreatorLike {
  displayName?: string | null;
  fullName?: string | null;
  userName?: string | null;
  profilePhoto?: { fileUrl?: string | null } | null;
}

/** A neutral silhouette, drawn inline so it works offline and needs no asset file. */
export const DEFAULT_CREATOR_IMAGE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#CBD5E1"/>' +
      '<circle cx="32" cy="25" r="12" fill="#64748B"/><path d="M10 60c2-13 11-20 22-20s20 7 22 20z" fill="#64748B"/></svg>',
  );

const clean = (value: string | null | undefined) => (typeof value === 'string' && value.trim() ? value.trim() : null);

export function creatorName(creator: CreatorLike | null | undefined, t: TFunction): string {
  return clean(creator?.displayName) ?? clean(creator?.fullName) ?? clean(creator?.userName) ?? t('app.creator.unknown');
}

export function creatorHandle(creator: CreatorLike | null | undefined, t: TFunction): string {
  const userName = clean(creator?.userName);
  if (!userName) return t('app.creator.unknownHandle');
  return userName.startsWith('@') ? userName : `@${userName}`;
}

export function creatorImage(creator: CreatorLike | null | undefined): string {
  return clean(creator?.profilePhoto?.fileUrl) ?? DEFAULT_CREATOR_IMAGE;
}
