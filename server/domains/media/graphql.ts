import { builder } from '../../graphql/builder.js';
import { getMedia, uploadMedia } from './service.js';

export const MediaAssetType = builder.prismaObject('MediaAsset', {
  description: 'An uploaded file. Images carry a thumbHash placeholder.',
  authScopes: { public: true },
  fields: (t) => ({
    mediaAssetId: t.exposeID('mediaAssetId'),
    fileName: t.exposeString('fileName'),
    filePath: t.exposeString('filePath'),
    fileUrl: t.exposeString('fileUrl'),
    fileFormat: t.exposeString('fileFormat'),
    fileSize: t.exposeInt('fileSize'),
    width: t.exposeInt('width', { nullable: true }),
    height: t.exposeInt('height', { nullable: true }),
    thumbHash: t.exposeString('thumbHash', { nullable: true }),
    description: t.exposeString('description', { nullable: true }),
  }),
});

// GraphQL multipart requests (the graphql-multipart-request spec, handled by yoga) deliver uploads as Files.
const FileScalar = builder.scalarType('File', {
  serialize: () => {
    throw new Error('File is an input-only scalar');
  },
});

builder.queryFields((t) => ({
  mediaAsset: t.prismaField({
    type: MediaAssetType,
    authScopes: { public: true },
    args: { mediaAssetId: t.arg.id({ required: true }) },
    resolve: (query, _root, args, ctx) => getMedia(ctx, String(args.mediaAssetId), query),
  }),
}));

builder.mutationFields((t) => ({
  uploadMediaAsset: t.prismaField({
    type: MediaAssetType,
    authScopes: { user: true },
    errors: {},
    args: { file: t.arg({ type: FileScalar, required: true }), description: t.arg.string({ required: false }) },
    resolve: async (query, _root, args, ctx) => {
      const file = args.file;
      return uploadMedia(
        ctx,
        {
          fileName: file.name,
          mimeType: file.type,
          data: Buffer.from(await file.arrayBuffer()),
          description: args.description ?? undefined,
        },
        query,
      );
    },
  }),
}));
