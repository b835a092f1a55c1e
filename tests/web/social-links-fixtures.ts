// Platforms and server answers for the social-link tests (the editor's and the profile form's).
import { vi } from 'vitest';
import type { SocialPlatformRules } from '../../web/src/components/social-links/social-links';
import { SocialLinkPlatformsDocument, SocialUsernameCheckDocument } from '../../web/src/gql/graphql';

export const PLATFORMS: SocialPlatformRules[] = [
  {
    socialMediaPlatformCode: 'INSTAGRAM',
    socialMediaPlatformName: 'Instagram',
    socialMediaPlatformUrlFormat: 'https://instagram.com/{username}',
    usernamePattern: '^[A-Za-z0-9_.]{1,30}$',
  },
  {
    socialMediaPlatformCode: 'WEBSITE',
    socialMediaPlatformName: 'Website',
    socialMediaPlatformUrlFormat: '',
    usernamePattern: '^https://\\S+$',
  },
];

export function platformsMock() {
  return {
    request: { query: SocialLinkPlatformsDocument },
    result: {
      data: { socialMediaPlatforms: PLATFORMS.map((platform) => ({ __typename: 'SocialMediaPlatform' as const, ...platform })) },
    },
  };
}

/** The server's answer about one username; `result` is a spy, so a test can count the questions asked. */
export function usernameCheckMock(
  socialMediaPlatformCode: string,
  username: string,
  answer: { isValid?: boolean; message?: string | null; profileUrl?: string | null },
) {
  return {
    request: { query: SocialUsernameCheckDocument, variables: { socialMediaPlatformCode, username } },
    result: vi.fn(() => ({
      data: {
        validateSocialUsername: {
          __typename: 'UsernameCheck' as const,
          socialMediaPlatformCode,
          username,
          isValid: answer.isValid ?? true,
          message: answer.message ?? null,
          profileUrl: answer.profileUrl ?? null,
        },
      },
    })),
  };
}
