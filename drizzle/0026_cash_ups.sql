CREATE TABLE "cash_up_lines" (
	"cash_up_id" uuid NOT NULL,
	"method" text NOT NULL,
	"payments" integer NOT NULL,
	"expected" integer NOT NULL,
	"counted" integer NOT NULL,
	"difference" integer NOT NULL,
	CONSTRAINT "cash_up_lines_cash_up_id_method_pk" PRIMARY KEY("cash_up_id","method"),
	CONSTRAINT "cash_up_lines_method_known" CHECK ("cash_up_lines"."method" in ('bkash', 'nagad', 'rocket', 'cash', 'bank')),
	CONSTRAINT "cash_up_lines_counts" CHECK ("cash_up_lines"."counted" >= 0 and "cash_up_lines"."payments" >= 0),
	CONSTRAINT "cash_up_lines_difference" CHECK ("cash_up_lines"."difference" = "cash_up_lines"."counted" - "cash_up_lines"."expected")
);
--> statement-breakpoint
CREATE TABLE "cash_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"day" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"closed_by" text,
	"closed_by_name" text NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"reopened_at" timestamp with time zone,
	"reopened_by" text,
	"reopen_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_ups_reopening" CHECK (("cash_ups"."reopened_at" is null) = ("cash_ups"."reopen_reason" is null))
);
--> statement-breakpoint
CREATE TABLE "closed_day_entries" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"cash_up_id" uuid NOT NULL,
	"via" text NOT NULL,
	"reason" text,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closed_day_entries_via_known" CHECK ("closed_day_entries"."via" in ('office', 'bkash')),
	CONSTRAINT "closed_day_entries_reason" CHECK ("closed_day_entries"."via" <> 'office' or "closed_day_entries"."reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "cash_up_lines" ADD CONSTRAINT "cash_up_lines_cash_up_id_cash_ups_id_fk" FOREIGN KEY ("cash_up_id") REFERENCES "public"."cash_ups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_ups" ADD CONSTRAINT "cash_ups_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_ups" ADD CONSTRAINT "cash_ups_reopened_by_users_id_fk" FOREIGN KEY ("reopened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closed_day_entries" ADD CONSTRAINT "closed_day_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closed_day_entries" ADD CONSTRAINT "closed_day_entries_cash_up_id_cash_ups_id_fk" FOREIGN KEY ("cash_up_id") REFERENCES "public"."cash_ups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closed_day_entries" ADD CONSTRAINT "closed_day_entries_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_ups_day_standing_unique" ON "cash_ups" USING btree ("day") WHERE "cash_ups"."reopened_at" is null;--> statement-breakpoint
CREATE INDEX "cash_ups_day_idx" ON "cash_ups" USING btree ("day","closed_at");--> statement-breakpoint
CREATE INDEX "closed_day_entries_close_idx" ON "closed_day_entries" USING btree ("cash_up_id");