-- Issue 28 "Traces": the outbox row keeps the W3C traceparent of the transaction that wrote it
-- (null with tracing off), so the relay publishes the event in the writer's trace. Nullable with no
-- default: PostgreSQL only records it in the catalog, no table rewrite.
-- AlterTable
ALTER TABLE "outbox_events" ADD COLUMN     "traceparent" TEXT;
