-- AlterTable
ALTER TABLE "Exercise" ADD COLUMN     "ownerUserId" TEXT;

-- CreateIndex
CREATE INDEX "Exercise_ownerUserId_idx" ON "Exercise"("ownerUserId");

-- AddForeignKey
ALTER TABLE "Exercise" ADD CONSTRAINT "Exercise_ownerUserId_fkey" FOREIGN KEY ("ownerUserId") REFERENCES "User"("userId") ON DELETE CASCADE ON UPDATE CASCADE;
