-- A seamless-wallet call in one statement: the rules of ARCHITECTURE.md § Game providers as one database function,
-- so a call is a single round trip that commits on its own (on PostgreSQL) and its plans are prepared once per
-- connection. The ledger's two-phase holds become database functions too, used by it and by the ledger service.

DROP FUNCTION IF EXISTS seamless_begin_call(text, text, integer, text, text, text, boolean);
--> statement-breakpoint

-- Cached balance of an account (0 when there is none).
CREATE OR REPLACE FUNCTION ledger_balance(p_account bigint) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT balance FROM ledger_accounts WHERE id = p_account), 0);
$$;
--> statement-breakpoint

-- The id of an account, created on first use (house accounts may go negative, member accounts may not).
CREATE OR REPLACE FUNCTION ledger_account_id(p_owner text, p_member integer, p_kind text, p_currency text, p_shard smallint)
RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v bigint;
BEGIN
  IF p_member IS NULL THEN
    SELECT id INTO v FROM ledger_accounts WHERE owner = p_owner AND member_id IS NULL AND kind = p_kind AND currency = p_currency AND shard = p_shard;
  ELSE
    SELECT id INTO v FROM ledger_accounts WHERE owner = p_owner AND member_id = p_member AND kind = p_kind AND currency = p_currency AND shard = p_shard;
  END IF;
  IF FOUND THEN
    RETURN v;
  END IF;
  INSERT INTO ledger_accounts (owner, member_id, kind, currency, shard, allow_negative)
  VALUES (p_owner, p_member, p_kind, p_currency, p_shard, p_owner = 'house')
  ON CONFLICT ON CONSTRAINT ledger_accounts_identity_uq DO NOTHING
  RETURNING id INTO v;
  IF FOUND THEN
    RETURN v;
  END IF;
  -- Another transaction created it meanwhile (the conflict waited for its commit).
  SELECT id INTO v FROM ledger_accounts
  WHERE owner = p_owner AND member_id IS NOT DISTINCT FROM p_member AND kind = p_kind AND currency = p_currency AND shard = p_shard;
  RETURN v;
END;
$$;
--> statement-breakpoint

-- A member wallet's balance, without creating the account (0 when there is none).
CREATE OR REPLACE FUNCTION ledger_member_balance(p_member integer, p_kind text, p_currency text) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT balance FROM ledger_accounts WHERE owner = 'member' AND member_id = p_member AND kind = p_kind AND currency = p_currency AND shard = 0), 0);
$$;
--> statement-breakpoint

-- Places a hold: moves the amount from p_from to p_hold_account under the transfer key 'hold:<key>' and records the
-- hold. o_status: ok, replayed (this key, this payload), conflict (this key, another payload), insufficient, invalid.
CREATE OR REPLACE FUNCTION ledger_hold_place(
  p_key text, p_kind text, p_from bigint, p_to bigint, p_hold_account bigint, p_amount bigint, p_currency text, p_meta jsonb,
  OUT o_status text, OUT o_hold_id bigint, OUT o_balance bigint
) LANGUAGE plpgsql AS $$
DECLARE
  h ledger_holds%ROWTYPE;
  t record;
BEGIN
  SELECT * INTO h FROM ledger_holds WHERE key = p_key;
  IF NOT FOUND THEN
    SELECT * INTO t FROM ledger_transfer('hold:' || p_key, p_kind, p_from, p_hold_account, p_amount, p_currency, NULL,
      coalesce(p_meta, '{}'::jsonb) || jsonb_build_object('hold_key', p_key));
    IF t.o_id IS NOT NULL THEN
      INSERT INTO ledger_holds (key, kind, from_account_id, to_account_id, hold_account_id, amount, currency, meta)
      VALUES (p_key, p_kind, p_from, p_to, p_hold_account, p_amount, p_currency, p_meta)
      RETURNING id INTO o_hold_id;
      o_status := 'ok';
      o_balance := t.o_from_balance;
      RETURN;
    END IF;
    SELECT * INTO h FROM ledger_holds WHERE key = p_key;
    IF NOT FOUND THEN
      IF EXISTS (SELECT 1 FROM ledger_transfers WHERE key = 'hold:' || p_key) THEN
        o_status := 'conflict';
      ELSIF (SELECT count(*) FROM ledger_accounts WHERE id IN (p_from, p_hold_account) AND currency = p_currency) = 2 THEN
        o_status := 'insufficient';
        o_balance := ledger_balance(p_from);
      ELSE
        o_status := 'invalid';
      END IF;
      RETURN;
    END IF;
  END IF;
  o_hold_id := h.id;
  IF h.from_account_id = p_from AND h.to_account_id = p_to AND h.amount = p_amount AND h.currency = p_currency AND h.kind = p_kind THEN
    o_status := 'replayed';
  ELSE
    o_status := 'conflict';
  END IF;
END;
$$;
--> statement-breakpoint

