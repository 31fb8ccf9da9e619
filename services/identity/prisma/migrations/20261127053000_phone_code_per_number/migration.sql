-- CreateIndex
CREATE INDEX "phone_verification_codes_phone_created_at_idx" ON "phone_verification_codes"("phone", "created_at" DESC);
