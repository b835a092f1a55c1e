/*
  Warnings:

  - The primary key for the `PersonalRecord` table will be changed. If it partially fails, the table could be left without primary key constraint.
  - You are about to drop the column `personalRecordId` on the `PersonalRecord` table. All the data in the column will be lost.
  - You are about to drop the column `deletedAt` on the `WorkoutLog` table. All the data in the column will be lost.
  - Added the required column `pairKey` to the `Buddyship` table without a default value. This is not possible if the table is not empty.
  - Added the required column `startedAt` to the `WorkoutLogExercise` table without a default value. This is not possible if the table is not empty.
  - Added the required column `userId` to the `WorkoutLogExercise` table without a default value. This is not possible if the table is not empty.

*/
-- CreateTable
CREATE TABLE "UserBlock" (
    "blockerId" TEXT NOT NULL,
    "blockedId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("blockerId", "blockedId"),
    CONSTRAINT "UserBlock_blockerId_fkey" FOREIGN KEY ("blockerId") REFERENCES "User" ("userId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "UserBlock_blockedId_fkey" FOREIGN KEY ("blockedId") REFERENCES "User" ("userId") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "FeedProp" (
    "feedItemId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("feedItemId", "userId"),
    CONSTRAINT "FeedProp_feedItemId_fkey" FOREIGN KEY ("feedItemId") REFERENCES "FeedItem" ("feedItemId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "FeedProp_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("userId") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "FeedComment" (
    "feedCommentId" TEXT NOT NULL PRIMARY KEY,
    "feedItemId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "FeedComment_feedItemId_fkey" FOREIGN KEY ("feedItemId") REFERENCES "FeedItem" ("feedItemId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "FeedComment_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("userId") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Buddyship" (
    "buddyshipId" TEXT NOT NULL PRIMARY KEY,
    "pairKey" TEXT NOT NULL,
    "requesterId" TEXT NOT NULL,
    "addresseeId" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'PENDING',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "respondedAt" DATETIME,
    CONSTRAINT "Buddyship_requesterId_fkey" FOREIGN KEY ("requesterId") REFERENCES "User" ("userId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Buddyship_addresseeId_fkey" FOREIGN KEY ("addresseeId") REFERENCES "User" ("userId") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Buddyship" ("addresseeId", "buddyshipId", "createdAt", "requesterId", "respondedAt", "status") SELECT "addresseeId", "buddyshipId", "createdAt", "requesterId", "respondedAt", "status" FROM "Buddyship";
DROP TABLE "Buddyship";
ALTER TABLE "new_Buddyship" RENAME TO "Buddyship";
CREATE UNIQUE INDEX "Buddyship_pairKey_key" ON "Buddyship"("pairKey");
CREATE INDEX "Buddyship_requesterId_status_idx" ON "Buddyship"("requesterId", "status");
CREATE INDEX "Buddyship_addresseeId_status_idx" ON "Buddyship"("addresseeId", "status");
CREATE TABLE "new_FeedItem" (
    "feedItemId" TEXT NOT NULL PRIMARY KEY,
    "actorUserId" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "message" TEXT,
    "visibility" TEXT NOT NULL DEFAULT 'BUDDIES',
    "workoutId" TEXT,
    "programId" TEXT,
    "workoutLogId" TEXT,
    "propCount" INTEGER NOT NULL DEFAULT 0,
    "commentCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "FeedItem_actorUserId_fkey" FOREIGN KEY ("actorUserId") REFERENCES "User" ("userId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "FeedItem_workoutId_fkey" FOREIGN KEY ("workoutId") REFERENCES "Workout" ("workoutId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "FeedItem_programId_fkey" FOREIGN KEY ("programId") REFERENCES "Program" ("programId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "FeedItem_workoutLogId_fkey" FOREIGN KEY ("workoutLogId") REFERENCES "WorkoutLog" ("workoutLogId") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_FeedItem" ("actorUserId", "contentType", "createdAt", "feedItemId", "message", "programId", "visibility", "workoutId", "workoutLogId") SELECT "actorUserId", "contentType", "createdAt", "feedItemId", "message", "programId", "visibility", "workoutId", "workoutLogId" FROM "FeedItem";
DROP TABLE "FeedItem";
ALTER TABLE "new_FeedItem" RENAME TO "FeedItem";
CREATE INDEX "FeedItem_actorUserId_createdAt_idx" ON "FeedItem"("actorUserId", "createdAt");
CREATE INDEX "FeedItem_contentType_createdAt_idx" ON "FeedItem"("contentType", "createdAt");
CREATE INDEX "FeedItem_workoutLogId_idx" ON "FeedItem"("workoutLogId");
CREATE INDEX "FeedItem_workoutId_idx" ON "FeedItem"("workoutId");
CREATE INDEX "FeedItem_programId_idx" ON "FeedItem"("programId");
CREATE TABLE "new_PersonalRecord" (
    "userId" TEXT NOT NULL,
    "exerciseCode" TEXT NOT NULL,
    "recordType" TEXT NOT NULL,
    "qualifier" TEXT NOT NULL DEFAULT '',
    "value" REAL NOT NULL,
    "achievedAt" DATETIME NOT NULL,
    "workoutLogSetId" TEXT,

    PRIMARY KEY ("userId", "exerciseCode", "recordType", "qualifier"),
    CONSTRAINT "PersonalRecord_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("userId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "PersonalRecord_exerciseCode_fkey" FOREIGN KEY ("exerciseCode") REFERENCES "Exercise" ("exerciseCode") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "PersonalRecord_workoutLogSetId_fkey" FOREIGN KEY ("workoutLogSetId") REFERENCES "WorkoutLogSet" ("workoutLogSetId") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_PersonalRecord" ("achievedAt", "exerciseCode", "recordType", "userId", "value", "workoutLogSetId") SELECT "achievedAt", "exerciseCode", "recordType", "userId", "value", "workoutLogSetId" FROM "PersonalRecord";
DROP TABLE "PersonalRecord";
ALTER TABLE "new_PersonalRecord" RENAME TO "PersonalRecord";
CREATE INDEX "PersonalRecord_userId_achievedAt_idx" ON "PersonalRecord"("userId", "achievedAt");
CREATE TABLE "new_WorkoutLog" (
    "workoutLogId" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "workoutId" TEXT,
    "programDayId" TEXT,
    "title" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'IN_PROGRESS',
    "visibility" TEXT NOT NULL DEFAULT 'BUDDIES',
    "startedAt" DATETIME NOT NULL,
    "endedAt" DATETIME,
    "pausedAt" DATETIME,
    "activeSeconds" INTEGER NOT NULL DEFAULT 0,
    "activeSince" DATETIME,
    "notes" TEXT,
    "perceivedEffort" INTEGER,
    "exerciseCount" INTEGER NOT NULL DEFAULT 0,
    "setCount" INTEGER NOT NULL DEFAULT 0,
    "totalVolume" REAL NOT NULL DEFAULT 0,
    "personalRecordCount" INTEGER NOT NULL DEFAULT 0,
    "importKey" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "WorkoutLog_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("userId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "WorkoutLog_workoutId_fkey" FOREIGN KEY ("workoutId") REFERENCES "Workout" ("workoutId") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "WorkoutLog_programDayId_fkey" FOREIGN KEY ("programDayId") REFERENCES "ProgramDay" ("programDayId") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_WorkoutLog" ("activeSeconds", "createdAt", "endedAt", "notes", "perceivedEffort", "programDayId", "startedAt", "status", "title", "updatedAt", "userId", "visibility", "workoutId", "workoutLogId") SELECT "activeSeconds", "createdAt", "endedAt", "notes", "perceivedEffort", "programDayId", "startedAt", "status", "title", "updatedAt", "userId", "visibility", "workoutId", "workoutLogId" FROM "WorkoutLog";
DROP TABLE "WorkoutLog";
ALTER TABLE "new_WorkoutLog" RENAME TO "WorkoutLog";
CREATE INDEX "WorkoutLog_userId_startedAt_idx" ON "WorkoutLog"("userId", "startedAt");
CREATE INDEX "WorkoutLog_userId_status_idx" ON "WorkoutLog"("userId", "status");
CREATE UNIQUE INDEX "WorkoutLog_userId_importKey_key" ON "WorkoutLog"("userId", "importKey");
CREATE TABLE "new_WorkoutLogExercise" (
    "workoutLogExerciseId" TEXT NOT NULL PRIMARY KEY,
    "workoutLogId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "startedAt" DATETIME NOT NULL,
    "exerciseCode" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "supersetGroup" INTEGER,
    "restSeconds" INTEGER,
    "notes" TEXT,
    "completedSetCount" INTEGER NOT NULL DEFAULT 0,
    "volume" REAL NOT NULL DEFAULT 0,
    "totalReps" INTEGER NOT NULL DEFAULT 0,
    "bestWeight" REAL,
    "bestEstimated1rm" REAL,
    "bestSetId" TEXT,
    CONSTRAINT "WorkoutLogExercise_workoutLogId_fkey" FOREIGN KEY ("workoutLogId") REFERENCES "WorkoutLog" ("workoutLogId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "WorkoutLogExercise_exerciseCode_fkey" FOREIGN KEY ("exerciseCode") REFERENCES "Exercise" ("exerciseCode") ON DELETE RESTRICT ON UPDATE CASCADE
);
INSERT INTO "new_WorkoutLogExercise" ("exerciseCode", "notes", "position", "supersetGroup", "workoutLogExerciseId", "workoutLogId") SELECT "exerciseCode", "notes", "position", "supersetGroup", "workoutLogExerciseId", "workoutLogId" FROM "WorkoutLogExercise";
DROP TABLE "WorkoutLogExercise";
ALTER TABLE "new_WorkoutLogExercise" RENAME TO "WorkoutLogExercise";
CREATE INDEX "WorkoutLogExercise_workoutLogId_position_idx" ON "WorkoutLogExercise"("workoutLogId", "position");
CREATE INDEX "WorkoutLogExercise_userId_exerciseCode_startedAt_idx" ON "WorkoutLogExercise"("userId", "exerciseCode", "startedAt");
CREATE INDEX "WorkoutLogExercise_exerciseCode_idx" ON "WorkoutLogExercise"("exerciseCode");
CREATE TABLE "new_WorkoutLogSet" (
    "workoutLogSetId" TEXT NOT NULL PRIMARY KEY,
    "workoutLogExerciseId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "setType" TEXT NOT NULL DEFAULT 'NORMAL',
    "rpe" REAL,
    "restSeconds" INTEGER,
    "completedAt" DATETIME,
    "notes" TEXT,
    "targets" TEXT,
    "records" TEXT NOT NULL DEFAULT '',
    CONSTRAINT "WorkoutLogSet_workoutLogExerciseId_fkey" FOREIGN KEY ("workoutLogExerciseId") REFERENCES "WorkoutLogExercise" ("workoutLogExerciseId") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_WorkoutLogSet" ("completedAt", "notes", "position", "rpe", "setType", "workoutLogExerciseId", "workoutLogSetId") SELECT "completedAt", "notes", "position", "rpe", "setType", "workoutLogExerciseId", "workoutLogSetId" FROM "WorkoutLogSet";
DROP TABLE "WorkoutLogSet";
ALTER TABLE "new_WorkoutLogSet" RENAME TO "WorkoutLogSet";
CREATE INDEX "WorkoutLogSet_workoutLogExerciseId_position_idx" ON "WorkoutLogSet"("workoutLogExerciseId", "position");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "UserBlock_blockedId_idx" ON "UserBlock"("blockedId");

-- CreateIndex
CREATE INDEX "FeedProp_userId_idx" ON "FeedProp"("userId");

-- CreateIndex
CREATE INDEX "FeedComment_feedItemId_createdAt_idx" ON "FeedComment"("feedItemId", "createdAt");

-- CreateIndex
CREATE INDEX "FeedComment_userId_idx" ON "FeedComment"("userId");