-- Posts (p_op 'post', optionally less than held: the rest returns to the hold's from account) or voids (p_op 'void')
-- a pending hold, exactly once: the first caller turns it from pending, the others find it settled.
-- o_status: ok, replayed (already settled the same way), settled_other, not_found, invalid_amount.
-- o_balance: the credited account's balance after (to for a post, from for a void).
CREATE OR REPLACE FUNCTION ledger_hold_settle(p_hold_id bigint, p_op text, p_amount bigint, OUT o_status text, OUT o_balance bigint)
LANGUAGE plpgsql AS $$
DECLARE
  h ledger_holds%ROWTYPE;
  v_status text := CASE WHEN p_op = 'post' THEN 'posted' ELSE 'voided' END;
  t record;
BEGIN
  UPDATE ledger_holds SET status = v_status, settled_at = now(),
    posted_amount = CASE WHEN v_status = 'posted' THEN coalesce(p_amount, amount) ELSE NULL END
  WHERE id = p_hold_id AND status = 'pending' AND (v_status = 'voided' OR coalesce(p_amount, amount) <= amount)
  RETURNING * INTO h;
  IF NOT FOUND THEN
    SELECT * INTO h FROM ledger_holds WHERE id = p_hold_id;
    IF NOT FOUND THEN
      o_status := 'not_found';
    ELSIF h.status = 'pending' THEN
      o_status := 'invalid_amount';
    ELSIF h.status = v_status AND (p_op = 'void' OR p_amount IS NULL OR h.posted_amount = p_amount) THEN
      o_status := 'replayed';
    ELSE
      o_status := 'settled_other';
    END IF;
    RETURN;
  END IF;
  IF p_op = 'post' THEN
    SELECT * INTO t FROM ledger_transfer('hold:' || h.key || ':post', h.kind || '_post', h.hold_account_id, h.to_account_id, h.posted_amount, h.currency, h.id, NULL);
    IF h.posted_amount < h.amount THEN
      PERFORM ledger_transfer('hold:' || h.key || ':release', h.kind || '_release', h.hold_account_id, h.from_account_id, h.amount - h.posted_amount, h.currency, h.id, NULL);
    END IF;
  ELSE
    SELECT * INTO t FROM ledger_transfer('hold:' || h.key || ':void', h.kind || '_void', h.hold_account_id, h.from_account_id, h.amount, h.currency, h.id, NULL);
  END IF;
  IF t.o_id IS NULL THEN
    RAISE EXCEPTION 'ledger hold % could not be settled', h.id;
  END IF;
  o_status := 'ok';
  o_balance := t.o_to_balance;
END;
$$;
--> statement-breakpoint

-- A refused call changes nothing: the round row it created goes, and the answer carries the current balance.
CREATE OR REPLACE FUNCTION seamless_refusal(p_round_pk bigint, p_round_new boolean, p_member integer, p_currency text) RETURNS bigint LANGUAGE plpgsql AS $$
BEGIN
  IF p_round_new THEN
    DELETE FROM game_rounds WHERE id = p_round_pk;
  END IF;
  RETURN ledger_member_balance(p_member, 'main', p_currency);
END;
$$;
--> statement-breakpoint

-- One seamless-wallet call (bet, reserve, result, cancel, refund) whose signature and body were checked. It locks the
-- round's row first, so the calls of one round apply one at a time and each statement below sees every call of the
-- round committed before. p_house_shard is the member's shard of the house game account. o_status is OK or the
-- refusal; o_http 400 for a currency that is not the session's. A unique violation means a concurrent call took the same tx id first: the caller repeats the call.
CREATE OR REPLACE FUNCTION seamless_call(
  p_op text, p_provider text, p_tx text, p_round text, p_game_code text, p_known_name text, p_known_category text,
  p_member integer, p_token_hash text, p_amount bigint, p_currency text, p_ref text, p_round_closed boolean,
  p_hash text, p_date date, p_now timestamptz, p_house_shard smallint,
  OUT o_status text, OUT o_balance bigint, OUT o_http integer
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
  v_main := ledger_account_id('member', p_member, 'main', p_currency, 0::smallint);
  v_house := ledger_account_id('house', NULL, 'game', p_currency, p_house_shard);
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
      SELECT * INTO v_moved FROM ledger_transfer(v_key, 'bet', v_main, v_house, p_amount, p_currency, NULL, v_meta);
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
      SELECT * INTO v_moved FROM ledger_transfer(v_key, 'win', v_house, v_main, p_amount, p_currency, NULL, v_meta);
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
      SELECT * INTO v_moved FROM ledger_transfer(v_key, 'bet_cancel', v_house, v_main, v_remaining, p_currency, NULL, v_meta || jsonb_build_object('ref_tx_id', p_ref));
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
      SELECT * INTO v_moved FROM ledger_transfer(v_key, 'bet_refund', v_house, v_main, p_amount, p_currency, NULL, v_meta || jsonb_build_object('ref_tx_id', p_ref));
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
