CREATE TABLE "legacy_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"legacy_key" text NOT NULL,
	"target" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legacy_imports_kind_known" CHECK ("legacy_imports"."kind" in ('user', 'profile', 'course', 'blog', 'order', 'image'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "legacy_imports_key_idx" ON "legacy_imports" USING btree ("kind","legacy_key");