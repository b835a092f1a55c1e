import { builder } from '../../graphql/builder.js';
import { connectionOf, nodeSelection, pageArgsOf } from '../../graphql/connections.js';
import {
  createExerciseVideo,
  deleteExerciseInstruction,
  deleteExerciseVideo,
  getExerciseInstruction,
  listExerciseInstructions,
  listExerciseVideos,
  textList,
  updateExerciseVideo,
  upsertExerciseInstruction,
} from './service.js';

export const ExerciseVideoType = builder.prismaObject('ExerciseVideo', {
  description: "A creator's video of an exercise: an external https address or an uploaded video.",
  authScopes: { public: true },
  fields: (t) => ({
    exerciseVideoId: t.exposeID('exerciseVideoId'),
    exerciseCode: t.exposeString('exerciseCode'),
    creatorProfileId: t.exposeString('creatorProfileId'),
    title: t.exposeString('title', { nullable: true }),
    videoUrl: t.exposeString('videoUrl', { description: 'The external address, or the fileUrl of the uploaded video.' }),
    videoAsset: t.relation('videoAsset', { nullable: true, description: 'The uploaded video, when there is one.' }),
    thumbnail: t.relation('thumbnail', { nullable: true }),
    sortOrder: t.exposeInt('sortOrder'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    creatorProfile: t.relation('creatorProfile'),
  }),
});

export const ExerciseInstructionType = builder.prismaObject('ExerciseInstruction', {
  description: 'How to perform an exercise, written by one creator in one locale.',
  authScopes: { public: true },
  fields: (t) => ({
    exerciseCode: t.exposeString('exerciseCode'),
    localeCode: t.exposeString('localeCode'),
    creatorProfileId: t.exposeString('creatorProfileId'),
    steps: t.field({ type: ['String'], resolve: (instruction) => textList(instruction.steps) }),
    tips: t.field({ type: ['String'], resolve: (instruction) => textList(instruction.tips) }),
    commonMistakes: t.field({ type: ['String'], resolve: (instruction) => textList(instruction.commonMistakes) }),
    isFallback: t.boolean({
      description:
        'True when exerciseInstructions was asked for a locale the exercise has no instruction in, and this en-US ' +
        'instruction stands in for it ("shown in English"). False everywhere else.',
      resolve: (instruction) => (instruction as { isFallback?: boolean }).isFallback ?? false,
    }),
    locale: t.relation('locale'),
    creatorProfile: t.relation('creatorProfile'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.queryFields((t) => ({
  exerciseVideos: t.connection({
    type: ExerciseVideoType,
    description: "An exercise's videos: pinned and verified creators first, then each creator's order.",
    authScopes: { public: true },
    args: {
      exerciseCode: t.arg.string({ required: true }),
      creatorProfileId: t.arg.string({ required: false, description: "Only this creator's videos." }),
    },
    resolve: async (_root, args, ctx, info) =>
      connectionOf(
        await listExerciseVideos(
          ctx,
          args.exerciseCode,
          { creatorProfileId: args.creatorProfileId, ...pageArgsOf(args) },
          nodeSelection(ctx, info),
        ),
      ),
  }),
  exerciseInstructions: t.connection({
    type: ExerciseInstructionType,
    description: "An exercise's instructions. With a localeCode the exercise has none in, the en-US ones come back with isFallback.",
    authScopes: { public: true },
    args: {
      exerciseCode: t.arg.string({ required: true }),
      localeCode: t.arg.string({ required: false }),
      creatorProfileId: t.arg.string({ required: false, description: "Only this creator's instructions." }),
    },
    resolve: async (_root, args, ctx, info) =>
      connectionOf(
        await listExerciseInstructions(
          ctx,
          args.exerciseCode,
          { localeCode: args.localeCode, creatorProfileId: args.creatorProfileId, ...pageArgsOf(args) },
          nodeSelection(ctx, info),
        ),
      ),
  }),
  exerciseInstruction: t.prismaField({
    type: ExerciseInstructionType,
    description: "One creator's instruction in one locale (no fallback).",
    authScopes: { public: true },
    args: {
      exerciseCode: t.arg.string({ required: true }),
      localeCode: t.arg.string({ required: true }),
      creatorProfileId: t.arg.string({ required: true }),
    },
    resolve: (query, _root, args, ctx) => getExerciseInstruction(ctx, args.exerciseCode, args.localeCode, args.creatorProfileId, query),
  }),
}));

/** Creating and changing a video take the same fields; only what a missing field means differs. */
const exerciseVideoInput = (name: string, description: string) =>
  builder.inputType(name, {
    description,
    fields: (t) => ({
      title: t.string({ required: false }),
      videoUrl: t.string({ required: false }),
      videoAssetId: t.string({ required: false }),
      thumbnailId: t.string({ required: false }),
      sortOrder: t.int({ required: false }),
    }),
  });

const CreateExerciseVideoInput = exerciseVideoInput(
  'CreateExerciseVideoInput',
  'Give videoUrl (an https address) or videoAssetId (an uploaded video), not both.',
);
const UpdateExerciseVideoInput = exerciseVideoInput(
  'UpdateExerciseVideoInput',
  'A new videoUrl or videoAssetId replaces the video source; fields left out stay as they are.',
);

const UpsertExerciseInstructionInput = builder.inputType('UpsertExerciseInstructionInput', {
  description: 'The whole instruction: 1 to 20 steps, up to 20 tips and common mistakes, each at most 500 characters.',
  fields: (t) => ({
    steps: t.stringList({ required: true }),
    tips: t.stringList({ required: false }),
    commonMistakes: t.stringList({ required: false }),
  }),
});

/** Which creator's content of which exercise a mutation touches. */
const creatorContentArgs = builder.args((t) => ({
  exerciseCode: t.string({ required: true }),
  creatorProfileId: t.string({ required: true }),
}));
const videoArgs = builder.args((t) => ({ ...creatorContentArgs, exerciseVideoId: t.id({ required: true }) }));
const instructionArgs = builder.args((t) => ({ ...creatorContentArgs, localeCode: t.string({ required: true }) }));

builder.mutationFields((t) => ({
  createExerciseVideo: t.prismaField({
    type: ExerciseVideoType,
    description: 'Owner of the creator profile or administrator.',
    authScopes: { user: true },
    errors: {},
    args: { ...creatorContentArgs, input: t.arg({ type: CreateExerciseVideoInput, required: true }) },
    resolve: (query, _root, args, ctx) => createExerciseVideo(ctx, args.exerciseCode, args.creatorProfileId, args.input, query),
  }),
  updateExerciseVideo: t.prismaField({
    type: ExerciseVideoType,
    description: 'Owner of the creator profile or administrator.',
    authScopes: { user: true },
    errors: {},
    args: { ...videoArgs, input: t.arg({ type: UpdateExerciseVideoInput, required: true }) },
    resolve: (query, _root, args, ctx) =>
      updateExerciseVideo(ctx, args.exerciseCode, args.creatorProfileId, String(args.exerciseVideoId), args.input, query),
  }),
  deleteExerciseVideo: t.boolean({
    description: 'Owner of the creator profile or administrator.',
    authScopes: { user: true },
    errors: {},
    args: videoArgs,
    resolve: async (_root, args, ctx) => {
      await deleteExerciseVideo(ctx, args.exerciseCode, args.creatorProfileId, String(args.exerciseVideoId));
      return true;
    },
  }),
  upsertExerciseInstruction: t.prismaField({
    type: ExerciseInstructionType,
    description: 'Owner of the creator profile or administrator. The locale must exist.',
    authScopes: { user: true },
    errors: {},
    args: { ...instructionArgs, input: t.arg({ type: UpsertExerciseInstructionInput, required: true }) },
    resolve: (query, _root, args, ctx) =>
      upsertExerciseInstruction(ctx, args.exerciseCode, args.localeCode, args.creatorProfileId, args.input, query),
  }),
  deleteExerciseInstruction: t.boolean({
    description: 'Owner of the creator profile or administrator.',
    authScopes: { user: true },
    errors: {},
    args: instructionArgs,
    resolve: async (_root, args, ctx) => {
      await deleteExerciseInstruction(ctx, args.exerciseCode, args.localeCode, args.creatorProfileId);
      return true;
    },
  }),
}));
