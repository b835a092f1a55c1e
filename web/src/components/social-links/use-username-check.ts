// The server's word on a link's username (validateSocialUsername), asked once typing pauses. The pattern check runs
// first, at once, so an obviously wrong handle never waits for the network; answers stay in the Apollo cache, which
// is also where a form looks to refuse saving a username the server has already turned down.
import { skipToken, useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SocialUsernameCheckDocument } from '../../gql/graphql';
import type { FieldErrors } from '../forms/mutation-result';
import { useDebouncedValue } from '../forms/use-debounced-value';
import {
  matchesPattern,
  normalizeUsername,
  USERNAME_CHECK_DEBOUNCE_MS,
  type SocialLinkDraft,
  type SocialPlatformRules,
} from './social-links';

export type UsernameCheck =
  { state: 'idle' } | { state: 'checking' } | { state: 'valid'; profileUrl: string | null } | { state: 'invalid'; message: string };

export function useUsernameCheck(platform: SocialPlatformRules | undefined, username: string): UsernameCheck {
  const { t } = useTranslation();
  const handle = normalizeUsername(username);
  const settled = useDebouncedValue(handle, USERNAME_CHECK_DEBOUNCE_MS) === handle;
  const locallyValid = !!platform && !!handle && matchesPattern(platform.usernamePattern, handle);
  const { data, loading } = useQuery(
    SocialUsernameCheckDocument,
    platform && locallyValid && settled
      ? { variables: { socialMediaPlatformCode: platform.socialMediaPlatformCode, username: handle } }
      : skipToken,
  );
  if (!platform || !handle) return { state: 'idle' };
  if (!locallyValid)
    return { state: 'invalid', message: t('components.socialLinks.invalidUsername', { platform: platform.socialMediaPlatformName }) };
  if (!settled || loading) return { state: 'checking' };
  const check = data?.validateSocialUsername;
  // Without an answer (offline, server error) the save itself still checks the username.
  if (!check) return { state: 'idle' };
  if (!check.isValid)
    return {
      state: 'invalid',
      message: check.message ?? t('components.socialLinks.invalidUsername', { platform: platform.socialMediaPlatformName }),
    };
  return { state: 'valid', profileUrl: check.profileUrl };
}

/**
 * Messages for the links whose usernames the server has already called invalid, keyed like the form's other
 * messages ('socialLinks.2.username'): a form adds them to its own checks so such a link is never sent.
 */
export function useRejectedUsernames(): (links: readonly SocialLinkDraft[], platforms: readonly SocialPlatformRules[]) => FieldErrors {
  const client = useApolloClient();
  const { t } = useTranslation();
  return useCallback(
    (links, platforms) => {
      const names = new Map(platforms.map((platform) => [platform.socialMediaPlatformCode, platform.socialMediaPlatformName]));
      const errors: FieldErrors = {};
      links.forEach((link, index) => {
        const username = normalizeUsername(link.username);
        if (!link.socialMediaPlatformCode || !username) return;
        const check = client.readQuery({
          query: SocialUsernameCheckDocument,
          variables: { socialMediaPlatformCode: link.socialMediaPlatformCode, username },
        })?.validateSocialUsername;
        if (check && !check.isValid)
          errors[`socialLinks.${index}.username`] =
            check.message ??
            t('components.socialLinks.invalidUsername', {
              platform: names.get(link.socialMediaPlatformCode) ?? link.socialMediaPlatformCode,
            });
      });
      return errors;
    },
    [client, t],
  );
}
