// The permission levels every REST route and GraphQL field declares, and the checks services make.
import { forbidden, unauthenticated } from '../lib/errors.js';
import type { AppContext } from '../context.js';
import { isAdmin, isCreator, type Viewer } from './viewer.js';

/** Anon: anyone. User: signed in. Creator: has the Creator (or Admin) role. Admin: has the Admin role. */
export type Access = 'Anon' | 'User' | 'Creator' | 'Admin';

export function requireUser(ctx: AppContext): Viewer {
  if (!ctx.viewer) throw unauthenticated();
  return ctx.viewer;
}

export function requireCreator(ctx: AppContext): Viewer {
  const viewer = requireUser(ctx);
  if (!isCreator(viewer)) throw forbidden('Only creators can do that');
  return viewer;
}

export function requireAdmin(ctx: AppContext): Viewer {
  const viewer = requireUser(ctx);
  if (!isAdmin(viewer)) throw forbidden('Only administrators can do that');
  return viewer;
}

export function requireAccess(ctx: AppContext, access: Access): Viewer | null {
  switch (access) {
    case 'Anon':
      return ctx.viewer;
    case 'User':
      return requireUser(ctx);
    case 'Creator':
      return requireCreator(ctx);
    case 'Admin':
      return requireAdmin(ctx);
  }
}

/** The owner of a resource or an administrator. */
export function requireOwnerOrAdmin(ctx: AppContext, ownerUserId: string | null | undefined, what = 'this'): Viewer {
  const viewer = requireUser(ctx);
  if (isAdmin(viewer) || (ownerUserId && viewer.userId === ownerUserId)) return viewer;
  throw forbidden(`Only the owner of ${what} or an administrator can do that`);
}
