-- The interface language a member chose, or null to follow their device
ALTER TABLE "User" ADD COLUMN "language" TEXT;
