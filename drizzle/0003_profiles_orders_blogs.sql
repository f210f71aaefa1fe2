CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"sid" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"image" text NOT NULL,
	"nid" text NOT NULL,
	"emergency" text NOT NULL,
	"preaddress" text NOT NULL,
	"peraddress" text NOT NULL,
	"dob" text NOT NULL,
	"fname" text,
	"mname" text,
	"status" text DEFAULT 'Verified' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "profiles_sid_unique" UNIQUE("sid")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"oid" text NOT NULL,
	"user_id" text,
	"sid" text NOT NULL,
	"course_cid" text NOT NULL,
	"course_title" text NOT NULL,
	"course_price" integer NOT NULL,
	"course_image" text NOT NULL,
	"course_duration" text NOT NULL,
	"course_lesson" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone1" text NOT NULL,
	"phone2" text NOT NULL,
	"fname" text NOT NULL,
	"mname" text NOT NULL,
	"address" text NOT NULL,
	"emergency" text NOT NULL,
	"sdate" text NOT NULL,
	"cupon" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"nid_image" text NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_oid_unique" UNIQUE("oid")
);
--> statement-breakpoint
CREATE TABLE "blogs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bid" text NOT NULL,
	"title1" text NOT NULL,
	"details1" text NOT NULL,
	"image1" text NOT NULL,
	"title2" text NOT NULL,
	"details2" text NOT NULL,
	"image2" text NOT NULL,
	"title3" text NOT NULL,
	"details3" text NOT NULL,
	"image3" text NOT NULL,
	"date" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blogs_bid_unique" UNIQUE("bid")
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profiles_email_idx" ON "profiles" USING btree ("email");--> statement-breakpoint
CREATE INDEX "orders_email_idx" ON "orders" USING btree ("email");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_idempotency_idx" ON "orders" USING btree ("user_id","idempotency_key");