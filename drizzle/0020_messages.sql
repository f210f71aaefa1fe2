CREATE TABLE "message_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"language" text DEFAULT 'bn' NOT NULL,
	"sms" boolean DEFAULT true NOT NULL,
	"email" boolean DEFAULT true NOT NULL,
	"reminders" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_preferences_language_known" CHECK ("message_preferences"."language" in ('en', 'bn'))
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" text,
	"recipient" text NOT NULL,
	"language" text NOT NULL,
	"subject" text,
	"reply_to" text,
	"body" text NOT NULL,
	"segments" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"provider_ref" text,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "messages_channel_known" CHECK ("messages"."channel" in ('sms', 'email')),
	CONSTRAINT "messages_language_known" CHECK ("messages"."language" in ('en', 'bn')),
	CONSTRAINT "messages_status_known" CHECK ("messages"."status" in ('pending', 'sending', 'sent', 'failed')),
	CONSTRAINT "messages_counts" CHECK ("messages"."segments" >= 0 and "messages"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sms_budget_days" (
	"day" text PRIMARY KEY NOT NULL,
	"segments" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sms_budget_days_segments" CHECK ("sms_budget_days"."segments" >= 0)
);
--> statement-breakpoint
ALTER TABLE "message_preferences" ADD CONSTRAINT "message_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_due_idx" ON "messages" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "messages_created_idx" ON "messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "messages_user_idx" ON "messages" USING btree ("user_id");