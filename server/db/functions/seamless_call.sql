-- One seamless-wallet call (bet, reserve, result, cancel, refund) whose signature and body were checked. It locks the
-- round's row first, so the calls of one round apply one at a time and each statement below sees every call of the
-- round committed before. p_house_shard is the member's shard of the house game account; p_main and p_house are
-- the ids of the member's main account and that shard when the caller knows them from an earlier call (o_main,
-- o_house), else null. o_status is OK or the refusal; o_http 400 for a currency that is not the session's. A unique violation means a concurrent call took the same tx id first: the caller repeats the call.
CREATE OR REPLACE FUNCTION seamless_call(
  p_op text, p_provider text, p_tx text, p_round text, p_game_code text, p_known_name text, p_known_category text,
  p_member integer, p_token_hash text, p_amount bigint, p_currency text, p_ref text, p_round_closed boolean,
  p_hash text, p_date date, p_now timestamptz, p_house_shard smallint, p_main bigint, p_house bigint,
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
BEGIN
  o_http := 200;
  INSERT INTO game_rounds (provider_code, round_id, member_id) VALUES (p_provider, p_round, p_member)
  ON CONFLICT ON CONSTRAINT game_rounds_uq DO NOTHING
  RETURNING id, status INTO v_round_pk, v_round_status;
  v_round_new := FOUND;
  IF NOT v_round_new THEN
    SELECT id, status INTO v_round_pk, v_round_status FROM game_rounds
    WHERE provider_code = p_provider AND round_id = p_round AND member_id = p_member
    FOR UPDATE;
    IF NOT FOUND THEN
      RAISE EXCEPTION USING ERRCODE = 'serialization_failure', MESSAGE = 'round ' || p_round || ' vanished';
    END IF;
  END IF;

  -- Idempotent on (provider, tx id): a repeat gets the first answer; another payload under a known tx id is refused.
  SELECT * INTO v_existing FROM bet_transactions WHERE provider_code = p_provider AND provider_tx_id = p_tx;
  IF FOUND THEN
    IF v_existing.status <> 'tombstone' AND v_existing.payload_hash = p_hash AND v_existing.member_id = p_member THEN
      o_status := 'OK';
      o_balance := v_existing.after_balance;
      RETURN;
    END IF;
    o_status := 'DUPLICATE_TRANSACTION';
    o_balance := seamless_refusal(v_round_pk, v_round_new, p_member, p_currency);
    RETURN;
  END IF;

  SELECT * INTO v_session FROM game_sessions WHERE token_hash = p_token_hash;
  IF NOT FOUND OR v_session.member_id <> p_member OR v_session.provider_code <> p_provider
     OR (p_op IN ('bet', 'reserve') AND v_session.expires_at <= p_now) THEN
    PERFORM seamless_refusal(v_round_pk, v_round_new, p_member, p_currency);
    o_status := 'INVALID_SESSION';
    o_balance := 0;
    RETURN;
  END IF;
  IF p_currency <> v_session.currency THEN
    PERFORM seamless_refusal(v_round_pk, v_round_new, p_member, p_currency);
    o_status := 'INVALID_CURRENCY';
    o_balance := 0;
    o_http := 400;
    RETURN;
  END IF;
  -- The member's main wallet and the member's shard of the house game account, in the session's currency.
  v_main := coalesce(p_main, ledger_account_id('member', p_member, 'main', p_currency, 0::smallint));
  v_house := coalesce(p_house, ledger_account_id('house', NULL, 'game', p_currency, p_house_shard));
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
      o_balance := seamless_refusal(v_round_pk, v_round_new, p_member, p_currency);
      RETURN;
    END IF;
    IF p_amount = 0 THEN
      v_after := ledger_balance(v_main);
    ELSIF p_op = 'bet' THEN
      SELECT * INTO v_moved FROM ledger_move(v_key, 'bet', v_main, v_house, false, p_amount, p_currency, NULL, v_meta);
      IF v_moved.o_id IS NULL THEN
        o_status := CASE WHEN EXISTS (SELECT 1 FROM ledger_transfers WHERE key = v_key) THEN 'DUPLICATE_TRANSACTION' ELSE 'INSUFFICIENT_FUNDS' END;
        o_balance := seamless_refusal(v_round_pk, v_round_new, p_member, p_currency);
        RETURN;
      END IF;
      v_after := v_moved.o_from_balance;
    ELSE
      SELECT * INTO v_hold FROM ledger_hold_place(v_key, 'bet', v_main, v_house, ledger_account_id('member', p_member, 'hold', p_currency, 0::smallint), p_amount, p_currency, v_meta);
      IF v_hold.o_status <> 'ok' THEN
        o_status := CASE WHEN v_hold.o_status = 'insufficient' THEN 'INSUFFICIENT_FUNDS' ELSE 'DUPLICATE_TRANSACTION' END;
        o_balance := seamless_refusal(v_round_pk, v_round_new, p_member, p_currency);
        RETURN;
      END IF;
      v_after := v_hold.o_balance;
      v_hold_id := v_hold.o_hold_id;
    END IF;
    -- A reserve counts as turnover once a result settles it.
    PERFORM seamless_record(p_member, p_provider, p_tx, p_ref, p_round, p_game_code, v_name, v_category,
      p_op, 'open', p_amount, v_after + p_amount, v_after, p_currency, false, v_hold_id, p_hash, p_date,
      NULL, NULL, ARRAY[]::bigint[], NULL, NULL, NULL, NULL,
      CASE WHEN p_op = 'bet' THEN p_amount ELSE 0 END, 0, CASE WHEN p_op = 'bet' THEN 1 ELSE 0 END);
    o_status := 'OK';
    o_balance := v_after;
    RETURN;
  END IF;

  IF p_op = 'result' THEN
    IF v_round_status = 'closed' THEN
      o_status := 'ROUND_CLOSED';
      o_balance := seamless_refusal(v_round_pk, v_round_new, p_member, p_currency);
      RETURN;
    END IF;
    -- The round's standing bets: open or settled bets and reserves. A result names one of them, or settles them all.
    IF NOT EXISTS (
      SELECT 1 FROM bet_transactions
      WHERE provider_code = p_provider AND round_id = p_round AND member_id = p_member
        AND sub_type IN ('bet', 'reserve') AND status IN ('open', 'settled')
        AND (p_ref IS NULL OR provider_tx_id = p_ref)
    ) THEN
      o_status := 'TRANSACTION_NOT_FOUND';
      o_balance := seamless_refusal(v_round_pk, v_round_new, p_member, p_currency);
      RETURN;
    END IF;
    FOR v_bet IN
      SELECT * FROM bet_transactions
      WHERE provider_code = p_provider AND round_id = p_round AND member_id = p_member
        AND sub_type IN ('bet', 'reserve') AND status = 'open'
        AND (p_ref IS NULL OR coalesce(p_round_closed, false) OR provider_tx_id = p_ref)
      ORDER BY id
    LOOP
      IF v_bet.sub_type = 'reserve' AND v_bet.hold_id IS NOT NULL THEN
        PERFORM ledger_hold_settle(v_bet.hold_id, 'post', NULL);
        v_stakes := v_stakes + v_bet.amount - v_bet.refunded_amount;
        v_count := v_count + 1;
      END IF;
      v_settle := v_settle || v_bet.id;
    END LOOP;
    IF p_amount > 0 THEN
      SELECT * INTO v_moved FROM ledger_move(v_key, 'win', v_house, v_main, true, p_amount, p_currency, NULL, v_meta);
      IF v_moved.o_id IS NULL THEN
        RAISE EXCEPTION USING ERRCODE = 'unique_violation', MESSAGE = 'ledger key ' || v_key || ' already taken';
      END IF;
      v_after := v_moved.o_to_balance;
    ELSE
      v_after := ledger_balance(v_main);
    END IF;
    PERFORM seamless_record(p_member, p_provider, p_tx, p_ref, p_round, p_game_code, v_name, v_category,
      'result', 'ok', p_amount, v_after - p_amount, v_after, p_currency, coalesce(p_round_closed, false), NULL, p_hash, p_date,
      NULL, NULL, v_settle, NULL, NULL, NULL, CASE WHEN coalesce(p_round_closed, false) THEN v_round_pk END,
      v_stakes, p_amount, v_count);
    o_status := 'OK';
    o_balance := v_after;
    RETURN;
  END IF;

  IF p_op = 'cancel' THEN
    SELECT * INTO v_ref FROM bet_transactions WHERE provider_code = p_provider AND provider_tx_id = p_ref;
    IF NOT FOUND THEN
      -- Cancel of a bet never received: nothing moves, and the bet's tx id is taken so that it is refused later.
      v_after := ledger_balance(v_main);
      PERFORM seamless_record(p_member, p_provider, p_tx, p_ref, p_round, p_game_code, v_name, v_category,
        'cancel', 'ok', 0, v_after, v_after, p_currency, false, NULL, p_hash, p_date,
        p_ref, p_amount, ARRAY[]::bigint[], NULL, NULL, NULL, NULL, 0, 0, 0);
      o_status := 'OK';
      o_balance := v_after;
      RETURN;
    END IF;
    v_nothing := v_ref.status IN ('tombstone', 'cancelled');
    IF v_ref.member_id <> p_member OR v_ref.round_id <> p_round OR (NOT v_nothing AND v_ref.sub_type NOT IN ('bet', 'reserve')) THEN
      o_status := 'TRANSACTION_NOT_FOUND';
      o_balance := seamless_refusal(v_round_pk, v_round_new, p_member, p_currency);
      RETURN;
    END IF;
    -- Cancel after the round's result is refused.
    IF NOT v_nothing AND (v_ref.status = 'settled' OR v_round_status = 'closed') THEN
      o_status := 'ROUND_CLOSED';
      o_balance := seamless_refusal(v_round_pk, v_round_new, p_member, p_currency);
      RETURN;
    END IF;
    v_remaining := CASE WHEN v_nothing THEN 0 ELSE v_ref.amount - v_ref.refunded_amount END;
    IF v_remaining > 0 AND v_ref.sub_type = 'reserve' AND v_ref.hold_id IS NOT NULL THEN
      SELECT * INTO v_hold FROM ledger_hold_settle(v_ref.hold_id, 'void', NULL);
      v_after := ledger_balance(v_main);
    ELSIF v_remaining > 0 THEN
      SELECT * INTO v_moved FROM ledger_move(v_key, 'bet_cancel', v_house, v_main, true, v_remaining, p_currency, NULL, v_meta || jsonb_build_object('ref_tx_id', p_ref));
      IF v_moved.o_id IS NULL THEN
        RAISE EXCEPTION USING ERRCODE = 'unique_violation', MESSAGE = 'ledger key ' || v_key || ' already taken';
      END IF;
      v_after := v_moved.o_to_balance;
    ELSE
      v_after := ledger_balance(v_main);
    END IF;
    -- A cancelled bet leaves the turnover: its stake not refunded already, and its count unless a full refund took it.
    PERFORM seamless_record(p_member, p_provider, p_tx, p_ref, p_round, p_game_code, v_name, v_category,
      'cancel', 'ok', v_remaining, v_after - v_remaining, v_after, p_currency, false, NULL, p_hash, p_date,
      NULL, NULL, ARRAY[]::bigint[], CASE WHEN v_nothing THEN NULL ELSE v_ref.id END, NULL, NULL, NULL,
      CASE WHEN v_ref.sub_type = 'bet' AND NOT v_nothing THEN -v_remaining ELSE 0 END, 0,
      CASE WHEN v_ref.sub_type = 'bet' AND NOT v_nothing AND v_remaining > 0 THEN -1 ELSE 0 END);
    o_status := 'OK';
    o_balance := v_after;
    RETURN;
  END IF;

  IF p_op = 'refund' THEN
    SELECT * INTO v_ref FROM bet_transactions WHERE provider_code = p_provider AND provider_tx_id = p_ref;
    IF NOT FOUND OR v_ref.status = 'tombstone' OR v_ref.sub_type NOT IN ('bet', 'reserve') OR v_ref.member_id <> p_member OR v_ref.round_id <> p_round THEN
      o_status := 'TRANSACTION_NOT_FOUND';
      o_balance := seamless_refusal(v_round_pk, v_round_new, p_member, p_currency);
      RETURN;
    END IF;
    -- At most the stake not yet given back; a reserve still on hold only whole (that is a void).
    v_remaining := CASE WHEN v_ref.status = 'cancelled' THEN 0 ELSE v_ref.amount - v_ref.refunded_amount END;
    v_pending := v_ref.sub_type = 'reserve' AND v_ref.status = 'open';
    IF p_amount > v_remaining OR (v_pending AND p_amount <> 0 AND p_amount <> v_ref.amount) THEN
      o_status := 'INVALID_AMOUNT';
      o_balance := seamless_refusal(v_round_pk, v_round_new, p_member, p_currency);
      RETURN;
    END IF;
    IF p_amount = 0 THEN
      v_after := ledger_balance(v_main);
    ELSIF v_pending AND v_ref.hold_id IS NOT NULL THEN
      SELECT * INTO v_hold FROM ledger_hold_settle(v_ref.hold_id, 'void', NULL);
      v_after := ledger_balance(v_main);
    ELSE
      SELECT * INTO v_moved FROM ledger_move(v_key, 'bet_refund', v_house, v_main, true, p_amount, p_currency, NULL, v_meta || jsonb_build_object('ref_tx_id', p_ref));
      IF v_moved.o_id IS NULL THEN
        RAISE EXCEPTION USING ERRCODE = 'unique_violation', MESSAGE = 'ledger key ' || v_key || ' already taken';
      END IF;
      v_after := v_moved.o_to_balance;
    END IF;
    -- The stake leaves the turnover once it has counted there (a bet, or a reserve a result has posted).
    PERFORM seamless_record(p_member, p_provider, p_tx, p_ref, p_round, p_game_code, v_name, v_category,
      'refund', 'ok', p_amount, v_after - p_amount, v_after, p_currency, false, NULL, p_hash, p_date,
      NULL, NULL, ARRAY[]::bigint[], CASE WHEN v_pending AND p_amount > 0 THEN v_ref.id END,
      CASE WHEN p_amount > 0 THEN v_ref.id END, CASE WHEN p_amount > 0 THEN p_amount END, NULL,
      CASE WHEN v_ref.sub_type = 'bet' OR v_ref.status = 'settled' THEN -p_amount ELSE 0 END, 0,
      CASE WHEN (v_ref.sub_type = 'bet' OR v_ref.status = 'settled') AND p_amount > 0 AND p_amount = v_remaining THEN -1 ELSE 0 END);
    o_status := 'OK';
    o_balance := v_after;
    RETURN;
  END IF;

  RAISE EXCEPTION 'unknown seamless wallet operation %', p_op;
END;
$$;
