import type { Prisma } from '../../db/generated/sqlite/client.ts';
import type { Db } from '../../db/client.js';
import type { AppContext } from '../../context.js';
import { requireAdmin, requireUser } from '../../auth/permissions.js';
import { hashPassword } from '../../auth/passwords.js';
import { revokeAllSessions } from '../../auth/tokens.js';
import type { RoleCode } from '../../auth/roles.js';
import { conflict, fromDatabaseError, notFound } from '../../lib/errors.js';
import { orderByOf } from '../../lib/ordering.js';
import { keyedBy, paginate } from '../../lib/pagination.js';
import { withKey, type Selection } from '../../lib/query.js';
import { parseInput } from '../../lib/validate.js';
import { adminUpdateUserInput, listUsersQuery, updateCurrentUserInput, USER_ORDERING } from './schemas.js';

/** A free user name derived from the wanted one (or the e-mail's local part): "sam", then "sam2", "sam3"... */
async function freeUserName(db: Db, wanted: string): Promise<string> {
  const base = (wanted.replace(/[^A-Za-z0-9_.]/g, '').slice(0, 24) || 'lifter').padEnd(3, '0');
  for (let n = 1; n < 1000; n += 1) {
    const candidate = n === 1 ? base : `${base}${n}`;
    const taken = await db.user.findUnique({ where: { userNameKey: candidate.toLowerCase() }, select: { userId: true } });
    if (!taken) return candidate;
  }
  return `${base}${Date.now().toString(36)}`;
}

export interface NewAccount {
  email: string;
  password?: string;
  userName?: string;
  userTimezone?: string;
  measurementSystem?: string;
  roles?: RoleCode[];
  emailConfirmed?: boolean;
  /** Whether the member is shown the onboarding: yes for people signing up, not for accounts an operator makes. */
  onboarding?: boolean;
}

/** Creates an account with the User role (plus any others asked for). The e-mail must be free. */
export async function createAccount(db: Db, account: NewAccount) {
  const email = account.email.trim().toLowerCase();
  if (await db.user.findUnique({ where: { email }, select: { userId: true } })) {
    throw conflict('An account with this e-mail already exists', [
      { field: 'email', message: 'An account with this e-mail already exists' },
    ]);
  }
  if (
    account.userName &&
    (await db.user.findUnique({ where: { userNameKey: account.userName.toLowerCase() }, select: { userId: true } }))
  ) {
    throw conflict('This user name is taken', [{ field: 'userName', message: 'This user name is taken' }]);
  }
  const userName = account.userName ?? (await freeUserName(db, email.split('@')[0]!));
  const roles = [...new Set<RoleCode>(['User', ...(account.roles ?? [])])];
  try {
    return await db.user.create({
      data: {
        email,
        userName,
        userNameKey: userName.toLowerCase(),
        passwordHash: account.password ? await hashPassword(account.password) : null,
        userTimezone: account.userTimezone ?? null,
        measurementSystem: account.measurementSystem ?? null,
        emailConfirmedAt: account.emailConfirmed ? new Date() : null,
        ...(account.onboarding ? { onboardingStatus: 'PENDING' } : {}),
        roles: { create: roles.map((roleCode) => ({ roleCode })) },
      },
    });
  } catch (error) {
    throw fromDatabaseError(error, 'An account with this e-mail or user name');
  }
}

/** ADMIN_EMAIL / ADMIN_PASSWORD: creates that administrator, or promotes the existing account. */
export async function bootstrapAdmin(db: Db, admin: { email: string; password: string }) {
  const email = admin.email.trim().toLowerCase();
  const existing = await db.user.findUnique({ where: { email }, select: { userId: true } });
  if (!existing) {
    await createAccount(db, { email, password: admin.password, roles: ['Admin', 'Creator'], emailConfirmed: true });
    return;
  }
  for (const roleCode of ['Admin', 'Creator'] as const) {
    await db.userRole.upsert({
      where: { userId_roleCode: { userId: existing.userId, roleCode } },
      create: { userId: existing.userId, roleCode },
      update: {},
    });
  }
}

function profileChanges(input: {
  userName?: string;
  userTimezone?: string | null;
  measurementSystem?: string | null;
  language?: string | null;
  userPrivateMeta?: { gender?: string; bodyWeightKg?: number | null; trainingGoals?: readonly string[] };
}) {
  const data: Prisma.UserUpdateInput = {};
  if (input.userName !== undefined) {
    data.userName = input.userName;
    data.userNameKey = input.userName.toLowerCase();
  }
  if (input.userTimezone !== undefined) data.userTimezone = input.userTimezone;
  if (input.measurementSystem !== undefined) data.measurementSystem = input.measurementSystem;
  if (input.language !== undefined) data.language = input.language;
  const meta = input.userPrivateMeta;
  if (meta?.gender !== undefined) data.gender = meta.gender;
  if (meta?.bodyWeightKg !== undefined) data.bodyWeightKg = meta.bodyWeightKg;
  if (meta?.trainingGoals !== undefined) data.trainingGoals = meta.trainingGoals.join(',');
  return data;
}

/**
 * A member's onboarding is shown once: a PENDING one may become FINISHED or SKIPPED, and any other status sent is
 * ignored (clients send their whole userInfo back, the status included).
 */
