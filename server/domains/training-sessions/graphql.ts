import { Repeater } from 'graphql-yoga';
import { builder } from '../../graphql/builder.js';
import type { AppContext } from '../../context.js';
import { requireUser } from '../../auth/permissions.js';
import { notFound } from '../../lib/errors.js';
import { MemberType } from '../buddies/graphql.js';
import { FeedItemType } from '../feed/graphql.js';
import { LoggedValueType } from '../workout-logs/graphql.js';
import type { SessionEvent } from './events.js';
import {
  declineSession,
  getSession,
  inviteToSession,
  joinSession,
  leaveSession,
  mySessions,
  reactInSession,
  reactionJson,
  readSnapshot,
  REACTION_KINDS,
  SESSION_MEMBER_STATUSES,
  SESSION_STATUSES,
  startSession,
  viewSession,
  type ReactionJson,
  type SessionJson,
} from './service.js';
import { sharedSet, type SessionSetJson, type SessionSnapshot } from './state.js';
import type { SessionFeedCard } from './feed-card.js';

const SessionStatusEnum = builder.enumType('TrainingSessionStatus', { values: SESSION_STATUSES });
const SeatStatusEnum = builder.enumType('TrainingSessionMemberStatus', { values: SESSION_MEMBER_STATUSES });
const ReactionKindEnum = builder.enumType('TrainingSessionReactionKind', {
  values: REACTION_KINDS,
  description: 'PROPS to a set; STRONG (💪), ONE_MORE ("one more!") and FORM ("form?") to everyone.',
});

type MemberState = SessionJson['members'][number];

const SessionSetType = builder.objectRef<SessionSetJson>('TrainingSessionSet').implement({
  description: 'A set ticked in the session, as its members see it.',
  fields: (t) => ({
    workoutLogSetId: t.exposeID('workoutLogSetId'),
    exerciseCode: t.exposeString('exerciseCode'),
    exerciseName: t.exposeString('exerciseName'),
    setType: t.exposeString('setType'),
    rpe: t.exposeFloat('rpe', { nullable: true }),
    completedAt: t.expose('completedAt', { type: 'DateTime', nullable: true }),
    values: t.field({ type: [LoggedValueType], resolve: (set) => set.values }),
    records: t.exposeStringList('records', { description: 'The record types this set holds for its log.' }),
    bestBefore: t.exposeFloat('bestBefore', {
      nullable: true,
      description: 'The member’s best estimated one-rep max of the exercise before this workout, in kg.',
    }),
    restEndsAt: t.expose('restEndsAt', { type: 'DateTime', nullable: true, description: 'When the rest after this set is up.' }),
  }),
});

const SessionExerciseType = builder
  .objectRef<NonNullable<NonNullable<MemberState['log']>['currentExercise']>>('TrainingSessionExercise')
  .implement({
    fields: (t) => ({
      exerciseCode: t.exposeString('exerciseCode'),
      exerciseName: t.exposeString('exerciseName'),
      completedSets: t.exposeInt('completedSets'),
      totalSets: t.exposeInt('totalSets'),
    }),
  });

const SessionLogType = builder.objectRef<NonNullable<MemberState['log']>>('TrainingSessionLog').implement({
  fields: (t) => ({
    workoutLogId: t.exposeID('workoutLogId'),
    title: t.exposeString('title'),
    status: t.exposeString('status'),
    visibility: t.exposeString('visibility'),
    startedAt: t.expose('startedAt', { type: 'DateTime' }),
    endedAt: t.expose('endedAt', { type: 'DateTime', nullable: true }),
    activeSeconds: t.exposeInt('activeSeconds'),
    setCount: t.exposeInt('setCount'),
    totalVolume: t.exposeFloat('totalVolume'),
    personalRecordCount: t.exposeInt('personalRecordCount'),
    currentExercise: t.field({
      type: SessionExerciseType,
      nullable: true,
      description: 'Where the member is: the exercise of the set they ticked last, or the first with sets left.',
      resolve: (log) => log.currentExercise,
    }),
  }),
});

