// Training together: a session buddies train in, each logging on their own phone and seeing the others live. The
// session's state is in the database (who was asked, who is in, the logs kept in it), so a restart or a reload loses
// nothing; what moves is told on the session's channel (events.ts) for the open subscriptions to read again.
//
// Who may do what, decided here for both APIs:
//   start            any member, with their own log in progress or none; one open session at a time
//   invite           a member in the session asks their accepted buddies; never across a block with anyone in it
//   join             an invited member, or anyone holding the join code (the link and its QR code); never a member
//                    blocked by or blocking someone in it, who is told the session does not exist
//   read, subscribe  members asked to it or in it, minus anyone a block stands between
//   react            members in it; props go to a set others may see
// What a member's log shows the others is decided by sharesWithSession (workout-logs/visibility.ts).
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { Prisma } from '../../db/generated/sqlite/client.ts';
import { requireUser } from '../../auth/permissions.js';
import { AppError, badInput, conflict, notFound } from '../../lib/errors.js';
import { idSchema, parseId, parseInput, userNameSchema } from '../../lib/validate.js';
import { buddyIdsOf, memberJson, memberSelect } from '../buddies/service.js';
import { noteSessionInvites } from '../activity/service.js';
import { addFeedItems, publishFeedItems } from '../feed/service.js';
import { sharesWithSession } from '../workout-logs/visibility.js';
import { publishSessionEvent } from './events.js';
import { blockedBetween, sessionSnapshot, sessionView, type SessionSnapshot } from './state.js';

export const SESSION_MEMBER_STATUSES = ['INVITED', 'JOINED', 'LEFT', 'DECLINED'] as const;
export type SessionMemberStatus = (typeof SESSION_MEMBER_STATUSES)[number];
export const SESSION_STATUSES = ['OPEN', 'ENDED'] as const;
export const REACTION_KINDS = ['PROPS', 'STRONG', 'ONE_MORE', 'FORM'] as const;
export type ReactionKind = (typeof REACTION_KINDS)[number];

/** Members one invitation names at most, and the most a session holds (asked and in). */
export const MAX_INVITES_PER_CALL = 10;
export const MAX_SESSION_MEMBERS = 12;
/** Reactions a member may send in a minute: enough to cheer every set, too few to flood the others' phones. */
export const REACTIONS_PER_MINUTE = 30;

const JOIN_CODE_BYTES = 12;
const newJoinCode = () => randomBytes(JOIN_CODE_BYTES).toString('base64url');

export const startSessionInput = z.object({ workoutLogId: idSchema.optional() }).strict();
export const inviteInput = z
  .object({
    userNames: z
      .array(userNameSchema)
      .min(1, 'Name at least one buddy')
      .max(MAX_INVITES_PER_CALL, `At most ${MAX_INVITES_PER_CALL} at a time`),
  })
  .strict();
export const joinInput = z
  .object({
    trainingSessionId: idSchema.optional(),
    joinCode: z.string().trim().min(8, 'Not a join code').max(64, 'Not a join code').optional(),
    workoutLogId: idSchema.optional(),
  })
  .strict()
  .refine((input) => input.trainingSessionId || input.joinCode, { message: 'Give the session or its join code', path: ['joinCode'] });
export const reactionInput = z
  .object({ kind: z.enum(REACTION_KINDS, { error: `One of ${REACTION_KINDS.join(', ')}` }), workoutLogSetId: idSchema.optional() })
  .strict()
  .refine((input) => (input.kind === 'PROPS') === !!input.workoutLogSetId, {
    message: 'Props go to a set; the other reactions to everyone',
    path: ['workoutLogSetId'],
  });

type Tx = Prisma.TransactionClient;
type SessionRow = Prisma.TrainingSessionGetPayload<{ include: { members: true } }>;

/** Those of `userIds` who blocked, or were blocked by, any of `others`: one query however many. */
async function blockedAmong(db: Db | Tx, userIds: string[], others: string[]): Promise<Set<string>> {
  if (!userIds.length || !others.length) return new Set();
  const blocks = await db.userBlock.findMany({
    where: {
      OR: [
        { blockerId: { in: userIds }, blockedId: { in: others } },
        { blockerId: { in: others }, blockedId: { in: userIds } },
      ],
    },
    select: { blockerId: true, blockedId: true },
  });
  return new Set(blocks.flatMap((block) => [block.blockerId, block.blockedId]).filter((id) => userIds.includes(id)));
}

