// The mails the app sends, worded here and nowhere else: a mail is stored as its template's key and parameters
// (MailMessage) and composed into English when it is sent or read back, so its words can change, or be translated,
// without rewriting what was stored.
export interface MailParams {
  code: string;
  link?: string;
  hours?: number;
  minutes?: number;
}

interface MailTemplate {
  subject: (params: MailParams) => string;
  text: (params: MailParams) => string;
}

export const MAIL_TEMPLATES = {
  EMAIL_CONFIRMATION: {
    subject: () => 'Confirm your Liftmates e-mail',
    text: ({ code, link, hours }) =>
      `Welcome to Liftmates!\n\nYour confirmation code is ${code}. Or open ${link}\n\nThe code works for ${hours} hours.`,
  },
  SIGN_IN_CODE: {
    subject: ({ code }) => `${code} is your Liftmates sign-in code`,
    text: ({ code, minutes }) =>
      `Your sign-in code is ${code}. It works for ${minutes} minutes. If you did not ask for it, ignore this mail.`,
  },
  PASSWORD_RESET: {
    subject: () => 'Reset your Liftmates password',
    text: ({ code, link, minutes }) =>
      `Your password reset code is ${code}. Or open ${link}\n\nIt works for ${minutes} minutes. If you did not ask for it, ignore this mail.`,
  },
} satisfies Record<string, MailTemplate>;

export type MailTemplateKey = keyof typeof MAIL_TEMPLATES;

/** A mail's subject and text from its template and parameters. */
export function composeMail(template: string, params: MailParams): { subject: string; text: string } {
  const found = MAIL_TEMPLATES[template as MailTemplateKey];
  if (!found) throw new Error(`No mail template ${template}`);
  return { subject: found.subject(params), text: found.text(params) };
}
