ALTER TABLE "coupon_uses" ADD COLUMN "turn" integer;--> statement-breakpoint
-- The uses already spent take their turns in the order they were spent, per coupon and student.
UPDATE "coupon_uses" SET "turn" = numbered."turn" FROM (
  SELECT "id", row_number() OVER (PARTITION BY "coupon_id", "user_id" ORDER BY "created_at", "id") AS "turn"
  FROM "coupon_uses"
) AS numbered WHERE numbered."id" = "coupon_uses"."id";--> statement-breakpoint
ALTER TABLE "coupon_uses" ALTER COLUMN "turn" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_uses_student_turn_idx" ON "coupon_uses" USING btree ("coupon_id","user_id","turn");--> statement-breakpoint
DROP INDEX "coupon_uses_student_idx";--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_turn" CHECK ("coupon_uses"."turn" >= 1);
