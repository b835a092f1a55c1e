import type { RoleCode } from './roles.js';

/** Who is making a request. Services decide what they may do from this alone. */
export interface Viewer {
  userId: string;
  roles: ReadonlySet<RoleCode>;
  creatorProfileId: string | null;
  /** The interface language the member chose, if any: their messages are in it wherever they sign in. */
  language: string | null;
}

export const isAdmin = (viewer: Viewer | null): boolean => !!viewer?.roles.has('Admin');
export const isCreator = (viewer: Viewer | null): boolean => !!viewer && (viewer.roles.has('Creator') || viewer.roles.has('Admin'));
