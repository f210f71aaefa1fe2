ALTER TABLE "courses" ADD COLUMN "instalment_plan" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "instalments" jsonb;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "retired_at" timestamp with time zone;