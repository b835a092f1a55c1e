// A member's page (/u/{userName}): what that member shares with the viewer. Their finished logs the viewer may
// read and their records (workout-logs/visibility.ts), and their published workouts the viewer may open
// (content/visibility.ts). Blocked members do not exist here.
import type { AppContext } from '../../context.js';
import { requireUser } from '../../auth/permissions.js';
import { notFound } from '../../lib/errors.js';
import { parseField, userNameSchema } from '../../lib/validate.js';
import { isPublishedStatus, visibleContent } from '../content/visibility.js';
import { memberJson, memberSelect, notBlockedWith, relationsWith, type BuddyStatus } from '../buddies/service.js';
import { logSummaryJson } from '../workout-logs/json.js';
import { visibleLogs, visibleRecords } from '../workout-logs/visibility.js';
import { PUBLIC_STATUSES } from '../exercises/schemas.js';
import { notOthersOwn } from '../exercises/visibility.js';
import { PROFILE_RECORD_TYPES } from '../../../common/set-metrics.js';

const RECENT = 10;

export async function memberPage(ctx: AppContext, rawUserName: unknown) {
  const viewer = requireUser(ctx);
  const userName = parseField('userName', userNameSchema, rawUserName);
  const member = await ctx.db.user.findFirst({
    where: { userNameKey: userName.toLowerCase(), disabledAt: null, ...notBlockedWith(viewer.userId) },
    select: { ...memberSelect, createdAt: true },
  });
  if (!member) throw notFound('Member');
  const self = member.userId === viewer.userId;
  const status: BuddyStatus | 'SELF' = self
    ? 'SELF'
    : ((await relationsWith(ctx.db, viewer.userId, [member.userId])).get(member.userId) ?? 'NONE');
  // The count is of the same logs the page lists, so a stranger never learns how many private ones there are.
  const sharedLogs = { AND: [{ userId: member.userId, status: 'COMPLETED' }, visibleLogs(viewer)] };
  const [logs, logCount, records, workouts] = await Promise.all([
    ctx.db.workoutLog.findMany({
      where: sharedLogs,
      orderBy: [{ startedAt: 'desc' }, { workoutLogId: 'desc' }],
      take: RECENT,
    }),
    ctx.db.workoutLog.count({ where: sharedLogs }),
    ctx.db.personalRecord.findMany({
      where: {
        AND: [{ userId: member.userId }, visibleRecords(viewer)],
        recordType: { in: [...PROFILE_RECORD_TYPES] },
        exercise: notOthersOwn(viewer),
      },
      orderBy: [{ achievedAt: 'desc' }, { exerciseCode: 'asc' }, { recordType: 'asc' }],
      take: RECENT,
      select: { exerciseCode: true, recordType: true, value: true, achievedAt: true, exercise: { select: { exerciseName: true } } },
    }),
    ctx.db.workout.findMany({
      where: { AND: [{ authorUserId: member.userId, publishedStatusCode: { in: PUBLIC_STATUSES } }, visibleContent(viewer)] },
      orderBy: [{ lastUpdated: 'desc' }, { workoutId: 'desc' }],
      take: 12,
      select: { workoutId: true, workoutTitle: true, exerciseCount: true, estimatedDuration: true, publishedStatusCode: true },
    }),
  ]);
  return {
    member: memberJson(member),
    memberSince: member.createdAt,
    buddyStatus: status,
    completedLogCount: logCount,
    recentLogs: logs.map((log) => logSummaryJson(log)),
    records: records.map((record) => ({
      exerciseCode: record.exerciseCode,
      exerciseName: record.exercise.exerciseName,
      recordType: record.recordType,
      value: record.value,
      achievedAt: record.achievedAt,
    })),
    workouts: workouts.filter((workout) => isPublishedStatus(workout.publishedStatusCode)),
  };
}
