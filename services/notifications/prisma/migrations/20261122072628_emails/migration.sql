-- CreateEnum
CREATE TYPE "sent_email_status" AS ENUM ('sent', 'failed');

-- CreateTable
CREATE TABLE "sent_emails" (
    "id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "to" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "event_id" UUID,
    "status" "sent_email_status" NOT NULL,
    "error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMPTZ(3),

    CONSTRAINT "sent_emails_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "sent_emails_event_id_key" ON "sent_emails"("event_id");

-- CreateIndex
CREATE INDEX "sent_emails_created_at_idx" ON "sent_emails"("created_at");
