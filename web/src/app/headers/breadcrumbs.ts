// Breadcrumbs derived from the path (§2.4: /dashboard → Dashboard; /workouts → Dashboard > Workouts). A page can
// give its own with usePageShell({ breadcrumbs }).
import type { Crumb } from '../../lib/page-shell';
import type { TFunction } from '../../i18n';
import { en } from '../../i18n/en';

type Segment = keyof typeof en.app.breadcrumbs;
const isNamed = (segment: string): segment is Segment => Object.hasOwn(en.app.breadcrumbs, segment);

/** Creator pages sit under the Creator Dash. */
const UNDER_DASHBOARD = new Set(['workouts', 'programs', 'import']);

function labelFor(segment: string, t: TFunction) {
  return isNamed(segment)
    ? t(`app.breadcrumbs.${segment}`)
    : decodeURIComponent(segment)
        .replace(/[-_]/g, ' ')
        .replace(/^\w/, (c) => c.toUpperCase());
}

export function breadcrumbsFor(pathname: string, t: TFunction): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  if (!segments.length) return [];
  const crumbs: Crumb[] = [];
  // An exercise page (/e/{code}) belongs to the Flexicon; the page names the exercise itself.
  if (segments[0] === 'e') return [{ label: t('app.breadcrumbs.flexicon'), to: '/flexicon' }];
  if (UNDER_DASHBOARD.has(segments[0]!)) crumbs.push({ label: t('app.breadcrumbs.dashboard'), to: '/dashboard' });
  segments.forEach((segment, index) => {
    crumbs.push({ label: labelFor(segment, t), to: `/${segments.slice(0, index + 1).join('/')}` });
  });
  return crumbs;
}
