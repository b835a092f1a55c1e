/*
  Warnings:

  - The primary key for the `PersonalRecord` table will be changed. If it partially fails, the table could be left without primary key constraint.
  - You are about to drop the column `personalRecordId` on the `PersonalRecord` table. All the data in the column will be lost.
  - You are about to drop the column `deletedAt` on the `WorkoutLog` table. All the data in the column will be lost.
  - A unique constraint covering the columns `[pairKey]` on the table `Buddyship` will be added. If there are existing duplicate values, this will fail.
  - A unique constraint covering the columns `[userId,importKey]` on the table `WorkoutLog` will be added. If there are existing duplicate values, this will fail.
  - Added the required column `pairKey` to the `Buddyship` table without a default value. This is not possible if the table is not empty.
  - Added the required column `startedAt` to the `WorkoutLogExercise` table without a default value. This is not possible if the table is not empty.
  - Added the required column `userId` to the `WorkoutLogExercise` table without a default value. This is not possible if the table is not empty.

*/
-- DropIndex
DROP INDEX "Buddyship_requesterId_addresseeId_key";

-- DropIndex
DROP INDEX "FeedItem_createdAt_idx";

-- DropIndex
DROP INDEX "PersonalRecord_userId_exerciseCode_recordType_idx";

-- AlterTable
ALTER TABLE "Buddyship" ADD COLUMN     "pairKey" TEXT NOT NULL;

-- AlterTable
ALTER TABLE "FeedItem" ADD COLUMN     "commentCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "propCount" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "PersonalRecord" DROP CONSTRAINT "PersonalRecord_pkey",
DROP COLUMN "personalRecordId",
ADD COLUMN     "qualifier" TEXT NOT NULL DEFAULT '',
ADD CONSTRAINT "PersonalRecord_pkey" PRIMARY KEY ("userId", "exerciseCode", "recordType", "qualifier");

-- AlterTable
ALTER TABLE "WorkoutLog" DROP COLUMN "deletedAt",
ADD COLUMN     "activeSince" TIMESTAMP(3),
ADD COLUMN     "exerciseCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "importKey" TEXT,
ADD COLUMN     "pausedAt" TIMESTAMP(3),
ADD COLUMN     "personalRecordCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "setCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "totalVolume" DOUBLE PRECISION NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "WorkoutLogExercise" ADD COLUMN     "bestEstimated1rm" DOUBLE PRECISION,
ADD COLUMN     "bestSetId" TEXT,
ADD COLUMN     "bestWeight" DOUBLE PRECISION,
ADD COLUMN     "completedSetCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "restSeconds" INTEGER,
ADD COLUMN     "startedAt" TIMESTAMP(3) NOT NULL,
ADD COLUMN     "totalReps" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "userId" TEXT NOT NULL,
ADD COLUMN     "volume" DOUBLE PRECISION NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "WorkoutLogSet" ADD COLUMN     "records" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "restSeconds" INTEGER,
ADD COLUMN     "targets" TEXT;

-- CreateTable
CREATE TABLE "UserBlock" (
    "blockerId" TEXT NOT NULL,
    "blockedId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "UserBlock_pkey" PRIMARY KEY ("blockerId","blockedId")
);

-- CreateTable
CREATE TABLE "FeedProp" (
    "feedItemId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FeedProp_pkey" PRIMARY KEY ("feedItemId","userId")
);

-- CreateTable
CREATE TABLE "FeedComment" (
    "feedCommentId" TEXT NOT NULL,
    "feedItemId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FeedComment_pkey" PRIMARY KEY ("feedCommentId")
);

-- CreateIndex
CREATE INDEX "UserBlock_blockedId_idx" ON "UserBlock"("blockedId");

-- CreateIndex
CREATE INDEX "FeedProp_userId_idx" ON "FeedProp"("userId");

-- CreateIndex
CREATE INDEX "FeedComment_feedItemId_createdAt_idx" ON "FeedComment"("feedItemId", "createdAt");

-- CreateIndex
CREATE INDEX "FeedComment_userId_idx" ON "FeedComment"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "Buddyship_pairKey_key" ON "Buddyship"("pairKey");

-- CreateIndex
CREATE INDEX "Buddyship_requesterId_status_idx" ON "Buddyship"("requesterId", "status");

-- CreateIndex
CREATE INDEX "FeedItem_contentType_createdAt_idx" ON "FeedItem"("contentType", "createdAt");

-- CreateIndex
CREATE INDEX "FeedItem_workoutLogId_idx" ON "FeedItem"("workoutLogId");

-- CreateIndex
CREATE INDEX "FeedItem_workoutId_idx" ON "FeedItem"("workoutId");

-- CreateIndex
CREATE INDEX "FeedItem_programId_idx" ON "FeedItem"("programId");

-- CreateIndex
CREATE INDEX "PersonalRecord_userId_achievedAt_idx" ON "PersonalRecord"("userId", "achievedAt");

-- CreateIndex
CREATE INDEX "WorkoutLog_userId_status_idx" ON "WorkoutLog"("userId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "WorkoutLog_userId_importKey_key" ON "WorkoutLog"("userId", "importKey");

-- CreateIndex
CREATE INDEX "WorkoutLogExercise_userId_exerciseCode_startedAt_idx" ON "WorkoutLogExercise"("userId", "exerciseCode", "startedAt");

-- AddForeignKey
ALTER TABLE "UserBlock" ADD CONSTRAINT "UserBlock_blockerId_fkey" FOREIGN KEY ("blockerId") REFERENCES "User"("userId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserBlock" ADD CONSTRAINT "UserBlock_blockedId_fkey" FOREIGN KEY ("blockedId") REFERENCES "User"("userId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeedProp" ADD CONSTRAINT "FeedProp_feedItemId_fkey" FOREIGN KEY ("feedItemId") REFERENCES "FeedItem"("feedItemId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeedProp" ADD CONSTRAINT "FeedProp_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("userId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeedComment" ADD CONSTRAINT "FeedComment_feedItemId_fkey" FOREIGN KEY ("feedItemId") REFERENCES "FeedItem"("feedItemId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeedComment" ADD CONSTRAINT "FeedComment_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("userId") ON DELETE CASCADE ON UPDATE CASCADE;
