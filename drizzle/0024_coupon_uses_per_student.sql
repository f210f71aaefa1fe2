CREATE TABLE "coupon_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" uuid NOT NULL,
	"user_id" text,
	"oid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "per_student" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_uses_student_idx" ON "coupon_uses" USING btree ("coupon_id","user_id");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_per_student" CHECK ("coupons"."per_student" >= 1);--> statement-breakpoint
-- The uses spent before this table existed: each order booked with a coupon's code and a discount.
INSERT INTO "coupon_uses" ("coupon_id", "user_id", "oid", "created_at")
SELECT c."id", o."user_id", o."oid", o."created_at" FROM "orders" o JOIN "coupons" c ON c."code" = o."cupon" WHERE o."discount" > 0;
