-- Issue 28: expired idempotency keys are also deleted on a timer (IdempotencyKeyCleanup), oldest
-- first in bounded batches, not only per user on that user's next keyed write. This index finds
-- them without reading the whole table.
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys"("created_at");
