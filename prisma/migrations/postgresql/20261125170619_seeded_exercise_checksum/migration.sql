-- AlterTable
ALTER TABLE "Exercise" ADD COLUMN     "seedChecksum" TEXT;
