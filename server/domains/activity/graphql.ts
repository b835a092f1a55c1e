import { builder } from '../../graphql/builder.js';
import { connectionOf, pageArgsOf } from '../../graphql/connections.js';
import type { AppContext } from '../../context.js';
import { requireUser } from '../../auth/permissions.js';
import { ACTIVITY_KINDS } from '../../../common/activity.js';
import { BuddyStatusEnum, MemberType } from '../buddies/graphql.js';
import {
  getActivity,
  inboxBadge,
  listActivities,
  markActivitiesSeen,
  markActivityRead,
  markAllActivitiesRead,
  type ActivityJson,
} from './service.js';
import { deletePushSubscription, savePushSubscription, webPushKey } from './push.js';

const ActivityKindEnum = builder.enumType('ActivityKind', { values: ACTIVITY_KINDS });

export const ActivityType = builder.objectRef<ActivityJson>('Activity').implement({
  description: 'Something the member hears of in their inbox: a buddy request or acceptance, props, a comment, a buddy’s records.',
  fields: (t) => ({
    activityId: t.exposeID('activityId'),
    kind: t.field({ type: ActivityKindEnum, resolve: (activity) => activity.kind }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    seenAt: t.expose('seenAt', { type: 'DateTime', nullable: true }),
    readAt: t.expose('readAt', { type: 'DateTime', nullable: true }),
    actor: t.field({ type: MemberType, resolve: (activity) => activity.actor }),
    buddyStatus: t.field({
      type: BuddyStatusEnum,
      description: 'How you stand with the actor now: a request shows its answer buttons while it waits.',
      resolve: (activity) => activity.buddyStatus,
    }),
    buddyshipId: t.exposeString('buddyshipId', { nullable: true }),
    feedItemId: t.exposeString('feedItemId', { nullable: true }),
    feedItemContentType: t.exposeString('feedItemContentType', { nullable: true }),
    workoutLogId: t.exposeString('workoutLogId', { nullable: true }),
    workoutLogTitle: t.exposeString('workoutLogTitle', { nullable: true }),
    workoutId: t.exposeString('workoutId', { nullable: true }),
    programId: t.exposeString('programId', { nullable: true }),
    commentBody: t.exposeString('commentBody', { nullable: true }),
    recordCount: t.exposeInt('recordCount', { nullable: true }),
    trainingSessionId: t.exposeString('trainingSessionId', {
      nullable: true,
      description: 'The training session a SESSION_INVITE asks to.',
    }),
  }),
});

const InboxBadgeType = builder.objectRef<Awaited<ReturnType<typeof inboxBadge>>>('InboxBadge').implement({
  description: 'The bell’s and the sidebar’s numbers, each counted up to 100.',
  fields: (t) => ({
    unseenCount: t.exposeInt('unseenCount', { description: 'Items that came since the inbox was last opened.' }),
    buddyRequestCount: t.exposeInt('buddyRequestCount', { description: 'Buddy requests waiting for your answer.' }),
  }),
});

const WebPushKeyType = builder.objectRef<{ publicKey: string }>('WebPushKey').implement({
  fields: (t) => ({
    publicKey: t.exposeString('publicKey', { description: 'The VAPID public key, base64url: the applicationServerKey.' }),
  }),
});

const PushSubscriptionType = builder.objectRef<Awaited<ReturnType<typeof savePushSubscription>>>('PushSubscription').implement({
  fields: (t) => ({
    pushSubscriptionId: t.exposeID('pushSubscriptionId'),
    endpoint: t.exposeString('endpoint'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const PushKeysInput = builder.inputType('PushSubscriptionKeysInput', {
  fields: (t) => ({ p256dh: t.string({ required: true }), auth: t.string({ required: true }) }),
});
const PushSubscriptionInput = builder.inputType('PushSubscriptionInput', {
  description: 'A browser’s PushSubscription.toJSON().',
  fields: (t) => ({
    endpoint: t.string({ required: true }),
    expirationTime: t.float({ required: false }),
    keys: t.field({ type: PushKeysInput, required: true }),
  }),
});

builder.queryFields((t) => ({
  activities: t.connection({
    type: ActivityType,
    authScopes: { user: true },
    description: 'Your inbox, newest first.',
    resolve: async (_root, args, ctx) => connectionOf(await listActivities(ctx, pageArgsOf(args))),
  }),
  inboxBadge: t.field({ type: InboxBadgeType, authScopes: { user: true }, resolve: (_root, _args, ctx) => inboxBadge(ctx) }),
  webPushKey: t.field({ type: WebPushKeyType, authScopes: { user: true }, resolve: (_root, _args, ctx) => webPushKey(ctx) }),
}));

builder.mutationFields((t) => ({
  markActivitiesSeen: t.field({
    type: InboxBadgeType,
    authScopes: { user: true },
    description: 'The inbox was opened: its items stop counting on the bell.',
    resolve: (_root, _args, ctx) => markActivitiesSeen(ctx),
  }),
  markAllActivitiesRead: t.field({
    type: InboxBadgeType,
    authScopes: { user: true },
    resolve: (_root, _args, ctx) => markAllActivitiesRead(ctx),
  }),
  markActivityRead: t.field({
    type: ActivityType,
    authScopes: { user: true },
    args: { activityId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => markActivityRead(ctx, args.activityId),
  }),
  savePushSubscription: t.field({
    type: PushSubscriptionType,
    authScopes: { user: true },
    description: 'Sends your inbox to this browser as pushes too.',
    args: { subscription: t.arg({ type: PushSubscriptionInput, required: true }) },
    resolve: (_root, args, ctx) => savePushSubscription(ctx, args.subscription),
  }),
  deletePushSubscription: t.boolean({
    authScopes: { user: true },
    args: { endpoint: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await deletePushSubscription(ctx, args);
      return true;
    },
  }),
}));

const InboxUpdateType = builder
  .objectRef<{ badge: Awaited<ReturnType<typeof inboxBadge>>; activity: ActivityJson | null }>('InboxUpdate')
  .implement({
    description: 'The bell’s numbers as they are now, and the item that moved them (none in the first update).',
    fields: (t) => ({
      badge: t.field({ type: InboxBadgeType, resolve: (update) => update.badge }),
      activity: t.field({ type: ActivityType, nullable: true, resolve: (update) => update.activity }),
    }),
  });

/**
 * The member's activity channel, after one update of its own. Listening starts first (a channel listens from its
 * first read), so an item that comes while the subscription opens is counted in that first update or arrives after
 * it, never lost between the two. Closing it closes the channel at once, even while it waits.
 */
function inboxEvents(ctx: AppContext): AsyncIterableIterator<{ activityId: string | null }> {
  const source = ctx.feedEvents.pubsub.subscribe('activity', requireUser(ctx).userId)[Symbol.asyncIterator]();
  let waiting: Promise<IteratorResult<{ activityId: string | null }>> | null = source.next();
  let opened = false;
  const events: AsyncIterableIterator<{ activityId: string | null }> = {
    [Symbol.asyncIterator]: () => events,
    next: async () => {
      if (!opened) {
        opened = true;
        return { value: { activityId: null }, done: false };
      }
      const next = waiting ?? source.next();
      waiting = null;
      return next;
    },
    return: async () => {
      await source.return?.();
      return { value: undefined, done: true };
    },
  };
  return events;
}

builder.subscriptionFields((t) => ({
  inboxUpdated: t.field({
    type: InboxUpdateType,
    authScopes: { user: true },
    description: 'Your inbox as it changes: the numbers on opening, then again with each new item.',
    subscribe: (_root, _args, ctx) => inboxEvents(ctx),
    resolve: async (event: { activityId: string | null }, _args, ctx) => ({
      badge: await inboxBadge(ctx),
      activity: event.activityId ? await getActivity(ctx, event.activityId) : null,
    }),
  }),
}));
