// The bell, the inbox and its push opt-in. What each item says is in common/activity.ts, which the server's pushes
// word their notifications from too.
export const inbox = {
  title: 'Inbox',
  /** The bell's name for screen readers, with what the badge shows. */
  bell: 'Inbox',
  bellNew: 'Inbox, {{shown}} new',
  /** The badge counts up to 100. */
  badgeMax: '99+',
  label: 'Inbox items',
  loading: 'Loading your inbox',
  empty: 'Nothing yet. Buddy requests, props, comments and your buddies’ records show up here.',
  findBuddies: 'Find buddies',
  markAllRead: 'Mark all read',
  seeAll: 'See all',
  loadMore: 'Load more',
  retry: 'Try again',
  errorTitle: 'Your inbox could not be loaded',
  unread: 'Unread',
  nowBuddies: 'You are buddies now',
  accept: 'Accept',
  decline: 'Decline',
  push: {
    title: 'Notifications on this device',
    offer: 'Hear of buddy requests, props and comments even when Liftmates is closed.',
    turnOn: 'Turn on',
    turnOff: 'Turn off',
    on: 'This device gets a notification for each new item.',
    blocked: 'Notifications are blocked for Liftmates in this browser’s settings.',
    enabled: 'Notifications are on',
    disabled: 'Notifications are off',
    failed: 'Notifications could not be turned on',
  },
};
