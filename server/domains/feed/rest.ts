import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../rest/route.js';
import { pageJson, withItems } from '../../lib/pagination.js';
import { idSchema } from '../../lib/validate.js';
import {
  addComment,
  commentInput,
  commentsQuery,
  deleteComment,
  deleteFeedItem,
  feedQuery,
  getFeedItem,
  giveProps,
  listComments,
  listFeed,
  postInput,
  postToFeed,
  resolvedFeedItem,
} from './service.js';

const tags = ['feed'];
const itemParams = z.object({ feedItemId: idSchema });

export function registerFeedRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/feed',
    access: 'User',
    summary: 'The Homies feed: the caller’s and their buddies’ items, newest first',
    tags,
    query: feedQuery,
    handler: async (ctx, { query }) => {
      const page = await listFeed(ctx, query);
      return pageJson(withItems(page, await Promise.all(page.items.map(resolvedFeedItem))), (item) => item);
    },
  });
  route(app, {
    method: 'POST',
    url: '/feed',
    access: 'User',
    summary: 'Posts a MESSAGE to buddies (or an administrator’s UPDATE to everyone)',
    tags,
    body: postInput,
    status: 201,
    handler: async (ctx, { body }) => resolvedFeedItem(await postToFeed(ctx, body)),
  });
  route(app, {
    method: 'GET',
    url: '/feed/:feedItemId',
    access: 'User',
    summary: 'One feed item',
    tags,
    params: itemParams,
    handler: async (ctx, { params }) => resolvedFeedItem(await getFeedItem(ctx, params.feedItemId)),
  });
  route(app, {
    method: 'DELETE',
    url: '/feed/:feedItemId',
    access: 'User',
    summary: 'Deletes one of the caller’s items',
    tags,
    params: itemParams,
    handler: (ctx, { params }) => deleteFeedItem(ctx, params.feedItemId),
  });
  route(app, {
    method: 'PUT',
    url: '/feed/:feedItemId/props',
    access: 'User',
    summary: 'Gives props (a like) to an item; giving twice counts once',
    tags,
    params: itemParams,
    handler: async (ctx, { params }) => resolvedFeedItem(await giveProps(ctx, params.feedItemId, true)),
  });
  route(app, {
    method: 'DELETE',
    url: '/feed/:feedItemId/props',
    access: 'User',
    summary: 'Takes props back',
    tags,
    params: itemParams,
    handler: async (ctx, { params }) => resolvedFeedItem(await giveProps(ctx, params.feedItemId, false)),
  });
  route(app, {
    method: 'GET',
    url: '/feed/:feedItemId/comments',
    access: 'User',
    summary: 'An item’s comments, oldest first',
    tags,
    params: itemParams,
    query: commentsQuery,
    handler: async (ctx, { params, query }) =>
      pageJson(await listComments(ctx, params.feedItemId, query), (comment) => comment, { withTotal: true }),
  });
  route(app, {
    method: 'POST',
    url: '/feed/:feedItemId/comments',
    access: 'User',
    summary: 'Comments on an item',
    tags,
    params: itemParams,
    body: commentInput,
    status: 201,
    handler: (ctx, { params, body }) => addComment(ctx, params.feedItemId, body),
  });
  route(app, {
    method: 'DELETE',
    url: '/feed/:feedItemId/comments/:feedCommentId',
    access: 'User',
    summary: 'Deletes a comment (its author, the item’s author or an administrator)',
    tags,
    params: z.object({ feedItemId: idSchema, feedCommentId: idSchema }),
    handler: (ctx, { params }) => deleteComment(ctx, params.feedItemId, params.feedCommentId),
  });
}
