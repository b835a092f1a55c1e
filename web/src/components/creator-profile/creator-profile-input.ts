// What the two creator-profile forms (the owner's on /profile, the administrator's) check and send alike.
import { userNameError } from '../forms/form-checks';
import type { FieldErrors } from '../forms/mutation-result';
import {
  sameLinks,
  socialLinkErrors,
  toSocialLinkInput,
  type SocialLinkDraft,
  type SocialPlatformRules,
} from '../social-links/social-links';
import type { CreatorSocialLinkInput } from '../../gql/graphql';
import type { TFunction } from '../../i18n';

export interface CreatorProfileDraft {
  fullName: string;
  displayName: string;
  userName: string;
  bio: string;
  links: readonly SocialLinkDraft[];
}

/**
 * The checks made before anything is sent: a full name, a valid user name, and links whose usernames fit their
 * platform and have not already been turned down by the server (`rejected`, from useRejectedUsernames).
 */
export function creatorProfileChecks(
  draft: CreatorProfileDraft,
  platforms: readonly SocialPlatformRules[],
  rejected: FieldErrors,
  t: TFunction,
): FieldErrors {
  const checks: FieldErrors = { ...socialLinkErrors(draft.links, platforms, t), ...rejected };
  if (!draft.fullName.trim()) checks.fullName = t('components.forms.required');
  const userNameProblem = userNameError(draft.userName, t);
  if (userNameProblem) checks.userName = userNameProblem;
  return checks;
}

/** Names and bio as the server takes them: trimmed, the optional ones null when left empty. */
export function creatorProfileFields(draft: CreatorProfileDraft) {
  return {
    fullName: draft.fullName.trim(),
    displayName: draft.displayName.trim() || null,
    userName: draft.userName.trim(),
    bio: draft.bio.trim() || null,
  };
}

/** The links to send: all of them for a new profile; for a saved one only when they changed, so a save never rewrites them. */
export function socialLinksChange(
  links: readonly SocialLinkDraft[],
  saved?: readonly CreatorSocialLinkInput[],
): { socialLinks?: CreatorSocialLinkInput[] } {
  const socialLinks = toSocialLinkInput(links);
  return saved && sameLinks(socialLinks, saved) ? {} : { socialLinks };
}
