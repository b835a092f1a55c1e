// Breadcrumbs derived from the path (§2.4: /dashboard → Dashboard; /workouts → Dashboard > Workouts). A page can
// give its own with usePageShell({ breadcrumbs }).
import type { Crumb } from '../../lib/page-shell';
import { strings } from '../../lib/strings';

const LABELS: Record<string, string> = {
  dashboard: strings.header.dashboard,
  workouts: strings.header.workouts,
  programs: 'Programs',
  import: 'Import',
  create: 'Create',
  new: 'New',
  logbook: 'Logbook',
  homies: 'Homies',
  buddies: 'Buddies',
  settings: 'Settings',
  profile: 'Profile',
  terms: 'Terms',
  privacy: 'Privacy',
  pmf: 'WTF',
  flexicon: 'The Flexicon',
  admin: 'Admin',
  debug: 'Debugging',
};

/** Creator pages sit under the Creator Dash. */
const UNDER_DASHBOARD = new Set(['workouts', 'programs', 'import']);

function labelFor(segment: string) {
  return (
    LABELS[segment] ??
    decodeURIComponent(segment)
      .replace(/[-_]/g, ' ')
      .replace(/^\w/, (c) => c.toUpperCase())
  );
}

export function breadcrumbsFor(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  if (!segments.length) return [];
  const crumbs: Crumb[] = [];
  // An exercise page (/e/{code}) belongs to the Flexicon; the page names the exercise itself.
  if (segments[0] === 'e') return [{ label: LABELS.flexicon!, to: '/flexicon' }];
  if (UNDER_DASHBOARD.has(segments[0]!)) crumbs.push({ label: strings.header.dashboard, to: '/dashboard' });
  segments.forEach((segment, index) => {
    crumbs.push({ label: labelFor(segment), to: `/${segments.slice(0, index + 1).join('/')}` });
  });
  return crumbs;
}
