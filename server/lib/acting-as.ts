// Work done outside a request (the demo content, benchmark fixtures) goes through the same services members'
// requests do, acting as one member. The content services read only the database and the viewer, which is all
// such a context carries.
import type { AppContext } from '../context.js';
import type { Db } from '../db/client.js';
import type { RoleCode } from '../auth/roles.js';
import { createFeedEvents } from '../domains/feed/events.js';

export interface Member {
  userId: string;
  roles: { roleCode: string }[];
  creatorProfile: { creatorProfileId: string } | null;
}

export const actingAs = (db: Db, member: Member): AppContext =>
  ({
    db,
    // Nobody listens outside a request: what such work adds to the feed is read by the next page load.
    feedEvents: createFeedEvents(undefined),
    viewer: {
      userId: member.userId,
      roles: new Set(member.roles.map((role) => role.roleCode as RoleCode)),
      creatorProfileId: member.creatorProfile?.creatorProfileId ?? null,
      language: null,
    },
  }) as unknown as AppContext;
