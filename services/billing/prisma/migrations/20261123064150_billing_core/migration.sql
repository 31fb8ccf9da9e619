-- CreateTable
CREATE TABLE "customers" (
    "user_id" UUID NOT NULL,
    "stripe_customer_id" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "customers_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "subscriptions" (
    "id" TEXT NOT NULL,
    "user_id" UUID NOT NULL,
    "stripe_customer_id" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "plan_id" TEXT,
    "plan_name" TEXT NOT NULL,
    "price_id" TEXT NOT NULL,
    "unit_amount" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "quota" INTEGER NOT NULL,
    "current_period_start" TIMESTAMPTZ(3) NOT NULL,
    "current_period_end" TIMESTAMPTZ(3) NOT NULL,
    "cancel_at_period_end" BOOLEAN NOT NULL,
    "scheduled_price_id" TEXT,
    "scheduled_plan_id" TEXT,
    "scheduled_at" TIMESTAMPTZ(3),
    "card_brand" TEXT,
    "card_last4" TEXT,
    "started_at" TIMESTAMPTZ(3) NOT NULL,
    "stripe_updated_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "subscriptions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "invoices" (
    "id" TEXT NOT NULL,
    "user_id" UUID NOT NULL,
    "subscription_id" TEXT,
    "status" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "invoices_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "stripe_events" (
    "id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "processed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stripe_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "quota_periods" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "period_start" TIMESTAMPTZ(3) NOT NULL,
    "period_end" TIMESTAMPTZ(3) NOT NULL,
    "plan_quota" INTEGER NOT NULL,
    "extra_packs" INTEGER NOT NULL DEFAULT 0,
    "used" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "quota_periods_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "quota_reservations" (
    "job_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "period_id" UUID NOT NULL,
    "state" TEXT NOT NULL,
    "reserved_at" TIMESTAMPTZ(3) NOT NULL,
    "settled_at" TIMESTAMPTZ(3),

    CONSTRAINT "quota_reservations_pkey" PRIMARY KEY ("job_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "customers_stripe_customer_id_key" ON "customers"("stripe_customer_id");

-- CreateIndex
CREATE INDEX "subscriptions_user_id_current_period_end_idx" ON "subscriptions"("user_id", "current_period_end" DESC);

-- CreateIndex
CREATE INDEX "subscriptions_stripe_customer_id_idx" ON "subscriptions"("stripe_customer_id");

-- CreateIndex
CREATE INDEX "invoices_user_id_created_at_idx" ON "invoices"("user_id", "created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "quota_periods_user_id_period_start_key" ON "quota_periods"("user_id", "period_start");

-- CreateIndex
CREATE INDEX "quota_reservations_period_id_idx" ON "quota_reservations"("period_id");

-- CreateIndex
CREATE INDEX "quota_reservations_state_reserved_at_idx" ON "quota_reservations"("state", "reserved_at");

-- AddForeignKey
ALTER TABLE "quota_reservations" ADD CONSTRAINT "quota_reservations_period_id_fkey" FOREIGN KEY ("period_id") REFERENCES "quota_periods"("id") ON DELETE CASCADE ON UPDATE CASCADE;


