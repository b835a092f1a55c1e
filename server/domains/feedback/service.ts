import type { AppContext } from '../../context.js';
import { requireAdmin } from '../../auth/permissions.js';
import { limitClient } from '../../auth/rate-limit.js';
import { AppError } from '../../lib/errors.js';
import { keyedBy, paginate } from '../../lib/pagination.js';
import { withKey, type Selection } from '../../lib/query.js';
import { parseInput } from '../../lib/validate.js';
import { feedbackListQuery, submitFeedbackInput } from './schemas.js';

/** The automation webhook's payload, exactly as spec §3 names it. */
export interface FeedbackPayload {
  type: 'UserFeedback';
  username: string;
  email: string;
  timestamp: string;
  additionalData: { feedback: string; isAnonymous: boolean; userAgent: string };
}

const WEBHOOK_TIMEOUT_MS = 10_000;

async function postToWebhook(ctx: AppContext, url: string, payload: FeedbackPayload): Promise<number | null> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    if (!response.ok)
      ctx.log.warn({ status: response.status, body: await response.text().catch(() => '') }, 'feedback webhook refused the payload');
    return response.status;
  } catch (error) {
    ctx.log.warn({ err: error }, 'feedback webhook could not be reached');
    return null;
  }
}

/**
 * Stores the feedback first (nothing is lost when the webhook is down), then forwards it. Anonymous feedback
 * carries 'anonymous' instead of the name and e-mail; feedback from a visitor carries 'unknown'.
 */
export async function submitFeedback(ctx: AppContext, rawInput: unknown) {
  await limitClient(ctx, 'feedback');
  const input = parseInput(submitFeedbackInput, rawInput);
  const user = ctx.viewer
    ? await ctx.db.user.findUnique({ where: { userId: ctx.viewer.userId }, select: { userName: true, email: true } })
    : null;
  const who = input.isAnonymous
    ? { username: 'anonymous', email: 'anonymous' }
    : { username: user?.userName ?? 'unknown', email: user?.email ?? 'unknown' };
  const payload: FeedbackPayload = {
    type: 'UserFeedback',
    ...who,
    timestamp: new Date().toISOString(),
    additionalData: {
      feedback: input.feedback,
      isAnonymous: input.isAnonymous,
      userAgent: input.userAgent ?? ctx.client.userAgent ?? 'unknown',
    },
  };
  const stored = await ctx.db.feedback.create({
    data: {
      userId: input.isAnonymous ? null : (ctx.viewer?.userId ?? null),
      username: payload.username,
      email: payload.email,
      feedback: input.feedback,
      isAnonymous: input.isAnonymous,
      userAgent: payload.additionalData.userAgent,
      createdAt: new Date(payload.timestamp),
    },
  });
  const url = ctx.config.feedbackWebhookUrl;
  if (!url) return stored;
  const status = await postToWebhook(ctx, url, payload);
  const saved = await ctx.db.feedback.update({ where: { feedbackId: stored.feedbackId }, data: { webhookStatus: status } });
  if (status === null) throw new AppError('BAD_GATEWAY', 'Failed to submit feedback. Please try again.');
  if (status < 200 || status >= 300) throw new AppError('BAD_GATEWAY', 'Failed to submit feedback via webhook.');
  return saved;
}

export async function listFeedback(ctx: AppContext, rawQuery: unknown, selection: Selection = {}) {
  requireAdmin(ctx);
  const query = parseInput(feedbackListQuery, rawQuery ?? {});
  return paginate(
    query,
    keyedBy('feedbackId'),
    (window) =>
      ctx.db.feedback.findMany({
        ...withKey(selection, 'feedbackId'),
        orderBy: [{ createdAt: 'desc' }, { feedbackId: 'desc' }],
        ...window,
      }),
    () => ctx.db.feedback.count(),
  );
}
