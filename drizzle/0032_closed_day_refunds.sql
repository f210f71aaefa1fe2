CREATE TABLE "closed_day_refunds" (
	"refund_id" uuid PRIMARY KEY NOT NULL,
	"cash_up_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closed_day_refunds_reason" CHECK (length(btrim("closed_day_refunds"."reason")) > 0)
);
--> statement-breakpoint
ALTER TABLE "closed_day_refunds" ADD CONSTRAINT "closed_day_refunds_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closed_day_refunds" ADD CONSTRAINT "closed_day_refunds_cash_up_id_cash_ups_id_fk" FOREIGN KEY ("cash_up_id") REFERENCES "public"."cash_ups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closed_day_refunds" ADD CONSTRAINT "closed_day_refunds_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "closed_day_refunds_close_idx" ON "closed_day_refunds" USING btree ("cash_up_id");