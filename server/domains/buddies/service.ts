// Workout buddies: requests, the buddy list and blocks. Buddyship is symmetric and stored once per pair (pairKey),
// so a request the other member already sent is accepted instead of duplicated. A block removes any buddyship or
// request between the two and hides each from the other: searches, member pages, logs and the feed ask here.
// What depends on who is whose buddy (the feed's index) subscribes to buddyships starting and ending
// (onBuddyshipChange) rather than being called from here, so that it may import these rules and not the reverse.
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { Prisma } from '../../db/generated/sqlite/client.ts';
import { mediaJson } from '../media/json.js';
import { requireUser } from '../../auth/permissions.js';
import { badInput, conflict, notFound } from '../../lib/errors.js';
import { parseField, parseId, parseInput, userNameSchema } from '../../lib/validate.js';
import { noteBuddyship } from '../activity/service.js';

export const pairKeyOf = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);

export const memberSelect = {
  userId: true,
  userName: true,
  creatorProfile: { select: { creatorProfileId: true, fullName: true, displayName: true, profilePhoto: true } },
} as const satisfies Prisma.UserSelect;
type MemberRow = Prisma.UserGetPayload<{ select: typeof memberSelect }>;

/** How a member appears to other members: their user name, and their creator name and photo when they have one. */
export const memberJson = (row: MemberRow) => ({
  userId: row.userId,
  userName: row.userName,
  displayName: row.creatorProfile ? (row.creatorProfile.displayName ?? row.creatorProfile.fullName) : null,
  creatorProfileId: row.creatorProfile?.creatorProfileId ?? null,
  profilePhoto: mediaJson(row.creatorProfile?.profilePhoto),
});
export type MemberJson = ReturnType<typeof memberJson>;

/** A member's photo as one address: the thumbnail when there is one. */
export const memberPhotoUrl = (member: MemberJson) => member.profilePhoto?.thumbnailUrl ?? member.profilePhoto?.fileUrl ?? null;

/** A member as the GraphQL Member type shows them, for REST answers that carry members: the photo as one address. */
export function memberOut(member: MemberJson) {
  const { profilePhoto: _photo, ...rest } = member;
  return { ...rest, profilePhotoUrl: memberPhotoUrl(member) };
}

/** The user ids of a member's accepted buddies, one indexed query each way. */
export async function buddyIdsOf(db: Pick<Db, 'buddyship'>, userId: string): Promise<string[]> {
  const rows = await db.buddyship.findMany({
    where: { OR: [{ requesterId: userId }, { addresseeId: userId }], status: 'ACCEPTED' },
    select: { requesterId: true, addresseeId: true },
  });
  return rows.map((row) => (row.requesterId === userId ? row.addresseeId : row.requesterId));
}

export async function areBuddies(db: Db, a: string, b: string): Promise<boolean> {
  const row = await db.buddyship.findUnique({ where: { pairKey: pairKeyOf(a, b) }, select: { status: true } });
  return row?.status === 'ACCEPTED';
}

/** Users who are accepted buddies of `userId`, either way round: a where clause on User. */
export const buddyOf = (userId: string) => ({
  OR: [
    { buddyRequestsSent: { some: { addresseeId: userId, status: 'ACCEPTED' } } },
    { buddyRequestsGot: { some: { requesterId: userId, status: 'ACCEPTED' } } },
  ],
});

/** Whether either member blocked the other. */
export async function isBlockedBetween(db: Db, a: string, b: string): Promise<boolean> {
  const count = await db.userBlock.count({
    where: {
      OR: [
        { blockerId: a, blockedId: b },
        { blockerId: b, blockedId: a },
      ],
    },
  });
  return count > 0;
}

/** Members who blocked the viewer or whom the viewer blocked: they do not exist for each other. */
export const notBlockedWith = (userId: string) => ({
  blocking: { none: { blockedId: userId } },
  blockedBy: { none: { blockerId: userId } },
});

type Tx = Prisma.TransactionClient;

/** Told inside the transaction that makes two members buddies (started) or ends their buddyship (ended). */
export interface BuddyshipListener {
  started(tx: Tx, a: string, b: string): Promise<void>;
  ended(tx: Tx, a: string, b: string): Promise<void>;
}
const listeners: BuddyshipListener[] = [];

export function onBuddyshipChange(listener: BuddyshipListener) {
  listeners.push(listener);
}

async function buddyshipStarted(tx: Tx, a: string, b: string) {
  for (const listener of listeners) await listener.started(tx, a, b);
}

async function buddyshipEnded(tx: Tx, a: string, b: string) {
  for (const listener of listeners) await listener.ended(tx, a, b);
}

async function memberByUserName(ctx: AppContext, rawUserName: unknown) {
  const viewer = requireUser(ctx);
  const userName = parseField('userName', userNameSchema, rawUserName);
  const member = await ctx.db.user.findFirst({
    where: { userNameKey: userName.toLowerCase(), disabledAt: null, ...notBlockedWith(viewer.userId) },
    select: { userId: true },
  });
  if (!member) throw notFound('Member');
  return member;
}

