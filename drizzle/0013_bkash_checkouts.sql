CREATE TABLE "bkash_checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" text NOT NULL,
	"invoice" text NOT NULL,
	"order_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"failure" text,
	"payment_row" uuid,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bkash_checkouts_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "bkash_checkouts_invoice_unique" UNIQUE("invoice"),
	CONSTRAINT "bkash_checkouts_amount_positive" CHECK ("bkash_checkouts"."amount" > 0),
	CONSTRAINT "bkash_checkouts_status_known" CHECK ("bkash_checkouts"."status" in ('created', 'completed', 'failed')),
	CONSTRAINT "bkash_checkouts_completed_has_payment" CHECK (("bkash_checkouts"."status" = 'completed') = ("bkash_checkouts"."payment_row" is not null))
);
--> statement-breakpoint
ALTER TABLE "bkash_checkouts" ADD CONSTRAINT "bkash_checkouts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bkash_checkouts" ADD CONSTRAINT "bkash_checkouts_payment_row_payments_id_fk" FOREIGN KEY ("payment_row") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bkash_checkouts" ADD CONSTRAINT "bkash_checkouts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bkash_checkouts_order_idx" ON "bkash_checkouts" USING btree ("order_id");