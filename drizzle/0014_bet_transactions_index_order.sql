DROP INDEX "bet_transactions_provider_tx_uq";--> statement-breakpoint
DROP INDEX "bet_transactions_round_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "bet_transactions_provider_tx_uq" ON "bet_transactions" USING btree ("provider_tx_id","provider_code");--> statement-breakpoint
CREATE INDEX "bet_transactions_round_idx" ON "bet_transactions" USING btree ("round_id","member_id","provider_code");