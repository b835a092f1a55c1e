import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../rest/route.js';
import { idSchema } from '../../lib/validate.js';
import {
  declineSession,
  getSession,
  inviteInput,
  inviteToSession,
  joinInput,
  joinSession,
  leaveSession,
  mySessions,
  reactInSession,
  reactionInput,
  startSession,
  startSessionInput,
} from './service.js';

const tags = ['training-sessions'];
const params = z.object({ trainingSessionId: idSchema });

export function registerTrainingSessionRoutes(app: FastifyInstance) {
  route(app, {
    method: 'POST',
    url: '/training-sessions',
    access: 'User',
    summary: 'Starts a session to train together in, with the caller’s workout in progress',
    tags,
    body: startSessionInput,
    status: 201,
    handler: (ctx, { body }) => startSession(ctx, body),
  });
  route(app, {
    method: 'GET',
    url: '/training-sessions/mine',
    access: 'User',
    summary: 'The session the caller is in, and the invitations waiting for their answer',
    tags,
    handler: (ctx) => mySessions(ctx),
  });
  route(app, {
    method: 'POST',
    url: '/training-sessions/join',
    access: 'User',
    summary: 'Joins a session the caller was asked to, or whose join code they hold',
    tags,
    body: joinInput,
    handler: (ctx, { body }) => joinSession(ctx, body),
  });
  route(app, {
    method: 'GET',
    url: '/training-sessions/:trainingSessionId',
    access: 'User',
    summary: 'A session as the caller sees it: its members and what each is doing',
    tags,
    params,
    handler: (ctx, { params }) => getSession(ctx, params.trainingSessionId),
  });
  route(app, {
    method: 'POST',
    url: '/training-sessions/:trainingSessionId/invitations',
    access: 'User',
    summary: 'Asks buddies (by user name) into the session',
    tags,
    params,
    body: inviteInput,
    handler: (ctx, { params, body }) => inviteToSession(ctx, params.trainingSessionId, body),
  });
  route(app, {
    method: 'POST',
    url: '/training-sessions/:trainingSessionId/decline',
    access: 'User',
    summary: 'Declines an invitation to the session',
    tags,
    params,
    handler: async (ctx, { params }) => ({ declined: await declineSession(ctx, params.trainingSessionId) }),
  });
  route(app, {
    method: 'POST',
    url: '/training-sessions/:trainingSessionId/leave',
    access: 'User',
    summary: 'Leaves the session (the caller’s log stays theirs); the last one out ends it',
    tags,
    params,
    handler: (ctx, { params }) => leaveSession(ctx, params.trainingSessionId),
  });
  route(app, {
    method: 'POST',
    url: '/training-sessions/:trainingSessionId/reactions',
    access: 'User',
    summary: 'Props to a set, or a quick word to everyone in the session',
    tags,
    params,
    body: reactionInput,
    status: 201,
    handler: (ctx, { params, body }) => reactInSession(ctx, params.trainingSessionId, body),
  });
}
