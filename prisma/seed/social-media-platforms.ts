import type { SocialMediaPlatformSeed } from './types.js';

// Shared patterns. Strings hold regular-expression source, so backslashes are doubled.
const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$';
const HANDLE_15 = '^[A-Za-z0-9_]{1,15}$';

/**
 * Platforms a creator can link to. urlFormat has a {username} placeholder (empty where no
 * profile URL can be built). The hover text colour is whichever of black or white reads
 * better on the brand colour.
 */
export const socialMediaPlatforms: SocialMediaPlatformSeed[] = [
  {
    code: 'TWITTER',
    name: 'Twitter',
    urlFormat: 'https://twitter.com/{username}',
    usernamePattern: HANDLE_15,
    style: { hoverColor: '#000000', hoverBackground: '#1DA1F2' },
  },
  {
    code: 'X',
    name: 'X',
    urlFormat: 'https://x.com/{username}',
    usernamePattern: HANDLE_15,
    style: { hoverColor: '#FFFFFF', hoverBackground: '#000000' },
  },
  {
    code: 'INSTAGRAM',
    name: 'Instagram',
    urlFormat: 'https://www.instagram.com/{username}',
    usernamePattern: '^[A-Za-z0-9._]{1,30}$',
    style: { hoverColor: '#000000', hoverBackground: '#E4405F' },
  },
  {
    code: 'TIKTOK',
    name: 'TikTok',
    urlFormat: 'https://www.tiktok.com/@{username}',
    // 2-24 letters, digits, underscores or dots; may not end with a dot.
    usernamePattern: '^(?!.*\\.$)[A-Za-z0-9_.]{2,24}$',
    style: { hoverColor: '#FFFFFF', hoverBackground: '#000000' },
  },
  {
    code: 'YOUTUBE',
    name: 'YouTube',
    urlFormat: 'https://www.youtube.com/@{username}',
    // Handles: 3-30 letters, digits, underscores, hyphens or dots.
    usernamePattern: '^[A-Za-z0-9._-]{3,30}$',
    style: { hoverColor: '#000000', hoverBackground: '#FF0000' },
  },
  {
    code: 'STRAVA',
    name: 'Strava',
    urlFormat: 'https://www.strava.com/athletes/{username}',
    // Strava athlete pages are addressed by numeric athlete id.
    usernamePattern: '^[1-9][0-9]{0,11}$',
    style: { hoverColor: '#000000', hoverBackground: '#FC4C02' },
  },
  {
    code: 'REDDIT',
    name: 'Reddit',
    urlFormat: 'https://www.reddit.com/user/{username}',
    usernamePattern: '^[A-Za-z0-9_-]{3,20}$',
    style: { hoverColor: '#000000', hoverBackground: '#FF4500' },
  },
  {
    code: 'FACEBOOK',
    name: 'Facebook',
    urlFormat: 'https://www.facebook.com/{username}',
    // Vanity names: at least 5 letters, digits or dots.
    usernamePattern: '^[A-Za-z0-9.]{5,50}$',
    style: { hoverColor: '#000000', hoverBackground: '#1877F2' },
  },
  {
    code: 'MEDIUM',
    name: 'Medium',
    urlFormat: 'https://medium.com/@{username}',
    usernamePattern: '^[A-Za-z0-9._]{1,30}$',
    style: { hoverColor: '#FFFFFF', hoverBackground: '#000000' },
  },
  {
    code: 'GITHUB',
    name: 'GitHub',
    urlFormat: 'https://github.com/{username}',
    // Up to 39 characters, letters, digits and single inner hyphens.
    usernamePattern: '^[A-Za-z0-9](?:[A-Za-z0-9-]{0,37}[A-Za-z0-9])?$',
    style: { hoverColor: '#FFFFFF', hoverBackground: '#181717' },
  },
  {
    code: 'TWITCH',
    name: 'Twitch',
    urlFormat: 'https://www.twitch.tv/{username}',
    // 4-25 characters, letters, digits and underscores, not starting with an underscore.
    usernamePattern: '^[A-Za-z0-9][A-Za-z0-9_]{3,24}$',
    style: { hoverColor: '#FFFFFF', hoverBackground: '#9146FF' },
  },
  {
    code: 'EMAIL',
    name: 'Email',
    urlFormat: '',
    usernamePattern: EMAIL_PATTERN,
    style: { hoverColor: '#000000', hoverBackground: '#EA4335' },
  },
  {
    code: 'EARLY',
    name: 'Early Registration',
    urlFormat: '',
    // Early registration is recorded against the email address that signed up.
    usernamePattern: EMAIL_PATTERN,
    style: { hoverColor: '#FFFFFF', hoverBackground: '#2563EB' },
  },
  {
    code: 'LINKEDIN',
    name: 'LinkedIn',
    urlFormat: 'https://www.linkedin.com/in/{username}',
    usernamePattern: '^[A-Za-z0-9-]{3,100}$',
    style: { hoverColor: '#FFFFFF', hoverBackground: '#0A66C2' },
  },
  {
    code: 'DISCORD',
    name: 'Discord',
    urlFormat: 'https://discord.com/users/{username}',
    // Either a current-style username (2-32 lowercase letters, digits, _ or ., no "..")
    // or the numeric user id, which is what discord.com/users/ links resolve.
    usernamePattern: '^(?:[0-9]{17,20}|(?!.*\\.\\.)[a-z0-9_.]{2,32})$',
    style: { hoverColor: '#FFFFFF', hoverBackground: '#5865F2' },
  },
  {
    code: 'TELEGRAM',
    name: 'Telegram',
    urlFormat: 'https://t.me/{username}',
    // 5-32 characters, starting with a letter; letters, digits and underscores.
    usernamePattern: '^[A-Za-z][A-Za-z0-9_]{4,31}$',
    style: { hoverColor: '#000000', hoverBackground: '#26A5E4' },
  },
  {
    code: 'WHATSAPP',
    name: 'WhatsApp',
    urlFormat: 'https://wa.me/{username}',
    // Full international phone number, digits only, no leading + or zeros.
    usernamePattern: '^[1-9][0-9]{6,14}$',
    style: { hoverColor: '#000000', hoverBackground: '#25D366' },
  },
  {
    code: 'WEBSITE',
    name: 'Website',
    urlFormat: '',
    usernamePattern: '^https?:\\/\\/[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)+(?::[0-9]{1,5})?(?:[/?#][^\\s]*)?$',
    style: { hoverColor: '#FFFFFF', hoverBackground: '#374151' },
  },
];
