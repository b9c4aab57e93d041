ALTER TABLE "system_banners" ADD COLUMN "headline" varchar(120);--> statement-breakpoint
ALTER TABLE "system_banners" ADD COLUMN "offer_text" varchar(240);--> statement-breakpoint
ALTER TABLE "system_banners" ADD COLUMN "cta_label" varchar(40);--> statement-breakpoint
CREATE INDEX "bet_transactions_wins_idx" ON "bet_transactions" USING btree ("id") WHERE "bet_transactions"."sub_type" = 'result' AND "bet_transactions"."amount" > 0;