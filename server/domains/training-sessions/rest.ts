import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../rest/route.js';
import { idSchema } from '../../lib/validate.js';
import { memberOut } from '../buddies/service.js';
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
  type ReactionJson,
  type SessionJson,
} from './service.js';

const tags = ['training-sessions'];
const params = z.object({ trainingSessionId: idSchema });

/** A session as the GraphQL TrainingSession type shows it: members' photos as one address each. */
const sessionOut = (session: SessionJson) => ({
  ...session,
  host: memberOut(session.host),
  members: session.members.map((state) => ({ ...state, member: memberOut(state.member) })),
});
const reactionOut = (reaction: ReactionJson | null) => reaction && { ...reaction, from: memberOut(reaction.from) };

export function registerTrainingSessionRoutes(app: FastifyInstance) {
  route(app, {
    method: 'POST',
    url: '/training-sessions',
    access: 'User',
    summary: 'Starts a session to train together in, with the caller’s workout in progress',
    tags,
    body: startSessionInput,
    status: 201,
    handler: async (ctx, { body }) => sessionOut(await startSession(ctx, body)),
  });
  route(app, {
    method: 'GET',
    url: '/training-sessions/mine',
    access: 'User',
    summary: 'The session the caller is in, and the invitations waiting for their answer',
    tags,
    handler: async (ctx) => {
      const mine = await mySessions(ctx);
      return { current: mine.current && sessionOut(mine.current), invitations: mine.invitations.map(sessionOut) };
    },
  });
  route(app, {
    method: 'POST',
    url: '/training-sessions/join',
    access: 'User',
    summary: 'Joins a session the caller was asked to, or whose join code they hold',
    tags,
    body: joinInput,
    handler: async (ctx, { body }) => sessionOut(await joinSession(ctx, body)),
  });
  route(app, {
    method: 'GET',
    url: '/training-sessions/:trainingSessionId',
    access: 'User',
    summary: 'A session as the caller sees it: its members and what each is doing',
    tags,
    params,
    handler: async (ctx, { params }) => sessionOut(await getSession(ctx, params.trainingSessionId)),
  });
  route(app, {
    method: 'POST',
    url: '/training-sessions/:trainingSessionId/invitations',
    access: 'User',
    summary: 'Asks buddies (by user name) into the session',
    tags,
    params,
    body: inviteInput,
    handler: async (ctx, { params, body }) => sessionOut(await inviteToSession(ctx, params.trainingSessionId, body)),
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
    handler: async (ctx, { params }) => sessionOut(await leaveSession(ctx, params.trainingSessionId)),
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
    handler: async (ctx, { params, body }) => reactionOut(await reactInSession(ctx, params.trainingSessionId, body)),
  });
}
