-- The interface language a member chose; null follows their device.
ALTER TABLE "User" ADD COLUMN "language" TEXT;
