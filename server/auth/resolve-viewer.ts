import type { Db } from '../db/client.js';
import type { RoleCode } from './roles.js';
import type { Viewer } from './viewer.js';
import { verifyAccessToken } from './tokens.js';
import { sqlOf } from '../db/sql.js';

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

/** Every request signed in asks this: one statement over the driver (sql.ts) rather than three Prisma queries. */
export async function loadViewer(db: Db, userId: string): Promise<Viewer | null> {
  const rows = await sqlOf(db).all<{ disabledAt: unknown; roleCode: string | null; creatorProfileId: string | null }>(
    `SELECT u."disabledAt", r."roleCode", c."creatorProfileId"
     FROM "User" u
     LEFT JOIN "UserRole" r ON r."userId" = u."userId"
     LEFT JOIN "CreatorProfile" c ON c."userId" = u."userId"
     WHERE u."userId" = ?`,
    [userId],
  );
  const first = rows[0];
  if (!first || first.disabledAt !== null) return null;
  return {
    userId,
    roles: new Set(rows.flatMap((row) => (row.roleCode ? [row.roleCode as RoleCode] : []))),
    creatorProfileId: first.creatorProfileId,
  };
}
