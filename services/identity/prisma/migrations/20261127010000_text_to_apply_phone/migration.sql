-- Text-to-apply (issue 14): the number a user texts job links from, in E.164 form, and when they
-- proved it is theirs. SMS updates on/off is the existing `sms_consent`.
ALTER TABLE "users" ADD COLUMN "sms_phone" TEXT;
ALTER TABLE "users" ADD COLUMN "sms_phone_verified_at" TIMESTAMPTZ(3);

-- A verified number belongs to one account (an inbound text must name one user), an unverified one
-- may be typed by several until one of them proves it.
CREATE UNIQUE INDEX "users_sms_phone_verified_key" ON "users" ("sms_phone") WHERE "sms_phone_verified_at" IS NOT NULL;
