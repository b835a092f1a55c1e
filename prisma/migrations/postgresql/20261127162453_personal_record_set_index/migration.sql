-- CreateIndex
CREATE INDEX "PersonalRecord_workoutLogSetId_idx" ON "PersonalRecord"("workoutLogSetId");
