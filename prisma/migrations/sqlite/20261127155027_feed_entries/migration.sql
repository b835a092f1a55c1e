-- CreateTable
CREATE TABLE "FeedEntry" (
    "ownerUserId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL,
    "feedItemId" TEXT NOT NULL,

    PRIMARY KEY ("ownerUserId", "createdAt", "feedItemId"),
    CONSTRAINT "FeedEntry_ownerUserId_fkey" FOREIGN KEY ("ownerUserId") REFERENCES "User" ("userId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "FeedEntry_feedItemId_fkey" FOREIGN KEY ("feedItemId") REFERENCES "FeedItem" ("feedItemId") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "FeedEntry_feedItemId_idx" ON "FeedEntry"("feedItemId");

-- Every feed as it reads today: each visible item (not PRIVATE, not an UPDATE) in its author's and their accepted
-- buddies' feeds. Sorted by the key, so the index is written in order.
INSERT INTO "FeedEntry" ("ownerUserId", "createdAt", "feedItemId")
SELECT "ownerUserId", "createdAt", "feedItemId" FROM (
  SELECT f."actorUserId" AS "ownerUserId", f."createdAt", f."feedItemId"
  FROM "FeedItem" f
  WHERE f."contentType" <> 'UPDATE' AND f."visibility" IN ('PUBLIC', 'BUDDIES')
  UNION ALL
  SELECT b."addresseeId", f."createdAt", f."feedItemId"
  FROM "Buddyship" b JOIN "FeedItem" f ON f."actorUserId" = b."requesterId"
  WHERE b."status" = 'ACCEPTED' AND f."contentType" <> 'UPDATE' AND f."visibility" IN ('PUBLIC', 'BUDDIES')
  UNION ALL
  SELECT b."requesterId", f."createdAt", f."feedItemId"
  FROM "Buddyship" b JOIN "FeedItem" f ON f."actorUserId" = b."addresseeId"
  WHERE b."status" = 'ACCEPTED' AND f."contentType" <> 'UPDATE' AND f."visibility" IN ('PUBLIC', 'BUDDIES')
) entries
ORDER BY "ownerUserId", "createdAt", "feedItemId";