const SessionMemberType = builder.objectRef<MemberState>('TrainingSessionMember').implement({
  fields: (t) => ({
    member: t.field({ type: MemberType, resolve: (state) => state.member }),
    status: t.field({ type: SeatStatusEnum, resolve: (state) => state.status }),
    isHost: t.exposeBoolean('isHost'),
    isViewer: t.exposeBoolean('isViewer'),
    joinedAt: t.expose('joinedAt', { type: 'DateTime', nullable: true }),
    leftAt: t.expose('leftAt', { type: 'DateTime', nullable: true }),
    sharesLog: t.exposeBoolean('sharesLog', { description: 'False for a PRIVATE log: only that its member is here is shared.' }),
    log: t.field({ type: SessionLogType, nullable: true, resolve: (state) => state.log }),
    lastSet: t.field({ type: SessionSetType, nullable: true, resolve: (state) => state.lastSet }),
  }),
});

export const TrainingSessionType = builder.objectRef<SessionJson>('TrainingSession').implement({
  description: 'Buddies training together, each logging on their own phone.',
  fields: (t) => ({
    trainingSessionId: t.exposeID('trainingSessionId'),
    status: t.field({ type: SessionStatusEnum, resolve: (session) => session.status }),
    startedAt: t.expose('startedAt', { type: 'DateTime' }),
    endedAt: t.expose('endedAt', { type: 'DateTime', nullable: true }),
    host: t.field({ type: MemberType, resolve: (session) => session.host }),
    viewerStatus: t.field({ type: SeatStatusEnum, resolve: (session) => session.viewerStatus }),
    joinCode: t.exposeString('joinCode', { nullable: true, description: 'The join link’s code: shown to members in the session.' }),
    members: t.field({ type: [SessionMemberType], resolve: (session) => session.members }),
  }),
});

