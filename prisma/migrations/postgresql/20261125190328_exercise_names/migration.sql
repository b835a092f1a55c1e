-- CreateTable
CREATE TABLE "ExerciseName" (
    "exerciseCode" TEXT NOT NULL,
    "localeCode" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "aliases" JSONB NOT NULL,

    CONSTRAINT "ExerciseName_pkey" PRIMARY KEY ("exerciseCode","localeCode")
);

-- CreateIndex
CREATE INDEX "ExerciseName_localeCode_idx" ON "ExerciseName"("localeCode");

-- AddForeignKey
ALTER TABLE "ExerciseName" ADD CONSTRAINT "ExerciseName_exerciseCode_fkey" FOREIGN KEY ("exerciseCode") REFERENCES "Exercise"("exerciseCode") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExerciseName" ADD CONSTRAINT "ExerciseName_localeCode_fkey" FOREIGN KEY ("localeCode") REFERENCES "Locale"("localeCode") ON DELETE CASCADE ON UPDATE CASCADE;
