// Texts of the shared form pieces (fields, edit forms, their checks and save messages).

export const formStrings = {
  common: {
    save: 'Save',
    cancel: 'Cancel',
    required: 'Required',
    saved: (what: string) => `${what} saved`,
    created: (what: string) => `${what} created`,
    fixFields: 'Some fields need attention.',
    userNameRule: 'User name: 3 to 30 letters, digits, underscores or dots',
    emailInvalid: 'Enter a valid e-mail address',
  },
  errors: {
    noAnswer: 'The server did not answer.',
  },
};
