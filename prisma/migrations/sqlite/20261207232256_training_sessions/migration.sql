-- Training together: sessions, their members and reactions, and the logs, inbox items and feed items that name one
-- CreateTable
CREATE TABLE "TrainingSession" (
    "trainingSessionId" TEXT NOT NULL PRIMARY KEY,
    "hostUserId" TEXT NOT NULL,
    "joinCode" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'OPEN',
    "startedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "endedAt" DATETIME,
    CONSTRAINT "TrainingSession_hostUserId_fkey" FOREIGN KEY ("hostUserId") REFERENCES "User" ("userId") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "TrainingSessionMember" (
    "trainingSessionId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'INVITED',
    "invitedById" TEXT,
    "invitedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "joinedAt" DATETIME,
    "leftAt" DATETIME,

    PRIMARY KEY ("trainingSessionId", "userId"),
    CONSTRAINT "TrainingSessionMember_trainingSessionId_fkey" FOREIGN KEY ("trainingSessionId") REFERENCES "TrainingSession" ("trainingSessionId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "TrainingSessionMember_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("userId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "TrainingSessionMember_invitedById_fkey" FOREIGN KEY ("invitedById") REFERENCES "User" ("userId") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "TrainingSessionReaction" (
    "trainingSessionReactionId" TEXT NOT NULL PRIMARY KEY,
    "trainingSessionId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "workoutLogSetId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "TrainingSessionReaction_trainingSessionId_fkey" FOREIGN KEY ("trainingSessionId") REFERENCES "TrainingSession" ("trainingSessionId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "TrainingSessionReaction_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("userId") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Activity" (
    "activityId" TEXT NOT NULL PRIMARY KEY,
    "recipientId" TEXT NOT NULL,
    "actorUserId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "params" TEXT NOT NULL DEFAULT '{}',
    "dedupeKey" TEXT NOT NULL,
    "buddyshipId" TEXT,
    "feedItemId" TEXT,
    "feedCommentId" TEXT,
    "workoutLogId" TEXT,
    "trainingSessionId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "seenAt" DATETIME,
    "readAt" DATETIME,
    CONSTRAINT "Activity_recipientId_fkey" FOREIGN KEY ("recipientId") REFERENCES "User" ("userId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Activity_actorUserId_fkey" FOREIGN KEY ("actorUserId") REFERENCES "User" ("userId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Activity_buddyshipId_fkey" FOREIGN KEY ("buddyshipId") REFERENCES "Buddyship" ("buddyshipId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Activity_feedItemId_fkey" FOREIGN KEY ("feedItemId") REFERENCES "FeedItem" ("feedItemId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Activity_feedCommentId_fkey" FOREIGN KEY ("feedCommentId") REFERENCES "FeedComment" ("feedCommentId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Activity_workoutLogId_fkey" FOREIGN KEY ("workoutLogId") REFERENCES "WorkoutLog" ("workoutLogId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Activity_trainingSessionId_fkey" FOREIGN KEY ("trainingSessionId") REFERENCES "TrainingSession" ("trainingSessionId") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Activity" ("activityId", "actorUserId", "buddyshipId", "createdAt", "dedupeKey", "feedCommentId", "feedItemId", "kind", "params", "readAt", "recipientId", "seenAt", "workoutLogId") SELECT "activityId", "actorUserId", "buddyshipId", "createdAt", "dedupeKey", "feedCommentId", "feedItemId", "kind", "params", "readAt", "recipientId", "seenAt", "workoutLogId" FROM "Activity";
DROP TABLE "Activity";
ALTER TABLE "new_Activity" RENAME TO "Activity";
CREATE INDEX "Activity_recipientId_createdAt_activityId_idx" ON "Activity"("recipientId", "createdAt", "activityId");
CREATE INDEX "Activity_recipientId_seenAt_idx" ON "Activity"("recipientId", "seenAt");
CREATE INDEX "Activity_actorUserId_idx" ON "Activity"("actorUserId");
CREATE INDEX "Activity_buddyshipId_idx" ON "Activity"("buddyshipId");
CREATE INDEX "Activity_feedItemId_idx" ON "Activity"("feedItemId");
CREATE INDEX "Activity_feedCommentId_idx" ON "Activity"("feedCommentId");
CREATE INDEX "Activity_workoutLogId_idx" ON "Activity"("workoutLogId");
CREATE INDEX "Activity_trainingSessionId_idx" ON "Activity"("trainingSessionId");
CREATE UNIQUE INDEX "Activity_recipientId_dedupeKey_key" ON "Activity"("recipientId", "dedupeKey");
CREATE TABLE "new_FeedItem" (
    "feedItemId" TEXT NOT NULL PRIMARY KEY,
    "actorUserId" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "message" TEXT,
    "visibility" TEXT NOT NULL DEFAULT 'BUDDIES',
    "workoutId" TEXT,
    "programId" TEXT,
    "workoutLogId" TEXT,
    "trainingSessionId" TEXT,
    "propCount" INTEGER NOT NULL DEFAULT 0,
    "commentCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "FeedItem_actorUserId_fkey" FOREIGN KEY ("actorUserId") REFERENCES "User" ("userId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "FeedItem_workoutId_fkey" FOREIGN KEY ("workoutId") REFERENCES "Workout" ("workoutId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "FeedItem_programId_fkey" FOREIGN KEY ("programId") REFERENCES "Program" ("programId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "FeedItem_workoutLogId_fkey" FOREIGN KEY ("workoutLogId") REFERENCES "WorkoutLog" ("workoutLogId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "FeedItem_trainingSessionId_fkey" FOREIGN KEY ("trainingSessionId") REFERENCES "TrainingSession" ("trainingSessionId") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_FeedItem" ("actorUserId", "commentCount", "contentType", "createdAt", "feedItemId", "message", "programId", "propCount", "visibility", "workoutId", "workoutLogId") SELECT "actorUserId", "commentCount", "contentType", "createdAt", "feedItemId", "message", "programId", "propCount", "visibility", "workoutId", "workoutLogId" FROM "FeedItem";
DROP TABLE "FeedItem";
ALTER TABLE "new_FeedItem" RENAME TO "FeedItem";
CREATE INDEX "FeedItem_actorUserId_createdAt_idx" ON "FeedItem"("actorUserId", "createdAt");
CREATE INDEX "FeedItem_contentType_createdAt_idx" ON "FeedItem"("contentType", "createdAt");
CREATE INDEX "FeedItem_workoutLogId_idx" ON "FeedItem"("workoutLogId");
CREATE INDEX "FeedItem_workoutId_idx" ON "FeedItem"("workoutId");
CREATE INDEX "FeedItem_programId_idx" ON "FeedItem"("programId");
CREATE INDEX "FeedItem_trainingSessionId_idx" ON "FeedItem"("trainingSessionId");
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
    "logImportId" TEXT,
    "trainingSessionId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "WorkoutLog_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("userId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "WorkoutLog_trainingSessionId_fkey" FOREIGN KEY ("trainingSessionId") REFERENCES "TrainingSession" ("trainingSessionId") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "WorkoutLog_logImportId_fkey" FOREIGN KEY ("logImportId") REFERENCES "LogImport" ("logImportId") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "WorkoutLog_workoutId_fkey" FOREIGN KEY ("workoutId") REFERENCES "Workout" ("workoutId") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "WorkoutLog_programDayId_fkey" FOREIGN KEY ("programDayId") REFERENCES "ProgramDay" ("programDayId") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_WorkoutLog" ("activeSeconds", "activeSince", "createdAt", "endedAt", "exerciseCount", "importKey", "logImportId", "notes", "pausedAt", "perceivedEffort", "personalRecordCount", "programDayId", "setCount", "startedAt", "status", "title", "totalVolume", "updatedAt", "userId", "visibility", "workoutId", "workoutLogId") SELECT "activeSeconds", "activeSince", "createdAt", "endedAt", "exerciseCount", "importKey", "logImportId", "notes", "pausedAt", "perceivedEffort", "personalRecordCount", "programDayId", "setCount", "startedAt", "status", "title", "totalVolume", "updatedAt", "userId", "visibility", "workoutId", "workoutLogId" FROM "WorkoutLog";
DROP TABLE "WorkoutLog";
ALTER TABLE "new_WorkoutLog" RENAME TO "WorkoutLog";
CREATE INDEX "WorkoutLog_userId_startedAt_idx" ON "WorkoutLog"("userId", "startedAt");
CREATE INDEX "WorkoutLog_userId_status_idx" ON "WorkoutLog"("userId", "status");
CREATE INDEX "WorkoutLog_logImportId_idx" ON "WorkoutLog"("logImportId");
CREATE INDEX "WorkoutLog_trainingSessionId_idx" ON "WorkoutLog"("trainingSessionId");
CREATE UNIQUE INDEX "WorkoutLog_userId_importKey_key" ON "WorkoutLog"("userId", "importKey");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "TrainingSession_joinCode_key" ON "TrainingSession"("joinCode");

-- CreateIndex
CREATE INDEX "TrainingSession_hostUserId_status_idx" ON "TrainingSession"("hostUserId", "status");

-- CreateIndex
CREATE INDEX "TrainingSessionMember_userId_status_idx" ON "TrainingSessionMember"("userId", "status");

-- CreateIndex
CREATE INDEX "TrainingSessionMember_invitedById_idx" ON "TrainingSessionMember"("invitedById");

-- CreateIndex
CREATE INDEX "TrainingSessionReaction_trainingSessionId_createdAt_idx" ON "TrainingSessionReaction"("trainingSessionId", "createdAt");

-- CreateIndex
CREATE INDEX "TrainingSessionReaction_userId_createdAt_idx" ON "TrainingSessionReaction"("userId", "createdAt");