const blockedWithAny = async (db: Db | Tx, userId: string, others: string[]) =>
  (
    await blockedAmong(
      db,
      [userId],
      others.filter((other) => other !== userId),
    )
  ).size > 0;

/** A session as the viewer may know it: asked to it or in it, and no block between them and anyone in it (viewSession). */
async function sessionFor(ctx: AppContext, rawId: unknown): Promise<SessionRow> {
  const viewer = requireUser(ctx);
  const snapshot = await readSnapshot(ctx, parseId('trainingSessionId', rawId));
  if (!snapshot) throw notFound('Training session');
  viewSession(snapshot, viewer.userId);
  return snapshot.session;
}

const seatOf = (session: SessionRow, userId: string) => session.members.find((member) => member.userId === userId);

function requireJoined(session: SessionRow, userId: string) {
  if (session.status !== 'OPEN') throw conflict('This session is over');
  if (seatOf(session, userId)?.status !== 'JOINED') throw new AppError('FORBIDDEN', 'Join the session first');
}

/** The member's log in progress, checked to be theirs, or their running one when none is named. */
async function ownRunningLog(tx: Tx | Db, userId: string, workoutLogId: string | undefined) {
  const log = await tx.workoutLog.findFirst({
    where: { userId, status: { in: ['IN_PROGRESS', 'PAUSED'] }, ...(workoutLogId ? { workoutLogId } : {}) },
    orderBy: { startedAt: 'desc' },
    select: { workoutLogId: true, trainingSessionId: true },
  });
  if (workoutLogId && !log)
    throw badInput('workoutLogId: Not a workout of yours in progress', [
      { field: 'workoutLogId', message: 'Not a workout of yours in progress' },
    ]);
  return log;
}

/** The open session the member is in, if any. */
async function openSeat(db: Db | Tx, userId: string) {
  return db.trainingSessionMember.findFirst({
    where: { userId, status: 'JOINED', session: { status: 'OPEN' } },
    select: { trainingSessionId: true },
  });
}

/** The open session a member is in, for a log they start now to be kept in it. */
export async function openSessionOf(db: Db | Tx, userId: string): Promise<string | null> {
  return (await openSeat(db, userId))?.trainingSessionId ?? null;
}

/** Told by the log's writer once a member in a session started a log there. */
export function noteSessionLogStarted(ctx: AppContext, log: { userId: string; trainingSessionId: string | null }) {
  if (log.trainingSessionId) publishSessionEvent(ctx, log.trainingSessionId, { kind: 'MEMBERS', userId: log.userId });
}

async function takeLog(tx: Tx, trainingSessionId: string, log: { workoutLogId: string; trainingSessionId: string | null } | null) {
  if (!log || log.trainingSessionId === trainingSessionId) return;
  await tx.workoutLog.update({ where: { workoutLogId: log.workoutLogId }, data: { trainingSessionId } });
}

/** Starts a session with the member in it, and their workout in progress (the one named, or their running one). */
export async function startSession(ctx: AppContext, rawInput: unknown) {
  const viewer = requireUser(ctx);
  const input = parseInput(startSessionInput, rawInput ?? {});
  const trainingSessionId = await ctx.db.$transaction(async (tx) => {
    if (await openSeat(tx, viewer.userId)) throw conflict('You are already training in a session: leave it first');
    const log = await ownRunningLog(tx, viewer.userId, input.workoutLogId);
    const session = await tx.trainingSession.create({
      data: {
        hostUserId: viewer.userId,
        joinCode: newJoinCode(),
        members: { create: { userId: viewer.userId, status: 'JOINED', joinedAt: new Date() } },
      },
      select: { trainingSessionId: true },
    });
    await takeLog(tx, session.trainingSessionId, log);
    return session.trainingSessionId;
  });
  return getSession(ctx, trainingSessionId);
}

