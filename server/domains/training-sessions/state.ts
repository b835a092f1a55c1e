// What a session looks like to one of its members: everyone asked or in, and for each log the session may see
// (sharesWithSession) where its member is: the exercise, the last set ticked with their best before it, the rest
// timer running. A PRIVATE log shows only that its member is in the session.
import type { AppContext } from '../../context.js';
import type { Prisma } from '../../db/generated/sqlite/client.ts';
import { memberJson, memberSelect } from '../buddies/service.js';
import { sharesWithSession } from '../workout-logs/visibility.js';
import { activeSecondsOf } from '../workout-logs/act.js';

type SessionRow = Prisma.TrainingSessionGetPayload<{ include: { members: true } }>;

const logSelect = {
  workoutLogId: true,
  userId: true,
  title: true,
  status: true,
  visibility: true,
  startedAt: true,
  endedAt: true,
  activeSeconds: true,
  activeSince: true,
  setCount: true,
  totalVolume: true,
  personalRecordCount: true,
  trainingSessionId: true,
  exercises: {
    orderBy: { position: 'asc' },
    select: {
      workoutLogExerciseId: true,
      exerciseCode: true,
      restSeconds: true,
      completedSetCount: true,
      exercise: { select: { exerciseName: true } },
      _count: { select: { sets: true } },
    },
  },
} as const satisfies Prisma.WorkoutLogSelect;
type LogRow = Prisma.WorkoutLogGetPayload<{ select: typeof logSelect }>;

const setSelect = {
  workoutLogSetId: true,
  setType: true,
  rpe: true,
  restSeconds: true,
  completedAt: true,
  records: true,
  values: { select: { measurementCode: true, value: true }, orderBy: { measurementCode: 'asc' } },
  logExercise: {
    select: { workoutLogExerciseId: true, exerciseCode: true, restSeconds: true, exercise: { select: { exerciseName: true } } },
  },
} as const satisfies Prisma.WorkoutLogSetSelect;
type SetRow = Prisma.WorkoutLogSetGetPayload<{ select: typeof setSelect }>;

/** The member's best estimated one-rep max of the exercise before this log (the log's own sets left out). */
async function bestBefore(ctx: AppContext, log: LogRow, exerciseCode: string): Promise<number | null> {
  const record = await ctx.db.personalRecord.findUnique({
    where: { userId_exerciseCode_recordType_qualifier: { userId: log.userId, exerciseCode, recordType: 'ESTIMATED_1RM', qualifier: '' } },
    select: { value: true, valueBefore: true, workoutLogSet: { select: { logExercise: { select: { workoutLogId: true } } } } },
  });
  if (!record) return null;
  return record.workoutLogSet?.logExercise.workoutLogId === log.workoutLogId ? record.valueBefore : record.value;
}

/** A set as the session sees it, with the exercise it belongs to. */
export async function sessionSetJson(ctx: AppContext, log: LogRow, set: SetRow) {
  const rest = set.restSeconds ?? set.logExercise.restSeconds;
  return {
    workoutLogSetId: set.workoutLogSetId,
    exerciseCode: set.logExercise.exerciseCode,
    exerciseName: set.logExercise.exercise.exerciseName,
    setType: set.setType,
    rpe: set.rpe,
    completedAt: set.completedAt,
    values: set.values,
    records: set.records ? set.records.split(',') : [],
    bestBefore: await bestBefore(ctx, log, set.logExercise.exerciseCode),
    restEndsAt: rest && set.completedAt && log.status === 'IN_PROGRESS' ? new Date(set.completedAt.getTime() + rest * 1000) : null,
  };
}
export type SessionSetJson = Awaited<ReturnType<typeof sessionSetJson>>;

async function lastSet(ctx: AppContext, workoutLogId: string) {
  return ctx.db.workoutLogSet.findFirst({
    where: { logExercise: { workoutLogId }, completedAt: { not: null } },
    orderBy: [{ completedAt: 'desc' }, { position: 'desc' }],
    select: setSelect,
  });
}

function logJson(log: LogRow, last: SetRow | null) {
  // Where the member is: the exercise of the set they ticked last, or the first with sets left to do.
  const current =
    log.exercises.find((exercise) => exercise.workoutLogExerciseId === last?.logExercise.workoutLogExerciseId) ??
    log.exercises.find((exercise) => exercise.completedSetCount < exercise._count.sets) ??
    null;
  return {
    workoutLogId: log.workoutLogId,
    title: log.title,
    status: log.status,
    visibility: log.visibility,
    startedAt: log.startedAt,
    endedAt: log.endedAt,
    activeSeconds: activeSecondsOf(log),
    setCount: log.setCount,
    totalVolume: log.totalVolume,
    personalRecordCount: log.personalRecordCount,
    currentExercise: current
      ? {
          exerciseCode: current.exerciseCode,
          exerciseName: current.exercise.exerciseName,
          completedSets: current.completedSetCount,
          totalSets: current._count.sets,
        }
      : null,
  };
}

