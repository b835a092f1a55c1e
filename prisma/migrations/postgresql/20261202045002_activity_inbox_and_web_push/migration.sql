-- CreateTable
CREATE TABLE "Activity" (
    "activityId" TEXT NOT NULL,
    "recipientId" TEXT NOT NULL,
    "actorUserId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "params" TEXT NOT NULL DEFAULT '{}',
    "dedupeKey" TEXT NOT NULL,
    "buddyshipId" TEXT,
    "feedItemId" TEXT,
    "feedCommentId" TEXT,
    "workoutLogId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "seenAt" TIMESTAMP(3),
    "readAt" TIMESTAMP(3),

    CONSTRAINT "Activity_pkey" PRIMARY KEY ("activityId")
);

-- CreateTable
CREATE TABLE "PushSubscription" (
    "pushSubscriptionId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "endpoint" TEXT NOT NULL,
    "p256dh" TEXT NOT NULL,
    "auth" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PushSubscription_pkey" PRIMARY KEY ("pushSubscriptionId")
);

-- CreateTable
CREATE TABLE "ServerKey" (
    "name" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ServerKey_pkey" PRIMARY KEY ("name")
);

-- CreateIndex
CREATE INDEX "Activity_recipientId_createdAt_activityId_idx" ON "Activity"("recipientId", "createdAt", "activityId");

-- CreateIndex
CREATE INDEX "Activity_recipientId_seenAt_idx" ON "Activity"("recipientId", "seenAt");

-- CreateIndex
CREATE INDEX "Activity_actorUserId_idx" ON "Activity"("actorUserId");

-- CreateIndex
CREATE INDEX "Activity_buddyshipId_idx" ON "Activity"("buddyshipId");

-- CreateIndex
CREATE INDEX "Activity_feedItemId_idx" ON "Activity"("feedItemId");

-- CreateIndex
CREATE INDEX "Activity_feedCommentId_idx" ON "Activity"("feedCommentId");

-- CreateIndex
CREATE INDEX "Activity_workoutLogId_idx" ON "Activity"("workoutLogId");

-- CreateIndex
CREATE UNIQUE INDEX "Activity_recipientId_dedupeKey_key" ON "Activity"("recipientId", "dedupeKey");

-- CreateIndex
CREATE UNIQUE INDEX "PushSubscription_endpoint_key" ON "PushSubscription"("endpoint");

-- CreateIndex
CREATE INDEX "PushSubscription_userId_idx" ON "PushSubscription"("userId");

-- AddForeignKey
ALTER TABLE "Activity" ADD CONSTRAINT "Activity_recipientId_fkey" FOREIGN KEY ("recipientId") REFERENCES "User"("userId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Activity" ADD CONSTRAINT "Activity_actorUserId_fkey" FOREIGN KEY ("actorUserId") REFERENCES "User"("userId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Activity" ADD CONSTRAINT "Activity_buddyshipId_fkey" FOREIGN KEY ("buddyshipId") REFERENCES "Buddyship"("buddyshipId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Activity" ADD CONSTRAINT "Activity_feedItemId_fkey" FOREIGN KEY ("feedItemId") REFERENCES "FeedItem"("feedItemId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Activity" ADD CONSTRAINT "Activity_feedCommentId_fkey" FOREIGN KEY ("feedCommentId") REFERENCES "FeedComment"("feedCommentId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Activity" ADD CONSTRAINT "Activity_workoutLogId_fkey" FOREIGN KEY ("workoutLogId") REFERENCES "WorkoutLog"("workoutLogId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PushSubscription" ADD CONSTRAINT "PushSubscription_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("userId") ON DELETE CASCADE ON UPDATE CASCADE;
