-- CreateEnum
CREATE TYPE "sent_sms_status" AS ENUM ('sent', 'failed', 'suppressed');

-- CreateTable
CREATE TABLE "sent_sms" (
    "id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "to" TEXT NOT NULL,
    "event_id" UUID NOT NULL,
    "status" "sent_sms_status" NOT NULL,
    "reason" TEXT,
    "twilio_sid" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMPTZ(3),

    CONSTRAINT "sent_sms_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sms_opt_outs" (
    "phone" TEXT NOT NULL,
    "opted_out" BOOLEAN NOT NULL,
    "changed_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "sms_opt_outs_pkey" PRIMARY KEY ("phone")
);

-- CreateTable
CREATE TABLE "inbound_sms" (
    "message_sid" TEXT NOT NULL,
    "from" TEXT NOT NULL,
    "outcome" TEXT NOT NULL,
    "user_id" UUID,
    "job_id" UUID,
    "link" TEXT,
    "reply" TEXT,
    "received_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "inbound_sms_pkey" PRIMARY KEY ("message_sid")
);

-- CreateIndex
CREATE UNIQUE INDEX "sent_sms_event_id_key" ON "sent_sms"("event_id");

-- CreateIndex
CREATE UNIQUE INDEX "sent_sms_twilio_sid_key" ON "sent_sms"("twilio_sid");

-- CreateIndex
CREATE INDEX "sent_sms_to_created_at_idx" ON "sent_sms"("to", "created_at");

-- CreateIndex
CREATE INDEX "inbound_sms_from_received_at_idx" ON "inbound_sms"("from", "received_at");
