// The signed-in sidebar of spec §2.3: links, labels, sections and the active-link rule.
import {
  BookOpen,
  Bug,
  CalendarRange,
  Dumbbell,
  Handshake,
  Import,
  LayoutDashboard,
  NotebookPen,
  Shield,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { ROLES } from '../../lib/constants';
import type { ParseKeys } from 'i18next';

/** A catalogue key: the sidebar shows t(label). */
export type SidebarText = ParseKeys;

export interface SidebarItem {
  href: string;
  label: SidebarText;
  icon: LucideIcon;
  /** The Flexicon is highlighted in yellow. */
  highlight?: boolean;
  /** A count shown beside the label: Buddies shows the requests waiting for an answer. */
  badge?: 'buddyRequests';
}

export interface SidebarSection {
  id: 'main' | 'creator' | 'admin';
  title?: SidebarText;
  /** Roles that see the section (any of them); none means everyone signed in. */
  roles?: string[];
  items: SidebarItem[];
}

export const SIDEBAR_SECTIONS: SidebarSection[] = [
  {
    id: 'main',
    items: [
      { href: '/logbook?tab=workout', label: 'app.sidebar.logbook', icon: NotebookPen },
      { href: '/logbook?tab=feed', label: 'app.sidebar.homies', icon: Users },
      { href: '/buddies', label: 'app.sidebar.buddies', icon: Handshake, badge: 'buddyRequests' },
      { href: '/flexicon', label: 'app.sidebar.flexicon', icon: BookOpen, highlight: true },
    ],
  },
  {
    id: 'creator',
    title: 'app.sidebar.creatorSection',
    // Every member builds their own workouts and programs (§2.3 lists the section for all; §6 hides only Admin's).
    items: [
      { href: '/dashboard', label: 'app.sidebar.creatorDash', icon: LayoutDashboard },
      { href: '/workouts', label: 'app.sidebar.myWorkouts', icon: Dumbbell },
      { href: '/programs', label: 'app.sidebar.myPrograms', icon: CalendarRange },
      { href: '/workouts/import', label: 'app.sidebar.importWorkout', icon: Import },
    ],
  },
  {
    id: 'admin',
    title: 'app.sidebar.adminSection',
    roles: [ROLES.admin],
    items: [
      { href: '/admin', label: 'app.sidebar.adminPanel', icon: Shield },
      { href: '/debug', label: 'app.sidebar.debugging', icon: Bug },
    ],
  },
];

export const WORKOUT_BUTTON_HREF = '/workouts/create';

export function sectionsForRoles(roles: readonly string[]): SidebarSection[] {
  return SIDEBAR_SECTIONS.filter((section) => !section.roles || section.roles.some((role) => roles.includes(role)));
}

export interface LocationLike {
  pathname: string;
  search: string;
}

/**
 * §2.3: a link is active when the path matches (and, for a link with a query, its query values match) or when the
 * path lies under the link's path. 'exact' beats 'prefix'; see activeHref for choosing one link among several.
 */
export function matchLink(href: string, location: LocationLike): 'exact' | 'prefix' | null {
  const url = new URL(href, 'http://local');
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const current = location.pathname.replace(/\/+$/, '') || '/';
  const search = new URLSearchParams(location.search);
  const queryMatches = [...url.searchParams].every(([key, value]) => search.get(key) === value);
  if (current === path && queryMatches) return 'exact';
  if (path !== '/' && current.startsWith(`${path}/`)) return 'prefix';
  return null;
}

/** The one active link among hrefs: an exact match first, else the longest path the location lies under. */
export function activeHref(hrefs: readonly string[], location: LocationLike): string | null {
  let best: { href: string; score: number } | null = null;
  for (const href of hrefs) {
    const match = matchLink(href, location);
    if (!match) continue;
    const score = (match === 'exact' ? 10_000 : 0) + new URL(href, 'http://local').pathname.length;
    if (!best || score > best.score) best = { href, score };
  }
  return best?.href ?? null;
}
