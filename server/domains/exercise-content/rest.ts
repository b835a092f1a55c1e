import type { FastifyInstance } from 'fastify';
import type { Prisma } from '../../db/generated/sqlite/client.ts';
import { route } from '../../rest/route.js';
import { pageJson } from '../../lib/pagination.js';
import { mediaJson } from '../media/json.js';
import {
  createExerciseVideoInput,
  exerciseCodeParams,
  exerciseCreatorParams,
  exerciseInstructionParams,
  exerciseInstructionsQuery,
  exerciseVideoParams,
  exerciseVideosQuery,
  updateExerciseVideoInput,
  upsertExerciseInstructionInput,
} from './schemas.js';
import * as service from './service.js';

const tags = ['exercise-content'];

/** The byline shown with a video or an instruction. */
const creatorSelect = {
  select: { creatorProfileId: true, fullName: true, displayName: true, userName: true, isVerified: true, profilePhoto: true },
} satisfies Prisma.CreatorProfileDefaultArgs;
type CreatorRow = Prisma.CreatorProfileGetPayload<typeof creatorSelect>;

const creatorJson = (profile: CreatorRow) => ({
  creatorProfileId: profile.creatorProfileId,
  fullName: profile.fullName,
  displayName: profile.displayName,
  userName: profile.userName,
  profilePhoto: mediaJson(profile.profilePhoto),
  isVerified: profile.isVerified,
});

const videoInclude = { videoAsset: true, thumbnail: true, creatorProfile: creatorSelect } satisfies Prisma.ExerciseVideoInclude;
type VideoRow = Prisma.ExerciseVideoGetPayload<{ include: typeof videoInclude }>;

export const exerciseVideoJson = (video: VideoRow) => ({
  exerciseVideoId: video.exerciseVideoId,
  exerciseCode: video.exerciseCode,
  creatorProfileId: video.creatorProfileId,
  title: video.title,
  videoUrl: video.videoUrl,
  videoAsset: mediaJson(video.videoAsset),
  thumbnail: mediaJson(video.thumbnail),
  sortOrder: video.sortOrder,
  createdAt: video.createdAt.toISOString(),
  updatedAt: video.updatedAt.toISOString(),
  creatorProfile: creatorJson(video.creatorProfile),
});

const instructionInclude = { creatorProfile: creatorSelect } satisfies Prisma.ExerciseInstructionInclude;
type InstructionRow = Prisma.ExerciseInstructionGetPayload<{ include: typeof instructionInclude }>;

export const exerciseInstructionJson = (instruction: InstructionRow & { isFallback?: boolean }) => ({
  exerciseCode: instruction.exerciseCode,
  localeCode: instruction.localeCode,
  creatorProfileId: instruction.creatorProfileId,
  steps: service.textList(instruction.steps),
  tips: service.textList(instruction.tips),
  commonMistakes: service.textList(instruction.commonMistakes),
  updatedAt: instruction.updatedAt.toISOString(),
  creatorProfile: creatorJson(instruction.creatorProfile),
  isFallback: instruction.isFallback ?? false,
});

export function registerExerciseContentRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/exercises/:exerciseCode/videos',
    access: 'Anon',
    summary: "An exercise's videos: pinned and verified creators first, then each creator's order; one page at a time",
    tags,
    params: exerciseCodeParams,
    query: exerciseVideosQuery,
    handler: async (ctx, { params, query }) =>
      pageJson(await service.listExerciseVideos(ctx, params.exerciseCode, query, { include: videoInclude }), (row) =>
        exerciseVideoJson(row as VideoRow),
      ),
  });
  route(app, {
    method: 'POST',
    url: '/exercises/:exerciseCode/videos/:creatorProfileId',
    access: 'User',
    summary: 'Add a video by this creator: an https address or an uploaded video (owner of the creator profile or administrator)',
    tags,
    params: exerciseCreatorParams,
    body: createExerciseVideoInput,
    status: 201,
    handler: async (ctx, { params, body }) =>
      exerciseVideoJson(
        (await service.createExerciseVideo(ctx, params.exerciseCode, params.creatorProfileId, body, { include: videoInclude })) as VideoRow,
      ),
  });
  route(app, {
    method: 'PUT',
    url: '/exercises/:exerciseCode/videos/:creatorProfileId/:exerciseVideoId',
    access: 'User',
    summary: 'Change a video (owner of the creator profile or administrator)',
    tags,
    params: exerciseVideoParams,
    body: updateExerciseVideoInput,
    handler: async (ctx, { params, body }) =>
      exerciseVideoJson(
        (await service.updateExerciseVideo(ctx, params.exerciseCode, params.creatorProfileId, params.exerciseVideoId, body, {
          include: videoInclude,
        })) as VideoRow,
      ),
  });
  route(app, {
    method: 'DELETE',
    url: '/exercises/:exerciseCode/videos/:creatorProfileId/:exerciseVideoId',
    access: 'User',
    summary: 'Delete a video (owner of the creator profile or administrator)',
    tags,
    params: exerciseVideoParams,
    handler: (ctx, { params }) => service.deleteExerciseVideo(ctx, params.exerciseCode, params.creatorProfileId, params.exerciseVideoId),
  });
  route(app, {
    method: 'GET',
    url: '/exercises/:exerciseCode/instructions',
    access: 'Anon',
    summary: "An exercise's instructions; a locale without any falls back to en-US (isFallback); one page at a time",
    tags,
    params: exerciseCodeParams,
    query: exerciseInstructionsQuery,
    handler: async (ctx, { params, query }) =>
      pageJson(await service.listExerciseInstructions(ctx, params.exerciseCode, query, { include: instructionInclude }), (row) =>
        exerciseInstructionJson(row as unknown as InstructionRow & { isFallback: boolean }),
      ),
  });
  route(app, {
    method: 'GET',
    url: '/exercises/:exerciseCode/instructions/:localeCode/:creatorProfileId',
    access: 'Anon',
    summary: "One creator's instruction in one locale (no fallback)",
    tags,
    params: exerciseInstructionParams,
    handler: async (ctx, { params }) =>
      exerciseInstructionJson(
        (await service.getExerciseInstruction(ctx, params.exerciseCode, params.localeCode, params.creatorProfileId, {
          include: instructionInclude,
        })) as InstructionRow,
      ),
  });
  route(app, {
    method: 'PUT',
    url: '/exercises/:exerciseCode/instructions/:localeCode/:creatorProfileId',
    access: 'User',
    summary: "Write one creator's instruction in one locale, creating it when new (owner of the creator profile or administrator)",
    tags,
    params: exerciseInstructionParams,
    body: upsertExerciseInstructionInput,
    handler: async (ctx, { params, body }) =>
      exerciseInstructionJson(
        (await service.upsertExerciseInstruction(ctx, params.exerciseCode, params.localeCode, params.creatorProfileId, body, {
          include: instructionInclude,
        })) as InstructionRow,
      ),
  });
  route(app, {
    method: 'DELETE',
    url: '/exercises/:exerciseCode/instructions/:localeCode/:creatorProfileId',
    access: 'User',
    summary: "Delete one creator's instruction in one locale (owner of the creator profile or administrator)",
    tags,
    params: exerciseInstructionParams,
    handler: (ctx, { params }) => service.deleteExerciseInstruction(ctx, params.exerciseCode, params.localeCode, params.creatorProfileId),
  });
}
