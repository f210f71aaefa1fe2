ALTER TABLE "refunds" ALTER COLUMN "reason" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "reason_code" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_reason_given" CHECK (("refunds"."reason" is null) <> ("refunds"."reason_code" is null));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_reason_code_known" CHECK ("refunds"."reason_code" is null or "refunds"."reason_code" in ('transferDifference'));--> statement-breakpoint
-- The refunds transfers asked for before the reason was a code: the sentence written then, exactly, becomes the code.
UPDATE "refunds" r SET "reason" = NULL, "reason_code" = 'transferDifference'
FROM "order_transfers" t JOIN "orders" f ON f."id" = t."from_order_id", "orders" o
WHERE t."to_order_id" = r."order_id" AND o."id" = r."order_id"
  AND r."reason" = 'Moved from ' || f."oid" || ' to ' || o."course_title" || ', which costs less: the difference.';
