import { builder } from '../../graphql/builder.js';
import { MemberType } from '../buddies/graphql.js';
import { RecordTypeEnum, WorkoutLogType } from '../workout-logs/graphql.js';
import type { RecordType } from '../../../common/set-metrics.js';
import { memberPage } from './service.js';

type Page = Awaited<ReturnType<typeof memberPage>>;

const RelationEnum = builder.enumType('MemberRelation', {
  values: ['SELF', 'NONE', 'BUDDIES', 'REQUEST_SENT', 'REQUEST_RECEIVED'] as const,
});

const MemberRecordType = builder.objectRef<Page['records'][number]>('MemberRecord').implement({
  fields: (t) => ({
    exerciseCode: t.exposeString('exerciseCode'),
    exerciseName: t.exposeString('exerciseName'),
    recordType: t.field({ type: RecordTypeEnum, resolve: (record) => record.recordType as RecordType }),
    value: t.exposeFloat('value'),
    achievedAt: t.expose('achievedAt', { type: 'DateTime' }),
  }),
});

const MemberWorkoutType = builder.objectRef<Page['workouts'][number]>('MemberWorkout').implement({
  fields: (t) => ({
    workoutId: t.exposeID('workoutId'),
    workoutTitle: t.exposeString('workoutTitle'),
    exerciseCount: t.exposeInt('exerciseCount'),
    estimatedDuration: t.exposeInt('estimatedDuration'),
  }),
});

const MemberPageType = builder.objectRef<Page>('MemberPage').implement({
  fields: (t) => ({
    member: t.field({ type: MemberType, resolve: (page) => page.member }),
    memberSince: t.expose('memberSince', { type: 'DateTime' }),
    relation: t.field({ type: RelationEnum, resolve: (page) => page.buddyStatus }),
    completedLogCount: t.exposeInt('completedLogCount'),
    recentLogs: t.field({ type: [WorkoutLogType], resolve: (page) => page.recentLogs }),
    records: t.field({ type: [MemberRecordType], description: 'Shown to the member and their buddies.', resolve: (page) => page.records }),
    workouts: t.field({ type: [MemberWorkoutType], resolve: (page) => page.workouts }),
  }),
});

builder.queryFields((t) => ({
  memberPage: t.field({
    type: MemberPageType,
    authScopes: { user: true },
    args: { userName: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => memberPage(ctx, args.userName),
  }),
}));
