-- CreateTable
CREATE TABLE "reply_addresses" (
    "local_part" TEXT NOT NULL,
    "user_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "retired_at" TIMESTAMPTZ(3),

    CONSTRAINT "reply_addresses_pkey" PRIMARY KEY ("local_part")
);

-- CreateIndex
CREATE INDEX "reply_addresses_user_id_idx" ON "reply_addresses"("user_id");

-- One address in use per user (a rotated one is kept, retired, so mail to it is refused as unknown
-- rather than reaching whoever might later draw the same local part)
CREATE UNIQUE INDEX "reply_addresses_one_active_per_user" ON "reply_addresses"("user_id") WHERE "retired_at" IS NULL;
