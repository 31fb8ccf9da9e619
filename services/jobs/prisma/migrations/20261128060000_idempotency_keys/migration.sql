-- Issue 28 "Replicas, proven under load": the replies of writes a client named with an
-- Idempotency-Key (imports, chat posts), written in the transaction of the write, so a retry with
-- the same key answers the first reply and writes nothing. Kept 24 hours (expired rows are ignored
-- and deleted per user on that user's next keyed write). The primary key serves both the lookup
-- and that per-user delete.
CREATE TABLE "idempotency_keys" (
    "user_id" UUID NOT NULL,
    "operation" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "reply" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY ("user_id","operation","key")
);
