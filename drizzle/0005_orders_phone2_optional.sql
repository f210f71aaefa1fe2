ALTER TABLE "orders" ALTER COLUMN "phone2" DROP NOT NULL;--> statement-breakpoint
-- Profiles saved before the one phone rule may hold +8801… or 8801…: store them as 01… like every new number.
UPDATE "profiles" SET "phone" = substring("phone" from '(01[3-9][0-9]{8})$') WHERE "phone" ~ '^\+?8801[3-9][0-9]{8}$';--> statement-breakpoint
UPDATE "profiles" SET "emergency" = substring("emergency" from '(01[3-9][0-9]{8})$') WHERE "emergency" ~ '^\+?8801[3-9][0-9]{8}$';
