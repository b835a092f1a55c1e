// The admin area's pages, relative to /admin (mounted under the admin layout), at the spec's paths (§2.6). Each page
// is its own lazy module, so the admin code loads only when an administrator opens it.
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/lazy-page';

const modules = {
  dashboard: () => import('./pages/AdminDashboardPage'),
  exerciseList: () => import('./pages/exercises/ExerciseListPage'),
  exerciseEditor: () => import('./pages/exercises/ExerciseEditorPage'),
  muscles: () => import('./pages/MusclesPage'),
  muscleGroups: () => import('./pages/MuscleGroupsPage'),
  equipment: () => import('./pages/EquipmentPage'),
  equipmentGroups: () => import('./pages/EquipmentGroupsPage'),
  users: () => import('./pages/UsersPage'),
  creatorProfiles: () => import('./pages/CreatorProfilesPage'),
  platforms: () => import('./pages/SocialMediaPlatformsPage'),
  locales: () => import('./pages/LocalesPage'),
};

export const adminRoutes: RouteObject[] = [
  { index: true, lazy: lazyPage(modules.dashboard, 'AdminDashboardPage') },
  { path: 'exercises', lazy: lazyPage(modules.exerciseList, 'ExerciseListPage') },
  { path: 'exercises/new', lazy: lazyPage(modules.exerciseEditor, 'ExerciseEditorPage') },
  { path: 'exercises/:exerciseCode', lazy: lazyPage(modules.exerciseEditor, 'ExerciseEditorPage') },
  { path: 'muscles', lazy: lazyPage(modules.muscles, 'MusclesPage') },
  { path: 'muscle-groups', lazy: lazyPage(modules.muscleGroups, 'MuscleGroupsPage') },
  { path: 'equipments', lazy: lazyPage(modules.equipment, 'EquipmentPage') },
  { path: 'equipment-groups', lazy: lazyPage(modules.equipmentGroups, 'EquipmentGroupsPage') },
  { path: 'users', lazy: lazyPage(modules.users, 'UsersPage') },
  { path: 'creator-profiles', lazy: lazyPage(modules.creatorProfiles, 'CreatorProfilesPage') },
  { path: 'social-media', lazy: lazyPage(modules.platforms, 'SocialMediaPlatformsPage') },
  { path: 'locales', lazy: lazyPage(modules.locales, 'LocalesPage') },
];
