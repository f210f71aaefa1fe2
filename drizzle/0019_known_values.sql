-- Rows written outside the app (by hand, or by an old import) are brought inside the values the
-- app can show before the checks are added; each changed order and account is kept in the audit
-- log with its old value, by the operator (no actor).
INSERT INTO "audit_log" ("action", "entity_type", "entity_id", "before", "after")
  SELECT 'order.updated', 'order', "oid", jsonb_build_object('status', "status"),
    jsonb_build_object('status', CASE WHEN lower(trim("status")) IN ('pending', 'running', 'completed') THEN lower(trim("status")) ELSE 'pending' END)
  FROM "orders" WHERE "status" NOT IN ('pending', 'running', 'completed');--> statement-breakpoint
UPDATE "orders" SET "status" = CASE WHEN lower(trim("status")) IN ('pending', 'running', 'completed') THEN lower(trim("status")) ELSE 'pending' END
  WHERE "status" NOT IN ('pending', 'running', 'completed');--> statement-breakpoint
INSERT INTO "audit_log" ("action", "entity_type", "entity_id", "before", "after")
  SELECT 'user.role_changed', 'user', "id", jsonb_build_object('role', "role"),
    jsonb_build_object('role', CASE WHEN lower(trim("role")) IN ('student', 'teacher', 'admin') THEN lower(trim("role")) ELSE 'student' END)
  FROM "users" WHERE "role" NOT IN ('student', 'teacher', 'admin');--> statement-breakpoint
UPDATE "users" SET "role" = CASE WHEN lower(trim("role")) IN ('student', 'teacher', 'admin') THEN lower(trim("role")) ELSE 'student' END
  WHERE "role" NOT IN ('student', 'teacher', 'admin');--> statement-breakpoint
UPDATE "orders" SET "course_price" = greatest("course_price", 0), "course_lesson" = greatest("course_lesson", 0)
  WHERE "course_price" < 0 OR "course_lesson" < 0;--> statement-breakpoint
UPDATE "orders" SET "discount" = least(greatest("discount", 0), "course_price")
  WHERE "discount" < 0 OR "discount" > "course_price";--> statement-breakpoint
UPDATE "courses" SET "price" = greatest("price", 0), "lesson" = greatest("lesson", 0) WHERE "price" < 0 OR "lesson" < 0;--> statement-breakpoint
UPDATE "courses" SET "skill_kind" = 'car' WHERE "skill_kind" NOT IN ('car', 'motorcycle', 'mechanics');--> statement-breakpoint
UPDATE "uploads" SET "visibility" = 'private' WHERE "visibility" NOT IN ('public', 'private');--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_numbers" CHECK ("courses"."price" >= 0 and "courses"."lesson" >= 0);--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_skill_kind_known" CHECK ("courses"."skill_kind" in ('car', 'motorcycle', 'mechanics'));--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_visibility_known" CHECK ("uploads"."visibility" in ('public', 'private'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_known" CHECK ("users"."role" in ('student', 'teacher', 'admin'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('pending', 'running', 'completed'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_money" CHECK ("orders"."course_price" >= 0 and "orders"."discount" >= 0 and "orders"."discount" <= "orders"."course_price" and "orders"."course_lesson" >= 0);