import { builder } from '../../graphql/builder.js';
import { createDoc, getDoc, updateDoc } from './service.js';

export const DocType = builder.prismaObject('Doc', {
  authScopes: { public: true },
  fields: (t) => ({
    documentId: t.exposeID('documentId'),
    title: t.exposeString('title'),
    content: t.exposeString('content', { description: 'Markdown.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.queryFields((t) => ({
  doc: t.prismaField({
    type: DocType,
    authScopes: { public: true },
    args: { documentId: t.arg.id({ required: true }) },
    resolve: (query, _root, args, ctx) => getDoc(ctx, String(args.documentId), query),
  }),
}));

const CreateDocInput = builder.inputType('CreateDocInput', {
  fields: (t) => ({
    documentId: t.string({ required: true }),
    title: t.string({ required: true }),
    content: t.string({ required: true }),
  }),
});

const UpdateDocInput = builder.inputType('UpdateDocInput', {
  fields: (t) => ({
    title: t.string({ required: false }),
    content: t.string({ required: false }),
  }),
});

builder.mutationFields((t) => ({
  createDoc: t.prismaField({
    type: DocType,
    authScopes: { admin: true },
    errors: {},
    args: { input: t.arg({ type: CreateDocInput, required: true }) },
    resolve: (query, _root, args, ctx) => createDoc(ctx, args.input, query),
  }),
  updateDoc: t.prismaField({
    type: DocType,
    authScopes: { admin: true },
    errors: {},
    args: { documentId: t.arg.id({ required: true }), input: t.arg({ type: UpdateDocInput, required: true }) },
    resolve: (query, _root, args, ctx) => updateDoc(ctx, String(args.documentId), args.input, query),
  }),
}));
