-- The end of an accepted seamless-wallet call: its record (and a tombstone for a cancel of a bet never received),
-- the state changes of the bets and the round, the turnover of the business date and the running totals, and the
-- progress of the member's running promotion.
-- Called with named arguments; what a call does not name keeps its default (nothing of that kind happens).
CREATE OR REPLACE FUNCTION seamless_record(
  -- The call's record.
  p_member integer, p_provider text, p_tx text, p_round text, p_game_code text, p_game_name text, p_category text,
  p_sub_type text, p_status text, p_amount bigint, p_before bigint, p_after bigint, p_currency text, p_hash text, p_date date,
  p_ref text DEFAULT NULL, p_round_closed boolean DEFAULT false, p_hold bigint DEFAULT NULL,
  -- A tombstone under the tx id of a bet never received (a cancel of it), with the cancel's amount.
  p_tombstone_tx text DEFAULT NULL, p_tombstone_amount bigint DEFAULT NULL,
  -- State changes: bets settled, a bet cancelled, a refund counted on a bet, the round closed.
  p_settle bigint[] DEFAULT '{}', p_cancel bigint DEFAULT NULL, p_refund_id bigint DEFAULT NULL, p_refund_amount bigint DEFAULT NULL,
  p_close_round bigint DEFAULT NULL,
  -- The turnover of the business date and the running totals: stakes, wins and bets counted (negative to take back).
  p_turn_bet bigint DEFAULT 0, p_turn_win bigint DEFAULT 0, p_turn_count integer DEFAULT 0
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO bet_transactions (member_id, provider_code, provider_tx_id, ref_tx_id, round_id, game_code, game_name, game_category, sub_type,
    status, amount, before_balance, after_balance, currency, round_closed, hold_id, payload_hash, business_date)
  VALUES (p_member, p_provider, p_tx, p_ref, p_round, p_game_code, p_game_name, p_category, p_sub_type,
    p_status, p_amount, p_before, p_after, p_currency, p_round_closed, p_hold, p_hash, p_date);
  IF p_tombstone_tx IS NOT NULL THEN
    INSERT INTO bet_transactions (member_id, provider_code, provider_tx_id, ref_tx_id, round_id, game_code, game_name, game_category, sub_type,
      status, amount, before_balance, after_balance, currency, round_closed, hold_id, payload_hash, business_date)
    VALUES (p_member, p_provider, p_tombstone_tx, NULL, p_round, p_game_code, p_game_name, p_category, 'bet',
      'tombstone', p_tombstone_amount, p_before, p_after, p_currency, false, NULL, 'tombstone', p_date);
  END IF;
  IF cardinality(p_settle) > 0 THEN
    UPDATE bet_transactions SET status = 'settled' WHERE id = ANY (p_settle) AND status = 'open';
  END IF;
  IF p_cancel IS NOT NULL THEN
    UPDATE bet_transactions SET status = 'cancelled' WHERE id = p_cancel;
  END IF;
  IF p_refund_id IS NOT NULL THEN
    UPDATE bet_transactions SET refunded_amount = refunded_amount + p_refund_amount WHERE id = p_refund_id;
  END IF;
  IF p_close_round IS NOT NULL THEN
    UPDATE game_rounds SET status = 'closed', closed_at = now() WHERE id = p_close_round;
  END IF;
  IF p_turn_bet <> 0 OR p_turn_win <> 0 OR p_turn_count <> 0 THEN
    INSERT INTO member_turnover AS t (member_id, currency, business_date, game_category, bet_amount, win_amount, bet_count)
    VALUES (p_member, p_currency, p_date, p_category, p_turn_bet, p_turn_win, p_turn_count)
    ON CONFLICT ON CONSTRAINT member_turnover_pk DO UPDATE SET
      bet_amount = t.bet_amount + excluded.bet_amount,
      win_amount = t.win_amount + excluded.win_amount,
      bet_count = t.bet_count + excluded.bet_count,
      updated_at = now();
    INSERT INTO member_turnover_totals AS t (member_id, currency, bet_amount, win_amount, bet_count)
    VALUES (p_member, p_currency, p_turn_bet, p_turn_win, p_turn_count)
    ON CONFLICT ON CONSTRAINT member_turnover_totals_pk DO UPDATE SET
      bet_amount = t.bet_amount + excluded.bet_amount,
      win_amount = t.win_amount + excluded.win_amount,
      bet_count = t.bet_count + excluded.bet_count,
      updated_at = now();
  END IF;
  -- The member's running promotion counts the stake (a cancel or refund takes it back) and the balance after the
  -- call, and may end (server/db/functions/promotion_progress.sql). A reserve counts once a result settles it.
  IF p_sub_type <> 'reserve' AND (p_turn_bet <> 0 OR p_sub_type IN ('result', 'cancel', 'refund')) THEN
    PERFORM promotion_progress(p_member, p_currency, p_category, p_turn_bet, p_after, p_sub_type <> 'bet', now());
  END IF;
END;
$$;
