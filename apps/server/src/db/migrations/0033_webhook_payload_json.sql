-- Deliveries are kept as the validated JSON text (decision 026): storing one no longer converts every
-- number of its GPS track into jsonb, a third of the cost of accepting it.
ALTER TABLE "webhook_events" ALTER COLUMN "payload" SET DATA TYPE json USING "payload"::json;
