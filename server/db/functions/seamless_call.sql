-- One seamless-wallet call (bet, reserve, result, cancel, refund) whose signature and body were checked, called with
-- named arguments. It locks the round's row first, so the calls of one round apply one at a time and each statement
-- below sees every call of the round committed before. p_player is the provider's player_id (seamless_member);
-- the member's shard of the house game account is the member id modulo p_house_shards; p_main and p_house are the
-- ids of the member's main account and that shard when the caller knows them from an earlier call (o_main, o_house),
-- else null. o_status is OK or the refusal; o_http 400 for a currency that is not the session's.
-- A unique violation means a concurrent call took the same tx id first: the caller repeats the call. A credit that
-- would take a balance past ledger_balance_limit() raises numeric_value_out_of_range (22003), so whatever the call
-- did before it (a round closed, reserves posted) is undone with the statement: the caller answers
-- BALANCE_LIMIT_EXCEEDED.
CREATE OR REPLACE FUNCTION seamless_call(
  p_op text, p_provider text, p_tx text, p_round text, p_game_code text, p_player text, p_token_hash text,
  p_amount bigint, p_currency text, p_hash text, p_date date, p_now timestamptz, p_house_shards smallint,
  p_ref text DEFAULT NULL, p_round_closed boolean DEFAULT NULL, p_known_name text DEFAULT NULL, p_known_category text DEFAULT NULL,
  p_main bigint DEFAULT NULL, p_house bigint DEFAULT NULL,
  OUT o_status text, OUT o_balance bigint, OUT o_http integer, OUT o_main bigint, OUT o_house bigint
) LANGUAGE plpgsql AS $$
DECLARE
  v_round_pk bigint;
  v_round_status text;
  v_round_new boolean;
  v_existing bet_transactions%ROWTYPE;
  v_session game_sessions%ROWTYPE;
  v_ref bet_transactions%ROWTYPE;
  v_bet bet_transactions%ROWTYPE;
  v_name text;
  v_category text;
  v_key text := 'provider:' || p_provider || ':' || p_tx;
  v_meta jsonb := jsonb_build_object('round_id', p_round, 'game_code', p_game_code, 'tx_id', p_tx);
  v_moved record;
  v_hold record;
  v_hold_id bigint;
  v_after bigint;
  v_settle bigint[] := ARRAY[]::bigint[];
  v_stakes bigint := 0;
  v_count integer := 0;
  v_nothing boolean;
  v_remaining bigint;
  v_pending boolean;
  v_main bigint;
  v_house bigint;
  v_member integer := seamless_member(p_player);
  v_promotion_refusal text;
