// What a session's feed item shows a reader: who trained together, for how long, and their sets and records, with
// each member's log linked only where the reader may read it (canReadLog): a PRIVATE log, or one the reader may not
// see, adds its member's name and nothing else.
import type { AppContext } from '../../context.js';
import { memberJson, memberSelect } from '../buddies/service.js';
import { canReadLog } from '../workout-logs/visibility.js';

export async function sessionFeedCard(ctx: AppContext, trainingSessionId: string) {
  const session = await ctx.db.trainingSession.findUnique({
    where: { trainingSessionId },
    select: {
      startedAt: true,
      endedAt: true,
      members: {
        where: { joinedAt: { not: null } },
        orderBy: { joinedAt: 'asc' },
        select: { userId: true, user: { select: memberSelect } },
      },
      workoutLogs: {
        select: { workoutLogId: true, userId: true, status: true, visibility: true, setCount: true, personalRecordCount: true },
      },
    },
  });
  if (!session) return null;
  const members = await Promise.all(
    session.members.map(async ({ userId, user }) => {
      const log = session.workoutLogs.find((candidate) => candidate.userId === userId && candidate.status === 'COMPLETED');
      const readable = !!log && (await canReadLog(ctx, log));
      return {
        member: memberJson(user),
        workoutLogId: readable ? log.workoutLogId : null,
        setCount: readable ? log.setCount : null,
        personalRecordCount: readable ? log.personalRecordCount : null,
      };
    }),
  );
  const end = session.endedAt ?? new Date();
  return {
    trainingSessionId,
    startedAt: session.startedAt,
    endedAt: session.endedAt,
    durationSeconds: Math.max(0, Math.round((end.getTime() - session.startedAt.getTime()) / 1000)),
    // The totals of what the reader may see: a hidden log's numbers are not theirs to add up.
    setCount: members.reduce((sum, member) => sum + (member.setCount ?? 0), 0),
    personalRecordCount: members.reduce((sum, member) => sum + (member.personalRecordCount ?? 0), 0),
    members,
  };
}
export type SessionFeedCard = NonNullable<Awaited<ReturnType<typeof sessionFeedCard>>>;
