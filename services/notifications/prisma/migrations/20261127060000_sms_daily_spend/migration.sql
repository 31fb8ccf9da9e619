-- CreateTable
CREATE TABLE "sms_daily_spend" (
    "day" DATE NOT NULL,
    "spent" INTEGER NOT NULL DEFAULT 0,
    "refused" INTEGER NOT NULL DEFAULT 0,
    "alerted_at" TIMESTAMPTZ(3),

    CONSTRAINT "sms_daily_spend_pkey" PRIMARY KEY ("day")
);
