// The admin area's sidebar (§2.6), at the spec's paths; the earlier /admin/equipment and /admin/social-media-platforms redirect here.
import { Activity, ArrowLeft, AtSign, BadgeCheck, Boxes, Dumbbell, Globe, LayoutDashboard, Layers, ListChecks, Users } from 'lucide-react';
import type { SidebarItem } from '../sidebar/items';

export interface AdminSection extends SidebarItem {
  /** What the page will offer, shown on its placeholder and on the admin home. */
  description?: string;
}

export const ADMIN_SECTIONS: AdminSection[] = [
  {
    href: '/admin/exercises',
    label: 'Exercise List',
    icon: ListChecks,
    description: 'Review, edit, merge and publish exercises, their videos and instructions.',
  },
  { href: '/admin/muscles', label: 'Muscles', icon: Activity, description: 'Names, friendly names and thumbnails of the muscles.' },
  {
    href: '/admin/muscle-groups',
    label: 'Muscle Groups',
    icon: Layers,
    description: 'The muscle hierarchy: main groups, subgroups, exercise groups and filters.',
  },
  {
    href: '/admin/equipments',
    label: 'Equipments',
    icon: Dumbbell,
    description: 'The equipment catalogue and the groups each item belongs to.',
  },
  {
    href: '/admin/equipment-groups',
    label: 'Equipment Groups',
    icon: Boxes,
    description: 'Equipment groups, their order and which ones are filters.',
  },
  {
    href: '/admin/users',
    label: 'User Accounts',
    icon: Users,
    description: 'Find accounts, change roles, confirm e-mails, disable or delete accounts.',
  },
  {
    href: '/admin/creator-profiles',
    label: 'Creator Profiles',
    icon: BadgeCheck,
    description: 'Creator profiles, verification and pinning.',
  },
  {
    href: '/admin/social-media',
    label: 'Social Media Platform',
    icon: AtSign,
    description: 'Platforms for social links: URL formats, username patterns and hover styles.',
  },
  { href: '/admin/locales', label: 'Locales', icon: Globe, description: 'Languages the content is published in.' },
];

export const ADMIN_DASHBOARD_LINK: SidebarItem = { href: '/dashboard', label: 'Dashboard', icon: LayoutDashboard };
export const ADMIN_RETURN_LINK: SidebarItem = { href: '/workouts', label: 'Return to Web App', icon: ArrowLeft };

export function adminSectionFor(pathname: string): AdminSection | undefined {
  return ADMIN_SECTIONS.find((section) => pathname === section.href || pathname.startsWith(`${section.href}/`));
}
