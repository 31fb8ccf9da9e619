-- A rotated refresh token may hand out one sibling (two tabs refreshing at once), recorded here.
ALTER TABLE "refresh_tokens" ADD COLUMN "sibling_issued_at" TIMESTAMPTZ(3);
