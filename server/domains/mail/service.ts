import type { AppContext } from '../../context.js';
import { requireAdmin } from '../../auth/permissions.js';
import { decodeCursor, pageQuerySchema, toPage } from '../../lib/pagination.js';
import { emailSchema, parseInput } from '../../lib/validate.js';

export const outboxQuery = pageQuerySchema.extend({ to: emailSchema.optional() });

/** The mail the app has sent or queued, newest first: the outbox to read when no SMTP server is configured. */
export async function listOutbox(ctx: AppContext, rawQuery: unknown) {
  requireAdmin(ctx);
  const query = parseInput(outboxQuery, rawQuery ?? {});
  const cursor = decodeCursor(query.cursor);
  const rows = await ctx.db.mailMessage.findMany({
    where: query.to ? { to: query.to } : {},
    orderBy: [{ createdAt: 'desc' }, { mailMessageId: 'desc' }],
    ...(cursor ? { cursor: { mailMessageId: cursor }, skip: 1 } : {}),
    take: query.limit + 1,
  });
  return toPage(rows, query.limit, (row) => row.mailMessageId);
}
