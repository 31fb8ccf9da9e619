-- Text-to-apply (issue 14): the 6-digit codes that prove a number is the user's. Only the code's
-- HMAC is stored (key: identity's PHONE_CODE_HMAC_KEY), the user's latest row is the one that
-- counts, and the rows of the last hour limit how many codes a user may ask for.
CREATE TABLE "phone_verification_codes" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "phone" TEXT NOT NULL,
    "code_hash" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "consumed_at" TIMESTAMPTZ(3),

    CONSTRAINT "phone_verification_codes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "phone_verification_codes_user_id_created_at_idx" ON "phone_verification_codes"("user_id", "created_at" DESC);

-- AddForeignKey
ALTER TABLE "phone_verification_codes" ADD CONSTRAINT "phone_verification_codes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
