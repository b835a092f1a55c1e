// Texts shown to people by the shell, in one catalogue (architecture: "Strings shown to people live in one
// catalogue per side"). Feature helpers keep their own texts next to their code.
import { PRODUCT_NAME } from './constants';

export const strings = {
  productName: PRODUCT_NAME,
  tagline: 'Fitness is more fun together!',
  description: 'Create, share, and discover workouts',
  pageTitle: (title: string) => `${title} | ${PRODUCT_NAME}`,

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
    buddyRequests: (n: number) => `${n >= 100 ? '99+' : n} buddy ${n === 1 ? 'request' : 'requests'} waiting`,
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
    menuLabel: (name: string) => `Account menu for ${name}`,
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
    current: (name: string) => `Theme: ${name}`,
  },

  language: {
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

  auth: {
    loginTitle: 'Sign in',
    loginSubtitle: 'Welcome back! Sign in to pick up where you left off.',
    email: 'E-mail',
    password: 'Password',
    newPassword: 'New password',
    userName: 'User name',
    userNameHelp: '3 to 30 letters, digits, underscores or dots.',
    passwordHelp: 'At least 8 characters.',
    signIn: 'Sign in',
    emailMeACode: 'Email me a code',
    usePassword: 'Sign in with a password instead',
    sendCode: 'Send me a code',
    code: '6-digit code',
    codeSent: (email: string) => `If ${email} has an account, a 6-digit code is on its way. It works for a few minutes.`,
    verifyCode: 'Sign in with the code',
    forgotPassword: 'Forgot your password?',
    noAccount: 'New to Liftmates?',
    createAccount: 'Create an account',
    haveAccount: 'Already have an account?',
    registerTitle: 'Create your account',
    registerSubtitle: 'Fitness is more fun together! Join in a few seconds.',
    register: 'Create account',
    forgotTitle: 'Reset your password',
    forgotSubtitle: "Enter your e-mail and we'll send you a code to set a new password.",
    resetSent: (email: string) => `If ${email} has an account, a reset code is on its way.`,
    resetPassword: 'Set new password',
    backToLogin: 'Back to sign in',
    confirmTitle: 'Confirm your e-mail',
    confirming: 'Confirming your e-mail…',
    confirmed: 'Your e-mail is confirmed. Thank you!',
    confirmButton: 'Confirm e-mail',
    continue: 'Continue to Liftmates',
    reminder: 'Please confirm your e-mail address. We sent a code to',
    resend: 'Resend',
    resent: 'Confirmation e-mail sent',
    alreadyConfirmed: 'Your e-mail is already confirmed',
    genericError: 'Something went wrong. Please try again.',
  },

  session: {
    updateFailed: 'Could not save your changes',
    logoutFailed: 'Logout call failed',
  },

  errors: {
    fallback: 'An error occurred',
    refreshFailed: 'Unauthorized: Token refresh failed',
    missingUrl: 'Missing request URL',
    parseFailed: (type: string) => `Failed to parse response as ${type}`,
    offline: 'You are offline',
  },

  offline: {
    title: 'You are offline',
    description: 'What you log is kept on this device and sent once you are back online.',
  },

  loading: {
    label: 'Loading',
    progress: (percent: number) => `${Math.round(percent)}%`,
  },

  avatar: {
    verified: (name: string) => `${name} (Verified)`,
    pinned: 'Pinned',
  },

  creator: {
    unknown: 'Unknown Creator',
    unknownHandle: '@unknown',
  },
} as const;
