import { builder } from '../../graphql/builder.js';
import { AppError } from '../../lib/errors.js';
import { IMAGE_DEVICE_WIDTHS, srcSetOf, thumbnailUrlOf } from '../../media/variants.js';
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
    thumbnailUrl: t.string({
      nullable: true,
      description: 'A WebP preview at most 320 px wide or high; null for videos and vector images.',
      select: { fileUrl: true, fileFormat: true },
      resolve: (asset) => thumbnailUrlOf(asset),
    }),
    srcSet: t.string({
      nullable: true,
      description: `The picture at each device width below its own (${IMAGE_DEVICE_WIDTHS.join(', ')}) and the original, as an img srcset.`,
      select: { fileUrl: true, fileFormat: true, width: true },
      resolve: (asset) => srcSetOf(asset),
    }),
    description: t.exposeString('description', { nullable: true }),
  }),
});

/** Yoga's File comes from its own fetch implementation, so it is recognised by shape rather than by class. */
function isUploadedFile(value: unknown): value is File {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as File).name === 'string' &&
    typeof (value as File).type === 'string' &&
    typeof (value as File).arrayBuffer === 'function'
  );
}

const NOT_A_FILE = 'Send the file in a multipart request (the GraphQL multipart request spec)';

// GraphQL multipart requests (the graphql-multipart-request spec, handled by yoga) deliver uploads as Files; any other
// value (a string in JSON variables, a literal) is refused while the variables are read, as bad input.
const FileScalar = builder.scalarType('File', {
  serialize: () => {
    throw new Error('File is an input-only scalar');
  },
  parseValue: (value) => {
    if (!isUploadedFile(value)) throw new AppError('BAD_USER_INPUT', NOT_A_FILE);
    return value;
  },
  parseLiteral: () => {
    throw new AppError('BAD_USER_INPUT', NOT_A_FILE);
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
