import { builder } from '../../graphql/builder.js';
import { connectionOf, nodeSelection, pageArgsOf } from '../../graphql/connections.js';
import { listFeedback, submitFeedback } from './service.js';

const FeedbackType = builder.prismaNode('Feedback', {
  id: { field: 'feedbackId' },
  authScopes: { admin: true },
  fields: (t) => ({
    feedbackId: t.exposeString('feedbackId'),
    username: t.exposeString('username'),
    email: t.exposeString('email'),
    feedback: t.exposeString('feedback'),
    isAnonymous: t.exposeBoolean('isAnonymous'),
    userAgent: t.exposeString('userAgent'),
    webhookStatus: t.exposeInt('webhookStatus', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const FeedbackReceipt = builder.objectRef<{ feedbackId: string; createdAt: Date }>('FeedbackReceipt').implement({
  description: 'What the sender learns: that the feedback arrived.',
  fields: (t) => ({ feedbackId: t.exposeString('feedbackId'), createdAt: t.expose('createdAt', { type: 'DateTime' }) }),
});

builder.queryFields((t) => ({
  feedback: t.connection(
    {
      type: FeedbackType,
      description: 'Feedback received, newest first.',
      authScopes: { admin: true },
      resolve: async (_root, args, ctx, info) => connectionOf(await listFeedback(ctx, pageArgsOf(args), nodeSelection(ctx, info))),
    },
    { fields: (c) => ({ totalCount: c.int({ resolve: (connection) => connection.totalCount() }) }) },
  ),
}));

const SubmitFeedbackInput = builder.inputType('SubmitFeedbackInput', {
  fields: (t) => ({
    feedback: t.string({ required: true }),
    isAnonymous: t.boolean({ required: false }),
    userAgent: t.string({ required: false }),
  }),
});

builder.mutationFields((t) => ({
  submitFeedback: t.field({
    type: FeedbackReceipt,
    authScopes: { public: true },
    errors: {},
    args: { input: t.arg({ type: SubmitFeedbackInput, required: true }) },
    resolve: (_root, args, ctx) => submitFeedback(ctx, args.input),
  }),
}));
