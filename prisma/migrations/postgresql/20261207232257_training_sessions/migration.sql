-- Training together: sessions, their members and reactions, and the logs, inbox items and feed items that name one
-- AlterTable
ALTER TABLE "Activity" ADD COLUMN     "trainingSessionId" TEXT;

-- AlterTable
ALTER TABLE "FeedItem" ADD COLUMN     "trainingSessionId" TEXT;

-- AlterTable
ALTER TABLE "WorkoutLog" ADD COLUMN     "trainingSessionId" TEXT;

-- CreateTable
CREATE TABLE "TrainingSession" (
    "trainingSessionId" TEXT NOT NULL,
    "hostUserId" TEXT NOT NULL,
    "joinCode" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'OPEN',
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "endedAt" TIMESTAMP(3),

    CONSTRAINT "TrainingSession_pkey" PRIMARY KEY ("trainingSessionId")
);

-- CreateTable
CREATE TABLE "TrainingSessionMember" (
    "trainingSessionId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'INVITED',
    "invitedById" TEXT,
    "invitedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "joinedAt" TIMESTAMP(3),
    "leftAt" TIMESTAMP(3),

    CONSTRAINT "TrainingSessionMember_pkey" PRIMARY KEY ("trainingSessionId","userId")
);

-- CreateTable
CREATE TABLE "TrainingSessionReaction" (
    "trainingSessionReactionId" TEXT NOT NULL,
    "trainingSessionId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "workoutLogSetId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TrainingSessionReaction_pkey" PRIMARY KEY ("trainingSessionReactionId")
);

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

-- CreateIndex
CREATE INDEX "Activity_trainingSessionId_idx" ON "Activity"("trainingSessionId");

-- CreateIndex
CREATE INDEX "FeedItem_trainingSessionId_idx" ON "FeedItem"("trainingSessionId");

-- CreateIndex
CREATE INDEX "WorkoutLog_trainingSessionId_idx" ON "WorkoutLog"("trainingSessionId");

-- AddForeignKey
ALTER TABLE "WorkoutLog" ADD CONSTRAINT "WorkoutLog_trainingSessionId_fkey" FOREIGN KEY ("trainingSessionId") REFERENCES "TrainingSession"("trainingSessionId") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TrainingSession" ADD CONSTRAINT "TrainingSession_hostUserId_fkey" FOREIGN KEY ("hostUserId") REFERENCES "User"("userId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TrainingSessionMember" ADD CONSTRAINT "TrainingSessionMember_trainingSessionId_fkey" FOREIGN KEY ("trainingSessionId") REFERENCES "TrainingSession"("trainingSessionId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TrainingSessionMember" ADD CONSTRAINT "TrainingSessionMember_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("userId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TrainingSessionMember" ADD CONSTRAINT "TrainingSessionMember_invitedById_fkey" FOREIGN KEY ("invitedById") REFERENCES "User"("userId") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TrainingSessionReaction" ADD CONSTRAINT "TrainingSessionReaction_trainingSessionId_fkey" FOREIGN KEY ("trainingSessionId") REFERENCES "TrainingSession"("trainingSessionId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TrainingSessionReaction" ADD CONSTRAINT "TrainingSessionReaction_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("userId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeedItem" ADD CONSTRAINT "FeedItem_trainingSessionId_fkey" FOREIGN KEY ("trainingSessionId") REFERENCES "TrainingSession"("trainingSessionId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Activity" ADD CONSTRAINT "Activity_trainingSessionId_fkey" FOREIGN KEY ("trainingSessionId") REFERENCES "TrainingSession"("trainingSessionId") ON DELETE CASCADE ON UPDATE CASCADE;