BEGIN
  o_http := 200;
  IF v_member IS NULL THEN
    -- A player id that names no member has no session.
    o_status := 'INVALID_SESSION';
    o_balance := 0;
    RETURN;
  END IF;
  INSERT INTO game_rounds (provider_code, round_id, member_id) VALUES (p_provider, p_round, v_member)
  ON CONFLICT ON CONSTRAINT game_rounds_uq DO NOTHING
  RETURNING id, status INTO v_round_pk, v_round_status;
  v_round_new := FOUND;
  IF NOT v_round_new THEN
    SELECT id, status INTO v_round_pk, v_round_status FROM game_rounds
    WHERE provider_code = p_provider AND round_id = p_round AND member_id = v_member
    FOR UPDATE;
    IF NOT FOUND THEN
      RAISE EXCEPTION USING ERRCODE = 'serialization_failure', MESSAGE = 'round ' || p_round || ' vanished';
    END IF;
  END IF;

  -- Idempotent on (provider, tx id): a repeat gets the first answer; another payload under a known tx id is refused.
  SELECT * INTO v_existing FROM bet_transactions WHERE provider_code = p_provider AND provider_tx_id = p_tx;
  IF FOUND THEN
    IF v_existing.status <> 'tombstone' AND v_existing.payload_hash = p_hash AND v_existing.member_id = v_member THEN
      o_status := 'OK';
      o_balance := v_existing.after_balance;
      RETURN;
    END IF;
    o_status := 'DUPLICATE_TRANSACTION';
    o_balance := seamless_refusal(v_round_pk, v_round_new, v_member, p_currency);
    RETURN;
  END IF;

  SELECT * INTO v_session FROM game_sessions WHERE token_hash = p_token_hash;
  o_status := seamless_session_status(v_session, v_member, p_provider, p_currency, p_now, p_op IN ('bet', 'reserve'));
  IF o_status <> 'OK' THEN
    PERFORM seamless_refusal(v_round_pk, v_round_new, v_member, p_currency);
    o_balance := 0;
    o_http := CASE WHEN o_status = 'INVALID_CURRENCY' THEN 400 ELSE 200 END;
    RETURN;
  END IF;
  -- The member's main wallet and the member's shard of the house game account, in the session's currency.
  v_main := coalesce(p_main, ledger_account_id('member', v_member, 'main', p_currency, 0::smallint));
  v_house := coalesce(p_house, ledger_account_id('house', NULL, 'game', p_currency, (v_member % p_house_shards)::smallint));
  o_main := v_main;
  o_house := v_house;
  IF p_game_code = v_session.game_code THEN
    v_name := v_session.game_name;
    v_category := v_session.game_category;
  ELSIF p_known_category IS NOT NULL THEN
    v_name := p_known_name;
    v_category := p_known_category;
  ELSE
    v_category := v_session.game_category;
  END IF;

  IF p_op IN ('bet', 'reserve') THEN
    IF v_round_status = 'closed' THEN
      o_status := 'ROUND_CLOSED';
      o_balance := seamless_refusal(v_round_pk, v_round_new, v_member, p_currency);
      RETURN;
    END IF;
    -- The member's protection settings (a time-out or self-exclusion, a maximum bet, loss and total-bet limits:
    -- protection_bet_check.sql) and then the running promotion may refuse the stake: nothing moves.
    v_promotion_refusal := coalesce(protection_bet_check(v_member, p_currency, p_amount, p_date, p_now),
      promotion_bet_check(v_member, p_currency, v_category, p_amount, p_now));
    IF v_promotion_refusal IS NOT NULL THEN
      o_status := v_promotion_refusal;
      o_balance := seamless_refusal(v_round_pk, v_round_new, v_member, p_currency);
      RETURN;
    END IF;
    IF p_amount = 0 THEN
      v_after := ledger_balance(v_main);
    ELSIF p_op = 'bet' THEN
      SELECT * INTO v_moved FROM ledger_move(p_key => v_key, p_kind => 'bet', p_from => v_main, p_to => v_house, p_from_first => false,
        p_amount => p_amount, p_currency => p_currency, p_meta => v_meta);
      IF v_moved.o_id IS NULL THEN
        o_status := CASE
          WHEN v_moved.o_refusal IS NULL OR EXISTS (SELECT 1 FROM ledger_transfers WHERE key = v_key) THEN 'DUPLICATE_TRANSACTION'
          WHEN v_moved.o_refusal = 'limit' THEN 'BALANCE_LIMIT_EXCEEDED'
          ELSE 'INSUFFICIENT_FUNDS'
        END;
        o_balance := seamless_refusal(v_round_pk, v_round_new, v_member, p_currency);
        RETURN;
      END IF;
      v_after := v_moved.o_from_balance;
    ELSE
      SELECT * INTO v_hold FROM ledger_hold_place(p_key => v_key, p_kind => 'bet', p_from => v_main, p_to => v_house,
        p_hold_account => ledger_account_id('member', v_member, 'hold', p_currency, 0::smallint), p_amount => p_amount,
        p_currency => p_currency, p_meta => v_meta);
      IF v_hold.o_status <> 'ok' THEN
        o_status := CASE v_hold.o_status WHEN 'insufficient' THEN 'INSUFFICIENT_FUNDS' WHEN 'limit' THEN 'BALANCE_LIMIT_EXCEEDED' ELSE 'DUPLICATE_TRANSACTION' END;
        o_balance := seamless_refusal(v_round_pk, v_round_new, v_member, p_currency);
        RETURN;
      END IF;
      v_after := v_hold.o_balance;
      v_hold_id := v_hold.o_hold_id;
    END IF;
    -- A reserve counts as turnover once a result settles it.
    PERFORM seamless_record(p_member => v_member, p_provider => p_provider, p_tx => p_tx, p_ref => p_ref, p_round => p_round,
      p_game_code => p_game_code, p_game_name => v_name, p_category => v_category, p_sub_type => p_op, p_status => 'open',
      p_amount => p_amount, p_before => v_after + p_amount, p_after => v_after, p_currency => p_currency, p_hold => v_hold_id,
      p_hash => p_hash, p_date => p_date,
      p_turn_bet => CASE WHEN p_op = 'bet' THEN p_amount ELSE 0 END, p_turn_count => CASE WHEN p_op = 'bet' THEN 1 ELSE 0 END);
    o_status := 'OK';
    o_balance := v_after;
    RETURN;
  END IF;

  IF p_op = 'result' THEN
    IF v_round_status = 'closed' THEN
      o_status := 'ROUND_CLOSED';
      o_balance := seamless_refusal(v_round_pk, v_round_new, v_member, p_currency);
      RETURN;
    END IF;
    -- The round's standing bets: open or settled bets and reserves. A result names one of them, or settles them all.
    IF NOT EXISTS (
      SELECT 1 FROM bet_transactions
      WHERE provider_code = p_provider AND round_id = p_round AND member_id = v_member
        AND sub_type IN ('bet', 'reserve') AND status IN ('open', 'settled')
        AND (p_ref IS NULL OR provider_tx_id = p_ref)
    ) THEN
      o_status := 'TRANSACTION_NOT_FOUND';
      o_balance := seamless_refusal(v_round_pk, v_round_new, v_member, p_currency);
      RETURN;
    END IF;
    FOR v_bet IN
      SELECT * FROM bet_transactions
      WHERE provider_code = p_provider AND round_id = p_round AND member_id = v_member
        AND sub_type IN ('bet', 'reserve') AND status = 'open'
        AND (p_ref IS NULL OR coalesce(p_round_closed, false) OR provider_tx_id = p_ref)
      ORDER BY id
    LOOP
      IF v_bet.sub_type = 'reserve' AND v_bet.hold_id IS NOT NULL THEN
        PERFORM ledger_hold_settle(p_hold_id => v_bet.hold_id, p_op => 'post');
        v_stakes := v_stakes + v_bet.amount - v_bet.refunded_amount;
        v_count := v_count + 1;
      END IF;
      v_settle := v_settle || v_bet.id;
    END LOOP;
    IF p_amount > 0 THEN
      SELECT * INTO v_moved FROM ledger_move(p_key => v_key, p_kind => 'win', p_from => v_house, p_to => v_main, p_from_first => true,
        p_amount => p_amount, p_currency => p_currency, p_meta => v_meta);
      PERFORM seamless_moved(v_moved.o_id, v_moved.o_refusal, v_key);
      v_after := v_moved.o_to_balance;
    ELSE
      v_after := ledger_balance(v_main);
    END IF;
    PERFORM seamless_record(p_member => v_member, p_provider => p_provider, p_tx => p_tx, p_ref => p_ref, p_round => p_round,
      p_game_code => p_game_code, p_game_name => v_name, p_category => v_category, p_sub_type => 'result', p_status => 'ok',
      p_amount => p_amount, p_before => v_after - p_amount, p_after => v_after, p_currency => p_currency,
      p_round_closed => coalesce(p_round_closed, false), p_hash => p_hash, p_date => p_date, p_settle => v_settle,
      p_close_round => CASE WHEN coalesce(p_round_closed, false) THEN v_round_pk END,
      p_turn_bet => v_stakes, p_turn_win => p_amount, p_turn_count => v_count);
    o_status := 'OK';
    o_balance := v_after;
    RETURN;
  END IF;

  IF p_op = 'cancel' THEN
    SELECT * INTO v_ref FROM bet_transactions WHERE provider_code = p_provider AND provider_tx_id = p_ref;
    IF NOT FOUND THEN
      -- Cancel of a bet never received: nothing moves, and the bet's tx id is taken so that it is refused later: by a
      -- tombstone, or by the cancel's own record when the cancel names itself (its tx id is the bet's).
      v_after := ledger_balance(v_main);
      PERFORM seamless_record(p_member => v_member, p_provider => p_provider, p_tx => p_tx, p_ref => p_ref, p_round => p_round,
        p_game_code => p_game_code, p_game_name => v_name, p_category => v_category, p_sub_type => 'cancel', p_status => 'ok',
        p_amount => 0, p_before => v_after, p_after => v_after, p_currency => p_currency, p_hash => p_hash, p_date => p_date,
        p_tombstone_tx => CASE WHEN p_ref <> p_tx THEN p_ref END, p_tombstone_amount => p_amount);
      o_status := 'OK';
      o_balance := v_after;
      RETURN;
    END IF;
    -- Nothing left to give back: a bet never received (its tombstone, or a cancel that named itself) or one cancelled.
    v_nothing := v_ref.status IN ('tombstone', 'cancelled') OR (v_ref.sub_type = 'cancel' AND v_ref.provider_tx_id = v_ref.ref_tx_id);
    IF v_ref.member_id <> v_member OR v_ref.round_id <> p_round OR (NOT v_nothing AND v_ref.sub_type NOT IN ('bet', 'reserve')) THEN
      o_status := 'TRANSACTION_NOT_FOUND';
      o_balance := seamless_refusal(v_round_pk, v_round_new, v_member, p_currency);
      RETURN;
    END IF;
    -- Cancel after the round's result is refused.
    IF NOT v_nothing AND (v_ref.status = 'settled' OR v_round_status = 'closed') THEN
      o_status := 'ROUND_CLOSED';
      o_balance := seamless_refusal(v_round_pk, v_round_new, v_member, p_currency);
      RETURN;
    END IF;
    v_remaining := CASE WHEN v_nothing THEN 0 ELSE v_ref.amount - v_ref.refunded_amount END;
    IF v_remaining > 0 AND v_ref.sub_type = 'reserve' AND v_ref.hold_id IS NOT NULL THEN
      SELECT * INTO v_hold FROM ledger_hold_settle(p_hold_id => v_ref.hold_id, p_op => 'void');
      v_after := ledger_balance(v_main);
    ELSIF v_remaining > 0 THEN
      SELECT * INTO v_moved FROM ledger_move(p_key => v_key, p_kind => 'bet_cancel', p_from => v_house, p_to => v_main, p_from_first => true,
        p_amount => v_remaining, p_currency => p_currency, p_meta => v_meta || jsonb_build_object('ref_tx_id', p_ref));
      PERFORM seamless_moved(v_moved.o_id, v_moved.o_refusal, v_key);
      v_after := v_moved.o_to_balance;
    ELSE
      v_after := ledger_balance(v_main);
    END IF;
    -- A cancelled bet leaves the turnover: its stake not refunded already, and its count unless a full refund took it.
    PERFORM seamless_record(p_member => v_member, p_provider => p_provider, p_tx => p_tx, p_ref => p_ref, p_round => p_round,
      p_game_code => p_game_code, p_game_name => v_name, p_category => v_category, p_sub_type => 'cancel', p_status => 'ok',
      p_amount => v_remaining, p_before => v_after - v_remaining, p_after => v_after, p_currency => p_currency,
      p_hash => p_hash, p_date => p_date, p_cancel => CASE WHEN v_nothing THEN NULL ELSE v_ref.id END,
      p_turn_bet => CASE WHEN v_ref.sub_type = 'bet' AND NOT v_nothing THEN -v_remaining ELSE 0 END,
      p_turn_count => CASE WHEN v_ref.sub_type = 'bet' AND NOT v_nothing AND v_remaining > 0 THEN -1 ELSE 0 END);
    o_status := 'OK';
    o_balance := v_after;
    RETURN;
  END IF;

  IF p_op = 'refund' THEN
    SELECT * INTO v_ref FROM bet_transactions WHERE provider_code = p_provider AND provider_tx_id = p_ref;
    IF NOT FOUND OR v_ref.status = 'tombstone' OR v_ref.sub_type NOT IN ('bet', 'reserve') OR v_ref.member_id <> v_member OR v_ref.round_id <> p_round THEN
      o_status := 'TRANSACTION_NOT_FOUND';
      o_balance := seamless_refusal(v_round_pk, v_round_new, v_member, p_currency);
      RETURN;
    END IF;
    -- At most the stake not yet given back; a reserve still on hold only whole (that is a void).
    v_remaining := CASE WHEN v_ref.status = 'cancelled' THEN 0 ELSE v_ref.amount - v_ref.refunded_amount END;
    v_pending := v_ref.sub_type = 'reserve' AND v_ref.status = 'open';
    IF p_amount > v_remaining OR (v_pending AND p_amount <> 0 AND p_amount <> v_ref.amount) THEN
      o_status := 'INVALID_AMOUNT';
      o_balance := seamless_refusal(v_round_pk, v_round_new, v_member, p_currency);
      RETURN;
    END IF;
    IF p_amount = 0 THEN
      v_after := ledger_balance(v_main);
    ELSIF v_pending AND v_ref.hold_id IS NOT NULL THEN
      SELECT * INTO v_hold FROM ledger_hold_settle(p_hold_id => v_ref.hold_id, p_op => 'void');
      v_after := ledger_balance(v_main);
    ELSE
      SELECT * INTO v_moved FROM ledger_move(p_key => v_key, p_kind => 'bet_refund', p_from => v_house, p_to => v_main, p_from_first => true,
        p_amount => p_amount, p_currency => p_currency, p_meta => v_meta || jsonb_build_object('ref_tx_id', p_ref));
      PERFORM seamless_moved(v_moved.o_id, v_moved.o_refusal, v_key);
      v_after := v_moved.o_to_balance;
    END IF;
    -- The stake leaves the turnover once it has counted there (a bet, or a reserve a result has posted).
    PERFORM seamless_record(p_member => v_member, p_provider => p_provider, p_tx => p_tx, p_ref => p_ref, p_round => p_round,
      p_game_code => p_game_code, p_game_name => v_name, p_category => v_category, p_sub_type => 'refund', p_status => 'ok',
      p_amount => p_amount, p_before => v_after - p_amount, p_after => v_after, p_currency => p_currency,
      p_hash => p_hash, p_date => p_date, p_cancel => CASE WHEN v_pending AND p_amount > 0 THEN v_ref.id END,
      p_refund_id => CASE WHEN p_amount > 0 THEN v_ref.id END, p_refund_amount => CASE WHEN p_amount > 0 THEN p_amount END,
      p_turn_bet => CASE WHEN v_ref.sub_type = 'bet' OR v_ref.status = 'settled' THEN -p_amount ELSE 0 END,
      p_turn_count => CASE WHEN (v_ref.sub_type = 'bet' OR v_ref.status = 'settled') AND p_amount > 0 AND p_amount = v_remaining THEN -1 ELSE 0 END);
    o_status := 'OK';
    o_balance := v_after;
    RETURN;
  END IF;

  RAISE EXCEPTION 'unknown seamless wallet operation %', p_op;
END;
$$;
