import type { AppContext } from '../../context.js';
import { requireAdmin } from '../../auth/permissions.js';
import { keyedBy, pageQuerySchema, paginate } from '../../lib/pagination.js';
import { emailSchema, keep, parseInput } from '../../lib/validate.js';

export const outboxQuery = pageQuerySchema.extend({ to: keep(emailSchema) });

/** The mail the app has sent or queued, newest first: the outbox to read when no SMTP server is configured. */
export async function listOutbox(ctx: AppContext, rawQuery: unknown) {
  requireAdmin(ctx);
  const query = parseInput(outboxQuery, rawQuery ?? {});
  const where = query.to ? { to: query.to } : {};
  return paginate(
    query,
    keyedBy('mailMessageId'),
    (window) => ctx.db.mailMessage.findMany({ where, orderBy: [{ createdAt: 'desc' }, { mailMessageId: 'desc' }], ...window }),
    () => ctx.db.mailMessage.count({ where }),
  );
}
