// The session user in the spec's exact shape (GET /auth/session → {data: {userInfo}}).
import type { Prisma } from '../../db/generated/sqlite/client.ts';
import type { Db } from '../../db/client.js';
import { mediaJson } from '../media/json.js';
import { notFound } from '../../lib/errors.js';

export const userInfoInclude = {
  roles: { select: { roleCode: true }, orderBy: { roleCode: 'asc' } },
  creatorProfile: { include: { profilePhoto: true } },
} satisfies Prisma.UserInclude;

export type UserWithInfo = Prisma.UserGetPayload<{ include: typeof userInfoInclude }>;

/** userPrivateMeta: what only the member (and administrators) see of themselves. */
export function privateMetaOf(user: { gender: string; bodyWeightKg: number | null; trainingGoals: string }) {
  return {
    gender: user.gender,
    bodyWeightKg: user.bodyWeightKg,
    trainingGoals: user.trainingGoals ? user.trainingGoals.split(',') : [],
  };
}

export function userInfoJson(user: UserWithInfo) {
  return {
    userId: user.userId,
    email: user.email,
    userName: user.userName,
    userTimezone: user.userTimezone,
    roles: user.roles.map((role) => role.roleCode),
    measurementSystem: user.measurementSystem,
    language: user.language,
    emailConfirmed: !!user.emailConfirmedAt,
    disabled: !!user.disabledAt,
    createdAt: user.createdAt.toISOString(),
    lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
    creatorProfile: user.creatorProfile
      ? {
          creatorProfileId: user.creatorProfile.creatorProfileId,
          userName: user.creatorProfile.userName,
          profilePhoto: mediaJson(user.creatorProfile.profilePhoto),
        }
      : null,
    userPrivateMeta: privateMetaOf(user),
    onboardingStatus: user.onboardingStatus,
  };
}

export async function loadUserInfo(db: Db, userId: string) {
  const user = await db.user.findUnique({ where: { userId }, include: userInfoInclude });
  if (!user) throw notFound('User');
  return userInfoJson(user);
}
