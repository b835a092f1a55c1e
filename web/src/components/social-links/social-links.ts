// A creator's social links as the form edits them, checked the way the server checks them (platform known and
// listed once, username matching the platform's pattern) so the form can say what is wrong before saving.
import type { CreatorSocialLinkInput } from '../../gql/graphql';
import type { TFunction } from '../../i18n';
import type { FieldErrors } from '../forms/mutation-result';
import { rowKeys } from '../forms/row-keys';

/** The server is asked about a username once typing has paused this long. */
export const USERNAME_CHECK_DEBOUNCE_MS = 400;

export interface SocialLinkDraft {
  /** Stable across edits so React keeps each row's inputs (two rows may share a platform while being fixed). */
  key: string;
  socialMediaPlatformCode: string;
  username: string;
}

export interface SocialPlatformRules {
  socialMediaPlatformCode: string;
  socialMediaPlatformName: string;
  socialMediaPlatformUrlFormat: string;
  usernamePattern: string;
}

export const newLinkKey = rowKeys('link');

export function draftsFromLinks(links: readonly { socialMediaPlatformCode: string; username: string }[]): SocialLinkDraft[] {
  return links.map((link) => ({ key: newLinkKey(), socialMediaPlatformCode: link.socialMediaPlatformCode, username: link.username }));
}

/** The server stores handles without a leading @ and without surrounding spaces. */
export function normalizeUsername(username: string): string {
  return username.trim().replace(/^@/, '');
}

export function matchesPattern(pattern: string, username: string): boolean {
  try {
    return new RegExp(pattern).test(username);
  } catch {
    // A pattern this browser cannot compile is left to the server to judge.
    return true;
  }
}

/** Messages keyed like the server's details ('socialLinks.2.username'), so both show in the same place. */
export function socialLinkErrors(drafts: readonly SocialLinkDraft[], platforms: readonly SocialPlatformRules[], t: TFunction): FieldErrors {
  const byCode = new Map(platforms.map((platform) => [platform.socialMediaPlatformCode, platform]));
  const errors: FieldErrors = {};
  const seen = new Set<string>();
  drafts.forEach((draft, index) => {
    const platform = byCode.get(draft.socialMediaPlatformCode);
    if (!platform) errors[`socialLinks.${index}.socialMediaPlatformCode`] = t('components.socialLinks.choosePlatform');
    else if (seen.has(platform.socialMediaPlatformCode))
      errors[`socialLinks.${index}.socialMediaPlatformCode`] = t('components.socialLinks.onePerPlatform');
    if (platform) seen.add(platform.socialMediaPlatformCode);
    const username = normalizeUsername(draft.username);
    if (!username) errors[`socialLinks.${index}.username`] = t('components.socialLinks.enterUsername');
    else if (platform && !matchesPattern(platform.usernamePattern, username))
      errors[`socialLinks.${index}.username`] = t('components.socialLinks.invalidUsername', { platform: platform.socialMediaPlatformName });
  });
  return errors;
}

export function toSocialLinkInput(drafts: readonly SocialLinkDraft[]): CreatorSocialLinkInput[] {
  return drafts.map((draft) => ({ socialMediaPlatformCode: draft.socialMediaPlatformCode, username: normalizeUsername(draft.username) }));
}

export function sameLinks(a: readonly CreatorSocialLinkInput[], b: readonly CreatorSocialLinkInput[]): boolean {
  return (
    a.length === b.length &&
    a.every((link, index) => link.socialMediaPlatformCode === b[index]?.socialMediaPlatformCode && link.username === b[index]?.username)
  );
}
