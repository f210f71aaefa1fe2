CREATE TABLE "questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"topic" text NOT NULL,
	"text_en" text NOT NULL,
	"text_bn" text NOT NULL,
	"options" jsonb NOT NULL,
	"correct" integer NOT NULL,
	"explanation_en" text NOT NULL,
	"explanation_bn" text NOT NULL,
	"image" text,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questions_topic_known" CHECK ("questions"."topic" in ('signs', 'rules', 'vehicle', 'safety', 'licence')),
	CONSTRAINT "questions_correct_in_range" CHECK ("questions"."correct" >= 0 and "questions"."correct" < jsonb_array_length("questions"."options"))
);
--> statement-breakpoint
CREATE TABLE "quiz_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"question_ids" jsonb NOT NULL,
	"pass_mark" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"score" integer,
	"passed" boolean,
	"late" boolean DEFAULT false NOT NULL,
	"marks" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_attempts_kind_known" CHECK ("quiz_attempts"."kind" in ('mock', 'viva')),
	CONSTRAINT "quiz_attempts_scored_when_submitted" CHECK (("quiz_attempts"."submitted_at" is null) = ("quiz_attempts"."score" is null))
);
--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_attempts_user_idx" ON "quiz_attempts" USING btree ("user_id","started_at");