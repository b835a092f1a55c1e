-- CreateTable
CREATE TABLE "LogImport" (
    "logImportId" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "fileName" TEXT,
    "logCount" INTEGER NOT NULL DEFAULT 0,
    "setCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "LogImport_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("userId") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
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
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "WorkoutLog_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("userId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "WorkoutLog_logImportId_fkey" FOREIGN KEY ("logImportId") REFERENCES "LogImport" ("logImportId") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "WorkoutLog_workoutId_fkey" FOREIGN KEY ("workoutId") REFERENCES "Workout" ("workoutId") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "WorkoutLog_programDayId_fkey" FOREIGN KEY ("programDayId") REFERENCES "ProgramDay" ("programDayId") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_WorkoutLog" ("activeSeconds", "activeSince", "createdAt", "endedAt", "exerciseCount", "importKey", "notes", "pausedAt", "perceivedEffort", "personalRecordCount", "programDayId", "setCount", "startedAt", "status", "title", "totalVolume", "updatedAt", "userId", "visibility", "workoutId", "workoutLogId") SELECT "activeSeconds", "activeSince", "createdAt", "endedAt", "exerciseCount", "importKey", "notes", "pausedAt", "perceivedEffort", "personalRecordCount", "programDayId", "setCount", "startedAt", "status", "title", "totalVolume", "updatedAt", "userId", "visibility", "workoutId", "workoutLogId" FROM "WorkoutLog";
DROP TABLE "WorkoutLog";
ALTER TABLE "new_WorkoutLog" RENAME TO "WorkoutLog";
CREATE INDEX "WorkoutLog_userId_startedAt_idx" ON "WorkoutLog"("userId", "startedAt");
CREATE INDEX "WorkoutLog_userId_status_idx" ON "WorkoutLog"("userId", "status");
CREATE INDEX "WorkoutLog_logImportId_idx" ON "WorkoutLog"("logImportId");
CREATE UNIQUE INDEX "WorkoutLog_userId_importKey_key" ON "WorkoutLog"("userId", "importKey");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "LogImport_userId_createdAt_idx" ON "LogImport"("userId", "createdAt");
