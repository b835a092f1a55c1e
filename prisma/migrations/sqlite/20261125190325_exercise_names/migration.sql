-- CreateTable
CREATE TABLE "ExerciseName" (
    "exerciseCode" TEXT NOT NULL,
    "localeCode" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "aliases" JSONB NOT NULL,

    PRIMARY KEY ("exerciseCode", "localeCode"),
    CONSTRAINT "ExerciseName_exerciseCode_fkey" FOREIGN KEY ("exerciseCode") REFERENCES "Exercise" ("exerciseCode") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ExerciseName_localeCode_fkey" FOREIGN KEY ("localeCode") REFERENCES "Locale" ("localeCode") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "ExerciseName_localeCode_idx" ON "ExerciseName"("localeCode");