/** Asks buddies into the session: each hears of it in their inbox. Asking again someone who left or declined asks anew. */
export async function inviteToSession(ctx: AppContext, rawId: unknown, rawInput: unknown) {
  const viewer = requireUser(ctx);
  const session = await sessionFor(ctx, rawId);
  requireJoined(session, viewer.userId);
  const input = parseInput(inviteInput, rawInput ?? {});
  const keys = [...new Set(input.userNames.map((name) => name.toLowerCase()))];
  const users = await ctx.db.user.findMany({
    where: { userNameKey: { in: keys }, disabledAt: null },
    select: { userId: true, userNameKey: true },
  });
  const present = session.members.filter((member) => member.status === 'JOINED').map((member) => member.userId);
  const [buddies, blocked] = await Promise.all([
    buddyIdsOf(ctx.db, viewer.userId).then((ids) => new Set(ids)),
    blockedAmong(
      ctx.db,
      users.map((user) => user.userId),
      present,
    ),
  ]);
  const invited: string[] = [];
  for (const key of keys) {
    const user = users.find((candidate) => candidate.userNameKey === key);
    // Someone who is not a buddy, or stands behind a block with anyone here, is as unknown as a name nobody has.
    if (!user || !buddies.has(user.userId) || blocked.has(user.userId))
      throw badInput(`userNames: ${key} is not one of your buddies`, [
        { field: 'userNames', message: `${key} is not one of your buddies` },
      ]);
    const seat = seatOf(session, user.userId);
    if (seat?.status === 'JOINED' || seat?.status === 'INVITED') continue;
    invited.push(user.userId);
  }
  if (session.members.length + invited.filter((id) => !seatOf(session, id)).length > MAX_SESSION_MEMBERS)
    throw conflict(`A session holds at most ${MAX_SESSION_MEMBERS} members`);
  const now = new Date();
  for (const userId of invited)
    await ctx.db.trainingSessionMember.upsert({
      where: { trainingSessionId_userId: { trainingSessionId: session.trainingSessionId, userId } },
      create: { trainingSessionId: session.trainingSessionId, userId, invitedById: viewer.userId, invitedAt: now },
      update: { status: 'INVITED', invitedById: viewer.userId, invitedAt: now, leftAt: null },
    });
  await noteSessionInvites(ctx, session.trainingSessionId, viewer.userId, invited);
  if (invited.length) publishSessionEvent(ctx, session.trainingSessionId, { kind: 'MEMBERS', userId: viewer.userId });
  return getSession(ctx, session.trainingSessionId);
}

/** Joins by invitation or join code, bringing the member's workout in progress (the one named, or their running one). */
export async function joinSession(ctx: AppContext, rawInput: unknown) {
  const viewer = requireUser(ctx);
  const input = parseInput(joinInput, rawInput ?? {});
  const session = await ctx.db.trainingSession.findFirst({
    where: input.joinCode ? { joinCode: input.joinCode } : { trainingSessionId: input.trainingSessionId },
    include: { members: true },
  });
  const seat = session && seatOf(session, viewer.userId);
  const byCode = !!input.joinCode && session?.joinCode === input.joinCode;
  if (!session || (!byCode && !seat)) throw notFound('Training session');
  const present = session.members.filter((member) => member.status === 'JOINED').map((member) => member.userId);
  if (await blockedWithAny(ctx.db, viewer.userId, present)) throw notFound('Training session');
  if (session.status !== 'OPEN') throw conflict('This session is over');
  if (seat?.status === 'JOINED') return getSession(ctx, session.trainingSessionId);
  if (!seat && session.members.length >= MAX_SESSION_MEMBERS) throw conflict(`A session holds at most ${MAX_SESSION_MEMBERS} members`);
  await ctx.db.$transaction(async (tx) => {
    const elsewhere = await openSeat(tx, viewer.userId);
    if (elsewhere && elsewhere.trainingSessionId !== session.trainingSessionId)
      throw conflict('You are already training in another session: leave it first');
    const log = await ownRunningLog(tx, viewer.userId, input.workoutLogId);
    const now = new Date();
    await tx.trainingSessionMember.upsert({
      where: { trainingSessionId_userId: { trainingSessionId: session.trainingSessionId, userId: viewer.userId } },
      create: { trainingSessionId: session.trainingSessionId, userId: viewer.userId, status: 'JOINED', joinedAt: now },
      update: { status: 'JOINED', joinedAt: seat?.joinedAt ?? now, leftAt: null },
    });
    await takeLog(tx, session.trainingSessionId, log);
  });
  publishSessionEvent(ctx, session.trainingSessionId, { kind: 'MEMBERS', userId: viewer.userId });
  return getSession(ctx, session.trainingSessionId);
}

