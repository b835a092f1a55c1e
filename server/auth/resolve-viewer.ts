import type { Db } from '../db/client.js';
import type { RoleCode } from './roles.js';
import type { Viewer } from './viewer.js';
import { verifyAccessToken } from './tokens.js';

/** The viewer behind a request's access token (Authorization: Bearer, else the jwt_token cookie). */
export async function resolveViewer(
  db: Db,
  secret: string,
  authorization: string | undefined,
  cookieToken: string | undefined,
): Promise<Viewer | null> {
  const bearer = authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  const token = bearer ?? cookieToken;
  if (!token) return null;
  const claims = await verifyAccessToken(secret, token);
  return claims ? loadViewer(db, claims.sub) : null;
}

export async function loadViewer(db: Db, userId: string): Promise<Viewer | null> {
  const user = await db.user.findUnique({
    where: { userId },
    select: {
      userId: true,
      disabledAt: true,
      roles: { select: { roleCode: true } },
      creatorProfile: { select: { creatorProfileId: true } },
    },
  });
  if (!user || user.disabledAt) return null;
  return {
    userId: user.userId,
    roles: new Set(user.roles.map((role) => role.roleCode as RoleCode)),
    creatorProfileId: user.creatorProfile?.creatorProfileId ?? null,
  };
}
