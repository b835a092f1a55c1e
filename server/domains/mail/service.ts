import type { AppContext } from '../../context.js';
import { requireAdmin } from '../../auth/permissions.js';
import { keyedBy, pageQuerySchema, paginate } from '../../lib/pagination.js';
import { emailSchema, keep, parseInput } from '../../lib/validate.js';
import { composeMail, type MailParams } from '../../mail/templates.js';
import type { Prisma } from '../../db/generated/sqlite/client.ts';

export const outboxQuery = pageQuerySchema.extend({ to: keep(emailSchema) });

/** The mail the app has sent or queued, newest first: the outbox to read when no SMTP server is configured. */
export async function listOutbox(ctx: AppContext, rawQuery: unknown) {
  requireAdmin(ctx);
  const query = parseInput(outboxQuery, rawQuery ?? {});
  const where = query.to ? { to: query.to } : {};
  return paginate(
    query,
    keyedBy('mailMessageId'),
    async (window) =>
      (await ctx.db.mailMessage.findMany({ where, orderBy: [{ createdAt: 'desc' }, { mailMessageId: 'desc' }], ...window })).map(mailJson),
    () => ctx.db.mailMessage.count({ where }),
  );
}

/** A stored mail as the outbox shows it: its template and parameters, and the words they compose. */
function mailJson(row: Prisma.MailMessageGetPayload<object>) {
  const params = JSON.parse(row.params) as MailParams;
  return {
    mailMessageId: row.mailMessageId,
    to: row.to,
    template: row.template,
    params,
    ...composeMail(row.template, params),
    sentAt: row.sentAt,
    error: row.error,
    createdAt: row.createdAt,
  };
}
