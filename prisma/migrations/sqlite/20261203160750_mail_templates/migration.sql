-- A mail keeps which one it is and what fills it in, not its English words: the words are composed when it is read
-- or sent (server/mail/templates.ts). Every stored mail was written by one of the three templates, so the key of
-- each row comes from its subject and its parameters from its text. A row that fits none fails the migration
-- rather than being guessed at.
-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_MailMessage" (
    "mailMessageId" TEXT NOT NULL PRIMARY KEY,
    "to" TEXT NOT NULL,
    "template" TEXT NOT NULL,
    "params" TEXT NOT NULL DEFAULT '{}',
    "sentAt" DATETIME,
    "error" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT INTO "new_MailMessage" ("createdAt", "error", "mailMessageId", "sentAt", "to", "template", "params")
SELECT "createdAt", "error", "mailMessageId", "sentAt", "to",
  CASE
    WHEN "subject" = 'Confirm your Liftmates e-mail' THEN 'EMAIL_CONFIRMATION'
    WHEN "subject" LIKE '% is your Liftmates sign-in code' THEN 'SIGN_IN_CODE'
    WHEN "subject" = 'Reset your Liftmates password' THEN 'PASSWORD_RESET'
  END,
  CASE
    WHEN "subject" = 'Confirm your Liftmates e-mail' THEN json_object(
      'code', substr("text", instr("text", 'confirmation code is ') + length('confirmation code is '), instr("text", '. Or open ') - instr("text", 'confirmation code is ') - length('confirmation code is ')),
      'link', substr("text", instr("text", '. Or open ') + length('. Or open '), instr("text", char(10) || char(10) || 'The code works for ') - instr("text", '. Or open ') - length('. Or open ')),
      'hours', CAST(substr("text", instr("text", 'The code works for ') + length('The code works for '), instr("text", ' hours.') - instr("text", 'The code works for ') - length('The code works for ')) AS INTEGER))
    WHEN "subject" LIKE '% is your Liftmates sign-in code' THEN json_object(
      'code', substr("text", instr("text", 'Your sign-in code is ') + length('Your sign-in code is '), instr("text", '. It works for ') - instr("text", 'Your sign-in code is ') - length('Your sign-in code is ')),
      'minutes', CAST(substr("text", instr("text", '. It works for ') + length('. It works for '), instr("text", ' minutes.') - instr("text", '. It works for ') - length('. It works for ')) AS INTEGER))
    WHEN "subject" = 'Reset your Liftmates password' THEN json_object(
      'code', substr("text", instr("text", 'reset code is ') + length('reset code is '), instr("text", '. Or open ') - instr("text", 'reset code is ') - length('reset code is ')),
      'link', substr("text", instr("text", '. Or open ') + length('. Or open '), instr("text", char(10) || char(10) || 'It works for ') - instr("text", '. Or open ') - length('. Or open ')),
      'minutes', CAST(substr("text", instr("text", char(10) || char(10) || 'It works for ') + length(char(10) || char(10) || 'It works for '), instr("text", ' minutes.') - instr("text", char(10) || char(10) || 'It works for ') - length(char(10) || char(10) || 'It works for ')) AS INTEGER))
  END
FROM "MailMessage";
DROP TABLE "MailMessage";
ALTER TABLE "new_MailMessage" RENAME TO "MailMessage";
CREATE INDEX "MailMessage_to_createdAt_idx" ON "MailMessage"("to", "createdAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
