-- CreateIndex
CREATE INDEX "ExerciseEquipment_card_idx" ON "ExerciseEquipment"("exerciseCode", "isRequired" DESC, "slot", "equipmentCode");

-- CreateIndex
CREATE INDEX "ExerciseMuscle_card_idx" ON "ExerciseMuscle"("exerciseCode", "targetPercentage" DESC, "muscleCode", "isPrimary");
