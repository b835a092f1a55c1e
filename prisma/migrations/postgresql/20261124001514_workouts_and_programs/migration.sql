/*
  Warnings:

  - You are about to drop the column `currentDayNumber` on the `ProgramEnrollment` table. All the data in the column will be lost.
  - You are about to drop the `WorkoutRating` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `WorkoutView` table. If the table is not empty, all the data it contains will be lost.
  - A unique constraint covering the columns `[programId,weekNumber,dayNumber]` on the table `ProgramDay` will be added. If there are existing duplicate values, this will fail.

*/
-- DropForeignKey
ALTER TABLE "WorkoutRating" DROP CONSTRAINT "WorkoutRating_userId_fkey";

-- DropForeignKey
ALTER TABLE "WorkoutRating" DROP CONSTRAINT "WorkoutRating_workoutId_fkey";

-- DropForeignKey
ALTER TABLE "WorkoutView" DROP CONSTRAINT "WorkoutView_userId_fkey";

-- DropForeignKey
ALTER TABLE "WorkoutView" DROP CONSTRAINT "WorkoutView_workoutId_fkey";

-- DropIndex
DROP INDEX "ProgramDay_programId_dayNumber_key";

-- DropIndex
DROP INDEX "Share_contentType_contentId_idx";

-- DropIndex
DROP INDEX "Workout_publishedStatusCode_lastUpdated_idx";

-- AlterTable
ALTER TABLE "Program" ADD COLUMN     "duplicateCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "duplicatedFromId" TEXT,
ADD COLUMN     "estimatedWeeklyDuration" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "ratingAverage" DOUBLE PRECISION,
ADD COLUMN     "ratingCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "searchText" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "shareCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "viewCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "weekCount" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN     "workoutDayCount" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "ProgramDay" ADD COLUMN     "weekNumber" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "ProgramEnrollment" DROP COLUMN "currentDayNumber";

-- AlterTable
ALTER TABLE "Workout" ADD COLUMN     "duplicateCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "duplicatedFromId" TEXT,
ADD COLUMN     "ratingAverage" DOUBLE PRECISION,
ADD COLUMN     "ratingCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "searchText" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "shareCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "viewCount" INTEGER NOT NULL DEFAULT 0;

-- DropTable
DROP TABLE "WorkoutRating";

-- DropTable
DROP TABLE "WorkoutView";

-- CreateTable
CREATE TABLE "WorkoutMuscle" (
    "workoutId" TEXT NOT NULL,
    "muscleCode" TEXT NOT NULL,
    "targetPercentage" INTEGER NOT NULL,
    "isPrimary" BOOLEAN NOT NULL,

    CONSTRAINT "WorkoutMuscle_pkey" PRIMARY KEY ("workoutId","muscleCode")
);

-- CreateTable
CREATE TABLE "ContentRating" (
    "contentType" TEXT NOT NULL,
    "contentId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "rating" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ContentRating_pkey" PRIMARY KEY ("contentType","contentId","userId")
);

-- CreateTable
CREATE TABLE "ContentView" (
    "contentType" TEXT NOT NULL,
    "contentId" TEXT NOT NULL,
    "viewerKey" TEXT NOT NULL,
    "viewDay" TEXT NOT NULL,
    "userId" TEXT,
    "viewedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ContentView_pkey" PRIMARY KEY ("contentType","contentId","viewerKey","viewDay")
);

-- CreateIndex
CREATE INDEX "ContentRating_contentType_contentId_updatedAt_idx" ON "ContentRating"("contentType", "contentId", "updatedAt");

-- CreateIndex
CREATE INDEX "ContentView_contentType_contentId_viewedAt_idx" ON "ContentView"("contentType", "contentId", "viewedAt");

-- CreateIndex
CREATE INDEX "Program_publishedStatusCode_visibility_lastUpdated_idx" ON "Program"("publishedStatusCode", "visibility", "lastUpdated");

-- CreateIndex
CREATE INDEX "Program_creatorProfileId_lastUpdated_idx" ON "Program"("creatorProfileId", "lastUpdated");

-- CreateIndex
CREATE INDEX "ProgramDay_workoutId_idx" ON "ProgramDay"("workoutId");

-- CreateIndex
CREATE UNIQUE INDEX "ProgramDay_programId_weekNumber_dayNumber_key" ON "ProgramDay"("programId", "weekNumber", "dayNumber");

-- CreateIndex
CREATE INDEX "Share_contentType_contentId_createdAt_idx" ON "Share"("contentType", "contentId", "createdAt");

-- CreateIndex
CREATE INDEX "Workout_publishedStatusCode_visibility_lastUpdated_idx" ON "Workout"("publishedStatusCode", "visibility", "lastUpdated");

-- CreateIndex
CREATE INDEX "Workout_creatorProfileId_lastUpdated_idx" ON "Workout"("creatorProfileId", "lastUpdated");

-- CreateIndex
CREATE INDEX "Workout_duplicatedFromId_idx" ON "Workout"("duplicatedFromId");

-- AddForeignKey
ALTER TABLE "WorkoutMuscle" ADD CONSTRAINT "WorkoutMuscle_workoutId_fkey" FOREIGN KEY ("workoutId") REFERENCES "Workout"("workoutId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkoutMuscle" ADD CONSTRAINT "WorkoutMuscle_muscleCode_fkey" FOREIGN KEY ("muscleCode") REFERENCES "Muscle"("muscleCode") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentRating" ADD CONSTRAINT "ContentRating_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("userId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentView" ADD CONSTRAINT "ContentView_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("userId") ON DELETE SET NULL ON UPDATE CASCADE;