export const searchMembersQuery = z.object({
  q: z.string().trim().min(2, 'Type at least 2 characters').max(30, 'Must be at most 30 characters'),
  limit: z.coerce.number({ error: 'Must be a number' }).int().min(1).max(20).default(10),
});

/** Members whose user name starts with what was typed, buddies and the viewer excluded from nothing but blocks. */
export async function searchMembers(ctx: AppContext, rawQuery: unknown) {
  const viewer = requireUser(ctx);
  const query = parseInput(searchMembersQuery, rawQuery ?? {});
  const prefix = query.q.toLowerCase().replace(/[^a-z0-9_.]/g, '');
  if (!prefix)
    throw badInput('q: Use letters, digits, underscores and dots', [{ field: 'q', message: 'Use letters, digits, underscores and dots' }]);
  const members = await ctx.db.user.findMany({
    where: { userNameKey: { startsWith: prefix }, userId: { not: viewer.userId }, disabledAt: null, ...notBlockedWith(viewer.userId) },
    select: memberSelect,
    orderBy: { userNameKey: 'asc' },
    take: query.limit,
  });
  const statuses = await relationsWith(
    ctx.db,
    viewer.userId,
    members.map((member) => member.userId),
  );
  return members.map((member) => ({ member: memberJson(member), buddyStatus: statuses.get(member.userId) ?? 'NONE' }));
}

export const BUDDY_STATUSES = ['NONE', 'BUDDIES', 'REQUEST_SENT', 'REQUEST_RECEIVED'] as const;
export type BuddyStatus = (typeof BUDDY_STATUSES)[number];

/** How the viewer stands with each of `userIds`: buddies, a request either way, or nothing. */
export async function relationsWith(db: Db, viewerId: string, userIds: string[]): Promise<Map<string, BuddyStatus>> {
  if (!userIds.length) return new Map();
  const rows = await db.buddyship.findMany({
    where: { pairKey: { in: userIds.map((id) => pairKeyOf(viewerId, id)) } },
    select: { requesterId: true, addresseeId: true, status: true },
  });
  return new Map(
    rows.map((row) => {
      const other = row.requesterId === viewerId ? row.addresseeId : row.requesterId;
      const status: BuddyStatus =
        row.status === 'ACCEPTED' ? 'BUDDIES' : row.requesterId === viewerId ? 'REQUEST_SENT' : 'REQUEST_RECEIVED';
      return [other, status];
    }),
  );
}

export const buddyRequestInput = z.object({ userName: userNameSchema }).strict();

/** Asks a member to be buddies; when they already asked the viewer, the two become buddies at once. */
export async function sendBuddyRequest(ctx: AppContext, rawInput: unknown) {
  const viewer = requireUser(ctx);
  const input = parseInput(buddyRequestInput, rawInput);
  const member = await memberByUserName(ctx, input.userName);
  if (member.userId === viewer.userId)
    throw badInput('userName: You cannot be your own buddy', [{ field: 'userName', message: 'You cannot be your own buddy' }]);
  const pairKey = pairKeyOf(viewer.userId, member.userId);
  const existing = await ctx.db.buddyship.findUnique({ where: { pairKey } });
  if (existing?.status === 'ACCEPTED') throw conflict('You are already buddies');
  if (existing && existing.requesterId === viewer.userId) return buddyshipJson(ctx, existing.buddyshipId);
  if (existing) {
    await ctx.db.$transaction(async (tx) => {
      await tx.buddyship.update({ where: { pairKey }, data: { status: 'ACCEPTED', respondedAt: new Date() } });
      await buddyshipStarted(tx, viewer.userId, member.userId);
    });
    await noteBuddyship(ctx, existing.buddyshipId);
    return buddyshipJson(ctx, existing.buddyshipId);
  }
  const created = await ctx.db.buddyship.upsert({
    where: { pairKey },
    create: { pairKey, requesterId: viewer.userId, addresseeId: member.userId },
    update: {},
    select: { buddyshipId: true },
  });
  await noteBuddyship(ctx, created.buddyshipId);
  return buddyshipJson(ctx, created.buddyshipId);
}

async function buddyshipJson(ctx: AppContext, buddyshipId: string) {
  const viewer = requireUser(ctx);
  const row = await ctx.db.buddyship.findUniqueOrThrow({
    where: { buddyshipId },
    include: { requester: { select: memberSelect }, addressee: { select: memberSelect } },
  });
  const member = row.requesterId === viewer.userId ? row.addressee : row.requester;
  const status: BuddyStatus =
    row.status === 'ACCEPTED' ? 'BUDDIES' : row.requesterId === viewer.userId ? 'REQUEST_SENT' : 'REQUEST_RECEIVED';
  return { buddyshipId: row.buddyshipId, status, since: row.respondedAt ?? row.createdAt, member: memberJson(member) };
}

