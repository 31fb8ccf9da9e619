-- AlterTable
ALTER TABLE "jobs" ADD COLUMN     "last_reply_at" TIMESTAMPTZ(3);
