-- DropIndex
DROP INDEX "Exercise_publishedStatusCode_exerciseName_idx";

-- CreateIndex
CREATE INDEX "Exercise_publishedStatusCode_exerciseName_exerciseCode_idx" ON "Exercise"("publishedStatusCode", "exerciseName", "exerciseCode");
