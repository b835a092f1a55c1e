// The documents' pages (terms, privacy, what Liftmates is): titles shown before the document loads, and its states.
export const docs = {
  fallbackTitle: {
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    pmf: 'WTF is Liftmates?',
  },
  loadFailed: 'Could not load {{title}}',
  retry: 'Try again',
  loading: 'Loading {{title}}',
  lastUpdated: 'Last updated {{date}}',
};
