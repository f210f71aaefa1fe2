CREATE TABLE "order_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_order_id" uuid NOT NULL,
	"to_order_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_transfers_amount" CHECK ("order_transfers"."amount" >= 0),
	CONSTRAINT "order_transfers_two_orders" CHECK ("order_transfers"."from_order_id" <> "order_transfers"."to_order_id")
);
--> statement-breakpoint
CREATE TABLE "refund_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"requested_amount" integer NOT NULL,
	"reason" text NOT NULL,
	"cancel_order" boolean DEFAULT false NOT NULL,
	"requested_by" text,
	"amount" integer,
	"method" text,
	"reference" text,
	"number" text,
	"approved_at" timestamp with time zone,
	"approved_by" text,
	"decline_reason" text,
	"declined_at" timestamp with time zone,
	"declined_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_status_known" CHECK ("refunds"."status" in ('requested', 'approved', 'declined')),
	CONSTRAINT "refunds_requested_positive" CHECK ("refunds"."requested_amount" > 0),
	CONSTRAINT "refunds_method_known" CHECK ("refunds"."method" is null or "refunds"."method" in ('bkash', 'nagad', 'rocket', 'cash', 'bank')),
	CONSTRAINT "refunds_amount_within_request" CHECK ("refunds"."amount" is null or ("refunds"."amount" > 0 and "refunds"."amount" <= "refunds"."requested_amount")),
	CONSTRAINT "refunds_status_fields" CHECK (("refunds"."status" = 'approved') = ("refunds"."number" is not null and "refunds"."approved_at" is not null and "refunds"."amount" is not null and "refunds"."method" is not null)
        and ("refunds"."status" = 'declined') = ("refunds"."decline_reason" is not null and "refunds"."declined_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ended_as" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_transfers" ADD CONSTRAINT "order_transfers_from_order_id_orders_id_fk" FOREIGN KEY ("from_order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_transfers" ADD CONSTRAINT "order_transfers_to_order_id_orders_id_fk" FOREIGN KEY ("to_order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_transfers" ADD CONSTRAINT "order_transfers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_declined_by_users_id_fk" FOREIGN KEY ("declined_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_transfers_from_unique" ON "order_transfers" USING btree ("from_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_transfers_to_unique" ON "order_transfers" USING btree ("to_order_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_status_idx" ON "refunds" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_number_unique" ON "refunds" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_waiting_per_order" ON "refunds" USING btree ("order_id") WHERE "refunds"."status" = 'requested';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_ended_as_known" CHECK ("orders"."ended_as" is null or "orders"."ended_as" in ('cancelled', 'transferred'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_ended_at" CHECK (("orders"."ended_as" is null) = ("orders"."ended_at" is null));