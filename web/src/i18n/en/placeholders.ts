// The Debugging Page (admins): what the shell knows right now.
export const placeholders = {
  debug: {
    title: 'Debugging Page',
    back: 'Back to the app',
    rows: {
      sessionStatus: 'Session status',
      user: 'User',
      userId: 'User id',
      emailConfirmed: 'E-mail confirmed',
      timeZone: 'Time zone in use',
      browserTimeZone: 'Browser time zone',
      themePreference: 'Theme preference',
      darkVariant: 'Dark variant',
      appearance: 'Appearance',
      measurementSystem: 'Measurement system',
      gender: 'Gender',
      browserLanguage: 'Browser language',
      viewport: 'Viewport',
      online: 'Online',
    },
    userInfo: 'Session userInfo',
    userInfoJson: 'Session userInfo as JSON',
  },
};
