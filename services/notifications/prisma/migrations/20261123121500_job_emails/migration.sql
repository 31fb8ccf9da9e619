-- CreateEnum
CREATE TYPE "scheduled_email_state" AS ENUM ('pending', 'sent', 'cancelled');

-- CreateTable
CREATE TABLE "scheduled_emails" (
    "id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "job_id" UUID NOT NULL,
    "owner_id" UUID NOT NULL,
    "due_at" TIMESTAMPTZ(3) NOT NULL,
    "payload" JSONB NOT NULL,
    "state" "scheduled_email_state" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "settled_at" TIMESTAMPTZ(3),

    CONSTRAINT "scheduled_emails_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "chat_read_marks" (
    "job_id" UUID NOT NULL,
    "owner_read_at" TIMESTAMPTZ(3),
    "staff_read_at" TIMESTAMPTZ(3),

    CONSTRAINT "chat_read_marks_pkey" PRIMARY KEY ("job_id")
);

-- CreateIndex
CREATE INDEX "scheduled_emails_job_id_kind_settled_at_idx" ON "scheduled_emails"("job_id", "kind", "settled_at");

-- Hand-written: the sweep reads the pending e-mails by due time.
CREATE INDEX "scheduled_emails_pending_due_idx" ON "scheduled_emails"("due_at") WHERE "state" = 'pending';

-- Hand-written: one pending e-mail per job for the kinds that gather (throttled message e-mails,
-- the staff unread check, the interview reminder), not status e-mails: one per change.
CREATE UNIQUE INDEX "scheduled_emails_one_pending_idx" ON "scheduled_emails"("job_id", "kind") WHERE "state" = 'pending' AND "kind" <> 'status_changed';
