// Every mail is written to the MailMessage table first. With SMTP_URL set it is then sent; without, that table is
// the outbox administrators read (GET /api/mail-outbox).
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createMailer(db: Db, options: { smtpUrl?: string; from: string }): Mailer {
  const transport: Transporter | undefined = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(mail) {
      const row = await db.mailMessage.create({ data: { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null } });
      if (!transport) return;
      try {
        await transport.sendMail({ from: options.from, ...mail });
        await db.mailMessage.update({ where: { mailMessageId: row.mailMessageId }, data: { sentAt: new Date() } });
      } catch (error) {
        await db.mailMessage.update({ where: { mailMessageId: row.mailMessageId }, data: { error: String(error).slice(0, 500) } });
      }
    },
  };
}
