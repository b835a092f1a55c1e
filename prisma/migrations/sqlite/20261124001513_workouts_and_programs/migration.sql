/*
  Warnings:

  - You are about to drop the `WorkoutRating` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `WorkoutView` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the column `currentDayNumber` on the `ProgramEnrollment` table. All the data in the column will be lost.

*/
-- DropIndex
DROP INDEX "Share_contentType_contentId_idx";

-- DropIndex
DROP INDEX "WorkoutView_workoutId_idx";

-- DropTable
PRAGMA foreign_keys=off;
DROP TABLE "WorkoutRating";
PRAGMA foreign_keys=on;

-- DropTable
PRAGMA foreign_keys=off;
DROP TABLE "WorkoutView";
PRAGMA foreign_keys=on;

-- CreateTable
CREATE TABLE "WorkoutMuscle" (
    "workoutId" TEXT NOT NULL,
    "muscleCode" TEXT NOT NULL,
    "targetPercentage" INTEGER NOT NULL,
    "isPrimary" BOOLEAN NOT NULL,

    PRIMARY KEY ("workoutId", "muscleCode"),
    CONSTRAINT "WorkoutMuscle_workoutId_fkey" FOREIGN KEY ("workoutId") REFERENCES "Workout" ("workoutId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "WorkoutMuscle_muscleCode_fkey" FOREIGN KEY ("muscleCode") REFERENCES "Muscle" ("muscleCode") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ContentRating" (
    "contentType" TEXT NOT NULL,
    "contentId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "rating" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,

    PRIMARY KEY ("contentType", "contentId", "userId"),
    CONSTRAINT "ContentRating_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("userId") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ContentView" (
    "contentType" TEXT NOT NULL,
    "contentId" TEXT NOT NULL,
    "viewerKey" TEXT NOT NULL,
    "viewDay" TEXT NOT NULL,
    "userId" TEXT,
    "viewedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("contentType", "contentId", "viewerKey", "viewDay"),
    CONSTRAINT "ContentView_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("userId") ON DELETE SET NULL ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Program" (
    "programId" TEXT NOT NULL PRIMARY KEY,
    "programTitle" TEXT NOT NULL,
    "description" TEXT,
    "searchText" TEXT NOT NULL DEFAULT '',
    "authorUserId" TEXT NOT NULL,
    "creatorProfileId" TEXT,
    "publishedStatusCode" TEXT NOT NULL DEFAULT 'DRAFT',
    "visibility" TEXT NOT NULL DEFAULT 'PUBLIC',
    "backgroundImageId" TEXT,
    "duplicatedFromId" TEXT,
    "weekCount" INTEGER NOT NULL DEFAULT 1,
    "workoutDayCount" INTEGER NOT NULL DEFAULT 0,
    "estimatedWeeklyDuration" INTEGER NOT NULL DEFAULT 0,
    "ratingCount" INTEGER NOT NULL DEFAULT 0,
    "ratingAverage" REAL,
    "viewCount" INTEGER NOT NULL DEFAULT 0,
    "shareCount" INTEGER NOT NULL DEFAULT 0,
    "duplicateCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUpdated" DATETIME NOT NULL,
    CONSTRAINT "Program_authorUserId_fkey" FOREIGN KEY ("authorUserId") REFERENCES "User" ("userId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Program_creatorProfileId_fkey" FOREIGN KEY ("creatorProfileId") REFERENCES "CreatorProfile" ("creatorProfileId") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Program_publishedStatusCode_fkey" FOREIGN KEY ("publishedStatusCode") REFERENCES "PublishedStatus" ("publishedStatusCode") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Program_backgroundImageId_fkey" FOREIGN KEY ("backgroundImageId") REFERENCES "MediaAsset" ("mediaAssetId") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Program" ("authorUserId", "backgroundImageId", "createdAt", "creatorProfileId", "description", "lastUpdated", "programId", "programTitle", "publishedStatusCode", "visibility") SELECT "authorUserId", "backgroundImageId", "createdAt", "creatorProfileId", "description", "lastUpdated", "programId", "programTitle", "publishedStatusCode", "visibility" FROM "Program";
DROP TABLE "Program";
ALTER TABLE "new_Program" RENAME TO "Program";
CREATE INDEX "Program_authorUserId_lastUpdated_idx" ON "Program"("authorUserId", "lastUpdated");
CREATE INDEX "Program_publishedStatusCode_visibility_lastUpdated_idx" ON "Program"("publishedStatusCode", "visibility", "lastUpdated");
CREATE INDEX "Program_creatorProfileId_lastUpdated_idx" ON "Program"("creatorProfileId", "lastUpdated");
CREATE TABLE "new_ProgramDay" (
    "programDayId" TEXT NOT NULL PRIMARY KEY,
    "programId" TEXT NOT NULL,
    "weekNumber" INTEGER NOT NULL DEFAULT 1,
    "dayNumber" INTEGER NOT NULL,
    "dayType" TEXT NOT NULL DEFAULT 'Empty',
    "title" TEXT,
    "notes" TEXT,
    "workoutId" TEXT,
    CONSTRAINT "ProgramDay_programId_fkey" FOREIGN KEY ("programId") REFERENCES "Program" ("programId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ProgramDay_workoutId_fkey" FOREIGN KEY ("workoutId") REFERENCES "Workout" ("workoutId") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_ProgramDay" ("dayNumber", "dayType", "notes", "programDayId", "programId", "title", "workoutId") SELECT "dayNumber", "dayType", "notes", "programDayId", "programId", "title", "workoutId" FROM "ProgramDay";
DROP TABLE "ProgramDay";
ALTER TABLE "new_ProgramDay" RENAME TO "ProgramDay";
CREATE INDEX "ProgramDay_workoutId_idx" ON "ProgramDay"("workoutId");
CREATE UNIQUE INDEX "ProgramDay_programId_weekNumber_dayNumber_key" ON "ProgramDay"("programId", "weekNumber", "dayNumber");
CREATE TABLE "new_ProgramEnrollment" (
    "programEnrollmentId" TEXT NOT NULL PRIMARY KEY,
    "programId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "startedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completedAt" DATETIME,
    CONSTRAINT "ProgramEnrollment_programId_fkey" FOREIGN KEY ("programId") REFERENCES "Program" ("programId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ProgramEnrollment_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("userId") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_ProgramEnrollment" ("completedAt", "programEnrollmentId", "programId", "startedAt", "userId") SELECT "completedAt", "programEnrollmentId", "programId", "startedAt", "userId" FROM "ProgramEnrollment";
DROP TABLE "ProgramEnrollment";
ALTER TABLE "new_ProgramEnrollment" RENAME TO "ProgramEnrollment";
CREATE INDEX "ProgramEnrollment_userId_idx" ON "ProgramEnrollment"("userId");
CREATE UNIQUE INDEX "ProgramEnrollment_programId_userId_key" ON "ProgramEnrollment"("programId", "userId");
CREATE TABLE "new_Workout" (
    "workoutId" TEXT NOT NULL PRIMARY KEY,
    "workoutTitle" TEXT NOT NULL,
    "description" TEXT,
    "searchText" TEXT NOT NULL DEFAULT '',
    "authorUserId" TEXT NOT NULL,
    "creatorProfileId" TEXT,
    "publishedStatusCode" TEXT NOT NULL DEFAULT 'DRAFT',
    "visibility" TEXT NOT NULL DEFAULT 'PUBLIC',
    "backgroundImageId" TEXT,
    "duplicatedFromId" TEXT,
    "exerciseCount" INTEGER NOT NULL DEFAULT 0,
    "estimatedDuration" INTEGER NOT NULL DEFAULT 0,
    "totalVolume" REAL NOT NULL DEFAULT 0,
    "ratingCount" INTEGER NOT NULL DEFAULT 0,
    "ratingAverage" REAL,
    "viewCount" INTEGER NOT NULL DEFAULT 0,
    "shareCount" INTEGER NOT NULL DEFAULT 0,
    "duplicateCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUpdated" DATETIME NOT NULL,
    CONSTRAINT "Workout_authorUserId_fkey" FOREIGN KEY ("authorUserId") REFERENCES "User" ("userId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Workout_creatorProfileId_fkey" FOREIGN KEY ("creatorProfileId") REFERENCES "CreatorProfile" ("creatorProfileId") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Workout_publishedStatusCode_fkey" FOREIGN KEY ("publishedStatusCode") REFERENCES "PublishedStatus" ("publishedStatusCode") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Workout_backgroundImageId_fkey" FOREIGN KEY ("backgroundImageId") REFERENCES "MediaAsset" ("mediaAssetId") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Workout" ("authorUserId", "backgroundImageId", "createdAt", "creatorProfileId", "description", "estimatedDuration", "exerciseCount", "lastUpdated", "publishedStatusCode", "totalVolume", "visibility", "workoutId", "workoutTitle") SELECT "authorUserId", "backgroundImageId", "createdAt", "creatorProfileId", "description", "estimatedDuration", "exerciseCount", "lastUpdated", "publishedStatusCode", "totalVolume", "visibility", "workoutId", "workoutTitle" FROM "Workout";
DROP TABLE "Workout";
ALTER TABLE "new_Workout" RENAME TO "Workout";
CREATE INDEX "Workout_authorUserId_lastUpdated_idx" ON "Workout"("authorUserId", "lastUpdated");
CREATE INDEX "Workout_publishedStatusCode_visibility_lastUpdated_idx" ON "Workout"("publishedStatusCode", "visibility", "lastUpdated");
CREATE INDEX "Workout_creatorProfileId_lastUpdated_idx" ON "Workout"("creatorProfileId", "lastUpdated");
CREATE INDEX "Workout_duplicatedFromId_idx" ON "Workout"("duplicatedFromId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "ContentRating_contentType_contentId_updatedAt_idx" ON "ContentRating"("contentType", "contentId", "updatedAt");

-- CreateIndex
CREATE INDEX "ContentView_contentType_contentId_viewedAt_idx" ON "ContentView"("contentType", "contentId", "viewedAt");

-- CreateIndex
CREATE INDEX "Share_contentType_contentId_createdAt_idx" ON "Share"("contentType", "contentId", "createdAt");
