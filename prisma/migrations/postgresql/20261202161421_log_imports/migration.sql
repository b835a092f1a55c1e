-- AlterTable
ALTER TABLE "WorkoutLog" ADD COLUMN     "logImportId" TEXT;

-- CreateTable
CREATE TABLE "LogImport" (
    "logImportId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "fileName" TEXT,
    "logCount" INTEGER NOT NULL DEFAULT 0,
    "setCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LogImport_pkey" PRIMARY KEY ("logImportId")
);

-- CreateIndex
CREATE INDEX "LogImport_userId_createdAt_idx" ON "LogImport"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "WorkoutLog_logImportId_idx" ON "WorkoutLog"("logImportId");

-- AddForeignKey
ALTER TABLE "WorkoutLog" ADD CONSTRAINT "WorkoutLog_logImportId_fkey" FOREIGN KEY ("logImportId") REFERENCES "LogImport"("logImportId") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LogImport" ADD CONSTRAINT "LogImport_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("userId") ON DELETE CASCADE ON UPDATE CASCADE;
