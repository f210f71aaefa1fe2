CREATE TABLE "test_appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"date" date NOT NULL,
	"time" text,
	"place" text DEFAULT '' NOT NULL,
	"result" text DEFAULT 'booked' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_appointments_kind_known" CHECK ("test_appointments"."kind" in ('learner', 'written', 'field')),
	CONSTRAINT "test_appointments_result_known" CHECK ("test_appointments"."result" in ('booked', 'passed', 'failed', 'absent'))
);
--> statement-breakpoint
ALTER TABLE "test_appointments" ADD CONSTRAINT "test_appointments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_appointments" ADD CONSTRAINT "test_appointments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_appointments_order_idx" ON "test_appointments" USING btree ("order_id","date");--> statement-breakpoint
CREATE INDEX "test_appointments_date_idx" ON "test_appointments" USING btree ("date");--> statement-breakpoint
UPDATE "courses" SET "skill_kind" = 'motorcycle' WHERE "cid" = 'motorcycle-scooter' AND "skill_kind" = 'car';--> statement-breakpoint
UPDATE "courses" SET "skill_kind" = 'mechanics' WHERE "cid" = 'mechanical' AND "skill_kind" = 'car';
