-- AlterTable
ALTER TABLE "PersonalRecord" ADD COLUMN "valueBefore" REAL;

-- A finished log's records are shown on its WORKOUT_LOG item: the separate ACHIEVEMENT items logs brought go.
DELETE FROM "FeedEntry" WHERE "feedItemId" IN (SELECT "feedItemId" FROM "FeedItem" WHERE "contentType" = 'ACHIEVEMENT');
DELETE FROM "FeedProp" WHERE "feedItemId" IN (SELECT "feedItemId" FROM "FeedItem" WHERE "contentType" = 'ACHIEVEMENT');
DELETE FROM "FeedComment" WHERE "feedItemId" IN (SELECT "feedItemId" FROM "FeedItem" WHERE "contentType" = 'ACHIEVEMENT');
DELETE FROM "FeedItem" WHERE "contentType" = 'ACHIEVEMENT';