const ReactionType = builder.objectRef<ReactionJson>('TrainingSessionReaction').implement({
  fields: (t) => ({
    trainingSessionReactionId: t.exposeID('trainingSessionReactionId'),
    kind: t.field({ type: ReactionKindEnum, resolve: (reaction) => reaction.kind }),
    from: t.field({ type: MemberType, resolve: (reaction) => reaction.from }),
    workoutLogSetId: t.exposeString('workoutLogSetId', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const MySessionsType = builder.objectRef<Awaited<ReturnType<typeof mySessions>>>('MyTrainingSessions').implement({
  fields: (t) => ({
    current: t.field({ type: TrainingSessionType, nullable: true, resolve: (mine) => mine.current }),
    invitations: t.field({ type: [TrainingSessionType], resolve: (mine) => mine.invitations }),
  }),
});

const SessionEventKindEnum = builder.enumType('TrainingSessionEventKind', {
  values: ['OPENED', 'MEMBERS', 'SETS', 'REACTION', 'ENDED'] as const,
});

interface SessionUpdate {
  kind: 'OPENED' | SessionEvent['kind'];
  userId: string | null;
  session: SessionJson;
  sets: SessionSetJson[];
  reaction: ReactionJson | null;
}

const SessionUpdateType = builder.objectRef<SessionUpdate>('TrainingSessionUpdate').implement({
  description: 'The session as it is now, and what moved it: the sets just ticked, a reaction (none in the first update).',
  fields: (t) => ({
    kind: t.field({ type: SessionEventKindEnum, resolve: (update) => update.kind }),
    userId: t.exposeString('userId', { nullable: true, description: 'Who moved it.' }),
    session: t.field({ type: TrainingSessionType, resolve: (update) => update.session }),
    sets: t.field({ type: [SessionSetType], resolve: (update) => update.sets }),
    reaction: t.field({ type: ReactionType, nullable: true, resolve: (update) => update.reaction }),
  }),
});

/**
 * The session as an update found it, read once for every subscriber on this instance: they are handed the same event
 * object, and each sees the snapshot through their own eyes (viewSession). A set's save then costs one read of the
 * session per instance, not one per member listening (bench "Together").
 */
const snapshots = new WeakMap<SessionEvent, Promise<SessionSnapshot | null>>();
function snapshotAt(ctx: AppContext, trainingSessionId: string, event: SessionEvent | null) {
  if (!event) return readSnapshot(ctx, trainingSessionId);
  let snapshot = snapshots.get(event);
  if (!snapshot) snapshots.set(event, (snapshot = readSnapshot(ctx, trainingSessionId)));
  return snapshot;
}

/** The session's update for one subscriber: what they may see of it now, and of what moved it. */
async function updateFor(ctx: AppContext, trainingSessionId: string, event: SessionEvent | null): Promise<SessionUpdate> {
  const viewer = requireUser(ctx);
  const snapshot = await snapshotAt(ctx, trainingSessionId, event);
  if (!snapshot) throw notFound('Training session');
  const session = viewSession(snapshot, viewer.userId);
  const update: SessionUpdate = { kind: event?.kind ?? 'OPENED', userId: event?.userId ?? null, session, sets: [], reaction: null };
  if (event?.kind === 'SETS') {
    const author = session.members.find((member) => member.member.userId === event.userId);
    if (author?.sharesLog)
      for (const id of event.workoutLogSetIds) {
        // Usually the set just ticked is the member's last, which the session's state has read already.
        if (author.lastSet?.workoutLogSetId === id) {
          update.sets.push(author.lastSet);
          continue;
        }
        const shared = await sharedSet(ctx, trainingSessionId, id);
        if (shared?.userId === event.userId) update.sets.push(shared.set);
      }
  }
  if (event?.kind === 'REACTION' && session.members.some((member) => member.member.userId === event.userId))
    update.reaction = await reactionJson(ctx, event.trainingSessionReactionId);
  return update;
}

/**
 * A session's channel for one member, after an update of its own. Checked before listening (an unknown session, or
 * one a block hides, refuses the subscription) and again on every event: a member blocked since hears no more.
 */
function sessionEvents(ctx: AppContext, trainingSessionId: string) {
  return new Repeater<SessionUpdate>(async (push, stop) => {
    const source = ctx.feedEvents.pubsub.subscribe('together', trainingSessionId);
    void stop.then(() => source.return?.());
    try {
      await push(await updateFor(ctx, trainingSessionId, null));
      for await (const event of source) {
        // A member's own sets are on their own screen already: reading the session again for them is work for nothing.
        if (event.kind === 'SETS' && event.userId === ctx.viewer?.userId) continue;
        try {
          await push(await updateFor(ctx, trainingSessionId, event));
        } catch {
          break;
        }
      }
    } finally {
      stop();
    }
  });
}

const FeedSessionMemberType = builder.objectRef<SessionFeedCard['members'][number]>('FeedTrainingSessionMember').implement({
  fields: (t) => ({
    member: t.field({ type: MemberType, resolve: (entry) => entry.member }),
    workoutLogId: t.exposeString('workoutLogId', { nullable: true, description: 'Their log, where you may read it.' }),
    setCount: t.exposeInt('setCount', { nullable: true }),
    personalRecordCount: t.exposeInt('personalRecordCount', { nullable: true }),
  }),
});

const FeedSessionType = builder.objectRef<SessionFeedCard>('FeedTrainingSession').implement({
  description: 'Who trained together, for how long, and what they did, as far as you may see each one’s log.',
  fields: (t) => ({
    trainingSessionId: t.exposeID('trainingSessionId'),
    startedAt: t.expose('startedAt', { type: 'DateTime' }),
    endedAt: t.expose('endedAt', { type: 'DateTime', nullable: true }),
    durationSeconds: t.exposeInt('durationSeconds'),
    setCount: t.exposeInt('setCount'),
    personalRecordCount: t.exposeInt('personalRecordCount'),
    members: t.field({ type: [FeedSessionMemberType], resolve: (card) => card.members }),
  }),
});

builder.objectFields(FeedItemType, (t) => ({
  trainingSessionId: t.exposeString('trainingSessionId', { nullable: true }),
  trainingSession: t.field({
    type: FeedSessionType,
    nullable: true,
    description: 'For TRAINING_SESSION: the session the members trained together in.',
    resolve: (item) => item.trainingSession(),
  }),
}));

builder.queryFields((t) => ({
  trainingSession: t.field({
    type: TrainingSessionType,
    authScopes: { user: true },
    errors: {},
    args: { trainingSessionId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => getSession(ctx, args.trainingSessionId),
  }),
  myTrainingSessions: t.field({
    type: MySessionsType,
    authScopes: { user: true },
    description: 'The session you are in, and the invitations waiting for your answer.',
    resolve: (_root, _args, ctx) => mySessions(ctx),
  }),
}));

builder.mutationFields((t) => ({
  startTrainingSession: t.field({
    type: TrainingSessionType,
    authScopes: { user: true },
    errors: {},
    args: { workoutLogId: t.arg.id({ required: false }) },
    resolve: (_root, args, ctx) => startSession(ctx, { workoutLogId: args.workoutLogId ?? undefined }),
  }),
  inviteToTrainingSession: t.field({
    type: TrainingSessionType,
    authScopes: { user: true },
    errors: {},
    args: { trainingSessionId: t.arg.id({ required: true }), userNames: t.arg.stringList({ required: true }) },
    resolve: (_root, args, ctx) => inviteToSession(ctx, args.trainingSessionId, { userNames: args.userNames }),
  }),
  joinTrainingSession: t.field({
    type: TrainingSessionType,
    authScopes: { user: true },
    errors: {},
    args: {
      trainingSessionId: t.arg.id({ required: false }),
      joinCode: t.arg.string({ required: false }),
      workoutLogId: t.arg.id({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      joinSession(ctx, {
        trainingSessionId: args.trainingSessionId ?? undefined,
        joinCode: args.joinCode ?? undefined,
        workoutLogId: args.workoutLogId ?? undefined,
      }),
  }),
  declineTrainingSession: t.boolean({
    authScopes: { user: true },
    errors: {},
    args: { trainingSessionId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => declineSession(ctx, args.trainingSessionId),
  }),
  leaveTrainingSession: t.field({
    type: TrainingSessionType,
    authScopes: { user: true },
    errors: {},
    args: { trainingSessionId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => leaveSession(ctx, args.trainingSessionId),
  }),
  reactInTrainingSession: t.field({
    type: ReactionType,
    authScopes: { user: true },
    errors: {},
    args: {
      trainingSessionId: t.arg.id({ required: true }),
      kind: t.arg({ type: ReactionKindEnum, required: true }),
      workoutLogSetId: t.arg.id({ required: false }),
    },
    resolve: async (_root, args, ctx) =>
      (await reactInSession(ctx, args.trainingSessionId, { kind: args.kind, workoutLogSetId: args.workoutLogSetId ?? undefined }))!,
  }),
}));

builder.subscriptionFields((t) => ({
  trainingSessionUpdated: t.field({
    type: SessionUpdateType,
    authScopes: { user: true },
    description: 'A session as it moves: the state on opening, then again with every set, member and reaction.',
    args: { trainingSessionId: t.arg.id({ required: true }) },
    subscribe: async (_root, args, ctx) => {
      // Refused at once when the viewer may not see it, rather than as an empty stream.
      await getSession(ctx, args.trainingSessionId);
      return sessionEvents(ctx, String(args.trainingSessionId));
    },
    resolve: (update: SessionUpdate) => update,
  }),
}));
