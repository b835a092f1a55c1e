-- A mail keeps which one it is and what fills it in, not its English words: the words are composed when it is read
-- or sent (server/mail/templates.ts). Every stored mail was written by one of the three templates, so the key of
-- each row comes from its subject and its parameters from its text. A row that fits none fails the migration
-- rather than being guessed at.
ALTER TABLE "MailMessage" ADD COLUMN "params" TEXT NOT NULL DEFAULT '{}',
ADD COLUMN "template" TEXT;

UPDATE "MailMessage" SET
  "template" = CASE
    WHEN "subject" = 'Confirm your Liftmates e-mail' THEN 'EMAIL_CONFIRMATION'
    WHEN "subject" LIKE '% is your Liftmates sign-in code' THEN 'SIGN_IN_CODE'
    WHEN "subject" = 'Reset your Liftmates password' THEN 'PASSWORD_RESET'
  END,
  "params" = (CASE
    WHEN "subject" = 'Confirm your Liftmates e-mail' THEN json_build_object(
      'code', substr("text", strpos("text", 'confirmation code is ') + length('confirmation code is '), strpos("text", '. Or open ') - strpos("text", 'confirmation code is ') - length('confirmation code is ')),
      'link', substr("text", strpos("text", '. Or open ') + length('. Or open '), strpos("text", chr(10) || chr(10) || 'The code works for ') - strpos("text", '. Or open ') - length('. Or open ')),
      'hours', CAST(substr("text", strpos("text", 'The code works for ') + length('The code works for '), strpos("text", ' hours.') - strpos("text", 'The code works for ') - length('The code works for ')) AS INTEGER))
    WHEN "subject" LIKE '% is your Liftmates sign-in code' THEN json_build_object(
      'code', substr("text", strpos("text", 'Your sign-in code is ') + length('Your sign-in code is '), strpos("text", '. It works for ') - strpos("text", 'Your sign-in code is ') - length('Your sign-in code is ')),
      'minutes', CAST(substr("text", strpos("text", '. It works for ') + length('. It works for '), strpos("text", ' minutes.') - strpos("text", '. It works for ') - length('. It works for ')) AS INTEGER))
    WHEN "subject" = 'Reset your Liftmates password' THEN json_build_object(
      'code', substr("text", strpos("text", 'reset code is ') + length('reset code is '), strpos("text", '. Or open ') - strpos("text", 'reset code is ') - length('reset code is ')),
      'link', substr("text", strpos("text", '. Or open ') + length('. Or open '), strpos("text", chr(10) || chr(10) || 'It works for ') - strpos("text", '. Or open ') - length('. Or open ')),
      'minutes', CAST(substr("text", strpos("text", chr(10) || chr(10) || 'It works for ') + length(chr(10) || chr(10) || 'It works for '), strpos("text", ' minutes.') - strpos("text", chr(10) || chr(10) || 'It works for ') - length(chr(10) || chr(10) || 'It works for ')) AS INTEGER))
  END)::text;

ALTER TABLE "MailMessage" ALTER COLUMN "template" SET NOT NULL,
DROP COLUMN "html",
DROP COLUMN "subject",
DROP COLUMN "text";
