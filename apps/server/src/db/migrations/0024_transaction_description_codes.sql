ALTER TABLE "transactions" ADD COLUMN "description_key" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "description_values" jsonb;--> statement-breakpoint
-- Descriptions written before the codes existed get theirs from their (server-written) English sentence.
UPDATE "transactions" SET "description_key" = 'statement',
  "description_values" = jsonb_build_object('month', substring("description" from '^Statement (\d{4}-\d{2})$'))
  WHERE "description" ~ '^Statement \d{4}-\d{2}$';--> statement-breakpoint
UPDATE "transactions" SET "description_key" = 'statementCreditRefund',
  "description_values" = jsonb_build_object('month', substring("description" from '^Refund of the credit balance of the (\d{4}-\d{2}) statement$'))
  WHERE "description" ~ '^Refund of the credit balance of the \d{4}-\d{2} statement$';
