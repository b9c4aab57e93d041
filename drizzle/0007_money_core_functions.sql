-- The statements on the path of every wallet call, as database functions: their plans are prepared once per
-- connection instead of at every call, and a call needs three round trips instead of six.

-- The only statement that changes ledger_accounts.balance. One statement: lock both accounts (house before member,
-- then by id: one order everywhere, so a bet and a win of the same member cannot deadlock), read their latest
-- committed versions, refuse a member debit below zero, claim the idempotency key, move the money.
-- o_id is null when nothing moved: the key was taken (o_ok true or false) or the accounts refused (o_ok false).
CREATE OR REPLACE FUNCTION ledger_transfer(
  p_key text, p_kind text, p_from bigint, p_to bigint, p_amount bigint, p_currency text, p_hold bigint, p_meta jsonb,
  OUT o_ok boolean, OUT o_id bigint, OUT o_created_at timestamptz, OUT o_from_balance bigint, OUT o_to_balance bigint
) LANGUAGE plpgsql AS $$
BEGIN
  WITH locked AS MATERIALIZED (
    SELECT a.id, a.balance, a.allow_negative, a.currency FROM ledger_accounts a
    WHERE a.id IN (p_from, p_to) ORDER BY a.owner, a.id FOR UPDATE
  ), verdict AS (
    SELECT count(*) = 2
       AND bool_and(l.currency = p_currency)
       AND bool_and(l.id <> p_from OR l.allow_negative OR l.balance >= p_amount) AS ok
    FROM locked l
  ), ins AS (
    INSERT INTO ledger_transfers (key, kind, from_account_id, to_account_id, amount, currency, hold_id, meta)
    SELECT p_key, p_kind, p_from, p_to, p_amount, p_currency, p_hold, p_meta FROM verdict v WHERE v.ok
    ON CONFLICT (key) DO NOTHING
    RETURNING ledger_transfers.id, ledger_transfers.created_at
  ), upd AS (
    UPDATE ledger_accounts a
    SET balance = a.balance + CASE WHEN a.id = p_to THEN p_amount ELSE -p_amount END
    FROM ins
    WHERE a.id IN (p_from, p_to)
    RETURNING a.id, a.balance
  )
  SELECT (SELECT v.ok FROM verdict v), (SELECT i.id FROM ins i), (SELECT i.created_at FROM ins i),
         (SELECT u.balance FROM upd u WHERE u.id = p_from), (SELECT u.balance FROM upd u WHERE u.id = p_to)
  INTO o_ok, o_id, o_created_at, o_from_balance, o_to_balance;
END;
$$;
--> statement-breakpoint

-- The start of a seamless-wallet call: lock the round's row (the calls of a round apply one at a time), then read,
-- each with a fresh snapshot taken after the lock was granted, the call's own tx id, the session, the referenced bet
-- and (for a result) the round's bets still standing.
CREATE OR REPLACE FUNCTION seamless_begin_call(
  p_provider text, p_round text, p_member integer, p_tx text, p_token_hash text, p_ref text, p_round_bets boolean,
  OUT o_round_pk bigint, OUT o_round_status text, OUT o_existing json, OUT o_session json, OUT o_ref json, OUT o_round_bets json
) LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO game_rounds AS g (provider_code, round_id, member_id) VALUES (p_provider, p_round, p_member)
  ON CONFLICT ON CONSTRAINT game_rounds_uq DO UPDATE SET status = g.status
  RETURNING g.id, g.status INTO o_round_pk, o_round_status;
  SELECT row_to_json(b) INTO o_existing FROM bet_transactions b WHERE b.provider_code = p_provider AND b.provider_tx_id = p_tx;
  SELECT row_to_json(s) INTO o_session FROM game_sessions s WHERE s.token_hash = p_token_hash;
  IF p_ref IS NOT NULL THEN
    SELECT row_to_json(r) INTO o_ref FROM bet_transactions r WHERE r.provider_code = p_provider AND r.provider_tx_id = p_ref;
  END IF;
  IF p_round_bets THEN
    SELECT json_agg(row_to_json(o) ORDER BY o.id) INTO o_round_bets FROM bet_transactions o
    WHERE o.provider_code = p_provider AND o.round_id = p_round AND o.member_id = p_member
      AND o.sub_type IN ('bet', 'reserve') AND o.status IN ('open', 'settled');
  END IF;
END;
$$;
--> statement-breakpoint

-- The end of an accepted seamless-wallet call: its record (and a tombstone for a cancel of a bet never received),
-- the state changes of the bets and the round, and the turnover of the business date and the running totals.
CREATE OR REPLACE FUNCTION seamless_record(
  p_member integer, p_provider text, p_tx text, p_ref text, p_round text, p_game_code text, p_game_name text, p_category text,
  p_sub_type text, p_status text, p_amount bigint, p_before bigint, p_after bigint, p_currency text, p_round_closed boolean,
  p_hold bigint, p_hash text, p_date date,
  p_tombstone_tx text, p_tombstone_amount bigint,
  p_settle bigint[], p_cancel bigint, p_refund_id bigint, p_refund_amount bigint, p_close_round bigint,
  p_turn_bet bigint, p_turn_win bigint, p_turn_count integer
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
END;
$$;
