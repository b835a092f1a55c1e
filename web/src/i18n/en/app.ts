// The shell's texts: landing, navigation, account, theme, language, sign-in, errors and loading.
export const app = {
  productName: 'Liftmates',
  tagline: 'Fitness is more fun together!',
  description: 'Create, share, and discover workouts',
  pageTitle: '{{title}} | Liftmates',

  landing: {
    signIn: 'Sign in',
    register: 'Create an account',
    explore: 'Explore the Flexicon',
    openApp: 'Open the app',
    features: [
      { title: 'Log every lift', text: 'Start a workout, record each set, and keep your history in one logbook.' },
      { title: 'Train with your homies', text: 'Follow your workout buddies and cheer on what they trained today.' },
      { title: 'Learn the moves', text: 'The Flexicon explains each exercise: the muscles it trains and the equipment it needs.' },
    ],
  },

  sidebar: {
    logbook: 'Logbook',
    homies: 'Homies',
    buddies: 'Buddies',
    buddyRequests_one: '{{shown}} buddy request waiting',
    buddyRequests_other: '{{shown}} buddy requests waiting',
    flexicon: 'The Flexicon',
    creatorSection: 'Creator',
    creatorDash: 'Creator Dash',
    myWorkouts: 'My Workouts',
    myPrograms: 'My Programs',
    importWorkout: 'Import Workout',
    adminSection: 'Admin',
    adminPanel: 'Admin Panel',
    debugging: 'Debugging Page',
    workoutButton: 'Workout',
    feedback: 'Feedback',
    terms: 'Terms',
    privacy: 'Privacy',
    collapse: 'Collapse sidebar',
    expand: 'Expand sidebar',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    navigation: 'Main navigation',
    social: 'Follow Liftmates',
  },

  account: {
    menuLabel: 'Account menu for {{name}}',
    profile: 'Profile',
    settings: 'Settings',
    support: 'Contact support',
    feedback: 'Send feedback',
    logout: 'Log out',
    roles: 'Roles',
  },

  website: {
    wtf: 'WTF',
    flexicon: 'Flexicon',
    terms: 'Terms',
    signIn: 'Sign in',
    flexiconTitle: 'The Flexicon',
  },

  header: {
    dashboard: 'Dashboard',
    workouts: 'Workouts',
    myWorkouts: 'My Workouts',
    settings: 'Settings',
    share: 'Share',
    shareClicked: 'Clicked the share button!',
    breadcrumbs: 'Breadcrumb',
  },

  theme: {
    toggle: 'Toggle colour theme',
    light: 'Light',
    dark: 'Dark',
    system: 'System',
    variantDark: 'Dark grey',
    variantOled: 'OLED black',
    current: 'Theme: {{name}}',
  },

  language: {
    selected: 'Selected',
    label: 'Language',
    comingSoon: 'Coming Q4 2025',
  },

  admin: {
    title: 'Liftmates Admin',
    panelButton: 'Admin Panel',
    forbiddenTitle: 'You need to be an administrator',
    forbiddenText: 'This area is for administrators of Liftmates. If you think you should have access, contact support.',
    forbiddenBack: 'Back to the app',
  },

  session: {
    updateFailed: 'Could not save your changes',
    logoutFailed: 'Logout call failed',
  },

  errors: {
    fallback: 'An error occurred',
    refreshFailed: 'Unauthorized: Token refresh failed',
    missingUrl: 'Missing request URL',
    parseFailed: 'Failed to parse response as {{type}}',
    offline: 'You are offline',
  },

  offline: {
    title: 'You are offline',
    description: 'What you log is kept on this device and sent once you are back online.',
  },

  loading: {
    label: 'Loading',
    progress: '{{percent}}%',
  },

  avatar: {
    verified: '{{name}} (Verified)',
    pinned: 'Pinned',
  },

  creator: {
    unknown: 'Unknown Creator',
    unknownHandle: '@unknown',
  },
};