/**
 * What the session is, whoever looks: its members, their logs and last sets, and the blocks between them. Read once
 * per update on an instance and shared by its subscribers (graphql.ts), each of whom sees it through sessionView.
 */
export async function sessionSnapshot(ctx: AppContext, session: SessionRow) {
  const userIds = session.members.filter((member) => member.status !== 'DECLINED').map((member) => member.userId);
  const [users, logs, blocks] = await Promise.all([
    ctx.db.user.findMany({ where: { userId: { in: userIds } }, select: memberSelect }),
    ctx.db.workoutLog.findMany({
      where: { trainingSessionId: session.trainingSessionId, userId: { in: userIds } },
      orderBy: { startedAt: 'desc' },
      select: logSelect,
    }),
    ctx.db.userBlock.findMany({
      where: {
        blockerId: { in: session.members.map((member) => member.userId) },
        blockedId: { in: session.members.map((member) => member.userId) },
      },
      select: { blockerId: true, blockedId: true },
    }),
  ]);
  const seats = await Promise.all(
    session.members
      .filter((member) => member.status !== 'DECLINED')
      .map(async (seat) => {
        const log = logs.find((candidate) => candidate.userId === seat.userId) ?? null;
        const last = log ? await lastSet(ctx, log.workoutLogId) : null;
        return {
          seat,
          user: users.find((candidate) => candidate.userId === seat.userId)!,
          log,
          logJson: log ? logJson(log, last) : null,
          lastSet: log && last ? await sessionSetJson(ctx, log, last) : null,
        };
      }),
  );
  return { session, seats, blocks };
}
export type SessionSnapshot = Awaited<ReturnType<typeof sessionSnapshot>>;

/** Whether a block stands between `viewerId` and any of `others`. */
export const blockedBetween = (snapshot: SessionSnapshot, viewerId: string, others: readonly string[]) =>
  snapshot.blocks.some(
    (block) =>
      (block.blockerId === viewerId && others.includes(block.blockedId)) ||
      (block.blockedId === viewerId && others.includes(block.blockerId)),
  );

/** The session as `viewerId` sees it: members a block stands between are not there, a log shows as it shares. */
export function sessionView(snapshot: SessionSnapshot, viewerId: string) {
  const { session } = snapshot;
  const seats = snapshot.seats.filter(
    (entry) => entry.seat.userId === viewerId || !blockedBetween(snapshot, viewerId, [entry.seat.userId]),
  );
  const members = seats.map(({ seat, user, log, logJson: logState, lastSet: last }) => {
    const shares = !!log && (seat.userId === viewerId || sharesWithSession(log));
    return {
      member: memberJson(user),
      status: seat.status as 'INVITED' | 'JOINED' | 'LEFT',
      isHost: seat.userId === session.hostUserId,
      isViewer: seat.userId === viewerId,
      joinedAt: seat.joinedAt,
      leftAt: seat.leftAt,
      sharesLog: shares,
      log: shares ? logState : null,
      lastSet: shares ? last : null,
    };
  });
  const viewerSeat = session.members.find((member) => member.userId === viewerId);
  const joined = viewerSeat?.status === 'JOINED';
  const host = seats.find((entry) => entry.seat.userId === session.hostUserId) ?? seats[0]!;
  return {
    trainingSessionId: session.trainingSessionId,
    status: session.status as 'OPEN' | 'ENDED',
    startedAt: session.startedAt,
    endedAt: session.endedAt,
    host: memberJson(host.user),
    viewerStatus: (viewerSeat?.status ?? 'INVITED') as 'INVITED' | 'JOINED' | 'LEFT' | 'DECLINED',
    // The code lets anyone in: only those in the session hold it to pass on.
    joinCode: joined && session.status === 'OPEN' ? session.joinCode : null,
    members,
  };
}

/** A set just saved in the session's log, with its member: the caller checks the viewer may see that member's log. */
export async function sharedSet(ctx: AppContext, trainingSessionId: string, workoutLogSetId: string) {
  const set = await ctx.db.workoutLogSet.findUnique({
    where: { workoutLogSetId },
    select: { ...setSelect, logExercise: { select: { ...setSelect.logExercise.select, workoutLog: { select: logSelect } } } },
  });
  const log = set?.logExercise.workoutLog;
  if (!set || log?.trainingSessionId !== trainingSessionId) return null;
  return { userId: log.userId, set: await sessionSetJson(ctx, log, set) };
}