const requestParams = (raw: unknown) => parseId('buddyshipId', raw);

async function incomingRequest(ctx: AppContext, rawId: unknown) {
  const viewer = requireUser(ctx);
  const buddyshipId = requestParams(rawId);
  const row = await ctx.db.buddyship.findFirst({ where: { buddyshipId, addresseeId: viewer.userId, status: 'PENDING' } });
  if (!row) throw notFound('Buddy request');
  return row;
}

export async function acceptBuddyRequest(ctx: AppContext, rawId: unknown) {
  const row = await incomingRequest(ctx, rawId);
  await ctx.db.$transaction(async (tx) => {
    await tx.buddyship.update({ where: { buddyshipId: row.buddyshipId }, data: { status: 'ACCEPTED', respondedAt: new Date() } });
    await buddyshipStarted(tx, row.requesterId, row.addresseeId);
  });
  await noteBuddyship(ctx, row.buddyshipId);
  return buddyshipJson(ctx, row.buddyshipId);
}

export async function declineBuddyRequest(ctx: AppContext, rawId: unknown) {
  const row = await incomingRequest(ctx, rawId);
  await ctx.db.buddyship.delete({ where: { buddyshipId: row.buddyshipId } });
}

/** Ends a buddyship or withdraws a request, whichever the viewer has with that member. */
export async function removeBuddy(ctx: AppContext, rawUserId: unknown) {
  const viewer = requireUser(ctx);
  const userId = parseId('userId', rawUserId);
  const count = await ctx.db.$transaction(async (tx) => {
    const removed = await tx.buddyship.deleteMany({ where: { pairKey: pairKeyOf(viewer.userId, userId) } });
    if (removed.count) await buddyshipEnded(tx, viewer.userId, userId);
    return removed.count;
  });
  if (!count) throw notFound('Buddy');
}

/** The viewer's buddies and the requests waiting either way. */
export async function listBuddies(ctx: AppContext) {
  const viewer = requireUser(ctx);
  const rows = await ctx.db.buddyship.findMany({
    where: { OR: [{ requesterId: viewer.userId }, { addresseeId: viewer.userId }] },
    include: { requester: { select: memberSelect }, addressee: { select: memberSelect } },
    orderBy: [{ createdAt: 'desc' }, { buddyshipId: 'asc' }],
  });
  const entry = (row: (typeof rows)[number]) => ({
    buddyshipId: row.buddyshipId,
    since: row.respondedAt ?? row.createdAt,
    member: memberJson(row.requesterId === viewer.userId ? row.addressee : row.requester),
  });
  const byName = (a: { member: { userName: string } }, b: { member: { userName: string } }) =>
    a.member.userName.localeCompare(b.member.userName);
  return {
    buddies: rows
      .filter((row) => row.status === 'ACCEPTED')
      .map(entry)
      .sort(byName),
    incoming: rows.filter((row) => row.status === 'PENDING' && row.addresseeId === viewer.userId).map(entry),
    outgoing: rows.filter((row) => row.status === 'PENDING' && row.requesterId === viewer.userId).map(entry),
  };
}

export const blockInput = z.object({ userName: userNameSchema }).strict();

/** Blocks a member: any buddyship or request between the two goes, and neither sees the other any more. */
export async function blockMember(ctx: AppContext, rawInput: unknown) {
  const viewer = requireUser(ctx);
  const input = parseInput(blockInput, rawInput);
  const member = await memberByUserName(ctx, input.userName);
  if (member.userId === viewer.userId)
    throw badInput('userName: You cannot block yourself', [{ field: 'userName', message: 'You cannot block yourself' }]);
  await ctx.db.$transaction(async (tx) => {
    const removed = await tx.buddyship.deleteMany({ where: { pairKey: pairKeyOf(viewer.userId, member.userId) } });
    if (removed.count) await buddyshipEnded(tx, viewer.userId, member.userId);
    await tx.userBlock.upsert({
      where: { blockerId_blockedId: { blockerId: viewer.userId, blockedId: member.userId } },
      create: { blockerId: viewer.userId, blockedId: member.userId },
      update: {},
    });
  });
}

export async function unblockMember(ctx: AppContext, rawUserId: unknown) {
  const viewer = requireUser(ctx);
  const userId = parseId('userId', rawUserId);
  const { count } = await ctx.db.userBlock.deleteMany({ where: { blockerId: viewer.userId, blockedId: userId } });
  if (!count) throw notFound('Block');
}

export async function listBlocked(ctx: AppContext) {
  const viewer = requireUser(ctx);
  const rows = await ctx.db.userBlock.findMany({
    where: { blockerId: viewer.userId },
    include: { blocked: { select: memberSelect } },
    orderBy: { createdAt: 'desc' },
  });
  return rows.map((row) => ({ member: memberJson(row.blocked), blockedAt: row.createdAt }));
}
