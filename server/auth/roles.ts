// Role codes stored in the database. Anon is never stored: it is what a request without a session is.
export const ROLES = {
  Admin: 'Admin',
  Creator: 'Creator',
  User: 'User',
} as const;
export type RoleCode = (typeof ROLES)[keyof typeof ROLES];
export const ANON = 'Anon';

export const ROLE_CATALOGUE: { roleCode: RoleCode; roleName: string; description: string }[] = [
  { roleCode: 'Admin', roleName: 'Administrator', description: 'Manages exercise data, users, creator profiles and platforms.' },
  { roleCode: 'Creator', roleName: 'Creator', description: 'Builds and publishes workouts, programs, exercise videos and instructions.' },
  { roleCode: 'User', roleName: 'Member', description: 'Logs workouts, follows buddies and browses the Flexicon.' },
];
