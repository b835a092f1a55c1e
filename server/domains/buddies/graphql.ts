import { builder } from '../../graphql/builder.js';
import {
  acceptBuddyRequest,
  blockMember,
  BUDDY_STATUSES,
  declineBuddyRequest,
  listBlocked,
  listBuddies,
  memberPhotoUrl,
  removeBuddy,
  searchMembers,
  sendBuddyRequest,
  unblockMember,
  type BuddyStatus,
  type MemberJson,
} from './service.js';

export const BuddyStatusEnum = builder.enumType('BuddyStatus', { values: BUDDY_STATUSES });

export const MemberType = builder.objectRef<MemberJson>('Member').implement({
  description: 'How a member appears to other members.',
  fields: (t) => ({
    userId: t.exposeID('userId'),
    userName: t.exposeString('userName'),
    displayName: t.exposeString('displayName', { nullable: true }),
    creatorProfileId: t.exposeString('creatorProfileId', { nullable: true }),
    profilePhotoUrl: t.string({ nullable: true, resolve: memberPhotoUrl }),
  }),
});

type Entry = Awaited<ReturnType<typeof listBuddies>>['buddies'][number];
const BuddyEntryType = builder.objectRef<Entry>('BuddyEntry').implement({
  fields: (t) => ({
    buddyshipId: t.exposeID('buddyshipId'),
    since: t.expose('since', { type: 'DateTime' }),
    member: t.field({ type: MemberType, resolve: (entry) => entry.member }),
  }),
});

const BuddyListType = builder.objectRef<Awaited<ReturnType<typeof listBuddies>>>('BuddyList').implement({
  fields: (t) => ({
    buddies: t.field({ type: [BuddyEntryType], resolve: (list) => list.buddies }),
    incoming: t.field({ type: [BuddyEntryType], description: 'Requests waiting for your answer.', resolve: (list) => list.incoming }),
    outgoing: t.field({ type: [BuddyEntryType], description: 'Your requests not answered yet.', resolve: (list) => list.outgoing }),
  }),
});

type Buddyship = Awaited<ReturnType<typeof sendBuddyRequest>>;
const BuddyshipType = builder.objectRef<Buddyship>('Buddyship').implement({
  fields: (t) => ({
    buddyshipId: t.exposeID('buddyshipId'),
    status: t.field({ type: BuddyStatusEnum, resolve: (row) => row.status }),
    since: t.expose('since', { type: 'DateTime' }),
    member: t.field({ type: MemberType, resolve: (row) => row.member }),
  }),
});

const MemberResultType = builder.objectRef<{ member: MemberJson; buddyStatus: BuddyStatus }>('MemberSearchResult').implement({
  fields: (t) => ({
    member: t.field({ type: MemberType, resolve: (row) => row.member }),
    buddyStatus: t.field({ type: BuddyStatusEnum, resolve: (row) => row.buddyStatus }),
  }),
});

const BlockedType = builder.objectRef<Awaited<ReturnType<typeof listBlocked>>[number]>('BlockedMember').implement({
  fields: (t) => ({
    member: t.field({ type: MemberType, resolve: (row) => row.member }),
    blockedAt: t.expose('blockedAt', { type: 'DateTime' }),
  }),
});

builder.queryFields((t) => ({
  buddies: t.field({ type: BuddyListType, authScopes: { user: true }, resolve: (_root, _args, ctx) => listBuddies(ctx) }),
  searchMembers: t.field({
    type: [MemberResultType],
    authScopes: { user: true },
    args: { q: t.arg.string({ required: true }), limit: t.arg.int({ required: false }) },
    resolve: (_root, args, ctx) => searchMembers(ctx, { q: args.q, limit: args.limit ?? undefined }),
  }),
  blockedMembers: t.field({ type: [BlockedType], authScopes: { user: true }, resolve: (_root, _args, ctx) => listBlocked(ctx) }),
}));

builder.mutationFields((t) => ({
  sendBuddyRequest: t.field({
    type: BuddyshipType,
    authScopes: { user: true },
    errors: {},
    args: { userName: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => sendBuddyRequest(ctx, args),
  }),
  acceptBuddyRequest: t.field({
    type: BuddyshipType,
    authScopes: { user: true },
    errors: {},
    args: { buddyshipId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => acceptBuddyRequest(ctx, args.buddyshipId),
  }),
  declineBuddyRequest: t.boolean({
    authScopes: { user: true },
    errors: {},
    args: { buddyshipId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await declineBuddyRequest(ctx, args.buddyshipId);
      return true;
    },
  }),
  removeBuddy: t.boolean({
    authScopes: { user: true },
    errors: {},
    args: { userId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await removeBuddy(ctx, args.userId);
      return true;
    },
  }),
  blockMember: t.boolean({
    authScopes: { user: true },
    errors: {},
    args: { userName: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await blockMember(ctx, args);
      return true;
    },
  }),
  unblockMember: t.boolean({
    authScopes: { user: true },
    errors: {},
    args: { userId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await unblockMember(ctx, args.userId);
      return true;
    },
  }),
}));
