CREATE TABLE "attendance" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"date" date NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"marked_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_status_known" CHECK ("attendance"."status" in ('present', 'absent', 'late'))
);
--> statement-breakpoint
CREATE TABLE "batch_seats" (
	"batch_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"placed_by" text,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batch_seats_batch_id_order_id_pk" PRIMARY KEY("batch_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_cid" text NOT NULL,
	"teacher_id" text NOT NULL,
	"vehicle_id" uuid,
	"capacity" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"start_date" date NOT NULL,
	"weekdays" jsonb NOT NULL,
	"time" text NOT NULL,
	"sessions" integer NOT NULL,
	"place" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batches_capacity" CHECK ("batches"."capacity" > 0 and "batches"."seats_taken" >= 0 and "batches"."seats_taken" <= "batches"."capacity"),
	CONSTRAINT "batches_sessions" CHECK ("batches"."sessions" > 0)
);
--> statement-breakpoint
CREATE TABLE "skill_lists" (
	"kind" text PRIMARY KEY NOT NULL,
	"skills" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"registration" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_kind_known" CHECK ("vehicles"."kind" in ('car', 'motorcycle', 'bay'))
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "skill_kind" text DEFAULT 'car' NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_seats" ADD CONSTRAINT "batch_seats_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_seats" ADD CONSTRAINT "batch_seats_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_seats" ADD CONSTRAINT "batch_seats_placed_by_users_id_fk" FOREIGN KEY ("placed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_session_student_unique" ON "attendance" USING btree ("batch_id","order_id","date");--> statement-breakpoint
CREATE INDEX "attendance_order_idx" ON "attendance" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "batch_seats_order_unique" ON "batch_seats" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "batches_teacher_idx" ON "batches" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "batches_course_idx" ON "batches" USING btree ("course_cid","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_registration_unique" ON "vehicles" USING btree ("registration");