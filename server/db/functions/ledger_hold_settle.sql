-- Posts (p_op 'post', optionally less than held: the rest returns to the hold's from account) or voids (p_op 'void')
-- a pending hold, exactly once: the first caller turns it from pending, the others find it settled.
-- o_status: ok, replayed (already settled the same way), settled_other, not_found, invalid_amount.
-- o_balance: the credited account's balance after (to for a post, from for a void).
-- A settlement that would take a balance past ledger_balance_limit() raises numeric_value_out_of_range (22003): the
-- statement, and whatever it did before, is undone.
CREATE OR REPLACE FUNCTION ledger_hold_settle(p_hold_id bigint, p_op text, p_amount bigint DEFAULT NULL, OUT o_status text, OUT o_balance bigint)
LANGUAGE plpgsql AS $$
DECLARE
  h ledger_holds%ROWTYPE;
  v_status text := CASE WHEN p_op = 'post' THEN 'posted' ELSE 'voided' END;
  t record;
  r record;
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
    SELECT * INTO t FROM ledger_transfer(p_key => 'hold:' || h.key || ':post', p_kind => h.kind || '_post', p_from => h.hold_account_id,
      p_to => h.to_account_id, p_amount => h.posted_amount, p_currency => h.currency, p_hold => h.id);
    IF t.o_id IS NOT NULL AND h.posted_amount < h.amount THEN
      SELECT * INTO r FROM ledger_transfer(p_key => 'hold:' || h.key || ':release', p_kind => h.kind || '_release', p_from => h.hold_account_id,
        p_to => h.from_account_id, p_amount => h.amount - h.posted_amount, p_currency => h.currency, p_hold => h.id);
      IF r.o_id IS NULL THEN
        t := r;
      END IF;
    END IF;
  ELSE
    SELECT * INTO t FROM ledger_transfer(p_key => 'hold:' || h.key || ':void', p_kind => h.kind || '_void', p_from => h.hold_account_id,
      p_to => h.from_account_id, p_amount => h.amount, p_currency => h.currency, p_hold => h.id);
  END IF;
  IF t.o_id IS NULL AND t.o_refusal = 'limit' THEN
    RAISE EXCEPTION USING ERRCODE = 'numeric_value_out_of_range', MESSAGE = 'ledger hold ' || h.id || ' would take a balance past the limit';
  END IF;
  IF t.o_id IS NULL THEN
    RAISE EXCEPTION 'ledger hold % could not be settled', h.id;
  END IF;
  o_status := 'ok';
  o_balance := t.o_to_balance;
END;
$$;
