-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Exercise" (
    "exerciseCode" TEXT NOT NULL PRIMARY KEY,
    "exerciseName" TEXT NOT NULL,
    "description" TEXT,
    "exerciseTypeCode" TEXT NOT NULL,
    "publishedStatusCode" TEXT NOT NULL DEFAULT 'DRAFT',
    "searchText" TEXT NOT NULL,
    "seedChecksum" TEXT,
    "ownerUserId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Exercise_ownerUserId_fkey" FOREIGN KEY ("ownerUserId") REFERENCES "User" ("userId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Exercise_exerciseTypeCode_fkey" FOREIGN KEY ("exerciseTypeCode") REFERENCES "ExerciseType" ("exerciseTypeCode") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Exercise_publishedStatusCode_fkey" FOREIGN KEY ("publishedStatusCode") REFERENCES "PublishedStatus" ("publishedStatusCode") ON DELETE RESTRICT ON UPDATE CASCADE
);
INSERT INTO "new_Exercise" ("createdAt", "description", "exerciseCode", "exerciseName", "exerciseTypeCode", "publishedStatusCode", "searchText", "seedChecksum", "updatedAt") SELECT "createdAt", "description", "exerciseCode", "exerciseName", "exerciseTypeCode", "publishedStatusCode", "searchText", "seedChecksum", "updatedAt" FROM "Exercise";
DROP TABLE "Exercise";
ALTER TABLE "new_Exercise" RENAME TO "Exercise";
CREATE INDEX "Exercise_publishedStatusCode_exerciseName_exerciseCode_idx" ON "Exercise"("publishedStatusCode", "exerciseName", "exerciseCode");
CREATE INDEX "Exercise_exerciseTypeCode_idx" ON "Exercise"("exerciseTypeCode");
CREATE INDEX "Exercise_ownerUserId_idx" ON "Exercise"("ownerUserId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
