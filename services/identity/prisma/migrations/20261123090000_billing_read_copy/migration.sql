-- identity's read copy of billing (issue 11): one row per user billing has told us about, fed by
-- billing's subscription-changed and usage-changed events.
CREATE TABLE "billing_accounts" (
    "user_id" UUID NOT NULL,
    "stripe_customer_id" TEXT,
    "subscription_id" TEXT,
    "plan_id" TEXT,
    "plan_name" TEXT,
    "subscription_status" TEXT,
    "plan_quota" INTEGER,
    "period_start" TIMESTAMPTZ(3),
    "period_end" TIMESTAMPTZ(3),
    "cancel_at_period_end" BOOLEAN NOT NULL DEFAULT false,
    "started_at" TIMESTAMPTZ(3),
    "subscription_as_of" TIMESTAMPTZ(3),
    "usage_period_start" TIMESTAMPTZ(3),
    "usage_period_end" TIMESTAMPTZ(3),
    "usage_quota" INTEGER,
    "used" INTEGER,
    "usage_as_of" TIMESTAMPTZ(3),
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "billing_accounts_pkey" PRIMARY KEY ("user_id")
);

ALTER TABLE "billing_accounts" ADD CONSTRAINT "billing_accounts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The plan the admin view shows, beside the account so the Plan filter pages on one index.
ALTER TABLE "users" ADD COLUMN "plan" TEXT NOT NULL DEFAULT 'Free';
-- The admin who set the status last (null: the signup default, or billing's automatic move).
ALTER TABLE "users" ADD COLUMN "status_set_by" UUID;

CREATE INDEX "users_plan_created_at_id_idx" ON "users"("plan", "created_at" DESC, "id" DESC);
