ALTER TABLE "bkash_checkouts" DROP CONSTRAINT "bkash_checkouts_status_known";--> statement-breakpoint
DROP INDEX "payments_trx_id_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "payments_trx_id_confirmed_unique" ON "payments" USING btree ("trx_id") WHERE "payments"."status" = 'confirmed';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_trx_id_waiting_unique" ON "payments" USING btree ("trx_id") WHERE "payments"."status" = 'submitted';--> statement-breakpoint
ALTER TABLE "bkash_checkouts" ADD CONSTRAINT "bkash_checkouts_status_known" CHECK ("bkash_checkouts"."status" in ('created', 'completed', 'failed', 'held'));