// The social-links editor's texts (the admin's creator form and the member's own profile both show it).

export const socialLinkStrings = {
  legend: 'Social links',
  help: "One link per platform. A username is checked against the platform's username pattern.",
  none: 'No social links yet.',
  platform: (index: number) => `Link ${index} platform`,
  username: (index: number) => `Link ${index} username`,
  remove: (index: number) => `Remove link ${index}`,
  add: 'Add social link',
  choosePlatformOption: 'Choose a platform',
  opens: (url: string) => `Opens ${url}`,
  checking: 'Checking…',
  choosePlatform: 'Choose a platform',
  onePerPlatform: 'One link per platform',
  enterUsername: 'Enter a username',
  invalidUsername: (platform: string) => `This is not a valid ${platform} username`,
};