async function closeOnboarding(ctx: AppContext, userId: string, wanted: string | undefined) {
  if (wanted !== 'FINISHED' && wanted !== 'SKIPPED') return;
  await ctx.db.user.updateMany({ where: { userId, onboardingStatus: 'PENDING' }, data: { onboardingStatus: wanted } });
}

async function applyUserUpdate(ctx: AppContext, userId: string, data: Prisma.UserUpdateInput) {
  try {
    await ctx.db.user.update({ where: { userId }, data });
  } catch (error) {
    const mapped = fromDatabaseError(error, 'User');
    if ((error as { code?: string }).code === 'P2002')
      throw conflict('This user name or e-mail is taken', [{ field: 'userName', message: 'This user name is taken' }]);
    throw mapped;
  }
}

const findUser = (ctx: AppContext, userId: string, selection: Selection) =>
  ctx.db.user.findUniqueOrThrow({ ...withKey(selection, 'userId'), where: { userId } });

/** The signed-in user, or null. */
export async function getViewerUser(ctx: AppContext, selection: Selection = {}) {
  return ctx.viewer ? ctx.db.user.findUnique({ ...withKey(selection, 'userId'), where: { userId: ctx.viewer.userId } }) : null;
}

/** PUT /user: the signed-in user changes their own profile basics. */
export async function updateCurrentUser(ctx: AppContext, rawInput: unknown, selection: Selection = {}) {
  const viewer = requireUser(ctx);
  const input = parseInput(updateCurrentUserInput, rawInput);
  await applyUserUpdate(ctx, viewer.userId, profileChanges(input));
  await closeOnboarding(ctx, viewer.userId, input.onboardingStatus);
  return findUser(ctx, viewer.userId, selection);
}

/** The admin user list: search by e-mail or user name, filter by role, sort, one page at a time. */
export async function listUsers(ctx: AppContext, rawQuery: unknown, selection: Selection = {}) {
  requireAdmin(ctx);
  const query = parseInput(listUsersQuery, rawQuery ?? {});
  const search = query.search?.toLowerCase();
  const where: Prisma.UserWhereInput = {
    ...(search ? { OR: [{ email: { contains: search } }, { userNameKey: { contains: search } }] } : {}),
    ...(query.role ? { roles: { some: { roleCode: query.role } } } : {}),
  };
  return paginate(
    query,
    keyedBy('userId'),
    (window) =>
      ctx.db.user.findMany({
        ...withKey(selection, 'userId'),
        where,
        orderBy: orderByOf(USER_ORDERING, query.sort, query.order),
        ...window,
      }),
    () => ctx.db.user.count({ where }),
  );
}

/** One user: yourself, or anyone for administrators. */
export async function getUser(ctx: AppContext, userId: string, selection: Selection = {}) {
  const viewer = requireUser(ctx);
  if (viewer.userId !== userId) requireAdmin(ctx);
  const user = await ctx.db.user.findUnique({ ...withKey(selection, 'userId'), where: { userId } });
  if (!user) throw notFound('User');
  return user;
}

/** Administrators change roles, disable or re-enable, confirm e-mail, and any profile field. */
export async function adminUpdateUser(ctx: AppContext, userId: string, rawInput: unknown, selection: Selection = {}) {
  const admin = requireAdmin(ctx);
  const input = parseInput(adminUpdateUserInput, rawInput);
  const user = await ctx.db.user.findUnique({ where: { userId }, select: { userId: true } });
  if (!user) throw notFound('User');
  if (admin.userId === userId && (input.disabled || (input.roles && !input.roles.includes('Admin')))) {
    throw conflict('You cannot disable yourself or remove your own Admin role');
  }
  const data = profileChanges(input);
  if (input.email !== undefined) data.email = input.email;
  if (input.disabled !== undefined) data.disabledAt = input.disabled ? new Date() : null;
  if (input.emailConfirmed !== undefined) data.emailConfirmedAt = input.emailConfirmed ? new Date() : null;
  // Administrators may set any status, to offer the onboarding again.
  if (input.onboardingStatus !== undefined) data.onboardingStatus = input.onboardingStatus;
  await ctx.db.$transaction(async (tx) => {
    if (input.roles) {
      const roles = [...new Set(['User', ...input.roles])];
      await tx.userRole.deleteMany({ where: { userId, roleCode: { notIn: roles } } });
      for (const roleCode of roles)
        await tx.userRole.upsert({ where: { userId_roleCode: { userId, roleCode } }, create: { userId, roleCode }, update: {} });
    }
  });
  await applyUserUpdate(ctx, userId, data);
  if (input.disabled) await revokeAllSessions(ctx, userId);
  return findUser(ctx, userId, selection);
}

export async function deleteUser(ctx: AppContext, userId: string) {
  const admin = requireAdmin(ctx);
  if (admin.userId === userId) throw conflict('You cannot delete your own account from the admin area');
  try {
    // The member's logs go before the member, so that their own exercises (which the logs refer to) can follow.
    await ctx.db.$transaction([ctx.db.workoutLog.deleteMany({ where: { userId } }), ctx.db.user.delete({ where: { userId } })]);
  } catch (error) {
    throw fromDatabaseError(error, 'User');
  }
}

export async function listRoles(ctx: AppContext, selection: Selection = {}) {
  requireUser(ctx);
  return ctx.db.role.findMany({ ...withKey(selection, 'roleCode'), orderBy: { roleCode: 'asc' } });
}
