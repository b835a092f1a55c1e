// The admin area's sidebar (§2.6), at the spec's paths; the earlier /admin/equipment and /admin/social-media-platforms redirect here.
import { Activity, ArrowLeft, AtSign, BadgeCheck, Boxes, Dumbbell, Globe, LayoutDashboard, Layers, ListChecks, Users } from 'lucide-react';
import type { SidebarItem, SidebarText } from '../sidebar/items';

export interface AdminSection extends SidebarItem {
  /** What the page will offer, shown on its placeholder and on the admin home: a catalogue key. */
  description?: SidebarText;
}

export const ADMIN_SECTIONS: AdminSection[] = [
  {
    href: '/admin/exercises',
    label: 'app.adminNav.exercises',
    icon: ListChecks,
    description: 'app.adminNav.exercisesHelp',
  },
  { href: '/admin/muscles', label: 'app.adminNav.muscles', icon: Activity, description: 'app.adminNav.musclesHelp' },
  {
    href: '/admin/muscle-groups',
    label: 'app.adminNav.muscleGroups',
    icon: Layers,
    description: 'app.adminNav.muscleGroupsHelp',
  },
  {
    href: '/admin/equipments',
    label: 'app.adminNav.equipments',
    icon: Dumbbell,
    description: 'app.adminNav.equipmentsHelp',
  },
  {
    href: '/admin/equipment-groups',
    label: 'app.adminNav.equipmentGroups',
    icon: Boxes,
    description: 'app.adminNav.equipmentGroupsHelp',
  },
  {
    href: '/admin/users',
    label: 'app.adminNav.users',
    icon: Users,
    description: 'app.adminNav.usersHelp',
  },
  {
    href: '/admin/creator-profiles',
    label: 'app.adminNav.creatorProfiles',
    icon: BadgeCheck,
    description: 'app.adminNav.creatorProfilesHelp',
  },
  {
    href: '/admin/social-media',
    label: 'app.adminNav.socialMedia',
    icon: AtSign,
    description: 'app.adminNav.socialMediaHelp',
  },
  { href: '/admin/locales', label: 'app.adminNav.locales', icon: Globe, description: 'app.adminNav.localesHelp' },
];

export const ADMIN_DASHBOARD_LINK: SidebarItem = { href: '/dashboard', label: 'app.adminNav.dashboard', icon: LayoutDashboard };
export const ADMIN_RETURN_LINK: SidebarItem = { href: '/workouts', label: 'app.adminNav.returnToApp', icon: ArrowLeft };

export function adminSectionFor(pathname: string): AdminSection | undefined {
  return ADMIN_SECTIONS.find((section) => pathname === section.href || pathname.startsWith(`${section.href}/`));
}
