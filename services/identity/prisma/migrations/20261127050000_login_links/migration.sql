-- One-time sign-in links (issue 23): e-mailed past the per-account limit of failed logins,
-- stored as the SHA-256 of the token, single use, valid for a few minutes.
CREATE TABLE "login_link_tokens" (
    "id" UUID NOT NULL,
    "token_hash" TEXT NOT NULL,
    "user_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),

    CONSTRAINT "login_link_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "login_link_tokens_token_hash_key" ON "login_link_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "login_link_tokens_user_id_created_at_idx" ON "login_link_tokens"("user_id", "created_at");

-- AddForeignKey
ALTER TABLE "login_link_tokens" ADD CONSTRAINT "login_link_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
