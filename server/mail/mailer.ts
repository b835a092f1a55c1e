// Every mail is written to the MailMessage table first, as its template and parameters. With SMTP_URL set it is then
// worded and sent; without, that table is the outbox administrators read (GET /api/mail-outbox).
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client.js';
import { composeMail, type MailParams, type MailTemplateKey } from './templates.js';

export interface Mail {
  to: string;
  template: MailTemplateKey;
  params: MailParams;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createMailer(db: Db, options: { smtpUrl?: string; from: string }): Mailer {
  const transport: Transporter | undefined = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(mail) {
      const row = await db.mailMessage.create({ data: { to: mail.to, template: mail.template, params: JSON.stringify(mail.params) } });
      if (!transport) return;
      try {
        await transport.sendMail({ from: options.from, to: mail.to, ...composeMail(mail.template, mail.params) });
        await db.mailMessage.update({ where: { mailMessageId: row.mailMessageId }, data: { sentAt: new Date() } });
      } catch (error) {
        await db.mailMessage.update({ where: { mailMessageId: row.mailMessageId }, data: { error: String(error).slice(0, 500) } });
      }
    },
  };
}