/** Says no to an invitation: the session no longer shows to the member, until asked again. */
export async function declineSession(ctx: AppContext, rawId: unknown) {
  const viewer = requireUser(ctx);
  const session = await sessionFor(ctx, rawId);
  if (seatOf(session, viewer.userId)?.status !== 'INVITED') throw conflict('Only an invitation can be declined');
  await ctx.db.trainingSessionMember.update({
    where: { trainingSessionId_userId: { trainingSessionId: session.trainingSessionId, userId: viewer.userId } },
    data: { status: 'DECLINED' },
  });
  publishSessionEvent(ctx, session.trainingSessionId, { kind: 'MEMBERS', userId: viewer.userId });
  return true;
}

/**
 * The member is done or gone: they leave, keeping their log (finished or not, it stays theirs and in the session's
 * story). The session ends when nobody is left in it.
 */
export async function leaveSession(ctx: AppContext, rawId: unknown) {
  const viewer = requireUser(ctx);
  const session = await sessionFor(ctx, rawId);
  requireJoined(session, viewer.userId);
  await leaveSeat(ctx, session.trainingSessionId, viewer.userId);
  return getSession(ctx, session.trainingSessionId);
}

async function leaveSeat(ctx: AppContext, trainingSessionId: string, userId: string) {
  const ended = await ctx.db.$transaction(async (tx) => {
    const now = new Date();
    const { count } = await tx.trainingSessionMember.updateMany({
      where: { trainingSessionId, userId, status: 'JOINED' },
      data: { status: 'LEFT', leftAt: now },
    });
    if (!count) return null;
    const remaining = await tx.trainingSessionMember.count({ where: { trainingSessionId, status: 'JOINED' } });
    if (remaining) return null;
    const session = await tx.trainingSession.update({ where: { trainingSessionId }, data: { status: 'ENDED', endedAt: now } });
    // Invitations to a session that is over ask nothing any more.
    await tx.trainingSessionMember.updateMany({ where: { trainingSessionId, status: 'INVITED' }, data: { status: 'DECLINED' } });
    // Two or more who trained together make a story for the feed: one item, in each one's and their buddies' feeds.
    const together = await tx.trainingSessionMember.count({ where: { trainingSessionId, joinedAt: { not: null } } });
    if (together < 2) return [];
    return addFeedItems(tx, [
      { actorUserId: session.hostUserId, contentType: 'TRAINING_SESSION', visibility: 'BUDDIES', trainingSessionId, createdAt: now },
    ]);
  });
  publishSessionEvent(ctx, trainingSessionId, { kind: ended ? 'ENDED' : 'MEMBERS', userId });
  if (ended) await publishFeedItems(ctx, ended);
}

/** Told by the log's writer once a log kept in a session finished: its member is done with the session. */
export async function noteSessionLogEnded(ctx: AppContext, log: { userId: string; trainingSessionId: string | null }) {
  if (log.trainingSessionId) await leaveSeat(ctx, log.trainingSessionId, log.userId);
}

/** Told by the log's writer after sets of a log kept in a session were saved, for the others to see them. */
export function noteSessionSets(ctx: AppContext, log: { userId: string; trainingSessionId: string | null }, workoutLogSetIds: string[]) {
  if (log.trainingSessionId && workoutLogSetIds.length)
    publishSessionEvent(ctx, log.trainingSessionId, { kind: 'SETS', userId: log.userId, workoutLogSetIds });
}

