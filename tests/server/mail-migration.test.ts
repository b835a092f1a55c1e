// The migration that turned stored mails from English words into a template key and parameters: rows the app wrote
// before it (each of the three mails, in the words it used) come out as the key and parameters the app writes now,
// worded back into the same subject and text; a row none of the templates wrote stops the migration. Run on the
// provider of the test project, on a table of the old shape.
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { composeMail, type MailParams } from '../../server/mail/templates.js';
import { pgConnectionConfig } from '../../server/db/pg-config.js';

const provider = process.env.LIFTMATES_TEST_PROVIDER ?? 'sqlite';
const migrations = path.resolve(import.meta.dirname, '../../prisma/migrations', provider);
const migration = fs.readFileSync(
  path.join(
    migrations,
    fs.readdirSync(migrations).find((name) => name.endsWith('_mail_templates'))!,
    'migration.sql',
  ),
  'utf8',
);

const OLD_TABLE = `CREATE TABLE "MailMessage" ("mailMessageId" TEXT NOT NULL PRIMARY KEY, "to" TEXT NOT NULL, "subject" TEXT NOT NULL,
  "text" TEXT NOT NULL, "html" TEXT, "sentAt" TIMESTAMP(3), "error" TEXT, "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP);
  CREATE INDEX "MailMessage_to_createdAt_idx" ON "MailMessage"("to", "createdAt");`;

const MAILS: { template: string; params: MailParams }[] = [
  {
    template: 'EMAIL_CONFIRMATION',
    params: { code: '012345', link: 'http://localhost:4000/auth/confirm-email?email=a%40b.test&code=012345', hours: 24 },
  },
  { template: 'SIGN_IN_CODE', params: { code: '987654', minutes: 10 } },
  {
    template: 'PASSWORD_RESET',
    params: { code: '000111', link: 'https://x.test/auth/reset-password?email=a.b%2Bc%40d.test&code=000111', minutes: 30 },
  },
];

interface Row {
  mailMessageId: string;
  template: string;
  params: string;
}

/** Runs the migration over a table of the old shape holding `rows` (id, subject, text); answers the rows after it. */
async function migrate(rows: [string, string, string][]): Promise<Row[]> {
  if (provider === 'sqlite') {
    const db = new Database(':memory:');
    db.exec(OLD_TABLE);
    const insert = db.prepare('INSERT INTO "MailMessage" ("mailMessageId", "to", "subject", "text") VALUES (?, ?, ?, ?)');
    for (const [id, subject, text] of rows) insert.run(id, 'a@b.test', subject, text);
    db.exec(migration);
    return db.prepare('SELECT "mailMessageId", "template", "params" FROM "MailMessage" ORDER BY "mailMessageId"').all() as Row[];
  }
  const config = pgConnectionConfig(process.env.TEST_DATABASE_URL!);
  const database = `liftmates_mail_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client(config);
  await admin.connect();
  await admin.query(`CREATE DATABASE "${database}"`);
  const client = new pg.Client({ ...config, database });
  try {
    await client.connect();
    await client.query(OLD_TABLE);
    for (const [id, subject, text] of rows)
      await client.query('INSERT INTO "MailMessage" ("mailMessageId", "to", "subject", "text") VALUES ($1, $2, $3, $4)', [
        id,
        'a@b.test',
        subject,
        text,
      ]);
    await client.query(migration);
    return (await client.query('SELECT "mailMessageId", "template", "params" FROM "MailMessage" ORDER BY "mailMessageId"')).rows;
  } finally {
    await client.end();
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin.end();
  }
}

describe('the mail template migration', () => {
  it('turns each mail the app wrote in words into its key and parameters, which word it back the same', async () => {
    // In the words the app wrote them before the migration.
    const before: [string, string, string][] = [
      [
        'm0',
        'Confirm your Liftmates e-mail',
        'Welcome to Liftmates!\n\nYour confirmation code is 012345. Or open http://localhost:4000/auth/confirm-email?email=a%40b.test&code=012345\n\nThe code works for 24 hours.',
      ],
      [
        'm1',
        '987654 is your Liftmates sign-in code',
        'Your sign-in code is 987654. It works for 10 minutes. If you did not ask for it, ignore this mail.',
      ],
      [
        'm2',
        'Reset your Liftmates password',
        'Your password reset code is 000111. Or open https://x.test/auth/reset-password?email=a.b%2Bc%40d.test&code=000111\n\nIt works for 30 minutes. If you did not ask for it, ignore this mail.',
      ],
    ];
    const after = await migrate(before);
    expect(after.map((row) => ({ template: row.template, params: JSON.parse(row.params) }))).toEqual(MAILS);
    expect(after.map((row) => composeMail(row.template, JSON.parse(row.params)))).toEqual(
      before.map(([, subject, text]) => ({ subject, text })),
    );
  });

  it('stops at a mail none of the templates wrote rather than guess', async () => {
    await expect(migrate([['m0', 'Something else', 'Other words']])).rejects.toThrow(/null/i);
  });
});
