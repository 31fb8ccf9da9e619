-- CreateTable
CREATE TABLE "inbound_mails" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "reply_address" TEXT NOT NULL,
    "dedupe_key" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "envelope_from" TEXT,
    "client_ip" TEXT,
    "from_address" TEXT,
    "subject" TEXT NOT NULL,
    "message_id" TEXT,
    "raw_size" INTEGER NOT NULL,
    "attachment_count" INTEGER NOT NULL,
    "object_prefix" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "suggested_status" TEXT,
    "confidence" DOUBLE PRECISION NOT NULL,
    "spf" TEXT NOT NULL,
    "dkim" TEXT NOT NULL,
    "dmarc" TEXT NOT NULL,
    "auth_results" TEXT NOT NULL,
    "received_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "inbound_mails_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "inbound_mails_user_id_received_at_idx" ON "inbound_mails"("user_id", "received_at");

-- CreateIndex
CREATE UNIQUE INDEX "inbound_mails_user_id_dedupe_key_key" ON "inbound_mails"("user_id", "dedupe_key");