/** Props on a set of someone else's, or a quick word to everyone in the session. */
export async function reactInSession(ctx: AppContext, rawId: unknown, rawInput: unknown) {
  const viewer = requireUser(ctx);
  const session = await sessionFor(ctx, rawId);
  requireJoined(session, viewer.userId);
  const input = parseInput(reactionInput, rawInput ?? {});
  const recent = await ctx.db.trainingSessionReaction.count({
    where: { userId: viewer.userId, createdAt: { gte: new Date(Date.now() - 60_000) } },
  });
  if (recent >= REACTIONS_PER_MINUTE) throw new AppError('RATE_LIMITED', 'That is a lot of cheering: give it a minute');
  if (input.workoutLogSetId) {
    const set = await ctx.db.workoutLogSet.findUnique({
      where: { workoutLogSetId: input.workoutLogSetId },
      select: { logExercise: { select: { workoutLog: { select: { userId: true, visibility: true, trainingSessionId: true } } } } },
    });
    const log = set?.logExercise.workoutLog;
    if (!log || log.trainingSessionId !== session.trainingSessionId || !sharesWithSession(log) || log.userId === viewer.userId)
      throw notFound('Set');
  }
  const reaction = await ctx.db.trainingSessionReaction.create({
    data: {
      trainingSessionId: session.trainingSessionId,
      userId: viewer.userId,
      kind: input.kind,
      workoutLogSetId: input.workoutLogSetId ?? null,
    },
  });
  publishSessionEvent(ctx, session.trainingSessionId, {
    kind: 'REACTION',
    userId: viewer.userId,
    trainingSessionReactionId: reaction.trainingSessionReactionId,
  });
  return reactionJson(ctx, reaction.trainingSessionReactionId);
}

export async function reactionJson(ctx: AppContext, trainingSessionReactionId: string) {
  const row = await ctx.db.trainingSessionReaction.findUnique({
    where: { trainingSessionReactionId },
    include: { user: { select: memberSelect } },
  });
  if (!row) return null;
  return {
    trainingSessionReactionId: row.trainingSessionReactionId,
    kind: row.kind as ReactionKind,
    from: memberJson(row.user),
    workoutLogSetId: row.workoutLogSetId,
    createdAt: row.createdAt,
  };
}
export type ReactionJson = NonNullable<Awaited<ReturnType<typeof reactionJson>>>;

/** The viewer's open session and the invitations waiting for their answer. */
export async function mySessions(ctx: AppContext) {
  const viewer = requireUser(ctx);
  const seats = await ctx.db.trainingSessionMember.findMany({
    where: { userId: viewer.userId, status: { in: ['JOINED', 'INVITED'] }, session: { status: 'OPEN' } },
    select: { trainingSessionId: true, status: true },
    orderBy: { invitedAt: 'desc' },
    take: MAX_SESSION_MEMBERS,
  });
  const visible = [];
  for (const seat of seats) {
    try {
      visible.push(await getSession(ctx, seat.trainingSessionId));
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
    }
  }
  return {
    current: visible.find((session) => session.viewerStatus === 'JOINED') ?? null,
    invitations: visible.filter((session) => session.viewerStatus === 'INVITED'),
  };
}

/** What the session is now, whoever looks (state.ts); null for an unknown id. */
export async function readSnapshot(ctx: AppContext, trainingSessionId: string): Promise<SessionSnapshot | null> {
  const session = await ctx.db.trainingSession.findUnique({ where: { trainingSessionId }, include: { members: true } });
  return session ? sessionSnapshot(ctx, session) : null;
}

/** A snapshot as `viewerId` may know it: sessionFor's rule, on the rows the snapshot read. */
export function viewSession(snapshot: SessionSnapshot, viewerId: string) {
  const seat = snapshot.session.members.find((member) => member.userId === viewerId);
  if (!seat || seat.status === 'DECLINED') throw notFound('Training session');
  const present = snapshot.session.members
    .filter((member) => member.status === 'JOINED' && member.userId !== viewerId)
    .map((member) => member.userId);
  if (blockedBetween(snapshot, viewerId, present)) throw notFound('Training session');
  return sessionView(snapshot, viewerId);
}

/** The session as the viewer sees it: each member and, where their log shares it, what they are doing. */
export async function getSession(ctx: AppContext, rawId: unknown) {
  const viewer = requireUser(ctx);
  const snapshot = await readSnapshot(ctx, parseId('trainingSessionId', rawId));
  if (!snapshot) throw notFound('Training session');
  return viewSession(snapshot, viewer.userId);
}
export type SessionJson = ReturnType<typeof viewSession>;
